import Foundation
import TestSupport
import XCTest

/// Runs the lexer's oracle, the nested package under Tests/LexerOracle: SwiftSyntax lives there so
/// that nothing but this test ever fetches or builds it. Its scratch folder sits beside the root's
/// build folder — under Tests/ its checkouts would be read as this package's own Swift.
final class LexerOracleRunTests: XCTestCase {
    func testTheLexerAgreesWithSwiftSyntax() throws {
        let root = CorpusFiles.packageRoot
        let run = try ProcessRun.swift(["test", "--package-path", root + "/Tests/LexerOracle",
                                        "--scratch-path", root + "/.build-lexer-oracle"])
        XCTAssertEqual(run.status, 0, run.output)
        // The oracle prints its agreement; a run that compared nothing must not pass.
        let summary = run.output.split(separator: "\n").first { $0.hasPrefix("lexer oracle: ") }
        XCTAssertNotNil(summary, run.output)
        print(summary ?? "")
    }
}
