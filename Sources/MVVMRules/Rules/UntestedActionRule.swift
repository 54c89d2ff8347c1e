import SwiftLexer
import SwiftOutline

/// Rule 9: every action is sent by a test, and every responder action is observed by one.
public struct UntestedActionRule: Rule {
    public static let description = RuleDescription(
        id: "untested_action",
        name: "Untested Action",
        summary: "Every `Action` case is sent by a test of the view model, and every `ResponderAction` case observed by one",
        defaultSeverity: .warning
    )

    public init() {}

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        let outline = context.outline
        for viewModel in context.viewModelBodies {
            let name = viewModel.name
            let tests = context.index.tests(mentioning: viewModel.type)
            // `send(.case`, or the same through any other action method of this view model.
            let actionMethods = context.index.actionMethods(of: viewModel.type)
            var sent = Set<String>()
            for test in tests {
                for entry in test.sentCases {
                    let parts = entry.split(separator: "\u{1}", maxSplits: 1)
                    if parts.count == 2, actionMethods.contains(String(parts[0])) { sent.insert(String(parts[1])) }
                }
            }
            let observed = tests.reduce(into: Set<String>()) { $0.formUnion($1.referencedCases) }
            for member in context.members(of: viewModel.declaration) where member.kind == .enum {
                let enumName = outline.name(of: member)
                guard enumName == "Action" || enumName == "ResponderAction" else { continue }
                let isAction = enumName == "Action"
                for caseDeclaration in context.members(of: member) where caseDeclaration.kind == .enumCase {
                    for element in caseDeclaration.caseElements {
                        let caseName = outline.text(element.nameToken)
                        let covered = isAction ? sent.contains(caseName) : observed.contains(caseName)
                        guard !covered else { continue }
                        let message = isAction
                            ? "no test of `\(name)` sends `.\(caseName)`"
                            : "no test of `\(name)` observes the responder action `.\(caseName)`"
                        findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: element.nameToken),
                                                message: message))
                    }
                }
            }
        }
        return findings
    }
}
