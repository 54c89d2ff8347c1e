import Foundation
import MVVMLint
import MVVMRules
import XCTest

/// A throwaway project folder on disk.
final class TemporaryProject {
    let root: String

    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("mvvm-\(UUID().uuidString)").path
        for (path, text) in files { try write(path, text) }
    }

    func write(_ path: String, _ text: String) throws {
        let url = URL(fileURLWithPath: root).appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func path(_ relative: String) -> String { root + "/" + relative }

    deinit { try? FileManager.default.removeItem(atPath: root) }
}

final class DiscoveryTests: XCTestCase {
    func testIncludedExcludedAndExplicitPaths() throws {
        let project = try TemporaryProject([
            "Sources/App/A.swift": "", "Sources/App/B.generated.swift": "", "Sources/Generated/G.swift": "",
            "Tests/AppTests/ATests.swift": "", "Scripts/s.swift": "", ".build/x.swift": "", "README.md": "",
        ])
        var configuration = LintConfiguration(rootDirectory: project.root)
        configuration.included = ["Sources", "Tests"]
        configuration.excluded = ["Sources/Generated", "**/*.generated.swift"]
        let all = try FileDiscovery.discover(paths: [], configuration: configuration, workingDirectory: project.root)
        XCTAssertEqual(all.project.map { FileDiscovery.relative($0, to: project.root) }, ["Sources/App/A.swift", "Tests/AppTests/ATests.swift"])
        XCTAssertEqual(all.toLint, all.project)

        let one = try FileDiscovery.discover(paths: ["Sources/App/A.swift"], configuration: configuration, workingDirectory: project.root)
        XCTAssertEqual(one.toLint, [project.path("Sources/App/A.swift")])
        XCTAssertEqual(one.project.count, 2, "the whole project is still indexed")

        // A named file the configuration leaves out is skipped (the pre-commit framework names
        // every staged file), unless forced.
        let generated = try FileDiscovery.discover(paths: ["Sources/Generated/G.swift", "Scripts/s.swift"], configuration: configuration,
                                                   workingDirectory: project.root)
        XCTAssertEqual(generated.toLint, [])
        XCTAssertEqual(generated.warnings.count, 2)
        XCTAssertTrue(generated.warnings[0].hasPrefix("Sources/Generated/G.swift: warning: left out by"), generated.warnings[0])
        let forced = try FileDiscovery.discover(paths: ["Sources/Generated/G.swift"], configuration: configuration,
                                                workingDirectory: project.root, forceInclude: true)
        XCTAssertEqual(forced.toLint, [project.path("Sources/Generated/G.swift")])

        XCTAssertThrowsError(try FileDiscovery.discover(paths: ["Nope"], configuration: configuration, workingDirectory: project.root)) {
            XCTAssertEqual(($0 as? DiscoveryError)?.message, "Nope: error: no such file or directory")
        }
    }

    func testSymbolicLinkLoopIsSkippedWithAWarning() throws {
        let project = try TemporaryProject(["Sources/A.swift": ""])
        try FileManager.default.createSymbolicLink(atPath: project.path("Sources/Loop"), withDestinationPath: project.path("Sources"))
        let files = try FileDiscovery.discover(paths: [], configuration: LintConfiguration(rootDirectory: project.root), workingDirectory: project.root)
        XCTAssertEqual(files.project, [project.path("Sources/A.swift")])
        XCTAssertEqual(files.warnings, ["\(project.path("Sources/Loop")): warning: symbolic link loop, skipped"])
    }

    func testDefaultTestFileDetection() {
        XCTAssertTrue(FileDiscovery.isTestFile("/p/Tests/A/B.swift", root: "/p", tests: []))
        XCTAssertTrue(FileDiscovery.isTestFile("/p/App/LoginViewModelTests.swift", root: "/p", tests: []))
        XCTAssertTrue(FileDiscovery.isTestFile("/p/App/LoginTest.swift", root: "/p", tests: []))
        XCTAssertFalse(FileDiscovery.isTestFile("/p/App/Testsuite.swift", root: "/p", tests: []))
        XCTAssertTrue(FileDiscovery.isTestFile("/p/WooCommerceTests/Mocks/MockViewModel.swift", root: "/p", tests: []))
        XCTAssertFalse(FileDiscovery.isTestFile("/p/Testsuite/A.swift", root: "/p", tests: []))
        XCTAssertFalse(FileDiscovery.isTestFile("/p/Contests/A.swift", root: "/p", tests: []))
        XCTAssertTrue(FileDiscovery.isTestFile("/p/Specs/A.swift", root: "/p", tests: [Glob("Specs")]))
        XCTAssertFalse(FileDiscovery.isTestFile("/p/Tests/A.swift", root: "/p", tests: [Glob("Specs")]))
    }
}

final class LintRunTests: XCTestCase {
    func testRunReportsOnlyRequestedFilesAndUsesTheWholeIndex() throws {
        // `Basket` is a view model only through two other files: its conformance, and a view holding it.
        let project = try TemporaryProject([
            "Sources/Store.swift": "@MainActor final class Basket {\n    @Published var items: [Int] = []\n    func clear() { items = [] }\n}\n",
            "Sources/Store+Observable.swift": "extension Basket: ObservableObject {}\n",
            "Sources/BasketView.swift": "struct BasketView: View {\n    @StateObject var basket = Basket()\n}\n",
            "Sources/Other.swift": "@MainActor final class OtherViewModel: ObservableObject {\n    @Published var x = 0\n}\n",
        ])
        let configuration = LintConfiguration(rootDirectory: project.root)
        let files = try FileDiscovery.discover(paths: ["Sources/Store.swift"], configuration: configuration, workingDirectory: project.root)
        let outcome = LintRun.run(files: files, configuration: configuration, workingDirectory: project.root)
        var expected = Violation(file: "Sources/Store.swift", line: 2, column: 16, severity: .error, rule: "output_private_set",
                                 message: "`items` is an output the view could write; declare it `private(set)`",
                                 lineText: "@Published var items: [Int] = []", declaration: "Basket.items")
        expected.isFixable = true  // `--fix` adds the `private(set)`: nothing outside writes `items`
        XCTAssertEqual(outcome.violations, [expected])
        XCTAssertEqual(outcome.indexedFiles, 4)
        XCTAssertEqual(outcome.lintedFiles, 1)
    }

    func testSeverityFromConfigurationAndDisabledRules() throws {
        let project = try TemporaryProject(["A.swift": "@MainActor class AViewModel: ObservableObject { @Published var x = 0 }"])
        var configuration = LintConfiguration(rootDirectory: project.root)
        configuration.severities["output_private_set"] = .warning
        var files = try FileDiscovery.discover(paths: [], configuration: configuration, workingDirectory: project.root)
        XCTAssertEqual(LintRun.run(files: files, configuration: configuration, workingDirectory: project.root).violations.map(\.severity), [.warning])
        configuration.disabledRules = ["output_private_set"]
        files = try FileDiscovery.discover(paths: [], configuration: configuration, workingDirectory: project.root)
        XCTAssertTrue(LintRun.run(files: files, configuration: configuration, workingDirectory: project.root).violations.isEmpty)
    }

    func testInvalidUTF8AndTruncatedSwiftAreLintedWithoutCrashing() throws {
        let project = try TemporaryProject(["A.swift": "@MainActor class AViewModel: ObservableObject { @Published var x = \"\\("])
        try Data([0xFF, 0xFE, 0x00, 0x63, 0x6C, 0x61]).write(to: URL(fileURLWithPath: project.path("B.swift")))
        let configuration = LintConfiguration(rootDirectory: project.root)
        let files = try FileDiscovery.discover(paths: [], configuration: configuration, workingDirectory: project.root)
        let outcome = LintRun.run(files: files, configuration: configuration, workingDirectory: project.root)
        XCTAssertEqual(outcome.violations.map(\.file), ["A.swift"])
    }
}

final class ReporterTests: XCTestCase {
    let violations = [
        Violation(file: "A.swift", line: 3, column: 5, severity: .error, rule: "output_private_set", message: "m \"quoted\""),
        Violation(file: "B/C.swift", line: 1, column: 1, severity: .warning, rule: "output_private_set", message: "n"),
    ]

    func testXcode() {
        XCTAssertEqual(XcodeReporter().report(violations), """
            A.swift:3:5: error: m "quoted" (output_private_set)
            B/C.swift:1:1: warning: n (output_private_set)

            """)
    }

    func testJSONIsAnArrayOfTheDocumentedFields() throws {
        let text = JSONReporter().report(violations)
        let array = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        XCTAssertEqual(array.count, 2)
        XCTAssertEqual(Set(array[0].keys), ["file", "line", "column", "severity", "rule", "message"])
        XCTAssertEqual(array[0]["file"] as? String, "A.swift")
        XCTAssertEqual(array[0]["line"] as? Int, 3)
        XCTAssertEqual(array[0]["severity"] as? String, "error")
        XCTAssertEqual(array[0]["message"] as? String, "m \"quoted\"")
        XCTAssertEqual(JSONReporter().report([]), "[\n\n]\n")
    }
}
