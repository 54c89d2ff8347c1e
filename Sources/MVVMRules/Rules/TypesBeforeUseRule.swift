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
                    var message = "`\(name).\(typeName)` is declared below `\(outline.name(of: members[user]) ?? "a member")`, which uses it; move it up"
                    let move = fix(moving: index, above: user, members: members, subject: subject, context)
                    if case .heldBack(let reason) = move { message += "; `--fix` holds it back: " + reason }
                    findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: member.keywordToken),
                                            message: message, fix: move.edit.map { [$0] }))
                    continue
                }
                guard member.kind == .variable || member.kind == .function || member.kind == .subscript else { continue }
                for token in outline.names(in: member.tokens) {
                    let text = outline.text(token)
                    if nestedNames.contains(text), firstUser[text] == nil { firstUser[text] = index }
                }
            }
        }
        return findings
    }

    /// Whether a MARK stands between the member before `index` and it, and another (or the end
    /// of the body) between it and the member after.
    static func headsItsOwnSection(_ index: Int, members: [Declaration], body declaration: Declaration, _ outline: SourceOutline) -> Bool {
        guard let body = declaration.body else { return false }
        func start(_ token: Int) -> Int { outline.startOffset(of: token) }
        let before = index > 0 ? start(members[index - 1].tokens.upperBound - 1) : start(body.lowerBound - 1)
        let after = index + 1 < members.count ? start(members[index + 1].tokens.lowerBound)
            : (body.upperBound < outline.tokens.count ? start(body.upperBound) : Int.max)
        let own = start(members[index].tokens.lowerBound), end = start(members[index].tokens.upperBound - 1)
        let marks = outline.marks.map(\.offset)
        return marks.contains { $0 > before && $0 < own } && (index + 1 == members.count || marks.contains { $0 > end && $0 < after })
    }

    /// Moves the type, with its comments and attributes, above its first user — within its
    /// section: a type whose kind has a section (`Action`, `ResponderAction`) moves only past
    /// members of that section or of none, and never past a MARK; other nested types may sit
    /// anywhere, so they may move into the user's section. A type inside a `#if` of the body
    /// stays (a `#if` around the whole view model moves nothing).
    private func fix(moving type: Int, above user: Int, members: [Declaration], subject: Subject, _ context: RuleContext) -> Move {
        let outline = context.outline
        func place(_ index: Int) -> String { FindingText.place(outline.file.path, outline.location(ofToken: members[index].keywordToken).line) }
        if members[type].conditionalDepth > subject.declaration.conditionalDepth {
            return .heldBack("it is declared inside a `#if` block of `\(subject.name)`")
        }
        let observation = context.index.isObservationViewModel(subject.type)
        let rank = ViewModelSectionsRule.rank(of: members[type], in: subject.type, observation: observation, context)
        if let rank {
            for index in user..<type {
                if let other = ViewModelSectionsRule.rank(of: members[index], in: subject.type, observation: observation, context), other != rank {
                    let sections = ViewModelSectionsRule.order.sections
                    return .heldBack("moving it above `\(outline.name(of: members[index]) ?? "member")` (\(place(index))) would take it out of "
                                     + "\(sections[rank].name) into \(sections[other].name)")
                }
            }
        }
        // A type alone under its own MARK (`// MARK: - Context` over it and nothing else) is that
        // section: moving it out would leave the MARK heading nothing.
        if rank == nil, Self.headsItsOwnSection(type, members: members, body: subject.declaration, outline) {
            return .heldBack("it heads a MARK section of its own (\(place(type)))")
        }
        // Every MARK stays where it is: none is taken for the type's own comment.
        var marks: [String: Int] = [:]
        for mark in outline.marks { marks[SectionOrder.normalized(mark.title)] = 0 }
        if let edit = SectionReordering.moveAbove(typeIndex: type, userIndex: user, in: subject.declaration, outline: outline,
                                                  aliases: marks, allowCrossingMarks: rank == nil) {
            return .fixed(edit)
        }
        return .heldBack("`\(outline.name(of: members[user]) ?? "its user")` (\(place(user))) sits in a `#if` block, a MARK stands between, or the body cannot be cut safely")
    }

    private enum Move {
        case fixed(TextEdit)
        case heldBack(String)

        var edit: TextEdit? { if case .fixed(let edit) = self { return edit } else { return nil } }
    }
}
