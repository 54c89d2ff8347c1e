import Foundation
import MVVMRules
import MVVMScaffold
import TestSupport
import XCTest

/// `profile:` picks the dialect whose rules run (SPEC §4.2), for the project or, through a nested
/// `.mvvm.yml`, for one folder; `mvvm rules --profile` lists a dialect's rules.
final class ProfileTests: XCTestCase {
    /// A rulebook view model breaking a rulebook-only rule (`view_model_sections`: Output before
    /// Properties & Dependencies) and a shared one (`main_actor_view_model`).
    private let screen = """
        import SwiftUI

        final class SettingsViewModel: ObservableObject {
            // MARK: - Output
            @Published private(set) var title = ""
            // MARK: - Properties & Dependencies
            private let store: String
            init(store: String) { self.store = store }
        }

        """

    private func rules(in output: String) -> Set<String> {
        Set(output.split(separator: "\n").compactMap { line in
            guard line.hasSuffix(")"), let open = line.lastIndex(of: "(") else { return nil }
            return String(line[line.index(after: open)..<line.index(before: line.endIndex)])
        })
    }

    func testAProfileRunsOnlyItsRulesAndANestedOneAppliesToItsFolder() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("Rulebook/SettingsViewModel.swift", screen)
        try project.write("Legacy/SettingsViewModel.swift", screen.replacingOccurrences(of: "Settings", with: "Legacy"))
        let everywhere = try CLI.run(["lint", "--quiet"], in: project.root)
        XCTAssertEqual(rules(in: everywhere.output), ["main_actor_view_model", "view_model_sections"], everywhere.output)

        try project.write("Legacy/.mvvm.yml", "profile: viewstate\n")
        let nested = try CLI.run(["lint", "--quiet"], in: project.root)
        let legacy = nested.output.split(separator: "\n").filter { $0.hasPrefix("Legacy/") }.joined(separator: "\n")
        let rulebook = nested.output.split(separator: "\n").filter { $0.hasPrefix("Rulebook/") }.joined(separator: "\n")
        XCTAssertEqual(rules(in: legacy), ["main_actor_view_model", "tested_view_model"], nested.output)
        XCTAssertEqual(rules(in: rulebook), ["main_actor_view_model", "view_model_sections"], nested.output)

        try project.write(".mvvm.yml", "profile: observable\n")
        try FileManager.default.removeItem(atPath: project.path("Legacy/.mvvm.yml"))
        let observable = try CLI.run(["lint", "--quiet"], in: project.root)
        XCTAssertEqual(rules(in: observable.output), ["main_actor_view_model", "observation_wrappers", "tested_view_model"], observable.output)
    }

    func testLintProfileReplacesTheConfiguredOneButNotANestedOnes() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("Rulebook/SettingsViewModel.swift", screen)
        try project.write("Legacy/SettingsViewModel.swift", screen.replacingOccurrences(of: "Settings", with: "Legacy"))
        try project.write("Legacy/.mvvm.yml", "profile: viewstate\n")
        let result = try CLI.run(["lint", "--quiet", "--profile", "observable"], in: project.root)
        let legacy = result.output.split(separator: "\n").filter { $0.hasPrefix("Legacy/") }.joined(separator: "\n")
        let rulebook = result.output.split(separator: "\n").filter { $0.hasPrefix("Rulebook/") }.joined(separator: "\n")
        XCTAssertEqual(rules(in: rulebook), ["main_actor_view_model", "observation_wrappers", "tested_view_model"], result.output)
        XCTAssertEqual(rules(in: legacy), ["main_actor_view_model", "tested_view_model"], result.output)
        let unknown = try CLI.run(["lint", "--profile", "redux"], in: project.root)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.error, "error: --profile: unknown profile `redux`; the profiles are rulebook, viewstate, remvvm, observable, inputs_outputs\n")
    }

    func testAnUnknownProfileIsAOneLineErrorAtItsValue() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "tests: [Tests]\nprofile: observabel\n")
        let result = try CLI.run(["lint"], in: project.root)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.error, ".mvvm.yml:2:10: error: unknown profile `observabel`; the profiles are "
                       + "rulebook, viewstate, remvvm, observable, inputs_outputs (did you mean `observable`?)\n")
    }

    func testRulesListsAProfilesRules() throws {
        let viewstate = try CLI.run(["rules", "--profile", "viewstate"])
        XCTAssertEqual(viewstate.status, 0, viewstate.error)
        let ids = viewstate.output.split(separator: "\n").dropFirst().compactMap { $0.split(separator: " ").first.map(String.init) }
        XCTAssertEqual(Set(ids), Set(RuleRegistry.descriptions.filter { $0.profiles.contains(.viewstate) }.map(\.id)))
        XCTAssertTrue(ids.contains("main_actor_view_model") && !ids.contains("view_sends_actions"), viewstate.output)
        let observable = try CLI.run(["rules", "--profile", "observable", "--json"])
        let rules = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(observable.output.utf8)) as? [[String: Any]])
        XCTAssertTrue(rules.contains { $0["id"] as? String == "output_private_set" })
        XCTAssertEqual(rules.first { $0["id"] as? String == "output_private_set" }?["profiles"] as? [String], ["rulebook", "observable"])
        let remvvm = try CLI.run(["rules", "--profile", "remvvm", "--json"])
        let remvvmRules = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(remvvm.output.utf8)) as? [[String: Any]])
        XCTAssertEqual(remvvmRules.first { $0["id"] as? String == "pure_reducer" }?["roles"] as? [String], ["reducer_types"])
        XCTAssertEqual(remvvmRules.first { $0["id"] as? String == "pure_reducer" }?["options"] as? [String], ["global_accessors"])
        let unknown = try CLI.run(["rules", "--profile", "redux"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.error.hasPrefix("error: unknown profile `redux`"), unknown.error)
    }

    /// A dialect's own rule runs under its profile only, and on files that hold no view model.
    func testImmutableStateRunsUnderItsProfilesOnFilesWithoutViewModels() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("State/ProfileViewState.swift", "struct ProfileViewState: ViewState {\n    var name: String\n}\n")
        try project.write("State/AppState.swift", "struct AppState: StoreState {\n    var name: String\n}\n")
        XCTAssertEqual(try CLI.run(["lint", "--quiet"], in: project.root).output, "")
        for (profile, state) in [("viewstate", "ProfileViewState"), ("remvvm", "AppState")] {
            try project.write(".mvvm.yml", "profile: \(profile)\n")
            let result = try CLI.run(["lint", "--quiet"], in: project.root)
            XCTAssertEqual(result.status, 1, result.output)
            XCTAssertEqual(result.output, "State/\(state).swift:2:5: error: `name` of state `\(state)` is a `var`; "
                           + "make it `let` and build a new state instead of changing this one (immutable_state)\n")
        }
        try project.write(".mvvm.yml", "profile: observable\n")
        XCTAssertEqual(try CLI.run(["lint", "--quiet"], in: project.root).output, "")
    }

    func testStateReplacedNotMutatedReportsInPlaceEditsUnderItsProfiles() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "profile: remvvm\n")
        try project.write("AppState.swift", "struct AppState: StoreState {\n    let user: String?\n}\n")
        try project.write("LogoutReducer.swift", """
            struct LogoutReducer {
                static func reduce(state: AppState) -> AppState {
                    var next = state
                    next.user = nil
                    return next
                }
            }

            """)
        let result = try CLI.run(["lint", "--quiet"], in: project.root)
        XCTAssertEqual(result.output, "LogoutReducer.swift:4:9: error: `next.user` changes state `AppState` in place; build a new state instead (state_replaced_not_mutated)\n")
        try project.write(".mvvm.yml", "")
        XCTAssertEqual(try CLI.run(["lint", "--quiet"], in: project.root).output, "")
    }

    /// `observation_wrappers` runs only under `observable`, and reaches files that hold no view
    /// and no view model (a service still on `ObservableObject`); `output_private_set` exempts a
    /// property a view binds through `@Bindable` there, and only there.
    func testTheObservableProfileReportsCombineObservationAndExemptsBindableFields() throws {
        let project = try TemporaryDirectory()
        try project.write("App/ProfileViewModel.swift", """
            import Observation

            @Observable @MainActor
            final class ProfileViewModel {
                var nickname = ""
                var status = ""
            }

            """)
        try project.write("App/ProfileView.swift", """
            import SwiftUI

            struct ProfileView: View {
                @State var viewModel = ProfileViewModel()
                var body: some View { NicknameField(viewModel: viewModel) }
            }
            struct NicknameField: View {
                @Bindable var viewModel: ProfileViewModel
                var body: some View { TextField("Nickname", text: $viewModel.nickname) }
            }

            """)
        try project.write("App/DownloadService.swift", """
            import Combine

            final class DownloadService: ObservableObject {
                @Published var progress = 0.0
            }

            """)
        func findings(_ output: String, _ rule: String) -> [String] {
            output.split(separator: "\n").filter { $0.hasSuffix("(\(rule))") }.map { String($0.split(separator: ":").prefix(3).joined(separator: ":")) }.sorted()
        }
        try project.write(".mvvm.yml", "profile: observable\n")
        let observable = try CLI.run(["lint", "--quiet"], in: project.root)
        XCTAssertEqual(findings(observable.output, "observation_wrappers"),
                       ["App/DownloadService.swift:3:30", "App/DownloadService.swift:4:5", "App/ProfileView.swift:4:12"], observable.output)
        XCTAssertEqual(findings(observable.output, "output_private_set"), ["App/ProfileViewModel.swift:6:5"], observable.output)

        try project.write(".mvvm.yml", "")
        let rulebook = try CLI.run(["lint", "--quiet"], in: project.root)
        XCTAssertEqual(findings(rulebook.output, "observation_wrappers"), [], rulebook.output)
        XCTAssertEqual(findings(rulebook.output, "output_private_set"),
                       ["App/ProfileViewModel.swift:5:5", "App/ProfileViewModel.swift:6:5"], rulebook.output)
        let rules = try CLI.run(["rules", "--profile", "rulebook"])
        XCTAssertFalse(rules.output.contains("observation_wrappers"), rules.output)
        XCTAssertTrue(try CLI.run(["rules", "--profile", "observable"]).output.contains("observation_wrappers"))
    }

    /// The two rules every non-rulebook dialect shares: an untested view model and one holding UI
    /// types are reported under the four profiles, never under the rulebook (which has
    /// `untested_action` instead); a test naming the view model settles the first.
    func testTheSharedRulesRunUnderTheFourDialectsOnly() throws {
        let viewModel = """
            import SwiftUI

            @MainActor
            final class BadgeViewModel {
                private(set) var tint: Color = .red
            }

            """
        let project = try TemporaryDirectory()
        try project.write("App/BadgeViewModel.swift", viewModel)
        for profile in ["viewstate", "remvvm", "observable", "inputs_outputs"] {
            try project.write(".mvvm.yml", "profile: \(profile)\n")
            let result = try CLI.run(["lint", "--quiet"], in: project.root)
            XCTAssertEqual(result.output, """
                App/BadgeViewModel.swift:1:1: warning: a view-model file imports SwiftUI for UI types (view_model_without_ui)
                App/BadgeViewModel.swift:4:7: warning: no test mentions view model `BadgeViewModel` (tested_view_model)
                App/BadgeViewModel.swift:5:22: warning: property `tint` of view model `BadgeViewModel` has the UI type `Color` (view_model_without_ui)

                """, profile)
        }
        try project.write(".mvvm.yml", "")
        let rulebook = try CLI.run(["lint", "--quiet"], in: project.root)
        XCTAssertFalse(rules(in: rulebook.output).contains("tested_view_model"), rulebook.output)
        XCTAssertFalse(rules(in: rulebook.output).contains("view_model_without_ui"), rulebook.output)

        try project.write(".mvvm.yml", "profile: observable\n")
        try project.write("Tests/BadgeTests.swift", "@Test(\"BadgeViewModel\") func tint() {}\n")
        XCTAssertTrue(rules(in: try CLI.run(["lint", "--quiet"], in: project.root).output).contains("tested_view_model"),
                      "a display name is not a mention")
        try project.write("Tests/BadgeTests.swift", "@Test func tint() { #expect(BadgeViewModel().tint == .red) }\n")
        XCTAssertEqual(rules(in: try CLI.run(["lint", "--quiet"], in: project.root).output), ["view_model_without_ui"])
    }

    /// Outside the rulebook a subclass of a project view model, a conformer of a protocol named
    /// like a view model's, and what a view controller holds as its `viewModel` are view models;
    /// the rulebook keeps its evidence-only roles.
    func testDialectRolesApplyOnlyOutsideTheRulebook() throws {
        let project = try TemporaryDirectory()
        try project.write("Legacy/Screens.swift", """
            protocol ViewModelProtocol: AnyObject {}
            class CommonViewModel<State> { var viewState: State? }
            final class InboxModel: CommonViewModel<Int> {}
            final class Outbox: ViewModelProtocol {}
            final class OutboxViewController: UIViewController, ViewModelProtocol {}
            struct SignUpForm { let emailInput: PublishSubject<String> }
            struct Product { let name: String }
            final class SignUpController: UIViewController {
                var viewModel: SignUpForm!
                var model: Product?
            }

            """)
        try project.write(".mvvm.yml", "")
        let rulebook = try CLI.run(["dump", "--roles", "Legacy/Screens.swift"], in: project.root)
        XCTAssertTrue(rulebook.output.contains("App.InboxModel: no role"), rulebook.output)
        XCTAssertTrue(rulebook.output.contains("App.Outbox: no role"), rulebook.output)
        XCTAssertTrue(rulebook.output.contains("App.SignUpForm: no role"), rulebook.output)
        try project.write("Legacy/.mvvm.yml", "profile: viewstate\n")
        let viewstate = try CLI.run(["dump", "--roles", "Legacy/Screens.swift"], in: project.root)
        XCTAssertTrue(viewstate.output.contains("App.InboxModel: view model (subclass of view model `CommonViewModel`)"), viewstate.output)
        XCTAssertTrue(viewstate.output.contains("App.Outbox: view model (conforms to `ViewModelProtocol`)"), viewstate.output)
        XCTAssertFalse(viewstate.output.contains("App.OutboxViewController: view model"), viewstate.output)
        XCTAssertTrue(viewstate.output.contains("App.SignUpForm: view model (held by the view controller's `SignUpController.viewModel`)"),
                      viewstate.output)
        XCTAssertTrue(viewstate.output.contains("App.Product: no role"), viewstate.output)
    }

    /// Seed 004's rules run under `inputs_outputs` only: the same relay output and mapped output
    /// are findings there and silence under the rulebook; a numbered view model (`SignupViewModel2`) is one.
    func testInputsOutputsRulesRunOnlyUnderTheirProfile() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("SignupViewModel2.swift", """
            import RxSwift

            struct SignupViewModel2 {
                // inputs
                let nameText = PublishSubject<String>()

                // outputs
                let nameError: BehaviorRelay<String?>
                let isValid: Observable<Bool>
            }

            """)
        try project.write("SignupViewController.swift", """
            final class SignupViewController: UIViewController {
                var viewModel: SignupViewModel2!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewModel.isValid.bind(to: button.rx.isEnabled).disposed(by: bag)
                    viewModel.isValid.map { !$0 }.bind(to: hint.rx.isHidden).disposed(by: bag)
                }
            }

            """)
        let rulebook = try CLI.run(["lint", "--quiet"], in: project.root)
        XCTAssertTrue(rules(in: rulebook.output).isDisjoint(with: ["outputs_read_only", "views_only_bind"]), rulebook.output)
        try project.write(".mvvm.yml", "profile: inputs_outputs\n")
        let dialect = try CLI.run(["lint", "--quiet"], in: project.root)
        let findings = dialect.output.split(separator: "\n").filter { $0.hasSuffix("(outputs_read_only)") }
        XCTAssertEqual(findings.count, 1, dialect.output)
        XCTAssertTrue(findings.first?.hasPrefix("SignupViewModel2.swift:8:20:") == true, dialect.output)
        let binding = dialect.output.split(separator: "\n").filter { $0.hasSuffix("(views_only_bind)") }
        XCTAssertEqual(binding.count, 1, dialect.output)
        XCTAssertTrue(binding.first?.hasPrefix("SignupViewController.swift:7:27:") == true, dialect.output)
        let listed = try CLI.run(["rules", "--profile", "inputs_outputs"])
        XCTAssertTrue(listed.output.contains("outputs_read_only") && listed.output.contains("views_only_bind"), listed.output)
        let rulebookList = try CLI.run(["rules", "--profile", "rulebook"])
        XCTAssertFalse(rulebookList.output.contains("outputs_read_only") || rulebookList.output.contains("views_only_bind"), rulebookList.output)
    }
}

/// `roles:` replaces what a profile's rules recognise (SPEC §4.2: "each overridable in the
/// config"), for the project or one folder.
final class DialectRoleTests: XCTestCase {
    private func rules(in output: String) -> [String] {
        output.split(separator: "\n").compactMap { line in
            guard line.hasSuffix(")"), let open = line.lastIndex(of: "(") else { return nil }
            return String(line[line.index(after: open)..<line.index(before: line.endIndex)])
        }
    }

    func testEachProfileHasItsOwnStateTypesAndRolesReplaceThem() throws {
        let project = try TemporaryDirectory()
        // One state per dialect's naming, each with a `var`: which are states depends on the profile.
        try project.write("States.swift", """
            protocol ViewState {}
            protocol StoreState {}
            protocol AppState {}
            struct LoginViewState: ViewState { var isLoading: Bool }
            struct AppStoreState: StoreState { var user: String? }
            struct SessionState: AppState { var token: String }

            """)
        try project.write(".mvvm.yml", "profile: viewstate\n")
        let viewstate = try CLI.run(["lint", "--quiet"], in: project.root)
        XCTAssertEqual(viewstate.output, "States.swift:4:36: error: `isLoading` of state `LoginViewState` is a `var`; make it `let` and build a new state instead of changing this one (immutable_state)\n")

        try project.write(".mvvm.yml", "profile: remvvm\n")
        let remvvm = try CLI.run(["lint", "--quiet"], in: project.root)
        XCTAssertEqual(remvvm.output, "States.swift:5:36: error: `user` of state `AppStoreState` is a `var`; make it `let` and build a new state instead of changing this one (immutable_state)\n")

        try project.write(".mvvm.yml", "profile: remvvm\nroles:\n  state_types: [AppState]\n")
        let replaced = try CLI.run(["lint", "--quiet"], in: project.root)
        XCTAssertEqual(replaced.output, "States.swift:6:33: error: `token` of state `SessionState` is a `var`; make it `let` and build a new state instead of changing this one (immutable_state)\n")
    }

    func testANestedConfigurationsRolesApplyToItsFolderOnly() throws {
        let project = try TemporaryDirectory()
        let stores = """
            protocol Cache {}
            final class ImageRepository {}
            final class ProfileVault {}

            """
        try project.write(".mvvm.yml", "profile: viewstate\nroles:\n  store_suffixes: [Repository]\n")
        try project.write("Main/Stores.swift", stores)
        try project.write("Legacy/Stores.swift", stores)
        try project.write("Legacy/.mvvm.yml", "roles:\n  store_suffixes: [Vault]\n")
        let result = try CLI.run(["lint", "--quiet"], in: project.root)
        let lines = result.output.split(separator: "\n").map { String($0.prefix { $0 != ":" }) + " " + ($0.contains("ImageRepository") ? "ImageRepository" : "ProfileVault") }
        XCTAssertEqual(lines, ["Legacy/Stores.swift ProfileVault", "Main/Stores.swift ImageRepository"], result.output)
        XCTAssertEqual(Set(rules(in: result.output)), ["store_behind_protocol"])
    }

    func testConfiguredViewModelTypesMakeConformersViewModels() throws {
        let project = try TemporaryDirectory()
        // `ScreenModel` is the app's own base: nothing in its name says view model.
        try project.write("Screens.swift", """
            class ScreenModel {}
            final class Checkout: ScreenModel {}

            """)
        try project.write(".mvvm.yml", "profile: viewstate\n")
        XCTAssertEqual(try CLI.run(["lint", "--quiet"], in: project.root).output, "")
        try project.write(".mvvm.yml", "profile: viewstate\nroles:\n  view_model_types: [ScreenModel]\n")
        let result = try CLI.run(["lint", "--quiet"], in: project.root)
        // Now a view model: untested, and not `@MainActor`.
        XCTAssertEqual(rules(in: result.output), ["main_actor_view_model", "tested_view_model"], result.output)
        XCTAssertTrue(result.output.split(separator: "\n").allSatisfy { $0.hasPrefix("Screens.swift:2:") }, result.output)
    }

    func testAnUnknownRoleIsAOneLineErrorWithASuggestion() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "roles:\n  state_type: [AppState]\n")
        let result = try CLI.run(["lint"], in: project.root)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.error, ".mvvm.yml:2:3: error: unknown role `state_type` in `roles` (did you mean `state_types`?)\n")
        try project.write(".mvvm.yml", "roles: [AppState]\n")
        let notAMapping = try CLI.run(["lint"], in: project.root)
        XCTAssertEqual(notAMapping.error, ".mvvm.yml:1:8: error: `roles` must map role names to lists of type names\n")
    }
}

/// The scaffolder names profiles on its own (MVVMScaffold does not depend on MVVMRules): its list
/// must be the linter's, or `mvvm new --profile` and `profile:` would disagree.
final class ProfileNamesTests: XCTestCase {
    func testTheScaffoldersProfilesAreTheLintersProfiles() {
        XCTAssertEqual(ScreenDialect.profileNames, Profile.names)
    }
}
