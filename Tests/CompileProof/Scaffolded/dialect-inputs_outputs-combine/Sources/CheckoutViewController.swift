import Combine
import UIKit

final class CheckoutViewController: UIViewController {
    // MARK: - View Model

    /// Set by the flow controller before the screen is shown.
    var viewModel: CheckoutViewModel!

    // MARK: - Views

    private let stateLabel = UILabel()
    private let titleLabel = UILabel()
    private let itemsLabel = UILabel()
    private let totalLabel = UILabel()
    private let selectionLabel = UILabel()
    private let countsLabel = UILabel()
    private let cancelButton = UIButton()
    private let checkoutButton = UIButton()

    // MARK: - Bindings

    private var cancellables = Set<AnyCancellable>()

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Checkout"
        view.addSubview(stateLabel)
        view.addSubview(titleLabel)
        view.addSubview(itemsLabel)
        view.addSubview(totalLabel)
        view.addSubview(selectionLabel)
        view.addSubview(countsLabel)
        cancelButton.setTitle("Cancel", for: .normal)
        view.addSubview(cancelButton)
        checkoutButton.setTitle("Checkout", for: .normal)
        view.addSubview(checkoutButton)
        bindInputs()
        bindOutputs()
    }

    // MARK: - Support

    /// UI events into the view model's inputs.
    private func bindInputs() {
        cancelButton.addAction(UIAction { [input = viewModel.input] _ in input.cancel.send() }, for: .touchUpInside)
        checkoutButton.addAction(UIAction { [input = viewModel.input] _ in input.checkout.send() }, for: .touchUpInside)
    }

    /// The view model's outputs onto the views, as they come.
    private func bindOutputs() {
        viewModel.output.state
            .sink { [stateLabel] state in stateLabel.text = String(describing: state) }
            .store(in: &cancellables)
        viewModel.output.title
            .sink { [titleLabel] value in titleLabel.text = String(describing: value) }
            .store(in: &cancellables)
        viewModel.output.items
            .sink { [itemsLabel] value in itemsLabel.text = String(describing: value) }
            .store(in: &cancellables)
        viewModel.output.total
            .sink { [totalLabel] value in totalLabel.text = String(describing: value) }
            .store(in: &cancellables)
        viewModel.output.selection
            .sink { [selectionLabel] value in selectionLabel.text = String(describing: value) }
            .store(in: &cancellables)
        viewModel.output.counts
            .sink { [countsLabel] value in countsLabel.text = String(describing: value) }
            .store(in: &cancellables)
    }
}
