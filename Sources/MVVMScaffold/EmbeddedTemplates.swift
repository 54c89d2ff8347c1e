// Generated from Templates/ by EmbeddedDocumentsTests; do not edit.
// After changing a document: MVVM_RECORD_EMBEDDED=1 swift test --filter EmbeddedDocumentsTests

enum EmbeddedTemplates {
    static let files: [String: String] = [
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
