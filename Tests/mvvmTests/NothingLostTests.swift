import Foundation
import TestSupport
import XCTest
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Nothing lost and nothing outside the project (issue 20), through the binary: every file mvvm
/// writes goes through one writer, and the project root bounds what it reads and writes.
final class NothingLostTests: XCTestCase {
    let viewModel = "class AViewModel: ObservableObject {\n    @Published var x = 0\n}\n"

    func read(_ project: TemporaryDirectory, _ name: String) throws -> String {
        try String(contentsOfFile: project.path(name), encoding: .utf8)
    }

    func testAReadOnlyFileIsLeftAloneAndReported() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("A.swift", viewModel)
        XCTAssertEqual(chmod(project.path("A.swift"), 0o444), 0)
        let result = try CLI.run(["lint", "--fix"], in: project.root)
        XCTAssertEqual(result.status, 2, result.error)
        XCTAssertTrue(result.error.contains("A.swift: error: not fixed: is read-only; left unchanged"), result.error)
        XCTAssertEqual(try read(project, "A.swift"), viewModel)
        XCTAssertTrue(result.output.contains("A.swift:2:16: error:"), "its findings are still reported: \(result.output)")
    }

    func testALinkLeadingOutOfTheProjectIsNeitherWalkedNorFixed() throws {
        let project = try TemporaryDirectory(), outside = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("A.swift", "struct A {}\n")
        try outside.write("Theirs.swift", viewModel)
        try FileManager.default.createSymbolicLink(atPath: project.path("Linked.swift"), withDestinationPath: outside.path("Theirs.swift"))
        let walked = try CLI.run(["lint", "--fix"], in: project.root)
        XCTAssertEqual(walked.status, 0, walked.error)
        XCTAssertTrue(walked.error.contains("Linted 1 file(s)"), walked.error)
        let named = try CLI.run(["lint", "--fix", "Linked.swift"], in: project.root)
        XCTAssertEqual(named.status, 0, named.error)
        XCTAssertTrue(named.error.contains("Linked.swift: warning: links outside the project"), named.error)
        let forced = try CLI.run(["lint", "--fix", "--force-include", "Linked.swift"], in: project.root)
        XCTAssertEqual(forced.status, 2, forced.error)
        XCTAssertTrue(forced.output.contains("Linked.swift:2:16: error:"), "linted as asked: \(forced.output)")
        XCTAssertTrue(forced.error.contains("Linked.swift: error: not fixed: is a link to"), forced.error)
        XCTAssertEqual(try read(outside, "Theirs.swift"), viewModel)
    }

    func testTemporariesOfAKilledRunAreReportedThenRemovedByFix() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("Sources/A.swift", "struct A {}\n")
        try project.write("Sources/.A.swift.mvvm~", "struct A { half")
        try project.write("Sources/.notes.mvvm~", "not a Swift file's temporary: never touched")
        let old = Date().addingTimeInterval(-3600)
        for name in ["Sources/.A.swift.mvvm~", "Sources/.notes.mvvm~"] {
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: project.path(name))
        }
        let lint = try CLI.run(["lint"], in: project.root)
        XCTAssertEqual(lint.status, 0, lint.error)
        XCTAssertTrue(lint.error.contains("Sources/.A.swift.mvvm~: warning: left by an interrupted mvvm run; `mvvm lint --fix` removes it"), lint.error)
        XCTAssertTrue(FileManager.default.fileExists(atPath: project.path("Sources/.A.swift.mvvm~")), "a plain lint changes nothing")
        let fix = try CLI.run(["lint", "--fix"], in: project.root)
        XCTAssertEqual(fix.status, 0, fix.error)
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.path("Sources/.A.swift.mvvm~")))
        XCTAssertTrue(FileManager.default.fileExists(atPath: project.path("Sources/.notes.mvvm~")))
        XCTAssertFalse(try CLI.run(["lint"], in: project.root).error.contains("interrupted"))
    }

    /// What a finding cites in another file is where it is after this run's fixes.
    func testNotFixedCitesLinesAsTheFixesLeftThem() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("A.swift", "@MainActor final class AViewModel: ObservableObject {\n    @Published var x = 0\n}\n")
        // The fix annotates B with `@MainActor` on a line of its own: the write moves to line 4.
        try project.write("B.swift", "class BViewModel: ObservableObject {\n    let a = AViewModel()\n    func go() { a.x = 1 }\n}\n")
        let result = try CLI.run(["lint", "--fix"], in: project.root)
        XCTAssertEqual(result.status, 1, result.error)
        XCTAssertTrue(try read(project, "B.swift").hasPrefix("@MainActor\nclass BViewModel"))
        XCTAssertTrue(result.output.contains("`--fix` holds it back: written at B.swift:4"), result.output)
        XCTAssertTrue(result.error.contains("B.swift: fixed 1 violation(s)"), result.error)
    }

    /// A `.mvvm.yml` above the git repository is not its configuration.
    func testConfigurationAboveTheRepositoryIsNotUsed() throws {
        let outer = try TemporaryDirectory()
        try outer.write(".mvvm.yml", "disabled_rules: [output_private_set, main_actor_view_model]\n")
        try outer.write("Outside.swift", viewModel)
        try outer.write("repo/.git/HEAD", "ref: refs/heads/main\n")
        try outer.write("repo/Sources/A.swift", "@MainActor class AViewModel: ObservableObject {\n    @Published var x = 0\n}\n")
        let result = try CLI.run(["lint", "--fix"], in: outer.path("repo/Sources"))
        XCTAssertTrue(result.error.contains("Linted 1 file(s), 1 indexed"), "only the repository is the project: \(result.error)")
        XCTAssertEqual(try read(outer, "Outside.swift"), viewModel, "nothing outside the repository is fixed")
        XCTAssertTrue(try read(outer, "repo/Sources/A.swift").contains("private(set)"), "the outer file's disabled rules do not apply")
    }

    /// Reports and baselines go into what the user names: a device, a pipe, a link.
    func testReportsAndBaselinesWriteIntoDevicesPipesAndLinks() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("A.swift", "@MainActor class AViewModel: ObservableObject {\n    @Published var x = 0\n}\n")
        let devNull = try CLI.run(["lint", "--reporter", "json=/dev/null"], in: project.root)
        XCTAssertEqual(devNull.status, 1, devNull.error)
        var info = stat()
        XCTAssertEqual(stat("/dev/null", &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFCHR, "/dev/null stays a device")

        try project.write("reports/latest.json", "old")
        try FileManager.default.createSymbolicLink(atPath: project.path("report.json"), withDestinationPath: project.path("reports/latest.json"))
        XCTAssertEqual(try CLI.run(["lint", "--reporter", "json=report.json"], in: project.root).status, 1)
        XCTAssertNotNil(try? FileManager.default.destinationOfSymbolicLink(atPath: project.path("report.json")), "the link stays a link")
        XCTAssertTrue(try read(project, "reports/latest.json").contains("output_private_set"))

        XCTAssertEqual(mkfifo(project.path("pipe"), 0o600), 0)
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/bin/cat")
        reader.arguments = [project.path("pipe")]
        let received = Pipe()
        reader.standardOutput = received
        try reader.run()
        XCTAssertEqual(try CLI.run(["lint", "--write-baseline", "pipe"], in: project.root).status, 0)
        let baseline = String(decoding: received.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        reader.waitUntilExit()
        XCTAssertTrue(baseline.contains("output_private_set"), "the pipe's reader gets the baseline: \(baseline)")
    }

    func testATemplateLinkedOutOfItsFolderIsRefused() throws {
        let project = try TemporaryDirectory(), outside = try TemporaryDirectory()
        try project.write(".mvvm.yml", "new: {sources: Sources, tests: Tests}\n")
        try outside.write("secret", "PRIVATE KEY")
        try FileManager.default.createDirectory(atPath: project.path(".mvvm/templates/rulebook/combine"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: project.path(".mvvm/templates/rulebook/combine/View.mustache"),
                                                   withDestinationPath: outside.path("secret"))
        let result = try CLI.run(["new", "Login", "--templates", ".mvvm/templates"], in: project.root)
        XCTAssertEqual(result.status, 2, result.output)
        XCTAssertTrue(result.error.contains("View.mustache: error: links outside the templates folder"), result.error)
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.path("Sources/LoginView.swift")))
    }

    /// Parse before write: a project's template that renders broken Swift writes nothing.
    func testATemplateRenderingBrokenSwiftWritesNothing() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "new: {sources: Sources, tests: Tests}\n")
        try project.write(".mvvm/templates/rulebook/combine/View.mustache", "import SwiftUI\n\nstruct {{name}}View: View {\n    var body: some View {\n")
        let result = try CLI.run(["new", "Login", "--templates", ".mvvm/templates"], in: project.root)
        XCTAssertEqual(result.status, 2, result.output)
        XCTAssertEqual(result.error, ".mvvm/templates/rulebook/combine/View.mustache: error: renders a LoginView.swift that leaves a bracket open; nothing was written\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.path("Sources")))
        try project.write(".mvvm/templates/rulebook/combine/View.mustache", "let text = \"{{name}}\n")
        let unterminated = try CLI.run(["new", "Login", "--templates", ".mvvm/templates"], in: project.root)
        XCTAssertEqual(unterminated.status, 2, unterminated.output)
        XCTAssertTrue(unterminated.error.contains("renders a LoginView.swift that does not lex at line 1"), unterminated.error)
    }

    func testATemplateLeavingAnIfOpenWritesNothing() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "new: {sources: Sources, tests: Tests}\n")
        try project.write(".mvvm/templates/rulebook/combine/View.mustache", "#if DEBUG\nstruct {{name}}View {}\n")
        let result = try CLI.run(["new", "Login", "--templates", ".mvvm/templates"], in: project.root)
        XCTAssertEqual(result.status, 2, result.output)
        XCTAssertTrue(result.error.contains("renders a LoginView.swift that leaves an `#if` open"), result.error)
    }

    /// Reports to this process's standard output by another name go into the same stream, in order.
    func testAReportToDevStdoutBesideAnotherGoesIntoTheSameStream() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("A.swift", "@MainActor class AViewModel: ObservableObject {\n    @Published var x = 0\n}\n")
        try FileManager.default.createSymbolicLink(atPath: project.path("out.json"), withDestinationPath: "/dev/stdout")
        let result = try CLI.run(["lint", "--reporter", "xcode", "--reporter", "json=out.json"], in: project.root)
        XCTAssertEqual(result.status, 1, result.error)
        XCTAssertTrue(result.output.hasPrefix("A.swift:2:16: error:"), result.output)
        XCTAssertTrue(result.output.contains("\"rule\" : \"output_private_set\""), result.output)
        XCTAssertNotNil(try? FileManager.default.destinationOfSymbolicLink(atPath: project.path("out.json")))
        let dash = try CLI.run(["lint", "--reporter", "json=-"], in: project.root)
        XCTAssertTrue(dash.output.hasPrefix("["), dash.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.path("-")))
        XCTAssertEqual(try CLI.run(["lint", "--reporter", "json="], in: project.root).status, 2)
    }

    /// Every command's output must arrive: a full disk is exit 2, not a pass.
    func testEveryCommandFailsWhenStandardOutputCannotBeWritten() throws {
        for arguments in [["rules", "--json"], ["explain", "output_private_set"], ["--version"], ["templates", "list"]] {
            let shell = try ProcessRun.run("/bin/sh", ["-c", "\"$0\" \"$@\" > /dev/full", CLI.binary.path] + arguments)
            XCTAssertEqual(shell.status, 2, "\(arguments): \(shell.output)")
            XCTAssertTrue(shell.output.contains("standard output: error: cannot write"), shell.output)
        }
    }

    #if os(Linux)
    /// `mvvm new` and `mvvm add` put their files in place before printing: when only those status
    /// lines are lost, the failure says the files are there, so nobody writes them again.
    func testWrittenFilesAreNamedWhenTheirStatusLinesAreLost() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "new: {sources: Sources, tests: Tests}\n")
        let new = try ProcessRun.run("/bin/sh", ["-c", "exec \"$0\" new Login > /dev/full", CLI.binary.path], in: project.root)
        XCTAssertEqual(new.status, 2, new.output)
        XCTAssertTrue(FileManager.default.fileExists(atPath: project.path("Sources/LoginView.swift")))
        let line = try XCTUnwrap(new.output.split(separator: "\n").first { $0.hasPrefix("standard output: error:") }, new.output)
        XCTAssertTrue(line.hasSuffix("; the files were written all the same: Sources/LoginView.swift, Sources/LoginViewModel.swift, "
            + "Tests/LoginViewModelTests.swift, Sources/Responder.swift"), String(line))
        let add = try ProcessRun.run("/bin/sh", ["-c", "exec \"$0\" add action LoginViewModel retry > /dev/full", CLI.binary.path],
                                     in: project.root)
        XCTAssertEqual(add.status, 2, add.output)
        XCTAssertTrue(add.output.contains("; the files were written all the same: Sources/LoginViewModel.swift"), add.output)
        XCTAssertTrue(try String(contentsOfFile: project.path("Sources/LoginViewModel.swift"), encoding: .utf8).contains("case retry"))
    }
    #endif

    /// A Swift file linked to another in the project is that file, linted once.
    func testASecondNameOfAFileIsLintedOnce() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("Sources/A.swift", "@MainActor class AViewModel: ObservableObject {\n    @Published var x = 0\n}\n")
        try FileManager.default.createSymbolicLink(atPath: project.path("Sources/A2.swift"), withDestinationPath: "A.swift")
        let result = try CLI.run(["lint"], in: project.root)
        XCTAssertEqual(result.output.split(separator: "\n").count, 1, result.output)
        XCTAssertTrue(result.error.contains("Linted 1 file(s)"), result.error)
    }

    /// A baseline written while a project file could not be read would hide its findings.
    func testABaselineIsNotWrittenWithoutAFileItCouldNotRead() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("A.swift", "struct A {}\n")
        try project.write("Locked.swift", "@MainActor class LViewModel: ObservableObject {\n    @Published var x = 0\n}\n")
        XCTAssertEqual(chmod(project.path("Locked.swift"), 0), 0)
        var arguments = [CLI.binary.path, "lint", "--no-cache", "--write-baseline", "base.json"]
        if geteuid() == 0 {
            // Root reads anything: drop the capabilities that let it.
            try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "root without setpriv reads every file")
            arguments = ["/usr/bin/setpriv", "--bounding-set=-dac_override,-dac_read_search"] + arguments
        }
        let result = try ProcessRun.run(arguments[0], Array(arguments.dropFirst()), in: project.root)
        XCTAssertEqual(result.status, 2, result.output)
        XCTAssertTrue(result.output.contains("Locked.swift: error: cannot read file; a baseline without it would hide its findings"), result.output)
        // A plain lint skips it with a warning, and does not count it as linted.
        let plain = try ProcessRun.run(arguments[0], Array(arguments.dropFirst()).filter { $0 != "--write-baseline" && $0 != "base.json" },
                                       in: project.root)
        XCTAssertTrue(plain.output.contains("Linted 1 file(s), 2 indexed"), plain.output)
        XCTAssertEqual(chmod(project.path("Locked.swift"), 0o644), 0)
        try project.write("Sealed/B.swift", "struct B {}\n")
        XCTAssertEqual(chmod(project.path("Sealed"), 0), 0)
        defer { chmod(project.path("Sealed"), 0o755) }
        let folder = try ProcessRun.run(arguments[0], Array(arguments.dropFirst()), in: project.root)
        XCTAssertEqual(folder.status, 2, folder.output)
        XCTAssertTrue(folder.output.contains("Sealed/: error: cannot read folder; a baseline without it would hide its findings"), folder.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.path("base.json")))
    }

    /// Reordering a file with CR-only line breaks is held back, and says so.
    func testAReorderHeldBackForCarriageReturnsSaysWhy() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        for source in ["@MainActor final class AViewModel: ObservableObject {\r    init() {}\r\r    private let id = 0\r}\r",
                       "// A first line ended by LF\n@MainActor final class AViewModel: ObservableObject {\r    init() {}\r\r    private let id = 0\r}\r"] {
            try project.write("A.swift", source)
            let result = try CLI.run(["lint", "--fix"], in: project.root)
            XCTAssertTrue(result.output.contains("`--fix` holds it back: its lines end with CR alone"), result.output)
            XCTAssertEqual(try read(project, "A.swift"), source)
        }
    }
}
