import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TestSupport
import XCTest

/// Failures that used to pass quietly: each is now status 2 with one line saying what failed.
final class NoSilentPassTests: XCTestCase {
    let bad = "@MainActor class AViewModel: ObservableObject {\n    @Published var x = 0\n}\n"

    func testANamedFolderThatCannotBeReadIsAnError() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("Locked/A.swift", bad)
        XCTAssertEqual(chmod(project.path("Locked"), 0), 0)
        defer { chmod(project.path("Locked"), 0o755) }
        let result = try runWithoutOverridingPermissions(["lint", "Locked"], in: project.root)
        XCTAssertEqual(result.status, 2, result.error)
        let errors = result.error.split(separator: "\n").filter { $0.contains("Locked") }
        XCTAssertEqual(errors, ["Locked: error: cannot read folder"], result.error)
    }

    func testAFileWhoseNameIsNotUTF8IsLintedAndNamedWithItsBytesEscaped() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        let name: [UInt8] = Array("Bad".utf8) + [0xFF] + Array(".swift".utf8)
        let path = Array(project.root.utf8) + [UInt8(ascii: "/")] + name + [0]
        let descriptor = path.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { open($0, O_CREAT | O_WRONLY, 0o644) }
        }
        // macOS file systems refuse such names: nothing to lint there.
        try XCTSkipIf(descriptor < 0, "this file system refuses names that are not UTF-8")
        _ = Array(bad.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        let result = try CLI.run(["lint"], in: project.root)
        XCTAssertEqual(result.status, 1, result.error)
        XCTAssertEqual(result.output, "Bad\\xFF.swift:2:16: error: `x` is an output the view could write; declare it `private(set)` (output_private_set)\n")
        XCTAssertFalse(result.error.contains("skipped"), result.error)
        XCTAssertTrue(result.error.contains("Linted 1 file(s)"), result.error)
        // Found through a named folder too.
        let named = try CLI.run(["lint", "."], in: project.root)
        XCTAssertEqual(named.output, result.output)
        // And named itself, by its bytes (a pre-commit hook passes them so) or as it is shown.
        for argument in ["\"$(printf 'Bad\\377.swift')\"", "'Bad\\xFF.swift'"] {
            let byName = try ProcessRun.run("/bin/sh", ["-c", "exec \"$0\" lint -- \(argument)", CLI.binary.path], in: project.root)
            XCTAssertEqual(byName.status, 1, argument + ": " + byName.output)
            XCTAssertTrue(byName.output.hasPrefix(result.output), argument + ": " + byName.output)
            XCTAssertTrue(byName.output.contains("Linted 1 file(s)"), byName.output)
        }
    }

    func testAReportThatCannotBeWrittenToStandardOutputFailsTheRun() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("A.swift", bad)
        // Standard output closed: the report has nowhere to go.
        let closed = try runShell("exec \"$0\" lint --reporter json >&-", in: project.root)
        XCTAssertEqual(closed.status, 2, closed.error)
        XCTAssertEqual(closed.error.split(separator: "\n").filter { $0.contains("error:") },
                       ["standard output: error: cannot write the report (Bad file descriptor)"], closed.error)
        #if os(Linux)
        // A full disk.
        let full = try runShell("exec \"$0\" lint >/dev/full", in: project.root)
        XCTAssertEqual(full.status, 2, full.error)
        XCTAssertEqual(full.error.split(separator: "\n").filter { $0.contains("error:") },
                       ["standard output: error: cannot write the report (No space left on device)"], full.error)
        #endif
    }

    func testControlBytesOfABinaryConfigurationAreEscapedInTheErrorLine() throws {
        let project = try TemporaryDirectory()
        try project.write("A.swift", bad)
        try Data(Array("included: [\u{1B}[31mred\u{07}]\n".utf8) + [0x00, 0x01, 0x9B, 0x0D]).write(to: URL(fileURLWithPath: project.path(".mvvm.yml")))
        let result = try CLI.run(["lint"], in: project.root)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.hasSuffix("\n"))
        let line = result.error.dropLast()
        XCTAssertFalse(line.unicodeScalars.contains { $0.properties.generalCategory == .control }, result.error.debugDescription)
        // At the control character, which is named rather than echoed.
        XCTAssertEqual(line, ".mvvm.yml:1:12: error: invalid YAML: control characters are not allowed (U+001B)")
    }

    // MARK: - Support

    /// Root reads every folder whatever its mode; without the two capabilities that allow it,
    /// root is held to the permission bits like anyone else.
    private func runWithoutOverridingPermissions(_ arguments: [String], in directory: String) throws -> CLI.Result {
        guard geteuid() == 0 else { return try CLI.run(arguments, in: directory) }
        let setpriv = "/usr/bin/setpriv"
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: setpriv), "root without setpriv: every folder is readable")
        return try run(URL(fileURLWithPath: setpriv), ["--bounding-set=-dac_override,-dac_read_search", CLI.binary.path] + arguments,
                       in: directory)
    }

    private func runShell(_ script: String, in directory: String) throws -> CLI.Result {
        try run(URL(fileURLWithPath: "/bin/sh"), ["-c", script, CLI.binary.path], in: directory)
    }

    private func run(_ executable: URL, _ arguments: [String], in directory: String) throws -> CLI.Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["MVVM_CACHE_PATH": CLI.cacheFolder]) { $1 }
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardInput = FileHandle.nullDevice
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLI.Result(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
                          error: String(decoding: errorData, as: UTF8.self))
    }
}
