import SwiftUI

// Another screen that breaks the rulebook on purpose, for the rules SettingsView leaves out.
struct ProfileView: View {
    @StateObject var viewModel = ProfileViewModel(api: ProfileAPI())
    @ObservedObject var badges: BadgesViewModel

    var body: some View {
        VStack {
            Text(viewModel.name)
            Button("Refresh") { viewModel.send(.refresh) }
        }
    }
}

@MainActor
final class ProfileViewModel: ObservableObject {
    // MARK: - Properties & Dependencies

    private let api: ProfileAPI

    // MARK: - Lifecycle

    init(api: ProfileAPI) {
        self.api = api
    }

    // MARK: - Input

    func send(_ action: Action) {
        switch action {
        case .refresh, .appear:
            name = api.name
            isLoading = false
        }
    }

    enum Action {
        case appear
        case refresh
    }

    // MARK: - Output

    @Published private(set) var name = ""
    @Published private(set) var isLoading = true
}

@MainActor
final class BadgesViewModel: ObservableObject {
    @Published private(set) var count = 0
}

struct ProfileAPI {
    var name: String { "Taylor" }
}
