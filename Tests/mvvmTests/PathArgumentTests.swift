import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TestSupport
import XCTest

/// Arguments that name files are paths, whatever they look like.
final class PathArgumentTests: XCTestCase {
    let bad = "@MainActor class AViewModel: ObservableObject {\n    @Published var x = 0\n}\n"

    func testAnArgumentEndingInSwiftIsAPathEvenWhenItLooksLikeAnOption() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("-h.swift", bad)
        try project.write("--strict.swift", bad)
        let finding = "2:16: error: `x` is an output the view could write"
        for arguments in [["lint", "-h.swift"], ["-h.swift"], ["lint", "--quiet", "-h.swift"], ["lint", "--", "-h.swift"]] {
            let result = try CLI.run(arguments, in: project.root)
            XCTAssertEqual(result.status, 1, "\(arguments): \(result.output)\(result.error)")
            XCTAssertTrue(result.output.hasPrefix("-h.swift:" + finding), "\(arguments): \(result.output)")
        }
        let strict = try CLI.run(["lint", "--strict.swift"], in: project.root)
        XCTAssertEqual(strict.status, 1, strict.error)
        XCTAssertTrue(strict.output.hasPrefix("--strict.swift:" + finding), strict.output)
        // Options whose value is a Swift file keep it.
        let stdin = try CLI.run(["lint", "--use-stdin", "--stdin-path=-h.swift"], in: project.root, input: bad)
        XCTAssertEqual(stdin.status, 1, stdin.error)
        XCTAssertTrue(stdin.output.hasPrefix("-h.swift:" + finding), stdin.output)
        let spaced = try CLI.run(["lint", "--use-stdin", "--stdin-path", "-h.swift"], in: project.root, input: bad)
        XCTAssertTrue(spaced.output.hasPrefix("-h.swift:" + finding), spaced.output + spaced.error)
    }

    /// `--project-root` roots the project where a build plugin says, wherever mvvm runs from; a
    /// folder that is not there is an error, and `--build-stamp` writes its Swift comment file.
    func testProjectRootAndBuildStamp() throws {
        let project = try TemporaryDirectory()
        try project.write("App/Sources/A.swift", "struct A {}\n")
        try project.write("App/Tests/AViewModelTests.swift", "import XCTest\n")
        try project.write("Elsewhere/.keep", "")
        let missing = try CLI.run(["lint", "--project-root", "Nowhere"], in: project.path("Elsewhere"))
        XCTAssertEqual(missing.status, 2, missing.output)
        XCTAssertEqual(missing.error, "Nowhere: error: --project-root: no such folder\n")
        let run = try CLI.run(["lint", "--project-root", "../App", "--build-stamp", "stamp.swift", "--", "../App/Sources/A.swift"],
                              in: project.path("Elsewhere"))
        XCTAssertEqual(run.status, 0, run.error)
        XCTAssertTrue(run.error.contains("2 indexed"), "the whole package is the project: \(run.error)")
        let stamp = try String(contentsOfFile: project.path("Elsewhere/stamp.swift"), encoding: .utf8)
        XCTAssertTrue(stamp.hasPrefix("// "), stamp)
    }

    /// Every `lint` option that takes a value is known to the argument splitter.
    func testTheSplitterKnowsEveryOptionThatTakesAValue() throws {
        let help = try CLI.run(["lint", "--help"]).output
        let regex = try NSRegularExpression(pattern: "^  (--[a-z-]+) <", options: .anchorsMatchLines)
        let inHelp = Set(regex.matches(in: help, range: NSRange(help.startIndex..., in: help)).map {
            String(help[Range($0.range(at: 1), in: help)!])
        })
        XCTAssertGreaterThan(inHelp.count, 5, help)
        // Keep in step with `Lint.optionsWithValues`.
        XCTAssertEqual(inHelp, ["--config", "--profile", "--reporter", "--since", "--stdin-path", "--baseline", "--write-baseline",
                                "--cache-path", "--project-root", "--build-stamp"])
    }

    /// pre-commit runs `entry`, then `args`, then the file names: `--` in `args` ends the options.
    func testThePreCommitManifestEndsTheOptionsBeforeTheFileNames() throws {
        let manifest = try String(contentsOfFile: CorpusFiles.packageRoot + "/.pre-commit-hooks.yaml", encoding: .utf8)
        let lines = manifest.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertTrue(lines.contains("entry: mvvm lint"), manifest)
        XCTAssertTrue(lines.contains("args: [--]"), manifest)
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("-x.swift", bad)
        let result = try CLI.run(["lint", "--", "-x.swift"], in: project.root)
        XCTAssertEqual(result.status, 1)
    }
}
