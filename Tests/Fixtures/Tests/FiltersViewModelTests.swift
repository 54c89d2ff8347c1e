import Testing
@testable import App

@MainActor
struct FiltersViewModelTests {
    @Test func sortPublishes() {
        let sut = FiltersViewModel(responder: .noop)
        sut.send(.sort(.price))
        #expect(sut.sort == .price)
    }

    @Test func applyResponds() {
        var responses: [FiltersViewModel.ResponderAction] = []
        let sut = FiltersViewModel(responder: .init { responses.append($0) })
        sut.send(.apply(minimumRating: 4))
        #expect(responses == [.applied(minimumRating: 4, sort: .relevance)])
    }

    @Test func dismissResponds() {
        var responses: [FiltersViewModel.ResponderAction] = []
        let sut = FiltersViewModel(responder: .init { responses.append($0) })
        sut.send(.dismiss)
        #expect(responses.last == .dismissed)
    }
}
