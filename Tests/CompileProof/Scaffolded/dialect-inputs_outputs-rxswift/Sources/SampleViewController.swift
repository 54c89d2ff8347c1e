import RxCocoa
import RxSwift
import UIKit

final class SampleViewController: UIViewController {
    // MARK: - View Model

    /// Set by the flow controller before the screen is shown.
    var viewModel: SampleViewModel!

    // MARK: - Views

    private let stateLabel = UILabel()

    // MARK: - Bindings

    private let disposeBag = DisposeBag()

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sample"
        view.addSubview(stateLabel)
        bindInputs()
        bindOutputs()
    }

    // MARK: - Support

    /// UI events into the view model's inputs.
    private func bindInputs() {
        // Bind UI events to viewModel.input here.
    }

    /// The view model's outputs onto the views, as they come.
    private func bindOutputs() {
        viewModel.output.state
            .drive(onNext: { [stateLabel] state in stateLabel.text = String(describing: state) })
            .disposed(by: disposeBag)
    }
}
