import Combine

@MainActor
final class HeaderView {
    let viewModel = HeaderViewModel()
}

@MainActor
final class HeaderController {
    let header = HeaderView()
    let titles = PassthroughSubject<String, Never>()
    var cancellable: AnyCancellable?

    func bind() {
        cancellable = titles.assign(to: \.title, on: header.viewModel)
    }
}
