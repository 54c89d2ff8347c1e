import XCTest
@testable import App

@MainActor
final class ProfileModelTests: XCTestCase {
    private var sut: ProfileModel!

    override func setUp() { sut = ProfileModel(profiles: ProfileServiceFake()) }

    func testEditBio() {
        send(.editBio("Hi"))
        XCTAssertEqual(sut.bio, "Hi")
    }

    func testSave() { send(.save) }

    private func send(_ action: ProfileModel.Action) { sut.send(action) }
}
