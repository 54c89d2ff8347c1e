import Foundation
import MVVMLint
import MVVMRules
import XCTest

/// The JSON report is written directly; it must be the text `JSONEncoder` writes for the same
/// findings (pretty-printed, sorted keys, slashes unescaped), byte for byte.
final class JSONReporterTests: XCTestCase {
    private func encoded(_ violations: [Violation]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(violations), as: UTF8.self) + "\n"
    }

    func testTheReportIsWhatTheEncoderWrites() throws {
        XCTAssertEqual(JSONReporter().report([]), try encoded([]))
        var pieces = ["a", "Sources/App/Login View.swift", "\"", "\\", "/", "é", "👍🏽", "e\u{301}", "\u{7F}", "\u{2028}", " ", "`x`"]
        pieces += (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }
        var generator = SystemRandomNumberGenerator()
        func text() -> String {
            (0..<Int.random(in: 0..<12, using: &generator)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
        }
        for count in [1, 2, 7, 40] {
            let violations = (0..<count).map { _ in
                Violation(file: text(), line: Int.random(in: 0..<100_000, using: &generator), column: Int.random(in: 1..<500, using: &generator),
                          severity: Bool.random(using: &generator) ? .warning : .error, rule: text(), message: text())
            }
            XCTAssertEqual(JSONReporter().report(violations), try encoded(violations))
        }
    }
}
