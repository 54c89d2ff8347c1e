import Foundation
@testable import MVVMLint
import XCTest

/// The findings a run keeps may only ever answer for a run that would report the same: every
/// change of a file, of the configuration or of how paths are shown is a miss, and a damaged
/// file is a miss. Each test first proves the entry is believed: findings rewritten with a
/// marker show the marker while nothing changed.
final class FindingsCacheTests: XCTestCase {
    private func makeProject() throws -> TemporaryDirectory {
        let project = try TemporaryDirectory()
        // Settings held in dictionaries and sets, whose order changes from one process to the
        // next: the control runs show the key does not.
        try project.write(".mvvm.yml", """
            disabled_rules: [view_sections, view_model_sections, types_before_use, private_local_state]
            rules:
              untested_action: {severity: error}
              single_view_model: {severity: error}
              main_actor_view_model: {severity: error}
              views_only_bind: {severity: error}

            """)
        try project.write("Sources/LoginViewModel.swift", """
            @MainActor final class LoginViewModel: ObservableObject {
                @Published var name = ""
                enum Action { case signIn }
                func send(_ action: Action) {}
            }

            """)
        try project.write("Sources/LoginView.swift", """
            struct LoginView: View {
                @StateObject private var viewModel = LoginViewModel()
                var body: some View { Text(viewModel.name) }
            }

            """)
        return project
    }

    private func lint(_ project: TemporaryDirectory, _ extra: [String] = [], cache: Bool = true,
                      in folder: String? = nil) throws -> CLI.Result {
        try CLI.run(["lint", "--reporter", "json", "--cache-path", project.path("cache")] + extra + (cache ? [] : ["--no-cache"]),
                    in: folder ?? project.root)
    }

    private func findingsFile(_ project: TemporaryDirectory) throws -> String {
        let files = try FileManager.default.subpathsOfDirectory(atPath: project.path("cache")).filter { $0.hasSuffix(".findings") }
        XCTAssertEqual(files.count, 1, "\(files)")
        return project.path("cache/" + (files.first ?? ""))
    }

    /// Rewrites the kept findings under their own key with every message replaced by a marker.
    private func poison(_ project: TemporaryDirectory) throws {
        let file = try findingsFile(project)
        let source = try XCTUnwrap(CacheFile(path: file))
        let key = try XCTUnwrap(FindingsCacheFormat.key(in: source))
        let opened = try XCTUnwrap(FindingsCache(besideFacts: file).open(key))
        var findings: [String: [Violation]] = [:]
        for path in opened.blocks.keys {
            findings[path] = try XCTUnwrap(opened.findings(of: path)).map { violation in
                var violation = violation
                violation.message = "POISONED"
                return violation
            }
        }
        XCTAssertFalse(findings.values.joined().isEmpty, "the project has findings to poison")
        let bytes = FindingsCacheFormat.encode(FindingsCache.Stored(key: key, relevant: opened.relevant, findings: findings))
        try Data(bytes).write(to: URL(fileURLWithPath: file))
    }

    private func assertBelievedThenMissedAfter(_ change: (TemporaryDirectory) throws -> Void, _ extra: [String] = [],
                                               in subfolder: String? = nil,
                                               file: StaticString = #filePath, line: UInt = #line) throws {
        let project = try makeProject()
        let folder = subfolder.map { project.path($0) }
        _ = try lint(project, extra, in: folder)
        try poison(project)
        XCTAssertTrue(try lint(project, extra, in: folder).output.contains("POISONED"), "control: an unchanged run is answered from the kept findings",
                      file: file, line: line)
        try change(project)
        let warm = try lint(project, extra, in: folder)
        let uncached = try lint(project, extra, cache: false, in: folder)
        XCTAssertFalse(warm.output.contains("POISONED"), warm.output, file: file, line: line)
        XCTAssertEqual(warm.output, uncached.output, file: file, line: line)
        XCTAssertEqual(warm.status, uncached.status, file: file, line: line)
    }

    func testAnEditedFileIsAMiss() throws {
        try assertBelievedThenMissedAfter { project in
            try project.write("Sources/LoginView.swift", """
                struct LoginView: View {
                    @StateObject private var viewModel = LoginViewModel()
                    var body: some View { TextField("", text: $viewModel.name) }
                }

                """)
        }
    }

    /// A file the rules never read still changes the project: it may write a view model's output.
    func testANewOrRemovedFileIsAMiss() throws {
        try assertBelievedThenMissedAfter { project in
            try project.write("Sources/Other.swift", "func reset(_ model: LoginViewModel) { model.name = \"\" }\n")
        }
        try assertBelievedThenMissedAfter { project in
            try FileManager.default.removeItem(atPath: project.path("Sources/LoginView.swift"))
        }
    }

    func testAChangedConfigurationIsAMiss() throws {
        try assertBelievedThenMissedAfter { project in
            try project.write(".mvvm.yml", "rules:\n  output_private_set:\n    severity: error\n")
        }
        try assertBelievedThenMissedAfter { project in
            try project.write(".mvvm.yml", "disabled_rules:\n  - output_private_set\n")
        }
        try assertBelievedThenMissedAfter { project in
            try project.write("Sources/.mvvm.yml", "profile: inputs_outputs\n")
        }
    }

    /// A test file's facts differ from a source file's, and `tests:` says which is which.
    func testMovingAFileIntoTheTestsIsAMiss() throws {
        try assertBelievedThenMissedAfter { project in
            try project.write(".mvvm.yml", "tests:\n  - Sources/LoginView.swift\n")
        }
    }

    func testAnotherProfileOrPathDisplayIsAMiss() throws {
        let project = try makeProject()
        _ = try lint(project)
        try poison(project)
        XCTAssertTrue(try lint(project).output.contains("POISONED"), "control")
        for extra in [["--profile", "inputs_outputs"], ["--absolute-paths"]] {
            let warm = try lint(project, extra)
            XCTAssertFalse(warm.output.contains("POISONED"), "\(extra)")
            XCTAssertEqual(warm.output, try lint(project, extra, cache: false).output, "\(extra)")
        }
        // From a subfolder every path is shown another way.
        try poison(project)
        let inSources = try lint(project, in: project.path("Sources"))
        XCTAssertFalse(inSources.output.contains("POISONED"), inSources.output)
        XCTAssertEqual(inSources.output, try lint(project, cache: false, in: project.path("Sources")).output)
    }

    /// Files linted one by one (a pre-commit hook, an editor) are answered from a whole run's
    /// findings; partial runs keep each other's; a whole run after partial ones lints them all.
    func testAPartialRunIsAnsweredFromAWholeOneAndNotTheOtherWayRound() throws {
        let project = try makeProject()
        _ = try lint(project)
        try poison(project)
        let one = try lint(project, ["Sources/LoginViewModel.swift"])
        XCTAssertTrue(one.output.contains("POISONED"), one.output)

        let fresh = try makeProject()
        try fresh.write("Sources/Extra.swift", """
            @MainActor final class ExtraViewModel: ObservableObject {
                @Published var count = 0
                func send() {}
            }

            """)
        let partial = try lint(fresh, ["Sources/LoginViewModel.swift"])
        try poison(fresh)
        XCTAssertTrue(try lint(fresh, ["Sources/LoginViewModel.swift"]).output.contains("POISONED"), "control")
        // Another file of the same project: linted, and kept beside the first one's findings.
        let other = try lint(fresh, ["Sources/Extra.swift"])
        XCTAssertEqual(other.output, try lint(fresh, ["Sources/Extra.swift"], cache: false).output)
        XCTAssertTrue(try lint(fresh, ["Sources/LoginViewModel.swift"]).output.contains("POISONED"), "kept beside the other")
        // The whole project: every file linted, none answered from the partial entries.
        let whole = try lint(fresh)
        XCTAssertEqual(whole.output, try lint(fresh, cache: false).output)
        XCTAssertTrue(whole.output.contains("Extra.swift"), whole.output)
        XCTAssertNotEqual(whole.output, partial.output)
        XCTAssertEqual(try lint(fresh).output, whole.output)
    }

    /// Any flipped byte: the entry is a miss (or, in a part no answer reads, changes nothing).
    func testADamagedFindingsFileIsAMiss() throws {
        let project = try makeProject()
        let uncached = try lint(project, cache: false)
        _ = try lint(project)
        let file = try findingsFile(project)
        let whole = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
        for index in stride(from: 0, to: whole.count, by: max(1, whole.count / 40)) {
            var damaged = whole
            damaged[index] ^= 0x20
            try Data(damaged).write(to: URL(fileURLWithPath: file))
            XCTAssertEqual(try lint(project).output, uncached.output, "byte \(index)")
        }
        for length in [0, 9, whole.count / 2, whole.count - 1] {
            try Data(whole.prefix(length)).write(to: URL(fileURLWithPath: file))
            XCTAssertEqual(try lint(project).output, uncached.output, "cut to \(length)")
        }
    }

    /// `--fix` never answers from kept findings: it must read the files it changes.
    func testFixIgnoresKeptFindings() throws {
        let project = try makeProject()
        _ = try lint(project)
        try poison(project)
        let fixed = try lint(project, ["--fix"])
        XCTAssertFalse(fixed.output.contains("POISONED"), fixed.output)
        XCTAssertTrue(try String(contentsOfFile: project.path("Sources/LoginViewModel.swift"), encoding: .utf8).contains("private(set)"))
    }
}
