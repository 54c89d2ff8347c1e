@testable import SwiftOutline
import SwiftLexer
import XCTest

/// Hostile shapes read in linear work: asserted on the work done, never on a clock.
final class LinearShapeTests: XCTestCase {
    /// `if` and `switch` nested `depth` levels in a function body.
    private func nestedStatements(_ depth: Int) -> String {
        var text = "func update(_ flag: Bool) {\n"
        for level in 0..<depth { text += level % 2 == 1 ? "switch value {\ncase \(level):\n" : "if flag {\n" }
        text += "value = 1\n"
        for level in (0..<depth).reversed() { text += level % 2 == 1 ? "default: break\n}\n" : "}\n" }
        return text + "}\n"
    }

    /// Each brace's contents are split into statements once and each token stepped through
    /// once: reading nested blocks again from every enclosing level was quadratic, and pushing
    /// a `switch` case's block once per enclosing level was exponential (250 levels: minutes).
    func testBlockBracesOfNestedStatementsReadEachTokenOnce() {
        for depth in [10, 200, 2_000] {
            let outline = SourceOutline(SourceFile(text: nestedStatements(depth)))
            let body = outline.declarations[0].body!
            let scan = outline.scanStatementBlockBraces(in: body)
            let braces = outline.tokens.filter { $0.kind == .leftBrace }.count
            XCTAssertLessThanOrEqual(scan.rangesRead, braces, "depth \(depth)")
            XCTAssertLessThanOrEqual(scan.tokensScanned, outline.tokens.count, "depth \(depth)")
            XCTAssertGreaterThanOrEqual(scan.blocks.count, depth / 2, "depth \(depth): every switch body is a block")
        }
    }

    /// A finding's enclosing declaration names at most `qualifiedNameDepthLimit` levels, so
    /// naming findings in deep nesting is not quadratic.
    func testQualifiedNamesOfDeepNestingAreBounded() {
        let depth = 3_000
        let text = (0..<depth).map { "struct Level\($0) {\n" }.joined() + "var value = 1\n" + String(repeating: "}\n", count: depth)
        let outline = SourceOutline(SourceFile(text: text))
        let locator = DeclarationLocator(outline)
        let offset = text.utf8.count - String(repeating: "}\n", count: depth).utf8.count - "var value = 1\n".utf8.count
        let name = locator.qualifiedName(at: offset)
        XCTAssertEqual(name.split(separator: ".").count, SourceOutline.qualifiedNameDepthLimit)
        XCTAssertTrue(name.hasSuffix("Level\(depth - 1).value"), String(name.suffix(40)))
    }

    /// The windowed abbreviation of `dump --bodies` reads a bounded part of a long range and
    /// prints what the whole text would.
    func testAbbreviationOfLongRangesMatchesTheWholeText() {
        let samples = [
            "foo { " + String(repeating: "bar {\n    baz(1)\n", count: 3_000) + String(repeating: "}\n", count: 3_000) + "}",
            "a" + String(repeating: "\n        \n", count: 2_000) + "b" + String(repeating: "é👍🏽 ", count: 40),
            "short(call)",
            String(repeating: "🇫🇷", count: 300) + " x",
            "x" + String(repeating: " ", count: 5_000) + String(repeating: "e\u{301}", count: 100),
        ]
        for sample in samples {
            let outline = SourceOutline(SourceFile(text: sample))
            let all = 0..<outline.tokens.count
            XCTAssertEqual(OutlineDump.abbreviated(all, in: outline), OutlineDump.abbreviated(outline.text(all)))
        }
    }
}
