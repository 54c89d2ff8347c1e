import Foundation
import MVVMLint
import XCTest

/// Many findings on one long line: each keeps a bounded key for its line, folded once per
/// line, never a copy of the whole line per finding (which made the run quadratic).
final class LongLineTests: XCTestCase {
    /// `if` and `switch` nested 1,000 levels in a view model's method and a view's body: the
    /// statement readers pushed each `switch` case's block once per enclosing level, so this
    /// never finished before (250 levels ran for over 14 minutes); now it is read in linear work.
    func testDeeplyNestedStatementsInAViewModelAndAViewAreLinted() {
        func levels(_ innermost: String) -> String {
            let depth = 1_000
            var text = ""
            for level in 0..<depth { text += level % 2 == 1 ? "switch value {\ncase \(level):\n" : "if flag {\n" }
            text += innermost
            for level in (0..<depth).reversed() { text += level % 2 == 1 ? "default: break\n}\n" : "}\n" }
            return text
        }
        let text = """
            import SwiftUI

            @MainActor
            final class DeepViewModel: ObservableObject {
                @Published private(set) var value = 0
                func update(_ flag: Bool) {
            \(levels("value = 1\n"))    }
            }

            struct DeepView: View {
                @StateObject private var viewModel = DeepViewModel()
                let flag: Bool
                var value: Int { viewModel.value }
                var body: some View {
            \(levels("Text(\"deep\")\n"))    }
            }

            """
        let path = "/deep/Sources/Deep.swift"
        var files = DiscoveredFiles()
        files.project = [path]
        files.toLint = [path]
        files.contents = [path: Array(text.utf8)]
        let outcome = LintRun.run(files: files, configuration: LintConfiguration(rootDirectory: "/deep"), workingDirectory: "/deep")
        XCTAssertEqual(outcome.lintedFiles, 1)
        XCTAssertEqual(outcome.violations.map(\.rule), [], "\(outcome.violations.prefix(3))")
    }

    func testFindingsOnALongLineKeepABoundedLineText() throws {
        let count = 3_000
        let properties = (0..<count).map { "@Published var value\($0) = \($0)" }.joined(separator: "; ")
        let text = "import SwiftUI\n\n@MainActor\nfinal class WideViewModel: ObservableObject {\n    \(properties) // é\n}\n"
        let path = "/wide/Sources/WideViewModel.swift"
        var files = DiscoveredFiles()
        files.project = [path]
        files.toLint = [path]
        files.contents = [path: Array(text.utf8)]
        let outcome = LintRun.run(files: files, configuration: LintConfiguration(rootDirectory: "/wide"), workingDirectory: "/wide")
        let onTheLine = outcome.violations.filter { $0.line == 5 && $0.rule == "output_private_set" }
        XCTAssertEqual(onTheLine.count, count)
        let texts = Set(onTheLine.map(\.lineText))
        XCTAssertEqual(texts.count, 1)
        let lineText = try XCTUnwrap(texts.first)
        XCTAssertTrue(lineText.hasPrefix("@Published var value0 = 0; @Published var value1 = 1;"), String(lineText.prefix(80)))
        XCTAssertLessThanOrEqual(lineText.count, Violation.lineTextLimit + 40)
        // Columns count characters (the line ends in a non-ASCII comment): the last finding, at
        // its `var`, is as many characters in as bytes, since all before it is ASCII.
        let last = try XCTUnwrap(onTheLine.max { $0.column < $1.column })
        let line = "    \(properties) // é"
        let lastVar = line.utf8.count - "var value\(count - 1) = \(count - 1) // é".utf8.count
        XCTAssertEqual(last.column, lastVar + 1)
        XCTAssertEqual(Set(Fingerprints.assign(outcome.violations)).count, outcome.violations.count)
    }

    func testShortLinesKeepTheirWholeFoldedText() {
        XCTAssertEqual(Violation.lineText("  let  x =\t1 "), "let x = 1")
        let long = String(repeating: "ab ", count: 400)
        let kept = Violation.lineText(Substring(long))
        XCTAssertTrue(kept.hasPrefix(String(Violation.normalizedLine(Substring(long)).prefix(Violation.lineTextLimit)) + "… #"))
        XCTAssertNotEqual(kept, Violation.lineText(Substring(long + "c")))
    }

    /// ASCII lines are folded on their bytes, others by characters: both must fold as splitting
    /// into characters at spaces, tabs and line breaks and joining with one space does.
    func testFoldingOnBytesMatchesFoldingByCharacters() {
        let pieces = [" ", "\t", "\r", "\n", "\r\n", "a", "bc", "=", "é", " \u{301}", "👍🏽", "x"]
        var generator = SystemRandomNumberGenerator()
        for length in 0..<30 {
            for _ in 0..<40 {
                var text = ""
                for _ in 0..<length { text += pieces[Int.random(in: 0..<pieces.count, using: &generator)] }
                let expected = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }).joined(separator: " ")
                XCTAssertEqual(Violation.normalizedLine(Substring(text)), expected, text.debugDescription)
                let inner = ("[" + text + "]").dropFirst().dropLast()
                XCTAssertEqual(Violation.normalizedLine(inner), expected, text.debugDescription)
            }
        }
    }
}
