import Foundation
import Testing
@testable import DialectObservable

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
