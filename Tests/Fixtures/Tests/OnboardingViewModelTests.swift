import Testing
@testable import App

@MainActor
@Test func onboardingFinish() {
    let sut = OnboardingViewModel()
    sut.send(.finish(lastPage: 2))
    #expect(sut.completedPages == 3)
}
