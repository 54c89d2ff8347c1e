import Foundation
import MVVMScaffold
import XCTest

/// `mvvm add` on screens the outline reads only in part: refused with a message, never a crash.
final class ScreenEditorRobustnessTests: XCTestCase {
    /// Found by the fuzzer (`Tests/FuzzCorpus/crash-init-without-body.seed`): an `init` whose
    /// parameter list never closes has no body, and adding a dependency force-unwrapped it.
    func testDependencyIntoAnInitWithoutABodyIsRefused() throws {
        let seed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("FuzzCorpus/crash-init-without-body.seed")
        let text = try String(contentsOf: seed, encoding: .utf8)
        var editor = ScreenEditor(texts: ["LoginViewModel.swift": text], viewModelPath: "LoginViewModel.swift",
                                  viewModelName: "LoginViewModel", testPaths: [], otherPaths: [])
        XCTAssertThrowsError(try editor.add(.dependency, "clock:Clock"))
        XCTAssertEqual(editor.texts["LoginViewModel.swift"], text)
    }
}
