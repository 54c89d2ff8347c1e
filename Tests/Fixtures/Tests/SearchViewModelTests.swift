import Testing
@testable import App

@MainActor
struct SearchViewModelTests {
    @Test func searchAsksTheIndex() async {
        let sut = SearchViewModel(index: .init(results: ["a"]))
        sut.send(.search("a"))
    }

    @Test(arguments: [["a"], []])
    func receivedPublishesResults(results: [String]) {
        let sut = SearchViewModel(index: .init(results: []))
        sut.send(.received(results))
        #expect(sut.results == results)
    }
}
