import ReMVVM
import UIKit

// The greetings screen, written against the dialect: each finding below is one rule of the
// remvvm profile, broken once.

struct GreetingsState: StoreState {
    let factory: ViewModelFactory
    var message: String
}

struct WaveAction: StoreAction {
    let times: Int
}

struct WaveReducer: Reducer {
    static func reduce(state: GreetingsState, with action: StoreAction) -> GreetingsState {
        print("waving")
        var next = state
        next.message = "👋"
        return next
    }
}

final class GreetingsViewModel {
    let badge = UIImage(named: "wave")
    private let defaults = UserDefaults.standard
    var message = ""
}

final class GreetingsViewController: UIViewController, ReMVVMDriven {
    @Provided private var viewModel: GreetingsViewModel?

    // mvvm:disable:next navigation_outside_views
    func wave() {
        remvvm.dispatch(action: WaveAction(times: 1))
    }

    func reload() {
        let fresh = GreetingsViewModel()
        title = fresh.message
        navigationItem.titleView = BadgeView(viewModel: fresh)
    }

    func showSettings() {
        present(SettingsViewController(), animated: true)
    }
}
