import Foundation
import TestSupport
import XCTest

/// `mvvm new` and `mvvm templates`, run as users run them.
final class NewCommandTests: XCTestCase {
    static let example = CorpusFiles.packageRoot + "/Examples/TodoApp"
    static let loginFiles = ["Sources/Screens/LoginView.swift", "Sources/Screens/LoginViewModel.swift",
                             "Tests/LoginViewModelTests.swift", "Sources/Screens/Responder.swift"]
    static let loginCommand = ["new", "Login", "--actions", "signIn(String,String),forgotPassword", "--responder-actions", "signedIn"]

    /// A copy of the example app as it was before `mvvm new Login`: no Login screen, no Responder.
    private func exampleWithoutLogin() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        let manager = FileManager.default
        let walker = try XCTUnwrap(manager.enumerator(atPath: Self.example))
        while let relative = walker.nextObject() as? String {
            var isDirectory: ObjCBool = false
            manager.fileExists(atPath: Self.example + "/" + relative, isDirectory: &isDirectory)
            guard !isDirectory.boolValue, !Self.loginFiles.contains(relative) else { continue }
            try directory.write(relative, try String(contentsOfFile: Self.example + "/" + relative, encoding: .utf8))
        }
        return directory
    }

    private func read(_ directory: TemporaryDirectory, _ relative: String) throws -> String {
        try String(contentsOfFile: directory.path(relative), encoding: .utf8)
    }

    // MARK: - The README's example

    func testTheExampleAppsLoginIsExactlyWhatNewWrites() throws {
        let directory = try exampleWithoutLogin()
        let result = try CLI.run(Self.loginCommand, in: directory.root)
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(result.output, Self.loginFiles.map { "create    \($0)\n" }.joined())
        XCTAssertEqual(result.error, "")
        for file in Self.loginFiles {
            XCTAssertEqual(try read(directory, file), try String(contentsOfFile: Self.example + "/" + file, encoding: .utf8), file)
        }
        // The four files lint clean with every rule; the rest of the app keeps its findings.
        let lint = try CLI.run(["lint", "--quiet"] + Self.loginFiles, in: directory.root)
        XCTAssertEqual(lint.status, 0, lint.output)
        XCTAssertEqual(lint.output, "")
    }

    func testRunningAgainFindsEverythingIdentical() throws {
        let directory = try exampleWithoutLogin()
        _ = try CLI.run(Self.loginCommand, in: directory.root)
        let again = try CLI.run(Self.loginCommand, in: directory.root)
        XCTAssertEqual(again.status, 0)
        XCTAssertEqual(again.output, """
            identical Sources/Screens/LoginView.swift
            identical Sources/Screens/LoginViewModel.swift
            identical Tests/LoginViewModelTests.swift
            skip      Sources/Screens/Responder.swift (Responder is declared in Sources/Screens/Responder.swift)

            """)
    }

    // MARK: - Conflicts

    func testAConflictWritesNothingAndExitsOneWithoutPrompting() throws {
        let directory = try exampleWithoutLogin()
        try directory.write("Sources/Screens/LoginView.swift", "// mine\n")
        let result = try CLI.run(Self.loginCommand, in: directory.root, input: "y\n")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.output.contains("conflict  Sources/Screens/LoginView.swift\n"), result.output)
        XCTAssertTrue(result.output.contains("create    Sources/Screens/LoginViewModel.swift\n"), result.output)
        XCTAssertTrue(result.error.hasPrefix("error: nothing written"), result.error)
        XCTAssertEqual(try read(directory, "Sources/Screens/LoginView.swift"), "// mine\n")
        for file in Self.loginFiles.dropFirst() {
            XCTAssertFalse(FileManager.default.fileExists(atPath: directory.path(file)), "\(file) must not be written")
        }
    }

    func testForceOverwritesAndKeepsTheReplacedFile() throws {
        let directory = try exampleWithoutLogin()
        try directory.write("Sources/Screens/LoginView.swift", "// mine\n")
        let result = try CLI.run(Self.loginCommand + ["--force"], in: directory.root)
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(result.output.hasPrefix("overwrite Sources/Screens/LoginView.swift\ncreate    Sources/Screens/LoginViewModel.swift\n"), result.output)
        XCTAssertEqual(try read(directory, "Sources/Screens/LoginView.swift.orig"), "// mine\n")
        XCTAssertEqual(try read(directory, "Sources/Screens/LoginView.swift"),
                       try String(contentsOfFile: Self.example + "/Sources/Screens/LoginView.swift", encoding: .utf8))
    }

    func testDryRunPrintsTheFilesAndWritesNothing() throws {
        let directory = try exampleWithoutLogin()
        let result = try CLI.run(Self.loginCommand + ["--dry-run"], in: directory.root)
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(result.output.contains("\n--- Sources/Screens/LoginViewModel.swift\nimport Combine\nimport Foundation\n"), result.output)
        XCTAssertTrue(result.output.contains("final class LoginViewModelTests: XCTestCase"), result.output)
        for file in Self.loginFiles {
            XCTAssertFalse(FileManager.default.fileExists(atPath: directory.path(file)), file)
        }
    }

    // MARK: - Errors: one line, exit 2, nothing written

    func testBadInputIsAOneLineErrorWithStatusTwo() throws {
        let directory = try exampleWithoutLogin()
        try directory.write("Sources/Other/Account.swift", "final class AccountViewModel {}\nfinal class ShopFlowController {}\n")
        let cases: [([String], String)] = [
            (["new", "9Lives"], "`9Lives` is not a Swift type name"),
            (["new", "`Login`"], "``Login`` is not a Swift type name"),
            (["new", "Login", "--actions", "signIn(String"], "--actions: `signIn(String` must end with `)`"),
            (["new", "Login", "--flavor", "redux"], "--flavor: `redux` is not a flavor; use combine or observable"),
            (["new", "Login", "--sources", "../Elsewhere"], "--sources: `../Elsewhere` uses `..`"),
            (["new", "Login", "--tests", "/tmp/outside"], "--tests: `/tmp/outside` is outside the project"),
            (["new", "Login", "--indent", "wide"], "--indent: `wide` is not an indentation"),
            (["new", "Login", "--module", "My App"], "--module: `My App` is not a module name"),
            (["new", "Account"], "Sources/Other/Account.swift: error: `AccountViewModel` is already declared here"),
            (["new", "Shop", "--profile", "inputs_outputs"], "Sources/Other/Account.swift: error: `ShopFlowController` is already declared here"),
            (["new", "Login", "--profile", "redux"], "--profile: `redux` is not a profile; use rulebook, viewstate, remvvm, observable, inputs_outputs"),
            (["new", "Login", "--profile", "observable", "--flavor", "combine"], "--flavor: only the rulebook profile has flavors"),
            (["new", "Login", "--reactive", "rxswift"], "--reactive: only inputs_outputs screens choose a reactive library"),
            (["new", "Login", "--profile", "inputs_outputs", "--reactive", "bacon"], "--reactive: `bacon` is not a reactive library; use combine or rxswift"),
        ]
        for (arguments, expected) in cases {
            let result = try CLI.run(arguments, in: directory.root)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.output)")
            XCTAssertTrue(result.error.hasPrefix(expected), "\(arguments): \(result.error)")
            XCTAssertEqual(result.error.filter { $0 == "\n" }.count, 1, result.error)
            XCTAssertEqual(result.output, "")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.path("Sources/Screens/LoginView.swift")))
    }

    /// A new project's first screen: the folders `included` names hold no Swift file yet. `lint`
    /// would call that a typo; `new` is what fills them.
    func testTheFirstScreenOfAnEmptyProject() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".mvvm.yml", "included: [Sources, Tests]\ntests: [Tests]\nnew:\n  sources: Sources\n  tests: Tests\n")
        let result = try CLI.run(["new", "Login", "--profile", "viewstate"], in: directory.root)
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(result.output.contains("create    Sources/LoginViewModel.swift\n"), result.output)
        // The folder held no Swift yet: it becomes the viewstate screens' folder.
        XCTAssertTrue(result.output.contains("create    Sources/.mvvm.yml\n"), result.output)
        let lint = try CLI.run(["lint", "--quiet"], in: directory.root)
        XCTAssertEqual(lint.status, 0, lint.output + lint.error)
        XCTAssertEqual(lint.output, "")
    }

    func testBadNewSettingsNameTheConfigurationLine() throws {
        let directory = try TemporaryDirectory()
        let cases: [(String, String)] = [
            ("new:\n  flavor: redux\n", ".mvvm.yml:2:11: error: new.flavor: `redux` is not a flavor; use combine or observable\n"),
            ("new:\n  sources: ../Shared\n", ".mvvm.yml:2:12: error: new.sources: `../Shared` uses `..`"),
            ("new:\n  indent: wide\n", ".mvvm.yml:2:11: error: new.indent: `wide` is not an indentation"),
            ("new:\n  flavour: combine\n", ".mvvm.yml:2:3: error: unknown key `flavour` in `new` (did you mean `flavor`?)\n"),
        ]
        for (configuration, expected) in cases {
            try directory.write(".mvvm.yml", configuration)
            let result = try CLI.run(["new", "Login"], in: directory.root)
            XCTAssertEqual(result.status, 2, configuration)
            XCTAssertTrue(result.error.hasSuffix(expected) || result.error.hasPrefix(expected), "\(configuration): \(result.error)")
        }
    }

    // MARK: - Configuration, indentation, templates

    func testNewSectionPlacesFilesAndIndentationFollowsTheProject() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".mvvm.yml", "new:\n  sources: App/Screens/{{name}}\n  tests: AppTests\n  module: App\n  flavor: observable\n")
        try directory.write("App/Existing.swift", "struct Existing {\n  var a: Int\n  func b() {\n    print(a)\n  }\n}\n")
        let result = try CLI.run(["new", "Profile", "--actions", "refresh"], in: directory.root)
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(result.output, """
            create    App/Screens/Profile/ProfileView.swift
            create    App/Screens/Profile/ProfileViewModel.swift
            create    AppTests/ProfileViewModelTests.swift
            create    App/Screens/Profile/Responder.swift

            """)
        let viewModel = try read(directory, "App/Screens/Profile/ProfileViewModel.swift")
        XCTAssertTrue(viewModel.contains("@Observable\nfinal class ProfileViewModel {\n  // MARK: - Properties & Dependencies"), viewModel)
        XCTAssertTrue(try read(directory, "AppTests/ProfileViewModelTests.swift").contains("@testable import App\n"))
        // A flag beats the configuration.
        let tabbed = try CLI.run(["new", "Search", "--indent", "tab", "--flavor", "combine"], in: directory.root)
        XCTAssertEqual(tabbed.status, 0, tabbed.error)
        XCTAssertTrue(try read(directory, "App/Screens/Search/SearchViewModel.swift").contains("final class SearchViewModel: ObservableObject {\n\t// MARK:"))
    }

    func testWithoutSettingsTheScreenGoesHereAndTheTestsToTheProjectsTests() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".mvvm.yml", "tests: [UnitTests]\n")
        try directory.write("Sources/Feature/Existing.swift", "struct Existing {}\n")
        let result = try CLI.run(["new", "Login", "--module", "App"], in: directory.path("Sources/Feature"))
        XCTAssertEqual(result.status, 0, result.error)
        let lines = result.output.split(separator: "\n")
        XCTAssertEqual(lines.count, 4, result.output)
        XCTAssertEqual(lines.first, "create    LoginView.swift")
        XCTAssertEqual(lines.last, "create    Responder.swift")
        // Outside the working folder, so shown in full.
        XCTAssertTrue(result.output.contains("/UnitTests/LoginViewModelTests.swift\n"), result.output)
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.path("Sources/Feature/LoginViewModel.swift")))
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.path("UnitTests/LoginViewModelTests.swift")))
    }

    func testEjectedTemplatesOverrideAndABrokenOneNamesItsLine() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".mvvm.yml", "new:\n  templates: Templates\n")
        let eject = try CLI.run(["templates", "eject"], in: directory.root)
        XCTAssertEqual(eject.status, 0, eject.error)
        // Every built-in template, whichever dialects have theirs.
        let builtIn = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: CorpusFiles.packageRoot + "/Templates"))
            .filter { $0.hasSuffix(".mustache") }
        XCTAssertEqual(eject.output.components(separatedBy: "\n").filter { $0.hasPrefix("create    Templates/") }.count, builtIn.count, eject.output)

        try directory.write("Templates/rulebook/combine/View.mustache", "{{%CONTENT_TYPE:TEXT}}\n// {{viewName}} is ours\n")
        let list = try CLI.run(["templates", "list"], in: directory.root)
        XCTAssertTrue(list.output.contains("rulebook/combine/View.mustache  (overridden by Templates/rulebook/combine/View.mustache)\n"), list.output)
        XCTAssertTrue(list.output.contains("rulebook/combine/ViewModel.mustache  (overridden by Templates/rulebook/combine/ViewModel.mustache)\n"), list.output)

        let again = try CLI.run(["templates", "eject"], in: directory.root)
        XCTAssertTrue(again.output.contains("skip      Templates/rulebook/combine/View.mustache (yours differs; kept)\n"), again.output)
        XCTAssertTrue(again.output.contains("identical Templates/rulebook/combine/ViewModel.mustache\n"), again.output)
        XCTAssertEqual(try read(directory, "Templates/rulebook/combine/View.mustache"), "{{%CONTENT_TYPE:TEXT}}\n// {{viewName}} is ours\n")

        XCTAssertEqual(try CLI.run(["new", "Login"], in: directory.root).status, 0)
        XCTAssertEqual(try read(directory, "LoginView.swift"), "// LoginView is ours\n")

        // Ejecting into a folder of your choosing, and naming that folder with --templates.
        let elsewhere = try CLI.run(["templates", "eject", "Custom"], in: directory.root)
        XCTAssertEqual(elsewhere.status, 0, elsewhere.error)
        XCTAssertTrue(elsewhere.output.contains("create    Custom/rulebook/observable/ViewModelTests.mustache\n"), elsewhere.output)
        try directory.write("Custom/rulebook/observable/View.mustache", "{{%CONTENT_TYPE:TEXT}}\n// {{viewName}} from Custom\n")
        let flagged = try CLI.run(["new", "Search", "--flavor", "observable", "--templates", "Custom"], in: directory.root)
        XCTAssertEqual(flagged.status, 0, flagged.error)
        XCTAssertEqual(try read(directory, "SearchView.swift"), "// SearchView from Custom\n")
        XCTAssertTrue(try read(directory, "SearchViewModel.swift").contains("@Observable\nfinal class SearchViewModel {"))

        try directory.write("Templates/rulebook/combine/ViewModel.mustache", "{{%CONTENT_TYPE:TEXT}}\n{{#actions}}\n{{name}}\n")
        let broken = try CLI.run(["new", "Signup"], in: directory.root)
        XCTAssertEqual(broken.status, 2)
        XCTAssertTrue(broken.error.hasPrefix("Templates/rulebook/combine/ViewModel.mustache:"), broken.error)
        XCTAssertTrue(broken.error.hasSuffix(": error: a section is never closed (missing `{{/name}}`)\n"), broken.error)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.path("SignupView.swift")), "nothing is written")
    }
}
