import Combine
import ReMVVM
import UIKit

/// Shows the Sample screen: gets its view model from ReMVVM's provider, renders its outputs and
/// dispatches the user's actions to the store.
final class SampleViewController: UIViewController, ReMVVMDriven {
    // MARK: - View Model

    @Provided private var viewModel: SampleViewModel?
    private var subscriptions = Set<AnyCancellable>()

    // MARK: - Views

    private let statusLabel = UILabel()

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sample"
        view.addSubview(statusLabel)
        viewModel?.status
            .sink { [weak self] status in self?.statusLabel.text = String(describing: status) }
            .store(in: &subscriptions)
    }
}
