import SwiftLexer

/// One declaration: a type, member, or top-level item. All positions are indices into the
/// file's significant tokens (`SourceFile.tokens`); nothing is copied out of the source.
public struct Declaration: Sendable {
    public enum Kind: String, Sendable {
        case `class`, `struct`, `enum`, actor, `protocol`, `extension`
        case variable, function, initializer, deinitializer, `subscript`, enumCase
        case `typealias`, `associatedtype`, `import`, `operator`, precedenceGroup, macro
        /// A freestanding macro at declaration level: `#Preview { … }`, `#warning("…")`.
        case macroExpansion

        public var isType: Bool {
            switch self {
            case .class, .struct, .enum, .actor, .protocol, .extension: return true
            default: return false
            }
        }
    }

    public var kind: Kind
    /// The enclosing declaration (a type or extension), or nil at file level.
    public var parent: Int?
    /// Member declarations, for types and extensions, in source order.
    public var members: [Int] = []
    /// From the first attribute or modifier to the last token of the declaration.
    public var tokens: Range<Int>
    /// The introducing keyword: `class`, `var`, `func`, `init`, `case`, or the `#` of a macro.
    public var keywordToken: Int
    /// The declared name: one token for most declarations; the extended type for extensions.
    public var name: Range<Int>?
    public var attributes: [Attribute] = []
    public var modifiers: [Modifier] = []
    /// Tokens between `<` and `>` of a generic parameter clause.
    public var genericParameters: Range<Int>?
    /// Each inherited type or conformance, in order.
    public var inheritance: [Range<Int>] = []
    public var whereClause: Range<Int>?
    /// Tokens inside the braces of a type, function, initializer, accessor block or macro body.
    public var body: Range<Int>?
    /// Variables: each `name: Type = value` of `let a = 1, b = 2`.
    public var bindings: [Binding] = []
    /// Functions, initializers, subscripts, macros and enum cases with associated values.
    public var parameters: [Parameter] = []
    public var returnType: Range<Int>?
    /// Enum case declarations: `case a, b(Int)`.
    public var caseElements: [EnumCaseElement] = []
    /// Index into `SourceOutline.marks` of the section this member sits in, if any.
    public var section: Int?
    /// Nesting depth of `#if` blocks around the declaration (0: unconditional).
    public var conditionalDepth: Int = 0

    public func hasModifier(_ keyword: Keyword) -> Bool { modifiers.contains { $0.keyword == keyword } }
}

public struct Attribute: Sendable {
    /// The `@` token.
    public var atToken: Int
    /// The attribute's name tokens (`MainActor`, `Environment`, `objc`, `Foo.Bar`).
    public var name: Range<Int>
    /// Tokens inside the parentheses, when there are any: `(\.dismiss)` → `\.dismiss`.
    public var arguments: Range<Int>?
}

public struct Modifier: Sendable {
    public var token: Int
    public var keyword: Keyword
    /// The token in parentheses: `set` in `private(set)`, `unsafe` in `nonisolated(unsafe)`.
    public var detail: Int?
}

public struct Binding: Sendable {
    /// The pattern: a single identifier, `_`, or a tuple pattern.
    public var pattern: Range<Int>
    /// The first identifier bound by the pattern.
    public var nameToken: Int
    public var type: Range<Int>?
    public var initializer: Range<Int>?
    /// Tokens inside `{ … }`: a computed getter, `get`/`set`, or `willSet`/`didSet` observers.
    public var accessors: Range<Int>?

    /// True when the property stores a value (no getter-only accessor block).
    public func isStored(in tokens: [Token]) -> Bool {
        guard let accessors else { return true }
        // Observers keep storage; `get`/`set` and bare getter bodies do not.
        var index = accessors.lowerBound
        while index < accessors.upperBound, tokens[index].kind == .atSign { index += 2 }
        let keyword = index < accessors.upperBound ? tokens[index].keyword : .none
        return keyword == .willSet || keyword == .didSet
    }
}

public struct Parameter: Sendable {
    /// The whole parameter's tokens.
    public var tokens: Range<Int>
    /// The argument label (`_` included), when written separately from the name.
    public var label: Int?
    /// The parameter name used inside the body (nil for unnamed, e.g. an enum payload `(Int)`).
    public var name: Int?
    public var type: Range<Int>?
    public var defaultValue: Range<Int>?
}

public struct EnumCaseElement: Sendable {
    public var nameToken: Int
    /// Parameters of the associated value, if any.
    public var associatedValues: [Parameter]
    public var rawValue: Range<Int>?
}

/// A `// MARK: - Title` (or `// MARK: Title`) comment.
public struct Mark: Sendable {
    /// Byte offset of the comment.
    public var offset: Int
    /// The title with the `MARK:` prefix, dash and surrounding whitespace removed.
    public var title: String
    /// Whether the mark draws a separator (`MARK: -`).
    public var hasSeparator: Bool
}
