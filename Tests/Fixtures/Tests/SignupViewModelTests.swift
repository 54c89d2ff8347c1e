import Testing
@testable import App

@MainActor
@Suite struct SignupViewModelTests {
    @Test func submitWithoutTerms_doesNothing() {
        let sut = SignupViewModel(accounts: AccountRepositoryFake(), responder: .noop)
        sut.send(.submit(name: "Ada", acceptsTerms: false))
        #expect(sut.canSubmit)
    }

    @Test func created_respondsCreated() {
        var last: SignupViewModel.ResponderAction?
        let sut = SignupViewModel(accounts: AccountRepositoryFake(), responder: .init { last = $0 })
        sut.send(.created)
        #expect(last == .created)
    }
}
