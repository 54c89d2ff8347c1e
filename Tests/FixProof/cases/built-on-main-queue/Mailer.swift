import Dispatch

final class Mailer {
    func presentSupport() {
        DispatchQueue.main.async {
            let viewModel = SupportViewModel()
            viewModel.load()
        }
    }
}
