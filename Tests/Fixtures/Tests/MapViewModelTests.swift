import XCTest
@testable import App

@MainActor
final class MapViewModelTests: XCTestCase {
    func testAppear_showsNearbyPins() {
        let sut = MapViewModel(locations: LocationProviderStub(pins: [.fixture]))
        sut.send(.appear)
        XCTAssertEqual(sut.pins, [.fixture])
    }
}
