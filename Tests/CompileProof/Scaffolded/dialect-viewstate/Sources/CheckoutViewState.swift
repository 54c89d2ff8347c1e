import Foundation

/// Everything the Checkout screen shows, as one value. A command builds the next one from it;
/// nothing edits it in place.
struct CheckoutViewState: ViewState {
    // MARK: - Status

    enum Status {
        case idle
        case add
        case remove
        case apply
        case select
        case checkout
    }

    // MARK: - Routes

    /// Where the screen asks to go: the controller hands it to the flow that shows the screen.
    enum Route {
        case cancel
        case finished(total: Double)
        case failed(String)
    }

    // MARK: - Properties

    let status: Status
    /// Set only in the state that asks to leave; the next state clears it.
    let route: Route?
    let title: String
    let items: [Item]
    let total: Double
    let selection: Item?
    let counts: [String: Int]

    // MARK: - Initial State

    /// The screen before any command.
    static var initial: CheckoutViewState {
        CheckoutViewState(status: .idle, route: nil, title: "", items: [], total: 0, selection: nil, counts: [:])
    }
}
