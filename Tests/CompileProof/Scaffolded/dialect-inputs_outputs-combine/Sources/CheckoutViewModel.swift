import Combine
import Foundation

struct CheckoutViewModel {
    // MARK: - Inputs

    /// What the view pushes in.
    struct Input {
        let add = PassthroughSubject<Int, Never>()
        let remove = PassthroughSubject<Int, Never>()
        let apply = PassthroughSubject<(code: String, replacing: Bool), Never>()
        let select = PassthroughSubject<Item?, Never>()
        let cancel = PassthroughSubject<Void, Never>()
        let checkout = PassthroughSubject<Void, Never>()
        let finished = PassthroughSubject<Double, Never>()
        let failed = PassthroughSubject<String, Never>()
    }

    let input: Input

    // MARK: - Outputs

    enum State {
        case idle
        case add
        case remove
        case apply
        case select
        case checkout
    }

    /// Where the screen is done; the flow controller navigates on it.
    enum Navigation {
        case cancel
        case finished(total: Double)
        case failed(String)
    }

    /// What the view (and the flow controller) observe.
    struct Output {
        let title: AnyPublisher<String, Never>
        let items: AnyPublisher<[Item], Never>
        let total: AnyPublisher<Double, Never>
        let selection: AnyPublisher<Item?, Never>
        let counts: AnyPublisher<[String: Int], Never>
        let navigation: AnyPublisher<Navigation, Never>
        let state: AnyPublisher<State, Never>
    }

    let output: Output
}

// MARK: - Logic

/// The screen's logic, piped from its inputs to its outputs. It is an extension's `init`, so the
/// struct keeps its memberwise `init(input:output:)`, with which tests stub the outputs.
extension CheckoutViewModel {
    init(api: APIClient = .preview, now: Date = Date()) {
        let input = Input()
        self.input = input
        output = Output(
            title: Just("").eraseToAnyPublisher(),
            items: Just([]).eraseToAnyPublisher(),
            total: Just(0).eraseToAnyPublisher(),
            selection: Just(nil).eraseToAnyPublisher(),
            counts: Just([:]).eraseToAnyPublisher(),
            navigation: Publishers.MergeMany(
                input.cancel.map { _ in Navigation.cancel }.eraseToAnyPublisher(),
                input.finished.map { Navigation.finished(total: $0) }.eraseToAnyPublisher(),
                input.failed.map { Navigation.failed($0) }.eraseToAnyPublisher()
            )
            .eraseToAnyPublisher(),
            state: Publishers.MergeMany(
                input.add.map { _ in State.add }.eraseToAnyPublisher(),
                input.remove.map { _ in State.remove }.eraseToAnyPublisher(),
                input.apply.map { _ in State.apply }.eraseToAnyPublisher(),
                input.select.map { _ in State.select }.eraseToAnyPublisher(),
                input.checkout.map { _ in State.checkout }.eraseToAnyPublisher()
            )
            .prepend(.idle)
            .eraseToAnyPublisher()
        )
    }
}
