import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TestSupport
import MVVMLint
import MVVMRules
import XCTest

/// Runs the built `mvvm` binary the way users do.
enum CLI {
    struct Result {
        var status: Int32
        var output: String
        var error: String
    }

    static var binary: URL {
        // XCTest bundles sit next to the products they test.
        #if os(macOS)
        let bundle = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }!
        return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("mvvm")
        #else
        return Bundle.main.bundleURL.appendingPathComponent("mvvm")
        #endif
    }

    /// Every run shares one throw-away fact cache, never the user's.
    static let cacheFolder = FileManager.default.temporaryDirectory.appendingPathComponent("mvvm-test-cache-\(UUID().uuidString)").path

    static func run(_ arguments: [String], in directory: String = CorpusFiles.packageRoot, input: String? = nil,
                    environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["MVVM_CACHE_PATH": cacheFolder]) { $1 }
            .merging(environment) { $1 }
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let inputPipe = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        if let input {
            inputPipe.fileHandleForWriting.write(Data(input.utf8))
            try inputPipe.fileHandleForWriting.close()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      output: String(decoding: outputData, as: UTF8.self),
                      error: String(decoding: errorData, as: UTF8.self))
    }
}

/// Checks the command's output and exit status.
final class CommandLineTests: XCTestCase {
    func run(_ arguments: [String]) throws -> CLI.Result { try CLI.run(arguments) }

    func testVersionAndHelp() throws {
        let version = try run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertEqual(version.output, MVVMVersion.current + "\n")
        let help = try run(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.output.contains("USAGE: mvvm <subcommand>"))
        XCTAssertTrue(help.output.contains("dump"))
    }

    /// Every command names itself: a name left to ArgumentParser is derived from the type's name
    /// at run time (`String(describing:)`, a scan of the runtime's conformances), which cost each
    /// start several milliseconds — a quarter of a one-file lint.
    func testEveryCommandNamesItself() throws {
        let folder = CorpusFiles.packageRoot + "/Sources/mvvm"
        var configurations = 0
        for file in try FileManager.default.contentsOfDirectory(atPath: folder) where file.hasSuffix(".swift") {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            for piece in text.components(separatedBy: "CommandConfiguration(").dropFirst() {
                configurations += 1
                let start = piece.drop { $0 == " " || $0 == "\n" }
                XCTAssertTrue(start.hasPrefix("commandName:"), "\(file): a CommandConfiguration without its commandName")
            }
        }
        XCTAssertGreaterThanOrEqual(configurations, 17)
    }

    func testDumpOutlineOfTheExampleViewModel() throws {
        let result = try run(["dump", "Examples/TodoApp/Sources/Screens/TaskListViewModel.swift", "--bodies"])
        XCTAssertEqual(result.status, 0, result.error)
        let lines = result.output.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains("@MainActor final class TaskListViewModel : ObservableObject @5:7"))
        XCTAssertTrue(lines.contains(#"  @Published private(set) variable items [items: [TaskItem] = []] section="Output" @56:29"#))
        XCTAssertTrue(lines.contains("        case .loaded(let tasks): 1 statement(s) @43:9"))
        XCTAssertTrue(lines.contains(#"    chain "items" assigned(=) @44:13"#))
        XCTAssertTrue(lines.contains(#"    chain "responder.send(.openTask(id))" call @50:13"#))
    }

    func testDumpRolesSaysWhatEachTypeIsAndWhy() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("Theme.swift", "final class Theme: ObservableObject {}\nfinal class Session: ObservableObject {}\n")
        try project.write("Feed.swift", """
            @Observable final class Feed {}
            struct FeedView: View {
                @EnvironmentObject var session: Session
                @State private var model = Feed()
            }
            """)
        let result = try CLI.run(["dump", "--roles", "Feed.swift"], in: project.root)
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(result.output, """
            1: App.Feed: view model (observable, held by `FeedView.model`)
            2: App.FeedView: screen; its view model is `model`

            """)
        let services = try CLI.run(["dump", "--roles", "Theme.swift"], in: project.root)
        XCTAssertEqual(services.output, """
            1: App.Theme: not a view model: service: name ends in `Theme`
            2: App.Session: not a view model: service: views reach it through the environment

            """)
    }

    func testDumpTokensWithTrivia() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("mvvm-dump-\(UUID()).swift")
        try Data("let a = \"x\\(b)\" // c\n".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try run(["dump", file.path, "--tokens", "--trivia"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.output, """
            1:1       keyword (let) "let"
            1:4       whitespace " "
            1:5       identifier "a"
            1:6       whitespace " "
            1:7       equal "="
            1:8       whitespace " "
            1:9       stringOpen "\\""
            1:10      stringSegment "x"
            1:11      interpolationOpen "\\\\("
            1:13      identifier "b"
            1:14      interpolationClose ")"
            1:15      stringClose "\\""
            1:16      whitespace " "
            1:17      lineComment "// c"
            1:21      newline "\\n"

            """)
    }

    func testUnreadableFileIsAOneLineErrorWithStatusTwo() throws {
        let result = try run(["dump", "No/Such/File.swift"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.error, "No/Such/File.swift: error: cannot read file\n")
        XCTAssertEqual(result.output, "")
    }

    func testUsageErrorsExitWithStatusTwo() throws {
        let unknownFlag = try run(["dump", "x.swift", "--no-such-flag"])
        XCTAssertEqual(unknownFlag.status, 2)
        XCTAssertTrue(unknownFlag.error.hasPrefix("Error: Unknown option '--no-such-flag'"), unknownFlag.error)
        XCTAssertEqual(try run(["no-such-command"]).status, 2)
    }

    func testInvalidUTF8IsReportedWithFileAndLineNotACrash() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("mvvm-bad-\(UUID()).swift")
        try Data([0x6C, 0x65, 0x74, 0x0A, 0xFF, 0xFE, 0x0A]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try run(["dump", file.path])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.error, "\(file.path):2:1: warning: invalid UTF-8\n")
    }
}

final class LintCommandTests: XCTestCase {

    func testLintTheExampleAppReportsExactlyItsDeliberateViolations() throws {
        let result = try CLI.run(["lint", "--config", "Examples/TodoApp/.mvvm.yml"])
        XCTAssertEqual(result.status, 1, "errors exit with status 1")
        XCTAssertEqual(result.output, """
            Examples/TodoApp/Sources/Screens/ProfileView.swift:6:21: warning: `ProfileView` holds a second view model (`badges`); get it from `viewModel` instead (single_view_model)
            Examples/TodoApp/Sources/Screens/ProfileView.swift:32:9: warning: one case handles 2 actions; give each action its own case (single_state_change)
            Examples/TodoApp/Sources/Screens/ProfileView.swift:38:5: warning: `ProfileViewModel.Action` is declared below `send`, which uses it; move it up (types_before_use)
            Examples/TodoApp/Sources/Screens/ProfileView.swift:39:14: warning: no test of `ProfileViewModel` sends `.appear` (untested_action)
            Examples/TodoApp/Sources/Screens/ProfileView.swift:40:14: warning: no test of `ProfileViewModel` sends `.refresh` (untested_action)
            Examples/TodoApp/Sources/Screens/SettingsView.swift:7:12: warning: `@State var isEditing` is not private; local state belongs to this view alone (private_local_state)
            Examples/TodoApp/Sources/Screens/SettingsView.swift:7:12: warning: Local State comes after View Model; the order is Environment → Local State → View Model → Body → Support (view_sections)
            Examples/TodoApp/Sources/Screens/SettingsView.swift:11:43: error: `$viewModel.notificationsEnabled` binds the view to view-model state; bind to local `@State` and send an action (view_sends_actions)
            Examples/TodoApp/Sources/Screens/SettingsView.swift:13:17: error: the view calls `viewModel.reset(…)`; send an action instead (`viewModel.send(.…)`) (view_sends_actions)
            Examples/TodoApp/Sources/Screens/SettingsView.swift:14:17: warning: the view changes its own state `isEditing`; send an action and read an output (view_state_from_view_model)
            Examples/TodoApp/Sources/Screens/SettingsView.swift:17:40: warning: `SettingsView` constructs `AccountViewModel`; get it from its own view model instead (child_view_model_from_parent)
            Examples/TodoApp/Sources/Screens/SettingsView.swift:23:1: warning: view model `SettingsViewModel` is not `@MainActor`; its outputs drive the UI (main_actor_view_model)
            Examples/TodoApp/Sources/Screens/SettingsView.swift:24:16: error: `notificationsEnabled` is an output the view could write; declare it `private(set)`; `--fix` holds it back: written at SettingsView.swift:11 (output_private_set)
            Examples/TodoApp/Sources/Screens/SettingsView.swift:25:5: warning: `onClose` is a callback; add a `ResponderAction` case and send it through the responder (responder_pattern)
            Examples/TodoApp/Sources/Screens/SettingsView.swift:25:5: warning: Properties & Dependencies comes after Output; the order is Properties & Dependencies → Lifecycle → Responder → Input → Output → Support (view_model_sections)
            Examples/TodoApp/Sources/Screens/SettingsView.swift:27:5: warning: Lifecycle comes after Output; the order is Properties & Dependencies → Lifecycle → Responder → Input → Output → Support (view_model_sections)
            Examples/TodoApp/Sources/Screens/SettingsView.swift:27:10: warning: `init` takes a callback; inject a `Responder<ResponderAction>` instead (responder_pattern)
            Examples/TodoApp/Sources/Screens/SettingsView.swift:32:32: warning: `UserDefaults.standard` is a global; inject it through `init` (dependencies_via_init)

            """)
        XCTAssertEqual(result.error, "Linted 11 file(s), 11 indexed: 3 error(s), 15 warning(s)\n")
        // Every rule of the rulebook is shown breaking at least once, and the screens written to it are clean.
        let rules = Set(result.output.split(separator: "\n").compactMap { $0.split(separator: "(").last?.dropLast() }.map(String.init))
        XCTAssertEqual(rules, Set(RuleRegistry.all.filter { $0.description.profiles.contains(.rulebook) }.map { $0.description.id }))
        XCTAssertFalse(result.output.contains("TaskList"))
    }

    func testQuietJSONReportToAFileAndXcodeToStandardOutput() throws {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("mvvm-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: report) }
        let result = try CLI.run(["lint", "--config", "Examples/TodoApp/.mvvm.yml", "--quiet",
                                     "--reporter", "json=\(report.path)", "--reporter", "xcode"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.error, "")
        XCTAssertTrue(result.output.hasSuffix("(dependencies_via_init)\n"))
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [[String: Any]]
        XCTAssertEqual(json?.first?["line"] as? Int, 6)
        XCTAssertEqual(json?.count, result.output.split(separator: "\n").count)
    }

    func testCleanFileExitsZeroAndStrictTurnsWarningsIntoFailure() throws {
        let clean = try CLI.run(["lint", "--config", "Examples/TodoApp/.mvvm.yml", "Examples/TodoApp/Sources/Screens/TaskListViewModel.swift"])
        XCTAssertEqual(clean.status, 0)
        XCTAssertEqual(clean.output, "")
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "rules:\n  output_private_set: warning\n")
        try project.write("A.swift", "@MainActor class AViewModel: ObservableObject { @Published var x = 0 }\n")
        XCTAssertEqual(try CLI.run(["lint", "--config", project.path(".mvvm.yml")]).status, 0, "warnings alone pass")
        XCTAssertEqual(try CLI.run(["lint", "--config", project.path(".mvvm.yml"), "--strict"]).status, 1)
    }

    func testConfigurationAndUsageErrorsExitTwoWithOneLine() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "exclude: [A]\n")
        // Named relative to the working folder, as every file in every line is.
        let bad = try CLI.run(["lint", "--config", project.path(".mvvm.yml")])
        XCTAssertEqual(bad.status, 2)
        let shown = FileDiscovery.displayPath(project.path(".mvvm.yml"), from: CorpusFiles.packageRoot)
        XCTAssertEqual(bad.error, "\(shown):1:1: error: unknown key `exclude` (did you mean `excluded`?)\n")
        XCTAssertEqual(try CLI.run(["lint"], in: project.root).error, ".mvvm.yml:1:1: error: unknown key `exclude` (did you mean `excluded`?)\n")
        let reporter = try CLI.run(["lint", "--reporter", "sarif2"])
        XCTAssertEqual(reporter.status, 2)
        XCTAssertTrue(reporter.error.hasPrefix("error: unknown reporter `sarif2`"), reporter.error)
        XCTAssertEqual(try CLI.run(["lint", "No/Such/Dir"]).status, 2)
    }

    func testRulesListsEveryRule() throws {
        let table = try CLI.run(["rules"])
        XCTAssertEqual(table.status, 0)
        let row = table.output.split(separator: "\n").first { $0.hasPrefix("output_private_set ") }
        XCTAssertEqual(row?.split(separator: " ", omittingEmptySubsequences: true).prefix(4).joined(separator: " "),
                       "output_private_set error yes yes")
        XCTAssertEqual(table.output.split(separator: "\n").count, RuleRegistry.descriptions.count + 1, "a header and a row per rule")
        let json = try CLI.run(["rules", "--json"])
        let rules = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        XCTAssertEqual(rules.map { $0["id"] as? String }, RuleRegistry.ids)
        let outputRule = rules.first { $0["id"] as? String == "output_private_set" }
        XCTAssertEqual(outputRule?["fixable"] as? Bool, true)
        XCTAssertEqual(rules.first { $0["id"] as? String == "types_before_use" }?["severity"] as? String, "warning")
    }
}

/// A temporary folder for command-line runs.
final class TemporaryDirectory {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("mvvm-cli-\(UUID().uuidString)").path

    init() throws { try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true) }

    func write(_ name: String, _ text: String) throws {
        let url = URL(fileURLWithPath: path(name))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func path(_ name: String) -> String { root + "/" + name }

    deinit { try? FileManager.default.removeItem(atPath: root) }
}

final class BaselineCommandTests: XCTestCase {
    func testWriteThenLintWithBaselineAndStrictBaseline() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("A.swift", "@MainActor class AViewModel: ObservableObject {\n    @Published var x = 0\n}\n")
        let config = project.path(".mvvm.yml"), baseline = project.path("baseline.json")
        let written = try CLI.run(["lint", "--config", config, "--write-baseline", baseline])
        XCTAssertEqual(written.status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: baseline))
        let filtered = try CLI.run(["lint", "--config", config, "--baseline", baseline])
        XCTAssertEqual(filtered.status, 0)
        XCTAssertEqual(filtered.output, "")
        try project.write("A.swift", "@MainActor class AViewModel: ObservableObject {\n    @Published private(set) var x = 0\n}\n")
        let stale = try CLI.run(["lint", "--config", config, "--baseline", baseline, "--strict-baseline"])
        XCTAssertEqual(stale.status, 1, "a baseline that no longer matches fails with --strict-baseline")
        XCTAssertTrue(stale.error.contains("baseline.json: error: stale entry (fixed?): output_private_set in A.swift (AViewModel.x) `@Published var x = 0`"), stale.error)
        XCTAssertEqual(try CLI.run(["lint", "--config", config, "--baseline", baseline]).status, 0)
        try project.write("broken.json", "{")
        XCTAssertEqual(try CLI.run(["lint", "--config", config, "--baseline", project.path("broken.json")]).status, 2)
    }
}

final class FixCommandTests: XCTestCase {
    func testFixRewritesTheFileAndSaysSo() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("A.swift", "@MainActor class AViewModel: ObservableObject {\n    @Published var x = 0\n}\n")
        let result = try CLI.run(["lint", "--config", project.path(".mvvm.yml"), "--fix"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.output, "")
        XCTAssertTrue(result.error.contains("A.swift: fixed 1 violation(s)"), result.error)
        XCTAssertEqual(try String(contentsOfFile: project.path("A.swift"), encoding: .utf8),
                       "@MainActor class AViewModel: ObservableObject {\n    @Published private(set) var x = 0\n}\n")
    }
}

final class NamedFileProjectTests: XCTestCase {
    /// No `.mvvm.yml`, no git: a file named from the project's folder is linted with the whole
    /// folder indexed, so a write from another package holds its fix back.
    func testAFileNamedFromTheProjectFolderIsReadWithTheWholeFolder() throws {
        let project = try TemporaryDirectory()
        let model = "Packages/Account/Sources/Account/FollowViewModel.swift"
        let source = "@MainActor public final class FollowViewModel: ObservableObject {\n    @Published public var isFollowing = false\n}\n"
        try project.write(model, source)
        try project.write("App/ProfileScreen.swift", "import Account\n\nfunc follow(_ model: FollowViewModel) {\n    model.isFollowing = true\n}\n")
        let result = try CLI.run(["lint", model, "--fix"], in: project.root)
        XCTAssertTrue(result.output.contains("holds it back: written at ProfileScreen.swift:4"), result.output + result.error)
        XCTAssertEqual(try String(contentsOfFile: project.path(model), encoding: .utf8), source, "not fixed: the app writes it")
    }
}

/// A run never passes what it could not do (issue 11): an unwritable fix, a named file it cannot
/// read, an `included` entry that matches nothing.
final class NeverSilentTests: XCTestCase {
    func testAFixThatCannotBeWrittenKeepsItsViolationsAndExitsTwo() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        // The file system refuses the temporary file's name (over 255 bytes), even to root.
        let name = String(repeating: "A", count: 245) + ".swift"
        let source = "class AViewModel: ObservableObject {\n    @Published var x = 0\n}\n"
        try project.write(name, source)
        let result = try CLI.run(["lint", "--config", project.path(".mvvm.yml"), "--fix", "--reporter", "json"])
        XCTAssertEqual(result.status, 2, result.error)
        XCTAssertTrue(result.error.contains("\(name): error: not fixed: cannot create a temporary beside it"), result.error)
        let rules = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]]).compactMap { $0["rule"] as? String }
        XCTAssertEqual(Set(rules), ["main_actor_view_model", "output_private_set"], "the fixable findings are reported, not dropped")
        XCTAssertEqual(try String(contentsOfFile: project.path(name), encoding: .utf8), source)
        XCTAssertEqual(try CLI.run(["lint", "--config", project.path(".mvvm.yml"), "--fix", "--strict"]).status, 2)
    }

    func testANamedFileThatCannotBeReadIsAnError() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("A.swift", "struct A {}\n")
        XCTAssertEqual(mkfifo(project.path("Pipe.swift"), 0o644), 0)
        let fifo = try CLI.run(["lint", "Pipe.swift"], in: project.root)
        XCTAssertEqual(fifo.status, 2)
        XCTAssertTrue(fifo.error.hasPrefix("Pipe.swift: error: not a regular file"), fifo.error)
        let missing = try CLI.run(["lint", "Nope.swift"], in: project.root)
        XCTAssertEqual(missing.status, 2)
    }

    func testInvalidNewValuesFailEveryCommandThatReadsTheConfiguration() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "new:\n  flavor: reactive\n")
        try project.write("A.swift", "struct A {}\n")
        let result = try CLI.run(["lint"], in: project.root)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.error, ".mvvm.yml:2:11: error: new.flavor: `reactive` is not a flavor; use combine or observable\n")
        try project.write(".mvvm.yml", "new:\n  indent: seven\n")
        XCTAssertEqual(try CLI.run(["lint"], in: project.root).status, 2)
    }

    func testAnIncludedEntryThatMatchesNothingIsAnError() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "included: [Sources, NoSuchFolder]\n")
        try project.write("Sources/A.swift", "struct A {}\n")
        let result = try CLI.run(["lint"], in: project.root)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.contains(".mvvm.yml: error: `included` entry `NoSuchFolder` matches no Swift file"), result.error)
        try project.write(".mvvm.yml", "included: [Sources]\n")
        XCTAssertEqual(try CLI.run(["lint"], in: project.root).status, 0)
    }
}

final class SuppressionLineTests: XCTestCase {
    func testRuleIdsEndWithTheCommentsFirstLine() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("A.swift", """
            @MainActor class AViewModel: ObservableObject {
                /* mvvm:disable:next output_private_set
                   the view binds it on purpose */
                @Published var x = 0
                /* mvvm:disable:next no_such_rule
                   more words */
                @Published private(set) var y = 0
            }

            """)
        let result = try CLI.run(["lint"], in: project.root)
        XCTAssertEqual(result.output, "A.swift:5:5: warning: this suppression names unknown rule(s) `no_such_rule` (unused_suppression)\n",
                       "the first suppression works; the second names one rule, on one line")
    }
}

/// `--fix` writes what it means to and nothing else (issue 11).
final class FixSafetyTests: XCTestCase {
    let viewModel = "class AViewModel: ObservableObject {\n    @Published var x = 0\n}\n"
    let fixed = "@MainActor\nclass AViewModel: ObservableObject {\n    @Published private(set) var x = 0\n}\n"

    func fix(_ project: TemporaryDirectory, _ paths: [String] = []) throws -> CLI.Result {
        try CLI.run(["lint", "--fix"] + paths, in: project.root)
    }

    func testALinkStaysALinkAndItsFileIsFixedOnce() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("Real/A.swift", viewModel)
        try FileManager.default.createSymbolicLink(atPath: project.path("One.swift"), withDestinationPath: project.path("Real/A.swift"))
        try FileManager.default.createSymbolicLink(atPath: project.path("Two.swift"), withDestinationPath: project.path("Real/A.swift"))
        let result = try fix(project, ["One.swift", "Two.swift"])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: project.path("One.swift")), project.path("Real/A.swift"))
        XCTAssertEqual(try String(contentsOfFile: project.path("Real/A.swift"), encoding: .utf8), fixed)
        XCTAssertEqual(result.error.components(separatedBy: "fixed 2 violation(s)").count - 1, 1, result.error)
    }

    /// A hard-linked file is not rewritten: in place there is a moment with its bytes gone, and a
    /// rename would split its names (issue 20). Owner and mode of a fixed file are kept.
    func testHardLinkedFilesAreRefusedAndOwnerAndModeAreKept() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("A.swift", viewModel)
        XCTAssertEqual(link(project.path("A.swift"), project.path("B.txt")), 0)
        let result = try fix(project, ["A.swift"])
        XCTAssertEqual(result.status, 2, result.error)
        XCTAssertTrue(result.error.contains("A.swift: error: not fixed: has 2 hard links"), result.error)
        XCTAssertEqual(try String(contentsOfFile: project.path("B.txt"), encoding: .utf8), viewModel)
        XCTAssertEqual(try String(contentsOfFile: project.path("A.swift"), encoding: .utf8), viewModel)
        var info = stat()
        XCTAssertEqual(stat(project.path("A.swift"), &info), 0)
        XCTAssertEqual(info.st_nlink, 2)
        try project.write("C.swift", viewModel)
        XCTAssertEqual(chmod(project.path("C.swift"), 0o4751), 0)
        XCTAssertEqual(try fix(project, ["C.swift"]).status, 0)
        XCTAssertEqual(stat(project.path("C.swift"), &info), 0)
        XCTAssertEqual(info.st_mode & 0o7777, 0o4751, "setuid kept through the rename")
        try project.write("D.swift", viewModel)
        XCTAssertEqual(chmod(project.path("D.swift"), 0o2640), 0)
        XCTAssertEqual(try fix(project, ["D.swift"]).status, 0)
        XCTAssertEqual(stat(project.path("D.swift"), &info), 0)
        XCTAssertEqual(info.st_mode & 0o7777, 0o2640, "setgid kept through the rename")
    }

    func testLineEndingsAndByteOrderMarkAreKept() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("CRLF.swift", viewModel.replacingOccurrences(of: "\n", with: "\r\n"))
        try project.write("CR.swift", viewModel.replacingOccurrences(of: "\n", with: "\r"))
        try project.write("BOM.swift", "\u{FEFF}" + viewModel)
        XCTAssertEqual(try fix(project).status, 0)
        XCTAssertEqual(try String(contentsOfFile: project.path("CRLF.swift"), encoding: .utf8), fixed.replacingOccurrences(of: "\n", with: "\r\n"))
        XCTAssertEqual(try String(contentsOfFile: project.path("CR.swift"), encoding: .utf8), fixed.replacingOccurrences(of: "\n", with: "\r"))
        let bom = try Data(contentsOf: URL(fileURLWithPath: project.path("BOM.swift")))
        XCTAssertEqual(Array(bom.prefix(3)), [0xEF, 0xBB, 0xBF])
        XCTAssertEqual(String(decoding: bom.dropFirst(3), as: UTF8.self), fixed, "@MainActor on its own line after the mark")
    }

    func testAFixThatWouldBreakAnotherUseIsNotApplied() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("CartViewModel.swift", """
            @MainActor final class CartViewModel: ObservableObject {
                @Published var count = 0
                @Published var note = ""
                @Published var total = 0
            }

            """)
        try project.write("CartView.swift", """
            struct CartView: View {
                @StateObject var viewModel = CartViewModel()
                var body: some View {
                    Button("+") { viewModel.count += 1 }
                    TextField("", text: $viewModel.note)
                }
            }

            """)
        let result = try CLI.run(["lint", "--fix", "CartViewModel.swift"], in: project.root)
        XCTAssertEqual(try String(contentsOfFile: project.path("CartViewModel.swift"), encoding: .utf8), """
            @MainActor final class CartViewModel: ObservableObject {
                @Published var count = 0
                @Published var note = ""
                @Published private(set) var total = 0
            }

            """, "only the property nothing else writes is fixed")
        XCTAssertTrue(result.output.contains("`count` is an output the view could write; declare it `private(set)`; `--fix` holds it back: written at CartView.swift:4"), result.output)
        XCTAssertTrue(result.output.contains("`note` is an output the view could write; declare it `private(set)`; `--fix` holds it back: written at CartView.swift:5"), result.output)
    }

    func testOnlyTheTopmostViewModelClassIsAnnotated() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("Base.swift", "class BaseViewModel: ObservableObject {}\n")
        try project.write("Login.swift", "final class LoginViewModel: BaseViewModel {}\n")
        XCTAssertEqual(try fix(project).status, 0)
        XCTAssertEqual(try String(contentsOfFile: project.path("Base.swift"), encoding: .utf8), "@MainActor\nclass BaseViewModel: ObservableObject {}\n")
        XCTAssertEqual(try String(contentsOfFile: project.path("Login.swift"), encoding: .utf8), "final class LoginViewModel: BaseViewModel {}\n")
    }
}

/// The project bounds every walk, links are followed once, and reports are relative (issue 11).
final class PathsAndLinksTests: XCTestCase {
    func testLinksInsideAreWalkedOnceAndLinksOutsideNotAtAll() throws {
        let project = try TemporaryDirectory(), outside = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("Sources/A.swift", "struct A {}\n")
        try outside.write("B.swift", "struct B {}\n")
        try FileManager.default.createSymbolicLink(atPath: project.path("Alias"), withDestinationPath: project.path("Sources"))
        try FileManager.default.createSymbolicLink(atPath: project.path("Elsewhere"), withDestinationPath: outside.root)
        let result = try CLI.run(["lint"], in: project.root)
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertFalse(result.error.contains("loop"), "a link to a folder inside is no loop: \(result.error)")
        XCTAssertTrue(result.error.contains("Linted 1 file(s), 1 indexed"), "the outside folder is not walked: \(result.error)")
    }

    func testANamedFileBringsItsOwnProjectAndReportsAreRelative() throws {
        let project = try TemporaryDirectory(), elsewhere = try TemporaryDirectory()
        try project.write("A.swift", "@MainActor class AViewModel: ObservableObject {\n    @Published var x = 0\n}\n")
        try project.write("B.swift", "struct B {}\n")
        let result = try CLI.run(["lint", project.path("A.swift")], in: elsewhere.root)
        XCTAssertEqual(result.status, 1, result.error)
        let expected = FileDiscovery.displayPath(project.path("A.swift"), from: elsewhere.root)
        XCTAssertTrue(expected.hasPrefix("../"), expected)
        XCTAssertTrue(result.output.hasPrefix(expected + ":2:16: error:"), result.output)
        XCTAssertTrue(result.error.contains("Linted 1 file(s), 2 indexed"), "the file's folder is the project, not the working folder: \(result.error)")
    }
}

/// SwiftLint users' habits (issue 12).
final class CommandHabitsTests: XCTestCase {
    func testBareMvvmLintsVersionSubcommandAndDidYouMean() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("A.swift", "@MainActor class AViewModel: ObservableObject {\n    @Published var x = 0\n}\n")
        let bare = try CLI.run([], in: project.root)
        XCTAssertEqual(bare.status, 1)
        XCTAssertTrue(bare.output.hasPrefix("A.swift:2:16: error:"), bare.output)
        XCTAssertEqual(try CLI.run(["version"]).output, try CLI.run(["--version"]).output)
        let typo = try CLI.run(["lnt"], in: project.root)
        XCTAssertEqual(typo.status, 2)
        XCTAssertEqual(typo.error, "lnt: error: no such file or directory (did you mean `mvvm lint`?)\n")
        let help = try CLI.run(["lint", "--help"])
        let flowing = help.output.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        XCTAssertTrue(flowing.contains("Formats: xcode, json, sarif, checkstyle, junit, github, gitlab, summary"), help.output)
    }

    func testNamedFilesHonourTheConfigurationAndOneReportPerOutput() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "excluded: [Generated]\n")
        try project.write("Generated/G.swift", "@MainActor class GViewModel: ObservableObject {\n    @Published var x = 0\n}\n")
        try project.write("A.swift", "struct A {}\n")
        let skipped = try CLI.run(["lint", "Generated/G.swift"], in: project.root)
        XCTAssertEqual(skipped.status, 0, "what the configuration excludes is not linted because a hook names it")
        XCTAssertTrue(skipped.error.contains("Generated/G.swift: warning: left out by .mvvm.yml, skipped (--force-include lints it)"), skipped.error)
        XCTAssertEqual(try CLI.run(["lint", "--force-include", "Generated/G.swift"], in: project.root).status, 1)
        let twice = try CLI.run(["lint", "--reporter", "json", "--reporter", "json"], in: project.root)
        XCTAssertEqual(twice.status, 2)
        XCTAssertTrue(twice.error.contains("only one --reporter can write to standard output"), twice.error)
        let folder = try CLI.run(["dump", "Generated"], in: project.root)
        XCTAssertEqual(folder.error, "Generated: error: is a folder; name one Swift file\n")
        let lowercase = try CLI.run(["new", "login", "--dry-run"], in: project.root)
        XCTAssertEqual(lowercase.status, 2)
        XCTAssertTrue(lowercase.error.contains("`login` starts lowercase; type names start uppercase (`Login`)"), lowercase.error)
    }

    func testPreviousLineSuppressions() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("A.swift", """
            @MainActor class AViewModel: ObservableObject {
                @Published var x = 0
                // mvvm:disable:previous output_private_set — bound by a legacy view
                @Published var y = 0
            }

            """)
        let result = try CLI.run(["lint"], in: project.root)
        XCTAssertEqual(result.output, "A.swift:4:16: error: `y` is an output the view could write; declare it `private(set)` (output_private_set)\n")
    }
}

/// A `.mvvm.yml` in a subfolder governs the files below it, merged onto the project's (issue 12).
final class NestedConfigurationTests: XCTestCase {
    func testNestedConfigurationsDisableRulesChangeSeveritiesAndExcludeBelowThem() throws {
        let repository = try GitRepository()
        let project = repository.directory
        let source = "class AViewModel: ObservableObject {\n    @Published var x = 0\n}\n"
        try project.write(".mvvm.yml", "disabled_rules: [types_before_use]\n")
        try project.write("App/A.swift", source)
        try project.write("Legacy/.mvvm.yml", "disabled_rules: [main_actor_view_model]\nrules:\n  output_private_set: warning\nexcluded: [Generated]\n")
        try project.write("Legacy/B.swift", source.replacingOccurrences(of: "AViewModel", with: "BViewModel"))
        try project.write("Legacy/Generated/C.swift", source.replacingOccurrences(of: "AViewModel", with: "CViewModel"))
        let json = try CLI.run(["lint", "--reporter", "json"], in: project.root)
        let found = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
            .map { "\($0["file"]!) \($0["rule"]!) \($0["severity"]!)" }.sorted()
        XCTAssertEqual(found, [
            "App/A.swift main_actor_view_model warning",
            "App/A.swift output_private_set error",
            "Legacy/B.swift output_private_set warning",
        ], "the nested file turns a rule off and a severity down below it, and excludes its Generated folder")

        // Run from the subfolder, and through the git hook's --staged: the same answer.
        let sub = try CLI.run(["lint", "--reporter", "json", "B.swift"], in: project.path("Legacy"))
        XCTAssertTrue(sub.output.contains("\"severity\" : \"warning\"") || sub.output.contains("\"severity\":\"warning\""), sub.output)
        XCTAssertFalse(sub.output.contains("main_actor_view_model"), sub.output)
        XCTAssertTrue(sub.error.contains("1 indexed") == false, "the project's configuration is found from the subfolder: " + sub.error)
        try repository.git("add", "-A")
        let staged = try CLI.run(["lint", "--staged", "--reporter", "json"], in: project.root)
        let stagedFound = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(staged.output.utf8)) as? [[String: Any]])
            .map { "\($0["file"]!) \($0["rule"]!) \($0["severity"]!)" }.sorted()
        XCTAssertEqual(stagedFound, found)

        try project.write("Legacy/.mvvm.yml", "view_model_suffixes: [Model]\n")
        let wrongKey = try CLI.run(["lint"], in: project.root)
        XCTAssertEqual(wrongKey.status, 1, "reported, not fatal: a sub-project's own configuration linted from above it")
        XCTAssertTrue(wrongKey.error.hasPrefix("Legacy/.mvvm.yml:1:1: warning: `view_model_suffixes` is the project's setting"), wrongKey.error)
    }
}

final class InstallTests: XCTestCase {
    /// `make install` puts the release binary under PREFIX/bin (checked without building: the
    /// real install is recorded in BENCHMARKS.md).
    func testMakeInstallTargetsThePrefix() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["make", "-n", "-C", CorpusFiles.packageRoot, "install", "PREFIX=/opt/mvvm-test"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { throw XCTSkip("make is not installed") }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, output)
        XCTAssertTrue(output.contains("-c release --product mvvm"), output)
        XCTAssertTrue(output.contains("\"/opt/mvvm-test/bin/mvvm\""), output)
        #if os(Linux)
        XCTAssertTrue(output.contains("--static-swift-stdlib"), output)
        #endif
    }
}

final class BaselineHygieneTests: XCTestCase {
    func testEntriesOfDeletedFilesAreStaleAndUnknownVersionsRefused() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("A.swift", "@MainActor class AViewModel: ObservableObject {\n    @Published var x = 0\n}\n")
        try project.write("B.swift", "struct B {}\n")
        let config = project.path(".mvvm.yml"), baseline = project.path("baseline.json")
        XCTAssertEqual(try CLI.run(["lint", "--config", config, "--write-baseline", baseline]).status, 0)
        try FileManager.default.removeItem(atPath: project.path("A.swift"))
        let deleted = try CLI.run(["lint", "--config", config, "--baseline", baseline, "--strict-baseline"])
        XCTAssertEqual(deleted.status, 1, "a deleted file's entries are stale")
        XCTAssertTrue(deleted.error.contains("stale entry (fixed?): output_private_set in A.swift"), deleted.error)
        let text = try String(contentsOfFile: baseline, encoding: .utf8).replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 99")
        try text.write(toFile: baseline, atomically: true, encoding: .utf8)
        let future = try CLI.run(["lint", "--config", config, "--baseline", baseline])
        XCTAssertEqual(future.status, 2)
        XCTAssertTrue(future.error.contains("baseline version 99 is not supported"), future.error)
    }
}

final class CacheAndColourTests: XCTestCase {
    let bad = "@MainActor class AViewModel: ObservableObject {\n    @Published var x = 0\n}\n"

    func testCachePathFlagNoCacheAndCacheCommands() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("A.swift", bad)
        let folder = project.path("elsewhere/cache")
        let cold = try CLI.run(["lint", "--cache-path", folder, "--reporter", "json"], in: project.root)
        let warm = try CLI.run(["lint", "--cache-path", folder, "--reporter", "json"], in: project.root)
        XCTAssertEqual(cold.status, 1)
        XCTAssertEqual(warm.output, cold.output, "a warm run reports the same")
        let written = try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.hasSuffix(".facts") }
        XCTAssertEqual(written.count, 1, "one cache file for the project")

        let unused = project.path("unused")
        _ = try CLI.run(["lint", "--no-cache"], in: project.root, environment: ["MVVM_CACHE_PATH": unused])
        XCTAssertFalse(FileManager.default.fileExists(atPath: unused), "--no-cache writes nothing")

        let environment = ["MVVM_CACHE_PATH": folder]
        XCTAssertEqual(try CLI.run(["cache", "path"], environment: environment).output, folder + "\n")
        let cleared = try CLI.run(["cache", "clear"], environment: environment)
        XCTAssertEqual(cleared.status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder))
        XCTAssertTrue(try CLI.run(["cache", "clear"], environment: environment).output.hasPrefix("Nothing to clear"))
    }

    func testReportsThroughAPipeAreNeverColoured() throws {
        let project = try TemporaryDirectory()
        try project.write("A.swift", bad)
        let result = try CLI.run(["lint", "A.swift"], in: project.root, environment: ["TERM": "xterm-256color"])
        XCTAssertEqual(result.output, "A.swift:2:16: error: `x` is an output the view could write; declare it `private(set)` (output_private_set)\n")
        XCTAssertFalse(result.output.contains("\u{1B}") || result.error.contains("\u{1B}"))
    }
}

/// A temporary git repository for `--staged` and `--since`.
final class GitRepository {
    let directory = try! TemporaryDirectory()

    init() throws {
        try git("init", "-q")
        try git("config", "user.email", "test@example.com")
        try git("config", "user.name", "Test")
        try git("config", "commit.gpgsign", "false")
    }

    func git(_ arguments: String...) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory.root)
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "git \(arguments)")
    }
}

final class PartialRunTests: XCTestCase {
    let bad = "@MainActor class AViewModel: ObservableObject {\n    @Published var x = 0\n}\n"
    let good = "@MainActor class AViewModel: ObservableObject {\n    @Published private(set) var x = 0\n}\n"

    func testStagedLintsTheIndexContentNotTheWorkTree() throws {
        let repository = try GitRepository()
        let project = repository.directory
        try project.write(".mvvm.yml", "excluded: [Generated]\n")
        try project.write("A.swift", bad)
        try project.write("B.swift", good)
        try repository.git("add", "A.swift", "B.swift", ".mvvm.yml")
        try project.write("A.swift", good)  // fixed in the work tree, but not staged
        try project.write("C.swift", bad)   // never staged: indexed, not reported
        let result = try CLI.run(["lint", "--config", project.path(".mvvm.yml"), "--staged", "--reporter", "json"],
                                 in: project.root)
        XCTAssertEqual(result.status, 1, result.error)
        let violations = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]]
        XCTAssertEqual(violations?.map { $0["file"] as? String }, ["A.swift"])
        XCTAssertTrue(result.error.contains("Linted 2 file(s), 3 indexed"), result.error)
    }

    func testSinceLintsFilesChangedSinceARevision() throws {
        let repository = try GitRepository()
        let project = repository.directory
        try project.write(".mvvm.yml", "")
        try project.write("A.swift", bad)
        try project.write("B.swift", good)
        try repository.git("add", ".")
        try repository.git("commit", "-q", "-m", "first")
        try project.write("B.swift", bad)
        let result = try CLI.run(["lint", "--since", "HEAD", "--reporter", "json"], in: project.root)
        let violations = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]]
        XCTAssertEqual(violations?.map { $0["file"] as? String }, ["B.swift"])
        let unknown = try CLI.run(["lint", "--since", "no-such-rev"], in: project.root)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.error, "error: unknown revision `no-such-rev`\n")
    }

    func testStagedRenamesAreLintedUnderTheirNewName() throws {
        let repository = try GitRepository()
        let project = repository.directory
        try project.write(".mvvm.yml", "")
        try project.write("Old.swift", good)
        try repository.git("add", ".")
        try repository.git("commit", "-q", "-m", "first")
        try repository.git("mv", "Old.swift", "New Name.swift")
        try project.write("New Name.swift", bad + "\n")
        try repository.git("add", "New Name.swift")
        let result = try CLI.run(["lint", "--staged", "--reporter", "json"], in: project.root)
        let violations = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]]
        XCTAssertEqual(violations?.map { $0["file"] as? String }, ["New Name.swift"], result.error)
    }

    func testStagedOutsideARepositoryIsAnError() throws {
        let project = try TemporaryDirectory()
        let result = try CLI.run(["lint", "--staged"], in: project.root)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.hasSuffix(": error: not inside a git repository\n"), result.error)
    }

    func testStandardInputIsLintedAsTheGivenPathWithTheWholeIndex() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("Basket.swift", "extension Basket: ObservableObject {}\nstruct BasketView: View { @StateObject var basket = Basket() }\n")
        let result = try CLI.run(["lint", "--use-stdin", "--stdin-path", "Sources/Basket+Items.swift"],
                                 in: project.root, input: "@MainActor final class Basket {\n    @Published var items: [Int] = []\n    func clear() { items = [] }\n}\n")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.output, "Sources/Basket+Items.swift:2:16: error: `items` is an output the view could write; declare it `private(set)` (output_private_set)\n")
        XCTAssertEqual(try CLI.run(["lint", "--use-stdin"], in: project.root).status, 2, "--stdin-path is required")
        XCTAssertEqual(try CLI.run(["lint", "--staged", "--fix"], in: project.root).status, 2)
    }
}

final class InitCommandTests: XCTestCase {
    func testInitWritesAConfigurationAndNeverOverwritesIt() throws {
        let project = try TemporaryDirectory()
        let first = try CLI.run(["init"], in: project.root)
        XCTAssertEqual(first.status, 0)
        XCTAssertEqual(first.output, "create  .mvvm.yml\n")
        let written = try String(contentsOfFile: project.path(".mvvm.yml"), encoding: .utf8)
        XCTAssertTrue(written.hasPrefix("# mvvm configuration."))
        try project.write(".mvvm.yml", "excluded: [Mine]\n")
        let second = try CLI.run(["init"], in: project.root)
        XCTAssertEqual(second.status, 2)
        XCTAssertEqual(second.error, ".mvvm.yml: error: already exists; not overwritten\n")
        XCTAssertEqual(try String(contentsOfFile: project.path(".mvvm.yml"), encoding: .utf8), "excluded: [Mine]\n")
    }

    func testHookIsInstalledExecutableAndAnExistingHookIsLeftAlone() throws {
        let repository = try GitRepository()
        let project = repository.directory
        let result = try CLI.run(["init", "--hook"], in: project.root)
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(result.output, "create  .mvvm.yml\ncreate  .git/hooks/pre-commit\n")
        let hook = project.path(".git/hooks/pre-commit")
        XCTAssertEqual(try String(contentsOfFile: hook, encoding: .utf8), Initializer.hookScript)
        XCTAssertEqual((try FileManager.default.attributesOfItem(atPath: hook)[.posixPermissions] as? NSNumber)?.intValue, 0o755)

        // Without mvvm on PATH the hook fails the commit, unless told the lint is optional.
        func runHook(_ environment: [String: String]) throws -> Int32 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = [hook]
            process.environment = environment
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            return process.terminationStatus
        }
        XCTAssertEqual(try runHook(["PATH": "/nonexistent"]), 1)
        XCTAssertEqual(try runHook(["PATH": "/nonexistent", "MVVM_HOOK_OPTIONAL": "1"]), 0)

        try project.write(".git/hooks/pre-commit", "#!/bin/sh\nexit 0\n")
        let again = try CLI.run(["init", "--hook"], in: project.root)
        XCTAssertEqual(again.status, 0)
        XCTAssertTrue(again.output.contains("skip    .git/hooks/pre-commit"), again.output)
        XCTAssertTrue(again.output.contains("mvvm lint --staged || exit 1"))
        XCTAssertEqual(try String(contentsOfFile: hook, encoding: .utf8), "#!/bin/sh\nexit 0\n")
    }
}

final class ExplainCommandTests: XCTestCase {
    func testExplainPrintsEachRuleDocumentEvenFromACopiedBinary() throws {
        // An installed binary has no checkout beside it: copy it somewhere else and run it there.
        let elsewhere = try TemporaryDirectory()
        let copy = elsewhere.path("mvvm")
        try FileManager.default.copyItem(atPath: CLI.binary.path, toPath: copy)
        for id in ["output_private_set", "unused_suppression"] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: copy)
            process.arguments = ["explain", id]
            process.currentDirectoryURL = URL(fileURLWithPath: elsewhere.root)
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0)
            let document = try String(contentsOfFile: CorpusFiles.packageRoot + "/Rules/\(id).md", encoding: .utf8)
            XCTAssertEqual(String(decoding: data, as: UTF8.self), document.hasSuffix("\n") ? document : document + "\n")
        }
    }

    func testUnknownRuleIsAnErrorWithASuggestion() throws {
        let result = try CLI.run(["explain", "output_private_st"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.error, "error: unknown rule `output_private_st` (did you mean `output_private_set`?)\n")
    }
}

final class EmbedToolTests: XCTestCase {
    func testDelimiterOutrunsHashesAfterQuotesAndBackslashes() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Docs/edge.md", "a \"## b \\###( c\n")
        let embedding = EmbeddedDocuments(folder: "Docs", fileExtension: "md", enumName: "Docs", output: "Docs.swift")
        let source = try embedding.render(root: directory.root)
        // Keyed by the path under the folder; one more `#` than the longest run after a quote.
        XCTAssertTrue(source.contains("\"edge.md\": ####\"\"\"\na \"## b \\###( c\n\n\"\"\"####,"), source)
    }
}

final class AbsolutePathTests: XCTestCase {
    /// Build plugins run mvvm from a folder that is not the project's: `--absolute-paths` makes
    /// every reported file clickable from anywhere; without it paths stay relative.
    func testReportsAbsolutePathsOnlyWhenAsked() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("Sources/A.swift", "@MainActor class AViewModel: ObservableObject {\n    @Published var x = 0\n}\n")
        let relative = try CLI.run(["lint", "--quiet"], in: project.root)
        XCTAssertTrue(relative.output.hasPrefix("Sources/A.swift:2:16: error:"), relative.output)
        let absolute = try CLI.run(["lint", "--quiet", "--absolute-paths"], in: project.root)
        let real = URL(fileURLWithPath: project.path("Sources/A.swift")).resolvingSymlinksInPath().path
        XCTAssertTrue(absolute.output.hasPrefix(project.path("Sources/A.swift") + ":2:16: error:")
                      || absolute.output.hasPrefix(real + ":2:16: error:"), absolute.output)
    }
}
