import Combine
import XCTest
@testable import RepoSearch

// `async` test methods run on the main actor with every XCTest, Linux's included.
@MainActor
final class SearchViewModelTests: XCTestCase {

    func testInitialState_isIdle() async {
        let sut = makeSUT()

        XCTAssertEqual(sut.viewState.status, .idle)
        XCTAssertNil(sut.viewState.route)
    }

    func testViewStateStream_startsWithTheCurrentStateAndNoPreviousOne() async {
        let sut = makeSUT()
        var changes: [(new: SearchViewState, old: SearchViewState?)] = []

        let subscription = sut.viewStateStream.sink { changes.append($0) }
        subscription.cancel()

        XCTAssertEqual(changes.map(\.new.status), [.idle])
        XCTAssertNil(changes.first?.old)
    }

    func testSearch_buildsAStateWithStatusSearch() async {
        let sut = makeSUT()
        var statuses: [SearchViewState.Status] = []
        let subscription = sut.viewStateStream.sink { statuses.append($0.new.status) }

        sut.execute(command: .search(query: ""))

        XCTAssertEqual(statuses, [.idle, .search])
        subscription.cancel()
    }

    func testClear_buildsAStateWithStatusClear() async {
        let sut = makeSUT()
        var statuses: [SearchViewState.Status] = []
        let subscription = sut.viewStateStream.sink { statuses.append($0.new.status) }

        sut.execute(command: .clear)

        XCTAssertEqual(statuses, [.idle, .clear])
        subscription.cancel()
    }

    func testOpen_routesToOpen() async {
        let sut = makeSUT()

        sut.execute(command: .open(Repo(id: 1, fullName: "apple/swift", language: "C++")))

        guard case .open = sut.viewState.route else {
            return XCTFail("expected the route .open, got \(String(describing: sut.viewState.route))")
        }
    }

    // MARK: - Support

    private func makeSUT() -> SearchViewModel {
        SearchViewModel(store: FakeRepoStore())
    }
}
