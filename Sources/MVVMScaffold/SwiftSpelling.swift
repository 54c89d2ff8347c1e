import SwiftLexer

/// Checks that what the user types on the command line reads as the Swift it will become, with the
/// project's own tokenizer, so a typo is an error here instead of a broken file later.
public enum SwiftSpelling {
    /// One identifier, not a keyword (`Login`, `signIn`, `café`; not `1st`, `class`, `Type`).
    public static func isIdentifier(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        let tokens = Lexer.lex(bytes).tokens
        guard tokens.count == 1, let token = tokens.first, token.range == 0..<bytes.count else { return false }
        // Plain names only: a backticked name (`` `Login` ``) or a `$` name would be pasted into
        // `LoginView`-style names and test names where it no longer parses.
        guard let first = bytes.first, first != UInt8(ascii: "`"), first != UInt8(ascii: "$") else { return false }
        // Contextual keywords (`open`, `get`, `some`) lex as identifiers and are valid names.
        return token.kind == .identifier
    }

    /// Why a type spelling is not one (`nil` when it is): only names, `.`, brackets, `,`, `:`,
    /// `?`, `!`, `&`, `->`, `any`/`some` and balanced `()`, `[]`, `<>`.
    static func problem(inType text: String) -> String? {
        let bytes = Array(text.utf8)
        let lexed = Lexer.lex(bytes)
        if lexed.tokens.isEmpty { return "is empty" }
        if lexed.trivia.contains(where: { $0.kind != .whitespace }) { return "has a comment or a line break" }
        var open: [UInt8] = []
        // Set after a token that can end a type (`Item`, `]`, `?`): a name may not follow it.
        var endsType = false
        let modifiers: Set<String> = ["any", "some", "each", "inout", "borrowing", "consuming", "sending"]
        for token in lexed.tokens {
            let text = String(decoding: bytes[token.range], as: UTF8.self)
            defer {
                endsType = (token.kind == .identifier && !modifiers.contains(text)) || token.kind == .rightParen
                    || token.kind == .rightBracket || (token.kind == .keyword && token.keyword != .`inout`)
                    || (token.kind == .operator && text.last.map { ">?!".contains($0) } == true)
            }
            if endsType, token.kind == .identifier || token.kind == .keyword {
                return "has two names in a row (`\(text)`)"
            }
            switch token.kind {
            case .identifier, .period, .comma, .colon, .arrow:
                continue
            case .keyword where [.Any, .Self, .`inout`].contains(token.keyword):
                continue
            case .leftParen, .leftBracket:
                open.append(bytes[token.range.lowerBound])
            case .rightParen, .rightBracket:
                guard let last = open.popLast(), last == (token.kind == .rightParen ? UInt8(ascii: "(") : UInt8(ascii: "[")) else {
                    return "has an unbalanced `\(String(decoding: bytes[token.range], as: UTF8.self))`"
                }
            case .operator:
                // `<`, `>`, `?`, `!`, `&` and runs of them (`>>`, `?>`, `]?`): check angle balance by byte.
                for byte in bytes[token.range] {
                    switch byte {
                    case UInt8(ascii: "<"): open.append(byte)
                    case UInt8(ascii: ">"):
                        guard open.popLast() == UInt8(ascii: "<") else { return "has an unbalanced `>`" }
                    case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "."):
                        continue
                    default:
                        return "has `\(String(decoding: bytes[token.range], as: UTF8.self))`, which no type spelling uses"
                    }
                }
            default:
                return "has `\(String(decoding: bytes[token.range], as: UTF8.self))`, which no type spelling uses"
            }
        }
        if let unclosed = open.last { return "has an unclosed `\(String(UnicodeScalar(unclosed)))`" }
        return nil
    }

    /// Why a value expression can't be pasted into generated code (`nil` when it can): one line,
    /// no comment, balanced brackets, no unterminated literal.
    static func problem(inExpression text: String) -> String? {
        let bytes = Array(text.utf8)
        let lexed = Lexer.lex(bytes)
        if lexed.tokens.isEmpty { return "is empty" }
        if lexed.trivia.contains(where: { $0.kind != .whitespace }) { return "has a comment or a line break" }
        if !lexed.diagnostics.isEmpty { return "is not complete Swift (an unterminated literal?)" }
        var depth = 0
        for token in lexed.tokens {
            if token.kind.isOpeningBracket { depth += 1 }
            if token.kind.isClosingBracket { depth -= 1 }
            if depth < 0 || token.kind == .semicolon { return "is not a single expression" }
        }
        return depth == 0 ? nil : "has an unclosed bracket"
    }
}
