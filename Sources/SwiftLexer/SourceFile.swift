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
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SourceFileError.unreadable(path)
        }
        self.init(path: path, bytes: [UInt8](data), trivia: trivia)
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

    public init(_ bytes: [UInt8]) {
        var starts: [UInt32] = [0]
        var ascii: [Bool] = []
        starts.reserveCapacity(bytes.count / 32 + 1)
        ascii.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var index = 0
            var lineIsASCII = true
            while index < count {
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
            ascii.append(lineIsASCII)
        }
        self.starts = starts
        asciiLines = ascii
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
        // Characters, not bytes, on lines holding non-ASCII text.
        let prefix = bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
        return SourceLocation(line: line + 1, column: prefix.count + 1)
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
