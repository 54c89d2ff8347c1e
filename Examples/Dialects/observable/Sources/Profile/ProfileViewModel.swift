import Foundation
import Observation

@MainActor
@Observable
final class ProfileViewModel {

    // MARK: - Dependencies

    private let store: ProfileStore

    // MARK: - Callbacks

    private let onClose: () -> Void

    // MARK: - Lifecycle

    init(store: ProfileStore, onClose: @escaping () -> Void) {
        self.store = store
        self.onClose = onClose
        let profile = store.load()
        nickname = profile.nickname
        bio = profile.bio
    }

    // MARK: - Inputs (edited by ProfileForm through @Bindable)

    var nickname: String
    var bio: String

    // MARK: - Outputs

    private(set) var errorMessage: String?
    private(set) var isSaved = false

    var canSave: Bool { !nickname.trimmingCharacters(in: .whitespaces).isEmpty }

    // MARK: - Actions

    func save() {
        do {
            try store.save(Profile(nickname: nickname, bio: bio))
            isSaved = true
            errorMessage = nil
        } catch {
            errorMessage = "Could not save your profile."
        }
    }

    func close() {
        onClose()
    }
}
