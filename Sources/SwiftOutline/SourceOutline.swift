import SwiftLexer

/// The declaration tree of one file, built from its tokens in linear time without recursion.
/// Bodies of functions and closures are not parsed up front: `statements(in:)`,
/// `switchStatement(at:)` and `postfixChains(in:)` read them on demand.
public struct SourceOutline: Sendable {
    public let file: SourceFile
    /// All declarations, in source order of their first token.
    public private(set) var declarations = DeclarationList()
    /// Declarations at file level (not nested in a type).
    public private(set) var topLevel: [Int] = []
    /// `MARK:` comments in source order.
    public private(set) var marks: [Mark] = []
    /// For each token, the index of its matching bracket (both directions), or -1. An opening
    /// bracket still open at the end of the file matches `tokens.count`; one closed over by an
    /// outer bracket (`{ ( }`) stays -1.
    public let matchingBracket: BracketPairs
    /// Chains already read, by range (see `postfixChains(in:)`).
    let chainMemo = ChainMemo()

    public var tokens: [Token] { file.lexed.tokens }

    /// How many levels of nesting a qualified name (`Outer.Inner.member`) spells at most. Real
    /// code nests a handful; past this, names would cost time and memory quadratic in the depth.
    public static let qualifiedNameDepthLimit = 64

    public init(_ file: SourceFile) {
        self.file = file
        self.matchingBracket = BracketPairs(file.lexed.tokens)
        self.marks = Self.findMarks(file)
        var parser = DeclarationParser(outline: self)
        parser.parseFile()
        self.declarations = parser.declarations
        self.topLevel = parser.topLevel
    }

    // MARK: - Queries

    /// The token's text.
    public func text(_ index: Int) -> String { file.text(tokens[index]) }

    /// The source text spanning a token range (trivia between the tokens included).
    public func text(_ range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        return file.text(Int(tokens[range.lowerBound].start)..<Int(tokens[range.upperBound - 1].end))
    }

    /// The declared name as text (extensions: the extended type).
    public func name(of declaration: Declaration) -> String? {
        declaration.name.map { text($0) }
    }

    /// Source location of a token.
    public func location(ofToken index: Int) -> SourceLocation { file.location(of: tokens[index]) }

    /// The index just past the group opened at `open` (its closing bracket + 1).
    @inline(__always)
    public func indexAfterGroup(_ open: Int) -> Int {
        let close = Int(matchingBracket[open])
        return close < 0 ? open + 1 : min(close + 1, tokens.count)
    }

    /// The tokens strictly inside the group opened at `open`.
    public func groupContents(_ open: Int) -> Range<Int> {
        let close = Int(matchingBracket[open])
        return (open + 1)..<max(open + 1, min(close < 0 ? open + 1 : close, tokens.count))
    }

    /// Name of an attribute as text, e.g. `MainActor`.
    /// An attribute's name, without the module a framework's wrapper may be written with
    /// (`Published` for `@OpenCombine.Published`, `State` for `@SwiftUI.State`).
    public func name(of attribute: Attribute) -> String {
        let range = attribute.name
        if range.count == 3, tokens[range.lowerBound + 1].kind == .period, Self.attributeModules.contains(text(range.lowerBound)) {
            return text(range.upperBound - 1)
        }
        return text(range)
    }

    /// Modules whose property wrappers and macros code may spell with the module's name.
    static let attributeModules: Set<String> = ["SwiftUI", "Combine", "OpenCombine", "Observation", "SwiftData", "Foundation", "CoreData"]

    /// A type's members, read in place: never copied out, as a generated type can hold hundreds
    /// of thousands of them.
    public func members(of declaration: Declaration) -> LazyMapCollection<MemberIndices, Declaration> {
        let declarations = self.declarations
        return declaration.members.lazy.map { declarations[$0] }
    }

    public func attribute(named name: String, on declaration: Declaration) -> Attribute? {
        declaration.attributes.first { self.name(of: $0) == name }
    }

    /// The module an `import` names: `import SwiftUI`, `import struct SwiftUI.Color`,
    /// `@testable import UIKit`.
    public func importedModule(_ declaration: Declaration) -> String? {
        var index = declaration.keywordToken + 1
        let end = declaration.tokens.upperBound
        while index < end, tokens[index].kind == .keyword { index += 1 }
        guard index < end, tokens[index].kind == .identifier else { return nil }
        return text(index)
    }

    /// The section title of a member, if a MARK precedes it in its type.
    public func sectionTitle(of declaration: Declaration) -> String? {
        declaration.section.map { marks[$0].title }
    }

    /// When the member's MARK is a dashless sub-heading under a dashed one of the same type
    /// (`// MARK: - Properties` then `// MARK: Private`), the dashed one's title: the group the
    /// sub-heading divides. Nil otherwise.
    public func headingAbove(subheadingOf declaration: Declaration, in type: Declaration) -> String? {
        guard let section = declaration.section, !marks[section].hasSeparator, let body = type.body else { return nil }
        let start = endOffset(of: max(body.lowerBound - 1, 0))  // the type's `{`
        var index = section - 1
        while index >= 0, marks[index].offset > start {
            if marks[index].hasSeparator { return marks[index].title }
            index -= 1
        }
        return nil
    }

    // MARK: - MARK comments

    static func findMarks(_ file: SourceFile) -> [Mark] {
        var marks: [Mark] = []
        for piece in file.lexed.trivia where piece.kind == .lineComment || piece.kind == .blockComment {
            guard let mark = parseMark(file.bytes, piece) else { continue }
            marks.append(mark)
        }
        return marks
    }

    /// Reads `// MARK: - Title`, `// MARK: Title`, `/* MARK: - Title */`.
    static func parseMark(_ bytes: [UInt8], _ piece: Token) -> Mark? {
        var index = Int(piece.start) + 2
        var end = Int(piece.end)
        if piece.kind == .blockComment, end - index >= 2 { end -= 2 }
        func skipSpaces() { while index < end, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 } }
        skipSpaces()
        let keyword = Array("MARK:".utf8)
        guard end - index >= keyword.count, Array(bytes[index..<index + keyword.count]) == keyword else { return nil }
        index += keyword.count
        skipSpaces()
        var hasSeparator = false
        if index < end, bytes[index] == UInt8(ascii: "-") {
            hasSeparator = true
            index += 1
            skipSpaces()
        }
        while end > index, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        let title = String(decoding: bytes[index..<end], as: UTF8.self)
        return Mark(offset: Int(piece.start), title: title, hasSeparator: hasSeparator)
    }
}
