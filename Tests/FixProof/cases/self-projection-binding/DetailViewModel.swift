// An output a view binds through `self.$viewModel`: its setter is needed in another file.
import SwiftUI

@MainActor
final class DetailViewModel: ObservableObject {
    @Published var showsRestoreAlert = false

    func send(_ action: Action) {
        switch action {
        case .restore: showsRestoreAlert = true
        }
    }

    enum Action {
        case restore
    }
}
