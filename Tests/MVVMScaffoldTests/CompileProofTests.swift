import Foundation
import TestSupport
import XCTest

/// Builds and tests the nested package under Tests/CompileProof: the screens `mvvm new` writes
/// (the snapshots SnapshotTests compares) and the example's `Login`, compiled with warnings as
/// errors against stand-in SwiftUI and Combine, and their generated tests run. It is a package of
/// its own so that the root manifest builds nothing a user of the tool does not need.
final class CompileProofTests: XCTestCase {
    func testGeneratedScreensCompileWithoutWarningsAndTheirTestsPass() throws {
        #if !os(Linux)
        throw XCTSkip("the stand-in SwiftUI and Combine modules would clash with Apple's frameworks")
        #else
        let build = CompileProofPackage.build
        XCTAssertEqual(build.status, 0, build.output)
        let arguments = CompileProofPackage.arguments
        let listed = try CompileProofPackage.swift(["test", "list", "--skip-build"] + arguments)
        XCTAssertEqual(listed.status, 0, listed.output)
        // XCTest lists `Module.Class/testName`, Swift Testing `Module.Suite/name()`.
        let lines = listed.output.split(separator: "\n")
        let swiftTesting = lines.filter { $0.contains("/") && $0.hasSuffix(")") }
        let tests = lines.filter { $0.contains("/test") && !$0.hasSuffix(")") }
        for module in ["ScaffoldedCombineTests", "ScaffoldedObservableTests", "TodoAppTests",
                       "DialectInputsOutputsCombineTests", "DialectViewstateTests", "DialectRemvvmTests", "DialectInputsOutputsRxSwiftTests", "DialectControllersTests"] {
            XCTAssertTrue(tests.contains { $0.hasPrefix(module + ".") }, "no test of \(module) listed:\n\(listed.output)")
        }
        for module in ["DialectObservableTests"] {
            XCTAssertTrue(swiftTesting.contains { $0.hasPrefix(module + ".") }, "no Swift Testing test of \(module) listed:\n\(listed.output)")
        }
        XCTAssertGreaterThanOrEqual(tests.count, 40, listed.output)
        XCTAssertGreaterThanOrEqual(swiftTesting.count, 10, listed.output)
        let test = try CompileProofPackage.swift(["test", "--skip-build"] + arguments)
        XCTAssertEqual(test.status, 0, test.output)
        let summary = test.output.split(separator: "\n").last { $0.contains("Executed") } ?? ""
        XCTAssertTrue(summary.contains("Executed \(tests.count) tests, with 0 failures"), "expected \(tests.count) tests to pass: \(summary)")
        let swiftTestingSummary = test.output.split(separator: "\n").last { $0.contains("Test run with") } ?? ""
        XCTAssertTrue(swiftTestingSummary.contains("Test run with \(swiftTesting.count) tests") && swiftTestingSummary.contains("passed"),
                      "expected \(swiftTesting.count) Swift Testing tests to pass: \(swiftTestingSummary)")
        #endif
    }

    /// What anyone building or depending on `mvvm` gets: no stand-ins, no OpenCombine, no
    /// scaffolded screens, no `unsafeFlags` (which SwiftPM refuses in dependencies).
    func testTheRootManifestHoldsNoTestScaffolding() throws {
        // Its own scratch folder: the running `swift test` holds the lock on the root's.
        let dump = try CompileProofPackage.swift(["package", "--package-path", CorpusFiles.packageRoot,
                                                  "--scratch-path", CompileProofPackage.scratch + "/root-manifest", "dump-package"])
        XCTAssertEqual(dump.status, 0, dump.output)
        let json = try XCTUnwrap(dump.output.firstIndex(of: "{").map { String(dump.output[$0...]) })
        let manifest = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let targets = try XCTUnwrap(manifest["targets"] as? [[String: Any]])
        let names = targets.compactMap { $0["name"] as? String }
        XCTAssertTrue(names.contains("mvvm"), "\(names)")
        for scaffolding in ["Combine", "SwiftUI", "ScaffoldedCombine", "ScaffoldedObservable", "TodoApp", "RxSwift", "DialectObservable", "ReMVVM", "DialectViewstate", "DialectRemvvm"] {
            XCTAssertFalse(names.contains(scaffolding), "\(scaffolding) is a target of the root manifest")
        }
        XCTAssertFalse(json.contains("unsafeFlags"), "the root manifest uses unsafeFlags")
        XCTAssertFalse(json.lowercased().contains("opencombine"), "the root manifest depends on OpenCombine")
    }
}
