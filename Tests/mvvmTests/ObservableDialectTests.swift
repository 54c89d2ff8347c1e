import Foundation
import MVVMRules
import TestSupport
import XCTest

/// The observable dialect (SPEC §4.2, seed 003) through the binary: `mvvm new` writes an
/// `@Observable` screen that lints clean under `profile: observable`, and the dialect's example
/// breaks each of the profile's rules exactly once while its following screen stays clean.
final class ObservableDialectTests: XCTestCase {
    static let files = ["Sources/LoginView.swift", "Sources/LoginViewModel.swift", "Tests/LoginViewModelTests.swift"]
    static let command = ["new", "Login", "--actions", "signIn(String,String),forgotPassword", "--responder-actions", "signedIn",
                          "--outputs", "email:String", "--dependencies", "auth:AuthClient=.preview"]

    private func project(_ configuration: String) throws -> TemporaryDirectory {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", configuration + "tests: [Tests]\nnew:\n  sources: Sources\n  tests: Tests\n  module: App\n")
        try project.write("Sources/AuthClient.swift", "struct AuthClient {\n    static let preview = AuthClient()\n}\n")
        return project
    }

    private func read(_ project: TemporaryDirectory, _ file: String) throws -> String {
        try String(contentsOfFile: project.path(file), encoding: .utf8)
    }

    func testNewWritesTheProfilesScreenAndItLintsClean() throws {
        let project = try project("profile: observable\n")
        let result = try CLI.run(Self.command, in: project.root)
        XCTAssertEqual(result.status, 0, result.error)
        // Callbacks tell the parent the screen is done: no Responder.swift, though the app has none.
        XCTAssertEqual(result.output, Self.files.map { "create    \($0)\n" }.joined())
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.path("Sources/Responder.swift")))
        let viewModel = try read(project, "Sources/LoginViewModel.swift")
        for line in ["@MainActor\n@Observable\nfinal class LoginViewModel {", "    private let auth: AuthClient",
                     "    private let onSignedIn: () -> Void", "    private(set) var email: String = \"\"",
                     "    func signIn(_ value1: String, _ value2: String) {", "    func signedIn() {\n        onSignedIn()\n    }"] {
            XCTAssertTrue(viewModel.contains(line), "\(line)\n---\n\(viewModel)")
        }
        XCTAssertTrue(try read(project, "Sources/LoginView.swift").contains("    let viewModel: LoginViewModel\n"))
        XCTAssertTrue(try read(project, "Tests/LoginViewModelTests.swift").hasPrefix("@testable import App\nimport Foundation\nimport Testing\n"))
        let lint = try CLI.run(["lint"], in: project.root)
        XCTAssertEqual(lint.status, 0, lint.output)
        XCTAssertEqual(lint.output, "")
        XCTAssertEqual(lint.error, "Linted 4 file(s), 4 indexed: 0 error(s), 0 warning(s)\n")
    }

    func testTheProfileFlagAndNewProfileWriteTheSameScreen() throws {
        let fromProfile = try project("profile: observable\n")
        _ = try CLI.run(Self.command, in: fromProfile.root)
        let fromFlag = try project("")
        let flagged = try CLI.run(Self.command + ["--profile", "observable"], in: fromFlag.root)
        XCTAssertEqual(flagged.status, 0, flagged.error)
        let fromSetting = try project("")
        try fromSetting.write(".mvvm.yml", "tests: [Tests]\nnew:\n  profile: observable\n  sources: Sources\n  tests: Tests\n  module: App\n")
        let set = try CLI.run(Self.command, in: fromSetting.root)
        XCTAssertEqual(set.status, 0, set.error)
        for file in Self.files {
            XCTAssertEqual(try read(fromFlag, file), try read(fromProfile, file), file)
            XCTAssertEqual(try read(fromSetting, file), try read(fromProfile, file), file)
        }
    }

    func testTheExampleBreaksEachRuleOfTheProfileOnce() throws {
        let result = try CLI.run(["lint", "--config", "Examples/Dialects/observable/.mvvm.yml"])
        XCTAssertEqual(result.status, 1, "errors exit with status 1")
        XCTAssertEqual(result.output, """
            Examples/Dialects/observable/Sources/Inbox/InboxView.swift:7:12: warning: `@State var viewModel` owns a view model but is not private; own it with `@State private var`, or receive it as a plain property (observation_wrappers)
            Examples/Dialects/observable/Sources/Inbox/InboxView.swift:14:39: warning: `InboxView` constructs `MessageRowViewModel`; get it from its own view model instead (child_view_model_from_parent)
            Examples/Dialects/observable/Sources/Inbox/InboxView.swift:22:7: warning: view model `MessageRowViewModel` is not `@MainActor`; its outputs drive the UI (main_actor_view_model)
            Examples/Dialects/observable/Sources/Inbox/InboxView.swift:22:7: warning: no test mentions view model `MessageRowViewModel` (tested_view_model)
            Examples/Dialects/observable/Sources/Inbox/InboxView.swift:24:9: warning: property `tint` of view model `MessageRowViewModel` has the UI type `Color` (view_model_without_ui)
            Examples/Dialects/observable/Sources/Inbox/InboxView.swift:34:5: warning: this suppression silences nothing; remove it (unused_suppression)
            Examples/Dialects/observable/Sources/Inbox/InboxViewModel.swift:13:5: error: `unreadCount` is an output the view could write; declare it `private(set)` (output_private_set)
            Examples/Dialects/observable/Sources/Inbox/InboxViewModel.swift:18:20: warning: `InboxService.shared` is a global; inject it through `init` (dependencies_via_init)

            """)
        XCTAssertEqual(result.error, "Linted 7 file(s), 7 indexed: 1 error(s), 7 warning(s)\n")
        let lines = result.output.split(separator: "\n")
        let rules = lines.compactMap { $0.split(separator: "(").last?.dropLast() }.map(String.init)
        XCTAssertEqual(rules.count, Set(rules).count, "each rule breaks once")
        // `mvvm rules --profile` lists `unused_suppression` too: the lint run checks it, not a rule of the registry.
        XCTAssertEqual(Set(rules), Set(RuleRegistry.all.filter { $0.description.profiles.contains(.observable) }.map { $0.description.id }).union(["unused_suppression"]))
        // The screen written to the dialect — its @Bindable form included — is clean.
        XCTAssertFalse(result.output.contains("Profile"))
    }
}
