import MVVMRules
import SwiftLexer

/// `// mvvm:disable <ids>` … `// mvvm:enable <ids>`, `// mvvm:disable:next <ids>`,
/// `// mvvm:disable:this <ids>`, `// mvvm:disable:previous <ids>`; `all` stands for every rule; a reason may follow `—` or `--`.
public struct Suppression: Sendable, Hashable {
    public enum Scope: Sendable, Hashable {
        case thisLine
        case nextLine
        /// The line above the comment (SwiftLint's `:previous`).
        case previousLine
        /// From the comment to the matching `enable` (or the end of the file).
        case region(endLine: Int)
    }

    public var line: Int
    public var column: Int
    public var scope: Scope
    public var ruleIDs: [String]
    /// The comment's text, for messages.
    public var text: String
    /// The line the comment ends on (`disable:next` covers the one after it).
    public var lastCommentLine: Int?

    func covers(_ violation: Violation) -> Bool {
        guard ruleIDs.contains("all") || ruleIDs.contains(violation.rule) else { return false }
        switch scope {
        case .thisLine: return violation.line == line
        case .nextLine: return violation.line == (lastCommentLine ?? line) + 1
        case .previousLine: return violation.line == line - 1
        case .region(let endLine): return violation.line >= line && violation.line < endLine
        }
    }
}

public enum Suppressions {
    public static let unusedRuleID = RuleRegistry.unusedSuppression.id

    /// Every suppression comment in the file.
    public static func parse(_ file: SourceFile) -> [Suppression] {
        var result: [Suppression] = []
        var openRegions: [(index: Int, ids: [String])] = []
        for piece in file.lexed.trivia where piece.kind == .lineComment || piece.kind == .blockComment {
            // Most comments are prose: their bytes are searched before any string is made.
            guard FactExtractor.mentionsDirective(piece, in: file) else { continue }
            let text = file.text(piece)
            guard let range = text.range(of: "mvvm:") else { continue }
            // Only a directive at the comment's start: `// mvvm:…` or `/* mvvm:… */`.
            let before = text[text.startIndex..<range.lowerBound].drop { $0 == "/" || $0 == "*" }
            guard before.allSatisfy({ $0 == " " || $0 == "\t" }) else { continue }
            var body = Substring(text[range.upperBound...])
            if piece.kind == .blockComment, body.hasSuffix("*/") { body = body.dropLast(2) }
            // Rule ids end with the comment's first line: a block comment's later lines are prose.
            if let lineEnd = body.firstIndex(where: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) { body = body[..<lineEnd] }
            for marker in ["—", "--"] {
                if let reason = body.range(of: marker) { body = body[..<reason.lowerBound] }
            }
            let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let command = words.first, words.count > 1 else { continue }
            let ids = Array(words.dropFirst())
            let location = file.location(of: piece)
            switch command {
            case "disable:this":
                result.append(Suppression(line: location.line, column: location.column, scope: .thisLine, ruleIDs: ids, text: text))
            case "disable:previous":
                result.append(Suppression(line: location.line, column: location.column, scope: .previousLine, ruleIDs: ids, text: text))
            case "disable:next":
                // The line after the comment's last one: a block comment may run over several.
                var suppression = Suppression(line: location.line, column: location.column, scope: .nextLine, ruleIDs: ids, text: text)
                suppression.lastCommentLine = file.location(of: max(Int(piece.start), Int(piece.end) - 1)).line
                result.append(suppression)
            case "disable":
                // One region per id, so `enable a` ends `a` alone.
                for id in ids {
                    result.append(Suppression(line: location.line, column: location.column, scope: .region(endLine: Int.max), ruleIDs: [id], text: text))
                    openRegions.append((result.count - 1, [id]))
                }
            case "enable":
                // Each id closes the most recent region that disabled it.
                for id in ids {
                    if let open = openRegions.lastIndex(where: { $0.ids.contains(id) }) {
                        result[openRegions[open].index].scope = .region(endLine: location.line)
                        openRegions.remove(at: open)
                    }
                }
            default:
                continue
            }
        }
        return result
    }

    /// Removes silenced violations and reports suppressions that silenced nothing (for rules
    /// that ran) as `unused_suppression`.
    public static func apply(_ suppressions: [Suppression], to violations: [Violation], file: String,
                             enabledRules: Set<String>, unusedSeverity: Severity?) -> [Violation] {
        guard !suppressions.isEmpty else { return violations }
        var used = Array(repeating: false, count: suppressions.count)
        let kept = violations.filter { violation in
            var silenced = false
            for (index, suppression) in suppressions.enumerated() where suppression.covers(violation) {
                used[index] = true
                silenced = true
            }
            return !silenced
        }
        guard let unusedSeverity else { return kept }
        var unused: [Violation] = []
        for (index, suppression) in suppressions.enumerated() where !used[index] {
            let relevant = suppression.ruleIDs.contains("all") || suppression.ruleIDs.contains { enabledRules.contains($0) }
            let unknown = suppression.ruleIDs.filter { $0 != "all" && RuleRegistry.description(withID: $0) == nil }
            guard relevant || !unknown.isEmpty else { continue }
            let message = unknown.isEmpty
                ? "this suppression silences nothing; remove it"
                : "this suppression names unknown rule(s) \(unknown.map { "`\($0)`" }.joined(separator: ", "))"
            unused.append(Violation(file: file, line: suppression.line, column: suppression.column,
                                    severity: unusedSeverity, rule: unusedRuleID, message: message,
                                    lineText: Violation.normalizedLine(Substring(suppression.text))))
        }
        // Only a suppression naming `unused_suppression` itself silences these (not `all`, or a
        // `disable all` that silences nothing would hide its own report).
        let silencers = suppressions.filter { $0.ruleIDs.contains(unusedRuleID) }
        return kept + unused.filter { violation in !silencers.contains { $0.covers(violation) } }
    }
}
