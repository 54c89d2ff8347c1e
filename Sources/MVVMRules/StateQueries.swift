import SwiftOutline

/// The state types of the ViewState and ReMVVM dialects (SPEC §4.2): values that describe a
/// screen or the app, replaced as a whole and never edited in place.
extension RuleContext {
    /// The project types declared (not extended) in this file that are states (the dialect's
    /// `state_types` role): they, or a project base class of theirs, conform to one of its names
    /// as written, or their name ends with one. Types of test files are doubles and fixtures,
    /// never states.
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
        let simpleName = types[id].simpleName
        if names.contains(where: { simpleName.hasSuffix($0) && simpleName != $0 }) { return true }
        return ancestors(of: id, including: true).contains { ancestor in
            types[ancestor].inheritance.contains { names.contains(QualifiedNames.simpleName($0)) }
        }
    }
}
