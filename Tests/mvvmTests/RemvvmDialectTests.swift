import Foundation
import TestSupport
import XCTest

/// `mvvm new` and `mvvm lint` under the remvvm profile (seed 002), run as users run them.
final class RemvvmDialectTests: XCTestCase {
    static let loginCommand = ["new", "Login", "--actions", "logIn(firstName: String, lastName: String)", "--responder-actions", "loggedIn",
                               "--outputs", "firstName:String,lastName:String", "--dependencies", "clock:Clock=.preview"]

    private static let configuration = """
        profile: remvvm
        included: [Sources, Tests]
        tests: [Tests]
        new:
          sources: Sources/Screens
          tests: Tests
          module: Greeter

        """

    /// A project with one model file and one test, so `included` matches something.
    private func project(_ configuration: String) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write(".mvvm.yml", configuration)
        try directory.write("Sources/Clock.swift", "struct Clock {\n    static let preview = Clock()\n}\n")
        try directory.write("Tests/Placeholder.swift", "import XCTest\n")
        return directory
    }

    func testNewWritesActionsReducersStateViewModelControllerAndTestsAndTheyLintClean() throws {
        let directory = try project(Self.configuration)
        let result = try CLI.run(Self.loginCommand, in: directory.root)
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(result.output, """
            create    Sources/Screens/LoginActions.swift
            create    Sources/Screens/LoginState.swift
            create    Sources/Screens/LoginReducers.swift
            create    Sources/Screens/LoginMiddleware.swift
            create    Sources/Screens/LoginViewModel.swift
            create    Sources/Screens/LoginViewController.swift
            create    Tests/LoginReducersTests.swift
            create    Tests/LoginMiddlewareTests.swift
            create    Tests/LoginViewModelTests.swift

            """)
        let reducers = try String(contentsOfFile: directory.path("Sources/Screens/LoginReducers.swift"), encoding: .utf8)
        XCTAssertTrue(reducers.contains("static func reduce(state: LoginState, with action: LoginLogInAction) -> LoginState {"), reducers)
        XCTAssertTrue(reducers.contains("static func reduce(state: LoginState, with action: LoginLoggedInAction) -> LoginState {"), reducers)
        let controller = try String(contentsOfFile: directory.path("Sources/Screens/LoginViewController.swift"), encoding: .utf8)
        XCTAssertTrue(controller.contains("@Provided private var viewModel: LoginViewModel?"), controller)
        // The seed navigates in middleware: the screen's `loggedIn`, once reduced, shows what is next.
        let middleware = try String(contentsOfFile: directory.path("Sources/Screens/LoginMiddleware.swift"), encoding: .utf8)
        XCTAssertTrue(middleware.contains("struct LoginLoggedInMiddleware<State: StoreState>: Middleware {"), middleware)
        XCTAssertTrue(middleware.contains("interceptor.next { _ in"), middleware)

        let lint = try CLI.run(["lint"], in: directory.root)
        XCTAssertEqual(lint.status, 0, lint.output)
        XCTAssertEqual(lint.output, "")
        XCTAssertEqual(lint.error, "Linted 11 file(s), 11 indexed: 0 error(s), 0 warning(s)\n")
    }

    func testTheProfileFlagChoosesTheDialect() throws {
        let directory = try project(Self.configuration.replacingOccurrences(of: "profile: remvvm\n", with: ""))
        let result = try CLI.run(Self.loginCommand + ["--profile", "remvvm", "--dry-run"], in: directory.root)
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(result.output.contains("create    Sources/Screens/LoginReducers.swift\n"), result.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.path("Sources/Screens/LoginReducers.swift")))
    }

    // MARK: - The example

    static let example = "Examples/Dialects/remvvm"

    func testLintTheExampleReportsEachRuleOfTheProfileOnce() throws {
        let result = try CLI.run(["lint", "--config", Self.example + "/.mvvm.yml"])
        XCTAssertEqual(result.status, 1, "errors exit with status 1")
        XCTAssertEqual(result.output, """
            Examples/Dialects/remvvm/Sources/Screens/Greetings.swift:9:5: error: `message` of state `GreetingsState` is a `var`; make it `let` and build a new state instead of changing this one (immutable_state)
            Examples/Dialects/remvvm/Sources/Screens/Greetings.swift:17:12: warning: `WaveReducer.reduce` takes any `StoreAction`; give it one concrete action type and a reducer per action (one_action_per_reducer)
            Examples/Dialects/remvvm/Sources/Screens/Greetings.swift:18:9: warning: `WaveReducer.reduce` prints; a reducer only builds the next state — side effects go in middleware (pure_reducer)
            Examples/Dialects/remvvm/Sources/Screens/Greetings.swift:20:9: error: `next.message` changes state `GreetingsState` in place; build a new state instead (state_replaced_not_mutated)
            Examples/Dialects/remvvm/Sources/Screens/Greetings.swift:25:7: warning: view model `GreetingsViewModel` is not `@MainActor`; its outputs drive the UI (main_actor_view_model)
            Examples/Dialects/remvvm/Sources/Screens/Greetings.swift:25:7: warning: no test mentions view model `GreetingsViewModel` (tested_view_model)
            Examples/Dialects/remvvm/Sources/Screens/Greetings.swift:26:9: warning: property `badge` of view model `GreetingsViewModel` has the UI type `UIImage` (view_model_without_ui)
            Examples/Dialects/remvvm/Sources/Screens/Greetings.swift:27:28: warning: `UserDefaults.standard` is a global; inject it through `init` (dependencies_via_init)
            Examples/Dialects/remvvm/Sources/Screens/Greetings.swift:34:5: warning: this suppression silences nothing; remove it (unused_suppression)
            Examples/Dialects/remvvm/Sources/Screens/Greetings.swift:40:21: warning: `GreetingsViewController` constructs `GreetingsViewModel`; get it from its own view model instead (child_view_model_from_parent)
            Examples/Dialects/remvvm/Sources/Screens/Greetings.swift:40:21: error: `GreetingsViewController` constructs a view model (`GreetingsViewModel`); get it from the provider (`@Provided`, `remvvm.viewModel(for:)`) (view_models_from_provider)
            Examples/Dialects/remvvm/Sources/Screens/Greetings.swift:46:9: warning: `GreetingsViewController` navigates by itself (`present`); report the intent and let a flow controller or middleware show the next screen (navigation_outside_views)

            """)
        XCTAssertEqual(result.error, "Linted 10 file(s), 10 indexed: 3 error(s), 9 warning(s)\n")
        XCTAssertEqual(DialectExample.ruleIDs(in: result.output), try DialectExample.profileRules("remvvm"))
        for file in ["Sources/Screens/Login", "Sources/AppState.swift", "Sources/Navigation.swift", "Tests/"] {
            XCTAssertFalse(result.output.contains(Self.example + "/" + file), "\(file) follows the dialect and must lint clean")
        }
    }
}
