import Combine
import ReMVVM
import UIKit

/// Shows the Login screen: gets its view model from ReMVVM's provider, renders its outputs and
/// dispatches the user's actions to the store.
final class LoginViewController: UIViewController, ReMVVMDriven {

    // MARK: - View Model

    @Provided private var viewModel: LoginViewModel?
    private var subscriptions = Set<AnyCancellable>()

    // MARK: - Views

    private let statusLabel = UILabel()
    private let loggedInButton = UIButton()

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Login"
        view.addSubview(statusLabel)
        loggedInButton.setTitle("Logged In", for: .normal)
        loggedInButton.addAction(UIAction { [weak self] _ in self?.remvvm.dispatch(action: LoginLoggedInAction()) }, for: .touchUpInside)
        view.addSubview(loggedInButton)
        viewModel?.status
            .sink { [weak self] status in self?.statusLabel.text = String(describing: status) }
            .store(in: &subscriptions)
    }

    // MARK: - Actions

    /// Dispatches `LoginLogInAction`: for the screen's cells and gestures, which hold the values.
    func logIn(firstName: String, lastName: String) {
        remvvm.dispatch(action: LoginLogInAction(firstName: firstName, lastName: lastName))
    }
}
