import Foundation
import TestSupport
import XCTest

#if os(Linux)
/// A fix never breaks the build, checked by the compiler: `Tests/FixProof` (a view model and a
/// view that writes, appends to and binds three of its outputs, a view built through its
/// memberwise initializer with its local state, members out of section order) type-checks
/// against the SwiftUI and Combine stand-ins of Tests/CompileProof before `mvvm lint --fix` and
/// after it — while making all four outputs `private(set)`, as the fix once did, or that local
/// state `private`, or the output a view model's extension in another file sets, does not.
final class FixTypeCheckTests: XCTestCase {
    func testFixedFilesStillTypeCheck() throws {
        let root = CorpusFiles.packageRoot
        let build = CompileProofPackage.build
        XCTAssertEqual(build.status, 0, build.output)
        let modules = CompileProofPackage.modules
        let helpers = try XCTUnwrap(CompileProofPackage.find(suffix: "/debug/COpenCombineHelpers.build/module.modulemap"),
                                    "the compile-proof build has OpenCombine's helper module")
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        let names = ["CounterViewModel.swift", "CounterView.swift", "TimerViewModel.swift", "TimerViewModel+Reset.swift"]
        for name in names {
            try project.write(name, try String(contentsOfFile: root + "/Tests/FixProof/" + name, encoding: .utf8))
        }
        func typeChecks() throws -> (ok: Bool, output: String) {
            let result = try ProcessRun.run("/usr/bin/env", ["swiftc", "-typecheck", "-I", modules, "-Xcc", "-fmodule-map-file=" + helpers]
                                                + names.map { project.path($0) })
            return (result.status == 0, result.output)
        }
        let before = try typeChecks()
        XCTAssertTrue(before.ok, before.output)

        let fix = try CLI.run(["lint", "--fix"], in: project.root)
        XCTAssertEqual(fix.status, 1, "the unfixable findings stay: " + fix.output)
        let fixed = try String(contentsOfFile: project.path("CounterViewModel.swift"), encoding: .utf8)
        XCTAssertTrue(fixed.contains("@Published private(set) var total = 0"), fixed)
        XCTAssertTrue(fixed.contains("@Published var count = 0") && fixed.contains("@Published var name = \"\"")
                      && fixed.contains("@Published var items: [Int] = []"), fixed)
        let view = try String(contentsOfFile: project.path("CounterView.swift"), encoding: .utf8)
        XCTAssertTrue(view.contains("@State var showsTotal = false") && view.contains("@State private var isExpanded = false"), view)
        XCTAssertTrue(view.contains("// MARK: - Local State") && fixed.contains("// MARK: - Input"), "the sections were reordered too")
        let timer = try String(contentsOfFile: project.path("TimerViewModel.swift"), encoding: .utf8)
        XCTAssertTrue(timer.contains("@Published var elapsed = 0"), "set by its extension in another file: not fixed\n" + timer)
        let after = try typeChecks()
        XCTAssertTrue(after.ok, after.output)

        // The control for that one: `private(set)` there breaks the build.
        try project.write("TimerViewModel.swift", timer.replacingOccurrences(of: "@Published var elapsed", with: "@Published private(set) var elapsed"))
        XCTAssertFalse(try typeChecks().ok, "an extension in another file cannot set a private(set) output")
        try project.write("TimerViewModel.swift", timer)

        // The memberwise control: `private` on state a caller passes in breaks the build.
        try project.write("CounterView.swift", view.replacingOccurrences(of: "@State var showsTotal", with: "@State private var showsTotal"))
        let hidden = try typeChecks()
        XCTAssertFalse(hidden.ok, "a private memberwise initializer must not type-check")
        try project.write("CounterView.swift", view)

        // The control: the blunt fix breaks the build, so the check above could fail.
        try project.write("CounterViewModel.swift", fixed.replacingOccurrences(of: "@Published var", with: "@Published private(set) var"))
        let blunt = try typeChecks()
        XCTAssertFalse(blunt.ok)
        XCTAssertTrue(blunt.output.contains("setter is inaccessible") || blunt.output.contains("is immutable")
                      || blunt.output.contains("ReferenceWritableKeyPath") || blunt.output.contains("error:"), blunt.output)
    }

}
#endif
