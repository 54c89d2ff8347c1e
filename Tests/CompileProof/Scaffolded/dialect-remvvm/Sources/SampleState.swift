import Foundation

/// The Sample screen's part of the app's `StoreState`: the app state holds it in a `let`, and
/// only the reducers in SampleReducers.swift build the next one.
struct SampleState {
    // MARK: - Status

    enum Status: Equatable {
        case idle
    }

    // MARK: - Properties

    let status: Status

    // MARK: - Building States

    /// The screen before any action.
    static var initial: SampleState {
        SampleState(status: .idle)
    }

    /// A new state with this one's values and another status.
    func replacing(status: Status) -> SampleState {
        SampleState(status: status)
    }
}
