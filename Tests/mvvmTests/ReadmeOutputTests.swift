import Foundation
import TestSupport
import XCTest

/// The README shows real output: every `$ mvvm lint --config Examples/…` block in it is what that
/// command prints today (violations on standard output, the summary on standard error).
final class ReadmeOutputTests: XCTestCase {
    func testEveryLintBlockInTheReadmeIsTheCommandsOutput() throws {
        let readme = try String(contentsOfFile: CorpusFiles.packageRoot + "/README.md", encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        var checked = 0
        for (index, line) in lines.enumerated() where line.hasPrefix("$ mvvm lint --config Examples/") {
            let arguments = line.dropFirst("$ mvvm ".count).split(separator: " ").map(String.init)
            let block = lines[(index + 1)...].prefix { $0 != "```" }
            let result = try CLI.run(arguments)
            XCTAssertEqual(result.output, block.dropLast().map { $0 + "\n" }.joined(), line)
            XCTAssertEqual(result.error, (block.last ?? "") + "\n", line)
            checked += 1
        }
        // The four dialects' examples at least.
        XCTAssertGreaterThanOrEqual(checked, 4)
    }
}
