import ReMVVM
import XCTest
@testable import Greeter

final class LoginReducersTests: XCTestCase {

    func testInitialState_isIdle() {
        XCTAssertEqual(LoginState.initial.status, .idle)
    }

    func testLoginLogInReducer_setsStatusLogIn() {
        let state = LoginLogInReducer.reduce(state: .initial, with: LoginLogInAction(firstName: "", lastName: ""))

        XCTAssertEqual(state.status, .logIn)
    }

    func testLoginLoggedInReducer_setsStatusLoggedIn() {
        let state = LoginLoggedInReducer.reduce(state: .initial, with: LoginLoggedInAction())

        XCTAssertEqual(state.status, .loggedIn)
    }

    func testComposedReducer_reducesEveryActionOfTheScreen() {
        let reducer = LoginReducers.reducer

        XCTAssertEqual(reducer.reduce(state: .initial, with: LoginLogInAction(firstName: "", lastName: "")).status, .logIn)

        XCTAssertEqual(reducer.reduce(state: .initial, with: LoginLoggedInAction()).status, .loggedIn)
    }
}
