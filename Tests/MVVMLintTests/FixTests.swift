import Foundation
import MVVMLint
import MVVMRules
import XCTest

final class FixTests: XCTestCase {
    func testEditsApplyBackToFrontAndOverlapsWait() {
        let bytes = Array("abcdef".utf8)
        let (result, applied) = Fixer.apply([
            TextEdit(range: 1..<3, replacement: "X"),
            TextEdit(range: 2..<4, replacement: "Y"),  // overlaps the first, which waits for the next pass
            TextEdit(range: 5..<5, replacement: "!"),
        ], to: bytes)
        XCTAssertEqual(String(decoding: result, as: UTF8.self), "abYe!f")
        XCTAssertEqual(applied, 2)
    }

    func testFixRunInsertsPrivateSetAndReportsWhatIsLeft() throws {
        let source = """
            @MainActor final class CartViewModel: ObservableObject {
                @Published var items: [Int] = []
                @Published public internal(set) var total = 0
                @Published
                var coupon = ""
            }

            """
        let project = try TemporaryProject(["Cart.swift": source])
        let configuration = LintConfiguration(rootDirectory: project.root)
        let files = try FileDiscovery.discover(paths: [], configuration: configuration, workingDirectory: project.root)
        let outcome = LintRun.run(files: files, configuration: configuration, workingDirectory: project.root, fix: true)
        XCTAssertEqual(try String(contentsOfFile: project.path("Cart.swift"), encoding: .utf8), """
            @MainActor final class CartViewModel: ObservableObject {
                @Published private(set) var items: [Int] = []
                @Published public internal(set) var total = 0
                @Published
                private(set) var coupon = ""
            }

            """)
        XCTAssertEqual(outcome.fixed.map(\.count), [2])
        XCTAssertEqual(outcome.violations.map(\.line), [3], "no unambiguous fix for an explicit setter access")
        // A second run has nothing left to fix.
        let again = LintRun.run(files: files, configuration: configuration, workingDirectory: project.root, fix: true)
        XCTAssertTrue(again.fixed.isEmpty)
    }
}
