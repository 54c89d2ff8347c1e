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
        for subject in context.viewModelBodies {
            let name = subject.name
            let members = context.members(of: subject.declaration)
            let nestedNames = Set(members.filter { $0.kind.isType || $0.kind == .typealias }.compactMap { outline.name(of: $0) })
            guard !nestedNames.isEmpty else { continue }
            // One pass in member order: the first property, function or subscript naming each
            // nested type. Initializers are exempt: the anatomy puts Lifecycle (`init(responder:
            // Responder<ResponderAction>)`) above the Responder section that declares the type.
            var firstUser: [String: Declaration] = [:]
            for member in members {
                if member.kind.isType || member.kind == .typealias, let typeName = outline.name(of: member),
                   let user = firstUser[typeName] {
                    findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: member.keywordToken),
                                            message: "`\(name).\(typeName)` is declared below `\(outline.name(of: user) ?? "a member")`, which uses it; move it up"))
                    continue
                }
                guard member.kind == .variable || member.kind == .function || member.kind == .subscript else { continue }
                for token in member.tokens where outline.tokens[token].kind == .identifier {
                    let text = outline.text(token)
                    if nestedNames.contains(text), firstUser[text] == nil { firstUser[text] = member }
                }
            }
        }
        return findings
    }
}
