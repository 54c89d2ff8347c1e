import SwiftLexer
import SwiftOutline
import TestSupport
import XCTest

/// The outline's compact storage (issue 11's memory budget) answers exactly what the plain
/// structures it replaced did.
final class CompactOutlineTests: XCTestCase {
    /// The reading `BracketPairs` replaces: a partner stored for every token.
    private func denseMatch(_ tokens: [Token]) -> [Int32] {
        var matching = [Int32](repeating: -1, count: tokens.count)
        var stack: [Int] = []
        func family(_ kind: TokenKind) -> Int {
            switch kind {
            case .leftParen, .rightParen, .interpolationOpen, .interpolationClose: return 0
            case .leftBrace, .rightBrace: return 1
            default: return 2
            }
        }
        for index in tokens.indices {
            let kind = tokens[index].kind
            if kind.isOpeningBracket {
                stack.append(index)
            } else if kind.isClosingBracket {
                guard stack.contains(where: { family(tokens[$0].kind) == family(kind) }) else { continue }
                while let top = stack.popLast() {
                    if family(tokens[top].kind) == family(kind) {
                        matching[top] = Int32(index)
                        matching[index] = Int32(top)
                        break
                    }
                }
            }
        }
        for top in stack { matching[top] = Int32(tokens.count) }
        return matching
    }

    private func assertPairsAgree(_ text: String, _ label: String, file: StaticString = #filePath, line: UInt = #line) {
        let outline = SourceOutline(SourceFile(text: text))
        let expected = denseMatch(outline.tokens)
        for index in outline.tokens.indices where outline.matchingBracket[index] != expected[index] {
            XCTFail("\(label): token \(index) pairs with \(outline.matchingBracket[index]), expected \(expected[index])", file: file, line: line)
            return
        }
    }

    func testBracketPairsAgreeWithAPartnerPerTokenOnFixturesAndRandomNesting() throws {
        let root = CorpusFiles.packageRoot
        let paths = CorpusFiles.swiftFiles(under: root + "/Tests/Fixtures") + CorpusFiles.swiftFiles(under: root + "/Examples")
        XCTAssertGreaterThan(paths.count, 20)
        for path in paths { assertPairsAgree(try String(contentsOfFile: path, encoding: .utf8), path) }
        // Stray closers, openers closed over by another family, unclosed groups, interpolations,
        // and lengths around the 64-token words the pairs are ranked in.
        var generator = SystemRandomNumberGenerator()
        let pieces = ["(", ")", "{", "}", "[", "]", "a", "\"x\\(y)z\"", " ", "\n"]
        for round in 0..<400 {
            let length = Int.random(in: 0...200, using: &generator)
            let text = (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
            assertPairsAgree(text, "round \(round): \(text)")
        }
    }

    func testListsAreZeroBasedWindowsOfTheirOwnDeclaration() {
        let outline = SourceOutline(SourceFile(text: """
            struct A: P, Q {
                @State private var x = 1, y = 2
                func f(a: Int, b c: String) {}
            }
            enum E { case one(Int), two }
            """))
        let a = outline.declarations.first { outline.name(of: $0) == "A" }!
        XCTAssertEqual(a.members.count, 2)
        let property = outline.declarations[a.members[0]]
        XCTAssertEqual(property.bindings.map { outline.text($0.nameToken) }, ["x", "y"])
        XCTAssertEqual(property.attributes.map { outline.name(of: $0) }, ["State"])
        XCTAssertEqual(property.modifiers.map(\.keyword), [.private])
        let function = outline.declarations[a.members[1]]
        XCTAssertEqual(function.parameters.map { outline.text($0.name!) }, ["a", "c"])
        XCTAssertEqual(function.parameters[1].label.map { outline.text($0) }, "b")
        XCTAssertTrue(function.bindings.isEmpty)
        XCTAssertEqual(a.inheritance.map { outline.text($0) }, ["P", "Q"])
        let e = outline.declarations.first { outline.name(of: $0) == "E" }!
        let cases = Array(outline.members(of: e).flatMap(\.caseElements))
        XCTAssertEqual(cases.map { outline.text($0.nameToken) }, ["one", "two"])
        XCTAssertEqual(cases[0].associatedValues.count, 1)
    }

    /// Generated files hold a declaration every few dozen bytes: these sizes are what keeps a
    /// 50 MB file's peak under 10 times its size (BENCHMARKS.md).
    func testDeclarationsAndTheirPartsStayCompact() {
        XCTAssertLessThanOrEqual(MemoryLayout<Declaration>.stride, 128)
        XCTAssertLessThanOrEqual(MemoryLayout<Binding>.stride, 36)
        XCTAssertLessThanOrEqual(MemoryLayout<Attribute>.stride, 20)
        XCTAssertLessThanOrEqual(MemoryLayout<Modifier>.stride, 12)
        XCTAssertLessThanOrEqual(MemoryLayout<Parameter>.stride, 32)
    }

    func testLexingForLintKeepsEveryTokenAndFlagAndOnlyTheComments() throws {
        let root = CorpusFiles.packageRoot
        let paths = CorpusFiles.swiftFiles(under: root + "/Tests/Fixtures") + CorpusFiles.swiftFiles(under: root + "/Examples")
        for path in paths + ["#!/usr/bin/env swift\n// one\nlet a = 1 /* two */ + 2\n"] {
            let bytes = path.hasPrefix("#!") ? Array(path.utf8) : Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            let all = Lexer.lex(bytes), lean = Lexer.lex(bytes, trivia: .comments)
            XCTAssertEqual(lean.tokens, all.tokens, path)
            XCTAssertEqual(lean.trivia, all.trivia.filter { $0.kind != .whitespace && $0.kind != .newline }, path)
            XCTAssertLessThan(lean.trivia.count, all.trivia.count, path)
        }
    }
}
