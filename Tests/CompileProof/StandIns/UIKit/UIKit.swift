// A stand-in for Apple's UIKit, for Linux, where it does not exist: just enough of its surface
// (same names, same shapes) for generated controllers to compile unmodified. Nothing is drawn;
// controls keep their actions so a test can fire them. Closure-based actions (`UIAction`) only:
// Linux has no Objective-C runtime for `#selector`.
@_exported import Foundation

@MainActor
open class UIResponder {
    public init() {}
}

@MainActor
open class UIView: UIResponder {
    public private(set) var subviews: [UIView] = []
    public var isHidden = false
    public var backgroundColor: UIColor?

    public override init() {}

    open func addSubview(_ view: UIView) { subviews.append(view) }
}

/// The bar's title and items for a view controller, as UIKit's.
@MainActor
open class UINavigationItem {
    public var title: String?

    public init() {}
}

@MainActor
open class UIViewController: UIResponder {
    public lazy var view: UIView = UIView()
    public var title: String?
    public let navigationItem = UINavigationItem()
    public internal(set) var navigationController: UINavigationController?
    public private(set) var presentedViewController: UIViewController?

    public override init() {}

    /// UIKit's designated initializer, which a subclass's own `init` calls (nothing is loaded here).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}

    /// Loads the view once, as UIKit does when `view` is first used.
    public func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        viewDidLoad()
    }

    public private(set) var isViewLoaded = false

    open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = controller
        completion?()
    }

    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = nil
        completion?()
    }
}

@MainActor
open class UINavigationController: UIViewController {
    public private(set) var viewControllers: [UIViewController] = []

    public init(rootViewController: UIViewController) {
        super.init()
        pushViewController(rootViewController, animated: false)
    }

    public override init() { super.init() }

    open func pushViewController(_ controller: UIViewController, animated: Bool) {
        controller.navigationController = self
        viewControllers.append(controller)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        viewControllers.popLast()
    }
}

public struct UIColor: Sendable, Equatable {
    public let name: String
    public static let label = UIColor(name: "label")
    public static let systemRed = UIColor(name: "systemRed")
    public static let systemBackground = UIColor(name: "systemBackground")
}

public struct UIImage: Sendable, Equatable {
    public let name: String
    public init?(named name: String) { self.name = name }
}

@MainActor
public struct UIAction {
    public let handler: (UIAction) -> Void
    public init(title: String = "", handler: @escaping (UIAction) -> Void) { self.handler = handler }
}

@MainActor
open class UIControl: UIView {
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let editingChanged = Event(rawValue: 1 << 17)
    }

    public var isEnabled = true
    private var actions: [(UInt, UIAction)] = []

    open func addAction(_ action: UIAction, for events: Event) { actions.append((events.rawValue, action)) }

    /// Runs the actions registered for the event, as a tap or an edit would.
    public func sendActions(for events: Event) {
        for (registered, action) in actions where registered & events.rawValue != 0 { action.handler(action) }
    }
}

@MainActor
open class UILabel: UIView {
    public var text: String?
    public var textColor: UIColor?
}

@MainActor
open class UIButton: UIControl {
    public enum State { case normal, disabled }
    public private(set) var titles: [String] = []

    open func setTitle(_ title: String?, for state: State) { titles.append(title ?? "") }
}

@MainActor
open class UITextField: UIControl {
    public var text: String?
    public var placeholder: String?
}

@MainActor
open class UISwitch: UIControl {
    public var isOn = false
}

@MainActor
open class UIActivityIndicatorView: UIView {
    public private(set) var isAnimating = false
    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }
}

@MainActor
open class UIAlertController: UIViewController {
    public enum Style { case alert, actionSheet }
    public let message: String?

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        super.init()
        self.title = title
    }
}
