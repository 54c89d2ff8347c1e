@testable import DialectObservable
import Foundation
import Testing

@MainActor
struct SampleViewModelTests {
    @Test func startsIdle() {
        let sut = makeSUT()

        #expect(sut.state == .idle)
    }

    // MARK: - Support

    private func makeSUT() -> SampleViewModel {
        SampleViewModel()
    }
}
