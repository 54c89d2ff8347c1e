import Combine
import Foundation
import ReMVVM
import XCTest
@testable import Greeter

final class LoginViewModelTests: XCTestCase {

    func testStatus_startsWithTheCurrentState() {
        let sut = makeSUT(source: MockStateSource(state: .initial))
        var statuses: [LoginState.Status] = []

        let subscription = sut.status.sink { statuses.append($0) }
        subscription.cancel()

        XCTAssertEqual(statuses, [.idle])
    }

    func testStatus_followsLogIn() {
        let source = MockStateSource(state: LoginState.initial)
        let sut = makeSUT(source: source)
        var statuses: [LoginState.Status] = []
        let subscription = sut.status.sink { statuses.append($0) }

        source.updateState(state: LoginLogInReducer.reduce(state: .initial, with: LoginLogInAction(firstName: "", lastName: "")))

        XCTAssertEqual(statuses, [.idle, .logIn])
        subscription.cancel()
    }

    func testStatus_followsLoggedIn() {
        let source = MockStateSource(state: LoginState.initial)
        let sut = makeSUT(source: source)
        var statuses: [LoginState.Status] = []
        let subscription = sut.status.sink { statuses.append($0) }

        source.updateState(state: LoginLoggedInReducer.reduce(state: .initial, with: LoginLoggedInAction()))

        XCTAssertEqual(statuses, [.idle, .loggedIn])
        subscription.cancel()
    }

    func testFirstName_comesFromTheState() {
        let sut = makeSUT(source: MockStateSource(state: .initial))
        var values = 0

        let subscription = sut.firstName.sink { _ in values += 1 }
        subscription.cancel()

        XCTAssertEqual(values, 1)
    }

    func testLastName_comesFromTheState() {
        let sut = makeSUT(source: MockStateSource(state: .initial))
        var values = 0

        let subscription = sut.lastName.sink { _ in values += 1 }
        subscription.cancel()

        XCTAssertEqual(values, 1)
    }

    // MARK: - Support

    private func makeSUT(source: MockStateSource<LoginState>) -> LoginViewModel {
        LoginViewModel(source: source.any)
    }
}
