import XCTest
import RxSwift
@testable import ShopApp

final class SignUpViewModelTests: XCTestCase {

    func testEmailError_clearsForAnAddress() {
        let sut = SignUpViewModel(provider: ProviderSpy())
        var errors: [String?] = []
        let subscription = sut.output.emailError.drive(onNext: { errors.append($0) })

        sut.input.email.accept("ada@example.com")

        XCTAssertEqual(errors, ["Enter an email address", nil])
        subscription.dispose()
    }

    func testCanSubmit_needsAnEmailAndALongPassword() {
        let sut = SignUpViewModel(provider: ProviderSpy())
        var values: [Bool] = []
        let subscription = sut.output.canSubmit.drive(onNext: { values.append($0) })

        sut.input.email.accept("ada@example.com")
        sut.input.password.accept("correct horse")

        XCTAssertEqual(values.last, true)
        subscription.dispose()
    }

    func testSubmit_signsUpOnceAndNavigatesToTheAccount() {
        let provider = ProviderSpy()
        let sut = SignUpViewModel(provider: provider)
        var accounts: [Account] = []
        let subscription = sut.output.navigation.subscribe(onNext: { navigation in
            if case .accountCreated(let account) = navigation { accounts.append(account) }
        })

        sut.input.email.accept("ada@example.com")
        sut.input.password.accept("correct horse")
        sut.input.submit.accept(())

        XCTAssertEqual(provider.calls.count, 1)
        XCTAssertEqual(accounts, [Account(email: "ada@example.com")])
        subscription.dispose()
    }

    func testSignIn_navigatesToSignIn() {
        let sut = SignUpViewModel(provider: ProviderSpy())
        var requests = 0
        let subscription = sut.output.navigation.subscribe(onNext: { navigation in
            if case .signInRequested = navigation { requests += 1 }
        })

        sut.input.signIn.accept(())

        XCTAssertEqual(requests, 1)
        subscription.dispose()
    }
}

private final class ProviderSpy: SignUpProviding {
    private(set) var calls: [(String, String)] = []

    func signUp(email: String, password: String) -> Single<Account> {
        calls.append((email, password))
        return .just(Account(email: email))
    }
}
