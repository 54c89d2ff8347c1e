import Foundation
@testable import MVVMScaffold
import XCTest

/// The Xcode file template's files, rendered through the library (the command is tested in
/// mvvmTests/XcodeTemplateCommandTests, against what `mvvm new` writes).
final class XcodeFileTemplateTests: XCTestCase {
    func testOneFolderPerFlavorAndTestsChoiceHoldingTheScreensFiles() throws {
        let paths = try XcodeFileTemplate.files(.init()).map(\.path)
        let screen = ["___FILEBASENAME___View.swift", "___FILEBASENAME___ViewModel.swift"]
        var expected = ["TemplateInfo.plist"]
        for flavor in Flavor.allCases {
            expected += screen.map { "\(flavor.rawValue)/\($0)" }
            expected += (screen + ["___FILEBASENAME___ViewModelTests.swift"]).map { "\(flavor.rawValue)WithTests/\($0)" }
        }
        XCTAssertEqual(paths, expected)
    }

    func testEveryFormOfTheNameBecomesThePlaceholderAndNoSentinelIsLeft() throws {
        let files = try XcodeFileTemplate.files(.init())
        for file in files {
            XCTAssertFalse(file.path.lowercased().contains("qzxv"), file.path)
            XCTAssertFalse(file.contents.lowercased().contains("qzxv"), "\(file.path):\n\(file.contents)")
        }
        let view = try XCTUnwrap(files.first { $0.path == "combine/___FILEBASENAME___View.swift" }).contents
        XCTAssertTrue(view.contains("struct ___VARIABLE_productName___View: View {"), view)
        XCTAssertTrue(view.contains("@StateObject private var viewModel: ___VARIABLE_productName___ViewModel\n"), view)
        // The title is the sentinel split into words: replaced in its own right.
        XCTAssertTrue(view.contains("Text(\"___VARIABLE_productName___\")"), view)
        let tests = try XCTUnwrap(files.first { $0.path == "observableWithTests/___FILEBASENAME___ViewModelTests.swift" }).contents
        XCTAssertTrue(tests.contains("final class ___VARIABLE_productName___ViewModelTests: XCTestCase {"), tests)
    }

    func testTheSentinelHasATitleOfItsOwn() {
        // Otherwise a template using `title` would pass without the title ever being handled.
        XCTAssertNotEqual(ScreenRenderer.words(XcodeFileTemplate.sentinel), XcodeFileTemplate.sentinel)
        XCTAssertNoThrow(try ScreenSpecification(name: XcodeFileTemplate.sentinel))
    }

    func testTheProjectsOverridesModuleAndIndentationAreUsed() throws {
        let folder = try temporaryFolder()
        try write(folder + "/rulebook/observable/View.mustache", "{{%CONTENT_TYPE:TEXT}}\n// {{title}}: {{viewName}} of {{name}}\n")
        let settings = XcodeFileTemplate.Settings(defaultFlavor: .observable, module: "App", indentation: .tab, overrideDirectory: folder)
        let files = try XcodeFileTemplate.files(settings)
        func contents(_ path: String) throws -> String { try XCTUnwrap(files.first { $0.path == path }).contents }
        for folder in ["observable", "observableWithTests"] {
            XCTAssertEqual(try contents(folder + "/___FILEBASENAME___View.swift"),
                           "// ___VARIABLE_productName___: ___VARIABLE_productName___View of ___VARIABLE_productName___\n")
        }
        XCTAssertTrue(try contents("combine/___FILEBASENAME___View.swift").hasPrefix("import SwiftUI\n"), "other flavors keep the built-in one")
        XCTAssertTrue(try contents("combineWithTests/___FILEBASENAME___ViewModelTests.swift").contains("@testable import App\n"))
        XCTAssertTrue(try contents("combine/___FILEBASENAME___ViewModel.swift").contains("ObservableObject {\n\t// MARK: - Properties"))
        let information = try XCTUnwrap(PropertyListSerialization.propertyList(from: Data(try contents("TemplateInfo.plist").utf8),
                                                                                format: nil) as? [String: Any])
        let options = try XCTUnwrap(information["Options"] as? [[String: Any]])
        XCTAssertEqual(options.first { $0["Identifier"] as? String == "flavor" }?["Default"] as? String, "observable")
    }

    func testANameFormXcodeCannotFillInIsAnErrorNamingTheTemplate() throws {
        let folder = try temporaryFolder()
        try write(folder + "/rulebook/combine/ViewModel.mustache", "{{%CONTENT_TYPE:TEXT}}\nlet key = \"{{lowercased(name)}}\"\n")
        let settings = XcodeFileTemplate.Settings(overrideDirectory: folder) { $0.replacingOccurrences(of: folder, with: "templates") }
        XCTAssertThrowsError(try XcodeFileTemplate.files(settings)) { error in
            XCTAssertEqual((error as? ScaffoldError)?.message, "templates/rulebook/combine/ViewModel.mustache: error: uses the screen's name in a form "
                + "an Xcode template cannot fill in; only `name`, `title`, `viewName`, `viewModelName` and `testsName` can be")
        }
        // A template that happens to contain the sentinel's mark would be ambiguous: refused.
        try write(folder + "/rulebook/combine/ViewModel.mustache", "{{%CONTENT_TYPE:TEXT}}\n// QZXV\n")
        XCTAssertThrowsError(try XcodeFileTemplate.files(settings)) { error in
            XCTAssertEqual((error as? ScaffoldError)?.message,
                           "templates/rulebook/combine/ViewModel.mustache: error: contains `qzxv`, which mvvm uses to mark the screen's name for Xcode; rename it")
        }
    }

    private func temporaryFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mvvm-xcode-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        return folder
    }

    private func write(_ path: String, _ text: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
}
