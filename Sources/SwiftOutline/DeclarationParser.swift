import SwiftLexer

/// Reads declarations level by level: a worklist of type bodies replaces recursion, so nesting
/// depth (which the input controls) never grows the call stack.
struct DeclarationParser {
    let outline: SourceOutline
    let tokens: [Token]
    let bytes: [UInt8]
    var declarations = DeclarationList()
    let parts = DeclarationPartStore()
    var topLevel: [Int] = []

    init(outline: SourceOutline) {
        self.outline = outline
        self.tokens = outline.file.lexed.tokens
        self.bytes = outline.file.bytes
    }

    private struct Level {
        var range: Range<Int>
        var parent: Int?
        var conditionalDepth: Int
        /// Byte offset where MARKs for this level's first member may start.
        var markStart: Int
    }

    private struct Pending {
        var first: Int?
        var attributes: [Attribute] = []
        var modifiers: [Modifier] = []
    }

    mutating func parseFile() {
        var work = [Level(range: 0..<tokens.count, parent: nil, conditionalDepth: 0, markStart: 0)]
        while let level = work.popLast() {
            parseMembers(level, work: &work)
        }
    }

    // MARK: - Members of one level

    private mutating func parseMembers(_ level: Level, work: inout [Level]) {
        var i = level.range.lowerBound
        let end = level.range.upperBound
        var conditionalDepth = level.conditionalDepth
        var pending = Pending()
        var markSearchFrom = level.markStart
        var section: Int? = nil
        while i < end {
            let token = tokens[i]
            switch token.kind {
            case .atSign:
                if pending.first == nil { pending.first = i }
                i = parseAttribute(at: i, end: end, into: &pending.attributes)
            case .poundKeyword:
                switch token.keyword {
                case .poundIf:
                    conditionalDepth += 1
                    i = skipToNextLine(from: i + 1, end: end)
                case .poundElseif:
                    i = skipToNextLine(from: i + 1, end: end)
                case .poundEndif:
                    conditionalDepth = max(level.conditionalDepth, conditionalDepth - 1)
                    i += 1
                case .poundSourceLocation:
                    i += 1
                    if i < end, tokens[i].kind == .leftParen { i = outline.indexAfterGroup(i) }
                default:
                    i += 1
                }
                pending = Pending()
            case .pound:
                let first = pending.first ?? i
                section = sectionIndex(before: first, searchFrom: &markSearchFrom, current: section)
                let next = parseMacroExpansion(at: i, end: end, pending: pending, parent: level.parent, section: section, depth: conditionalDepth)
                markSearchFrom = Int(tokens[max(next - 1, first)].end)
                i = next
                pending = Pending()
            case .keyword, .identifier:
                if let (modifier, next) = modifier(at: i, end: end) {
                    if pending.first == nil { pending.first = i }
                    pending.modifiers.append(modifier)
                    i = next
                    continue
                }
                if let kind = declarationKind(at: i, end: end) {
                    let first = pending.first ?? i
                    section = sectionIndex(before: first, searchFrom: &markSearchFrom, current: section)
                    var declaration = Declaration(kind: kind, parent: level.parent, tokens: first..<i + 1, keywordToken: i, parts: parts)
                    declaration.addAttributes(pending.attributes)
                    declaration.addModifiers(pending.modifiers)
                    declaration.section = section
                    declaration.conditionalDepth = conditionalDepth
                    let next = parseDeclaration(&declaration, end: end)
                    declaration.tokens = first..<max(next, i + 1)
                    let index = append(declaration)
                    if kind.isType, let body = declaration.body {
                        let markStart = body.lowerBound > 0 ? Int(tokens[body.lowerBound - 1].end) : 0
                        work.append(Level(range: body, parent: index, conditionalDepth: conditionalDepth, markStart: markStart))
                    }
                    markSearchFrom = Int(tokens[max(next - 1, first)].end)
                    i = max(next, i + 1)
                    pending = Pending()
                    continue
                }
                pending = Pending()
                i = skipExpressionToken(i)
            default:
                pending = Pending()
                i = skipExpressionToken(i)
            }
        }
    }

    @inline(__always)
    private func skipExpressionToken(_ i: Int) -> Int {
        tokens[i].kind.isOpeningBracket ? outline.indexAfterGroup(i) : i + 1
    }

    private mutating func append(_ declaration: Declaration) -> Int {
        let index = declarations.count
        declarations.append(declaration)
        if let parent = declaration.parent {
            declarations[parent].addMember(index)
        } else {
            topLevel.append(index)
        }
        return index
    }

    /// The last MARK between `searchFrom` and the member's first token, else `current`.
    private func sectionIndex(before first: Int, searchFrom: inout Int, current: Int?) -> Int? {
        let marks = outline.marks
        guard !marks.isEmpty else { return current }
        let limit = Int(tokens[first].start)
        var low = 0, high = marks.count
        while low < high {
            let mid = (low + high) / 2
            if marks[mid].offset < searchFrom { low = mid + 1 } else { high = mid }
        }
        var result = current
        while low < marks.count, marks[low].offset < limit {
            result = low
            low += 1
        }
        return result
    }

    // MARK: - Attributes and modifiers

    /// Parses `@Name`, `@Name.Sub`, `@Name(arguments)`; returns the index after it.
    private func parseAttribute(at atSign: Int, end: Int, into attributes: inout [Attribute]) -> Int {
        var i = atSign + 1
        guard i < end, tokens[i].isWord || tokens[i].kind == .keyword else { return atSign + 1 }
        let nameStart = i
        i += 1
        while i + 1 < end, tokens[i].kind == .period, !tokens[i].flags.contains(.hasLeadingTrivia), tokens[i + 1].isWord {
            i += 2
        }
        var attribute = Attribute(atToken: atSign, name: nameStart..<i, arguments: nil)
        if i < end, tokens[i].kind == .leftParen, !tokens[i].flags.contains(.hasLeadingTrivia) {
            attribute.arguments = outline.groupContents(i)
            i = outline.indexAfterGroup(i)
        }
        attributes.append(attribute)
        return i
    }

    private static let alwaysModifiers: KeywordSet = [.private, .fileprivate, .internal, .public, .static]
    private static let contextualModifiers: KeywordSet = [
        .open, .final, .override, .required, .convenience, .mutating, .nonmutating, .lazy, .weak, .unowned,
        .dynamic, .optional, .indirect, .nonisolated, .distributed, .prefix, .postfix, .infix, .package,
        .consuming, .borrowing, .isolated,
    ]

    /// The words a modifier's parenthesised detail may be (`private(set)`, `nonisolated(unsafe)`,
    /// `unowned(safe)`).
    private static let modifierDetails: Set<String> = ["set", "unsafe", "safe"]

    /// A modifier at `i` (with its `(set)`-style detail), and the index after it.
    private func modifier(at i: Int, end: Int) -> (Modifier, Int)? {
        let token = tokens[i]
        let keyword = token.keyword
        guard keyword != .none, !isAfterPeriod(i) else { return nil }
        let isAlways = Self.alwaysModifiers.contains(keyword)
        guard isAlways || keyword == .class || Self.contextualModifiers.contains(keyword) else { return nil }
        var next = i + 1
        var detail: Int?
        // `private(set)`, also spelled `private (set)`: Swift allows the space.
        if next < end, tokens[next].kind == .leftParen, next + 2 < end, tokens[next + 2].kind == .rightParen,
           !tokens[next].flags.contains(.hasLeadingTrivia) || Self.modifierDetails.contains(outline.text(next + 1)) {
            detail = next + 1
            next += 3
        }
        if !isAlways {
            // `class var` is a modifier; `class Foo` is a declaration. Contextual words are
            // modifiers only in front of another modifier or a declaration keyword.
            guard next < end, startsDeclarationOrModifier(next, end: end) else { return nil }
        }
        return (Modifier(token: i, keyword: keyword, detail: detail), next)
    }

    private func startsDeclarationOrModifier(_ i: Int, end: Int) -> Bool {
        let keyword = tokens[i].keyword
        if Self.alwaysModifiers.contains(keyword) || Self.contextualModifiers.contains(keyword) || keyword == .class {
            return true
        }
        return declarationKind(at: i, end: end) != nil
    }

    @inline(__always)
    private func isAfterPeriod(_ i: Int) -> Bool {
        i > 0 && tokens[i - 1].kind == .period
    }

    // MARK: - Declaration kinds

    func declarationKind(at i: Int, end: Int) -> Declaration.Kind? {
        let token = tokens[i]
        if token.kind == .keyword {
            if isAfterPeriod(i) { return nil }
            switch token.keyword {
            case .class: return .class
            case .struct: return .struct
            case .enum: return .enum
            case .protocol: return .protocol
            case .extension: return .extension
            case .func: return .function
            case .var, .let: return .variable
            case .`init`: return .initializer
            case .deinit: return .deinitializer
            case .subscript: return .subscript
            case .case: return .enumCase
            case .typealias: return .typealias
            case .associatedtype: return .associatedtype
            case .import: return .import
            case .operator: return .operator
            case .precedencegroup: return .precedenceGroup
            default: return nil
            }
        }
        if token.kind == .identifier, i + 1 < end, tokens[i + 1].kind == .identifier, !isAfterPeriod(i) {
            if token.keyword == .actor { return .actor }
            if token.keyword == .macro { return .macro }
        }
        return nil
    }

    // MARK: - Declarations

    /// Fills in the declaration starting at its keyword; returns the index after it.
    private mutating func parseDeclaration(_ declaration: inout Declaration, end: Int) -> Int {
        let keyword = declaration.keywordToken
        switch declaration.kind {
        case .class, .struct, .enum, .actor, .protocol:
            var i = keyword + 1
            guard i < end, tokens[i].isWord || tokens[i].kind == .keyword else { return i }
            declaration.name = i..<i + 1
            i += 1
            i = parseGenericParameters(at: i, end: end, into: &declaration)
            return parseTypeTail(at: i, end: end, into: &declaration)
        case .extension:
            let nameStart = keyword + 1
            let i = scanType(from: nameStart, end: end, stops: [.colon, .leftBrace, .where])
            if i > nameStart { declaration.name = nameStart..<i }
            return parseTypeTail(at: i, end: end, into: &declaration)
        case .function, .macro:
            var i = keyword + 1
            guard i < end else { return i }
            if tokens[i].isWord || tokens[i].kind == .operator || tokens[i].kind == .keyword {
                declaration.name = i..<i + 1
                i += 1
            }
            i = parseGenericParameters(at: i, end: end, into: &declaration)
            return parseSignatureAndBody(at: i, end: end, into: &declaration)
        case .initializer:
            var i = keyword + 1
            declaration.name = keyword..<keyword + 1
            if i < end, tokens[i].kind == .operator, tokens[i].length == 1, !tokens[i].flags.contains(.hasLeadingTrivia) {
                i += 1  // `init?` / `init!`
            }
            i = parseGenericParameters(at: i, end: end, into: &declaration)
            return parseSignatureAndBody(at: i, end: end, into: &declaration)
        case .deinitializer:
            declaration.name = keyword..<keyword + 1
            return parseSignatureAndBody(at: keyword + 1, end: end, into: &declaration)
        case .subscript:
            declaration.name = keyword..<keyword + 1
            let i = parseGenericParameters(at: keyword + 1, end: end, into: &declaration)
            return parseSignatureAndBody(at: i, end: end, into: &declaration)
        case .variable:
            return parseBindings(from: keyword + 1, end: end, into: &declaration)
        case .enumCase:
            return parseEnumCase(from: keyword + 1, end: end, into: &declaration)
        case .typealias, .associatedtype, .precedenceGroup, .operator:
            var i = keyword + 1
            if i < end, tokens[i].isWord || tokens[i].kind == .operator || tokens[i].kind == .keyword {
                declaration.name = i..<i + 1
                i += 1
            }
            if declaration.kind == .precedenceGroup, i < end, tokens[i].kind == .leftBrace {
                declaration.body = outline.groupContents(i)
                return outline.indexAfterGroup(i)
            }
            i = parseGenericParameters(at: i, end: end, into: &declaration)
            if declaration.kind == .associatedtype, i < end, tokens[i].kind == .colon {
                i = parseInheritance(from: i + 1, end: end, into: &declaration)
            }
            return declarationEnd(from: i, end: end)
        case .import:
            var i = keyword + 1
            if i < end, tokens[i].kind == .keyword, !tokens[i].isAtStartOfLine { i += 1 }  // `import struct A.B`
            let nameStart = i
            while i < end, !tokens[i].isAtStartOfLine || i == nameStart, tokens[i].isWord || tokens[i].kind == .period || tokens[i].kind == .keyword {
                if tokens[i].kind == .keyword, i > nameStart, tokens[i - 1].kind != .period { break }
                i += 1
            }
            if i > nameStart { declaration.name = nameStart..<i }
            return i
        case .macroExpansion:
            return keyword + 1
        }
    }

    /// `: Inherited, Types where … { body }` after a type's name.
    private mutating func parseTypeTail(at start: Int, end: Int, into declaration: inout Declaration) -> Int {
        var i = start
        if i < end, tokens[i].kind == .colon {
            i = parseInheritance(from: i + 1, end: end, into: &declaration)
        }
        if i < end, tokens[i].keyword == .where {
            let whereStart = i + 1
            i = scanType(from: whereStart, end: end, stops: [.leftBrace], allowCommas: true)
            declaration.whereClause = whereStart..<i
        }
        if i < end, tokens[i].kind == .leftBrace {
            declaration.body = outline.groupContents(i)
            return outline.indexAfterGroup(i)
        }
        return i
    }

    private func parseInheritance(from start: Int, end: Int, into declaration: inout Declaration) -> Int {
        var i = start
        while i < end {
            let typeEnd = scanType(from: i, end: end, stops: [.comma, .leftBrace, .where, .equal])
            if typeEnd > i { declaration.addInheritance(i..<typeEnd) }
            i = typeEnd
            guard i < end, tokens[i].kind == .comma else { break }
            i += 1
        }
        return i
    }

    private func parseGenericParameters(at i: Int, end: Int, into declaration: inout Declaration) -> Int {
        guard i < end, tokens[i].kind == .operator, bytes[Int(tokens[i].start)] == UInt8(ascii: "<") else { return i }
        guard let close = closingAngle(from: i, end: end) else { return i }
        // `<>` is one operator token that opens and closes: an empty clause, not a reversed range.
        declaration.genericParameters = (i + 1)..<max(i + 1, close)
        return close + 1
    }

    /// Given an operator token starting with `<`, the index of the token holding the matching `>`.
    func closingAngle(from open: Int, end: Int) -> Int? {
        var depth = 0
        var i = open
        while i < end {
            let token = tokens[i]
            switch token.kind {
            case .operator:
                for offset in Int(token.start)..<Int(token.end) {
                    let byte = bytes[offset]
                    if byte == UInt8(ascii: "<") {
                        depth += 1
                    } else if byte == UInt8(ascii: ">") {
                        depth -= 1
                        if depth == 0 { return i }
                    }
                }
                i += 1
            case .arrow:
                i += 1
            case .leftBrace, .semicolon, .rightBrace, .equal:
                return nil
            default:
                i = token.kind.isOpeningBracket ? outline.indexAfterGroup(i) : i + 1
            }
        }
        return nil
    }

    /// `(parameters) async throws -> Result where … { body }` or an accessor block.
    private mutating func parseSignatureAndBody(at start: Int, end: Int, into declaration: inout Declaration) -> Int {
        var i = start
        if i < end, tokens[i].kind == .leftParen {
            declaration.addParameters(parseParameters(outline.groupContents(i)))
            i = outline.indexAfterGroup(i)
        }
        // Effects and the result type, up to the body.
        while i < end {
            let token = tokens[i]
            if token.kind == .arrow {
                let typeStart = i + 1
                i = scanType(from: typeStart, end: end, stops: [.leftBrace, .where, .equal])
                declaration.returnType = typeStart..<i
                continue
            }
            if token.keyword == .where {
                let whereStart = i + 1
                i = scanType(from: whereStart, end: end, stops: [.leftBrace], allowCommas: true)
                declaration.whereClause = whereStart..<i
                continue
            }
            if token.kind == .leftBrace {
                declaration.body = outline.groupContents(i)
                return outline.indexAfterGroup(i)
            }
            if token.kind == .equal, declaration.kind == .macro {
                return declarationEnd(from: i + 1, end: end)
            }
            if token.kind == .semicolon || (token.isAtStartOfLine && startsDeclaration(i, end: end)) {
                return i
            }
            if token.kind == .rightBrace { return i }
            i = skipExpressionToken(i)
        }
        return i
    }

    /// Splits a parenthesised parameter list into parameters.
    func parseParameters(_ range: Range<Int>) -> [Parameter] {
        var parameters: [Parameter] = []
        var i = range.lowerBound
        while i < range.upperBound {
            let start = i
            // Attributes such as `@ViewBuilder` or `@escaping` before the names.
            while i < range.upperBound, tokens[i].kind == .atSign {
                var ignored: [Attribute] = []
                i = parseAttribute(at: i, end: range.upperBound, into: &ignored)
            }
            var names: [Int] = []
            var j = i
            while j < range.upperBound, (tokens[j].isWord || tokens[j].kind == .keyword), names.count < 2 {
                names.append(j)
                j += 1
            }
            var parameter = Parameter(tokens: start..<start)
            if j < range.upperBound, tokens[j].kind == .colon, !names.isEmpty {
                if names.count == 2 {
                    parameter.label = names[0]
                    parameter.name = names[1]
                } else {
                    parameter.name = names[0]
                }
                let typeStart = j + 1
                j = scanType(from: typeStart, end: range.upperBound, stops: [.comma, .equal])
                parameter.type = typeStart..<j
            } else {
                // Unnamed: an enum payload `(Int, String)` or a closure type's parameters.
                j = scanType(from: i, end: range.upperBound, stops: [.comma, .equal])
                parameter.type = i..<j
            }
            if j < range.upperBound, tokens[j].kind == .equal {
                let valueStart = j + 1
                j = valueStart
                while j < range.upperBound, tokens[j].kind != .comma { j = skipExpressionToken(j) }
                parameter.defaultValue = valueStart..<j
            }
            parameter.tokens = start..<j
            parameters.append(parameter)
            i = j < range.upperBound && tokens[j].kind == .comma ? j + 1 : max(j, i + 1)
        }
        return parameters
    }

    // MARK: - Variables and enum cases

    private mutating func parseBindings(from start: Int, end: Int, into declaration: inout Declaration) -> Int {
        var i = start
        while i < end {
            let patternStart = i
            var nameToken = i
            if tokens[i].kind == .leftParen {
                let inside = outline.groupContents(i)
                nameToken = inside.first { tokens[$0].isWord } ?? i
                i = outline.indexAfterGroup(i)
            } else if tokens[i].isWord || tokens[i].kind == .keyword {
                i += 1
            } else {
                break
            }
            var binding = Binding(pattern: patternStart..<i, nameToken: nameToken)
            if i < end, tokens[i].kind == .colon {
                let typeStart = i + 1
                i = scanType(from: typeStart, end: end, stops: [.equal, .leftBrace, .comma])
                binding.type = typeStart..<i
            }
            if i < end, tokens[i].kind == .equal {
                let valueStart = i + 1
                i = initializerEnd(from: valueStart, end: end)
                binding.initializer = valueStart..<i
            }
            if i < end, tokens[i].kind == .leftBrace {
                binding.accessors = outline.groupContents(i)
                i = outline.indexAfterGroup(i)
            }
            declaration.addBinding(binding)
            if declaration.name == nil { declaration.name = nameToken..<nameToken + 1 }
            guard i < end, tokens[i].kind == .comma else { break }
            i += 1
        }
        return i
    }

    /// Where a property's initial value ends: at a binding-separating comma, an observer block
    /// (`{ didSet … }`), or the next declaration.
    private func initializerEnd(from start: Int, end: Int) -> Int {
        var i = start
        while i < end {
            let token = tokens[i]
            if i > start, token.isAtStartOfLine, startsDeclaration(i, end: end) { return i }
            switch token.kind {
            case .semicolon, .rightBrace:
                return i
            case .comma:
                // `let a = 1, b = 2`: a new binding is a name followed by `:` or `=`.
                if i + 2 < end, tokens[i + 1].isWord, tokens[i + 2].kind == .colon || tokens[i + 2].kind == .equal {
                    return i
                }
                i += 1
            case .leftBrace:
                if isObserverBlock(i) { return i }
                i = outline.indexAfterGroup(i)
            default:
                i = skipExpressionToken(i)
            }
        }
        return i
    }

    private func isObserverBlock(_ open: Int) -> Bool {
        var i = open + 1
        while i < tokens.count, tokens[i].kind == .atSign { i += 2 }
        guard i < tokens.count else { return false }
        return tokens[i].keyword == .willSet || tokens[i].keyword == .didSet
    }

    private mutating func parseEnumCase(from start: Int, end: Int, into declaration: inout Declaration) -> Int {
        var i = start
        while i < end, tokens[i].isWord || tokens[i].kind == .keyword {
            var element = EnumCaseElement(nameToken: i, associatedValues: [])
            i += 1
            if i < end, tokens[i].kind == .leftParen {
                element.associatedValues = parseParameters(outline.groupContents(i))
                i = outline.indexAfterGroup(i)
            }
            if i < end, tokens[i].kind == .equal {
                let valueStart = i + 1
                i = valueStart
                while i < end, tokens[i].kind != .comma, !(tokens[i].isAtStartOfLine && startsDeclaration(i, end: end)),
                      tokens[i].kind != .semicolon {
                    i = skipExpressionToken(i)
                }
                element.rawValue = valueStart..<i
            }
            declaration.addCaseElement(element)
            if declaration.name == nil { declaration.name = element.nameToken..<element.nameToken + 1 }
            guard i < end, tokens[i].kind == .comma else { break }
            i += 1
        }
        return i
    }

    // MARK: - Macro expansions

    private mutating func parseMacroExpansion(at pound: Int, end: Int, pending: Pending, parent: Int?, section: Int?, depth: Int) -> Int {
        var i = pound + 1
        var declaration = Declaration(kind: .macroExpansion, parent: parent, tokens: (pending.first ?? pound)..<pound + 1, keywordToken: pound, parts: parts)
        declaration.addAttributes(pending.attributes)
        declaration.addModifiers(pending.modifiers)
        declaration.section = section
        declaration.conditionalDepth = depth
        if i < end, tokens[i].isWord || tokens[i].kind == .keyword {
            declaration.name = i..<i + 1
            i += 1
        }
        if i < end, tokens[i].kind == .leftParen, !tokens[i].isAtStartOfLine {
            declaration.addParameters(parseParameters(outline.groupContents(i)))
            i = outline.indexAfterGroup(i)
        }
        if i < end, tokens[i].kind == .leftBrace {
            declaration.body = outline.groupContents(i)
            i = outline.indexAfterGroup(i)
        }
        declaration.tokens = declaration.tokens.lowerBound..<i
        _ = append(declaration)
        return i
    }

    // MARK: - Scanning helpers

    struct Stops: OptionSet {
        let rawValue: UInt8
        static let colon = Stops(rawValue: 1)
        static let comma = Stops(rawValue: 2)
        static let leftBrace = Stops(rawValue: 4)
        static let `where` = Stops(rawValue: 8)
        static let equal = Stops(rawValue: 16)
    }

    /// Scans a type (or type-like list) to the first stop token outside brackets and generic
    /// angle brackets, or to the end of the declaration.
    func scanType(from start: Int, end: Int, stops: Stops, allowCommas: Bool = false) -> Int {
        var i = start
        var angleDepth = 0
        while i < end {
            let token = tokens[i]
            if i > start, token.isAtStartOfLine, angleDepth == 0, startsDeclaration(i, end: end) { return i }
            switch token.kind {
            case .operator:
                for offset in Int(token.start)..<Int(token.end) {
                    let byte = bytes[offset]
                    if byte == UInt8(ascii: "<") { angleDepth += 1 }
                    else if byte == UInt8(ascii: ">") && angleDepth > 0 { angleDepth -= 1 }
                }
                i += 1
            case .colon where stops.contains(.colon) && angleDepth == 0,
                 .comma where stops.contains(.comma) && angleDepth == 0 && !allowCommas,
                 .equal where stops.contains(.equal) && angleDepth == 0,
                 .leftBrace where stops.contains(.leftBrace):
                return i
            case .semicolon, .rightBrace:
                return i
            case .keyword where token.keyword == .where && stops.contains(.where) && angleDepth == 0:
                return i
            default:
                i = skipExpressionToken(i)
            }
        }
        return i
    }

    /// Whether a new declaration (or a directive) begins at `i`.
    func startsDeclaration(_ i: Int, end: Int) -> Bool {
        let token = tokens[i]
        switch token.kind {
        case .atSign, .poundKeyword, .pound:
            return true
        case .keyword, .identifier:
            if token.keyword == .none { return false }
            if declarationKind(at: i, end: end) != nil { return true }
            return modifier(at: i, end: end) != nil
        default:
            return false
        }
    }

    /// The end of a declaration with no body: the next declaration, `;` or `}`.
    private func declarationEnd(from start: Int, end: Int) -> Int {
        var i = start
        while i < end {
            let token = tokens[i]
            if token.kind == .semicolon || token.kind == .rightBrace { return i }
            if i > start || token.isAtStartOfLine, token.isAtStartOfLine, startsDeclaration(i, end: end) { return i }
            i = skipExpressionToken(i)
        }
        return i
    }

    private func skipToNextLine(from start: Int, end: Int) -> Int {
        var i = start
        while i < end, !tokens[i].isAtStartOfLine { i = skipExpressionToken(i) }
        return i
    }
}
