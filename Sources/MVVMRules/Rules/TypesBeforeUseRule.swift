import SwiftLexer
import SwiftOutline

/// View-model anatomy: a nested type is declared above the properties and functions that use it,
/// so the file reads top-down.
public struct TypesBeforeUseRule: Rule {
    public static let description = RuleDescription(
        id: "types_before_use",
        name: "Types Before Use",
        summary: "A nested type of a view model is declared above the properties and functions that use it",
        defaultSeverity: .warning,
        isFixable: true
    )

    public init() {}

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        let outline = context.outline
        for subject in context.viewModelBodies {
            let name = subject.name
            let members = Array(context.members(of: subject.declaration))
            let nestedNames = Set(members.filter { $0.kind.isType || $0.kind == .typealias }.compactMap { outline.name(of: $0) })
            guard !nestedNames.isEmpty else { continue }
            // One pass in member order: the first property, function or subscript naming each
            // nested type. Initializers are exempt: the anatomy puts Lifecycle (`init(responder:
            // Responder<ResponderAction>)`) above the Responder section that declares the type.
            var firstUser: [String: Int] = [:]
            for (index, member) in members.enumerated() {
                if member.kind.isType || member.kind == .typealias, let typeName = outline.name(of: member),
                   let user = firstUser[typeName] {
                    findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: member.keywordToken),
                                            message: "`\(name).\(typeName)` is declared below `\(outline.name(of: members[user]) ?? "a member")`, which uses it; move it up",
                                            fix: fix(moving: index, above: user, members: members, subject: subject, context).map { [$0] }))
                    continue
                }
                guard member.kind == .variable || member.kind == .function || member.kind == .subscript else { continue }
                for token in member.tokens where outline.tokens[token].kind == .identifier {
                    let text = outline.text(token)
                    if nestedNames.contains(text), firstUser[text] == nil { firstUser[text] = index }
                }
            }
        }
        return findings
    }

    /// Moves the type, with its comments and attributes, above its first user — within its
    /// section: a type whose kind has a section (`Action`, `ResponderAction`) moves only past
    /// members of that section or of none, and never past a MARK; other nested types may sit
    /// anywhere, so they may move into the user's section. A type inside `#if` stays.
    private func fix(moving type: Int, above user: Int, members: [Declaration], subject: Subject, _ context: RuleContext) -> TextEdit? {
        guard members[type].conditionalDepth == 0 else { return nil }
        let observation = context.index.isObservationViewModel(subject.type)
        let rank = ViewModelSectionsRule.rank(of: members[type], in: subject.type, observation: observation, context)
        if let rank {
            for member in members[user..<type] {
                if let other = ViewModelSectionsRule.rank(of: member, in: subject.type, observation: observation, context), other != rank { return nil }
            }
        }
        // Every MARK stays where it is: none is taken for the type's own comment.
        var marks: [String: Int] = [:]
        for mark in context.outline.marks { marks[SectionOrder.normalized(mark.title)] = 0 }
        return SectionReordering.moveAbove(typeIndex: type, userIndex: user, in: subject.declaration, outline: context.outline,
                                           aliases: marks, allowCrossingMarks: rank == nil)
    }
}
