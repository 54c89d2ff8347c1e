import Foundation
import TestSupport
import XCTest

/// Runs the built `mvvm` binary the way users do and checks its output and exit status.
final class CommandLineTests: XCTestCase {
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

    func run(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: CorpusFiles.packageRoot)
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      output: String(decoding: outputData, as: UTF8.self),
                      error: String(decoding: errorData, as: UTF8.self))
    }

    func testVersionAndHelp() throws {
        let version = try run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertEqual(version.output, "0.1.0\n")
        let help = try run(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.output.contains("USAGE: mvvm <subcommand>"))
        XCTAssertTrue(help.output.contains("dump"))
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
