import SwiftUI

struct ProfileEditorView: View {
    @Bindable var model: ProfileModel

    var body: some View {
        Form {
            TextField("Display name", text: $model.displayName) // expect: view_sends_actions
            TextField("Bio", text: Binding(get: { model.bio }, set: { model.send(.editBio($0)) }))
            Button("Save") { model.send(.save) }
        }
    }
}

@MainActor
@Observable
final class ProfileModel {
    private let profiles: ProfileService

    init(profiles: ProfileService) {
        self.profiles = profiles
    }

    enum Action {
        case editBio(String)
        case save
    }

    func send(_ action: Action) {
        switch action {
        case .editBio(let bio):
            self.bio = bio
        case .save:
            Task { await profiles.save(name: displayName, bio: bio) }
        }
    }

    var displayName = "" // expect: output_private_set
    private(set) var bio = ""
}
