import UIKit
import Combine

/// Shows the Sample screen and navigates on its view model's navigation output.
@MainActor
final class SampleFlowController {

    // MARK: - Properties

    private let navigationController: UINavigationController
    private var cancellables = Set<AnyCancellable>()

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
