import Combine

/// A shared base that is no view model and not main-actor: it calls `subscribe()` from its
/// `init`, and subclasses override it.
class BaseModel {
    init() {
        subscribe()
    }

    func subscribe() {}
}
