/// Every reserved word, contextual keyword and pound keyword the tools care about.
/// `none` (0) marks a token that is not spelled like any of them.
public enum Keyword: UInt8, Sendable, CaseIterable {
    case none
    // Reserved: always keywords (SwiftSyntax's lexer-classified set, plus `_`).
    case `Any`
    case `as`
    case `associatedtype`
    case `break`
    case `case`
    case `catch`
    case `class`
    case `continue`
    case `default`
    case `defer`
    case `deinit`
    case `do`
    case `else`
    case `enum`
    case `extension`
    case `fallthrough`
    case `false`
    case `fileprivate`
    case `for`
    case `func`
    case `guard`
    case `if`
    case `import`
    case `in`
    case `init`
    case `inout`
    case `internal`
    case `is`
    case `let`
    case `nil`
    case `operator`
    case `precedencegroup`
    case `private`
    case `protocol`
    case `public`
    case `repeat`
    case `rethrows`
    case `return`
    case `self`
    case `Self`
    case `static`
    case `struct`
    case `subscript`
    case `super`
    case `switch`
    case `throw`
    case `throws`
    case `true`
    case `try`
    case `typealias`
    case `var`
    case `where`
    case `while`
    case wildcard
    // Contextual: identifiers the parser may read as keywords.
    case `actor`
    case `any`
    case `async`
    case `await`
    case `borrowing`
    case `consuming`
    case `convenience`
    case `didSet`
    case `distributed`
    case `dynamic`
    case `each`
    case `final`
    case `get`
    case `indirect`
    case `infix`
    case `isolated`
    case `lazy`
    case `macro`
    case `mutating`
    case `nonisolated`
    case `nonmutating`
    case `open`
    case `optional`
    case `override`
    case `package`
    case `postfix`
    case `prefix`
    case `required`
    case `set`
    case `some`
    case `sending`
    case `unowned`
    case `weak`
    case `willSet`
    case `associativity`
    case `left`
    case `right`
    case `precedence`
    case `higherThan`
    case `lowerThan`
    case `assignment`
    case `Type`
    case `Protocol`
    case `unsafe`
    case `consume`
    case `copy`
    case `discard`
    case underscoreModify
    case underscoreRead
    case `modify`
    case `read`
    case `yield`
    case `then`
    // Pound keywords.
    case poundIf
    case poundElseif
    case poundElse
    case poundEndif
    case poundSourceLocation
    case poundAvailable
    case poundUnavailable

    /// The spelling, as written in source.
    public var text: String { Keyword.spellings[Int(rawValue)] }

    static let spellings: [String] = ["", "Any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil", "operator", "precedencegroup", "private", "protocol", "public", "repeat", "rethrows", "return", "self", "Self", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while", "_", "actor", "any", "async", "await", "borrowing", "consuming", "convenience", "didSet", "distributed", "dynamic", "each", "final", "get", "indirect", "infix", "isolated", "lazy", "macro", "mutating", "nonisolated", "nonmutating", "open", "optional", "override", "package", "postfix", "prefix", "required", "set", "some", "sending", "unowned", "weak", "willSet", "associativity", "left", "right", "precedence", "higherThan", "lowerThan", "assignment", "Type", "Protocol", "unsafe", "consume", "copy", "discard", "_modify", "_read", "modify", "read", "yield", "then", "#if", "#elseif", "#else", "#endif", "#sourceLocation", "#available", "#unavailable"]

    public static let firstContextual = Keyword.`actor`
    public static let firstPound = Keyword.poundIf

    /// Reserved words can never be identifiers (unless backticked).
    @inlinable public var isReserved: Bool { self != .none && rawValue < Keyword.firstContextual.rawValue }
    @inlinable public var isContextual: Bool { rawValue >= Keyword.firstContextual.rawValue && rawValue < Keyword.firstPound.rawValue }
    @inlinable public var isPound: Bool { rawValue >= Keyword.firstPound.rawValue }
}

/// A set of keywords as 256 bits: asked once per token in the outline's hot paths, where a
/// hashed `Set<Keyword>` cost a SipHash per question.
public struct KeywordSet: Sendable, ExpressibleByArrayLiteral {
    @usableFromInline var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    public init(arrayLiteral keywords: Keyword...) { self.init(keywords: keywords) }

    public init(keywords: some Sequence<Keyword> = []) {
        for keyword in keywords {
            let bit = UInt64(1) << UInt64(keyword.rawValue & 63)
            switch keyword.rawValue >> 6 {
            case 0: words.0 |= bit
            case 1: words.1 |= bit
            case 2: words.2 |= bit
            default: words.3 |= bit
            }
        }
    }

    @inlinable
    public func contains(_ keyword: Keyword) -> Bool {
        let bit = UInt64(1) << UInt64(keyword.rawValue & 63)
        switch keyword.rawValue >> 6 {
        case 0: return words.0 & bit != 0
        case 1: return words.1 & bit != 0
        case 2: return words.2 & bit != 0
        default: return words.3 & bit != 0
        }
    }
}
