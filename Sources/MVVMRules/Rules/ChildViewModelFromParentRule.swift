import SwiftLexer
import SwiftOutline

/// Rule 6: a view may build the next view, but that view's model comes from its own view model.
public struct ChildViewModelFromParentRule: Rule {
    public static let description = RuleDescription(
        id: "child_view_model_from_parent",
        name: "Child View Model From Parent",
        summary: "Views never construct view models, except the initial value of their own view-model property",
        defaultSeverity: .warning,
        profiles: Profile.everyProfile
    )

    public init() {}

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        let outline = context.outline
        if context.isTestFile { return [] }
        for view in context.viewBodies {
            let ownProperty = context.index.ownViewModel(of: view.type)
            // With none, the property named as its model, whatever it is typed as (a protocol of
            // a package the project does not hold).
            let own = Set((ownProperty?.name ?? context.index.propertyNamedAsModel(of: view.type)).map { [$0, "_" + $0] } ?? [])
            // With none, a static one kept across its instances (`static var draft = FeedbackViewModel()`).
            let ownStatic = ownProperty == nil ? staticViewModels(of: view, context) : []
            let factories = own.isEmpty ? [] : ownFactories(of: view, own: own, context)
            // Static members are factories, like `init`: `static func make() -> Self` builds the
            // view and its own view model together.
            for member in context.members(of: view.declaration) where !member.hasModifier(.static) && !member.hasModifier(.class) {
                let returned = (member.kind == .function || member.kind == .variable) && context.outline.name(of: member).map(factories.contains) == true
                    ? context.returnedValues(of: member) : []
                for range in context.codeRanges(of: member) {
                    let owner = context.initialValueOwner(range, in: member)
                    if let owner, own.contains(owner) {
                        continue  // `@StateObject var viewModel = LoginViewModel()`
                    }
                    // Building its own view model: wherever it sets the property (an `init`,
                    // `viewDidLoad`), through a local it then assigns, or handed to `self.init(…)`.
                    let allowed = ownAssignments(in: range, own: own, ownStatic: ownStatic, typeName: QualifiedNames.simpleName(view.name), context)
                        + returned
                    let delegations = member.kind == .initializer ? context.selfInitArguments(in: range) : []
                    let handedToBase = member.kind == .initializer ? context.superInitArguments(in: range) : []
                    let closureReturns = ownProperty == nil && owner != nil ? outline.returnedByCalledClosure(range) : []
                    for chain in outline.postfixChains(in: range) {
                        // With no model read as its own, a model that is the whole initial value
                        // of a property is its own, however the property is typed
                        // (`@State var model: any ModelProtocol = InspectorViewModel()`).
                        // So is what an immediately called closure there returns (`= { let model =
                        // Model(); return model }()`).
                        if ownProperty == nil, owner != nil, chain.tokens == range || closureReturns.contains(chain.base) { continue }
                        guard let typeName = constructedType(chain, in: range, view: view.type, context),
                              !allowed.contains(where: { $0.contains(chain.base) }),
                              !isOnlyReadInPlace(chain, in: range, context),
                              !isHandedToEnvironment(chain, in: range, context) else { continue }
                        if let ownProperty, delegations.contains(where: { $0.contains(chain.base) }),
                           isOwnViewModel(typeName, property: ownProperty, view: view.type, context) { continue }
                        // Handed to `super.init(…)` for a base class to keep as its own (`models:`).
                        if handedToBase.contains(where: { $0.contains(chain.base) }), baseKeeps(typeName, view: view.type, context) { continue }
                        findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: chain.base),
                                                message: "`\(view.name)` constructs `\(typeName)`; get it from its own view model instead"))
                    }
                }
            }
        }
        return findings
    }

    /// Whether a base class of the view stores a property of the type, alone or in a collection
    /// (`private let models: [StaticContentViewModel]`): what `super.init` is handed, it keeps.
    private func baseKeeps(_ typeName: String, view: Int, _ context: RuleContext) -> Bool {
        let index = context.index
        let built = index.resolve(typeName, from: view)
        return index.types[view].lineage.dropFirst().contains { base in
            index.types[base].properties.contains { property in
                let written = property.elementTypeName.isEmpty ? property.typeName : MemberTypes.unmarked(property.elementTypeName).written
                guard let built else { return QualifiedNames.simpleName(written) == QualifiedNames.simpleName(typeName) }
                return index.resolve(written, from: base).map { index.types[built].lineage.contains($0) } == true
            }
        }
    }

    /// The view model a chain constructs: `LoginViewModel(…)`, `Feature.ViewModel(…)`,
    /// `LoginViewModel.init(…)`, or `.init(…)` where the context gives its type — an annotated
    /// local (`let vm: RowViewModel = .init(…)`) or an argument for a view's view-model property
    /// (`Row(viewModel: .init(…))`). A lowercase call (`makeViewModel(…)`) never constructs.
    private func constructedType(_ chain: PostfixChain, in range: Range<Int>, view: Int, _ context: RuleContext) -> String? {
        let outline = context.outline
        // `LibraryViewModel().start()`: an instance built to call a method on is used, not
        // handed to a view.
        guard let construction = outline.construction(chain), !construction.isUsedAtOnce else { return nil }
        let typeName: String
        if construction.typePath.isEmpty {
            guard let contextual = contextualType(of: chain.base, in: range, view: view, context) else { return nil }
            typeName = contextual
        } else {
            typeName = construction.typePath.map { outline.text($0) }.joined(separator: ".")
        }
        return context.index.namesViewModel(typeName, from: view) ? typeName : nil
    }

    /// `let server = ServerViewModel(…)` mentioned later, each time to read a member of it
    /// (`label.text = server.title`): built to be used there, as `ServerViewModel(…).title` is,
    /// not handed to a view.
    private func isOnlyReadInPlace(_ chain: PostfixChain, in range: Range<Int>, _ context: RuleContext) -> Bool {
        let outline = context.outline
        guard outline.endsValue(at: chain.tokens.upperBound, end: range.upperBound),
              let binding = outline.localBindings(in: range).first(where: { binding in
                  binding.value.map { outline.expressionStart(at: $0, end: range.upperBound).start == chain.base } ?? false
              }) else { return false }
        return outline.isOnlyReadThroughMembers(binding.name, from: chain.tokens.upperBound, end: range.upperBound)
    }

    /// `.environmentObject(TabBarViewModel())`, `.environment(…)`: the whole argument of a
    /// modifier that puts it in the environment, where views read a shared object (SPEC §3:
    /// environment objects are never a view's model), not a child's model.
    private func isHandedToEnvironment(_ chain: PostfixChain, in range: Range<Int>, _ context: RuleContext) -> Bool {
        let outline = context.outline
        guard let call = outline.callArgument(at: chain.base), call.label == nil,
              outline.endsValue(at: chain.tokens.upperBound, end: range.upperBound) else { return false }
        return RuleContext.environmentModifiers.contains(outline.text(call.callee))
    }

    /// The type an implicit `.init(…)` at `period` has from its context.
    private func contextualType(of period: Int, in range: Range<Int>, view: Int, _ context: RuleContext) -> String? {
        let outline = context.outline
        switch outline.valueContext(of: period, within: range) {
        case .annotation(let type)?:
            return TypeReading.path(of: type, outline).path
        case .argument(let labelToken, let callee)?:
            // `Row(viewModel: .init(…))`: the label names a view-model property of the called view.
            let label = outline.text(labelToken)
            guard outline.isCapitalized(callee), let called = context.index.resolve(outline.text(callee), from: view),
                  let property = context.index.types[called].properties.first(where: { $0.name == label }),
                  context.index.namesViewModel(property.typeName, from: called) else { return nil }
            return context.index.resolve(property.typeName, from: called).map { context.index.types[$0].name } ?? property.typeName
        case .assignment?, nil:
            return nil
        }
    }

    /// The property wrappers a view's own view model is set through (`StateObject(wrappedValue:)`).
    private static let wrappers = PropertyWrappers.observedObjects.union(PropertyWrappers.localState)
    /// The labels a wrapper's `init` takes the value by: `.init(wrappedValue:)`, `.init(initialValue:)`.
    private static let wrappedValueLabels: Set<String> = ["wrappedValue", "initialValue"]

    /// Assignments that set the view's own view-model property, at any depth (in `viewDidLoad`, in
    /// a `.task { }` closure, inside an `if`): `_viewModel = StateObject(wrappedValue: LoginViewModel(…))`,
    /// `viewModel = ProfileViewModel()` — and the declarations of the locals such an assignment
    /// assigns (`let model = SearchViewModel()` … `viewModel = model`): their values may construct it.
    private func ownAssignments(in body: Range<Int>, own: Set<String>, ownStatic: Set<String>, typeName: String,
                                _ context: RuleContext) -> [Range<Int>] {
        let outline = context.outline
        var ranges: [Range<Int>] = [], assignedLocals = Set<String>()
        /// From `start` to the end of the value expression beginning at `value` (both branches of
        /// a ternary: `isNew ? Model() : Model(id: id)`).
        func extent(from start: Int, value: Int) -> Range<Int>? {
            let begin = outline.expressionStart(at: value, end: body.upperBound).start
            guard begin < body.upperBound else { return nil }
            return start..<outline.valueEnd(from: begin, end: body.upperBound)
        }
        for chain in outline.postfixChains(in: body) {
            guard let assignment = chain.assignmentOperator,
                  (context.replacedProperty(chain) ?? context.memberPath(chain).first).map(own.contains) == true
                    || context.replacedStaticProperty(chain, ofTypeNamed: typeName).map(ownStatic.contains) == true,
                  let range = extent(from: chain.base, value: assignment + 1) else { continue }
            ranges.append(range)
            // `viewModel = model`: the value is a bare local.
            let valueStart = outline.expressionStart(at: assignment + 1, end: body.upperBound).start
            if range.upperBound == valueStart + 1, outline.postfixChain(at: valueStart, end: body.upperBound).map(outline.startsAtName) == true {
                assignedLocals.insert(outline.text(valueStart))
            }
            // `_viewModel = StateObject(wrappedValue: model)`, `_viewModel = .init(initialValue:
            // model)`: a bare local, wrapped.
            if let value = outline.postfixChain(at: valueStart, end: body.upperBound), let wrapper = outline.construction(value),
               let argument = outline.arguments(of: wrapper.arguments).first, outline.isBareName(argument.value) {
                let named = wrapper.typePath.count == 1 && Self.wrappers.contains(outline.text(wrapper.typePath[0]))
                let implicit = wrapper.typePath.isEmpty && argument.label.map { Self.wrappedValueLabels.contains(outline.text($0)) } == true
                if named || implicit { assignedLocals.insert(outline.text(argument.value.lowerBound)) }
            }
        }
        guard !assignedLocals.isEmpty else { return ranges }
        for binding in outline.localBindings(in: body) where assignedLocals.contains(outline.text(binding.name)) {
            if let value = binding.value, let range = extent(from: binding.keyword, value: value) { ranges.append(range) }
        }
        return ranges
    }

    /// The view's methods and computed properties whose result it assigns to its own view-model
    /// property (`self.viewModel = createViewModel(for: user)`, `dynamicTableViewModel = model`):
    /// what they return is that model.
    private func ownFactories(of view: Subject, own: Set<String>, _ context: RuleContext) -> Set<String> {
        let outline = context.outline
        var names = Set<String>()
        for member in context.members(of: view.declaration) {
            for range in context.codeRanges(of: member) {
                for chain in outline.postfixChains(in: range) {
                    guard let assignment = chain.assignmentOperator, context.replacedProperty(chain).map(own.contains) == true else { continue }
                    let valueStart = outline.expressionStart(at: assignment + 1, end: range.upperBound).start
                    guard valueStart < range.upperBound, let value = outline.postfixChain(at: valueStart, end: range.upperBound) else { continue }
                    let path = context.memberPath(value)
                    // `createViewModel(…)` or `self.createViewModel(…)`: one name, then its call;
                    // `model` or `self.model`: one name, a computed property's (a stored one
                    // returns nothing).
                    let links = value.components.count - (outline.startsAtSelf(value) ? 1 : 0)
                    let isCall: Bool
                    if case .call? = value.components.last { isCall = true } else { isCall = false }
                    if path.count == 1, links == (isCall ? 1 : 0) { names.insert(path[0]) }
                }
            }
        }
        return names
    }


    /// The view's static stored properties holding a view model, by their written or built type.
    private func staticViewModels(of view: Subject, _ context: RuleContext) -> Set<String> {
        var names = Set<String>()
        for member in context.members(of: view.declaration) where member.kind == .variable && member.hasModifier(.static) {
            for binding in member.bindings where binding.isStored(in: context.tokens) {
                let type = TypeReading.type(of: binding, context.outline).path
                if !type.isEmpty, context.index.namesViewModel(type, from: view.type) { names.insert(context.outline.text(binding.nameToken)) }
            }
        }
        return names
    }


    /// Whether the constructed type is (a subclass or conformer of) the own view model's type,
    /// which may be a protocol it conforms to.
    private func isOwnViewModel(_ typeName: String, property: FileFacts.PropertyFact, view: Int, _ context: RuleContext) -> Bool {
        let index = context.index
        if QualifiedNames.simpleName(typeName) == QualifiedNames.simpleName(property.typeName) { return true }
        guard let constructed = index.resolve(typeName, from: view) else { return false }
        if let own = index.resolve(property.typeName, from: view), index.types[constructed].lineage.contains(own) { return true }
        let ownName = QualifiedNames.simpleName(property.typeName)
        return index.types[constructed].lineage.contains { ancestor in
            index.types[ancestor].inheritance.contains { QualifiedNames.simpleName($0) == ownName }
        }
    }
}
