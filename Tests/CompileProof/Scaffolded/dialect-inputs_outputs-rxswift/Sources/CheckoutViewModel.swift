import Foundation
import RxCocoa
import RxRelay
import RxSwift

struct CheckoutViewModel {
    // MARK: - Inputs

    /// What the view pushes in.
    struct Input {
        let add = PublishRelay<Int>()
        let remove = PublishRelay<Int>()
        let apply = PublishRelay<(code: String, replacing: Bool)>()
        let select = PublishRelay<Item?>()
        let cancel = PublishRelay<Void>()
        let checkout = PublishRelay<Void>()
        let finished = PublishRelay<Double>()
        let failed = PublishRelay<String>()
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
        let title: Driver<String>
        let items: Driver<[Item]>
        let total: Driver<Double>
        let selection: Driver<Item?>
        let counts: Driver<[String: Int]>
        let navigation: Observable<Navigation>
        let state: Driver<State>
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
            title: Driver.just(""),
            items: Driver.just([]),
            total: Driver.just(0),
            selection: Driver.just(nil),
            counts: Driver.just([:]),
            navigation: Observable.merge(
                input.cancel.map { _ in Navigation.cancel },
                input.finished.map { Navigation.finished(total: $0) },
                input.failed.map { Navigation.failed($0) }
            ),
            state: Observable.merge(
                input.add.map { _ in State.add },
                input.remove.map { _ in State.remove },
                input.apply.map { _ in State.apply },
                input.select.map { _ in State.select },
                input.checkout.map { _ in State.checkout }
            )
            .startWith(.idle)
            .asDriver(onErrorJustReturn: .idle)
        )
    }
}
