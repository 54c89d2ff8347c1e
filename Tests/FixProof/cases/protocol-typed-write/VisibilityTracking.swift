/// What a coordinator needs of a screen's model to tell it when it shows.
@MainActor
protocol VisibilityTracking: AnyObject {
    var isVisible: Bool { get set }
}
