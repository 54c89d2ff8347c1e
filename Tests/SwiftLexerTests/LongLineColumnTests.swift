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
}
