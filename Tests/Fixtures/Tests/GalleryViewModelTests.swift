import XCTest
@testable import App

@MainActor
final class GalleryViewModelTests: XCTestCase {
    func testSelect_opensPhoto() {
        var opened: Photo.ID?
        let sut = GalleryViewModel(library: .stub, responder: .init { action in
            if case .open(let id) = action { opened = id }
        })
        sut.send(.select(Photo.fixture.id))
        XCTAssertEqual(opened, Photo.fixture.id)
    }

    func testLoadMore() { GalleryViewModel(library: .stub, responder: .noop).send(.loadMore) }

    #if DEBUG
    func testReset() { GalleryViewModel(library: .stub, responder: .noop).send(.reset) }
    #endif
}
