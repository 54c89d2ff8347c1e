import Combine
import UIKit

/// Shows the Sample screen: renders every `SampleViewState` its view model publishes and
/// sends the user's taps as commands. It never sets the state itself.
final class SampleViewController: UIViewController {
    // MARK: - View Model

    private let viewModel: SampleViewModel
    private var subscriptions = Set<AnyCancellable>()

    // MARK: - Views

    private let statusLabel = UILabel()

    // MARK: - Lifecycle

    init(viewModel: SampleViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("SampleViewController is created in code, with its view model")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sample"
        view.addSubview(statusLabel)
        viewModel.viewStateStream
            .sink { [weak self] change in self?.render(change.new) }
            .store(in: &subscriptions)
    }

    // MARK: - Rendering

    private func render(_ state: SampleViewState) {
        statusLabel.text = String(describing: state.status)
    }
}
