import Foundation
@testable import MVVMScaffold
import XCTest

final class TemplateTests: XCTestCase {
    func testEveryDialectHasEveryTemplateBuiltInAndNoOther() {
        let expected = ScreenDialect.allCases.flatMap { dialect in dialect.files.map { $0.path(for: dialect) } }
        XCTAssertEqual(Set(TemplateSet.builtIn.keys), Set(expected))
    }

    func testEveryProfileHasADialectAndEveryDialectItsProfile() {
        for profile in ScreenDialect.profileNames {
            let dialect = ScreenDialect.forProfile(profile)
            XCTAssertEqual(dialect?.profile, profile)
        }
        XCTAssertEqual(ScreenDialect.forProfile("rulebook", flavor: .observable), .rulebookObservable)
        XCTAssertEqual(ScreenDialect.forProfile("inputs_outputs", reactive: .rxswift), .inputsOutputsRxSwift)
        XCTAssertNil(ScreenDialect.forProfile("redux"))
        XCTAssertEqual(Set(ScreenDialect.allCases.map(\.profile)), Set(ScreenDialect.profileNames))
    }

    func testARulebookOverrideLeftAtItsOldPlaceIsAnErrorNotIgnored() throws {
        let folder = try temporaryFolder()
        try write(folder + "/combine/View.mustache", "// custom\n")
        let templates = TemplateSet(dialect: .rulebookCombine, overrideDirectory: folder) { $0.replacingOccurrences(of: folder, with: "templates") }
        XCTAssertThrowsError(try ScaffoldCase.defaults.render(.combine, templates: templates)) { error in
            XCTAssertEqual((error as? ScaffoldError)?.message,
                           "templates/combine/View.mustache: error: the rulebook's templates now live under rulebook/; move this file to rulebook/combine/View.mustache")
        }
    }

    func testAnOverrideReplacesOnlyItsOwnFile() throws {
        let folder = try temporaryFolder()
        try write(folder + "/rulebook/combine/View.mustache", "// custom view for {{viewName}}\n")
        let templates = TemplateSet(dialect: .rulebookCombine, overrideDirectory: folder)
        let files = try ScaffoldCase.defaults.render(.combine, templates: templates)
        XCTAssertEqual(files.first { $0.kind == .view }?.contents, "// custom view for SampleView\n")
        XCTAssertEqual(files.first { $0.kind == .viewModel }, try ScaffoldCase.defaults.render(.combine).first { $0.kind == .viewModel })
        // Another flavor's folder is not consulted.
        let observable = try ScaffoldCase.defaults.render(.observable, templates: TemplateSet(dialect: .rulebookObservable, overrideDirectory: folder))
        XCTAssertTrue(observable.first { $0.kind == .view }?.contents.contains("struct SampleView: View") == true)
    }

    /// A project's own template keeps its layout: the formatters' layout (sorted imports, no
    /// blank line opening a scope) is the built-in templates' only.
    func testAnOverrideKeepsItsOwnLayout() throws {
        let folder = try temporaryFolder()
        let custom = "import SwiftUI\nimport Combine\n\nstruct {{viewName}}: View {\n\n    var body: some View { Text(\"\") }\n}\n"
        try write(folder + "/rulebook/combine/View.mustache", custom)
        let files = try ScaffoldCase.defaults.render(.combine, templates: TemplateSet(dialect: .rulebookCombine, overrideDirectory: folder))
        XCTAssertEqual(files.first { $0.kind == .view }?.contents, custom.replacingOccurrences(of: "{{viewName}}", with: "SampleView"))
        let builtIn = try XCTUnwrap(try ScaffoldCase.defaults.render(.combine).first { $0.kind == .viewModel }?.contents)
        XCTAssertTrue(builtIn.hasPrefix("import Combine\nimport Foundation\n"), builtIn)
    }

    func testABrokenTemplateIsAnErrorNamingFileAndLine() throws {
        let folder = try temporaryFolder()
        try write(folder + "/rulebook/combine/ViewModel.mustache", "line one\n{{#actions}}\ncase {{name}}\n{{/action}}\n")
        let templates = TemplateSet(dialect: .rulebookCombine, overrideDirectory: folder) { $0.replacingOccurrences(of: folder, with: "templates") }
        XCTAssertThrowsError(try ScaffoldCase.defaults.render(.combine, templates: templates)) { error in
            XCTAssertEqual((error as? ScaffoldError)?.message,
                           "templates/rulebook/combine/ViewModel.mustache:4:4: error: this closing tag does not match the section it closes")
        }
        try write(folder + "/rulebook/combine/ViewModel.mustache", "ok\n{{#actions}}\n")
        XCTAssertThrowsError(try ScaffoldCase.defaults.render(.combine, templates: templates)) { error in
            let message = (error as? ScaffoldError)?.message ?? ""
            XCTAssertTrue(message.hasPrefix("templates/rulebook/combine/ViewModel.mustache:"), message)
            XCTAssertTrue(message.hasSuffix("a section is never closed (missing `{{/name}}`)"), message)
        }
    }

    func testPathsExpandTheName() throws {
        XCTAssertEqual(try TemplateSet.expand("Sources/Screens/{{ name }}", name: "Login", option: "--sources"), "Sources/Screens/Login")
        XCTAssertThrowsError(try TemplateSet.expand("Sources/{{#name}}", name: "Login", option: "--sources"))
    }

    private func temporaryFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mvvm-templates-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        return folder
    }

    private func write(_ path: String, _ text: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
}
