@MainActor
final class AppLoader {
    func preload() {
        Task.detached {
            let viewModel = FeedViewModel()
            viewModel.reload()
        }
    }
}
