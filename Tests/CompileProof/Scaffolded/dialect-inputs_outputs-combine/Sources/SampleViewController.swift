import Combine
import UIKit

final class SampleViewController: UIViewController {
    // MARK: - View Model

    /// Set by the flow controller before the screen is shown.
    var viewModel: SampleViewModel!

    // MARK: - Views

    private let stateLabel = UILabel()

    // MARK: - Bindings

    private var cancellables = Set<AnyCancellable>()

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
        // Push UI events into viewModel.input here.
    }

    /// The view model's outputs onto the views, as they come.
    private func bindOutputs() {
        viewModel.output.state
            .sink { [stateLabel] state in stateLabel.text = String(describing: state) }
            .store(in: &cancellables)
    }
}
