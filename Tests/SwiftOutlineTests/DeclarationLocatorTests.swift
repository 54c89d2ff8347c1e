import SwiftLexer
import SwiftOutline
import TestSupport
import XCTest

/// The locator answers what a scan of every declaration would — the innermost one holding an
/// offset — at every token of real files, without the scan.
final class DeclarationLocatorTests: XCTestCase {
    /// The reading it replaces: the smallest declaration whose bytes hold the offset.
    private func scanned(_ outline: SourceOutline, _ offset: Int) -> Int? {
        var best: Int?
        for (index, declaration) in outline.declarations.enumerated() where !declaration.tokens.isEmpty {
            let start = Int(outline.tokens[declaration.tokens.lowerBound].start)
            let end = Int(outline.tokens[declaration.tokens.upperBound - 1].end)
            guard start <= offset, offset < end else { continue }
            if let current = best, outline.declarations[current].tokens.count <= declaration.tokens.count { continue }
            best = index
        }
        return best
    }

    func testAgreesWithAFullScanAtEveryTokenOfTheFixturesAndExample() throws {
        let root = CorpusFiles.packageRoot
        let paths = CorpusFiles.swiftFiles(under: root + "/Tests/Fixtures") + CorpusFiles.swiftFiles(under: root + "/Examples")
        XCTAssertGreaterThan(paths.count, 20)
        var checked = 0
        for path in paths {
            let outline = SourceOutline(try SourceFile(contentsOf: path))
            let locator = DeclarationLocator(outline)
            for token in outline.tokens {
                XCTAssertEqual(locator.innermost(at: Int(token.start)), scanned(outline, Int(token.start)), "\(path) at \(token.start)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 5_000)
    }

    func testNamesTheNestingAndFileLevel() {
        let outline = SourceOutline(SourceFile(text: "let a = 1\nstruct A {\n  struct B { var c = 2 }\n  func d() {}\n}\n"))
        let locator = DeclarationLocator(outline)
        let offsetOf = { (text: String) in Int(outline.tokens[outline.tokens.indices.first { outline.text($0) == text }!].start) }
        XCTAssertEqual(locator.qualifiedName(at: offsetOf("c")), "A.B.c")
        XCTAssertEqual(locator.qualifiedName(at: offsetOf("d")), "A.d")
        XCTAssertEqual(locator.qualifiedName(at: 0), "a")
        XCTAssertEqual(locator.qualifiedName(at: outline.file.bytes.count), "")
    }
}
