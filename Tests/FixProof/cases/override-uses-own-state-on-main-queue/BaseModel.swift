import Combine

/// A shared base that is no view model and not main-actor: subclasses override `refresh()`.
class BaseModel {
    init() {}

    func refresh() {}
}
