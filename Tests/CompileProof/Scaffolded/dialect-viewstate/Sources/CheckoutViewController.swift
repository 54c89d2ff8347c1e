import Combine
import UIKit

/// Shows the Checkout screen: renders every `CheckoutViewState` its view model publishes and
/// sends the user's taps as commands. It never sets the state itself.
final class CheckoutViewController: UIViewController {
    // MARK: - View Model

    private let viewModel: CheckoutViewModel
    private var subscriptions = Set<AnyCancellable>()

    /// Where the screen's routes go: the flow that shows it sets this and shows what comes next.
    var onRoute: ((CheckoutViewState.Route) -> Void)?

    // MARK: - Views

    private let statusLabel = UILabel()
    private let cancelButton = UIButton()
    private let checkoutButton = UIButton()

    // MARK: - Lifecycle

    init(viewModel: CheckoutViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("CheckoutViewController is created in code, with its view model")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Checkout"
        view.addSubview(statusLabel)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.addAction(
            UIAction { [weak self] _ in self?.viewModel.execute(command: .cancel) },
            for: .touchUpInside
        )
        view.addSubview(cancelButton)
        checkoutButton.setTitle("Checkout", for: .normal)
        checkoutButton.addAction(
            UIAction { [weak self] _ in self?.viewModel.execute(command: .checkout) },
            for: .touchUpInside
        )
        view.addSubview(checkoutButton)
        viewModel.viewStateStream
            .sink { [weak self] change in self?.render(change.new) }
            .store(in: &subscriptions)
    }

    // MARK: - Commands

    /// Sends `.add`: for the screen's cells and gestures, which hold the values.
    func add(id: Int) {
        viewModel.execute(command: .add(id: id))
    }

    /// Sends `.remove`: for the screen's cells and gestures, which hold the values.
    func remove(_ value: Int) {
        viewModel.execute(command: .remove(value))
    }

    /// Sends `.apply`: for the screen's cells and gestures, which hold the values.
    func apply(code: String, replacing: Bool) {
        viewModel.execute(command: .apply(code: code, replacing: replacing))
    }

    /// Sends `.select`: for the screen's cells and gestures, which hold the values.
    func select(_ value: Item?) {
        viewModel.execute(command: .select(value))
    }

    /// Sends `.finished`: for the screen's cells and gestures, which hold the values.
    func finished(total: Double) {
        viewModel.execute(command: .finished(total: total))
    }

    /// Sends `.failed`: for the screen's cells and gestures, which hold the values.
    func failed(_ value: String) {
        viewModel.execute(command: .failed(value))
    }

    // MARK: - Rendering

    private func render(_ state: CheckoutViewState) {
        statusLabel.text = String(describing: state.status)
        if let route = state.route {
            onRoute?(route)
        }
    }
}
