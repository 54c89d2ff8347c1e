import Foundation
import TestSupport
import XCTest

/// `mvvm init` and `mvvm new` on an app that already exists (issue 22): the configuration learns
/// where the screens and their tests live, which module the tests import and which dialect the
/// view models are written in; the first `mvvm new` lands beside the app's own screens; a folder
/// configured from above gets no second configuration; a screen of another dialect gets a folder
/// of its own rather than findings.
final class ExistingAppTests: XCTestCase {
    private func screen(_ name: String) -> String {
        """
        import Combine

        @MainActor
        final class \(name)ViewModel: ObservableObject {
            enum Action { case appear }

            func send(_ action: Action) {
                switch action {
                case .appear:
                    loaded = true
                }
            }

            @Published private(set) var loaded = false
        }

        """
    }

    func testInitLearnsAnXcodeLayoutAndNewFollowsIt() throws {
        let project = try TemporaryDirectory()
        XCTAssertEqual(try ProcessRun.run("/usr/bin/env", ["git", "init", "-q"], in: project.root).status, 0)
        for name in ["Login", "Cart", "Profile"] {
            try project.write("MyApp/Screens/\(name)/\(name)ViewModel.swift", screen(name))
        }
        try project.write("MyApp/AppDelegate.swift", "final class AppDelegate {}\n")
        try project.write("MyAppTests/LoginViewModelTests.swift", "import XCTest\n@testable import MyApp\n\nfinal class LoginViewModelTests: XCTestCase {}\n")
        let result = try CLI.run(["init"], in: project.root)
        XCTAssertEqual(result.status, 0, result.error)
        let written = try String(contentsOfFile: project.path(".mvvm.yml"), encoding: .utf8)
        XCTAssertTrue(written.contains("\nprofile: rulebook   # 3 view models found; read as rulebook 3\n"), written)
        XCTAssertTrue(written.contains("\nnew:\n  sources: \"MyApp/Screens/{{name}}\"\n  tests: MyAppTests\n  module: MyApp\n"), written)

        let new = try CLI.run(["new", "Settings"], in: project.root)
        XCTAssertEqual(new.status, 0, new.error)
        XCTAssertTrue(FileManager.default.fileExists(atPath: project.path("MyApp/Screens/Settings/SettingsViewModel.swift")), new.output)
        let tests = try String(contentsOfFile: project.path("MyAppTests/SettingsViewModelTests.swift"), encoding: .utf8)
        XCTAssertTrue(tests.contains("@testable import MyApp"), tests)
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.path("Tests")))
    }

    func testInitProposesTheDialectTheViewModelsAreWrittenIn() throws {
        let project = try TemporaryDirectory()
        try project.write("Package.swift", "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"Feature\")\n")
        for name in ["Search", "Detail", "Settings"] {
            try project.write("Sources/Feature/\(name)ViewModel.swift", """
                import Observation

                @MainActor
                @Observable
                final class \(name)ViewModel {
                    private(set) var title = ""

                    func load() { title = "\(name)" }
                }

                """)
        }
        try project.write("Tests/FeatureTests/SearchViewModelTests.swift", "import Testing\n@testable import Feature\n")
        let result = try CLI.run(["init"], in: project.root)
        XCTAssertEqual(result.status, 0, result.error)
        let written = try String(contentsOfFile: project.path(".mvvm.yml"), encoding: .utf8)
        XCTAssertTrue(written.contains("\nprofile: observable   # 3 view models found; read as observable 3\n"), written)
        XCTAssertTrue(written.contains("\nnew:\n  sources: Sources/Feature\n  tests: Tests/FeatureTests\n  module: Feature\n"), written)
        // What it proposes, the lint takes: the screens are clean under their own dialect.
        let lint = try CLI.run(["lint"], in: project.root)
        XCTAssertFalse(lint.output.contains("(view_sends_actions)") || lint.output.contains("(responder_pattern)"), lint.output)
    }

    /// Inputs and outputs written as protocols (`…ViewModelInput`, `…ViewModelOutput`) that the
    /// view model conforms to through a protocol joining them or a typealias, its outputs held in
    /// the app's own box: the inputs-and-outputs dialect, though no stream type says so.
    func testInitReadsInputAndOutputProtocolsAsTheirDialect() throws {
        let project = try TemporaryDirectory()
        try project.write("App/Box.swift", "final class Box<Value> {\n    var value: Value\n    init(_ value: Value) { self.value = value }\n}\n")
        for (name, joined) in [("Search", "protocol"), ("Detail", "protocol"), ("Settings", "typealias")] {
            let joining = joined == "protocol"
                ? "protocol \(name)ViewModel: \(name)ViewModelInput, \(name)ViewModelOutput {}"
                : "typealias \(name)ViewModel = \(name)ViewModelInput & \(name)ViewModelOutput"
            try project.write("App/\(name)/\(name)ViewModel.swift", """
                protocol \(name)ViewModelInput {
                    func didLoad()
                }

                protocol \(name)ViewModelOutput {
                    var title: Box<String> { get }
                }

                \(joining)

                final class Default\(name)ViewModel: \(name)ViewModel {
                    let title = Box("")

                    func didLoad() { title.value = "\(name)" }
                }

                """)
        }
        let result = try CLI.run(["init"], in: project.root)
        XCTAssertEqual(result.status, 0, result.error)
        let written = try String(contentsOfFile: project.path(".mvvm.yml"), encoding: .utf8)
        XCTAssertTrue(written.contains("\nprofile: inputs_outputs   # 3 view models found; read as inputs_outputs 3\n"), written)
    }

    func testInitInAFolderConfiguredFromAboveWritesNothing() throws {
        let project = try TemporaryDirectory()
        XCTAssertEqual(try ProcessRun.run("/usr/bin/env", ["git", "init", "-q"], in: project.root).status, 0)
        try project.write(".mvvm.yml", "profile: rulebook\n")
        try project.write("Feature/A.swift", "struct A {}\n")
        let result = try CLI.run(["init"], in: project.path("Feature"))
        XCTAssertEqual(result.status, 2, result.output)
        XCTAssertTrue(result.error.hasPrefix(".mvvm.yml: error: ../.mvvm.yml already configures this folder; not written"), result.error)
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.path("Feature/.mvvm.yml")))
        // With --hook the hook is still installed.
        let hook = try CLI.run(["init", "--hook"], in: project.path("Feature"))
        XCTAssertEqual(hook.status, 0, hook.error)
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.path("Feature/.mvvm.yml")))
        XCTAssertTrue(FileManager.default.fileExists(atPath: project.path(".git/hooks/pre-commit")))
    }

    /// `lint` reads the app's own build settings, as `init` does: under Xcode's default
    /// `MainActor` isolation the app's view models need no `@MainActor`; a SwiftPM target that
    /// does not say so still does.
    func testLintReadsDefaultMainActorIsolationFromTheXcodeProject() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        let viewModel = "import Combine\n\nfinal class CartViewModel: ObservableObject {\n    @Published private(set) var total = 0\n}\n"
        try project.write("Shop/CartViewModel.swift", viewModel)
        try project.write("Kit/Package.swift", "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])\n")
        try project.write("Kit/Sources/Kit/KitViewModel.swift", viewModel.replacingOccurrences(of: "Cart", with: "Kit"))
        try project.write("Shop.xcodeproj/project.pbxproj", "buildSettings = {\n\tSWIFT_VERSION = 6.0;\n};\n")
        let before = try CLI.run(["lint"], in: project.root)
        XCTAssertTrue(before.output.contains("CartViewModel.swift:3:7: warning: view model `CartViewModel` is not `@MainActor`"), before.output)

        try project.write("Shop.xcodeproj/project.pbxproj", "buildSettings = {\n\tSWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;\n};\n")
        let after = try CLI.run(["lint"], in: project.root)
        XCTAssertFalse(after.output.contains("`CartViewModel` is not `@MainActor`"), after.output)
        XCTAssertTrue(after.output.contains("KitViewModel.swift:3:7: warning: view model `KitViewModel` is not `@MainActor`"), after.output)
    }

    /// Two Xcode projects side by side (Rayon's macOS and iOS apps) are two modules: each one's
    /// `TerminalContext` is its own view's model, named by its project. With one project both are
    /// the app module's, each view's the nearest by folder; the warm run follows (the run key).
    func testEachOfSeveralXcodeProjectsIsAModuleOfItsOwn() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        for app in ["Desk", "Pocket"] {
            try project.write("\(app)/\(app).xcodeproj/project.pbxproj", "buildSettings = {\n\tSWIFT_VERSION = 6.0;\n};\n")
            try project.write("\(app)/TerminalContext.swift",
                              "import Combine\n\n@MainActor\nfinal class TerminalContext: ObservableObject {\n    @Published var title = \"\"\n\n    func connect() {}\n}\n")
            try project.write("\(app)/TerminalView.swift",
                              "import SwiftUI\n\nstruct TerminalView: View {\n    @StateObject var context = TerminalContext()\n\n    var body: some View { Text(context.title) }\n}\n")
        }
        func reported(_ output: String) -> [String] {
            ["Desk", "Pocket"].filter { output.contains("\($0)/TerminalContext.swift:5:16: error: `title` is an output the view could write") }
        }
        let both = try CLI.run(["lint", "--quiet"], in: project.root)
        XCTAssertEqual(reported(both.output), ["Desk", "Pocket"], both.output)
        let roles = try CLI.run(["dump", "--roles", "Pocket/TerminalContext.swift"], in: project.root)
        XCTAssertTrue(roles.output.contains("Pocket.TerminalContext: view model"), roles.output)
        try FileManager.default.removeItem(atPath: project.path("Pocket/Pocket.xcodeproj"))
        let one = try CLI.run(["dump", "--roles", "Pocket/TerminalContext.swift"], in: project.root)
        XCTAssertTrue(one.output.contains("App.TerminalContext: view model"), "one project: the app module\n" + one.output)
        let lint = try CLI.run(["lint", "--quiet"], in: project.root)
        XCTAssertEqual(reported(lint.output), ["Desk", "Pocket"], "namesakes in one module: each view's is the nearest\n" + lint.output)
    }

    func testANewScreenOfAnotherDialectGetsAFolderOfItsOwn() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "new: {sources: Sources, tests: Tests}\n")
        XCTAssertEqual(try CLI.run(["new", "Home"], in: project.root).status, 0)
        let refused = try CLI.run(["new", "Login", "--profile", "viewstate"], in: project.root)
        XCTAssertEqual(refused.status, 2, refused.output)
        XCTAssertTrue(refused.error.contains("Sources: error: this folder is linted as `rulebook`, so the next lint would report a "
            + "`viewstate` screen here"), refused.error)
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.path("Sources/LoginViewModel.swift")))

        let own = try CLI.run(["new", "Login", "--profile", "viewstate", "--sources", "Sources/{{name}}"], in: project.root)
        XCTAssertEqual(own.status, 0, own.error)
        XCTAssertEqual(try String(contentsOfFile: project.path("Sources/Login/.mvvm.yml"), encoding: .utf8),
                       "# Written by mvvm new: this screen is written in the viewstate dialect.\nprofile: viewstate\n")
        let lint = try CLI.run(["lint"], in: project.root)
        XCTAssertEqual(lint.status, 0, lint.output + lint.error)
        XCTAssertEqual(lint.output, "")
    }
}
