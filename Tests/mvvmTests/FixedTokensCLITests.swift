import Foundation
import TestSupport
import XCTest

/// `mvvm lint --fix` through the command line only reorders (see `FixedTokens`): on every example
/// project under Examples/, each with its own configuration, and a second run changes nothing.
/// With `MVVM_FIX_CHECK_ROOT` set, also on every git repository below that folder after a
/// `--fix` run there (the dev corpus check: changed files against `HEAD`).
final class FixedTokensCLITests: XCTestCase {
    func testExampleProjectsOnlyReorder() throws {
        let examples = CorpusFiles.packageRoot + "/Examples"
        let projects = ["TodoApp"] + (try FileManager.default.contentsOfDirectory(atPath: examples + "/Dialects")).sorted().map { "Dialects/" + $0 }
        for project in projects {
            let copy = try TemporaryDirectory()
            try FileManager.default.removeItem(atPath: copy.root)
            try FileManager.default.copyItem(atPath: examples + "/" + project, toPath: copy.root)
            let before = try contents(copy.root)
            _ = try CLI.run(["lint", "--fix", "--no-cache", "--quiet"], in: copy.root)
            let after = try contents(copy.root)
            for (path, old) in before {
                XCTAssertEqual(FixedTokens.unexpectedChanges(before: old, after: after[path] ?? []), [], "\(project): \(path)")
            }
            _ = try CLI.run(["lint", "--fix", "--no-cache", "--quiet"], in: copy.root)
            XCTAssertEqual(try contents(copy.root), after, "\(project): a second --fix changes nothing")
        }
    }

    func testDevCorpusFixOnlyReorders() throws {
        guard let root = ProcessInfo.processInfo.environment["MVVM_FIX_CHECK_ROOT"] else {
            throw XCTSkip("set MVVM_FIX_CHECK_ROOT to a folder of git repositories fixed with mvvm lint --fix")
        }
        var files = 0, moved = 0, problems = 0
        for app in try FileManager.default.contentsOfDirectory(atPath: root).sorted() {
            let repository = root + "/" + app
            guard FileManager.default.fileExists(atPath: repository + "/.git") else { continue }
            let changed = try git(["diff", "--name-only", "-z"], in: repository).split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            var appMoved = 0
            for path in changed where path.hasSuffix(".swift") {
                let old = try git(["show", "HEAD:" + path], in: repository)
                let new = Array(try Data(contentsOf: URL(fileURLWithPath: repository + "/" + path)))
                let unexpected = FixedTokens.unexpectedChanges(before: old, after: new)
                if !unexpected.isEmpty { problems += 1 }
                XCTAssertEqual(unexpected, [], "\(app)/\(path)")
                appMoved += FixedTokens.movedMembers(before: old, after: new)
            }
            print("\(app): \(changed.count) files changed, \(appMoved) members moved")
            files += changed.count
            moved += appMoved
        }
        print("total: \(files) files changed, \(moved) members moved, \(problems) with changes beyond reordering")
    }

    private func contents(_ root: String) throws -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        for path in CorpusFiles.swiftFiles(under: root) {
            result[String(path.dropFirst(root.count))] = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        return result
    }

    private func git(_ arguments: [String], in directory: String) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Array(data)
    }
}
