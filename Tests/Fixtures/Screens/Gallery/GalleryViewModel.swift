import Foundation

@MainActor
final class GalleryViewModel: ObservableObject {
    // MARK: - Properties & Dependencies
    private let library: PhotoLibraryClient

    // MARK: - Lifecycle
    init(library: PhotoLibraryClient, responder: Responder<ResponderAction>) {
        self.library = library
        self.responder = responder
    }

    // MARK: - Responder
    enum ResponderAction { case open(Photo.ID) }
    private let responder: Responder<ResponderAction>
}

// MARK: - Input
extension GalleryViewModel {
    enum Action {
        case select(Photo.ID)
        case loadMore
        #if DEBUG
        case reset
        #endif
    }

    func send(_ action: Action) {
        switch action {
        case .select(let id):
            responder.send(.open(id))
        case .loadMore:
            isLoading = true
        #if DEBUG
        case .reset:
            photos = []
        #endif
        }
    }
}
