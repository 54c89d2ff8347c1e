import RxSwift
import UIKit

/// Shows the Checkout screen and navigates on its view model's navigation output.
@MainActor
final class CheckoutFlowController {
    // MARK: - Properties

    private let navigationController: UINavigationController
    private let disposeBag = DisposeBag()

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
            .subscribe(onNext: { [weak self] navigation in self?.navigate(to: navigation) })
            .disposed(by: disposeBag)
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
