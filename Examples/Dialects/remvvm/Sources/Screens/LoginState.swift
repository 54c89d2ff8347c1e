import Foundation

/// The Login screen's part of the app's `StoreState`: the app state holds it in a `let`, and
/// only the reducers in LoginReducers.swift build the next one.
struct LoginState {

    // MARK: - Status

    enum Status: Equatable {
        case idle
        case logIn
        case loggedIn
    }

    // MARK: - Properties

    let status: Status
    let firstName: String
    let lastName: String

    // MARK: - Building States

    /// The screen before any action.
    static var initial: LoginState {
        LoginState(status: .idle, firstName: "", lastName: "")
    }

    /// A new state with this one's values and another status.
    func replacing(status: Status) -> LoginState {
        LoginState(status: status, firstName: firstName, lastName: lastName)
    }
}
