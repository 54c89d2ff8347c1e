import Foundation
import SwiftLexer

/// Keeps generated lines within a width (SwiftLint's `line_length` warns past 120), the way a
/// person would wrap them: a doc or line comment flows on under the same prefix; a parenthesised
/// list (arguments, parameters, a tuple) opens on its line, takes one line per item one level
/// deeper and closes on a line of its own; a type's inheritance clause moves under its name.
/// Each wrap is done again on the lines it makes, so nested calls unfold as far as they need.
/// A line that offers none of these places is left long: wrapping never changes the code's meaning.
enum LineWrapping {
    static let width = 120

    static func wrap(_ text: String, unit: String, width: Int = width) -> String {
        let lines = text.components(separatedBy: "\n")
        guard lines.contains(where: { $0.count > width }) else { return text }
        let untouchable = linesInMultilineTokens(text)
        var output: [String] = []
        for (number, line) in lines.enumerated() {
            // A line of a multi-line string or block comment is content, not code: never split.
            if untouchable.contains(number) {
                output.append(line)
                continue
            }
            var pending = [line]
            while let piece = pending.popLast() {
                guard piece.count > width, let pieces = split(piece, unit: unit, width: width), pieces.count > 1 else {
                    output.append(piece)
                    continue
                }
                // The pieces may still be too long: they are looked at again, in order.
                pending.append(contentsOf: pieces.reversed())
            }
        }
        return output.joined(separator: "\n")
    }

    /// The (0-based) lines that a token spanning several lines touches: a multi-line string, a
    /// block comment, an extended regex literal.
    static func linesInMultilineTokens(_ text: String) -> Set<Int> {
        let bytes = Array(text.utf8)
        let lexed = Lexer.lex(bytes, trivia: .comments)
        var newlines: [Int] = []
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { newlines.append(offset) }
        func line(_ offset: Int) -> Int {
            var low = 0, high = newlines.count
            while low < high {
                let middle = (low + high) / 2
                if newlines[middle] < offset { low = middle + 1 } else { high = middle }
            }
            return low
        }
        var lines = Set<Int>()
        for token in lexed.tokens + lexed.trivia where token.end > token.start {
            let first = line(Int(token.start)), last = line(Int(token.end) - 1)
            if first != last { lines.formUnion(first...last) }
        }
        return lines
    }

    /// The line in pieces, or nil where it has no place to break.
    static func split(_ line: String, unit: String, width: Int) -> [String]? {
        let indent = String(line.prefix { $0 == " " || $0 == "\t" })
        let body = line.dropFirst(indent.count)
        if body.hasPrefix("//") { return flowComment(indent: indent, body: String(body), width: width) }
        let bytes = Array(line.utf8)
        let tokens = Lexer.lex(bytes, trivia: .comments).tokens
        // The first parenthesis closed on this line with something inside, else the first list
        // literal with several items: one item per line.
        for (left, right) in [(TokenKind.leftParen, TokenKind.rightParen), (.leftBracket, .rightBracket)] {
            var openings: [Int] = []
            for (index, token) in tokens.enumerated() {
                if token.kind == left { openings.append(index); continue }
                guard token.kind == right, let open = openings.popLast(), openings.isEmpty, index > open + 1 else { continue }
                if left == .leftBracket, !hasTopLevelComma(tokens[(open + 1)..<index]) { continue }
                // A list literal keeps a comma after its last item too, as SwiftFormat writes it.
                // A parameter's generic arguments (`Interceptor<Action, State>`) are one item.
                let generics = genericBrackets(bytes, tokens)
                return unfold(bytes, tokens, open: open, close: index, indent: indent, unit: unit,
                              trailingComma: left == .leftBracket, isNesting: { generics[$0.start] })
            }
        }
        // `final class Name: Base<…> {`: the inheritance clause under the name.
        if let keyword = tokens.firstIndex(where: { [.class, .struct, .enum, .protocol].contains($0.keyword) }),
           keyword + 2 < tokens.count, tokens[keyword + 2].kind == .colon {
            let colon = tokens[keyword + 2]
            var clause = String(decoding: bytes[Int(colon.end)...], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            // A declaration over several lines opens its body on a line of its own.
            let opensBody = clause.hasSuffix("{")
            if opensBody { clause = String(clause.dropLast()).trimmingCharacters(in: .whitespaces) }
            return [String(decoding: bytes[..<Int(colon.end)], as: UTF8.self), indent + unit + clause] + (opensBody ? [indent + "{"] : [])
        }
        // A generic argument list (`Base<LongState, LongScreen.Command>`), one argument a line.
        let text = { (token: Token) in String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self) }
        if let open = tokens.indices.first(where: { $0 > 0 && text(tokens[$0]) == "<" && tokens[$0 - 1].end == tokens[$0].start
                                                      && tokens[$0 - 1].kind == .identifier }),
           let close = tokens.indices.last(where: { $0 > open && text(tokens[$0]) == ">" }),
           hasTopLevelComma(tokens[(open + 1)..<close]) {
            // Nested generic arguments open and close with `<` and `>`, which are operators.
            return unfold(bytes, tokens, open: open, close: close, indent: indent, unit: unit, trailingComma: false) { token in
                text(token) == "<" ? 1 : text(token) == ">" ? -1 : nil
            }
        }
        return nil
    }

    /// The line opened at `open`, one item of the list up to `close` a line one level deeper
    /// (split at commas outside nested brackets, or whatever `isNesting` opens, +1, or closes, -1),
    /// and the rest of the line from `close` on.
    static func unfold(_ bytes: [UInt8], _ tokens: [Token], open: Int, close: Int, indent: String, unit: String,
                       trailingComma: Bool, isNesting: (Token) -> Int?) -> [String] {
        func slice(_ range: Range<Int>) -> String {
            String(decoding: bytes[range], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        }
        var items: [Range<Int>] = []
        var start = Int(tokens[open].end), depth = 0
        for inner in tokens[(open + 1)..<close] {
            if let step = isNesting(inner) {
                depth += step
            } else if inner.kind.isOpeningBracket {
                depth += 1
            } else if inner.kind.isClosingBracket {
                depth -= 1
            }
            if inner.kind == .comma, depth == 0 {
                items.append(start..<Int(inner.start))
                start = Int(inner.end)
            }
        }
        items.append(start..<Int(tokens[close].start))
        var lines = [String(decoding: bytes[..<Int(tokens[open].end)], as: UTF8.self)]
        for (position, range) in items.enumerated() {
            lines.append(indent + unit + slice(range) + (position < items.count - 1 || trailingComma ? "," : ""))
        }
        return lines + [indent + String(decoding: bytes[Int(tokens[close].start)...], as: UTF8.self)]
    }

    /// The `<` and `>` of generic argument lists, by their start: +1 opens (a `<` right after a
    /// name, as in `Base<T>`), -1 closes it. A comparison's `<` has spaces and is neither.
    static func genericBrackets(_ bytes: [UInt8], _ tokens: [Token]) -> [UInt32: Int] {
        var marks: [UInt32: Int] = [:], open: [UInt32] = []
        for index in tokens.indices where tokens[index].kind == .operator {
            let token = tokens[index]
            let text = String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self)
            if text == "<", index > 0, tokens[index - 1].kind == .identifier, tokens[index - 1].end == token.start {
                open.append(token.start)
            } else if text == ">", let start = open.popLast() {
                marks[start] = 1
                marks[token.start] = -1
            }
        }
        return marks
    }

    static func hasTopLevelComma(_ tokens: ArraySlice<Token>) -> Bool {
        var depth = 0
        for token in tokens {
            if token.kind.isOpeningBracket { depth += 1 } else if token.kind.isClosingBracket { depth -= 1 }
            if token.kind == .comma, depth == 0 { return true }
        }
        return false
    }

    /// A comment's words on as many lines as the width needs, each under the comment's prefix.
    static func flowComment(indent: String, body: String, width: Int) -> [String]? {
        let prefix = body.hasPrefix("///") ? "/// " : "// "
        let words = body.dropFirst(prefix.count - 1).split(separator: " ").map(String.init)
        var lines: [String] = []
        var current = ""
        for word in words {
            if !current.isEmpty, indent.count + prefix.count + current.count + 1 + word.count > width {
                lines.append(indent + prefix + current)
                current = word
            } else {
                current += (current.isEmpty ? "" : " ") + word
            }
        }
        if !current.isEmpty { lines.append(indent + prefix + current) }
        return lines.count > 1 ? lines : nil
    }
}
