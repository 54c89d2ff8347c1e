import Combine

@MainActor
final class ListController {
    let refresh = PassthroughSubject<Void, Never>()

    func rows() -> AnyPublisher<RowViewModel, Never> {
        refresh.map { _ in RowViewModel() }.eraseToAnyPublisher()
    }
}
