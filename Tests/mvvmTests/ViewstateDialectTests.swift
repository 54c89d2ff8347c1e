import Foundation
import TestSupport
import XCTest

/// `mvvm new` and `mvvm lint` under the viewstate profile (seed 001), run as users run them.
final class ViewstateDialectTests: XCTestCase {
    static let searchCommand = ["new", "Search", "--actions", "search(query: String),clear", "--responder-actions", "open(id: Int)",
                                "--outputs", "titles:[String],isLoading:Bool", "--dependencies", "store:RepoStore=FakeRepoStore()"]

    /// A project with one model file and one test, so `included` matches something.
    private func project(_ configuration: String) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write(".mvvm.yml", configuration)
        try directory.write("Sources/Models.swift", "protocol RepoStore {}\n")
        try directory.write("Tests/FakeRepoStore.swift", "@testable import Repos\n\nstruct FakeRepoStore: RepoStore {}\n")
        return directory
    }

    private static let configuration = """
        profile: viewstate
        included: [Sources, Tests]
        tests: [Tests]
        new:
          sources: Sources/Screens
          tests: Tests
          module: Repos

        """

    func testNewWritesTheScreenAndTheBaseOnceAndItLintsClean() throws {
        let directory = try project(Self.configuration)
        let first = try CLI.run(Self.searchCommand, in: directory.root)
        XCTAssertEqual(first.status, 0, first.error)
        XCTAssertEqual(first.output, """
            create    Sources/Screens/SearchViewState.swift
            create    Sources/Screens/SearchViewModel.swift
            create    Sources/Screens/SearchViewController.swift
            create    Tests/SearchViewModelTests.swift
            create    Sources/Screens/StateViewModel.swift

            """)
        let viewModel = try String(contentsOfFile: directory.path("Sources/Screens/SearchViewModel.swift"), encoding: .utf8)
        XCTAssertTrue(viewModel.contains("final class SearchViewModel: StateViewModel<SearchViewState, SearchViewModel.Command> {"), viewModel)
        XCTAssertTrue(viewModel.contains("    override func nextState(after command: Command, data: Any?) -> SearchViewState {"), viewModel)
        // Only the base replaces the state, through the seed's `execute(command:data:)`.
        let base = try String(contentsOfFile: directory.path("Sources/Screens/StateViewModel.swift"), encoding: .utf8)
        XCTAssertTrue(base.contains("    private(set) var viewState: State {"), base)
        XCTAssertTrue(base.contains("    final func execute(command: Command, data: Any? = nil) {"), base)
        XCTAssertTrue(base.contains("protocol ViewState {}"), base)

        // The second screen finds the app's base class and leaves it alone.
        let second = try CLI.run(["new", "Favorites", "--actions", "refresh"], in: directory.root)
        XCTAssertEqual(second.status, 0, second.error)
        XCTAssertEqual(second.output, """
            create    Sources/Screens/FavoritesViewState.swift
            create    Sources/Screens/FavoritesViewModel.swift
            create    Sources/Screens/FavoritesViewController.swift
            create    Tests/FavoritesViewModelTests.swift
            skip      Sources/Screens/StateViewModel.swift (StateViewModel is declared in Sources/Screens/StateViewModel.swift)

            """)

        let lint = try CLI.run(["lint"], in: directory.root)
        XCTAssertEqual(lint.status, 0, lint.output)
        XCTAssertEqual(lint.output, "")
        XCTAssertEqual(lint.error, "Linted 11 file(s), 11 indexed: 0 error(s), 0 warning(s)\n")
    }

    /// What the app already declares is used, never declared again: its own `ViewState`, and a
    /// base whose shape the screen cannot subclass is named instead of written against.
    func testTheAppsOwnViewStateAndBaseAreUsedNotRedeclared() throws {
        let directory = try project(Self.configuration)
        try directory.write("Sources/Shared/ViewState.swift", "/// The app's own.\nprotocol ViewState {}\n")
        let result = try CLI.run(Self.searchCommand, in: directory.root)
        XCTAssertEqual(result.status, 0, result.error)
        let base = try String(contentsOfFile: directory.path("Sources/Screens/StateViewModel.swift"), encoding: .utf8)
        XCTAssertFalse(base.contains("protocol ViewState"), base)
        XCTAssertTrue(base.contains("class StateViewModel<State: ViewState, Command> {"), base)

        let old = try project(Self.configuration)
        try old.write("Sources/Shared/StateViewModel.swift", "protocol ViewState {}\n@MainActor\nclass StateViewModel<State: ViewState> {\n    var viewState: State\n    init(initialState: State) { viewState = initialState }\n}\n")
        let refused = try CLI.run(Self.searchCommand, in: old.root)
        XCTAssertEqual(refused.status, 2, refused.output)
        XCTAssertTrue(refused.error.hasPrefix("Sources/Shared/StateViewModel.swift: error: `StateViewModel` takes 1 generic parameter here"),
                      refused.error)
        XCTAssertFalse(FileManager.default.fileExists(atPath: old.path("Sources/Screens/SearchViewModel.swift")))
    }

    func testTheProfileFlagChoosesTheDialectInARulebookProject() throws {
        let directory = try project(Self.configuration.replacingOccurrences(of: "profile: viewstate\n", with: ""))
        let result = try CLI.run(Self.searchCommand + ["--profile", "viewstate"], in: directory.root)
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(result.output.contains("create    Sources/Screens/SearchViewState.swift\n"), result.output)
        // The folder held no screen: a .mvvm.yml there makes it viewstate's, so the next plain
        // lint reads the screen under its own dialect instead of reporting it.
        XCTAssertTrue(result.output.contains("create    Sources/Screens/.mvvm.yml\n"), result.output)
        let clean = try CLI.run(["lint"], in: directory.root)
        XCTAssertEqual(clean.status, 0, clean.output)
        XCTAssertEqual(clean.output, "")
        // Without it, the rulebook would report the screen.
        try FileManager.default.removeItem(atPath: directory.path("Sources/Screens/.mvvm.yml"))
        XCTAssertNotEqual(try CLI.run(["lint", "--quiet"], in: directory.root).output, "")
    }

    // MARK: - The example

    static let example = "Examples/Dialects/viewstate"

    func testLintTheExampleReportsEachRuleOfTheProfileOnce() throws {
        let result = try CLI.run(["lint", "--config", Self.example + "/.mvvm.yml"])
        XCTAssertEqual(result.status, 1, "errors exit with status 1")
        XCTAssertEqual(result.output, """
            Examples/Dialects/viewstate/Sources/Screens/Favorites.swift:8:5: error: `isEditing` of state `FavoritesViewState` is a `var`; make it `let` and build a new state instead of changing this one (immutable_state)
            Examples/Dialects/viewstate/Sources/Screens/Favorites.swift:11:7: warning: view model `FavoritesViewModel` is not `@MainActor`; its outputs drive the UI (main_actor_view_model)
            Examples/Dialects/viewstate/Sources/Screens/Favorites.swift:11:7: warning: no test mentions view model `FavoritesViewModel` (tested_view_model)
            Examples/Dialects/viewstate/Sources/Screens/Favorites.swift:13:9: warning: property `accent` of view model `FavoritesViewModel` has the UI type `UIColor` (view_model_without_ui)
            Examples/Dialects/viewstate/Sources/Screens/Favorites.swift:16:29: warning: view model `FavoritesViewModel` names the implementation `RepoStoreImpl`; depend on its protocol and have it injected (store_behind_protocol)
            Examples/Dialects/viewstate/Sources/Screens/Favorites.swift:21:9: error: `viewState?.isEditing` changes state `FavoritesViewState` in place; build a new state instead (state_replaced_not_mutated)
            Examples/Dialects/viewstate/Sources/Screens/Favorites.swift:25:9: warning: `UserDefaults.standard` is a global; inject it through `init` (dependencies_via_init)
            Examples/Dialects/viewstate/Sources/Screens/Favorites.swift:43:9: error: the view assigns `viewModel.viewState`; send a command and let the view model set its state (view_never_sets_state)
            Examples/Dialects/viewstate/Sources/Screens/Favorites.swift:46:5: warning: this suppression silences nothing; remove it (unused_suppression)
            Examples/Dialects/viewstate/Sources/Screens/Favorites.swift:48:41: warning: `FavoritesViewController` constructs `SearchViewModel`; get it from its own view model instead (child_view_model_from_parent)

            """)
        XCTAssertEqual(result.error, "Linted 8 file(s), 8 indexed: 3 error(s), 7 warning(s)\n")
        XCTAssertEqual(DialectExample.ruleIDs(in: result.output), try DialectExample.profileRules("viewstate"))
        for file in ["Sources/Screens/Search", "Sources/Screens/StateViewModel.swift", "Sources/Models.swift", "Tests/"] {
            XCTAssertFalse(result.output.contains(Self.example + "/" + file), "\(file) follows the dialect and must lint clean")
        }
    }
}

/// Reading `mvvm lint` and `mvvm rules` output for the dialect examples.
enum DialectExample {
    /// The rule ids at the ends of the report's lines: `… (rule_id)`.
    static func ruleIDs(in report: String) -> Set<String> {
        Set(report.split(separator: "\n").compactMap { line in
            guard line.hasSuffix(")"), let open = line.lastIndex(of: "(") else { return nil }
            return String(line[line.index(after: open)..<line.index(before: line.endIndex)])
        })
    }

    /// The ids `mvvm rules --profile NAME` lists as enabled.
    static func profileRules(_ profile: String) throws -> Set<String> {
        let rules = try CLI.run(["rules", "--profile", profile])
        XCTAssertEqual(rules.status, 0, rules.error)
        return Set(rules.output.split(separator: "\n").dropFirst().compactMap { line in
            let columns = line.split(separator: " ", omittingEmptySubsequences: true)
            return columns.count > 2 && columns[2] == "yes" ? String(columns[0]) : nil
        })
    }
}
