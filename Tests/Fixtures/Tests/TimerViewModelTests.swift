import Testing
@testable import App

@MainActor
@Suite struct TimerViewModelTests {
    @Test func startAndTick() {
        let sut = TimerViewModel(now: { Date(timeIntervalSince1970: 42) })
        sut.send(.start)
        sut.send(.tick)
        #expect(sut.elapsed == 42)
    }
}
