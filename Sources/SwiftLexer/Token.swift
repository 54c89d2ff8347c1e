/// What a run of bytes is. Trivia kinds (whitespace, newlines, comments, shebang) never carry
/// meaning for the compiler; everything else is a significant token.
public enum TokenKind: UInt8, Sendable, CaseIterable {
    // Trivia
    case whitespace
    case newline
    case lineComment
    case docLineComment
    case blockComment
    case docBlockComment
    case shebang

    // Words
    /// An identifier, a backticked identifier, `$name`, or a contextual keyword (`get`, `actor`,
    /// `some`…): the lexer cannot know whether `set` names a variable, so `keyword` says what it
    /// would be and the outline decides.
    case identifier
    /// `$0`, `$1`…
    case dollarIdentifier
    /// A reserved word (`class`, `func`, `self`, `_`…) — never usable as a plain identifier.
    case keyword
    /// `#if`, `#elseif`, `#else`, `#endif`, `#sourceLocation`, `#available`, `#unavailable`.
    case poundKeyword

    // Literals
    case integerLiteral
    case floatLiteral
    /// The opening delimiter of a string: `"`, `"""`, `#"`, `##"""`, `'`.
    case stringOpen
    /// Literal text between delimiters and interpolations (escapes included).
    case stringSegment
    /// The closing delimiter of a string.
    case stringClose
    /// `\(`, `\#(`: code follows until the matching `interpolationClose`.
    case interpolationOpen
    /// The `)` that ends an interpolation.
    case interpolationClose
    /// A whole regex literal: `/a+/`, `#/…/#`.
    case regexLiteral

    // Operators
    /// Any operator, including `?`/`!` postfix, `&` prefix, `<`/`>` (generic or not). `fixity`
    /// tells prefix/postfix/infix from the surrounding whitespace, as Swift does.
    case `operator`
    /// `=` on its own.
    case equal
    /// `->`
    case arrow

    // Punctuation
    case leftParen
    case rightParen
    case leftBrace
    case rightBrace
    case leftBracket
    case rightBracket
    case comma
    case colon
    case semicolon
    case period
    case atSign
    /// `#` before a macro or magic identifier name (`#Preview`, `#selector`, `#file`).
    case pound
    /// `\` starting a key path.
    case backslash

    /// Bytes that are not Swift: invalid UTF-8, NUL, stray characters. Always has a diagnostic.
    case unknown

    @inlinable
    public var isTrivia: Bool { rawValue <= TokenKind.shebang.rawValue }

    @inlinable
    public var isComment: Bool {
        self == .lineComment || self == .docLineComment || self == .blockComment || self == .docBlockComment
    }

    @inlinable
    public var isOpeningBracket: Bool {
        self == .leftParen || self == .leftBrace || self == .leftBracket || self == .interpolationOpen
    }

    @inlinable
    public var isClosingBracket: Bool {
        self == .rightParen || self == .rightBrace || self == .rightBracket || self == .interpolationClose
    }
}

/// Whether an operator binds to the left, the right, both or neither — Swift's whitespace rule.
public enum OperatorFixity: UInt8, Sendable {
    case infix
    case prefix
    case postfix
}

/// Facts about a token's surroundings that the compiler also uses.
public struct TokenFlags: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A newline (or a block comment containing one) separates this token from the previous one.
    public static let atStartOfLine = TokenFlags(rawValue: 1 << 0)
    /// Any trivia (space, comment, newline) precedes this token.
    public static let hasLeadingTrivia = TokenFlags(rawValue: 1 << 1)
    /// Operators only: bound on the left / on the right (Swift's fixity rule).
    public static let leftBound = TokenFlags(rawValue: 1 << 2)
    public static let rightBound = TokenFlags(rawValue: 1 << 3)
    /// The token is malformed (unterminated literal, bad digit…); a diagnostic says why.
    public static let malformed = TokenFlags(rawValue: 1 << 4)
}

/// One token: a kind and a byte range into the source. No text is copied.
public struct Token: Sendable, Hashable {
    public var kind: TokenKind
    /// For `.keyword`, `.poundKeyword`, and identifiers spelled like a contextual keyword.
    public var keyword: Keyword
    public var flags: TokenFlags
    public var start: UInt32
    public var end: UInt32

    @inlinable
    public init(kind: TokenKind, keyword: Keyword = .none, flags: TokenFlags = [], start: Int, end: Int) {
        self.kind = kind
        self.keyword = keyword
        self.flags = flags
        self.start = UInt32(truncatingIfNeeded: start)
        self.end = UInt32(truncatingIfNeeded: end)
    }

    @inlinable public var range: Range<Int> { Int(start)..<Int(end) }
    @inlinable public var length: Int { Int(end &- start) }
    @inlinable public var isAtStartOfLine: Bool { flags.contains(.atStartOfLine) }

    @inlinable
    public var fixity: OperatorFixity {
        let left = flags.contains(.leftBound), right = flags.contains(.rightBound)
        if left == right { return .infix }
        return left ? .postfix : .prefix
    }

    /// True for an identifier-like word: identifiers, contextual keywords, `$0`.
    @inlinable
    public var isWord: Bool { kind == .identifier || kind == .dollarIdentifier }
}

/// A problem found while lexing. The offset is a byte offset into the source.
public struct LexDiagnostic: Sendable, Hashable, CustomStringConvertible {
    public var offset: Int
    public var message: String

    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }

    public var description: String { "\(offset): \(message)" }
}
