import RxSwift
import UIKit

/// Shows the Sample screen.
@MainActor
final class SampleFlowController {
    // MARK: - Properties

    private let navigationController: UINavigationController
    private let disposeBag = DisposeBag()

    // MARK: - Lifecycle

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    // MARK: - Flow

    func start() {
        let viewModel = SampleViewModel()
        let viewController = SampleViewController()
        viewController.viewModel = viewModel
        navigationController.pushViewController(viewController, animated: true)
    }
}
