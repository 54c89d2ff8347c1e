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
    // Compact storage behind the public properties below: generated files hold a declaration
    // every few dozen bytes, so each one's size decides the outline's memory (issue 11).
    @usableFromInline var storedConditionalDepth: UInt16 = 0
    @usableFromInline var storedParent: CompactIndex
    @usableFromInline var storedSection = CompactIndex.absent
    @usableFromInline var storedKeywordToken: UInt32
    @usableFromInline var storedTokens: CompactRange
    @usableFromInline var storedName = CompactRange.absent
    @usableFromInline var storedGenericParameters = CompactRange.absent
    @usableFromInline var storedWhereClause = CompactRange.absent
    @usableFromInline var storedBody = CompactRange.absent
    @usableFromInline var storedReturnType = CompactRange.absent

    // A declaration's lists live in its outline's shared storage; the declaration keeps where.
    @usableFromInline let parts: DeclarationPartStore
    @usableFromInline var storedMembers = CompactRange.empty
    @usableFromInline var storedAttributes = CompactRange.empty
    @usableFromInline var storedModifiers = CompactRange.empty
    @usableFromInline var storedInheritance = CompactRange.empty
    @usableFromInline var storedBindings = CompactRange.empty
    @usableFromInline var storedParameters = CompactRange.empty
    @usableFromInline var storedCaseElements = CompactRange.empty

    init(kind: Kind, parent: Int?, tokens: Range<Int>, keywordToken: Int, parts: DeclarationPartStore) {
        self.kind = kind
        self.parts = parts
        storedParent = CompactIndex(parent)
        storedTokens = CompactRange(tokens)
        storedKeywordToken = UInt32(keywordToken)
    }

    /// Member declarations, for types and extensions, in source order: indices into
    /// `SourceOutline.declarations`, which holds one type's members next to each other.
    @inlinable public var members: MemberIndices { MemberIndices(storedMembers.range) }
    @inlinable public var attributes: DeclarationParts<Attribute> { DeclarationParts(parts.attributes, storedAttributes) }
    @inlinable public var modifiers: DeclarationParts<Modifier> { DeclarationParts(parts.modifiers, storedModifiers) }
    /// Each inherited type or conformance, in order.
    @inlinable public var inheritance: DeclarationParts<Range<Int>> { DeclarationParts(parts.inheritance, storedInheritance) }
    /// Variables: each `name: Type = value` of `let a = 1, b = 2`.
    @inlinable public var bindings: DeclarationParts<Binding> { DeclarationParts(parts.bindings, storedBindings) }
    /// Functions, initializers, subscripts, macros and enum cases with associated values.
    @inlinable public var parameters: DeclarationParts<Parameter> { DeclarationParts(parts.parameters, storedParameters) }
    /// Enum case declarations: `case a, b(Int)`.
    @inlinable public var caseElements: DeclarationParts<EnumCaseElement> { DeclarationParts(parts.caseElements, storedCaseElements) }

    // Building, for the parser only. Each list is filled in one go, so it stays contiguous.
    mutating func addMember(_ index: Int) { storedMembers.extend(to: index) }

    mutating func addAttributes(_ attributes: [Attribute]) {
        for attribute in attributes {
            storedAttributes.extend(to: parts.attributes.count)
            parts.attributes.appendGrowingGently(attribute)
        }
    }

    mutating func addModifiers(_ modifiers: [Modifier]) {
        for modifier in modifiers {
            storedModifiers.extend(to: parts.modifiers.count)
            parts.modifiers.appendGrowingGently(modifier)
        }
    }

    mutating func addInheritance(_ range: Range<Int>) {
        storedInheritance.extend(to: parts.inheritance.count)
        parts.inheritance.appendGrowingGently(range)
    }

    mutating func addBinding(_ binding: Binding) {
        storedBindings.extend(to: parts.bindings.count)
        parts.bindings.appendGrowingGently(binding)
    }

    mutating func addParameters(_ parameters: [Parameter]) {
        for parameter in parameters {
            storedParameters.extend(to: parts.parameters.count)
            parts.parameters.appendGrowingGently(parameter)
        }
    }

    mutating func addCaseElement(_ element: EnumCaseElement) {
        storedCaseElements.extend(to: parts.caseElements.count)
        parts.caseElements.appendGrowingGently(element)
    }

    /// The enclosing declaration (a type or extension), or nil at file level.
    @inlinable public var parent: Int? {
        get { storedParent.value }
        set { storedParent = CompactIndex(newValue) }
    }
    /// From the first attribute or modifier to the last token of the declaration.
    @inlinable public var tokens: Range<Int> {
        get { storedTokens.range }
        set { storedTokens = CompactRange(newValue) }
    }
    /// The introducing keyword: `class`, `var`, `func`, `init`, `case`, or the `#` of a macro.
    @inlinable public var keywordToken: Int {
        get { Int(storedKeywordToken) }
        set { storedKeywordToken = UInt32(newValue) }
    }
    /// The declared name: one token for most declarations; the extended type for extensions.
    @inlinable public var name: Range<Int>? {
        get { storedName.optional }
        set { storedName = CompactRange(newValue) }
    }
    /// Tokens between `<` and `>` of a generic parameter clause.
    @inlinable public var genericParameters: Range<Int>? {
        get { storedGenericParameters.optional }
        set { storedGenericParameters = CompactRange(newValue) }
    }
    @inlinable public var whereClause: Range<Int>? {
        get { storedWhereClause.optional }
        set { storedWhereClause = CompactRange(newValue) }
    }
    /// Tokens inside the braces of a type, function, initializer, accessor block or macro body.
    @inlinable public var body: Range<Int>? {
        get { storedBody.optional }
        set { storedBody = CompactRange(newValue) }
    }
    @inlinable public var returnType: Range<Int>? {
        get { storedReturnType.optional }
        set { storedReturnType = CompactRange(newValue) }
    }
    /// Index into `SourceOutline.marks` of the section this member sits in, if any.
    @inlinable public var section: Int? {
        get { storedSection.value }
        set { storedSection = CompactIndex(newValue) }
    }
    /// Nesting depth of `#if` blocks around the declaration (0: unconditional).
    @inlinable public var conditionalDepth: Int {
        get { Int(storedConditionalDepth) }
        set { storedConditionalDepth = UInt16(clamping: newValue) }
    }

    public func hasModifier(_ keyword: Keyword) -> Bool { modifiers.contains { $0.keyword == keyword } }
}

public struct Attribute: Sendable {
    @usableFromInline var storedAtToken: UInt32
    @usableFromInline var storedName: CompactRange
    @usableFromInline var storedArguments: CompactRange

    public init(atToken: Int, name: Range<Int>, arguments: Range<Int>?) {
        storedAtToken = UInt32(atToken)
        storedName = CompactRange(name)
        storedArguments = CompactRange(arguments)
    }

    /// The `@` token.
    @inlinable public var atToken: Int { Int(storedAtToken) }
    /// The attribute's name tokens (`MainActor`, `Environment`, `objc`, `Foo.Bar`).
    @inlinable public var name: Range<Int> {
        get { storedName.range }
        set { storedName = CompactRange(newValue) }
    }
    /// Tokens inside the parentheses, when there are any: `(\.dismiss)` → `\.dismiss`.
    @inlinable public var arguments: Range<Int>? {
        get { storedArguments.optional }
        set { storedArguments = CompactRange(newValue) }
    }
}

public struct Modifier: Sendable {
    @usableFromInline var storedToken: UInt32
    public var keyword: Keyword
    @usableFromInline var storedDetail: CompactIndex

    public init(token: Int, keyword: Keyword, detail: Int?) {
        storedToken = UInt32(token)
        self.keyword = keyword
        storedDetail = CompactIndex(detail)
    }

    @inlinable public var token: Int { Int(storedToken) }
    /// The token in parentheses: `set` in `private(set)`, `unsafe` in `nonisolated(unsafe)`.
    @inlinable public var detail: Int? { storedDetail.value }
}

public struct Binding: Sendable {
    @usableFromInline var storedPattern: CompactRange
    @usableFromInline var storedNameToken: UInt32
    @usableFromInline var storedType = CompactRange.absent
    @usableFromInline var storedInitializer = CompactRange.absent
    @usableFromInline var storedAccessors = CompactRange.absent

    public init(pattern: Range<Int>, nameToken: Int) {
        storedPattern = CompactRange(pattern)
        storedNameToken = UInt32(nameToken)
    }

    /// The pattern: a single identifier, `_`, or a tuple pattern.
    @inlinable public var pattern: Range<Int> { storedPattern.range }
    /// The first identifier bound by the pattern.
    @inlinable public var nameToken: Int { Int(storedNameToken) }
    @inlinable public var type: Range<Int>? {
        get { storedType.optional }
        set { storedType = CompactRange(newValue) }
    }
    @inlinable public var initializer: Range<Int>? {
        get { storedInitializer.optional }
        set { storedInitializer = CompactRange(newValue) }
    }
    /// Tokens inside `{ … }`: a computed getter, `get`/`set`, or `willSet`/`didSet` observers.
    @inlinable public var accessors: Range<Int>? {
        get { storedAccessors.optional }
        set { storedAccessors = CompactRange(newValue) }
    }

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
    @usableFromInline var storedTokens: CompactRange
    @usableFromInline var storedLabel = CompactIndex.absent
    @usableFromInline var storedName = CompactIndex.absent
    @usableFromInline var storedType = CompactRange.absent
    @usableFromInline var storedDefaultValue = CompactRange.absent

    public init(tokens: Range<Int>) { storedTokens = CompactRange(tokens) }

    /// The whole parameter's tokens.
    @inlinable public var tokens: Range<Int> {
        get { storedTokens.range }
        set { storedTokens = CompactRange(newValue) }
    }
    /// The argument label (`_` included), when written separately from the name.
    @inlinable public var label: Int? {
        get { storedLabel.value }
        set { storedLabel = CompactIndex(newValue) }
    }
    /// The parameter name used inside the body (nil for unnamed, e.g. an enum payload `(Int)`).
    @inlinable public var name: Int? {
        get { storedName.value }
        set { storedName = CompactIndex(newValue) }
    }
    @inlinable public var type: Range<Int>? {
        get { storedType.optional }
        set { storedType = CompactRange(newValue) }
    }
    @inlinable public var defaultValue: Range<Int>? {
        get { storedDefaultValue.optional }
        set { storedDefaultValue = CompactRange(newValue) }
    }
}

public struct EnumCaseElement: Sendable {
    @usableFromInline var storedNameToken: UInt32
    /// Parameters of the associated value, if any.
    public var associatedValues: [Parameter]
    @usableFromInline var storedRawValue = CompactRange.absent

    public init(nameToken: Int, associatedValues: [Parameter]) {
        storedNameToken = UInt32(nameToken)
        self.associatedValues = associatedValues
    }

    @inlinable public var nameToken: Int { Int(storedNameToken) }
    @inlinable public var rawValue: Range<Int>? {
        get { storedRawValue.optional }
        set { storedRawValue = CompactRange(newValue) }
    }
}

/// A token range in 8 bytes: token indices of a file (under 4 GB, as token offsets are 32-bit)
/// fit in 32 bits. `absent` stands for nil without the optional's padding.
@usableFromInline
struct CompactRange: Sendable {
    @usableFromInline var lower: UInt32
    @usableFromInline var upper: UInt32

    @usableFromInline static let absent = CompactRange(lower: .max, upper: .max)
    @usableFromInline static let empty = CompactRange(lower: 0, upper: 0)

    @inlinable init(lower: UInt32, upper: UInt32) {
        self.lower = lower
        self.upper = upper
    }

    @inlinable init(_ range: Range<Int>) { self.init(lower: UInt32(range.lowerBound), upper: UInt32(range.upperBound)) }

    @inlinable init(_ range: Range<Int>?) { self = range.map(CompactRange.init) ?? .absent }

    @inlinable var range: Range<Int> { Int(lower)..<Int(upper) }

    @inlinable var optional: Range<Int>? { lower == .max ? nil : range }

    /// Grows a list's range by the element at `position`, which must directly follow it.
    mutating func extend(to position: Int) {
        if lower == upper {
            lower = UInt32(position)
        } else {
            precondition(Int(upper) == position, "a declaration's list must be contiguous")
        }
        upper = UInt32(position + 1)
    }
}

/// A type's member indices, zero-based like the array they replace (`members[0]` is the first
/// member), stored as the range they occupy.
public struct MemberIndices: RandomAccessCollection, Sendable {
    @usableFromInline let range: Range<Int>

    @inlinable init(_ range: Range<Int>) { self.range = range }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { range.count }

    @inlinable public subscript(position: Int) -> Int {
        precondition(position >= 0 && position < range.count, "index out of range")
        return range.lowerBound + position
    }
}

/// Every declaration's attributes, modifiers, bindings, parameters, enum-case elements and
/// inherited types, one array each for the whole file: an array per declaration costs an
/// allocation and its header each, which on generated files outweighed the declarations.
/// Written only while `SourceOutline` is built and read-only after, hence `@unchecked Sendable`.
@usableFromInline
final class DeclarationPartStore: @unchecked Sendable {
    @usableFromInline var attributes: [Attribute] = []
    @usableFromInline var modifiers: [Modifier] = []
    @usableFromInline var inheritance: [Range<Int>] = []
    @usableFromInline var bindings: [Binding] = []
    @usableFromInline var parameters: [Parameter] = []
    @usableFromInline var caseElements: [EnumCaseElement] = []

    init() {}
}

/// One declaration's attributes, modifiers, bindings…: a zero-based window on the outline's
/// shared storage, never a copy.
public struct DeclarationParts<Element: Sendable>: RandomAccessCollection, Sendable {
    @usableFromInline let storage: [Element]
    @usableFromInline let offset: Int
    public let count: Int

    @inlinable init(_ storage: [Element], _ range: CompactRange) {
        self.storage = storage
        offset = Int(range.lower)
        count = Int(range.upper) - Int(range.lower)
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { count }

    @inlinable public subscript(position: Int) -> Element {
        precondition(position >= 0 && position < count, "index out of range")
        return storage[offset + position]
    }
}


/// An optional index in 4 bytes (`UInt32.max` for nil): indices count tokens, which are fewer
/// than the file's bytes.
@usableFromInline
struct CompactIndex: Sendable {
    @usableFromInline var raw: UInt32

    @usableFromInline static let absent = CompactIndex(nil)

    @inlinable init(_ value: Int?) { raw = value.map { UInt32($0) } ?? .max }

    @inlinable var value: Int? { raw == .max ? nil : Int(raw) }
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
