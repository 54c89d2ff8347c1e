import Foundation
import RxCocoa
import RxRelay
import RxSwift

// Breaks each rule of the inputs_outputs profile once (see the example's lint output).

struct FeedViewModel {

    // MARK: - Inputs

    struct Input {
        let refresh = PublishRelay<Void>()
    }

    let input = Input()

    // MARK: - Outputs

    struct Output {
        let title: Driver<String>
        let titles: BehaviorRelay<[String]>
    }

    let output: Output

    private let service = FeedService()

    init() {
        output = Output(title: .just("Feed"), titles: BehaviorRelay(value: []))
    }
}
