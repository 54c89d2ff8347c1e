import SwiftLexer
import XCTest

/// Inputs built to break a naive lexer: they must lex completely, cover every byte, and not
/// overflow the stack. (Their running time is measured by the benchmark's `--pathological`
/// mode, never asserted here.)
final class PathologicalInputTests: XCTestCase {
    func testFiveMegabyteSingleLine() {
        let line = String(repeating: "let x = foo(bar, \"baz\") + 1; ", count: 5_000_000 / 30)
        let bytes = Array(line.utf8)
        let lexed = Lexer.lex(bytes)
        XCTAssertEqual(lexed.tokens.filter { $0.isAtStartOfLine }.count, 1)
        XCTAssertEqual(lexed.tokens.count, 14 * (5_000_000 / 30))
        assertRoundTrip(bytes)
    }

    func testHundredThousandNestedBracketsAndParentheses() {
        let depth = 100_000
        let source = String(repeating: "{(", count: depth) + String(repeating: ")}", count: depth)
        let lexed = Lexer.lex(Array(source.utf8))
        XCTAssertEqual(lexed.tokens.count, 4 * depth)
        XCTAssertTrue(lexed.diagnostics.isEmpty)
    }

    func testHundredThousandNestedInterpolations() {
        let depth = 100_000
        let source = String(repeating: "\"\\(", count: depth) + String(repeating: ")\"", count: depth)
        let lexed = Lexer.lex(Array(source.utf8))
        XCTAssertEqual(lexed.tokens.filter { $0.kind == .stringOpen }.count, depth)
        XCTAssertEqual(lexed.tokens.filter { $0.kind == .stringClose }.count, depth)
        XCTAssertTrue(lexed.diagnostics.isEmpty)
    }

    func testTenThousandUnterminatedStrings() {
        // Each on its own line, then all on one line (nested interpolations left open), then an
        // unterminated multi-line string swallowing the rest.
        let source = String(repeating: "\"open\n", count: 10_000) + String(repeating: "\"a \\(", count: 10_000)
            + "\n#\"\"\"\n" + String(repeating: "\"", count: 10_000)
        let bytes = Array(source.utf8)
        let lexed = Lexer.lex(bytes)
        let malformedOpenings = lexed.tokens.filter { $0.kind == .stringOpen && $0.flags.contains(.malformed) }
        XCTAssertEqual(malformedOpenings.count, 20_001)
        // The line of open interpolations all end at its newline, so the raw string that follows
        // is read as a string, at top level.
        let rawOpening = lexed.tokens.first { $0.kind == .stringOpen && bytes[Int($0.start)] == UInt8(ascii: "#") }
        XCTAssertNotNil(rawOpening)
        XCTAssertEqual(lexed.tokens.last?.kind, .stringSegment)
        XCTAssertEqual(lexed.diagnostics.count, 20_001)
        assertRoundTrip(bytes)
    }

    func testRandomBytesNeverTrap() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let bytes = (0..<Int.random(in: 0..<2_000, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            assertRoundTrip(bytes)
        }
    }
}
