import Foundation

struct Profile: Equatable {
    var nickname: String
    var bio: String
}

/// Where profiles are kept; the view model gets one through its `init`.
protocol ProfileStore {
    func load() -> Profile
    func save(_ profile: Profile) throws
}

struct InMemoryProfileStore: ProfileStore {
    var profile = Profile(nickname: "", bio: "")

    func load() -> Profile { profile }
    func save(_ profile: Profile) throws {}
}

struct InboxService {
    static let shared = InboxService()

    func unreadMessages() -> [String] { [] }
}
