import SwiftUI

struct NotificationsView: View {
    @EnvironmentObject private var session: Session
    @StateObject var viewModel = NotificationsViewModel()
    @StateObject var badgeViewModel = BadgeViewModel() // expect: single_view_model, child_view_model_from_parent
    @ObservedObject var permissions: PermissionsObserver // expect: single_view_model

    var body: some View {
        List(viewModel.items) { Text($0.title) }
            .badge(badgeViewModel.count)
            .onAppear { viewModel.send(.appear(session.userID)) }
    }
}

@MainActor
final class NotificationsViewModel: ObservableObject {
    enum Action { case appear(User.ID) }

    func send(_ action: Action) {
        switch action {
        case .appear: items = []
        }
    }

    @Published private(set) var items: [NotificationItem] = []
}

@MainActor
final class BadgeViewModel: ObservableObject {
    @Published private(set) var count = 0
}
