import Foundation
import MVVMScaffold
import XCTest

/// `mvvm add` on screens the outline reads only in part: refused with a message, never a crash.
final class ScreenEditorRobustnessTests: XCTestCase {
    /// Found by the fuzzer (`Tests/FuzzCorpus/crash-init-without-body.seed`): an `init` whose
    /// parameter list never closes has no body, and adding a dependency force-unwrapped it.
    func testDependencyIntoAnInitWithoutABodyIsRefused() throws {
        try assertDependencyRefused(seed: "crash-init-without-body")
    }

    /// Found by the fuzzer: `init*api: …) {` has no `(`, and the search for the parameter list
    /// ran past the body to the end of the file.
    func testDependencyIntoAnInitWithoutAParameterListIsRefused() throws {
        try assertDependencyRefused(seed: "crash-init-without-parameter-list")
    }

    private func assertDependencyRefused(seed: String, line: UInt = #line) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("FuzzCorpus/\(seed).seed")
        let text = [UInt8](try Data(contentsOf: url))
        var editor = ScreenEditor(texts: ["LoginViewModel.swift": text], viewModelPath: "LoginViewModel.swift",
                                  viewModelName: "LoginViewModel", testPaths: [], otherPaths: [])
        XCTAssertThrowsError(try editor.add(.dependency, "clock:Clock"), line: line)
        XCTAssertEqual(editor.texts["LoginViewModel.swift"], text, line: line)
    }
}
