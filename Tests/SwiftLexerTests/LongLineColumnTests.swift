import SwiftLexer
import XCTest

/// Columns on long lines holding non-ASCII text are counted from checkpoints along the line;
/// they must be the columns counted from the line's start.
final class LongLineColumnTests: XCTestCase {
    private func naiveColumn(_ bytes: [UInt8], _ offset: Int) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D { start -= 1 }
        return String(decoding: bytes[start..<offset], as: UTF8.self).count + 1
    }

    func testColumnsOnLongNonASCIILinesMatchCountingFromTheLineStart() {
        let pieces = ["let a = 1; ", "\"é\"; ", "👍🏽", "e\u{301}", "🇫🇷🇩🇪", "x", " ", "\u{0600}1", "ab"]
        var text = "import Foundation\r\n"
        for step in 0..<3_000 { text += pieces[(step * 7 + step / 3) % pieces.count] }
        text += "\r\nlet tail = \"ü\"\n" + String(repeating: "ß", count: 2_000) + "\n"
        var bytes = Array(text.utf8)
        bytes.insert(0xFF, at: 5_000)  // invalid UTF-8 inside the long line
        let table = LineTable(bytes)
        for offset in stride(from: 0, to: bytes.count, by: 7) where !(bytes[offset] == 0x0A && bytes[offset - 1] == 0x0D) {
            XCTAssertEqual(table.location(of: offset, in: bytes).column, naiveColumn(bytes, offset), "offset \(offset)")
        }
    }

    private func naiveLine(_ bytes: [UInt8], _ offset: Int) -> Int {
        var line = 1, index = 0
        while index < offset {
            if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                // CR LF is one break; an offset on its LF is still on the line it ends.
                if index + 1 == offset { return line }
                index += 1
            }
            if bytes[index] == 0x0A || bytes[index] == 0x0D { line += 1 }
            index += 1
        }
        return line
    }

    /// The table reads eight bytes at a time: breaks (LF, CR, CR LF split across two words) and
    /// non-ASCII bytes at every position of a word must give the lines and columns a byte-by-byte
    /// reading gives.
    func testLinesAndColumnsMatchAByteByByteReadingWhereverBreaksFall() {
        var generator = SystemRandomNumberGenerator()
        let all: [[UInt8]] = [[0x0A], [0x0D], [0x0D, 0x0A], Array("é".utf8), Array("abcdefg".utf8), [0x20], Array("x".utf8), [0xFF]]
        // Text without a carriage return is read another way (line feed to line feed): both are tried.
        for pieces in [all, all.filter { !$0.contains(0x0D) }] {
            for length in 0..<40 {
                for _ in 0..<25 {
                    var bytes: [UInt8] = []
                    while bytes.count < length { bytes += pieces[Int.random(in: 0..<pieces.count, using: &generator)] }
                    let table = LineTable(bytes)
                    for offset in 0...bytes.count {
                        let location = table.location(of: offset, in: bytes)
                        XCTAssertEqual(location.line, naiveLine(bytes, offset), "\(bytes) at \(offset)")
                        if offset == bytes.count || !(bytes[offset] == 0x0A && offset > 0 && bytes[offset - 1] == 0x0D) {
                            XCTAssertEqual(location.column, naiveColumn(bytes, offset), "\(bytes) at \(offset)")
                        }
                    }
                }
            }
        }
    }
}
