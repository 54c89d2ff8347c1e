/// Writes `isVisible` through a generic parameter and through an existential of the protocol:
/// only a conforming type can be behind either.
@MainActor
final class ScreenCoordinator {
    var onAppear: (() -> Void)?

    func track<Model: VisibilityTracking>(_ model: Model) {
        onAppear = { [weak model] in
            model?.isVisible = true
        }
    }

    func hide(_ model: any VisibilityTracking) {
        model.isVisible = false
    }
}
