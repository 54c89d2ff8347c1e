import Foundation
import TestSupport
import XCTest

/// `mvvm templates xcode`, run as users run it: the template Xcode reads, checked against what
/// `mvvm new` writes for the same project.
final class XcodeTemplateCommandTests: XCTestCase {
    static let template = "MVVM Screen.xctemplate"
    static let installed = "Library/Developer/Xcode/Templates/File Templates/MVVM/" + template

    private func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    private func propertyList(_ folder: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/TemplateInfo.plist"))
        return try XCTUnwrap(PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
    }

    private func option(_ identifier: String, in information: [String: Any]) throws -> [String: Any] {
        let options = try XCTUnwrap(information["Options"] as? [[String: Any]])
        return try XCTUnwrap(options.first { $0["Identifier"] as? String == identifier }, "no option \(identifier)")
    }

    /// The files of one folder, sorted by name.
    private func files(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    // MARK: - TemplateInfo.plist

    func testThePropertyListDescribesATextSubstitutionTemplateWithNameFlavorAndTests() throws {
        let project = try TemporaryDirectory()
        let result = try CLI.run(["templates", "xcode", "--output", "Xcode"], in: project.root)
        XCTAssertEqual(result.status, 0, result.error)
        let folder = project.path("Xcode/" + Self.template)
        let information = try propertyList(folder)
        XCTAssertEqual(information["Kind"] as? String, "Xcode.IDEFoundation.TextSubstitutionFileTemplateKind")
        XCTAssertFalse((information["Description"] as? String ?? "").isEmpty)
        XCTAssertEqual(information["SortOrder"] as? Int, 1)
        XCTAssertEqual(information["AllowedTypes"] as? [String], ["public.swift-source"])

        let options = try XCTUnwrap(information["Options"] as? [[String: Any]])
        XCTAssertEqual(options.compactMap { $0["Identifier"] as? String }, ["productName", "flavor", "WithTests"],
                       "Xcode names the folders after the options in this order")
        let name = try option("productName", in: information)
        XCTAssertEqual(name["Type"] as? String, "text")
        XCTAssertEqual(name["Required"] as? Bool, true)
        let flavor = try option("flavor", in: information)
        XCTAssertEqual(flavor["Type"] as? String, "popup")
        XCTAssertEqual(flavor["Values"] as? [String], ["combine", "observable"], "the flavors `mvvm new --flavor` takes")
        XCTAssertEqual(flavor["Default"] as? String, "combine")
        let tests = try option("WithTests", in: information)
        XCTAssertEqual(tests["Type"] as? String, "checkbox")
        XCTAssertEqual(tests["Default"] as? String, "true")

        // A folder per combination: the popup's value, then the checkbox's identifier when ticked.
        XCTAssertEqual(try files(in: folder), ["TemplateInfo.plist", "combine", "combineWithTests", "observable", "observableWithTests"])
        let mainFile = try XCTUnwrap(information["MainTemplateFile"] as? String)
        for variant in ["combine", "combineWithTests", "observable", "observableWithTests"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/" + variant + "/" + mainFile), "\(variant) has \(mainFile)")
        }
    }

    // MARK: - The same screen as `mvvm new Login`

    func testEachFlavorWithAndWithoutTestsIsWhatNewWritesForLogin() throws {
        try checkEveryVariantAgainstNew(configuration: nil)
    }

    func testTheProjectsTemplatesModuleAndIndentationApplyAsTheyDoForNew() throws {
        let overriddenView = "{{%CONTENT_TYPE:TEXT}}\n// {{title}} ({{flavor}}): {{viewName}} shows {{viewModelName}}\n"
        let output = try checkEveryVariantAgainstNew(
            configuration: "new:\n  module: App\n  indent: 2\n  flavor: observable\n  templates: Custom\n",
            files: ["Custom/rulebook/combine/View.mustache": overriddenView, "Custom/rulebook/observable/View.mustache": overriddenView]
        )
        XCTAssertTrue(output.contains("// Login (observable): LoginView shows LoginViewModel\n"), output)
        XCTAssertTrue(output.contains("@testable import App\n"), output)
        XCTAssertTrue(output.contains("\n  // MARK: - Lifecycle\n"), output)
    }

    /// For each flavor the popup offers, in a project of its own (where `Responder` already exists,
    /// so that `mvvm new` writes only the screen): `mvvm new Login --flavor X`, then the Xcode
    /// template, whose files with `Login` for the placeholders must be the same, byte for byte.
    /// Returns everything compared, for further checks.
    @discardableResult
    private func checkEveryVariantAgainstNew(configuration: String?, files extra: [String: String] = [:]) throws -> String {
        var compared = ""
        let offered = try { () -> ([String], String) in
            let project = try TemporaryDirectory()
            XCTAssertEqual(try CLI.run(["templates", "xcode", "--output", "."], in: project.root).status, 0)
            let information = try propertyList(project.path(Self.template))
            return (try XCTUnwrap(option("flavor", in: information)["Values"] as? [String]),
                    try XCTUnwrap(option("WithTests", in: information)["Identifier"] as? String))
        }()
        XCTAssertEqual(offered.0.count, 2)
        for flavor in offered.0 {
            let project = try TemporaryDirectory()
            if let configuration { try project.write(".mvvm.yml", configuration) }
            for (path, text) in extra { try project.write(path, text) }
            try project.write("Responder.swift", "struct Responder<Action> {\n    var send: (Action) -> Void\n}\n")
            let new = try CLI.run(["new", "Login", "--flavor", flavor], in: project.root)
            XCTAssertEqual(new.status, 0, new.error)
            let written = [
                "LoginView.swift": try read(project.path("LoginView.swift")),
                "LoginViewModel.swift": try read(project.path("LoginViewModel.swift")),
                "LoginViewModelTests.swift": try read(project.path("Tests/LoginViewModelTests.swift")),
            ]
            let xcode = try CLI.run(["templates", "xcode", "--output", "Xcode"], in: project.root)
            XCTAssertEqual(xcode.status, 0, xcode.error)
            for withTests in [false, true] {
                let folder = project.path("Xcode/\(Self.template)/\(flavor)\(withTests ? offered.1 : "")")
                let names = try files(in: folder)
                let expected = withTests ? written : written.filter { $0.key != "LoginViewModelTests.swift" }
                XCTAssertEqual(names.map { $0.replacingOccurrences(of: "___FILEBASENAME___", with: "Login") }, expected.keys.sorted(), folder)
                for name in names {
                    let contents = try read(folder + "/" + name).replacingOccurrences(of: "___VARIABLE_productName___", with: "Login")
                    let screenFile = name.replacingOccurrences(of: "___FILEBASENAME___", with: "Login")
                    XCTAssertEqual(contents, expected[screenFile], "\(flavor), tests \(withTests): \(name)")
                    compared += contents
                }
            }
        }
        return compared
    }

    // MARK: - Where it goes, and never over your files

    func testInstallWritesIntoXcodesTemplatesFolderInTheHomeFolder() throws {
        let home = try TemporaryDirectory()
        let project = try TemporaryDirectory()
        let result = try CLI.run(["templates", "xcode", "--install"], in: project.root, environment: ["HOME": home.root])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(result.output.hasPrefix("create    ~/\(Self.installed)/TemplateInfo.plist\n"), result.output)
        XCTAssertEqual(result.output.split(separator: "\n").count, 11, result.output)
        XCTAssertNoThrow(try propertyList(home.path(Self.installed)))
        XCTAssertTrue(FileManager.default.fileExists(atPath: home.path(Self.installed + "/observableWithTests/___FILEBASENAME___ViewModelTests.swift")))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: project.root), [], "nothing in the project")
    }

    func testADifferingFileIsAConflictNothingIsWrittenAndForceKeepsItOutsideTheTemplate() throws {
        let project = try TemporaryDirectory()
        let view = "Xcode/\(Self.template)/combine/___FILEBASENAME___View.swift"
        try project.write(view, "// mine\n")
        let refused = try CLI.run(["templates", "xcode", "--output", "Xcode"], in: project.root)
        XCTAssertEqual(refused.status, 1, "as `mvvm new` does on a conflict")
        XCTAssertTrue(refused.output.contains("conflict  \(view)\n"), refused.output)
        XCTAssertTrue(refused.output.contains("create    Xcode/\(Self.template)/TemplateInfo.plist\n"), refused.output)
        XCTAssertTrue(refused.error.hasPrefix("error: nothing written: a file exists with other content"), refused.error)
        XCTAssertEqual(try read(project.path(view)), "// mine\n")
        XCTAssertEqual(try files(in: project.path("Xcode/" + Self.template)), ["combine"], "nothing else was written")
        XCTAssertEqual(try files(in: project.path("Xcode/\(Self.template)/combine")), ["___FILEBASENAME___View.swift"])

        let forced = try CLI.run(["templates", "xcode", "--output", "Xcode", "--force"], in: project.root)
        XCTAssertEqual(forced.status, 0, forced.error)
        XCTAssertTrue(forced.output.contains("overwrite \(view)\n"), forced.output)
        XCTAssertTrue(try read(project.path(view)).contains("struct ___VARIABLE_productName___View: View"))
        // Kept where Xcode won't copy it into every new screen.
        XCTAssertEqual(try read(project.path("Xcode/\(Self.template).orig/combine/___FILEBASENAME___View.swift")), "// mine\n")
        XCTAssertEqual(try files(in: project.path("Xcode/\(Self.template)/combine")),
                       ["___FILEBASENAME___View.swift", "___FILEBASENAME___ViewModel.swift"])

        let again = try CLI.run(["templates", "xcode", "--output", "Xcode"], in: project.root)
        XCTAssertEqual(again.status, 0, again.error)
        XCTAssertEqual(again.output.split(separator: "\n").filter { !$0.hasPrefix("identical ") }, [], again.output)
    }

    func testExactlyOneOfOutputAndInstallIsAOneLineErrorWithStatusTwo() throws {
        let home = try TemporaryDirectory()
        let project = try TemporaryDirectory()
        for arguments in [["templates", "xcode"], ["templates", "xcode", "--output", "Xcode", "--install"]] {
            let result = try CLI.run(arguments, in: project.root, environment: ["HOME": home.root])
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.error, "error: give either --output DIR or --install\n", "\(arguments)")
            XCTAssertEqual(result.output, "")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: project.root), [])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: home.root), [])
    }

    func testHelpTellsWhereItGoesAndWhatItUses() throws {
        let overview = try CLI.run(["templates", "--help"])
        XCTAssertTrue(overview.output.contains("xcode"), overview.output)
        let help = try CLI.run(["templates", "xcode", "--help"])
        XCTAssertEqual(help.status, 0)
        // Wrapped to the terminal's width: compare with the line breaks taken out.
        let text = help.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for phrase in ["--install", "--output <dir>", "~/Library/Developer/Xcode/Templates/File Templates/MVVM", "new.templates",
                       "Responder.swift", "File > New > File..., MVVM Screen"] {
            XCTAssertTrue(text.contains(phrase), "\(phrase) in:\n\(help.output)")
        }
    }
}
