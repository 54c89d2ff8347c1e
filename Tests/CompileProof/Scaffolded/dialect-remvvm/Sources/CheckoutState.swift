import Foundation

/// The Checkout screen's part of the app's `StoreState`: the app state holds it in a `let`, and
/// only the reducers in CheckoutReducers.swift build the next one.
struct CheckoutState {
    // MARK: - Status

    enum Status: Equatable {
        case idle
        case add
        case remove
        case apply
        case select
        case cancel
        case checkout
        case finished
        case failed
    }

    // MARK: - Properties

    let status: Status
    let title: String
    let items: [Item]
    let total: Double
    let selection: Item?
    let counts: [String: Int]

    // MARK: - Building States

    /// The screen before any action.
    static var initial: CheckoutState {
        CheckoutState(status: .idle, title: "", items: [], total: 0, selection: nil, counts: [:])
    }

    /// A new state with this one's values and another status.
    func replacing(status: Status) -> CheckoutState {
        CheckoutState(status: status, title: title, items: items, total: total, selection: selection, counts: counts)
    }
}
