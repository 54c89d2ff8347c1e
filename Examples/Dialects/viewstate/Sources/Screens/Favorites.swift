import UIKit

// The favourites screen, written against the dialect: each finding below is one rule of the
// viewstate profile, broken once.

struct FavoritesViewState: ViewState {
    let repos: [Repo]
    var isEditing: Bool
}

final class FavoritesViewModel {
    var viewState: FavoritesViewState?
    let accent = UIColor.systemRed
    private let store: RepoStore

    init(store: RepoStore = RepoStoreImpl(session: .shared)) {
        self.store = store
    }

    func toggleEditing() {
        viewState?.isEditing = !(viewState?.isEditing ?? false)
    }

    func remember(_ repo: Repo) {
        UserDefaults.standard.set(repo.id, forKey: "lastFavorite")
    }
}

final class FavoritesViewController: UIViewController {
    var viewModel: FavoritesViewModel

    init(viewModel: FavoritesViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("FavoritesViewController is created in code")
    }

    func reset() {
        viewModel.viewState = nil
    }

    // mvvm:disable:next view_never_sets_state
    func search() -> SearchViewController {
        SearchViewController(viewModel: SearchViewModel(store: RepoStoreImpl(session: .shared)))
    }
}
