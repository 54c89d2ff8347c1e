import Foundation
@testable import MVVMScaffold
import TestSupport
import XCTest

/// The generated files of each flavor, for no options and for every option at once, compared
/// byte for byte with the copies under Tests/CompileProof/Scaffolded/<flavor>. Those copies are
/// also what the nested CompileProof package's `ScaffoldedCombine`/`ScaffoldedObservable` targets
/// compile against the stand-in SwiftUI and Combine, and whose generated tests CompileProofTests
/// runs (Linux) — so a change to a template shows here as a diff, and there as code that must
/// still compile and pass.
/// Re-record after a deliberate change: `MVVM_RECORD_SNAPSHOTS=1 swift test --filter SnapshotTests`.
final class SnapshotTests: XCTestCase {
    static let recording = ProcessInfo.processInfo.environment["MVVM_RECORD_SNAPSHOTS"] == "1"

    func testCombineFlavor() throws { try check(.combine, module: "ScaffoldedCombine") }

    func testObservableFlavor() throws { try check(.observable, module: "ScaffoldedObservable") }

    func testObservableDialect() throws {
        try check(.observable, module: "DialectObservable", files: [
            "SampleView.swift", "SampleViewModel.swift", "SampleViewModelTests.swift",
            "CheckoutView.swift", "CheckoutViewModel.swift", "CheckoutViewModelTests.swift",
        ])
    }

    func testInputsOutputsCombineDialect() throws {
        try check(.inputsOutputsCombine, module: "DialectInputsOutputsCombine", files: Self.inputsOutputsFiles)
    }

    func testInputsOutputsRxSwiftDialect() throws {
        try check(.inputsOutputsRxSwift, module: "DialectInputsOutputsRxSwift", files: Self.inputsOutputsFiles)
    }

    static let inputsOutputsFiles = ["Sample", "Checkout"].flatMap { name in
        ["ViewModel", "ViewController", "FlowController", "ViewModelTests"].map { name + $0 + ".swift" }
    }

    /// A dialect's screens under Scaffolded/dialect-<folder, `/` as `-`>; the "everything" screen
    /// is rendered with the dialect's support types already declared, as a second screen would be.
    private func check(_ dialect: ScreenDialect, module: String, files expected: [String]) throws {
        let folder = CorpusFiles.packageRoot + "/Tests/CompileProof/Scaffolded/dialect-" + dialect.rawValue.replacingOccurrences(of: "/", with: "-")
        let support = Set(dialect.files.filter { $0.place == .support }.map(\.rawValue))
        let files = try ScaffoldCase.defaults.render(dialect: dialect, module: module)
            + ScaffoldCase.everything.render(dialect: dialect, module: module, declaredSupport: support)
        XCTAssertEqual(files.map(\.fileName), expected)
        try compare(files, folder: folder)
    }

    private func check(_ flavor: Flavor, module: String) throws {
        let folder = CorpusFiles.packageRoot + "/Tests/CompileProof/Scaffolded/" + flavor.rawValue
        // The default screen brings Responder.swift; the second finds it already there.
        let files = try ScaffoldCase.defaults.render(flavor, module: module, includesResponder: true)
            + ScaffoldCase.everything.render(flavor, module: module, includesResponder: false)
        XCTAssertEqual(files.map(\.fileName), [
            "SampleView.swift", "SampleViewModel.swift", "SampleViewModelTests.swift", "Responder.swift",
            "CheckoutView.swift", "CheckoutViewModel.swift", "CheckoutViewModelTests.swift",
        ])
        try compare(files, folder: folder)
    }

    private func compare(_ files: [RenderedFile], folder: String) throws {
        for file in files {
            let path = folder + (file.isTest ? "/Tests/" : "/Sources/") + file.fileName
            if Self.recording {
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: URL(fileURLWithPath: path))
                continue
            }
            let recorded = try String(contentsOfFile: path, encoding: .utf8)
            XCTAssertEqual(file.contents, recorded, "\(path) differs from what mvvm generates; see SnapshotTests to re-record")
        }
    }
}
