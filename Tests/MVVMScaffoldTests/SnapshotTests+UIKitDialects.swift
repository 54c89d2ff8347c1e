import Foundation
@testable import MVVMScaffold
import TestSupport
import XCTest

/// The viewstate and remvvm screens, for no options and for every option at once (the second
/// with the app's support types already declared), compared byte for byte with the copies under
/// Tests/CompileProof/Scaffolded/dialect-<folder>, which the CompileProof package compiles against
/// the stand-in UIKit, Combine and ReMVVM and whose generated tests it runs.
extension SnapshotTests {
    func testViewstateDialect() throws {
        try check(.viewstate, module: "DialectViewstate", expected: [
            "SampleViewState.swift", "SampleViewModel.swift", "SampleViewController.swift", "SampleViewModelTests.swift",
            "StateViewModel.swift",
            "CheckoutViewState.swift", "CheckoutViewModel.swift", "CheckoutViewController.swift", "CheckoutViewModelTests.swift",
        ])
    }

    func testRemvvmDialect() throws {
        try check(.remvvm, module: "DialectRemvvm", expected: [
            "SampleActions.swift", "SampleState.swift", "SampleReducers.swift", "SampleViewModel.swift", "SampleViewController.swift",
            "SampleReducersTests.swift", "SampleViewModelTests.swift",
            // The middleware only where actions forward: the everything screen's responder actions.
            "CheckoutActions.swift", "CheckoutState.swift", "CheckoutReducers.swift", "CheckoutMiddleware.swift", "CheckoutViewModel.swift",
            "CheckoutViewController.swift", "CheckoutReducersTests.swift", "CheckoutMiddlewareTests.swift", "CheckoutViewModelTests.swift",
        ])
    }

    private func check(_ dialect: ScreenDialect, module: String, expected: [String]) throws {
        let folder = CorpusFiles.packageRoot + "/Tests/CompileProof/Scaffolded/dialect-" + dialect.rawValue.replacingOccurrences(of: "/", with: "-")
        let support = Set(dialect.files.filter { $0.place == .support }.map(\.rawValue))
        let files = try ScaffoldCase.defaults.render(dialect: dialect, module: module)
            + ScaffoldCase.everything.render(dialect: dialect, module: module, declaredSupport: support)
        XCTAssertEqual(files.map(\.fileName), expected)
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
