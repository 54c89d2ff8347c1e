import Foundation
import Testing
@testable import NotesApp

@MainActor
struct ProfileViewModelTests {

    @Test func startsWithTheStoredProfile() {
        let sut = makeSUT(store: StoreSpy(profile: Profile(nickname: "ada", bio: "math")))

        #expect(sut.nickname == "ada")
        #expect(sut.bio == "math")
    }

    @Test func savesTheEditedProfile() {
        let store = StoreSpy(profile: Profile(nickname: "", bio: ""))
        let sut = makeSUT(store: store)
        sut.nickname = "grace"

        sut.save()

        #expect(store.saved == [Profile(nickname: "grace", bio: "")])
        #expect(sut.isSaved)
    }

    @Test func reportsAFailedSave() {
        let store = StoreSpy(profile: Profile(nickname: "x", bio: ""), fails: true)
        let sut = makeSUT(store: store)

        sut.save()

        #expect(sut.errorMessage != nil)
        #expect(!sut.isSaved)
    }

    @Test func closeCallsOnClose() {
        var closes = 0
        let sut = makeSUT(store: StoreSpy(profile: Profile(nickname: "", bio: "")), onClose: { closes += 1 })

        sut.close()

        #expect(closes == 1)
    }

    // MARK: - Support

    private func makeSUT(store: StoreSpy, onClose: @escaping () -> Void = {}) -> ProfileViewModel {
        ProfileViewModel(store: store, onClose: onClose)
    }
}

private final class StoreSpy: ProfileStore {
    struct Failure: Error {}

    let profile: Profile
    let fails: Bool
    private(set) var saved: [Profile] = []

    init(profile: Profile, fails: Bool = false) {
        self.profile = profile
        self.fails = fails
    }

    func load() -> Profile { profile }

    func save(_ profile: Profile) throws {
        if fails { throw Failure() }
        saved.append(profile)
    }
}
