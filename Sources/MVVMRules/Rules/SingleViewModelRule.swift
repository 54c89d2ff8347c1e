import SwiftLexer
import SwiftOutline

/// Rule 1: a screen has exactly one view model — its own — and no other observed objects.
public struct SingleViewModelRule: Rule {
    public static let description = RuleDescription(
        id: "single_view_model",
        name: "Single View Model",
        summary: "A screen view holds one view model and no other `@StateObject`/`@ObservedObject`/`@Bindable` object",
        defaultSeverity: .warning
    )

    public init() {}

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        let outline = context.outline
        for screen in context.screenBodies where screen.declaration.kind != .extension {
            let own = context.index.ownViewModel(of: screen.type)?.name
            // Several view models none of whose names says which is its own: none is named.
            let ownIsNamed = context.index.roles[screen.type].ownViewModelIsNamed
            // A presentation slot (`.sheet(item: $detail)`) holds the child its view model handed over.
            let presented = context.index.presentedViewModels(of: screen.type)
            // Its code ranges, for the two questions below (the outline reads each one's chains once).
            let code = Array(context.members(of: screen.declaration).flatMap { context.codeRanges(of: $0) })
            // Properties it sets from its own view model (`child = viewModel.child`): taken from
            // the own view model, as the rule asks.
            let takenFromOwn = own.map { takenFrom($0, in: code, context) } ?? []
            let provided = providedToEnvironment(in: code, context)
            for property in context.storedProperties(of: screen.declaration) {
                let wrappers = Set(property.attributes.map { outline.name(of: $0) })
                // Environment objects are shared services the view may read (rule 8), never a model it holds.
                guard wrappers.isDisjoint(with: PropertyWrappers.environment) else { continue }
                for binding in property.bindings {
                    let propertyName = outline.text(binding.nameToken)
                    guard propertyName != own, !presented.contains(propertyName), !takenFromOwn.contains(propertyName) else { continue }
                    // The model's reading of the property: its type as the compiler sees it (a generic
                    // parameter's constraint) and whether it is a singleton, app-wide state.
                    let fact = context.index.types[screen.type].properties.first { $0.name == propertyName }
                    let typeName = fact?.typeName ?? ""
                    let holdsViewModel = !typeName.isEmpty && fact?.isSharedInstance != true
                        && context.index.namesViewModel(typeName, from: screen.type)
                    guard holdsViewModel || !wrappers.isDisjoint(with: PropertyWrappers.observedObjects) else { continue }
                    // A helper kept alive in `@StateObject` that publishes nothing is not observed.
                    if !holdsViewModel, wrappers.contains("StateObject"), let held = context.index.resolve(typeName, from: screen.type),
                       context.index.publishesNothing(held) { continue }
                    // One it owns to provide to its subviews (`.environmentObject(focus)`) is the
                    // environment's source, not a reader of it.
                    if !holdsViewModel, provided.contains(propertyName) { continue }
                    // A second view model comes from the view's own; an observed object that is no
                    // view model (a theme, a session) is shared app state: the environment's.
                    let message = holdsViewModel && !ownIsNamed
                        ? "`\(screen.name)` holds several view models (`\(propertyName)` among them) and none is named as its own; keep one, as `viewModel`, and get the others from it"
                        : holdsViewModel
                        ? "`\(screen.name)` holds a second view model (`\(propertyName)`); get it from `\(own ?? "viewModel")` instead"
                        : "`\(screen.name)` holds an observed object besides its view model (`\(propertyName)`); read shared state from the environment (`@EnvironmentObject`, `@Environment`), or what the screen needs from `\(own ?? "viewModel")`"
                    findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: property.keywordToken), message: message))
                }
            }
        }
        return findings
    }

    /// The properties the view sets from its own view model `own`: to one of its members
    /// (`self.child = viewModel.child`, in `init` or any method), or to what a subscription to
    /// one of them hands its closure (`viewModel.$selected.sink { [weak self] tab in self?.tab = tab }`).
    private func takenFrom(_ own: String, in code: [Range<Int>], _ context: RuleContext) -> Set<String> {
        let outline = context.outline
        var names = Set<String>()
        for range in code {
            let chains = outline.postfixChains(in: range)
            // The closures subscriptions to the own view model run, with the names they bind.
            var handed: [(closure: Range<Int>, names: Set<String>)] = []
            for chain in chains where context.memberPath(chain).first == own {
                for case .trailingClosure(let contents) in chain.components {
                    guard let signature = outline.closureParts(contents).signature else { continue }
                    handed.append((contents, Set(outline.closureParameterNames(signature))))
                }
            }
            // The range's local bindings, read once and only when an assignment needs them.
            var bindings: [LocalBinding]?
            func localBindings() -> [LocalBinding] {
                if bindings == nil { bindings = outline.localBindings(in: range) }
                return bindings!
            }
            for chain in chains {
                guard let assignment = chain.assignmentOperator, let target = context.replacedProperty(chain) else { continue }
                // Each operand of `context ?? viewModel.context` is a value it may take.
                let start = outline.expressionStart(at: assignment + 1, end: range.upperBound).start
                for operand in outline.coalescedOperands(from: start, end: range.upperBound) {
                    guard let value = outline.postfixChain(at: outline.expressionStart(at: operand, end: range.upperBound).start,
                                                           end: range.upperBound) else { continue }
                    let path = context.memberPath(value)
                    if path.count >= 2, path.first == own {
                        names.insert(target)
                    } else if value.components.isEmpty, outline.startsAtName(value),
                              handed.contains(where: { $0.closure.contains(chain.base) && $0.names.contains(outline.text(value.base)) }) {
                        names.insert(target)
                    } else if value.components.isEmpty, outline.startsAtName(value),
                              isBound(value.base, toMemberOf: own, before: chain.base,
                                      among: localBindings(),
                                      end: range.upperBound, context) {
                        // `guard let peer = viewModel.makePeerViewModel() else { return }` then `peerModel = peer`.
                        names.insert(target)
                    }
                }
            }
        }
        return names
    }

    /// Whether the name at `token` is one of `bindings` (locals of the code ending at `end`),
    /// bound before `limit` to what a member of `own` gives (`let peer = viewModel.makePeerViewModel()`).
    private func isBound(_ token: Int, toMemberOf own: String, before limit: Int, among bindings: [LocalBinding], end: Int,
                         _ context: RuleContext) -> Bool {
        let outline = context.outline
        let name = outline.text(token)
        guard let binding = bindings.last(where: { $0.name < limit && outline.text($0.name) == name }),
              let start = binding.value,
              let bound = outline.postfixChain(at: outline.expressionStart(at: start, end: end).start, end: end) else { return false }
        let path = context.memberPath(bound)
        return path.count >= 2 && path.first == own
    }

    /// The properties the view hands its subviews through the environment:
    /// `.environmentObject(focus)`, `.environment(router)`.
    private func providedToEnvironment(in code: [Range<Int>], _ context: RuleContext) -> Set<String> {
        let outline = context.outline
        var names = Set<String>()
        for chain in code.flatMap(outline.postfixChains) {
            for (index, component) in chain.components.enumerated() {
                guard case .member(let name) = component, RuleContext.environmentModifiers.contains(outline.text(name)),
                      index + 1 < chain.components.count, case .call(let arguments) = chain.components[index + 1] else { continue }
                guard let last = outline.arguments(of: arguments).last, outline.isBareName(last.value) else { continue }
                names.insert(outline.text(last.value.lowerBound))
            }
        }
        return names
    }
}
