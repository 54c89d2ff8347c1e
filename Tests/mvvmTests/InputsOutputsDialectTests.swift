import Foundation
import MVVMRules
import TestSupport
import XCTest

/// The inputs/outputs dialect (SPEC §4.2, seed 004) through the binary: `mvvm new` writes the
/// view model, a binding-only controller, a flow controller and tests, in Combine by default or
/// RxSwift with `--reactive rxswift` (or `new.reactive`), lint-clean under `profile:
/// inputs_outputs`; the dialect's example breaks each of the profile's rules exactly once.
final class InputsOutputsDialectTests: XCTestCase {
    static let files = ["Sources/SignUpViewModel.swift", "Sources/SignUpViewController.swift",
                        "Sources/SignUpFlowController.swift", "Tests/SignUpViewModelTests.swift"]
    static let command = ["new", "SignUp", "--actions", "submit,email(String)", "--responder-actions", "signIn,created(user: String)",
                          "--outputs", "emailError:String?,canSubmit:Bool", "--dependencies", "provider:SignUpProvider=.live"]

    private func project(_ configuration: String) throws -> TemporaryDirectory {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", configuration + "tests: [Tests]\nnew:\n  sources: Sources\n  tests: Tests\n  module: App\n")
        try project.write("Sources/SignUpProvider.swift", "struct SignUpProvider {\n    static let live = SignUpProvider()\n}\n")
        return project
    }

    private func read(_ project: TemporaryDirectory, _ file: String) throws -> String {
        try String(contentsOfFile: project.path(file), encoding: .utf8)
    }

    func testNewWritesACombineScreenByDefaultAndItLintsClean() throws {
        let project = try project("profile: inputs_outputs\n")
        let result = try CLI.run(Self.command, in: project.root)
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(result.output, Self.files.map { "create    \($0)\n" }.joined())
        let viewModel = try read(project, "Sources/SignUpViewModel.swift")
        for line in ["import Combine\n", "struct SignUpViewModel {", "        let email = PassthroughSubject<String, Never>()",
                     "        let emailError: AnyPublisher<String?, Never>", "        let navigation: AnyPublisher<Navigation, Never>",
                     "        case created(user: String)", "    init(provider: SignUpProvider = .live) {",
                     "                input.created.map { Navigation.created(user: $0) }.eraseToAnyPublisher()"] {
            XCTAssertTrue(viewModel.contains(line), "\(line)\n---\n\(viewModel)")
        }
        let flow = try read(project, "Sources/SignUpFlowController.swift")
        XCTAssertTrue(flow.contains("        viewModel.output.navigation\n            .sink { [weak self] navigation in self?.navigate(to: navigation) }"), flow)
        let lint = try CLI.run(["lint"], in: project.root)
        XCTAssertEqual(lint.status, 0, lint.output)
        XCTAssertEqual(lint.output, "")
        XCTAssertEqual(lint.error, "Linted 5 file(s), 5 indexed: 0 error(s), 0 warning(s)\n")
    }

    func testReactiveRxSwiftFromTheFlagOrTheSetting() throws {
        let flagged = try project("profile: inputs_outputs\n")
        let result = try CLI.run(Self.command + ["--reactive", "rxswift"], in: flagged.root)
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(result.output, Self.files.map { "create    \($0)\n" }.joined())
        let viewModel = try read(flagged, "Sources/SignUpViewModel.swift")
        for line in ["import RxRelay\n", "        let email = PublishRelay<String>()", "        let emailError: Driver<String?>",
                     "        let navigation: Observable<Navigation>"] {
            XCTAssertTrue(viewModel.contains(line), "\(line)\n---\n\(viewModel)")
        }
        XCTAssertTrue(try read(flagged, "Sources/SignUpViewController.swift").contains("        submitButton.rx.tap\n            .bind(to: viewModel.input.submit)\n"))
        let lint = try CLI.run(["lint"], in: flagged.root)
        XCTAssertEqual(lint.status, 0, lint.output)
        XCTAssertEqual(lint.output, "")

        // `new.profile` and `new.reactive` in a project whose code follows another profile.
        let set = try project("")
        try set.write(".mvvm.yml", "tests: [Tests]\nnew:\n  profile: inputs_outputs\n  reactive: rxswift\n  sources: Sources\n  tests: Tests\n  module: App\n")
        XCTAssertEqual(try CLI.run(Self.command, in: set.root).status, 0)
        for file in Self.files {
            XCTAssertEqual(try read(set, file), try read(flagged, file), file)
        }
    }

    func testTheExampleBreaksEachRuleOfTheProfileOnce() throws {
        let result = try CLI.run(["lint", "--config", "Examples/Dialects/inputs_outputs/.mvvm.yml"])
        XCTAssertEqual(result.status, 1, "errors exit with status 1")
        XCTAssertEqual(result.output, """
            Examples/Dialects/inputs_outputs/Sources/Feed/FeedViewController.swift:15:32: warning: the controller transforms the view-model stream `title` with `map`; expose the result as an output and bind it as it is (views_only_bind)
            Examples/Dialects/inputs_outputs/Sources/Feed/FeedViewController.swift:18:5: warning: this suppression silences nothing; remove it (unused_suppression)
            Examples/Dialects/inputs_outputs/Sources/Feed/FeedViewController.swift:20:21: warning: `FeedViewController` constructs `FeedStoryViewModel`; get it from its own view model instead (child_view_model_from_parent)
            Examples/Dialects/inputs_outputs/Sources/Feed/FeedViewController.swift:21:9: warning: `FeedViewController` navigates by itself (`pushViewController`); report the intent and let a flow controller or middleware show the next screen (navigation_outside_views)
            Examples/Dialects/inputs_outputs/Sources/Feed/FeedViewController.swift:25:7: warning: view model `FeedStoryViewModel` is not `@MainActor`; its outputs drive the UI (main_actor_view_model)
            Examples/Dialects/inputs_outputs/Sources/Feed/FeedViewController.swift:25:7: warning: no test mentions view model `FeedStoryViewModel` (tested_view_model)
            Examples/Dialects/inputs_outputs/Sources/Feed/FeedViewController.swift:27:9: warning: property `thumbnail` of view model `FeedStoryViewModel` has the UI type `UIImage` (view_model_without_ui)
            Examples/Dialects/inputs_outputs/Sources/Feed/FeedViewModel.swift:22:21: error: output `titles` is a `BehaviorRelay` the view could push into; expose a read-only stream (`Observable`, `Driver`, `AnyPublisher`) and keep the subject private (outputs_read_only)
            Examples/Dialects/inputs_outputs/Sources/Feed/FeedViewModel.swift:27:27: warning: `FeedService` is constructed inside the view model; inject it through `init` (dependencies_via_init)

            """)
        XCTAssertEqual(result.error, "Linted 8 file(s), 8 indexed: 1 error(s), 8 warning(s)\n")
        let rules = result.output.split(separator: "\n").compactMap { $0.split(separator: "(").last?.dropLast() }.map(String.init)
        XCTAssertEqual(rules.count, Set(rules).count, "each rule breaks once")
        // `mvvm rules --profile` lists `unused_suppression` too: the lint run checks it, not a rule of the registry.
        XCTAssertEqual(Set(rules), Set(RuleRegistry.all.filter { $0.description.profiles.contains(.inputsOutputs) }.map { $0.description.id }).union(["unused_suppression"]))
        // The screen written to the dialect — view model, controller, flow controller — is clean.
        XCTAssertFalse(result.output.contains("SignUp"))
    }
}
