// Generated from Templates/ by EmbeddedDocumentsTests; do not edit.
// After changing a document: MVVM_RECORD_EMBEDDED=1 swift test --filter EmbeddedDocumentsTests

enum EmbeddedTemplates {
    static let files: [String: String] = [
        "inputs_outputs/combine/FlowController.mustache": #"""
{{%CONTENT_TYPE:TEXT}}
import UIKit
import Combine

/// Shows the {{title}} screen{{#hasResponderActions}} and navigates on its view model's navigation output{{/hasResponderActions}}.
@MainActor
final class {{name}}FlowController {

    // MARK: - Properties

    private let navigationController: UINavigationController
    private var cancellables = Set<AnyCancellable>()

    // MARK: - Lifecycle

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    // MARK: - Flow

    func start() {
        let viewModel = {{viewModelName}}()
        let viewController = {{viewControllerName}}()
        viewController.viewModel = viewModel
{{#hasResponderActions}}
        viewModel.output.navigation
            .sink { [weak self] navigation in self?.navigate(to: navigation) }
            .store(in: &cancellables)
{{/hasResponderActions}}
        navigationController.pushViewController(viewController, animated: true)
    }
{{#hasResponderActions}}

    private func navigate(to navigation: {{viewModelName}}.Navigation) {
        switch navigation {
{{#responderActions}}
        case .{{name}}:
            navigationController.popViewController(animated: true)
{{/responderActions}}
        }
    }
{{/hasResponderActions}}
}

"""#,
        "inputs_outputs/combine/ViewController.mustache": #"""
{{%CONTENT_TYPE:TEXT}}
import UIKit
import Combine

final class {{viewControllerName}}: UIViewController {

    // MARK: - View Model

    /// Set by the flow controller before the screen is shown.
    var viewModel: {{viewModelName}}!

    // MARK: - Views

    private let stateLabel = UILabel()
{{#outputs}}
    private let {{name}}Label = UILabel()
{{/outputs}}
{{#buttons}}
    private let {{name}}Button = UIButton()
{{/buttons}}

    // MARK: - Bindings

    private var cancellables = Set<AnyCancellable>()

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "{{title}}"
        view.addSubview(stateLabel)
{{#outputs}}
        view.addSubview({{name}}Label)
{{/outputs}}
{{#buttons}}
        {{name}}Button.setTitle("{{label}}", for: .normal)
        view.addSubview({{name}}Button)
{{/buttons}}
        bindInputs()
        bindOutputs()
    }

    // MARK: - Support

    /// UI events into the view model's inputs.
    private func bindInputs() {
{{^buttons}}
        // Push UI events into viewModel.input here.
{{/buttons}}
{{#buttons}}
        {{name}}Button.addAction(UIAction { [input = viewModel.input] _ in input.{{name}}.send() }, for: .touchUpInside)
{{/buttons}}
    }

    /// The view model's outputs onto the views, as they come.
    private func bindOutputs() {
        viewModel.output.state
            .sink { [stateLabel] state in stateLabel.text = String(describing: state) }
            .store(in: &cancellables)
{{#outputs}}
        viewModel.output.{{name}}
            .sink { [{{name}}Label] value in {{name}}Label.text = String(describing: value) }
            .store(in: &cancellables)
{{/outputs}}
    }
}

"""#,
        "inputs_outputs/combine/ViewModel.mustache": #"""
{{%CONTENT_TYPE:TEXT}}
import Foundation
import Combine

struct {{viewModelName}} {

    // MARK: - Inputs

    /// What the view pushes in.
{{^hasActions}}
    struct Input {}
{{/hasActions}}
{{#hasActions}}
    struct Input {
{{#actions}}
        let {{name}} = PassthroughSubject<{{elementType}}, Never>()
{{/actions}}
    }
{{/hasActions}}

    let input: Input

    // MARK: - Outputs

    enum State {
        case idle
{{#stateActions}}
        case {{name}}
{{/stateActions}}
    }
{{#hasResponderActions}}

    /// Where the screen is done; the flow controller navigates on it.
    enum Navigation {
{{#responderActions}}
        case {{declaration}}
{{/responderActions}}
    }
{{/hasResponderActions}}

    /// What the view (and the flow controller) observe.
    struct Output {
{{#outputs}}
        let {{name}}: AnyPublisher<{{type}}, Never>
{{/outputs}}
{{#hasResponderActions}}
        let navigation: AnyPublisher<Navigation, Never>
{{/hasResponderActions}}
        let state: AnyPublisher<State, Never>
    }

    let output: Output
{{#hasDependencies}}

    // MARK: - Dependencies

{{#dependencies}}
    private let {{name}}: {{type}}
{{/dependencies}}
{{/hasDependencies}}

    // MARK: - Lifecycle

    init({{#dependencies}}{{name}}: {{type}} = {{value}}{{^last()}}, {{/last()}}{{/dependencies}}) {
{{#dependencies}}
        self.{{name}} = {{name}}
{{/dependencies}}
        let input = Input()
        self.input = input
        output = Output(
{{#outputs}}
            {{name}}: Just({{initialValue}}).eraseToAnyPublisher(),
{{/outputs}}
{{#hasResponderActions}}
            navigation: Publishers.MergeMany(
{{#responderActions}}
                input.{{name}}.map { {{^hasParameters}}_ in {{/hasParameters}}Navigation.{{elementCase}} }.eraseToAnyPublisher(){{^last()}},{{/last()}}
{{/responderActions}}
            )
            .eraseToAnyPublisher(),
{{/hasResponderActions}}
{{#hasStateActions}}
            state: Publishers.MergeMany(
{{#stateActions}}
                input.{{name}}.map { _ in State.{{name}} }.eraseToAnyPublisher(){{^last()}},{{/last()}}
{{/stateActions}}
            )
            .prepend(.idle)
            .eraseToAnyPublisher()
{{/hasStateActions}}
{{^hasStateActions}}
            state: Just(.idle).eraseToAnyPublisher()
{{/hasStateActions}}
        )
    }
}

"""#,
        "inputs_outputs/combine/ViewModelTests.mustache": #"""
{{%CONTENT_TYPE:TEXT}}
import XCTest
import Combine
{{#hasModule}}
@testable import {{module}}
{{/hasModule}}

final class {{testsName}}: XCTestCase {

    func testState_startsIdle() {
        let sut = makeSUT()
        var states: [{{viewModelName}}.State] = []

        let subscription = sut.output.state.sink { states.append($0) }

        XCTAssertEqual(states, [.idle])
        subscription.cancel()
    }
{{#stateActions}}

    func test{{capitalized}}Input_emitsState{{capitalized}}() {
        let sut = makeSUT()
        var states: [{{viewModelName}}.State] = []
        let subscription = sut.output.state.sink { states.append($0) }

        sut.input.{{name}}.send({{#hasParameters}}{{sampleElement}}{{/hasParameters}})

        XCTAssertEqual(states, [.idle, .{{name}}])
        subscription.cancel()
    }
{{/stateActions}}
{{#responderActions}}

    func test{{capitalized}}Input_navigatesTo{{capitalized}}() {
        let sut = makeSUT()
        var navigations = 0
        let subscription = sut.output.navigation.sink { navigation in
            if case .{{name}} = navigation { navigations += 1 }
        }

        sut.input.{{name}}.send({{#hasParameters}}{{sampleElement}}{{/hasParameters}})

        XCTAssertEqual(navigations, 1)
        subscription.cancel()
    }
{{/responderActions}}

    // MARK: - Support

    private func makeSUT() -> {{viewModelName}} {
        {{viewModelName}}({{#dependencies}}{{name}}: {{value}}{{^last()}}, {{/last()}}{{/dependencies}})
    }
}

"""#,
        "inputs_outputs/rxswift/FlowController.mustache": #"""
{{%CONTENT_TYPE:TEXT}}
import UIKit
import RxSwift

/// Shows the {{title}} screen{{#hasResponderActions}} and navigates on its view model's navigation output{{/hasResponderActions}}.
@MainActor
final class {{name}}FlowController {

    // MARK: - Properties

    private let navigationController: UINavigationController
    private let disposeBag = DisposeBag()

    // MARK: - Lifecycle

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    // MARK: - Flow

    func start() {
        let viewModel = {{viewModelName}}()
        let viewController = {{viewControllerName}}()
        viewController.viewModel = viewModel
{{#hasResponderActions}}
        viewModel.output.navigation
            .subscribe(onNext: { [weak self] navigation in self?.navigate(to: navigation) })
            .disposed(by: disposeBag)
{{/hasResponderActions}}
        navigationController.pushViewController(viewController, animated: true)
    }
{{#hasResponderActions}}

    private func navigate(to navigation: {{viewModelName}}.Navigation) {
        switch navigation {
{{#responderActions}}
        case .{{name}}:
            navigationController.popViewController(animated: true)
{{/responderActions}}
        }
    }
{{/hasResponderActions}}
}

"""#,
        "inputs_outputs/rxswift/ViewController.mustache": #"""
{{%CONTENT_TYPE:TEXT}}
import UIKit
import RxCocoa
import RxSwift

final class {{viewControllerName}}: UIViewController {

    // MARK: - View Model

    /// Set by the flow controller before the screen is shown.
    var viewModel: {{viewModelName}}!

    // MARK: - Views

    private let stateLabel = UILabel()
{{#outputs}}
    private let {{name}}Label = UILabel()
{{/outputs}}
{{#buttons}}
    private let {{name}}Button = UIButton()
{{/buttons}}

    // MARK: - Bindings

    private let disposeBag = DisposeBag()

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "{{title}}"
        view.addSubview(stateLabel)
{{#outputs}}
        view.addSubview({{name}}Label)
{{/outputs}}
{{#buttons}}
        {{name}}Button.setTitle("{{label}}", for: .normal)
        view.addSubview({{name}}Button)
{{/buttons}}
        bindInputs()
        bindOutputs()
    }

    // MARK: - Support

    /// UI events into the view model's inputs.
    private func bindInputs() {
{{^buttons}}
        // Bind UI events to viewModel.input here.
{{/buttons}}
{{#buttons}}
        {{name}}Button.rx.tap
            .bind(to: viewModel.input.{{name}})
            .disposed(by: disposeBag)
{{/buttons}}
    }

    /// The view model's outputs onto the views, as they come.
    private func bindOutputs() {
        viewModel.output.state
            .drive(onNext: { [stateLabel] state in stateLabel.text = String(describing: state) })
            .disposed(by: disposeBag)
{{#outputs}}
        viewModel.output.{{name}}
            .drive(onNext: { [{{name}}Label] value in {{name}}Label.text = String(describing: value) })
            .disposed(by: disposeBag)
{{/outputs}}
    }
}

"""#,
        "inputs_outputs/rxswift/ViewModel.mustache": #"""
{{%CONTENT_TYPE:TEXT}}
import Foundation
import RxCocoa
import RxRelay
import RxSwift

struct {{viewModelName}} {

    // MARK: - Inputs

    /// What the view pushes in.
{{^hasActions}}
    struct Input {}
{{/hasActions}}
{{#hasActions}}
    struct Input {
{{#actions}}
        let {{name}} = PublishRelay<{{elementType}}>()
{{/actions}}
    }
{{/hasActions}}

    let input: Input

    // MARK: - Outputs

    enum State {
        case idle
{{#stateActions}}
        case {{name}}
{{/stateActions}}
    }
{{#hasResponderActions}}

    /// Where the screen is done; the flow controller navigates on it.
    enum Navigation {
{{#responderActions}}
        case {{declaration}}
{{/responderActions}}
    }
{{/hasResponderActions}}

    /// What the view (and the flow controller) observe.
    struct Output {
{{#outputs}}
        let {{name}}: Driver<{{type}}>
{{/outputs}}
{{#hasResponderActions}}
        let navigation: Observable<Navigation>
{{/hasResponderActions}}
        let state: Driver<State>
    }

    let output: Output
{{#hasDependencies}}

    // MARK: - Dependencies

{{#dependencies}}
    private let {{name}}: {{type}}
{{/dependencies}}
{{/hasDependencies}}

    // MARK: - Lifecycle

    init({{#dependencies}}{{name}}: {{type}} = {{value}}{{^last()}}, {{/last()}}{{/dependencies}}) {
{{#dependencies}}
        self.{{name}} = {{name}}
{{/dependencies}}
        let input = Input()
        self.input = input
        output = Output(
{{#outputs}}
            {{name}}: Driver.just({{initialValue}}),
{{/outputs}}
{{#hasResponderActions}}
            navigation: Observable.merge(
{{#responderActions}}
                input.{{name}}.map { {{^hasParameters}}_ in {{/hasParameters}}Navigation.{{elementCase}} }{{^last()}},{{/last()}}
{{/responderActions}}
            ),
{{/hasResponderActions}}
{{#hasStateActions}}
            state: Observable.merge(
{{#stateActions}}
                input.{{name}}.map { _ in State.{{name}} }{{^last()}},{{/last()}}
{{/stateActions}}
            )
            .startWith(.idle)
            .asDriver(onErrorJustReturn: .idle)
{{/hasStateActions}}
{{^hasStateActions}}
            state: Driver.just(.idle)
{{/hasStateActions}}
        )
    }
}

"""#,
        "inputs_outputs/rxswift/ViewModelTests.mustache": #"""
{{%CONTENT_TYPE:TEXT}}
import XCTest
import RxCocoa
import RxSwift
{{#hasModule}}
@testable import {{module}}
{{/hasModule}}

final class {{testsName}}: XCTestCase {

    func testState_startsIdle() {
        let sut = makeSUT()
        var states: [{{viewModelName}}.State] = []

        let subscription = sut.output.state.drive(onNext: { states.append($0) })

        XCTAssertEqual(states, [.idle])
        subscription.dispose()
    }
{{#stateActions}}

    func test{{capitalized}}Input_emitsState{{capitalized}}() {
        let sut = makeSUT()
        var states: [{{viewModelName}}.State] = []
        let subscription = sut.output.state.drive(onNext: { states.append($0) })

        sut.input.{{name}}.accept({{sampleElement}})

        XCTAssertEqual(states, [.idle, .{{name}}])
        subscription.dispose()
    }
{{/stateActions}}
{{#responderActions}}

    func test{{capitalized}}Input_navigatesTo{{capitalized}}() {
        let sut = makeSUT()
        var navigations = 0
        let subscription = sut.output.navigation.subscribe(onNext: { navigation in
            if case .{{name}} = navigation { navigations += 1 }
        })

        sut.input.{{name}}.accept({{sampleElement}})

        XCTAssertEqual(navigations, 1)
        subscription.dispose()
    }
{{/responderActions}}

    // MARK: - Support

    private func makeSUT() -> {{viewModelName}} {
        {{viewModelName}}({{#dependencies}}{{name}}: {{value}}{{^last()}}, {{/last()}}{{/dependencies}})
    }
}

"""#,
        "observable/View.mustache": #"""
{{%CONTENT_TYPE:TEXT}}
import SwiftUI

struct {{viewName}}: View {

    // MARK: - View Model

    let viewModel: {{viewModelName}}

    // MARK: - Body

    var body: some View {
        VStack {
            title
{{#buttons}}
            Button("{{label}}") {
                viewModel.{{name}}()
            }
{{/buttons}}
        }
    }

    // MARK: - Support

    private var title: some View {
        Text("{{title}}")
    }
}

struct {{viewName}}_Previews: PreviewProvider {
    static var previews: some View {
        {{viewName}}(viewModel: {{viewModelName}}({{#dependencies}}{{name}}: {{value}}{{^last()}}, {{/last()}}{{/dependencies}}{{#hasDependencies}}{{#hasResponderActions}}, {{/hasResponderActions}}{{/hasDependencies}}{{#responderActions}}{{callback}}: {{ignoringClosure}}{{^last()}}, {{/last()}}{{/responderActions}}))
    }
}

"""#,
        "observable/ViewModel.mustache": #"""
{{%CONTENT_TYPE:TEXT}}
import Foundation
import Observation

@MainActor
@Observable
final class {{viewModelName}} {

{{#hasDependencies}}
    // MARK: - Dependencies

{{#dependencies}}
    private let {{name}}: {{type}}
{{/dependencies}}

{{/hasDependencies}}
{{#hasResponderActions}}
    // MARK: - Callbacks

{{#responderActions}}
    private let {{callback}}: {{closureType}}
{{/responderActions}}

{{/hasResponderActions}}
{{#hasInjections}}
    // MARK: - Lifecycle

    init({{#dependencies}}{{name}}: {{type}}{{^last()}}, {{/last()}}{{/dependencies}}{{#hasDependencies}}{{#hasResponderActions}}, {{/hasResponderActions}}{{/hasDependencies}}{{#responderActions}}{{callback}}: @escaping {{closureType}}{{^last()}}, {{/last()}}{{/responderActions}}) {
{{#dependencies}}
        self.{{name}} = {{name}}
{{/dependencies}}
{{#responderActions}}
        self.{{callback}} = {{callback}}
{{/responderActions}}
    }

{{/hasInjections}}
    // MARK: - Outputs

    enum State {
        case idle
{{#stateActions}}
        case {{name}}
{{/stateActions}}
    }

    private(set) var state: State = .idle
{{#outputs}}
    private(set) var {{name}}: {{type}} = {{initialValue}}
{{/outputs}}
{{#hasActions}}

    // MARK: - Actions
{{/hasActions}}
{{#actions}}

    func {{name}}({{parameters}}) {
{{#forwards}}
        {{callback}}({{forwardedArguments}})
{{/forwards}}
{{^forwards}}
        state = .{{name}}
{{/forwards}}
    }
{{/actions}}
}

"""#,
        "observable/ViewModelTests.mustache": #"""
{{%CONTENT_TYPE:TEXT}}
import Foundation
import Testing
{{#hasModule}}
@testable import {{module}}
{{/hasModule}}

@MainActor
struct {{testsName}} {

    @Test func startsIdle() {
        let sut = makeSUT()

        #expect(sut.state == .idle)
    }
{{#stateActions}}

    @Test func {{name}}ChangesStateTo{{capitalized}}() {
        let sut = makeSUT()

        sut.{{name}}({{sampleArguments}})

        #expect(sut.state == .{{name}})
    }
{{/stateActions}}
{{#responderActions}}

    @Test func {{name}}CallsOn{{capitalized}}() {
        var calls = 0
        let sut = makeSUT({{callback}}: {{closureHead}} calls += 1 })

        sut.{{name}}({{sampleArguments}})

        #expect(calls == 1)
    }
{{/responderActions}}

    // MARK: - Support

    private func makeSUT({{#responderActions}}{{callback}}: @escaping {{closureType}} = {{ignoringClosure}}{{^last()}}, {{/last()}}{{/responderActions}}) -> {{viewModelName}} {
        {{viewModelName}}({{#dependencies}}{{name}}: {{value}}{{^last()}}, {{/last()}}{{/dependencies}}{{#hasDependencies}}{{#hasResponderActions}}, {{/hasResponderActions}}{{/hasDependencies}}{{#responderActions}}{{callback}}: {{callback}}{{^last()}}, {{/last()}}{{/responderActions}})
    }
}

"""#,
        "rulebook/combine/Responder.mustache": #"""
{{%CONTENT_TYPE:TEXT}}
/// Carries a view model's actions up to whoever created it: a parent view model, or a test.
struct Responder<Action> {
    var send: (Action) -> Void
}

extension Responder {
    /// Ignores every action: for previews, and for tests that don't watch the responder.
    static var noop: Self { .init { _ in } }
}

"""#,
        "rulebook/combine/View.mustache": #"""
{{%CONTENT_TYPE:TEXT}}
import SwiftUI

struct {{viewName}}: View {

    // MARK: - Environment

    // MARK: - Local State

    // MARK: - View Model

    @StateObject var viewModel: {{viewModelName}}

    // MARK: - Body

    var body: some View {
        VStack {
            title
{{#buttons}}
            Button("{{label}}") {
                viewModel.send({{send}})
            }
{{/buttons}}
        }
    }

    // MARK: - Support

    private var title: some View {
        Text("{{title}}")
    }
}

struct {{viewName}}_Previews: PreviewProvider {
    static var previews: some View {
        {{viewName}}(viewModel: {{viewModelName}}({{#dependencies}}{{name}}: {{value}}, {{/dependencies}}responder: .noop))
    }
}

"""#,
        "rulebook/combine/ViewModel.mustache": #"""
{{%CONTENT_TYPE:TEXT}}
import Foundation
import Combine

@MainActor
final class {{viewModelName}}: ObservableObject {

    // MARK: - Properties & Dependencies
{{#hasDependencies}}

{{/hasDependencies}}
{{#dependencies}}
    private let {{name}}: {{type}}
{{/dependencies}}

    // MARK: - Lifecycle

    init({{#dependencies}}{{name}}: {{type}}, {{/dependencies}}responder: Responder<ResponderAction>) {
{{#dependencies}}
        self.{{name}} = {{name}}
{{/dependencies}}
        self.responder = responder
    }

    // MARK: - Responder

{{^hasResponderActions}}
    enum ResponderAction {}
{{/hasResponderActions}}
{{#hasResponderActions}}
    enum ResponderAction {
{{#responderActions}}
        case {{declaration}}
{{/responderActions}}
    }
{{/hasResponderActions}}

    private let responder: Responder<ResponderAction>

    // MARK: - Input

{{^hasActions}}
    enum Action {}

    func send(_ action: Action) {}
{{/hasActions}}
{{#hasActions}}
    enum Action {
{{#actions}}
        case {{declaration}}
{{/actions}}
    }

    func send(_ action: Action) {
        switch action {
{{#actions}}
{{^isFirst}}

{{/isFirst}}
        case {{pattern}}:
            {{statement}}
{{/actions}}
        }
    }
{{/hasActions}}

    // MARK: - Output

    enum State {
        case idle
{{#stateActions}}
        case {{name}}
{{/stateActions}}
    }

    @Published private(set) var state: State = .idle
{{#outputs}}
    @Published private(set) var {{name}}: {{type}} = {{initialValue}}
{{/outputs}}

    // MARK: - Support
}

"""#,
        "rulebook/combine/ViewModelTests.mustache": #"""
{{%CONTENT_TYPE:TEXT}}
import XCTest
{{#hasModule}}
@testable import {{module}}
{{/hasModule}}

// `async` test methods run on the main actor with every XCTest, Linux's included.
@MainActor
final class {{testsName}}: XCTestCase {

    func testInitialState_isIdle() async {
        let sut = makeSUT()

        XCTAssertEqual(sut.state, .idle)
    }
{{#stateActions}}

    func test{{capitalized}}_changesStateTo{{capitalized}}() async {
        let sut = makeSUT()

        sut.send({{sample}})

        XCTAssertEqual(sut.state, .{{name}})
    }
{{/stateActions}}
{{#responderActions}}

    func test{{capitalized}}_respondsWith{{capitalized}}() async {
        var responses = 0
        let sut = makeSUT(responder: .init { action in
            if case .{{name}} = action { responses += 1 }
        })

        sut.send({{sample}})

        XCTAssertEqual(responses, 1)
    }
{{/responderActions}}

    // MARK: - Support

    private func makeSUT(responder: Responder<{{viewModelName}}.ResponderAction> = .noop) -> {{viewModelName}} {
        {{viewModelName}}({{#dependencies}}{{name}}: {{value}}, {{/dependencies}}responder: responder)
    }
}

"""#,
        "rulebook/observable/Responder.mustache": #"""
{{%CONTENT_TYPE:TEXT}}
/// Carries a view model's actions up to whoever created it: a parent view model, or a test.
struct Responder<Action> {
    var send: (Action) -> Void
}

extension Responder {
    /// Ignores every action: for previews, and for tests that don't watch the responder.
    static var noop: Self { .init { _ in } }
}

"""#,
        "rulebook/observable/View.mustache": #"""
{{%CONTENT_TYPE:TEXT}}
import SwiftUI

struct {{viewName}}: View {

    // MARK: - Environment

    // MARK: - Local State

    // MARK: - View Model

    @State var viewModel: {{viewModelName}}

    // MARK: - Body

    var body: some View {
        VStack {
            title
{{#buttons}}
            Button("{{label}}") {
                viewModel.send({{send}})
            }
{{/buttons}}
        }
    }

    // MARK: - Support

    private var title: some View {
        Text("{{title}}")
    }
}

struct {{viewName}}_Previews: PreviewProvider {
    static var previews: some View {
        {{viewName}}(viewModel: {{viewModelName}}({{#dependencies}}{{name}}: {{value}}, {{/dependencies}}responder: .noop))
    }
}

"""#,
        "rulebook/observable/ViewModel.mustache": #"""
{{%CONTENT_TYPE:TEXT}}
import Foundation
import Observation

@MainActor
@Observable
final class {{viewModelName}} {

    // MARK: - Properties & Dependencies
{{#hasDependencies}}

{{/hasDependencies}}
{{#dependencies}}
    private let {{name}}: {{type}}
{{/dependencies}}

    // MARK: - Lifecycle

    init({{#dependencies}}{{name}}: {{type}}, {{/dependencies}}responder: Responder<ResponderAction>) {
{{#dependencies}}
        self.{{name}} = {{name}}
{{/dependencies}}
        self.responder = responder
    }

    // MARK: - Responder

{{^hasResponderActions}}
    enum ResponderAction {}
{{/hasResponderActions}}
{{#hasResponderActions}}
    enum ResponderAction {
{{#responderActions}}
        case {{declaration}}
{{/responderActions}}
    }
{{/hasResponderActions}}

    private let responder: Responder<ResponderAction>

    // MARK: - Input

{{^hasActions}}
    enum Action {}

    func send(_ action: Action) {}
{{/hasActions}}
{{#hasActions}}
    enum Action {
{{#actions}}
        case {{declaration}}
{{/actions}}
    }

    func send(_ action: Action) {
        switch action {
{{#actions}}
{{^isFirst}}

{{/isFirst}}
        case {{pattern}}:
            {{statement}}
{{/actions}}
        }
    }
{{/hasActions}}

    // MARK: - Output

    enum State {
        case idle
{{#stateActions}}
        case {{name}}
{{/stateActions}}
    }

    private(set) var state: State = .idle
{{#outputs}}
    private(set) var {{name}}: {{type}} = {{initialValue}}
{{/outputs}}

    // MARK: - Support
}

"""#,
        "rulebook/observable/ViewModelTests.mustache": #"""
{{%CONTENT_TYPE:TEXT}}
import XCTest
{{#hasModule}}
@testable import {{module}}
{{/hasModule}}

// `async` test methods run on the main actor with every XCTest, Linux's included.
@MainActor
final class {{testsName}}: XCTestCase {

    func testInitialState_isIdle() async {
        let sut = makeSUT()

        XCTAssertEqual(sut.state, .idle)
    }
{{#stateActions}}

    func test{{capitalized}}_changesStateTo{{capitalized}}() async {
        let sut = makeSUT()

        sut.send({{sample}})

        XCTAssertEqual(sut.state, .{{name}})
    }
{{/stateActions}}
{{#responderActions}}

    func test{{capitalized}}_respondsWith{{capitalized}}() async {
        var responses = 0
        let sut = makeSUT(responder: .init { action in
            if case .{{name}} = action { responses += 1 }
        })

        sut.send({{sample}})

        XCTAssertEqual(responses, 1)
    }
{{/responderActions}}

    // MARK: - Support

    private func makeSUT(responder: Responder<{{viewModelName}}.ResponderAction> = .noop) -> {{viewModelName}} {
        {{viewModelName}}({{#dependencies}}{{name}}: {{value}}, {{/dependencies}}responder: responder)
    }
}

"""#,
    ]
}
