import RxCocoa
import RxSwift
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

    private let disposeBag = DisposeBag()

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
        cancelButton.rx.tap
            .bind(to: viewModel.input.cancel)
            .disposed(by: disposeBag)
        checkoutButton.rx.tap
            .bind(to: viewModel.input.checkout)
            .disposed(by: disposeBag)
    }

    /// The view model's outputs onto the views, as they come.
    private func bindOutputs() {
        viewModel.output.state
            .drive(onNext: { [stateLabel] state in stateLabel.text = String(describing: state) })
            .disposed(by: disposeBag)
        viewModel.output.title
            .drive(onNext: { [titleLabel] value in titleLabel.text = String(describing: value) })
            .disposed(by: disposeBag)
        viewModel.output.items
            .drive(onNext: { [itemsLabel] value in itemsLabel.text = String(describing: value) })
            .disposed(by: disposeBag)
        viewModel.output.total
            .drive(onNext: { [totalLabel] value in totalLabel.text = String(describing: value) })
            .disposed(by: disposeBag)
        viewModel.output.selection
            .drive(onNext: { [selectionLabel] value in selectionLabel.text = String(describing: value) })
            .disposed(by: disposeBag)
        viewModel.output.counts
            .drive(onNext: { [countsLabel] value in countsLabel.text = String(describing: value) })
            .disposed(by: disposeBag)
    }
}
