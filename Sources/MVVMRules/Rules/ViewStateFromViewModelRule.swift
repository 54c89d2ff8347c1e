import SwiftLexer
import SwiftOutline

/// Rule 4: a view's data and view state come from its view model's outputs. A screen never
/// changes its own state; no view, screen or leaf, loads its own data into state.
public struct ViewStateFromViewModelRule: Rule {
    public static let description = RuleDescription(
        id: "view_state_from_view_model",
        name: "View State From View Model",
        summary: "A screen keeps no data or view state of its own (no mutations of local state, no `@FetchRequest`/`@Query`), and no view loads data into its state",
        defaultSeverity: .warning
    )

    public init() {}

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        let outline = context.outline
        for view in context.viewBodies {
            let isScreen = context.index.isScreen(view.type)
            let stateProperties = context.index.types[view.type].properties.filter { property in
                !PropertyWrappers.writableState.isDisjoint(with: property.attributes)
                    // `@State var model = Model()` holds an `@Observable` view model, not local state.
                    && !(property.typeName.isEmpty ? false : context.index.namesViewModel(property.typeName, from: view.type))
            }
            let localState = Set(stateProperties.map(\.name))
            // State holding an instance of a project class: setting its members leaves the state
            // itself (the reference) unchanged (`router.onFinish = …`).
            // What the view observes — its view models and the other objects it holds as observed
            // (`@ObservedObject`, `@StateObject`): state mirrored from them where they change is
            // theirs to decide. Environment values (`scenePhase`, a client) are not outputs.
            // An observable object kept in `@State` (`@State private var manager: ConnectionManager`
            // with an `@Observable` class) is observed like a `@StateObject`.
            let observedObjects = Set(context.index.viewModelProperties(of: view.type).map(\.name)).union(
                context.index.types[view.type].properties.filter { property in
                    property.attributes.contains { PropertyWrappers.observedObjects.contains($0) }
                        || property.attributes.contains("State")
                        && context.index.resolve(property.typeName, from: view.type).map { context.index.roles[$0].isObservable } == true
                }.map(\.name))
            /// The simple name of a UIKit or AppKit type the property holds, nil for anything else.
            func platformType(of property: FileFacts.PropertyFact) -> String? {
                guard context.index.resolve(property.typeName, from: view.type) == nil else { return nil }
                let simple = QualifiedNames.simpleName(property.typeName)
                return UITypes.hasFrameworkPrefix(simple) && UITypes.isUIName(simple) ? simple : nil
            }
            // A UIKit or AppKit window, view or controller is a piece of the view's own UI, never
            // data: storing one (a window it waited for) is no load either. An image is data.
            let platformObjectState = Set(stateProperties.filter { property in
                platformType(of: property).map { name in ["Window", "View", "Controller", "Panel"].contains(where: name.hasSuffix) } == true
            }.map(\.name))
            // State holding an object (a project class, a UIKit or AppKit one: `@State var textView:
            // UITextView`): setting its members leaves the state — the reference — as it was.
            let referenceState = Set(stateProperties.filter { property in
                if let id = context.index.resolve(property.typeName, from: view.type) {
                    return context.index.types[id].kind == .class || context.index.types[id].kind == .actor
                }
                return platformType(of: property) != nil
            }.map(\.name))
            // A computed property of the view reading an observed object is watched on it. Both
            // readings are made only once a write to local state asks for them.
            var observedCache: Set<String>?, mirroringCache: Set<String>?
            func observed() -> Set<String> {
                if let observedCache { return observedCache }
                let result = observedObjects.union(context.derivedProperties(of: view.declaration, from: observedObjects))
                observedCache = result
                return result
            }
            func mirroring() -> Set<String> {
                if let mirroringCache { return mirroringCache }
                let result = mirroringMethods(of: view, observed: observed(), context)
                mirroringCache = result
                return result
            }
            for member in context.members(of: view.declaration) {
                if isScreen {
                    for attribute in member.attributes where PropertyWrappers.dataSources.contains(outline.name(of: attribute)) {
                        findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: attribute.atToken),
                                                message: "`@\(outline.name(of: attribute))` fetches data in the view; let the view model provide it"))
                    }
                }
                // An `init` gives state its starting value (`self.query = query`); that is no change.
                guard !localState.isEmpty, member.kind != .initializer else { continue }
                // The member's locals and awaited values are read once a chain starts at local state.
                var scopesCache: LocalScopes?, awaitedCache: Set<String>?
                let name = member.kind == .function ? outline.name(of: member) : nil
                for range in context.codeRanges(of: member) {
                    if context.initialValueOwner(range, in: member) != nil { continue }
                    var mirrorsCache: [Range<Int>]?
                    for chain in outline.postfixChains(in: range) {
                        guard let head = context.memberPathHead(chain), localState.contains(head.first) else { continue }
                        let path = context.memberPath(chain), first = head.first
                        let awaited = awaitedCache ?? awaitedLocals(in: member.tokens, context)
                        awaitedCache = awaited
                        let loads = chain.assignmentOperator.map { loadsData(after: $0, range: range, awaited: awaited, context) }
                        // Mirroring an output into local state where the view model changes
                        // drives a presentation; the view model still decides. Loading data
                        // there is still the view's own work.
                        // A mutating call (`isShowingSheet.toggle()`) mirrors as an assignment does.
                        if loads != true {
                            let mirrors = mirrorsCache ?? context.viewModelObservers(in: range, viewModels: observed())
                            mirrorsCache = mirrors
                            if mirrors.contains(where: { $0.contains(chain.base) }) || name.map(mirroring().contains) == true { continue }
                        }
                        // A parameter, closure parameter or local of that name is not the state.
                        let scopes = scopesCache ?? outline.localScopes(of: member)
                        scopesCache = scopes
                        if context.outline.startsAtLocal(chain, scopes) { continue }
                        if path.count >= 2, referenceState.contains(first) { continue }
                        if platformObjectState.contains(first) { continue }
                        if let loads {
                            if loads {
                                findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: chain.base),
                                                        message: "the view loads data into its own state `\(first)`; let the view model load it and read its output"))
                            } else if isScreen, !context.storesInteractionValue(chain, within: range, of: member) {
                                findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: chain.base),
                                                        message: "the view changes its own state `\(first)`; send an action and read an output"))
                            }
                        } else if isScreen, path.count >= 2, MutatingMethods.names.contains(path[path.count - 1]),
                                  case .call? = context.component(after: path.count, in: chain) {
                            findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: chain.base),
                                                    message: "the view changes its own state `\(first)` with `\(path[path.count - 1])`; send an action and read an output"))
                        }
                    }
                }
            }
        }
        return findings
    }

    /// The view's private methods (by their own modifier or their extension's) that only closures
    /// run where an observed object changes call, or that are handed to such an observer by name
    /// (`.onReceive(viewModel.proceed) { handleProceed($0) }`, `.onChange(of: viewModel.x, xChanged)`),
    /// across the view's declarations in this file: they mirror outputs as those closures do.
    private func mirroringMethods(of view: Subject, observed: Set<String>, _ context: RuleContext) -> Set<String> {
        let outline = context.outline
        let parts = context.viewBodies.filter { $0.type == view.type }.map(\.declaration)
        let isPrivate = { (declaration: Declaration) in
            declaration.modifiers.contains { ($0.keyword == .private || $0.keyword == .fileprivate) && $0.detail == nil }
        }
        var candidates = Set<String>()
        for part in parts {
            let privatePart = part.kind == .extension && isPrivate(part)
            for member in context.members(of: part) where member.kind == .function && (privatePart || isPrivate(member)) {
                if let name = outline.name(of: member) { candidates.insert(name) }
            }
        }
        guard !candidates.isEmpty else { return [] }
        var fromObservers = Set<String>(), elsewhere = Set<String>()
        for part in parts {
            for member in context.members(of: part) {
                for range in context.codeRanges(of: member) {
                    var observersCache: [Range<Int>]?
                    for chain in outline.postfixChains(in: range) {
                        guard let head = context.memberPathHead(chain), head.length == 1, candidates.contains(head.first) else { continue }
                        let path = [head.first]
                        // Called, or named as a handler: nothing else hands it on.
                        let after = context.component(after: 1, in: chain)
                        if case .call? = after {} else if after != nil { continue }
                        let observers = observersCache ?? context.viewModelObservers(in: range, viewModels: observed)
                        observersCache = observers
                        if observers.contains(where: { $0.contains(chain.base) }) { fromObservers.insert(path[0]) } else { elsewhere.insert(path[0]) }
                    }
                }
            }
        }
        return fromObservers.subtracting(elsewhere)
    }

    /// `x = try await load()`, `x = await load()`, or `x = result` where `result` was bound from an
    /// `await` in the same member — also wrapped into a case or a value (`x = .loaded(result)`,
    /// `x = Page(items: result)`).
    private func loadsData(after assignment: Int, range: Range<Int>, awaited: Set<String>, _ context: RuleContext) -> Bool {
        let outline = context.outline
        let (start, awaits) = outline.expressionStart(at: assignment + 1, end: range.upperBound)
        if awaits { return true }
        guard start < range.upperBound, let chain = outline.postfixChain(at: start, end: range.upperBound),
              outline.endsExpression(after: chain.tokens.upperBound - 1, end: range.upperBound) else { return false }
        // A bare name bound from an `await`: its chain is the name alone.
        if outline.startsAtName(chain), chain.components.isEmpty { return awaited.contains(outline.text(start)) }
        guard outline.isImplicitMember(chain) || outline.construction(chain) != nil, case .call(let arguments)? = chain.components.last else { return false }
        return outline.arguments(of: arguments).contains { outline.isBareName($0.value) && awaited.contains(outline.text($0.value.lowerBound)) }
    }

    /// Locals bound from an `await`: `let items = try await api.items()`.
    private func awaitedLocals(in range: Range<Int>, _ context: RuleContext) -> Set<String> {
        let outline = context.outline
        var names = Set<String>()
        for binding in outline.localBindings(in: range) {
            guard let value = binding.value, outline.expressionStart(at: value, end: range.upperBound).awaits else { continue }
            names.insert(outline.text(binding.name))
        }
        return names
    }
}
