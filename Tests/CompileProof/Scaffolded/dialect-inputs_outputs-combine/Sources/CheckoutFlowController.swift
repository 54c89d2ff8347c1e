import Combine
import UIKit

/// Shows the Checkout screen and navigates on its view model's navigation output.
@MainActor
final class CheckoutFlowController {
    // MARK: - Properties

    private let navigationController: UINavigationController
    private var cancellables = Set<AnyCancellable>()

    // MARK: - Lifecycle

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    // MARK: - Flow

    func start() {
        let viewModel = CheckoutViewModel()
        let viewController = CheckoutViewController()
        viewController.viewModel = viewModel
        viewModel.output.navigation
            .sink { [weak self] navigation in self?.navigate(to: navigation) }
            .store(in: &cancellables)
        navigationController.pushViewController(viewController, animated: true)
    }

    private func navigate(to navigation: CheckoutViewModel.Navigation) {
        switch navigation {
        case .cancel:
            navigationController.popViewController(animated: true)
        case .finished:
            navigationController.popViewController(animated: true)
        case .failed:
            navigationController.popViewController(animated: true)
        }
    }
}
