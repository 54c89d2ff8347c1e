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
}

// MARK: - Logic

/// The screen's logic, piped from its inputs to its outputs. It is an extension's `init`, so the
/// struct keeps its memberwise `init(input:output:)`, with which tests stub the outputs.
extension {{viewModelName}} {
    init({{#dependencies}}{{name}}: {{type}} = {{value}}{{^last()}}, {{/last()}}{{/dependencies}}) {
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
            if case .{{name}} = navigation {
                navigations += 1
            }
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
}

// MARK: - Logic

/// The screen's logic, piped from its inputs to its outputs. It is an extension's `init`, so the
/// struct keeps its memberwise `init(input:output:)`, with which tests stub the outputs.
extension {{viewModelName}} {
    init({{#dependencies}}{{name}}: {{type}} = {{value}}{{^last()}}, {{/last()}}{{/dependencies}}) {
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
            if case .{{name}} = navigation {
                navigations += 1
            }
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

    /// Given by the screen's owner, which keeps it alive in `@State private var` (as the preview's
    /// `Owner` does). A form that edits the view model's own properties takes it as
    /// `@Bindable var viewModel` instead, for `$viewModel.field` bindings.
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
        Owner()
    }

    /// How a screen's owner holds its view model: `@State private var`, handed down as a plain property.
    private struct Owner: View {
        @State private var viewModel = {{viewModelName}}({{#dependencies}}{{name}}: {{value}}{{^last()}}, {{/last()}}{{/dependencies}}{{#hasDependencies}}{{#hasResponderActions}}, {{/hasResponderActions}}{{/hasDependencies}}{{#responderActions}}{{callback}}: {{ignoringClosure}}{{^last()}}, {{/last()}}{{/responderActions}})

        var body: some View {
            {{viewName}}(viewModel: viewModel)
        }
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
        "remvvm/Actions.mustache": #"""
{{%CONTENT_TYPE:TEXT}}
import ReMVVM
{{^hasActions}}

// The {{title}} screen dispatches no actions yet: add one `StoreAction` struct per thing its user
// does, and a reducer for each in {{reducersName}}.swift.
{{/hasActions}}
{{#actions}}

{{#forwards}}
/// The {{title}} screen is done (`{{name}}`): the app's middleware sees it and shows what comes next.
{{/forwards}}
{{^forwards}}
/// The user's `{{name}}` on the {{title}} screen; a reducer builds the next state from it.
{{/forwards}}
{{^hasParameters}}
struct {{storeAction}}: StoreAction {}
{{/hasParameters}}
{{#hasParameters}}
struct {{storeAction}}: StoreAction {
{{#fields}}
    let {{name}}: {{type}}
{{/fields}}
}
{{/hasParameters}}
{{/actions}}

"""#,
        "remvvm/Middleware.mustache": #"""
{{%CONTENT_TYPE:TEXT}}
import ReMVVM
{{#forwardActions}}

/// Where the {{title}} screen leads once it is done (`{{name}}`): after the store has reduced
/// the action, shows what comes next. The flow lives here, so that no view controller knows
/// another; `navigate` is the app's navigation (a coordinator, the window's root controller).
struct {{middleware}}<State: StoreState>: Middleware {
    let navigate: ({{storeAction}}) -> Void

    func onNext(for state: State, action: {{storeAction}}, interceptor: Interceptor<{{storeAction}}, State>, dispatcher: Dispatcher) {
        interceptor.next { _ in
            navigate(action)
        }
    }
}
{{/forwardActions}}

"""#,
        "remvvm/MiddlewareTests.mustache": #"""
{{%CONTENT_TYPE:TEXT}}
import ReMVVM
import XCTest
{{#hasModule}}
@testable import {{module}}
{{/hasModule}}

final class {{middlewareTestsName}}: XCTestCase {
{{#forwardActions}}

    func test{{middleware}}_navigatesOnceTheStoreHasReducedTheAction() {
        var shown: [{{storeAction}}] = []
        let store = makeStore(middleware: [{{middleware}}<AppState> { shown.append($0) }])

        store.dispatch(action: {{storeAction}}({{sampleFields}}))

        XCTAssertEqual(shown.count, 1)
        XCTAssertEqual(store.state?.screen.status, .{{name}})
    }
{{/forwardActions}}

    // MARK: - Helpers

    /// The app's state, as far as these tests need one: the screen's part and a factory.
    private struct AppState: StoreState {
        let factory: ViewModelFactory = CompositeViewModelFactory()
        let screen: {{stateName}}
    }

    private func makeStore(middleware: [AnyMiddleware]) -> Store<AppState> {
        let screenReducer = {{reducersName}}.reducer
        let reducer = AnyReducer<AppState> { state, action in
            AppState(screen: screenReducer.reduce(state: state.screen, with: action))
        }
        return Store(with: AppState(screen: .initial), reducer: reducer, middleware: middleware)
    }
}

"""#,
        "remvvm/Reducers.mustache": #"""
{{%CONTENT_TYPE:TEXT}}
import ReMVVM

/// The {{title}} screen's reducers, composed for the app's reducer (one per action, pure).
enum {{reducersName}} {
    static var reducer: AnyReducer<{{stateName}}> {
        AnyReducer(with: [{{#actions}}{{reducer}}.any{{^last()}}, {{/last()}}{{/actions}}])
    }
}
{{#actions}}

struct {{reducer}}: Reducer {
    static func reduce(state: {{stateName}}, with action: {{storeAction}}) -> {{stateName}} {
        state.replacing(status: .{{name}})
    }
}
{{/actions}}

"""#,
        "remvvm/ReducersTests.mustache": #"""
{{%CONTENT_TYPE:TEXT}}
import ReMVVM
import XCTest
{{#hasModule}}
@testable import {{module}}
{{/hasModule}}

final class {{reducersTestsName}}: XCTestCase {

    func testInitialState_isIdle() {
        XCTAssertEqual({{stateName}}.initial.status, .idle)
    }
{{#actions}}

    func test{{reducer}}_setsStatus{{capitalized}}() {
        let state = {{reducer}}.reduce(state: .initial, with: {{storeAction}}({{sampleFields}}))

        XCTAssertEqual(state.status, .{{name}})
    }
{{/actions}}
{{#hasActions}}

    func testComposedReducer_reducesEveryActionOfTheScreen() {
        let reducer = {{reducersName}}.reducer
{{#actions}}

        XCTAssertEqual(reducer.reduce(state: .initial, with: {{storeAction}}({{sampleFields}})).status, .{{name}})
{{/actions}}
    }
{{/hasActions}}
}

"""#,
        "remvvm/State.mustache": #"""
{{%CONTENT_TYPE:TEXT}}
import Foundation

/// The {{title}} screen's part of the app's `StoreState`: the app state holds it in a `let`, and
/// only the reducers in {{reducersName}}.swift build the next one.
struct {{stateName}} {

    // MARK: - Status

    enum Status: Equatable {
        case idle
{{#actions}}
        case {{name}}
{{/actions}}
    }

    // MARK: - Properties

    let status: Status
{{#outputs}}
    let {{name}}: {{type}}
{{/outputs}}

    // MARK: - Building States

    /// The screen before any action.
    static var initial: {{stateName}} {
        {{stateName}}(status: .idle{{#outputs}}, {{name}}: {{initialValue}}{{/outputs}})
    }

    /// A new state with this one's values and another status.
    func replacing(status: Status) -> {{stateName}} {
        {{stateName}}(status: status{{#outputs}}, {{name}}: {{name}}{{/outputs}})
    }
}

"""#,
        "remvvm/ViewController.mustache": #"""
{{%CONTENT_TYPE:TEXT}}
import Combine
import ReMVVM
import UIKit

/// Shows the {{title}} screen: gets its view model from ReMVVM's provider, renders its outputs and
/// dispatches the user's actions to the store.
final class {{viewControllerName}}: UIViewController, ReMVVMDriven {

    // MARK: - View Model

    @Provided private var viewModel: {{viewModelName}}?
    private var subscriptions = Set<AnyCancellable>()

    // MARK: - Views

    private let statusLabel = UILabel()
{{#controlActions}}
    private let {{name}}Button = UIButton()
{{/controlActions}}

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "{{title}}"
        view.addSubview(statusLabel)
{{#controlActions}}
        {{name}}Button.setTitle("{{label}}", for: .normal)
        {{name}}Button.addAction(UIAction { [weak self] _ in self?.remvvm.dispatch(action: {{storeAction}}()) }, for: .touchUpInside)
        view.addSubview({{name}}Button)
{{/controlActions}}
        viewModel?.status
            .sink { [weak self] status in self?.statusLabel.text = String(describing: status) }
            .store(in: &subscriptions)
    }
{{#hasParameterizedActions}}

    // MARK: - Actions

{{/hasParameterizedActions}}
{{#parameterizedActions}}
{{^first()}}

{{/first()}}
    /// Dispatches `{{storeAction}}`: for the screen's cells and gestures, which hold the values.
    func {{name}}({{parameters}}) {
        remvvm.dispatch(action: {{storeAction}}({{fieldArguments}}))
    }
{{/parameterizedActions}}
}

"""#,
        "remvvm/ViewModel.mustache": #"""
{{%CONTENT_TYPE:TEXT}}
import Combine
import Foundation
import ReMVVM

/// What the {{title}} screen shows, derived from the store's `{{stateName}}`. It changes nothing:
/// the screen dispatches actions, reducers build the next state, and the outputs follow it.
struct {{viewModelName}}: StateAssociated, ReMVVMDriven {
    typealias State = {{stateName}}

    // MARK: - Dependencies

    private let source: AnyStateSource<{{stateName}}>
{{#dependencies}}
    private let {{name}}: {{type}}
{{/dependencies}}

    // MARK: - Outputs

    let status: AnyPublisher<{{stateName}}.Status, Never>
{{#outputs}}
    let {{name}}: AnyPublisher<{{type}}, Never>
{{/outputs}}

    // MARK: - Lifecycle

    init(source: AnyStateSource<{{stateName}}>{{#dependencies}}, {{name}}: {{type}}{{/dependencies}}) {
        self.source = source
{{#dependencies}}
        self.{{name}} = {{name}}
{{/dependencies}}
        status = source.$state.map(\.status).removeDuplicates().eraseToAnyPublisher()
{{#outputs}}
        {{name}} = source.$state.map(\.{{name}}).eraseToAnyPublisher()
{{/outputs}}
    }
}

// MARK: - Factory

extension {{viewModelName}} {
    /// Teaches the app's view-model factory to build this view model from the store's state, so
    /// that `@Provided` and `remvvm.viewModel(for:)` hand it to the screen.
    static func register(in factory: CompositeViewModelFactory{{#dependencies}}, {{name}}: {{type}}{{/dependencies}}) {
        factory.add { {{viewModelName}}(source: remvvm.source{{#dependencies}}, {{name}}: {{name}}{{/dependencies}}) }
    }
}

"""#,
        "remvvm/ViewModelTests.mustache": #"""
{{%CONTENT_TYPE:TEXT}}
import Combine
import Foundation
import ReMVVM
import XCTest
{{#hasModule}}
@testable import {{module}}
{{/hasModule}}

final class {{testsName}}: XCTestCase {

    func testStatus_startsWithTheCurrentState() {
        let sut = makeSUT(source: MockStateSource(state: .initial))
        var statuses: [{{stateName}}.Status] = []

        let subscription = sut.status.sink { statuses.append($0) }
        subscription.cancel()

        XCTAssertEqual(statuses, [.idle])
    }
{{#actions}}

    func testStatus_follows{{capitalized}}() {
        let source = MockStateSource(state: {{stateName}}.initial)
        let sut = makeSUT(source: source)
        var statuses: [{{stateName}}.Status] = []
        let subscription = sut.status.sink { statuses.append($0) }

        source.updateState(state: {{reducer}}.reduce(state: .initial, with: {{storeAction}}({{sampleFields}})))

        XCTAssertEqual(statuses, [.idle, .{{name}}])
        subscription.cancel()
    }
{{/actions}}
{{#outputs}}

    func test{{capitalized}}_comesFromTheState() {
        let sut = makeSUT(source: MockStateSource(state: .initial))
        var values = 0

        let subscription = sut.{{name}}.sink { _ in values += 1 }
        subscription.cancel()

        XCTAssertEqual(values, 1)
    }
{{/outputs}}

    // MARK: - Support

    private func makeSUT(source: MockStateSource<{{stateName}}>) -> {{viewModelName}} {
        {{viewModelName}}(source: source.any{{#dependencies}}, {{name}}: {{value}}{{/dependencies}})
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
    static var noop: Self {
        .init { _ in }
    }
}

"""#,
        "rulebook/combine/View.mustache": #"""
{{%CONTENT_TYPE:TEXT}}
import SwiftUI

struct {{viewName}}: View {

    // MARK: - Environment

    // MARK: - Local State

    // MARK: - View Model

    @StateObject private var viewModel: {{viewModelName}}

    /// Built once, however often the parent renders; the parent decides which view model, the
    /// view owns it from then on.
    init(viewModel: @autoclosure @escaping () -> {{viewModelName}}) {
        _viewModel = StateObject(wrappedValue: viewModel())
    }

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

/// `async` test methods run on the main actor with every XCTest, Linux's included.
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
            if case .{{name}} = action {
                responses += 1
            }
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
    static var noop: Self {
        .init { _ in }
    }
}

"""#,
        "rulebook/observable/View.mustache": #"""
{{%CONTENT_TYPE:TEXT}}
import SwiftUI

struct {{viewName}}: View {

    // MARK: - Environment

    // MARK: - Local State

    // MARK: - View Model

    @State private var viewModel: {{viewModelName}}

    /// The view owns the view model it is given: private, so no memberwise initializer can hand
    /// it a replacement that `@State` would silently ignore.
    init(viewModel: {{viewModelName}}) {
        _viewModel = State(initialValue: viewModel)
    }

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

/// `async` test methods run on the main actor with every XCTest, Linux's included.
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
            if case .{{name}} = action {
                responses += 1
            }
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
        "viewstate/StateViewModel.mustache": #"""
{{%CONTENT_TYPE:TEXT}}
import Combine

{{#declaresViewState}}
/// A screen's whole state as one immutable value: a struct of `let`s, replaced as a whole.
protocol ViewState {}

{{/declaresViewState}}
/// The base of the app's view models: it keeps the current view state, replaces it with the one
/// each command leads to, and publishes every new state with the one it replaced. A subclass
/// declares its `Command` enum and answers each command in `nextState(after:data:)`; nothing else
/// can replace the state, so a view can only send commands.
@MainActor
class StateViewModel<State: ViewState, Command> {

    // MARK: - State

    /// The current state. Only `execute(command:data:)` replaces it; views render it.
    private(set) var viewState: State {
        didSet { stream.send((viewState, oldValue)) }
    }

    /// Each state as it comes, with the one before it (`nil` for the first): views subscribe here
    /// and get the current state at once.
    var viewStateStream: AnyPublisher<(new: State, old: State?), Never> {
        stream.eraseToAnyPublisher()
    }

    private let stream: CurrentValueSubject<(new: State, old: State?), Never>

    // MARK: - Lifecycle

    init(initialState: State) {
        viewState = initialState
        stream = CurrentValueSubject((initialState, nil))
    }

    // MARK: - Commands

    /// Runs a command from the view: the state it leads to replaces the current one. `data` is
    /// what the view hands along with a command that carries no value of its own.
    final func execute(command: Command, data: Any? = nil) {
        viewState = nextState(after: command, data: data)
    }

    /// The state `command` leads to from the current one; each view model answers its own.
    func nextState(after command: Command, data: Any?) -> State {
        viewState
    }
}

"""#,
        "viewstate/ViewController.mustache": #"""
{{%CONTENT_TYPE:TEXT}}
import Combine
import UIKit

/// Shows the {{title}} screen: renders every `{{viewStateName}}` its view model publishes and
/// sends the user's taps as commands. It never sets the state itself.
final class {{viewControllerName}}: UIViewController {

    // MARK: - View Model

    private let viewModel: {{viewModelName}}
    private var subscriptions = Set<AnyCancellable>()
{{#hasResponderActions}}

    /// Where the screen's routes go: the flow that shows it sets this and shows what comes next.
    var onRoute: (({{viewStateName}}.Route) -> Void)?
{{/hasResponderActions}}

    // MARK: - Views

    private let statusLabel = UILabel()
{{#controlActions}}
    private let {{name}}Button = UIButton()
{{/controlActions}}

    // MARK: - Lifecycle

    init(viewModel: {{viewModelName}}) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("{{viewControllerName}} is created in code, with its view model")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "{{title}}"
        view.addSubview(statusLabel)
{{#controlActions}}
        {{name}}Button.setTitle("{{label}}", for: .normal)
        {{name}}Button.addAction(UIAction { [weak self] _ in self?.viewModel.execute(command: .{{name}}) }, for: .touchUpInside)
        view.addSubview({{name}}Button)
{{/controlActions}}
        viewModel.viewStateStream
            .sink { [weak self] change in self?.render(change.new) }
            .store(in: &subscriptions)
    }
{{#hasParameterizedActions}}

    // MARK: - Commands

{{/hasParameterizedActions}}
{{#parameterizedActions}}
{{^first()}}

{{/first()}}
    /// Sends `.{{name}}`: for the screen's cells and gestures, which hold the values.
    func {{name}}({{parameters}}) {
        viewModel.execute(command: .{{name}}({{arguments}}))
    }
{{/parameterizedActions}}

    // MARK: - Rendering

    private func render(_ state: {{viewStateName}}) {
        statusLabel.text = String(describing: state.status)
{{#hasResponderActions}}
        if let route = state.route {
            onRoute?(route)
        }
{{/hasResponderActions}}
    }
}

"""#,
        "viewstate/ViewModel.mustache": #"""
{{%CONTENT_TYPE:TEXT}}
import Foundation

/// Runs the {{title}} screen: takes its commands and answers each with a new `{{viewStateName}}`.
final class {{viewModelName}}: StateViewModel<{{viewStateName}}, {{viewModelName}}.Command> {
{{#hasDependencies}}

    // MARK: - Dependencies

{{/hasDependencies}}
{{#dependencies}}
    private let {{name}}: {{type}}
{{/dependencies}}

    // MARK: - Lifecycle

    init({{#dependencies}}{{name}}: {{type}}{{^last()}}, {{/last()}}{{/dependencies}}) {
{{#dependencies}}
        self.{{name}} = {{name}}
{{/dependencies}}
        super.init(initialState: .initial)
    }

    // MARK: - Commands

{{^hasActions}}
    enum Command {}
}
{{/hasActions}}
{{#hasActions}}
    enum Command {
{{#actions}}
        case {{declaration}}
{{/actions}}
    }

    override func nextState(after command: Command, data: Any?) -> {{viewStateName}} {
        switch command {
{{#actions}}
{{^isFirst}}

{{/isFirst}}
{{#forwards}}
        case {{pattern}}:
            state(route: {{route}})
{{/forwards}}
{{^forwards}}
        case {{pattern}}:
            state(status: .{{name}})
{{/forwards}}
{{/actions}}
        }
    }

    // MARK: - Support

    /// The current state's values, with a new status{{#hasResponderActions}} or a route{{/hasResponderActions}}.
    private func state(status: {{viewStateName}}.Status? = nil{{#hasResponderActions}}, route: {{viewStateName}}.Route? = nil{{/hasResponderActions}}) -> {{viewStateName}} {
        {{viewStateName}}(status: status ?? viewState.status{{#hasResponderActions}}, route: route{{/hasResponderActions}}{{#outputs}}, {{name}}: viewState.{{name}}{{/outputs}})
    }
}
{{/hasActions}}

"""#,
        "viewstate/ViewModelTests.mustache": #"""
{{%CONTENT_TYPE:TEXT}}
import Combine
import XCTest
{{#hasModule}}
@testable import {{module}}
{{/hasModule}}

/// `async` test methods run on the main actor with every XCTest, Linux's included.
@MainActor
final class {{testsName}}: XCTestCase {

    func testInitialState_isIdle() async {
        let sut = makeSUT()

        XCTAssertEqual(sut.viewState.status, .idle)
{{#hasResponderActions}}
        XCTAssertNil(sut.viewState.route)
{{/hasResponderActions}}
    }

    func testViewStateStream_startsWithTheCurrentStateAndNoPreviousOne() async {
        let sut = makeSUT()
        var changes: [(new: {{viewStateName}}, old: {{viewStateName}}?)] = []

        let subscription = sut.viewStateStream.sink { changes.append($0) }
        subscription.cancel()

        XCTAssertEqual(changes.map(\.new.status), [.idle])
        XCTAssertNil(changes.first?.old)
    }
{{#stateActions}}

    func test{{capitalized}}_buildsAStateWithStatus{{capitalized}}() async {
        let sut = makeSUT()
        var statuses: [{{viewStateName}}.Status] = []
        let subscription = sut.viewStateStream.sink { statuses.append($0.new.status) }

        sut.execute(command: {{sample}})

        XCTAssertEqual(statuses, [.idle, .{{name}}])
        subscription.cancel()
    }
{{/stateActions}}
{{#responderActions}}

    func test{{capitalized}}_routesTo{{capitalized}}() async {
        let sut = makeSUT()

        sut.execute(command: {{sample}})

        guard case .{{name}} = sut.viewState.route else {
            return XCTFail("expected the route .{{name}}, got \(String(describing: sut.viewState.route))")
        }
    }
{{/responderActions}}

    // MARK: - Support

    private func makeSUT() -> {{viewModelName}} {
        {{viewModelName}}({{#dependencies}}{{name}}: {{value}}{{^last()}}, {{/last()}}{{/dependencies}})
    }
}

"""#,
        "viewstate/ViewState.mustache": #"""
{{%CONTENT_TYPE:TEXT}}
import Foundation

/// Everything the {{title}} screen shows, as one value. A command builds the next one from it;
/// nothing edits it in place.
struct {{viewStateName}}: ViewState {

    // MARK: - Status

    enum Status {
        case idle
{{#stateActions}}
        case {{name}}
{{/stateActions}}
    }
{{#hasResponderActions}}

    // MARK: - Routes

    /// Where the screen asks to go: the controller hands it to the flow that shows the screen.
    enum Route {
{{#responderActions}}
        case {{declaration}}
{{/responderActions}}
    }
{{/hasResponderActions}}

    // MARK: - Properties

    let status: Status
{{#hasResponderActions}}
    /// Set only in the state that asks to leave; the next state clears it.
    let route: Route?
{{/hasResponderActions}}
{{#outputs}}
    let {{name}}: {{type}}
{{/outputs}}

    // MARK: - Initial State

    /// The screen before any command.
    static var initial: {{viewStateName}} {
        {{viewStateName}}(status: .idle{{#hasResponderActions}}, route: nil{{/hasResponderActions}}{{#outputs}}, {{name}}: {{initialValue}}{{/outputs}})
    }
}

"""#,
    ]
}
