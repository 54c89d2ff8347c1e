import Foundation
import MVVMLint
import MVVMRules
import XCTest

final class BaselineTests: XCTestCase {
    let viewModel = """
        @MainActor final class CartViewModel: ObservableObject {
            @Published var items: [Int] = []
            @Published var total = 0
        }

        """

    func lint(_ project: TemporaryProject) throws -> [Violation] {
        let configuration = LintConfiguration(rootDirectory: project.root)
        let files = try FileDiscovery.discover(paths: [], configuration: configuration, workingDirectory: project.root)
        return LintRun.run(files: files, configuration: configuration, workingDirectory: project.root).violations
    }

    func testEntriesAreKeyedByDeclarationAndLineTextNotLineNumber() throws {
        let project = try TemporaryProject(["Sources/Cart.swift": viewModel])
        let baseline = Baseline(violations: try lint(project))
        XCTAssertEqual(baseline.entries.map { "\($0.file) \($0.declaration) \($0.line) ×\($0.count)" }, [
            "Sources/Cart.swift CartViewModel.items @Published var items: [Int] = [] ×1",
            "Sources/Cart.swift CartViewModel.total @Published var total = 0 ×1",
        ])
        // Lines inserted above, and the indentation changed: nothing new.
        try project.write("Sources/Cart.swift", "import Foundation\n\n// Cart\n" + viewModel.replacingOccurrences(of: "    ", with: "\t"))
        let (fresh, stale) = baseline.filter(try lint(project), lintedFiles: ["Sources/Cart.swift"], projectFiles: ["Sources/Cart.swift"])
        XCTAssertEqual(fresh, [])
        XCTAssertEqual(stale, [])
    }

    func testFixedFindingsLeaveStaleEntriesAndNewOnesAreReported() throws {
        let project = try TemporaryProject(["Sources/Cart.swift": viewModel])
        let baseline = Baseline(violations: try lint(project))
        try project.write("Sources/Cart.swift", viewModel
            .replacingOccurrences(of: "@Published var total", with: "@Published private(set) var total")
            .replacingOccurrences(of: "}\n", with: "    @Published var coupon = \"\"\n}\n"))
        let (fresh, stale) = baseline.filter(try lint(project), lintedFiles: ["Sources/Cart.swift"], projectFiles: ["Sources/Cart.swift"])
        XCTAssertEqual(fresh.map(\.lineText), ["@Published var coupon = \"\""])
        XCTAssertEqual(stale.map(\.line), ["@Published var total = 0"])
        // Entries of files not linted this run are not stale, while the files exist.
        XCTAssertEqual(baseline.filter([], lintedFiles: [], projectFiles: ["Sources/Cart.swift"]).stale, [])
        // Deleted or moved files' entries are, so the baseline can shrink when files go.
        XCTAssertEqual(baseline.filter([], lintedFiles: [], projectFiles: ["Sources/Basket.swift"]).stale.count, baseline.entries.count)
    }

    func testIdenticalLinesAreCounted() {
        func violation() -> Violation {
            Violation(file: "A.swift", line: 1, column: 1, severity: .error, rule: "r", message: "m", lineText: "x", declaration: "A")
        }
        let baseline = Baseline(violations: [violation(), violation()])
        XCTAssertEqual(baseline.entries.map(\.count), [2])
        XCTAssertEqual(baseline.filter([violation(), violation(), violation()], lintedFiles: ["A.swift"], projectFiles: ["A.swift"]).new.count, 1)
    }

    func testFileIsSortedPrettyJSONThatRoundTrips() throws {
        let violations = ["b", "a"].map {
            Violation(file: "\($0).swift", line: 1, column: 1, severity: .error, rule: "r", message: "m", lineText: "x", declaration: "D")
        }
        let data = Baseline(violations: violations).encoded()
        let text = String(decoding: data, as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("{\n  \"entries\" : [\n    {\n      \"count\" : 1,\n      \"declaration\" : \"D\",\n      \"file\" : \"a.swift\""), text)
        XCTAssertEqual(try JSONDecoder().decode(Baseline.self, from: data), Baseline(violations: violations))
    }
}
