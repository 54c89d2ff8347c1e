import Foundation
import MVVMRules
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
        XCTAssertEqual(rules(in: legacy), ["main_actor_view_model"], nested.output)
        XCTAssertEqual(rules(in: rulebook), ["main_actor_view_model", "view_model_sections"], nested.output)

        try project.write(".mvvm.yml", "profile: observable\n")
        try FileManager.default.removeItem(atPath: project.path("Legacy/.mvvm.yml"))
        let observable = try CLI.run(["lint", "--quiet"], in: project.root)
        XCTAssertEqual(rules(in: observable.output), ["main_actor_view_model"], observable.output)
    }

    func testAnUnknownProfileIsAOneLineErrorAtItsValue() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "tests: [Tests]\nprofile: observabel\n")
        let result = try CLI.run(["lint"], in: project.root)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.error, "\(project.path(".mvvm.yml")):2:10: error: unknown profile `observabel`; the profiles are "
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
        let unknown = try CLI.run(["rules", "--profile", "redux"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.error.hasPrefix("error: unknown profile `redux`"), unknown.error)
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
