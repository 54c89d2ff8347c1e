import UIKit
import Combine

final class MapViewController: UIViewController {
    private let viewModel: MapViewModel
    private var cancellables = Set<AnyCancellable>()
    private var isFirstAppearance = true

    init(viewModel: MapViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.$pins
            .receive(on: DispatchQueue.main)
            .sink { [weak self] pins in self?.show(pins) }
            .store(in: &cancellables)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if isFirstAppearance {
            isFirstAppearance = false
            viewModel.send(.appear)
        }
        viewModel.startTracking() // expect: view_sends_actions
    }

    private func show(_ pins: [Pin]) {}
}

@MainActor
final class MapViewModel: ObservableObject {
    private let locations: LocationProvider

    init(locations: LocationProvider) {
        self.locations = locations
    }

    enum Action { case appear }

    func send(_ action: Action) {
        switch action {
        case .appear:
            pins = locations.nearbyPins()
        }
    }

    func startTracking() {}

    @Published private(set) var pins: [Pin] = []
}
