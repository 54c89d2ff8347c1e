import MVVMRules
import SwiftLexer
import SwiftOutline
import XCTest

/// Types nested thousands of levels deep: each qualified name spells every level above it, so
/// indexing them all cost time and memory quadratic in the depth (8,000 levels: 20 s, 280 MB).
final class DeepNestingTests: XCTestCase {
    func testTypesBelowTheDepthLimitAreNotIndexed() {
        let depth = 5_000
        let text = (0..<depth).map { "struct Level\($0) {\n" }.joined() + "var value = 1\n" + String(repeating: "}\n", count: depth)
        let facts = FactExtractor.facts(of: SourceOutline(SourceFile(text: text)), path: "Deep.swift", isTestFile: false)
        XCTAssertEqual(facts.types.count, SourceOutline.qualifiedNameDepthLimit)
        XCTAssertEqual(facts.types.map { $0.name.split(separator: ".").count }.max(), SourceOutline.qualifiedNameDepthLimit)
        XCTAssertEqual(facts.types.last?.name.hasSuffix("Level\(SourceOutline.qualifiedNameDepthLimit - 1)"), true)
    }
}
