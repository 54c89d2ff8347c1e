import MVVMScaffold
import XCTest

final class LineDiffTests: XCTestCase {
    private let lines = (1...20).map { "line \($0)" }

    private func text(_ lines: [String]) -> String { lines.joined(separator: "\n") + "\n" }

    func testAnInsertionIsOneHunkWithThreeLinesAround() {
        var changed = lines
        changed.insert("new", at: 10)
        XCTAssertEqual(LineDiff.unified(text(lines), text(changed), path: "A.swift"), """
            --- a/A.swift
            +++ b/A.swift
            @@ -8,6 +8,7 @@
             line 8
             line 9
             line 10
            +new
             line 11
             line 12
             line 13

            """)
    }

    func testDistantChangesAreTwoHunksAndCloseOnesOne() {
        var changed = lines
        changed[1] = "two"
        changed[18] = "nineteen"
        let diff = LineDiff.unified(text(lines), text(changed), path: "A.swift")
        XCTAssertEqual(diff.components(separatedBy: "\n@@ ").count, 3, diff)
        XCTAssertTrue(diff.contains("@@ -1,5 +1,5 @@\n line 1\n-line 2\n+two\n line 3\n"), diff)
        XCTAssertTrue(diff.contains("@@ -16,5 +16,5 @@\n line 16\n line 17\n line 18\n-line 19\n+nineteen\n line 20\n"), diff)
        var close = lines
        close[5] = "six"
        close[9] = "ten"
        XCTAssertEqual(LineDiff.unified(text(lines), text(close), path: "A.swift").components(separatedBy: "@@ -").count, 2)
    }

    func testSameTextsHaveNoHunk() {
        XCTAssertEqual(LineDiff.unified(text(lines), text(lines), path: "A.swift"), "--- a/A.swift\n+++ b/A.swift\n")
    }
}
