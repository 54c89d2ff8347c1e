import SwiftLexer
import SwiftOutline

/// Rule 7: a view model reports upward through one responder, never through callbacks.
public struct ResponderPatternRule: Rule {
    public static let description = RuleDescription(
        id: "responder_pattern",
        name: "Responder Pattern",
        summary: "View models take no callbacks; `enum ResponderAction` goes with a `private let responder: Responder<ResponderAction>` set by `init`",
        defaultSeverity: .warning
    )

    public init() {}

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        let outline = context.outline
        for viewModel in context.viewModelBodies {
            func report(_ token: Int, _ message: String) {
                findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: token), message: message))
            }
            let type = context.index.types[viewModel.type]
            let name = viewModel.name
            let responderProperties = type.properties.filter { QualifiedNames.simpleName($0.typeName) == "Responder" }
            let initTakesCallbacks = context.members(of: viewModel.declaration).contains { member in
                member.kind == .initializer && member.parameters.contains { context.isCallback($0.type, from: viewModel.type) }
            }
            // A struct without an `init` of its own is built through its memberwise
            // initializer: whoever builds it sets every stored callback.
            let builtMemberwise = viewModel.declaration.kind == .struct
                && !context.members(of: viewModel.declaration).contains { $0.kind == .initializer }
            /// Who sets a callback property. Only the view model's own screens: it feeds its own
            /// view, which binds it like an output, what it should be. Nobody in the app (a test
            /// watching it says nothing of who listens): it reports to no one yet. A parent, a
            /// coordinator or the creator: the report upward a responder is for.
            func setter(of property: String, isLet: Bool) -> CallbackSetter {
                // A `let` is set when the view model is built: by its creator.
                guard !initTakesCallbacks, !builtMemberwise, !isLet else { return .creator }
                let setters = context.index.writers(ofMember: property, in: viewModel.type)
                if setters.throughUnknown { return .creator }
                func heldByItsViews(_ owners: [Int?]) -> Bool {
                    owners.allSatisfy { owner in owner.map { context.index.isView($0) && context.index.holdsViewModel(viewModel.type, in: $0) } ?? false }
                }
                // Set by a method of its own (`func storeHandler(_ h: …) { handler = h }`): by
                // whoever hands that method a closure, its own views or not — unless the model
                // makes the closure itself and never calls it: it stores it for others to call
                // (`tourCancelled = { self.reset() }`), no report upward.
                if setters.owners.isEmpty {
                    let own = context.ownAssignments(of: property, outsideInitializersOf: viewModel.type)
                    if !own.assigned { return .nobody }
                    if !own.handedInBy.isEmpty {
                        guard let callers = context.index.callersHandingClosures(to: own.handedInBy, of: viewModel.type),
                              !callers.isEmpty, heldByItsViews(callers) else { return .creator }
                        return .ownView
                    }
                    return context.readsOwnMember(property, in: viewModel.type) ? .creator : .entryPoint
                }
                return heldByItsViews(setters.owners) ? .ownView : .creator
            }
            for member in context.members(of: viewModel.declaration) {
                switch member.kind {
                case .variable where !member.hasModifier(.static):
                    for binding in member.bindings where binding.isStored(in: context.tokens) {
                        let propertyName = outline.text(binding.nameToken)
                        if context.isCallback(binding.type, from: viewModel.type) {
                            switch setter(of: propertyName, isLet: !context.isVar(member)) {
                            case .ownView:
                                report(member.keywordToken, "`\(propertyName)` is a callback its own view sets; expose an output the view observes instead (`@Published`, a stream), and send reports upward through a responder")
                            case .nobody:
                                report(member.keywordToken, "`\(propertyName)` is a callback no other code in the app sets; remove it, or add a `ResponderAction` case and send it through the responder")
                            case .entryPoint:
                                break
                            case .creator:
                                report(member.keywordToken, "`\(propertyName)` is a callback; add a `ResponderAction` case and send it through the responder")
                            }
                        } else if QualifiedNames.simpleName(TypeReading.type(of: binding, outline).path) == "Responder" {
                            let isPrivateLet = !context.isVar(member)
                                && member.modifiers.contains { $0.keyword == .private && $0.detail == nil }
                            if !isPrivateLet || binding.initializer != nil {
                                report(member.keywordToken, "the responder must be `private let \(propertyName): Responder<ResponderAction>`, set by `init`")
                            } else if !type.nestedTypes.contains("ResponderAction") {
                                report(member.keywordToken, "`\(propertyName)` has no `enum ResponderAction` to send; declare one in `\(name)`")
                            }
                        }
                    }
                case .initializer:
                    for parameter in member.parameters where context.isCallback(parameter.type, from: viewModel.type) {
                        report(parameter.tokens.lowerBound, "`init` takes a callback; inject a `Responder<ResponderAction>` instead")
                    }
                case .enum where outline.name(of: member) == "ResponderAction":
                    if responderProperties.isEmpty {
                        report(member.keywordToken, "`ResponderAction` is never sent: add `private let responder: Responder<ResponderAction>` set by `init`")
                    }
                default:
                    break
                }
            }
        }
        return findings
    }
}

/// Who sets a view model's callback property, which says what should replace it. An entry point
/// is a closure the model stores itself and never calls: others call it, nothing goes upward.
private enum CallbackSetter {
    case ownView, nobody, creator, entryPoint
}
