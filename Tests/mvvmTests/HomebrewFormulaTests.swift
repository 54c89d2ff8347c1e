import Foundation
import MVVMLint
import TestSupport
import XCTest

/// Formula/mvvm.rb stays true to the tool without Ruby or Homebrew at hand: its version is the
/// binary's, it builds the `mvvm` product in release, and what its `test do` block expects is
/// what mvvm prints for the Swift it writes. (`ruby Scripts/check-formula.rb` runs the formula's
/// install and test blocks for real where Ruby is installed.)
final class HomebrewFormulaTests: XCTestCase {
    /// The project's address is one decision: the README's install lines and the formula name
    /// the same `owner/mvvm` (today the placeholder `OWNER/mvvm`, until it is published).
    func testEveryPlaceNamesTheSameAddress() throws {
        var owners = Set<String>()
        for file in ["README.md", "Formula/mvvm.rb"] {
            let text = try String(contentsOfFile: CorpusFiles.packageRoot + "/" + file, encoding: .utf8)
            for pattern in [#"github\.com/([A-Za-z0-9_.-]+)/mvvm\b"#, #"mint install ([A-Za-z0-9_.-]+)/mvvm\b"#, #"`([A-Za-z0-9_.-]+)/mvvm@"#] {
                let regex = try NSRegularExpression(pattern: pattern)
                for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    owners.insert(String(text[Range(match.range(at: 1), in: text)!]))
                }
            }
        }
        XCTAssertEqual(owners, ["OWNER"], "every place names the project's address the same way")
    }

    func testFormulaMatchesTheToolItInstalls() throws {
        let formula = try String(contentsOfFile: CorpusFiles.packageRoot + "/Formula/mvvm.rb", encoding: .utf8)
        XCTAssertTrue(formula.contains("version \"\(MVVMVersion.current)\""), "the formula's version is not \(MVVMVersion.current)")
        XCTAssertTrue(formula.contains("/archive/refs/tags/\(MVVMVersion.current).tar.gz"), "the formula's url is not the \(MVVMVersion.current) tag")
        XCTAssertTrue(formula.contains("\"-c\", \"release\", \"--product\", \"mvvm\"") && formula.contains("bin.install \".build/release/mvvm\""))

        // The Swift of the test block (a squiggly heredoc: common indentation removed), linted.
        let lines = formula.components(separatedBy: "\n")
        let start = try XCTUnwrap(lines.firstIndex { $0.contains("<<~SWIFT") }) + 1
        let end = try XCTUnwrap(lines[start...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == "SWIFT" })
        let body = Array(lines[start..<end])
        let indent = body.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        let swift = body.map { String($0.dropFirst(min(indent, $0.count))) }.joined(separator: "\n") + "\n"
        let file = try XCTUnwrap(formula.range(of: #"testpath/"([A-Za-z]+\.swift)""#, options: .regularExpression)
            .map { String(formula[$0].dropFirst("testpath/\"".count).dropLast()) })
        let expected = try XCTUnwrap(formula.range(of: #"assert_match "[^"]*error:[^"]*""#, options: .regularExpression)
            .map { String(formula[$0].dropFirst("assert_match \"".count).dropLast()) })

        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write(file, swift)
        let lint = try CLI.run(["lint", "--quiet"], in: project.root)
        XCTAssertEqual(lint.status, 1, lint.output)
        XCTAssertTrue(lint.output.contains(expected), "expected \(expected) in \(lint.output)")
    }
}
