import Combine
import ReMVVM
import UIKit

/// Shows the Checkout screen: gets its view model from ReMVVM's provider, renders its outputs and
/// dispatches the user's actions to the store.
final class CheckoutViewController: UIViewController, ReMVVMDriven {
    // MARK: - View Model

    @Provided private var viewModel: CheckoutViewModel?
    private var subscriptions = Set<AnyCancellable>()

    // MARK: - Views

    private let statusLabel = UILabel()
    private let cancelButton = UIButton()
    private let checkoutButton = UIButton()

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Checkout"
        view.addSubview(statusLabel)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.addAction(
            UIAction { [weak self] _ in self?.remvvm.dispatch(action: CheckoutCancelAction()) },
            for: .touchUpInside
        )
        view.addSubview(cancelButton)
        checkoutButton.setTitle("Checkout", for: .normal)
        checkoutButton.addAction(
            UIAction { [weak self] _ in self?.remvvm.dispatch(action: CheckoutCheckoutAction()) },
            for: .touchUpInside
        )
        view.addSubview(checkoutButton)
        viewModel?.status
            .sink { [weak self] status in self?.statusLabel.text = String(describing: status) }
            .store(in: &subscriptions)
    }

    // MARK: - Actions

    /// Dispatches `CheckoutAddAction`: for the screen's cells and gestures, which hold the values.
    func add(id: Int) {
        remvvm.dispatch(action: CheckoutAddAction(id: id))
    }

    /// Dispatches `CheckoutRemoveAction`: for the screen's cells and gestures, which hold the values.
    func remove(_ value: Int) {
        remvvm.dispatch(action: CheckoutRemoveAction(value: value))
    }

    /// Dispatches `CheckoutApplyAction`: for the screen's cells and gestures, which hold the values.
    func apply(code: String, replacing: Bool) {
        remvvm.dispatch(action: CheckoutApplyAction(code: code, replacing: replacing))
    }

    /// Dispatches `CheckoutSelectAction`: for the screen's cells and gestures, which hold the values.
    func select(_ value: Item?) {
        remvvm.dispatch(action: CheckoutSelectAction(value: value))
    }

    /// Dispatches `CheckoutFinishedAction`: for the screen's cells and gestures, which hold the values.
    func finished(total: Double) {
        remvvm.dispatch(action: CheckoutFinishedAction(total: total))
    }

    /// Dispatches `CheckoutFailedAction`: for the screen's cells and gestures, which hold the values.
    func failed(_ value: String) {
        remvvm.dispatch(action: CheckoutFailedAction(value: value))
    }
}
