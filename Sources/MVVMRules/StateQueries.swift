import SwiftOutline

/// The state types of the ViewState and ReMVVM dialects (SPEC §4.2): values that describe a
/// screen or the app, replaced as a whole and never edited in place.
extension RuleContext {
    /// The project types declared (not extended) in this file that are states (the dialect's
    /// `state_types` role): they, or a project base class of theirs, conform to one of its names
    /// as written, or their name ends with one; or a reducer reduces them (`reduce(state: S, …)
    /// -> S`). Types of test files are doubles and fixtures, never states.
    public func stateTypes() -> [Subject] {
        let names = roles[.stateTypes]
        guard !isTestFile else { return [] }
        var states: [Subject] = []
        for (position, declaration) in outline.declarations.enumerated() {
            switch declaration.kind {
            case .class, .struct, .enum, .actor: break
            default: continue
            }
            guard let name = QualifiedNames.path(of: position, in: outline),
                  let id = index.type(declaredAs: name, isExtension: false, inFile: outline.file.path),
                  index.isState(id, names: names) else { continue }
            states.append(Subject(declaration: declaration, type: id, name: index.types[id].name))
        }
        return states
    }
}

extension RuleContext {
    /// The project type whose body (or extension) holds the declaration at `position`.
    public func enclosingType(ofMember position: Int) -> Int? {
        guard let parent = outline.declarations[position].parent,
              let name = QualifiedNames.path(of: parent, in: outline) else { return nil }
        return index.type(declaredAs: name, isExtension: outline.declarations[parent].kind == .extension, inFile: outline.file.path)
    }
}

extension ProjectIndex {
    /// Whether the type is a state: see `RuleContext.stateTypes`. Conformances added by
    /// extensions count (the index merges them into the type).
    public func isState(_ id: Int, names: [String]) -> Bool {
        if reducedStates.contains(id) { return true }
        let simpleName = types[id].simpleName
        if names.contains(where: { simpleName.hasSuffix($0) && simpleName != $0 }) { return true }
        return ancestors(of: id, including: true).contains { ancestor in
            types[ancestor].inheritance.contains { names.contains(QualifiedNames.simpleName($0)) }
        }
    }
}

/// The files the state, store and reducer rules read besides those with a view model or a view
/// (`RuleDescription.alsoReads`): worked out once per run, so a project of ten thousand files
/// reads only the few that hold such a type or write into one.
public enum DialectFiles {
    /// Files declaring a state type (the `state_types` role).
    public static let declaringStates: RuleDescription.FileSelector = { index, roles in
        let files = stateFiles(index, roles)
        return { files.contains($0.path) }
    }

    /// Those, and files writing a stored property of a state through a value (`state.x = …`,
    /// `next.x = …`, `viewState?.x = …`).
    public static let writingStates: RuleDescription.FileSelector = { index, roles in
        let files = stateFiles(index, roles)
        let names = roles[.stateTypes]
        var properties = Set<String>()
        for type in index.types where !type.isTestDouble && index.isState(type.id, names: names) {
            for ancestor in type.lineage { properties.formUnion(index.types[ancestor].properties.map(\.name)) }
        }
        let stateProperties = properties
        return { facts in files.contains(facts.path) || facts.memberWrites.contains { stateProperties.contains($0.member) } }
    }

    /// Files declaring a type named as a store (the `store_suffixes` role).
    public static let declaringStores: RuleDescription.FileSelector = { index, roles in
        let suffixes = roles[.storeSuffixes]
        return { facts in
            facts.types.contains { type in
                !type.isExtension && suffixes.contains { type.name.hasSuffix($0) && type.name != $0 }
            }
        }
    }

    /// Files declaring or extending a type that conforms to a reducer protocol (the
    /// `reducer_types` role; directly, through a project base class or an extension), and files
    /// declaring a reducer as a free function.
    public static let declaringReducers: RuleDescription.FileSelector = { index, roles in
        let protocols = Set(roles[.reducerTypes])
        let reducers = index.types.filter { type in
            !type.isTestDouble && type.lineage.contains { ancestor in
                index.types[ancestor].inheritance.contains { protocols.contains(QualifiedNames.simpleName($0)) }
            }
        }
        let files = Set(reducers.map(\.file)), names = Set(reducers.map(\.name))
        return { facts in
            facts.declaresFreeReducer || files.contains(facts.path) || facts.types.contains { $0.isExtension && names.contains($0.name) }
        }
    }

    private static func stateFiles(_ index: ProjectIndex, _ roles: DialectRoles) -> Set<String> {
        let names = roles[.stateTypes]
        return Set(index.types.filter { !$0.isTestDouble && index.isState($0.id, names: names) }.map(\.file))
    }
}
