import Combine

@MainActor
final class ComposeController {
    let toolbar = ToolbarViewModel()
    let polls = PassthroughSubject<Bool, Never>()

    func bind() {
        polls.assign(to: &toolbar.$isPollActive)
    }
}
