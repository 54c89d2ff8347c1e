import XCTest
@testable import App

@MainActor
final class LoginViewModelTests: XCTestCase {
    func testInitialState() {
        let sut = LoginViewModel(authService: AuthServiceStub(), responder: .noop)
        XCTAssertFalse(sut.isLoading)
    }

    func testSignIn_startsLoading() {
        let sut = LoginViewModel(authService: AuthServiceStub(), responder: .noop)
        sut.send(.signIn(email: "a@b.c", password: "pw"))
        XCTAssertTrue(sut.isLoading)
    }

    func testSignInFinished_success_respondsWithSignedIn() {
        var received: [LoginViewModel.ResponderAction] = []
        let sut = LoginViewModel(authService: AuthServiceStub(), responder: .init { received.append($0) })
        sut.send(.signInFinished(.success(.fixture)))
        guard case .signedIn = received.first else { return XCTFail() }
    }

    func testForgotPassword_respondsWithReset() {
        var showedReset = false
        let sut = LoginViewModel(authService: AuthServiceStub(), responder: .init { action in
            switch action {
            case .showPasswordReset: showedReset = true
            default: break
            }
        })
        sut.send(.forgotPassword)
        XCTAssertTrue(showedReset)
    }
}
