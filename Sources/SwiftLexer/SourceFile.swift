import Foundation

/// A source file's bytes, its tokens, and the line table to turn offsets into positions.
/// Immutable once built, so it can be shared across threads.
public final class SourceFile: Sendable {
    public let path: String
    public let bytes: [UInt8]
    public let lexed: LexedSource
    public let lines: LineTable

    public init(path: String, bytes: [UInt8], trivia: TriviaKept = .all) {
        self.path = path
        self.bytes = bytes
        self.lexed = Lexer.lex(bytes, trivia: trivia)
        self.lines = LineTable(bytes)
    }

    public convenience init(path: String = "<memory>", text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// Reads a file; the error names the file.
    public convenience init(contentsOf path: String, trivia: TriviaKept = .all) throws {
        guard let bytes = FileBytes.contents(of: path) else { throw SourceFileError.unreadable(path) }
        self.init(path: path, bytes: bytes, trivia: trivia)
    }

    public var tokens: [Token] { lexed.tokens }

    /// The token's bytes as text (invalid UTF-8 is repaired, never trapped on).
    public func text(_ token: Token) -> String { text(token.range) }

    public func text(_ range: Range<Int>) -> String {
        let clamped = range.clamped(to: 0..<bytes.count)
        return bytes.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[clamped]), as: UTF8.self)
        }
    }

    public func location(of offset: Int) -> SourceLocation { lines.location(of: offset, in: bytes) }
    public func location(of token: Token) -> SourceLocation { location(of: Int(token.start)) }
}

public enum SourceFileError: Error, CustomStringConvertible, Equatable {
    case unreadable(String)

    public var description: String {
        switch self {
        case .unreadable(let path): return "\(path): error: cannot read file"
        }
    }
}

/// A 1-based line and column. Columns count characters (grapheme clusters), as Xcode and
/// SwiftLint do, so a line holding an emoji reports the column an editor shows after it.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}

/// Byte offsets where each line starts. `\n`, `\r\n` and a lone `\r` all end a line.
public struct LineTable: Sendable {
    /// 32-bit like token offsets: one per line of possibly huge generated files.
    private let starts: [UInt32]
    /// Whether each line holds only ASCII, so its columns are byte distances.
    private let asciiLines: [Bool]
    /// For long lines holding non-ASCII text: character counts at points along the line, so a
    /// column is counted from the nearest point before it, not from the line's start — counting
    /// from the start made many findings on one long line quadratic.
    private let columnCheckpoints: [Int: [ColumnCheckpoint]]

    /// A byte offset that is always a character boundary (an ASCII byte after an ASCII byte), and
    /// how many characters of its line come before it.
    private struct ColumnCheckpoint: Sendable {
        var offset: UInt32
        var characters: UInt32
    }

    /// Lines at least this long (in bytes) get checkpoints, about this many bytes apart.
    private static let checkpointedLineLength = 1024
    private static let checkpointSpacing = 256

    public init(_ bytes: [UInt8]) {
        // Built inside the closure, nothing captured: captured arrays appended to per line were
        // checked for exclusive access at every append.
        let (starts, ascii) = bytes.withUnsafeBufferPointer { buffer -> ([UInt32], [Bool]) in
            var starts: [UInt32] = [0]
            var ascii: [Bool] = []
            starts.reserveCapacity(buffer.count / 32 + 1)
            ascii.reserveCapacity(buffer.count / 32 + 1)
            let count = buffer.count
            var index = 0
            var lineIsASCII = true
            // Without a carriage return anywhere (most files), each line ends at the next LF,
            // found by `memchr`; only its ASCII-ness is read, a word at a time.
            if let base = buffer.baseAddress, memchr(base, 0x0D, count) == nil {
                while let found = memchr(base + index, 0x0A, count - index) {
                    let end = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
                    starts.append(UInt32(truncatingIfNeeded: end + 1))
                    ascii.append(Self.isASCII(base + index, end - index))
                    index = end + 1
                }
                ascii.append(Self.isASCII(base + index, count - index))
                return (starts, ascii)
            }
            while index < count {
                // Eight bytes at a time, byte by byte only through words holding a line break:
                // most of a line is skipped in a few loads (byte by byte, the table was a
                // twentieth of a cold lint).
                var end = count
                if index + 8 <= count {
                    let word = UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(as: UInt64.self)
                    if !Self.hasLineBreak(word) {
                        if word & 0x8080_8080_8080_8080 != 0 { lineIsASCII = false }
                        index += 8
                        continue
                    }
                    end = index + 8
                }
                while index < end {
                    let byte = buffer[index]
                    if byte == 0x0A || byte == 0x0D {
                        if byte == 0x0D, index + 1 < count, buffer[index + 1] == 0x0A { index += 1 }
                        starts.append(UInt32(truncatingIfNeeded: index + 1))
                        ascii.append(lineIsASCII)
                        lineIsASCII = true
                    } else if byte >= 0x80 {
                        lineIsASCII = false
                    }
                    index += 1
                }
            }
            ascii.append(lineIsASCII)
            return (starts, ascii)
        }
        self.starts = starts
        asciiLines = ascii
        var checkpoints: [Int: [ColumnCheckpoint]] = [:]
        for line in ascii.indices where !ascii[line] {
            let start = Int(starts[line]), end = line + 1 < starts.count ? Int(starts[line + 1]) : bytes.count
            if end - start >= Self.checkpointedLineLength { checkpoints[line] = Self.checkpoints(bytes, start..<end) }
        }
        columnCheckpoints = checkpoints
    }

    @inline(__always)
    private static func isASCII(_ start: UnsafePointer<UInt8>, _ length: Int) -> Bool {
        var offset = 0, bits: UInt64 = 0
        while offset + 8 <= length {
            bits |= UnsafeRawPointer(start + offset).loadUnaligned(as: UInt64.self)
            offset += 8
        }
        var tail: UInt8 = 0
        while offset < length { tail |= start[offset]; offset += 1 }
        return bits & 0x8080_8080_8080_8080 == 0 && tail < 0x80
    }

    /// Whether any byte of the (little- or big-endian, it does not matter) word is LF or CR: a
    /// byte equal to the pattern's becomes zero after the XOR, found by the classic zero-byte test.
    @inline(__always)
    private static func hasLineBreak(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let lf = word ^ (ones &* 0x0A), cr = word ^ (ones &* 0x0D)
        return ((lf &- ones) & ~lf & highs) | ((cr &- ones) & ~cr & highs) != 0
    }

    private static func checkpoints(_ bytes: [UInt8], _ line: Range<Int>) -> [ColumnCheckpoint] {
        bytes.withUnsafeBufferPointer { buffer in
            var result: [ColumnCheckpoint] = []
            var segmentStart = line.lowerBound
            var characters = 0
            var candidate = line.lowerBound + checkpointSpacing
            while candidate < line.upperBound {
                // Between two ASCII bytes other than CR LF (which ends the line) there is always a
                // character boundary, so counts of the pieces add up to the count of the whole.
                var point = candidate
                while point < line.upperBound, buffer[point] >= 0x80 || buffer[point - 1] >= 0x80 || buffer[point - 1] == 0x0D {
                    point += 1
                }
                guard point < line.upperBound else { break }
                characters += String(decoding: UnsafeBufferPointer(rebasing: buffer[segmentStart..<point]), as: UTF8.self).count
                result.append(ColumnCheckpoint(offset: UInt32(truncatingIfNeeded: point), characters: UInt32(truncatingIfNeeded: characters)))
                segmentStart = point
                candidate = point + checkpointSpacing
            }
            return result
        }
    }

    public var count: Int { starts.count }

    /// The byte offset where the 0-based line `index` starts.
    public func start(ofLine index: Int) -> Int { Int(starts[index]) }

    /// The 0-based line index holding `offset`.
    public func lineIndex(of offset: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if Int(starts[mid]) <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    public func location(of offset: Int, in bytes: [UInt8]) -> SourceLocation {
        let line = lineIndex(of: offset)
        let start = Int(starts[line])
        let end = max(start, min(offset, bytes.count))
        if asciiLines[line] { return SourceLocation(line: line + 1, column: end - start + 1) }
        // Characters, not bytes, on lines holding non-ASCII text: counted from the last
        // checkpoint at or before the offset, if the line has any.
        var from = start, before = 0
        if let checkpoints = columnCheckpoints[line] {
            var low = 0, high = checkpoints.count
            while low < high {
                let middle = (low + high) / 2
                if Int(checkpoints[middle].offset) <= end { low = middle + 1 } else { high = middle }
            }
            if low > 0 { from = Int(checkpoints[low - 1].offset); before = Int(checkpoints[low - 1].characters) }
        }
        let prefix = bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[from..<end]), as: UTF8.self) }
        return SourceLocation(line: line + 1, column: before + prefix.count + 1)
    }
}

extension SourceFile {
    /// The first line break of `bytes`: `\r\n`, `\r` or (also for text without any) `\n` — the
    /// style an edit's inserted lines take, so no file ends up with mixed endings.
    public static func lineBreak(of bytes: [UInt8]) -> [UInt8] {
        guard let index = bytes.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return [0x0A] }
        if bytes[index] == 0x0A { return [0x0A] }
        return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? [0x0D, 0x0A] : [0x0D]
    }
}
