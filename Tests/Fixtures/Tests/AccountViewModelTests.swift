import XCTest
@testable import App

@MainActor
final class AccountViewModelTests: XCTestCase {
    func testDelete_thenFinished_respondsDeleted() async {
        var deleted = false
        let sut = AccountViewModel(accounts: AccountRepositoryFake(), responder: .init { action in
            switch action {
            case .deleted: deleted = true
            default: break // signedOut is covered by the UI test only
            }
        })
        sut.send(.delete)
        sut.send(.deleteFinished)
        XCTAssertTrue(deleted)
    }
}
