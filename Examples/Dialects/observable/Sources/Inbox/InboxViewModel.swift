import Foundation
import Observation

// Breaks each rule of the observable profile once (see the example's lint output).

@MainActor
@Observable
final class InboxViewModel {

    // MARK: - Outputs

    private(set) var messages: [String] = []
    var unreadCount = 0

    // MARK: - Actions

    func refresh() {
        messages = InboxService.shared.unreadMessages()
        unreadCount = messages.count
    }
}
