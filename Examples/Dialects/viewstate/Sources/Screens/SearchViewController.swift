import Combine
import UIKit

/// Shows the Search screen: renders every `SearchViewState` its view model publishes and
/// sends the user's taps as commands. It never sets the state itself.
final class SearchViewController: UIViewController {

    // MARK: - View Model

    private let viewModel: SearchViewModel
    private var subscriptions = Set<AnyCancellable>()

    /// Where the screen's routes go: the flow that shows it sets this and shows what comes next.
    var onRoute: ((SearchViewState.Route) -> Void)?

    // MARK: - Views

    private let statusLabel = UILabel()
    private let clearButton = UIButton()

    // MARK: - Lifecycle

    init(viewModel: SearchViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("SearchViewController is created in code, with its view model")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Search"
        view.addSubview(statusLabel)
        clearButton.setTitle("Clear", for: .normal)
        clearButton.addAction(UIAction { [weak self] _ in self?.viewModel.execute(command: .clear) }, for: .touchUpInside)
        view.addSubview(clearButton)
        viewModel.viewStateStream
            .sink { [weak self] change in self?.render(change.new) }
            .store(in: &subscriptions)
    }

    // MARK: - Commands

    /// Sends `.search`: for the screen's cells and gestures, which hold the values.
    func search(query: String) {
        viewModel.execute(command: .search(query: query))
    }

    /// Sends `.open`: for the screen's cells and gestures, which hold the values.
    func open(_ value: Repo) {
        viewModel.execute(command: .open(value))
    }

    // MARK: - Rendering

    private func render(_ state: SearchViewState) {
        statusLabel.text = String(describing: state.status)
        if let route = state.route {
            onRoute?(route)
        }
    }
}
