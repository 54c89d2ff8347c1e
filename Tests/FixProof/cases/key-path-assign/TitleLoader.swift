import Combine

@MainActor
final class TitleLoader {
    let titles = PassthroughSubject<String, Never>()
    var cancellable: AnyCancellable?

    func bind(to viewModel: TitleViewModel) {
        cancellable = titles.assign(to: \.title, on: viewModel)
    }
}
