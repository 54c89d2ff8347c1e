import SwiftLexer
import SwiftOutline

/// View-model anatomy: a nested type is declared above the properties and functions that use it,
/// so the file reads top-down.
public struct TypesBeforeUseRule: Rule {
    public static let description = RuleDescription(
        id: "types_before_use",
        name: "Types Before Use",
        summary: "A nested type of a view model is declared above the properties and functions that use it",
        defaultSeverity: .warning
    )

    public init() {}

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        let outline = context.outline
        for (viewModel, name) in context.viewModelBodies {
            let members = context.members(of: viewModel)
            for (position, member) in members.enumerated() where member.kind.isType || member.kind == .typealias {
                guard let typeName = outline.name(of: member) else { continue }
                // Initializers are exempt: the anatomy puts Lifecycle (`init(responder:
                // Responder<ResponderAction>)`) above the Responder section that declares the type.
                let user = members[..<position].first { earlier in
                    (earlier.kind == .variable || earlier.kind == .function || earlier.kind == .subscript)
                        && earlier.tokens.contains { outline.tokens[$0].kind == .identifier && outline.text($0) == typeName }
                }
                guard let user else { continue }
                let userName = outline.name(of: user) ?? "a member"
                findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: member.keywordToken),
                                        message: "`\(name).\(typeName)` is declared below `\(userName)`, which uses it; move it up"))
            }
        }
        return findings
    }
}
