@testable import TodoApp
import XCTest

/// `async` test methods run on the main actor with every XCTest, Linux's included.
@MainActor
final class LoginViewModelTests: XCTestCase {
    func testInitialState_isIdle() async {
        let sut = makeSUT()

        XCTAssertEqual(sut.state, .idle)
    }

    func testSignIn_changesStateToSignIn() async {
        let sut = makeSUT()

        sut.send(.signIn("", ""))

        XCTAssertEqual(sut.state, .signIn)
    }

    func testForgotPassword_changesStateToForgotPassword() async {
        let sut = makeSUT()

        sut.send(.forgotPassword)

        XCTAssertEqual(sut.state, .forgotPassword)
    }

    func testSignedIn_respondsWithSignedIn() async {
        var responses = 0
        let sut = makeSUT(responder: .init { action in
            if case .signedIn = action {
                responses += 1
            }
        })

        sut.send(.signedIn)

        XCTAssertEqual(responses, 1)
    }

    // MARK: - Support

    private func makeSUT(responder: Responder<LoginViewModel.ResponderAction> = .noop) -> LoginViewModel {
        LoginViewModel(responder: responder)
    }
}
