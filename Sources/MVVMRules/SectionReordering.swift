import SwiftLexer
import SwiftOutline

/// The anatomy fixes' model of a type body: its members cut into movable pieces (each with its
/// leading comments, attributes, trailing comment and the blank lines above it; a whole
/// `#if … #endif` block is one piece), the section MARKs between them, and what stays put (the
/// rest of the `{` line, what follows the last member). Reordering rebuilds the body from the
/// same bytes, so a fixed body has the same tokens as before, only in another order, plus the
/// MARK headers it writes.
///
/// A body the model cannot cut safely — two members on one line, a member on the line of a
/// brace, a section MARK inside `#if` or sharing a line with code, a `#if` block whose members
/// belong to different sections, invalid UTF-8, old Mac line breaks — is left alone: no fix.
struct BodyLayout {
    /// One movable piece: a member, or a whole `#if … #endif` block.
    struct Piece {
        /// Indices into the body's members (in source order) of the members it holds.
        var members: [Int]
        var isBlock: Bool
        /// Blank lines above its text, and those lines as written (spaces on a blank line kept).
        var leadingBlanks: Int
        var blankText: [UInt8]
        /// Its lines: leading comments, attributes, the declaration, the rest of its last line,
        /// and comment lines that followed it before a section MARK. Ends with a line break.
        var text: [UInt8]
        /// Byte offsets in the file: where its leading blank lines start, where its text starts
        /// and where it ends.
        var blankStart: Int
        var textStart: Int
        var textEnd: Int
    }

    /// A known section MARK on a line of its own.
    struct MarkLine {
        var rank: Int
        /// The whole line without its line break, indentation included.
        var line: [UInt8]
        var title: String
        var blankLinesAfter: Int
    }

    let bodyStart: Int
    let bodyEnd: Int
    /// From the `{` to the end of its line, and any comment lines above the first section MARK.
    var prefix: [UInt8] = []
    /// Blank lines between the prefix and the first piece or MARK.
    var leadingBlanks = 0
    var pieces: [Piece] = []
    var marks: [MarkLine] = []
    /// After the last piece's line up to the `}`.
    var suffix: [UInt8] = []
    /// Indentation of the members' lines (of the first piece).
    var indentation: [UInt8] = []
    /// Whether the file breaks lines with `\r\n`: replacements are written with `\n`, which the
    /// fixer turns into the file's own line break.
    var crlf = false

    /// Cuts the body of `declaration` into pieces, or nil when it cannot be done safely.
    /// `aliases` maps normalised MARK titles to section ranks.
    init?(_ declaration: Declaration, outline: SourceOutline, aliases: [String: Int]) {
        let tokens = outline.tokens
        let bytes = outline.file.bytes
        guard let body = declaration.body, body.lowerBound > 0, body.upperBound < tokens.count,
              tokens[body.lowerBound - 1].kind == .leftBrace, tokens[body.upperBound].kind == .rightBrace else { return nil }
        bodyStart = Int(tokens[body.lowerBound - 1].end)
        bodyEnd = Int(tokens[body.upperBound].start)
        guard bodyStart <= bodyEnd else { return nil }
        let slice = Array(bytes[bodyStart..<bodyEnd])
        guard Array(String(decoding: slice, as: UTF8.self).utf8) == slice else { return nil }
        if let first = bytes.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) {
            if bytes[first] == 0x0D {
                guard first + 1 < bytes.count, bytes[first + 1] == 0x0A else { return nil }
                crlf = true
            }
        }
        let comments = Comments(outline: outline, from: bodyStart, to: bodyEnd)

        // Pieces by tokens: members, whole `#if` blocks, semicolons joined to what they end.
        let members = Array(outline.members(of: declaration))
        var spans: [(first: Int, last: Int, members: [Int], isBlock: Bool)] = []
        var i = body.lowerBound, next = 0, depth = 0
        var blockStart = 0, blockMembers: [Int] = []
        func skipLine(_ from: Int) -> Int {
            var j = from
            while j < body.upperBound, !tokens[j].isAtStartOfLine { j += 1 }
            return j
        }
        while i < body.upperBound {
            if next < members.count, members[next].tokens.lowerBound == i {
                let end = max(members[next].tokens.upperBound, i + 1)
                if depth == 0 { spans.append((i, end - 1, [next], false)) } else { blockMembers.append(next) }
                i = end
                next += 1
                continue
            }
            let token = tokens[i]
            if token.kind == .poundKeyword {
                switch token.keyword {
                case .poundIf:
                    if depth == 0 { blockStart = i; blockMembers = [] }
                    depth += 1
                    i = skipLine(i + 1)
                case .poundElseif:
                    guard depth > 0 else { return nil }
                    i = skipLine(i + 1)
                case .poundElse:
                    guard depth > 0 else { return nil }
                    i += 1
                case .poundEndif:
                    guard depth > 0 else { return nil }
                    depth -= 1
                    i += 1
                    if depth == 0 { spans.append((blockStart, i - 1, blockMembers, true)) }
                default:
                    return nil
                }
                continue
            }
            if token.kind == .semicolon {
                if depth == 0 {
                    guard !spans.isEmpty, spans[spans.count - 1].last == i - 1 else { return nil }
                    spans[spans.count - 1].last = i
                }
                i += 1
                continue
            }
            return nil
        }
        guard depth == 0, next == members.count, !spans.isEmpty else { return nil }
        // A section MARK inside a `#if` block would move with the block: leave such a body alone.
        for span in spans where span.isBlock {
            let range = Int(tokens[span.first].start)..<Int(tokens[span.last].end)
            if comments.marks(in: range, outline: outline).contains(where: { aliases[SectionOrder.normalized($0.title)] != nil }) { return nil }
        }

        // The `{` line.
        guard let prefixEnd = Self.lineEnd(after: bodyStart, limit: bodyEnd, bytes: bytes, comments: comments) else { return nil }
        var regionStart = prefixEnd
        prefix = Array(bytes[bodyStart..<prefixEnd])
        var firstRegion = true
        for span in spans {
            let coreStart = Int(tokens[span.first].start)
            let coreEnd = Int(tokens[span.last].end)
            guard let lineEnd = Self.lineEnd(after: coreEnd, limit: bodyEnd, bytes: bytes, comments: comments) else { return nil }
            guard let (lines, coreLineStart) = Self.lines(from: regionStart, to: coreStart, bytes: bytes, comments: comments,
                                                          outline: outline, aliases: aliases) else { return nil }
            // Lines up to the last section MARK belong to what comes before it (the previous
            // piece, or the prefix); the piece takes the lines after it.
            let lastMark = lines.lastIndex { $0.markRank != nil }
            var own = lines[...]
            if let lastMark {
                let before = lines[..<lastMark]
                var carried: [UInt8] = []
                var pendingBlanks: [UInt8] = []
                for (index, line) in before.enumerated() {
                    if let rank = line.markRank {
                        var after = 0
                        var k = before.startIndex + index + 1
                        while k < lines.count, lines[k].isBlank { after += 1; k += 1 }
                        marks.append(MarkLine(rank: rank, line: Self.trimmedLine(line.bytes), title: line.markTitle ?? "", blankLinesAfter: after))
                        pendingBlanks = []
                    } else if line.isBlank {
                        pendingBlanks += line.bytes
                    } else {
                        carried += pendingBlanks + line.bytes
                        pendingBlanks = []
                    }
                }
                let markLine = lines[lastMark]
                var after = 0
                var k = lastMark + 1
                while k < lines.count, lines[k].isBlank { after += 1; k += 1 }
                marks.append(MarkLine(rank: markLine.markRank!, line: Self.trimmedLine(markLine.bytes), title: markLine.markTitle ?? "", blankLinesAfter: after))
                if firstRegion {
                    // Comments between the `{` line and the first MARK stay at the top.
                    var k = before.startIndex
                    while k < before.endIndex, before[k].isBlank { leadingBlanks += 1; k += 1 }
                    if !carried.isEmpty {
                        prefix += Array(repeating: 0x0A, count: leadingBlanks) + carried
                        leadingBlanks = 1
                    }
                } else if !carried.isEmpty {
                    pieces[pieces.count - 1].text += carried
                    pieces[pieces.count - 1].textEnd = Self.endOfLastNonBlank(lines[..<lastMark])
                }
                own = lines[(lastMark + 1)...]
            }
            var blanks = 0
            var blankText: [UInt8] = []
            var ownStart = own.startIndex
            while ownStart < own.endIndex, own[ownStart].isBlank { blanks += 1; blankText += own[ownStart].bytes; ownStart += 1 }
            if firstRegion, lastMark == nil {
                leadingBlanks = blanks
                blanks = 0
                blankText = []
            }
            let textStart = ownStart < own.endIndex ? own[ownStart].start : coreLineStart
            let blankStart = own.startIndex < own.endIndex ? own[own.startIndex].start : textStart
            // The piece's text: its own lines, then from its last line's start to the line end.
            var text: [UInt8] = []
            for line in own[ownStart...] { text += line.bytes }
            text += bytes[coreLineStart..<lineEnd]
            if pieces.isEmpty {
                indentation = Array(bytes[coreLineStart..<coreStart].prefix { $0 == 0x20 || $0 == 0x09 })
            }
            pieces.append(Piece(members: span.members, isBlock: span.isBlock, leadingBlanks: blanks, blankText: blankText, text: text,
                                blankStart: blankStart, textStart: textStart, textEnd: lineEnd))
            regionStart = lineEnd
            firstRegion = false
        }
        // After the last piece: section MARKs there head sections that may get members now.
        guard let (lines, _) = Self.lines(from: regionStart, to: bodyEnd, bytes: bytes, comments: comments, outline: outline, aliases: aliases,
                                          lastLineOpen: true) else { return nil }
        if lines.contains(where: { $0.markRank != nil }) {
            for (index, line) in lines.enumerated() {
                if let rank = line.markRank {
                    var after = 0
                    var k = index + 1
                    while k < lines.count, lines[k].isBlank, lines[k].bytes.last == 0x0A { after += 1; k += 1 }
                    marks.append(MarkLine(rank: rank, line: Self.trimmedLine(line.bytes), title: line.markTitle ?? "", blankLinesAfter: after))
                } else if !line.isBlank || index == lines.count - 1 {
                    suffix += line.bytes
                }
            }
        } else {
            suffix = Array(bytes[regionStart..<bodyEnd])
        }
    }

    // MARK: - Rendering

    /// The body with `order`'s pieces (indices into `pieces`) under their sections: pieces with
    /// a nil section first, then each section in rank order under its MARK header. A section
    /// gets a header when it has pieces: an existing MARK is kept (its style and indentation)
    /// with its title set to `titles[rank]`, and never repeated; one whose section is left
    /// empty goes, rather than head nothing.
    func render(top: [Int], sections: [[Int]], titles: [String]) -> String {
        var out: [UInt8] = prefix
        let newline: [UInt8] = [0x0A]
        var first = true
        let defaultAfter = marks.first.map { min($0.blankLinesAfter, 1) } ?? 1
        func blankLines(_ count: Int) { for _ in 0..<count { out += newline } }
        for piece in top {
            if first { blankLines(leadingBlanks) } else { out += pieces[piece].blankText }
            out += pieces[piece].text
            first = false
        }
        for (rank, members) in sections.enumerated() {
            let existing = marks.first { $0.rank == rank }
            guard !members.isEmpty else { continue }
            blankLines(first ? leadingBlanks : 1)
            first = false
            if let existing {
                out += Self.retitled(existing, titles[rank])
            } else {
                out += indentation + Array("// MARK: - \(titles[rank])".utf8)
            }
            out += newline
            let after = existing.map { min($0.blankLinesAfter, 1) } ?? defaultAfter
            for (position, piece) in members.enumerated() {
                if position == 0 { blankLines(after) } else { out += pieces[piece].blankText }
                out += pieces[piece].text
            }
        }
        out += suffix
        var text = String(decoding: out, as: UTF8.self)
        if crlf { text = text.replacingOccurrences(of: "\r\n", with: "\n") }
        return text
    }

    /// The original body text, as `render` would write it (line breaks as `\n` in a CRLF file).
    func original(_ outline: SourceOutline) -> String {
        var text = String(decoding: outline.file.bytes[bodyStart..<bodyEnd], as: UTF8.self)
        if crlf { text = text.replacingOccurrences(of: "\r\n", with: "\n") }
        return text
    }

    static func retitled(_ mark: MarkLine, _ title: String) -> [UInt8] {
        let line = String(decoding: mark.line, as: UTF8.self)
        guard !mark.title.isEmpty, let range = line.range(of: mark.title, options: .backwards) else { return mark.line }
        return Array(line.replacingCharacters(in: range, with: title).utf8)
    }

    // MARK: - Lines

    struct Line {
        var start: Int
        /// The line's bytes with its line break (none for an open last line).
        var bytes: [UInt8]
        var isBlank: Bool
        var markRank: Int?
        var markTitle: String?
    }

    /// Splits whole lines between `start` and `end` (a line break inside a block comment does not
    /// end a line). The last, open line (up to `end`, the indentation before a declaration) is
    /// not returned unless `lastLineOpen`. Nil when a section MARK shares its line with other text.
    static func lines(from start: Int, to end: Int, bytes: [UInt8], comments: Comments, outline: SourceOutline,
                      aliases: [String: Int], lastLineOpen: Bool = false) -> (lines: [Line], openLineStart: Int)? {
        var result: [Line] = []
        var lineStart = start
        var position = start
        var content = 0
        var mark: Mark?
        while position < end {
            if let commentEnd = comments.end(ofCommentAt: position) {
                content += 1
                if let found = comments.mark(at: position, outline: outline) { mark = found }
                position = commentEnd
                continue
            }
            let byte = bytes[position]
            position += 1
            if byte == 0x0A {
                var line = Line(start: lineStart, bytes: Array(bytes[lineStart..<position]), isBlank: content == 0)
                if let mark, let rank = aliases[SectionOrder.normalized(mark.title)] {
                    guard content == 1 else { return nil }
                    line.markRank = rank
                    line.markTitle = mark.title
                }
                result.append(line)
                lineStart = position
                content = 0
                mark = nil
            } else if byte != 0x20 && byte != 0x09 && byte != 0x0D {
                content += 2
            }
        }
        // A section MARK on a declaration's line (or the `}` line).
        if let mark, aliases[SectionOrder.normalized(mark.title)] != nil { return nil }
        if lastLineOpen, lineStart < end {
            result.append(Line(start: lineStart, bytes: Array(bytes[lineStart..<end]), isBlank: content == 0))
        }
        return (result, lineStart)
    }

    /// Just past the line break that ends the line holding `offset`, skipping spaces and comments;
    /// nil when code (or the end of the body) comes first.
    static func lineEnd(after offset: Int, limit: Int, bytes: [UInt8], comments: Comments) -> Int? {
        var position = offset
        while position < limit {
            if let end = comments.end(ofCommentAt: position) {
                position = end
                continue
            }
            switch bytes[position] {
            case 0x20, 0x09, 0x0D: position += 1
            case 0x0A: return position + 1
            default: return nil
            }
        }
        return nil
    }

    static func trimmedLine(_ bytes: [UInt8]) -> [UInt8] {
        var line = bytes[...]
        while let last = line.last, last == 0x0A || last == 0x0D || last == 0x20 || last == 0x09 { line = line.dropLast() }
        return Array(line)
    }

    static func endOfLastNonBlank(_ lines: ArraySlice<Line>) -> Int {
        let last = lines.last { !$0.isBlank && $0.markRank == nil }
        return last.map { $0.start + $0.bytes.count } ?? 0
    }

    /// The comments of one body, found by offset.
    struct Comments {
        let pieces: [Token]
        init(outline: SourceOutline, from start: Int, to end: Int) {
            let trivia = outline.file.lexed.trivia
            var low = 0, high = trivia.count
            while low < high {
                let mid = (low + high) / 2
                if Int(trivia[mid].start) < start { low = mid + 1 } else { high = mid }
            }
            var found: [Token] = []
            while low < trivia.count, Int(trivia[low].start) < end {
                if trivia[low].kind.isComment { found.append(trivia[low]) }
                low += 1
            }
            pieces = found
        }

        private func index(at offset: Int) -> Int? {
            var low = 0, high = pieces.count
            while low < high {
                let mid = (low + high) / 2
                if Int(pieces[mid].start) < offset { low = mid + 1 } else { high = mid }
            }
            return low < pieces.count && Int(pieces[low].start) == offset ? low : nil
        }

        func end(ofCommentAt offset: Int) -> Int? { index(at: offset).map { Int(pieces[$0].end) } }

        func mark(at offset: Int, outline: SourceOutline) -> Mark? {
            guard index(at: offset) != nil else { return nil }
            let marks = outline.marks
            var low = 0, high = marks.count
            while low < high {
                let mid = (low + high) / 2
                if marks[mid].offset < offset { low = mid + 1 } else { high = mid }
            }
            return low < marks.count && marks[low].offset == offset ? marks[low] : nil
        }

        func marks(in range: Range<Int>, outline: SourceOutline) -> [Mark] {
            outline.marks.filter { range.contains($0.offset) }
        }
    }
}

/// Where each member of a type body belongs, and the edit that puts it there.
enum SectionReordering {
    /// What reordering a body into its sections would do.
    enum Plan {
        /// Nothing to do, or a body the model cannot cut safely.
        case none
        case edit(TextEdit)
        /// The order the sections ask for would change what the code means; the reason says how.
        case heldBack(String)

        var edit: TextEdit? { if case .edit(let edit) = self { return edit } else { return nil } }
        /// `; `--fix` holds it back: …` for a finding's message, or nothing.
        var note: String { if case .heldBack(let reason) = self { return "; `--fix` holds it back: " + reason } else { return "" } }
    }

    /// One edit replacing the body of `declaration` with its members in section order; nothing
    /// when the body cannot be cut safely, a `#if` block would have to be split, or nothing
    /// would change; held back when the new order would change what the code means
    /// (`StoredOrder`; `caller(label)` tells which construction passes that memberwise argument).
    ///
    /// `targets[i]` is the section of the i-th member (nil: anywhere). A piece without a section
    /// stays with the piece before it (or at the top, above every section, when nothing precedes
    /// it). With `typeUsers`, a nested type then moves up above its first user when both end in
    /// the same section or the type may sit anywhere (`types_before_use`).
    /// Why a body's layout is one mvvm does not rewrite, in words the user can act on: every
    /// fix held back says why.
    static func unmovableLayoutReason(_ declaration: Declaration, outline: SourceOutline) -> String {
        let bytes = outline.file.bytes
        let tokens = outline.tokens
        guard let body = declaration.body, body.lowerBound > 0, body.upperBound < tokens.count else {
            return "its body could not be read whole"
        }
        let range = Int(tokens[body.lowerBound - 1].end)..<Int(tokens[body.upperBound].start)
        let loneCarriageReturn = range.contains { bytes[$0] == 0x0D && ($0 + 1 == bytes.count || bytes[$0 + 1] != 0x0A) }
        if loneCarriageReturn { return "its lines end with CR alone; mvvm reorders bodies with LF or CRLF line breaks" }
        if body.contains(where: { tokens[$0].keyword == .poundIf }) {
            return "its `#if` blocks would have to move or split (a MARK inside one, or sections across one)"
        }
        return "its layout (a MARK beside code, members sharing a line with its braces, or text that is not UTF-8) is one mvvm does not rewrite"
    }

    static func plan(for declaration: Declaration, targets: [Int?], movableTypes: [Int: Bool] = [:], users: [Int: Set<Int>] = [:],
                     outline: SourceOutline, aliases: [String: Int], titles: [String], caller: (String) -> StoredOrder.Caller? = { _ in ("", 0, true) }) -> Plan {
        guard let layout = BodyLayout(declaration, outline: outline, aliases: aliases) else {
            return .heldBack(unmovableLayoutReason(declaration, outline: outline))
        }
        // Each piece's section: its members' common one.
        var pieceTarget: [Int?] = []
        for piece in layout.pieces {
            let ranks = Set(piece.members.compactMap { targets[$0] })
            guard ranks.count <= 1 else {
                let members = outline.members(of: declaration)
                let line = piece.members.first.map { outline.location(ofToken: members[members.index(members.startIndex, offsetBy: $0)].keywordToken).line } ?? 0
                return .heldBack(piece.isBlock
                    ? "the `#if` block around line \(line) holds members of different sections; split it by hand"
                    : "members sharing line \(line) belong in different sections")
            }
            pieceTarget.append(ranks.first)
        }
        var top: [Int] = []
        var sections = Array(repeating: [Int](), count: titles.count)
        var current: Int?
        var seenTarget = false
        for (index, target) in pieceTarget.enumerated() {
            if let target {
                current = target
                seenTarget = true
            }
            if seenTarget, let current { sections[current].append(index) } else { top.append(index) }
        }
        // Nested types above their first users, where that keeps them in a valid section.
        if !users.isEmpty {
            var order: [(piece: Int, section: Int?)] = top.map { ($0, nil) }
            for (rank, pieces) in sections.enumerated() { order += pieces.map { ($0, rank) } }
            for typePiece in Array(order.map(\.piece)) {
                guard let position = order.firstIndex(where: { $0.piece == typePiece }),
                      let member = layout.pieces[typePiece].members.first, !layout.pieces[typePiece].isBlock,
                      let typeUsers = users[member] else { continue }
                guard let userPosition = order.indices.first(where: { index in
                    index < position && layout.pieces[order[index].piece].members.contains { typeUsers.contains($0) }
                }) else { continue }
                let anywhere = movableTypes[member] == true && pieceTarget[typePiece] == nil
                let userSection = order[userPosition].section
                guard anywhere || userSection == order[position].section else { continue }
                order.remove(at: position)
                order.insert((typePiece, userSection), at: userPosition)
            }
            top = order.filter { $0.section == nil }.map(\.piece)
            for rank in sections.indices { sections[rank] = order.filter { $0.section == rank }.map(\.piece) }
        }
        let newOrder = (top + sections.flatMap { $0 }).flatMap { layout.pieces[$0].members }
        if let reason = StoredOrder.violation(in: declaration, newOrder: newOrder, outline: outline, caller: caller) { return .heldBack(reason) }
        let rendered = layout.render(top: top, sections: sections, titles: titles)
        guard rendered != layout.original(outline) else { return .none }
        return .edit(TextEdit(range: layout.bodyStart..<layout.bodyEnd, replacement: rendered))
    }

    /// The MARK title each section gets: the first configured alias, else the section's name.
    static func titles(_ order: SectionOrder, options: RuleOptions) -> [String] {
        order.sections.map { section in options.values[section.option.key]?.first ?? section.name }
    }

    /// The members (indices into the body's members) of `declaration` that mention each nested
    /// type or typealias in their declaration, for properties, functions and subscripts.
    static func typeUsers(of declaration: Declaration, outline: SourceOutline) -> [Int: Set<Int>] {
        let members = Array(outline.members(of: declaration))
        var byName: [String: Int] = [:]
        for (index, member) in members.enumerated() where (member.kind.isType || member.kind == .typealias) {
            if let name = outline.name(of: member), byName[name] == nil { byName[name] = index }
        }
        guard !byName.isEmpty else { return [:] }
        var users: [Int: Set<Int>] = [:]
        for (index, member) in members.enumerated() where member.kind == .variable || member.kind == .function || member.kind == .subscript {
            for token in member.tokens where outline.tokens[token].kind == .identifier {
                if let type = byName[outline.text(token)] { users[type, default: []].insert(index) }
            }
        }
        return users
    }

    /// `types_before_use` on its own: the edit moving the nested type `typeIndex` (with its
    /// comments and attributes) above the piece holding `userIndex`, or nil when either sits in
    /// a `#if` block with the other or the body cannot be cut.
    static func moveAbove(typeIndex: Int, userIndex: Int, in declaration: Declaration, outline: SourceOutline,
                          aliases: [String: Int], allowCrossingMarks: Bool) -> TextEdit? {
        guard let layout = BodyLayout(declaration, outline: outline, aliases: aliases),
              let typePiece = layout.pieces.firstIndex(where: { $0.members == [typeIndex] && !$0.isBlock }),
              let userPiece = layout.pieces.firstIndex(where: { $0.members.contains(userIndex) }),
              userPiece < typePiece else { return nil }
        let bytes = outline.file.bytes
        let type = layout.pieces[typePiece], user = layout.pieces[userPiece]
        let between = Array(bytes[user.textStart..<type.blankStart])
        if !allowCrossingMarks, outline.marks.contains(where: { (user.textStart..<type.textStart).contains($0.offset) }) { return nil }
        let replacement = type.text + type.blankText
        var tail = between
        if layout.crlf { tail = Array(String(decoding: tail, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n").utf8) }
        var head = replacement
        if layout.crlf { head = Array(String(decoding: head, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n").utf8) }
        return TextEdit(range: user.textStart..<type.textEnd, replacement: String(decoding: head + tail, as: UTF8.self))
    }
}
