import SwiftLexer
import SwiftOutline

/// Rule 7: a view model reports upward through one responder, never through callbacks.
public struct ResponderPatternRule: Rule {
    public static let description = RuleDescription(
        id: "responder_pattern",
        name: "Responder Pattern",
        summary: "View models take no callbacks; `enum ResponderAction` goes with a `private let responder: Responder<ResponderAction>` set by `init`",
        defaultSeverity: .error
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
            for member in context.members(of: viewModel.declaration) {
                switch member.kind {
                case .variable where !member.hasModifier(.static):
                    for binding in member.bindings where binding.isStored(in: context.tokens) {
                        let propertyName = outline.text(binding.nameToken)
                        if context.isCallback(binding.type) {
                            report(member.keywordToken, "`\(propertyName)` is a callback; add a `ResponderAction` case and send it through the responder")
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
                    for parameter in member.parameters where context.isCallback(parameter.type) {
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
