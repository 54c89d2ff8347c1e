/// The result of lexing one file: significant tokens and trivia, each in source order, which
/// together cover every byte exactly once.
public struct LexedSource: Sendable {
    /// Significant tokens: everything the compiler reads.
    public var tokens: [Token]
    /// Whitespace, newlines, comments and the shebang line — only the comments and the shebang
    /// when lexed with `TriviaKept.comments`.
    public var trivia: [Token]
    public var diagnostics: [LexDiagnostic]

    /// Every token, trivia included, in source order.
    public func allTokens() -> [Token] {
        var merged: [Token] = []
        merged.reserveCapacity(tokens.count + trivia.count)
        var t = 0, v = 0
        while t < tokens.count || v < trivia.count {
            if v == trivia.count || (t < tokens.count && tokens[t].start < trivia[v].start) {
                merged.append(tokens[t]); t += 1
            } else {
                merged.append(trivia[v]); v += 1
            }
        }
        return merged
    }
}

/// Which trivia a lex keeps. Linting reads only comments (MARKs, suppressions); whitespace and
/// newline pieces would outnumber the file's tokens, so leaving them out saves most of it.
public enum TriviaKept: Sendable {
    /// Every byte is covered by a token or a trivia piece.
    case all
    /// Comments and the shebang; whitespace and newlines only set their tokens' flags.
    case comments
}

/// Swift's lexical grammar over UTF-8 bytes. Total: any byte sequence lexes, in linear time,
/// without recursion; what is not Swift becomes `.unknown` tokens or `.malformed` flags with a
/// diagnostic.
public enum Lexer {
    public static func lex(_ bytes: [UInt8], trivia: TriviaKept = .all) -> LexedSource {
        bytes.withUnsafeBufferPointer { lex($0, trivia: trivia) }
    }

    public static func lex(_ bytes: UnsafeBufferPointer<UInt8>, trivia: TriviaKept = .all) -> LexedSource {
        // A zero-padded copy lets the hot loops look ahead a few bytes without bounds checks;
        // real NUL bytes are told apart from the padding by comparing with `count`.
        let padding = 8
        let padded = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count + padding)
        defer { padded.deallocate() }
        if let base = bytes.baseAddress, bytes.count > 0 {
            padded.initialize(from: base, count: bytes.count)
        }
        (padded + bytes.count).initialize(repeating: 0, count: padding)
        var scanner = Scanner(p: UnsafePointer(padded), count: bytes.count, keepsAllTrivia: trivia == .all)
        scanner.run()
        return LexedSource(tokens: scanner.tokens, trivia: scanner.trivia, diagnostics: scanner.diagnostics)
    }
}

private enum Mode {
    /// Inside a string literal's text.
    case string(quote: UInt8, pounds: Int, multiline: Bool, openToken: Int)
    /// Inside `\( … )`: code, until the `)` that balances the opening one.
    case interpolation(depth: Int, inMultilineString: Bool)
}

private struct Scanner {
    let p: UnsafePointer<UInt8>
    let count: Int
    var i = 0
    var tokens: [Token] = []
    var trivia: [Token] = []
    var diagnostics: [LexDiagnostic] = []
    var modes: [Mode] = []
    var pendingFlags: TokenFlags = [.atStartOfLine]
    /// Set after `try?` / `try!`, where a `/` must start a regex (it can't be a binary operator).
    var preferRegex = false
    let keywords = KeywordTable.shared

    let keepsAllTrivia: Bool

    init(p: UnsafePointer<UInt8>, count: Int, keepsAllTrivia: Bool) {
        self.p = p
        self.count = count
        self.keepsAllTrivia = keepsAllTrivia
        tokens.reserveCapacity(count / 5 + 16)
        trivia.reserveCapacity((keepsAllTrivia ? count / 6 : count / 256) + 16)
    }

    // MARK: - Emitting

    @inline(__always)
    mutating func emit(_ kind: TokenKind, from start: Int, keyword: Keyword = .none, flags extra: TokenFlags = []) {
        tokens.appendGrowingGently(Token(kind: kind, keyword: keyword, flags: pendingFlags.union(extra), start: start, end: i))
        pendingFlags = []
    }

    @inline(__always)
    mutating func emitTrivia(_ kind: TokenKind, from start: Int) {
        if keepsAllTrivia || (kind != .whitespace && kind != .newline) {
            trivia.append(Token(kind: kind, start: start, end: i))
        }
        pendingFlags.insert(.hasLeadingTrivia)
    }

    mutating func diagnose(_ message: String, at offset: Int) {
        diagnostics.append(LexDiagnostic(offset: offset, message: message))
    }

    var previous: Token? { tokens.last }

    // MARK: - Driver

    mutating func run() {
        if count >= 3, p[0] == 0xEF, p[1] == 0xBB, p[2] == 0xBF {
            i = 3
            emitTrivia(.whitespace, from: 0)
        }
        if p[i] == UInt8(ascii: "#"), p[i + 1] == UInt8(ascii: "!") {
            let start = i
            skipToEndOfLine()
            emitTrivia(.shebang, from: start)
        }
        while true {
            if let mode = modes.last {
                switch mode {
                case .string(let quote, let pounds, let multiline, let openToken):
                    lexStringText(quote: quote, pounds: pounds, multiline: multiline, openToken: openToken)
                    continue
                case .interpolation:
                    if i >= count {
                        diagnose("unterminated string interpolation", at: i)
                        modes.removeLast()
                        continue
                    }
                }
            }
            if i >= count { break }
            lexCode()
        }
    }

    @inline(__always)
    mutating func skipToEndOfLine() {
        while i < count, p[i] != 0x0A, p[i] != 0x0D { i += 1 }
    }

    // MARK: - Code

    mutating func lexCode() {
        let start = i
        let byte = p[i]
        switch byte {
        case 0x20, 0x09, 0x0B, 0x0C:
            i += 1
            while p[i] == 0x20 || p[i] == 0x09 || p[i] == 0x0B || p[i] == 0x0C { i += 1 }
            emitTrivia(.whitespace, from: start)
        case 0x0A, 0x0D:
            // A single-line string cannot span lines: the newline ends every single-line string
            // (and interpolation) still open on this line, as the compiler does.
            while case .interpolation(_, false)? = modes.last {
                modes.removeLast()
                guard case .string(_, _, _, let openToken)? = modes.last else { break }
                tokens[openToken].flags.insert(.malformed)
                diagnose("unterminated string literal", at: Int(tokens[openToken].start))
                modes.removeLast()
            }
            i += 1
            while p[i] == 0x0A || p[i] == 0x0D { i += 1 }
            emitTrivia(.newline, from: start)
            pendingFlags.insert(.atStartOfLine)
        case UInt8(ascii: "/"):
            if p[i + 1] == UInt8(ascii: "/") {
                let isDoc = p[i + 2] == UInt8(ascii: "/")
                skipToEndOfLine()
                emitTrivia(isDoc ? .docLineComment : .lineComment, from: start)
            } else if p[i + 1] == UInt8(ascii: "*") {
                lexBlockComment()
            } else {
                lexOperator(firstLength: 1)
            }
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            lexIdentifier()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            lexStringOpen(pounds: 0)
        case UInt8(ascii: "#"):
            lexPound()
        case UInt8(ascii: "$"):
            lexDollar()
        case UInt8(ascii: "`"):
            lexBacktick()
        case UInt8(ascii: "("):
            i += 1
            emit(.leftParen, from: start)
            if case .interpolation(let depth, let multiline)? = modes.last {
                modes[modes.count - 1] = .interpolation(depth: depth + 1, inMultilineString: multiline)
            }
        case UInt8(ascii: ")"):
            i += 1
            if case .interpolation(let depth, let multiline)? = modes.last {
                if depth == 0 {
                    emit(.interpolationClose, from: start)
                    modes.removeLast()
                } else {
                    emit(.rightParen, from: start)
                    modes[modes.count - 1] = .interpolation(depth: depth - 1, inMultilineString: multiline)
                }
            } else {
                emit(.rightParen, from: start)
            }
        case UInt8(ascii: "{"): i += 1; emit(.leftBrace, from: start)
        case UInt8(ascii: "}"): i += 1; emit(.rightBrace, from: start)
        case UInt8(ascii: "["): i += 1; emit(.leftBracket, from: start)
        case UInt8(ascii: "]"): i += 1; emit(.rightBracket, from: start)
        case UInt8(ascii: ","): i += 1; emit(.comma, from: start)
        case UInt8(ascii: ";"): i += 1; emit(.semicolon, from: start)
        case UInt8(ascii: ":"): i += 1; emit(.colon, from: start)
        case UInt8(ascii: "@"): i += 1; emit(.atSign, from: start)
        case UInt8(ascii: "\\"): i += 1; emit(.backslash, from: start)
        case UInt8(ascii: "."):
            if p[i + 1] == UInt8(ascii: ".") {
                lexOperator(firstLength: 1)
            } else {
                i += 1
                emit(.period, from: start)
            }
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
             UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
             UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            lexOperator(firstLength: 1)
        case 0x80...0xFF:
            lexNonASCII()
        default:
            i += 1
            emit(.unknown, from: start, flags: .malformed)
            diagnose(byte == 0 ? "NUL character in source" : "invalid character in source", at: start)
        }
    }

    mutating func lexNonASCII() {
        let start = i
        let bytes = UnsafeBufferPointer(start: p, count: count)
        guard let (scalar, length) = decodeScalar(bytes, at: i) else {
            // Group a run of undecodable bytes into one error token.
            i += 1
            while i < count, p[i] >= 0x80, decodeScalar(bytes, at: i) == nil { i += 1 }
            emit(.unknown, from: start, flags: .malformed)
            diagnose("invalid UTF-8", at: start)
            return
        }
        if scalar == 0xA0 || scalar == 0xFEFF {
            i += length
            emitTrivia(.whitespace, from: start)
        } else if CharacterClasses.isIdentifierHead(scalar) {
            lexIdentifier()
        } else if CharacterClasses.isOperatorHead(scalar) {
            lexOperator(firstLength: length)
        } else {
            i += length
            emit(.unknown, from: start, flags: .malformed)
            diagnose("invalid character in source", at: start)
        }
    }

    // MARK: - Comments

    mutating func lexBlockComment() {
        let start = i
        let isDoc = p[i + 2] == UInt8(ascii: "*") && p[i + 3] != UInt8(ascii: "/")
        i += 2
        var depth = 1
        var sawNewline = false
        while i < count {
            let byte = p[i]
            if byte == UInt8(ascii: "*"), p[i + 1] == UInt8(ascii: "/") {
                i += 2
                depth -= 1
                if depth == 0 { break }
            } else if byte == UInt8(ascii: "/"), p[i + 1] == UInt8(ascii: "*") {
                i += 2
                depth += 1
            } else {
                if byte == 0x0A || byte == 0x0D { sawNewline = true }
                i += 1
            }
        }
        if depth > 0 {
            i = count
            diagnose("unterminated block comment", at: start)
        }
        emitTrivia(isDoc ? .docBlockComment : .blockComment, from: start)
        // The compiler treats a comment spanning lines like a line break between statements.
        if sawNewline { pendingFlags.insert(.atStartOfLine) }
    }

    // MARK: - Words

    @inline(__always)
    func identifierContinuationLength(at index: Int) -> Int {
        let byte = p[index]
        if byte < 0x80 {
            let lower = byte | 0x20
            return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) ? 1 : 0
        }
        guard index < count, let (scalar, length) = decodeScalar(UnsafeBufferPointer(start: p, count: count), at: index),
              CharacterClasses.isIdentifierContinuation(scalar) else { return 0 }
        return length
    }

    mutating func lexIdentifier() {
        let start = i
        i += max(identifierContinuationLength(at: i), 1)
        while true {
            // ASCII letters, digits and `_` inline: a call per byte was a tenth of the lexer.
            let byte = p[i]
            if byte < 0x80 {
                guard (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "_") else { break }
                i += 1
                continue
            }
            let length = identifierContinuationLength(at: i)
            if length == 0 { break }
            i += length
        }
        let keyword = keywords.lookup(p + start, count: i - start)
        if keyword.isReserved, !isReservedWordUsedAsName(keyword) {
            emit(.keyword, from: start, keyword: keyword)
        } else {
            emit(.identifier, from: start, keyword: keyword)
        }
    }

    /// Reserved words are plain names after a member dot (`.default`, `x.for`) and as argument
    /// labels or parameter names (`stride(from:to:by:)`, `f(in: x)`, `func f(for value: T)`),
    /// as the compiler reads them. `self`, `Self` and `init` stay keywords after a dot.
    func isReservedWordUsedAsName(_ keyword: Keyword) -> Bool {
        guard let previous else { return false }
        if previous.kind == .period {
            return keyword != .self && keyword != .Self && keyword != .`init`
        }
        // `@unknown default:` is the switch label.
        if keyword == .default, previous.kind == .identifier { return false }
        let afterOpenerOrName = previous.kind == .leftParen || previous.kind == .comma
            || previous.kind == .identifier || previous.keyword == .wildcard
        guard afterOpenerOrName, keyword != .wildcard else { return false }
        // Look ahead on the same line: `word:` or `word name:`.
        var j = i
        while p[j] == 0x20 || p[j] == 0x09 { j += 1 }
        if p[j] == UInt8(ascii: ":") { return p[j + 1] != UInt8(ascii: ":") }
        guard previous.kind == .leftParen || previous.kind == .comma else { return false }
        let length = identifierContinuationLength(at: j)
        guard length > 0, !(p[j] >= UInt8(ascii: "0") && p[j] <= UInt8(ascii: "9")) else { return false }
        while identifierContinuationLength(at: j) > 0 { j += identifierContinuationLength(at: j) }
        while p[j] == 0x20 || p[j] == 0x09 { j += 1 }
        return p[j] == UInt8(ascii: ":") && p[j + 1] != UInt8(ascii: ":")
    }

    mutating func lexDollar() {
        let start = i
        i += 1
        var allDigits = true
        var any = false
        while true {
            let length = identifierContinuationLength(at: i)
            if length == 0 { break }
            if p[i] < UInt8(ascii: "0") || p[i] > UInt8(ascii: "9") { allDigits = false }
            any = true
            i += length
        }
        emit(any && allDigits ? .dollarIdentifier : .identifier, from: start)
    }

    mutating func lexBacktick() {
        let start = i
        i += 1
        // Raw identifiers may hold any characters but backticks and line breaks.
        while i < count, p[i] != UInt8(ascii: "`"), p[i] != 0x0A, p[i] != 0x0D { i += 1 }
        if i < count, p[i] == UInt8(ascii: "`"), i > start + 1 {
            i += 1
            emit(.identifier, from: start)
        } else {
            i = start + 1
            emit(.unknown, from: start, flags: .malformed)
            diagnose("unterminated backtick identifier", at: start)
        }
    }

    // MARK: - Numbers

    @inline(__always)
    func isDigit(_ byte: UInt8, hex: Bool = false) -> Bool {
        if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") { return true }
        if hex {
            let lower = byte | 0x20
            return lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "f")
        }
        return false
    }

    mutating func lexNumber() {
        let start = i
        // After `.`, digits are a tuple index: `t.0.1` is two integers, not a float.
        let afterPeriod = previous?.kind == .period && previous?.end == UInt32(start)
        var isFloat = false
        var malformed = false
        if p[i] == UInt8(ascii: "0"), p[i + 1] == UInt8(ascii: "x") {
            i += 2
            if !isDigit(p[i], hex: true) { malformed = true }
            while isDigit(p[i], hex: true) || p[i] == UInt8(ascii: "_") { i += 1 }
            if !afterPeriod, p[i] == UInt8(ascii: "."), isDigit(p[i + 1], hex: true) {
                let dot = i
                i += 1
                while isDigit(p[i], hex: true) || p[i] == UInt8(ascii: "_") { i += 1 }
                if p[i] | 0x20 != UInt8(ascii: "p") {
                    // `0xff.description`: not a fraction after all.
                    if !isDigit(p[dot + 1]) { i = dot } else { malformed = true }
                }
            }
            if p[i] | 0x20 == UInt8(ascii: "p") {
                isFloat = true
                i += 1
                if p[i] == UInt8(ascii: "+") || p[i] == UInt8(ascii: "-") { i += 1 }
                if !isDigit(p[i]) { malformed = true }
                while isDigit(p[i]) || p[i] == UInt8(ascii: "_") { i += 1 }
            }
        } else if p[i] == UInt8(ascii: "0"), p[i + 1] == UInt8(ascii: "o") || p[i + 1] == UInt8(ascii: "b") {
            let maxDigit = p[i + 1] == UInt8(ascii: "o") ? UInt8(ascii: "7") : UInt8(ascii: "1")
            i += 2
            if !(p[i] >= UInt8(ascii: "0") && p[i] <= maxDigit) { malformed = true }
            while (p[i] >= UInt8(ascii: "0") && p[i] <= maxDigit) || p[i] == UInt8(ascii: "_") { i += 1 }
        } else {
            while isDigit(p[i]) || p[i] == UInt8(ascii: "_") { i += 1 }
            if !afterPeriod, p[i] == UInt8(ascii: "."), isDigit(p[i + 1]) {
                isFloat = true
                i += 1
                while isDigit(p[i]) || p[i] == UInt8(ascii: "_") { i += 1 }
            }
            if p[i] | 0x20 == UInt8(ascii: "e"),
               isDigit(p[i + 1]) || ((p[i + 1] == UInt8(ascii: "+") || p[i + 1] == UInt8(ascii: "-")) && isDigit(p[i + 2])) {
                isFloat = true
                i += 2
                while isDigit(p[i]) || p[i] == UInt8(ascii: "_") { i += 1 }
            }
        }
        // `12abc`, `0b102`: the compiler reads the whole word as one bad literal.
        if identifierContinuationLength(at: i) > 0 {
            malformed = true
            while true {
                let length = identifierContinuationLength(at: i)
                if length == 0 { break }
                i += length
            }
        }
        if malformed { diagnose("invalid number literal", at: start) }
        emit(isFloat ? .floatLiteral : .integerLiteral, from: start, flags: malformed ? .malformed : [])
    }

    // MARK: - Pound: raw strings, extended regexes, directives, macros

    mutating func lexPound() {
        let start = i
        var pounds = 0
        while p[i + pounds] == UInt8(ascii: "#") { pounds += 1 }
        let after = p[i + pounds]
        if after == UInt8(ascii: "\"") || after == UInt8(ascii: "'") {
            lexStringOpen(pounds: pounds)
            return
        }
        if after == UInt8(ascii: "/"), let regex = scanRegex(at: start, pounds: pounds, mustBeRegex: true) {
            emitRegex(regex, from: start)
            return
        }
        // `#if`, `#endif`…: one token; `#Preview`, `#selector`: `#` then the name.
        var end = i + 1
        while identifierContinuationLength(at: end) == 1 { end += 1 }
        let keyword = end > i + 1 ? KeywordTable.pound.lookup(p + i + 1, count: end - i - 1) : .none
        if keyword != .none {
            i = end
            emit(.poundKeyword, from: start, keyword: keyword)
        } else {
            i += 1
            emit(.pound, from: start)
        }
    }

    // MARK: - Operators

    @inline(__always)
    func isOperatorASCII(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    func operatorContinuationLength(at index: Int, allowDot: Bool) -> Int {
        let byte = p[index]
        if byte < 0x80 {
            if byte == UInt8(ascii: ".") { return allowDot ? 1 : 0 }
            return isOperatorASCII(byte) ? 1 : 0
        }
        guard index < count, let (scalar, length) = decodeScalar(UnsafeBufferPointer(start: p, count: count), at: index),
              CharacterClasses.isOperatorContinuation(scalar) else { return 0 }
        return length
    }

    func isLeftBound(_ start: Int) -> Bool {
        if start == 0 { return false }
        switch p[start - 1] {
        case 0x20, 0x0D, 0x0A, 0x09, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "/"):
            return !(start >= 2 && p[start - 2] == UInt8(ascii: "*"))
        case 0xA0:
            return !(start >= 2 && p[start - 2] == 0xC2)
        default:
            return true
        }
    }

    func isRightBound(_ end: Int, leftBound: Bool) -> Bool {
        switch p[end] {
        case 0x20, 0x0D, 0x0A, 0x09, UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "."):
            return !leftBound
        case UInt8(ascii: "/"):
            return !(p[end + 1] == UInt8(ascii: "/") || p[end + 1] == UInt8(ascii: "*"))
        case 0xC2:
            return p[end + 1] != 0xA0
        default:
            return true
        }
    }

    mutating func lexOperator(firstLength: Int) {
        let start = i
        let leftBound = isLeftBound(start)
        let first = p[start]
        let wasPreferRegex = preferRegex
        preferRegex = false
        if (first == UInt8(ascii: "!") || first == UInt8(ascii: "?")) && leftBound {
            // Postfix `!`/`?` are always one character: `a!.b`, `x?.y`, `T?`.
            i += 1
            if previous?.keyword == .try { preferRegex = true }
            emit(.operator, from: start, flags: [.leftBound])
            return
        }
        let allowDot = first == UInt8(ascii: ".")
        i += firstLength
        while true {
            let length = operatorContinuationLength(at: i, allowDot: allowDot)
            if length == 0 { break }
            i += length
        }
        // A regex literal may begin at the operator's first `/`.
        var slash = start
        while slash < i, p[slash] != UInt8(ascii: "/") { slash += 1 }
        if slash < i, !leftBound, regexAllowedHere(operatorEnd: i, preferRegex: wasPreferRegex),
           let regex = scanRegex(at: slash, pounds: 0, mustBeRegex: mustBeRegexAfter(operatorEnd: i, preferRegex: wasPreferRegex)) {
            if slash > start {
                // `!/x/`: the prefix operator stands alone, then the regex.
                i = slash
                emitOperator(from: start, leftBound: leftBound)
            }
            emitRegex(regex, from: slash)
            return
        }
        // `//` or `/*` inside an operator starts a comment.
        if i - start > 2 {
            var index = start + 1
            while index < i {
                if p[index] == UInt8(ascii: "/"), p[index + 1] == UInt8(ascii: "/") || p[index + 1] == UInt8(ascii: "*") {
                    i = index
                    break
                }
                index += 1
            }
        }
        emitOperator(from: start, leftBound: leftBound)
    }

    mutating func emitOperator(from start: Int, leftBound: Bool) {
        let length = i - start
        if length == 1, p[start] == UInt8(ascii: "=") {
            emit(.equal, from: start)
        } else if length == 2, p[start] == UInt8(ascii: "-"), p[start + 1] == UInt8(ascii: ">") {
            emit(.arrow, from: start)
        } else {
            var flags: TokenFlags = leftBound ? [.leftBound] : []
            if isRightBound(i, leftBound: leftBound) { flags.insert(.rightBound) }
            emit(.operator, from: start, flags: flags)
        }
    }

    // MARK: - Regex literals

    /// SE-0354's rules for when a `/` in an operator position begins a regex literal.
    func regexAllowedHere(operatorEnd: Int, preferRegex: Bool) -> Bool {
        if let previous, previous.keyword == .func || previous.keyword == .operator { return false }
        let rightBound = isRightBound(operatorEnd, leftBound: false)
        if rightBound { return true }  // prefix position: `/abc/`
        return preferRegex || isRegexPosition()
    }

    func mustBeRegexAfter(operatorEnd: Int, preferRegex: Bool) -> Bool {
        let rightBound = isRightBound(operatorEnd, leftBound: false)
        guard !rightBound else { return false }
        if preferRegex { return true }
        switch previous?.kind {
        case .leftParen?, .leftBracket?, .comma?, .colon?: return false
        default: return true
        }
    }

    /// Whether the previous token leaves us expecting an expression (so `/` starts a regex).
    func isRegexPosition() -> Bool {
        guard let previous else { return true }
        switch previous.kind {
        case .leftBrace, .leftParen, .leftBracket, .equal, .semicolon, .comma, .colon, .unknown:
            return true
        case .operator:
            return previous.fixity != .postfix
        case .keyword:
            switch previous.keyword {
            case .true, .false, .Any, .nil, .self, .Self, .super, .wildcard: return false
            default: return true
            }
        case .poundKeyword:
            return previous.keyword == .poundIf || previous.keyword == .poundElse
                || previous.keyword == .poundElseif || previous.keyword == .poundEndif
        default:
            return false
        }
    }

    struct RegexScan {
        var end: Int
        var unterminated: Bool
    }

    mutating func emitRegex(_ regex: RegexScan, from start: Int) {
        i = regex.end
        if regex.unterminated {
            emit(.regexLiteral, from: start, flags: .malformed)
            diagnose("unterminated regex literal", at: start)
        } else {
            emit(.regexLiteral, from: start)
        }
    }

    /// Scans `#…#/…/#…#` or `/…/` starting at `start`, applying SE-0354's heuristics unless
    /// `mustBeRegex`. Returns where the literal ends, or nil when this is not a regex.
    func scanRegex(at start: Int, pounds: Int, mustBeRegex: Bool) -> RegexScan? {
        var j = start + pounds
        guard p[j] == UInt8(ascii: "/") else { return nil }
        j += 1
        if pounds == 0 {
            let next = p[j]
            if (next == UInt8(ascii: " ") || next == UInt8(ascii: "\t")) && !mustBeRegex { return nil }
            if next == UInt8(ascii: "*") || next == UInt8(ascii: "/") { return nil }
            if start > 0, p[start - 1] == UInt8(ascii: "*") { return nil }
        }
        // An extended literal (`#/` then only blanks to the line end) may span lines.
        var firstLineEnd = -1
        if pounds > 0 {
            var scan = j
            while p[scan] == UInt8(ascii: " ") || p[scan] == UInt8(ascii: "\t") { scan += 1 }
            if p[scan] == 0x0A || p[scan] == 0x0D { firstLineEnd = scan; j = scan }
        }
        let multiline = firstLineEnd >= 0
        var groupDepth = 0
        var classDepth = 0
        var lastSpace = -1
        while j < count {
            let byte = p[j]
            if byte == UInt8(ascii: "/") {
                var closePounds = 0
                while closePounds < pounds, p[j + 1 + closePounds] == UInt8(ascii: "#") { closePounds += 1 }
                if closePounds == pounds {
                    if pounds == 0 {
                        let after = p[j + 1]
                        if after == UInt8(ascii: "*") || after == UInt8(ascii: "/") {
                            // Prefer the comment the user most likely meant.
                            return mustBeRegex ? RegexScan(end: j, unterminated: true) : nil
                        }
                        if lastSpace == j - 1, !mustBeRegex { return nil }
                    }
                    return RegexScan(end: j + 1 + pounds, unterminated: false)
                }
            }
            switch byte {
            case 0x0A, 0x0D:
                if !multiline {
                    return mustBeRegex ? RegexScan(end: j, unterminated: true) : nil
                }
            case UInt8(ascii: "\\"):
                if j + 1 < count, p[j + 1] != 0x0A, p[j + 1] != 0x0D { j += 1 }
            case UInt8(ascii: "("):
                if classDepth == 0 { groupDepth += 1 }
            case UInt8(ascii: ")"):
                if classDepth == 0 {
                    if groupDepth == 0 {
                        if !mustBeRegex { return nil }
                    } else {
                        groupDepth -= 1
                    }
                }
            case UInt8(ascii: "["):
                classDepth += 1
            case UInt8(ascii: "]"):
                if classDepth > 0 { classDepth -= 1 }
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                lastSpace = j
            default:
                break
            }
            j += 1
        }
        guard mustBeRegex else { return nil }
        // Unterminated: an extended literal stops at its first line rather than swallowing code.
        return RegexScan(end: multiline ? firstLineEnd : count, unterminated: true)
    }

    // MARK: - Strings

    mutating func lexStringOpen(pounds: Int) {
        let start = i
        i += pounds
        let quote = p[i]
        var multiline = false
        if quote == UInt8(ascii: "\""), p[i + 1] == UInt8(ascii: "\""), p[i + 2] == UInt8(ascii: "\""),
           !rawStringClosesOnSameLine(afterQuote: i + 2, pounds: pounds) {
            multiline = true
            i += 3
        } else {
            i += 1
        }
        emit(.stringOpen, from: start)
        modes.append(.string(quote: quote, pounds: pounds, multiline: multiline, openToken: tokens.count - 1))
    }

    /// `#"""#` is a one-line raw string holding `"`, not a multi-line opener: the compiler looks
    /// for `"` plus the closing pounds later on the same line.
    func rawStringClosesOnSameLine(afterQuote start: Int, pounds: Int) -> Bool {
        guard pounds > 0 else { return false }
        var j = start
        while j < count, p[j] != 0x0A, p[j] != 0x0D {
            if p[j] == UInt8(ascii: "\"") {
                var matched = 0
                while matched < pounds, p[j + 1 + matched] == UInt8(ascii: "#") { matched += 1 }
                if matched == pounds { return true }
            }
            j += 1
        }
        return false
    }

    /// Lexes string text up to the next interpolation, the closing delimiter, or (single-line
    /// strings) the end of the line.
    mutating func lexStringText(quote: UInt8, pounds: Int, multiline: Bool, openToken: Int) {
        let segmentStart = i
        @inline(__always) func flushSegment(_ scanner: inout Scanner, upTo end: Int) {
            if end > segmentStart {
                scanner.tokens.append(Token(kind: .stringSegment, flags: scanner.pendingFlags, start: segmentStart, end: end))
                scanner.pendingFlags = []
            }
        }
        while true {
            if i >= count {
                i = count
                flushSegment(&self, upTo: count)
                diagnose("unterminated string literal", at: segmentStart)
                tokens[openToken].flags.insert(.malformed)
                modes.removeLast()
                return
            }
            let byte = p[i]
            if byte == UInt8(ascii: "\\") {
                var matched = 0
                while matched < pounds, p[i + 1 + matched] == UInt8(ascii: "#") { matched += 1 }
                if matched == pounds {
                    let next = i + 1 + pounds
                    if p[next] == UInt8(ascii: "(") {
                        flushSegment(&self, upTo: i)
                        let open = i
                        i = next + 1
                        emit(.interpolationOpen, from: open)
                        modes.append(.interpolation(depth: 0, inMultilineString: multiline))
                        return
                    }
                    // An escape: skip the escaped character so `\"` does not close the string.
                    i = next < count && p[next] != 0x0A && p[next] != 0x0D ? next + 1 : next
                    continue
                }
                i += 1
                continue
            }
            if byte == quote {
                let quoteLength = multiline ? 3 : 1
                var closes = true
                if multiline {
                    closes = p[i + 1] == quote && p[i + 2] == quote
                }
                if closes {
                    for offset in 0..<pounds where p[i + quoteLength + offset] != UInt8(ascii: "#") {
                        closes = false
                        break
                    }
                }
                if closes {
                    flushSegment(&self, upTo: i)
                    let close = i
                    i += quoteLength + pounds
                    emit(.stringClose, from: close)
                    modes.removeLast()
                    return
                }
                i += 1
                continue
            }
            if (byte == 0x0A || byte == 0x0D) && !multiline {
                flushSegment(&self, upTo: i)
                diagnose("unterminated string literal", at: segmentStart)
                tokens[openToken].flags.insert(.malformed)
                modes.removeLast()
                return
            }
            i += 1
        }
    }
}
