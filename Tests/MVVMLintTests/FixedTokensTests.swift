import Foundation
import MVVMLint
import MVVMRules
import TestSupport
import XCTest

/// Every fix only reorders: a fixed file holds the same tokens as before, plus what the fixes
/// insert on purpose (`private`, `private(set)`, `@MainActor`, MARK comments; see `FixedTokens`),
/// and a second `--fix` changes nothing. Checked with every rule on, on every example of every
/// rule document and on the twenty fixture screens. (The examples' projects are checked through
/// the command line in `mvvmTests`.)
final class FixedTokensTests: XCTestCase {
    /// Fixes the project twice; returns each file's bytes before, after the first fix, and
    /// whether the second changed anything.
    static func fixTwice(root: String, configuration: LintConfiguration) throws -> (before: [String: [UInt8]], after: [String: [UInt8]], again: [String]) {
        func read() throws -> [String: [UInt8]] {
            var contents: [String: [UInt8]] = [:]
            for path in CorpusFiles.swiftFiles(under: root) { contents[path] = Array(try Data(contentsOf: URL(fileURLWithPath: path))) }
            return contents
        }
        let before = try read()
        let files = try FileDiscovery.discover(paths: [], configuration: configuration, workingDirectory: root)
        _ = LintRun.run(files: files, configuration: configuration, workingDirectory: root, fix: true)
        let after = try read()
        let second = LintRun.run(files: files, configuration: configuration, workingDirectory: root, fix: true)
        let changedAgain = try read().filter { after[$0.key] != $0.value }.map(\.key)
        return (before, after, changedAgain + second.fixed.map(\.file))
    }

    func testRuleExamplesOnlyReorder() throws {
        var fixedExamples = 0
        for document in try RuleDocumentTests.documents() {
            for example in document.triggering + document.nonTriggering {
                let project = try TemporaryProject(Dictionary(uniqueKeysWithValues: example.files.map { ($0.name, $0.text) }))
                let configuration = try example.configuration.map {
                    try LintConfiguration.parse($0, path: project.path(".mvvm.yml"), rootDirectory: project.root)
                } ?? LintConfiguration(rootDirectory: project.root)
                let (before, after, again) = try Self.fixTwice(root: project.root, configuration: configuration)
                for (path, old) in before {
                    let new = after[path] ?? []
                    if new != old { fixedExamples += 1 }
                    XCTAssertEqual(FixedTokens.unexpectedChanges(before: old, after: new), [], "\(example.title): \(path)")
                }
                XCTAssertEqual(again, [], "\(example.title): a second --fix changes nothing")
            }
        }
        XCTAssertGreaterThan(fixedExamples, 40)
    }

    func testFixtureScreensOnlyReorder() throws {
        let project = try TemporaryProject([:])
        try FileManager.default.copyItem(atPath: FixtureTests.root, toPath: project.root)
        let configuration = LintConfiguration(rootDirectory: project.root)
        let (before, after, again) = try Self.fixTwice(root: project.root, configuration: configuration)
        var changed = 0, moved = 0
        for (path, old) in before.sorted(by: { $0.key < $1.key }) {
            let new = after[path] ?? []
            guard new != old else { continue }
            changed += 1
            moved += FixedTokens.movedMembers(before: old, after: new)
            XCTAssertEqual(FixedTokens.unexpectedChanges(before: old, after: new), [], path)
        }
        XCTAssertEqual(again, [], "a second --fix changes nothing")
        XCTAssertGreaterThanOrEqual(changed, 4)
        XCTAssertGreaterThanOrEqual(moved, 5)
        print("fixtures: \(changed) files fixed, \(moved) members moved")
    }

    func testTheCheckCatchesARealChange() {
        let before = Array("struct A { let a = 1; let b = 2 }".utf8)
        XCTAssertEqual(FixedTokens.unexpectedChanges(before: before, after: Array("struct A { let b = 2; let a = 1 }".utf8)), [])
        XCTAssertEqual(FixedTokens.unexpectedChanges(before: before, after: Array("struct A {\n// MARK: - Output\nprivate let a = 1; let b = 2 }".utf8)), [])
        XCTAssertEqual(FixedTokens.unexpectedChanges(before: before, after: Array("struct A { let a = 1; let b = 3 }".utf8)), ["+3 ×1", "-2 ×1"])
        XCTAssertEqual(FixedTokens.unexpectedChanges(before: before, after: Array("struct A { let a = 1 }".utf8)).count, 5)
        XCTAssertEqual(FixedTokens.movedMembers(before: Array("struct A {\nlet a = 1\nlet b = 2\nlet c = 3\n}".utf8),
                                                after: Array("struct A {\nlet c = 3\nlet a = 1\nlet b = 2\n}".utf8)), 1)
    }
}
