import UIKit
import RxSwift

/// Runs sign-up: shows the screen, then goes where its navigation output says.
@MainActor
final class SignUpFlowController {

    // MARK: - Properties

    private let navigationController: UINavigationController
    private let onSignedUp: (Account) -> Void
    private let disposeBag = DisposeBag()

    // MARK: - Lifecycle

    init(navigationController: UINavigationController, onSignedUp: @escaping (Account) -> Void) {
        self.navigationController = navigationController
        self.onSignedUp = onSignedUp
    }

    // MARK: - Flow

    func start() {
        let viewModel = SignUpViewModel()
        let viewController = SignUpViewController()
        viewController.viewModel = viewModel
        viewModel.output.navigation
            .subscribe(onNext: { [weak self] navigation in self?.navigate(to: navigation) })
            .disposed(by: disposeBag)
        navigationController.pushViewController(viewController, animated: true)
    }

    private func navigate(to navigation: SignUpViewModel.Navigation) {
        switch navigation {
        case .signInRequested:
            navigationController.pushViewController(SignInViewController(), animated: true)
        case .accountCreated(let account):
            navigationController.popViewController(animated: true)
            onSignedUp(account)
        }
    }
}

final class SignInViewController: UIViewController {}
