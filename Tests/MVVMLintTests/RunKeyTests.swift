@testable import MVVMLint
import MVVMRules
import XCTest

/// What keys the kept findings of a run, and the small helpers the warm run leans on.
final class RunKeyTests: XCTestCase {
    /// The same settings give the same text however their dictionaries and sets were filled;
    /// any setting changed gives another.
    func testCanonicalTextIsOrderFreeAndSeesEverySetting() {
        var first = LintConfiguration(rootDirectory: "/p")
        var second = LintConfiguration(rootDirectory: "/p")
        for rule in ["a", "b", "c", "d", "e", "f"] {
            first.severities[rule] = .error
            first.disabledRules.insert(rule)
        }
        for rule in ["f", "e", "d", "c", "b", "a"] {
            second.severities[rule] = .error
            second.disabledRules.insert(rule)
        }
        XCTAssertEqual(CanonicalText.of(first), CanonicalText.of(second))
        var changes: [(String, (inout LintConfiguration) -> Void)] = [
            ("profile", { $0.profile = .inputsOutputs }),
            ("severity", { $0.severities["a"] = .warning }),
            ("option", { $0.ruleOptions["a"] = RuleOptions(["x": ["1"]]) }),
            ("option value", { $0.ruleOptions["a"] = RuleOptions(["x": ["2"]]) }),
            ("tests", { $0.tests = ["Tests"] }),
            ("suffixes", { $0.viewModelSuffixes = ["Model"] }),
            ("modules", { $0.modules = [(pattern: "Packages/*", name: "{{dir}}")] }),
            ("roles", { $0.roleOverrides[.stateTypes] = ["Snapshot"] }),
            ("root", { $0.rootDirectory = "/q" }),
        ]
        changes.append(("disabled", { $0.disabledRules.remove("a") }))
        var seen = Set([CanonicalText.of(first)])
        for (name, change) in changes {
            var changed = first
            change(&changed)
            XCTAssertTrue(seen.insert(CanonicalText.of(changed)).inserted, name)
        }
        XCTAssertEqual(CanonicalText.of(["b": 1, "a": 2] as [String: Int]), CanonicalText.of(["a": 2, "b": 1] as [String: Int]))
        XCTAssertNotEqual(CanonicalText.of(["a,b"]), CanonicalText.of(["a", "b"]), "strings are quoted")
        XCTAssertNotEqual(CanonicalText.of(Optional<String>.none as Any), CanonicalText.of(Optional("none") as Any))
    }

    /// The project key changes with any file's path, test-ness or content.
    func testProjectKeySeesEveryFile() {
        let files = [(path: "/p/A.swift", isTestFile: false, contentHash: "1"), (path: "/p/B.swift", isTestFile: true, contentHash: "2")]
        let key = FindingsCache.projectKey(files)
        XCTAssertEqual(key, FindingsCache.projectKey(files))
        var variants = [Array(files.prefix(1))]
        var renamed = files; renamed[1].path = "/p/C.swift"; variants.append(renamed)
        var notTest = files; notTest[1].isTestFile = false; variants.append(notTest)
        var edited = files; edited[0].contentHash = "3"; variants.append(edited)
        for variant in variants { XCTAssertNotEqual(FindingsCache.projectKey(variant), key, "\(variant)") }
    }

    func testByteSearchFindsTheFirstWholeMatchInItsRange() {
        let text = Array("SWIFT_X SWIFT_DEFAULT = Main\nMainActor".utf8)
        text.withUnsafeBytes { buffer in
            XCTAssertEqual(XcodeBuildSettings.firstOffset(of: Array("SWIFT_D".utf8), in: buffer, from: 0, to: buffer.count), 8)
            XCTAssertEqual(XcodeBuildSettings.firstOffset(of: Array("MainActor".utf8), in: buffer, from: 0, to: buffer.count), 29)
            XCTAssertNil(XcodeBuildSettings.firstOffset(of: Array("MainActor".utf8), in: buffer, from: 0, to: 37), "cut by the range")
            XCTAssertEqual(XcodeBuildSettings.firstOffset(of: Array("r".utf8), in: buffer, from: 0, to: buffer.count), 37)
            XCTAssertNil(XcodeBuildSettings.firstOffset(of: Array("Actors".utf8), in: buffer, from: 0, to: buffer.count))
            XCTAssertFalse(XcodeBuildSettings.setsMainActorByDefault(in: buffer), "the value is on the next line")
        }
        Array("A\nSWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;".utf8).withUnsafeBytes { buffer in
            XCTAssertTrue(XcodeBuildSettings.setsMainActorByDefault(in: buffer), "at the very end")
        }
        [UInt8]().withUnsafeBytes { XCTAssertFalse(XcodeBuildSettings.setsMainActorByDefault(in: $0)) }
    }

    func testIndexedFilesAreTheProjectsUnlessALintedFileIsOutsideIt() {
        var files = DiscoveredFiles()
        files.project = ["/p/A.swift", "/p/B.swift"]
        files.toLint = ["/p/B.swift"]
        XCTAssertEqual(files.indexed, ["/p/A.swift", "/p/B.swift"])
        files.toLint = ["/elsewhere/C.swift", "/p/B.swift"]
        XCTAssertEqual(files.indexed, ["/elsewhere/C.swift", "/p/A.swift", "/p/B.swift"])
        files.project = ["/p/B.swift", "/p/A.swift"]
        files.toLint = []
        XCTAssertEqual(files.indexed, ["/p/A.swift", "/p/B.swift"], "sorted whatever the order given")
    }
}
