import MVVMRules
import XCTest

/// The advice fits who sets the callback: a parent's is a report upward (a responder), the view
/// model's own screen's is an output that screen should observe.
final class ResponderPatternMessageTests: XCTestCase {
    func testACallbackOnlyItsOwnScreenSetsIsToldToBecomeAnOutput() {
        let result = findings(ResponderPatternRule(), [
            """
            final class LoginViewModel {
                var contentChanged: (() -> Void)?
                var finished: (() -> Void)?
            }
            """,
            """
            final class LoginViewController: UIViewController {
                let viewModel = LoginViewModel()
                override func viewDidLoad() {
                    viewModel.contentChanged = { [weak self] in self?.reload() }
                }
                func reload() {}
            }
            """,
            """
            final class LoginCoordinator {
                let viewModel = LoginViewModel()
                func start() {
                    viewModel.finished = { print("done") }
                }
            }
            """,
        ]).map { "\($0.line): \($0.finding.message)" }
        XCTAssertEqual(result, [
            "2: `contentChanged` is a callback its own view sets; expose an output the view observes instead (`@Published`, a stream), and send reports upward through a responder",
            "3: `finished` is a callback; add a `ResponderAction` case and send it through the responder",
        ])
    }

    /// A screen holding its view model as a protocol (`var viewModel: ScanViewModelType!`) sets
    /// the callbacks of whichever conformer it holds: its own view model's (2fas-ios's camera
    /// scanner). A coordinator writing through the same protocol is still a creator.
    func testACallbackItsOwnScreenSetsThroughAProtocolIsToldToBecomeAnOutput() {
        let result = findings(ResponderPatternRule(), [
            """
            protocol ScanViewModelType: AnyObject {
                var onStarted: (() -> Void)? { get set }
                var onFinished: (() -> Void)? { get set }
            }
            final class ScanViewModel: ScanViewModelType {
                var onStarted: (() -> Void)?
                var onFinished: (() -> Void)?
            }
            """,
            """
            final class ScanViewController: UIViewController {
                var viewModel: ScanViewModelType!
                override func viewDidLoad() {
                    viewModel.onStarted = { [weak self] in self?.view.alpha = 1 }
                }
            }
            final class ScanCoordinator {
                func start(_ model: ScanViewModelType) {
                    model.onFinished = { print("done") }
                }
            }
            """,
        ]).map { "\($0.line): \($0.finding.message)" }
        XCTAssertEqual(result, [
            "6: `onStarted` is a callback its own view sets; expose an output the view observes instead (`@Published`, a stream), and send reports upward through a responder",
            "7: `onFinished` is a callback; add a `ResponderAction` case and send it through the responder",
        ])
    }

    func testAStructBuiltMemberwiseHasItsCallbacksSetByItsCreator() {
        let result = findings(ResponderPatternRule(), [
            """
            struct BannerViewModel {
                var onAppear: () -> Void
            }
            """,
            """
            final class HomeController {
                func banner() -> BannerViewModel { BannerViewModel(onAppear: { print("seen") }) }
            }
            """,
        ]).map { "\($0.line): \($0.finding.message)" }
        XCTAssertEqual(result, ["2: `onAppear` is a callback; add a `ResponderAction` case and send it through the responder"])
    }

    func testATestSettingACallbackToWatchItSaysNothingAboutWhoListens() {
        let result = findings(ResponderPatternRule(), [
            """
            final class TabViewModel {
                var onBadge: (() -> Void)?
            }
            """,
            """
            final class TabController: UIViewController {
                let viewModel = TabViewModel()
                override func viewDidLoad() { viewModel.onBadge = { [weak self] in self?.show() } }
                func show() {}
            }
            """,
        ], tests: [
            """
            final class TabViewModelTests: XCTestCase {
                func testBadge() {
                    let viewModel = TabViewModel()
                    viewModel.onBadge = { }
                }
            }
            """,
        ]).map { "\($0.line): \($0.finding.message)" }
        XCTAssertEqual(result, ["2: `onBadge` is a callback its own view sets; expose an output the view observes instead (`@Published`, a stream), and send reports upward through a responder"])
    }

    func testACallbackNoOtherCodeSetsIsToldSo() {
        let result = findings(ResponderPatternRule(), [
            """
            final class PlayerViewModel {
                var onFinish: (() -> Void)?
                func stop() { onFinish?() }
            }
            """,
            "final class PlayerViewController: UIViewController { let viewModel = PlayerViewModel() }",
        ], tests: [
            """
            final class PlayerViewModelTests: XCTestCase {
                func testStop() {
                    let viewModel = PlayerViewModel()
                    viewModel.onFinish = { }
                    viewModel.stop()
                }
            }
            """,
        ]).map { "\($0.line): \($0.finding.message)" }
        XCTAssertEqual(result, ["2: `onFinish` is a callback no other code in the app sets; remove it, or add a `ResponderAction` case and send it through the responder"])
    }

    /// A static method's result is not an instance of the type it is called on: a tuple it returns
    /// may hold the view model (anytype-swift: `AccessoryViewBuilder.accessoryState(…)`, then
    /// `accessoryState.1.onTypeSelected = …`), so someone may set the callback.
    func testACallbackSetThroughAStaticMethodsResultMaySetIt() {
        let result = findings(ResponderPatternRule(), [
            "final class PickerViewModel {\n    var onPick: (() -> Void)?\n}",
            """
            enum PickerBuilder {
                static func state() -> (Int, PickerViewModel) { (1, PickerViewModel()) }
            }
            final class Assembly {
                func build() {
                    let state = PickerBuilder.state()
                    state.1.onPick = { }
                }
            }
            """,
        ]).map { "\($0.line): \($0.finding.message)" }
        XCTAssertEqual(result, ["2: `onPick` is a callback; add a `ResponderAction` case and send it through the responder"])
    }

    func testASubclassScreenSettingItsCastModelsCallbackIsItsOwnView() {
        let result = findings(ResponderPatternRule(), [
            """
            final class SearchListViewModel: ListViewModel {
                var onSearchCompleted: ((String) -> Void)?
            }
            """,
            "class ListViewModel {}",
            "class ListViewController: UIViewController { var viewModel: ListViewModel! }",
            """
            final class SearchViewController: ListViewController {
                private var searchViewModel: SearchListViewModel! { viewModel as? SearchListViewModel }
                override func viewDidLoad() {
                    searchViewModel.onSearchCompleted = { [weak self] _ in self?.reload() }
                }
                func reload() {}
            }
            """,
        ]).map { "\($0.line): \($0.finding.message)" }
        XCTAssertEqual(result, ["2: `onSearchCompleted` is a callback its own view sets; expose an output the view observes instead (`@Published`, a stream), and send reports upward through a responder"])
    }

    func testAWindowControllerSettingItsModelsCallbackIsItsOwnView() {
        let result = findings(ResponderPatternRule(), [
            """
            @MainActor final class ActivityViewModel {
                var activitiesDidChange: (() -> Void)?
            }
            """,
            """
            final class ActivityWindowController: NSWindowController {
                private let model = ActivityViewModel()
                override func windowDidLoad() {
                    model.activitiesDidChange = { [weak self] in self?.reload() }
                }
                func reload() {}
            }
            """,
        ]).map { "\($0.line): \($0.finding.message)" }
        XCTAssertEqual(result, ["2: `activitiesDidChange` is a callback its own view sets; expose an output the view observes instead (`@Published`, a stream), and send reports upward through a responder"])
    }

    /// A screen showing a second view model beside its own (Rocket.Chat's messages screen and
    /// its subscription model) sets that model's callback as the view holding it: an output it
    /// should observe, not a report to a parent.
    func testAScreenSettingTheCallbackOfASecondModelItHoldsIsItsView() {
        let result = findings(ResponderPatternRule(), [
            """
            final class SubscriptionViewModel {
                var onDataChanged: (() -> Void)?
            }
            """,
            "final class MessagesViewModel {}",
            """
            final class MessagesViewController: UIViewController {
                let viewModel = MessagesViewModel()
                let subscriptionModel = SubscriptionViewModel()
                override func viewDidLoad() {
                    subscriptionModel.onDataChanged = { [weak self] in self?.reload() }
                }
                func reload() {}
            }
            """,
        ]).map { "\($0.line): \($0.finding.message)" }
        XCTAssertEqual(result, ["2: `onDataChanged` is a callback its own view sets; expose an output the view observes instead (`@Published`, a stream), and send reports upward through a responder"])
    }

    func testAFactoryReturningAFunctionIsADependencyNotACallback() {
        let result = findings(ResponderPatternRule(), [
            """
            final class ImportViewModel {
                init(makeSender: @escaping () -> (String) -> Void) {}
            }
            """,
        ])
        XCTAssertTrue(result.isEmpty, "\(result.map(\.finding.message))")
    }

    /// A callback the view model sets itself in a method of its own (xdripswift's
    /// `storeSectionReloadClosure`) is set by whoever calls it: not "nobody", so not "remove it".
    func testACallbackStoredByASetterMethodIsSetByItsCallers() {
        let result = findings(ResponderPatternRule(), [
            """
            final class ToggleSectionViewModel {
                var reload: (() -> Void)?
                var unused: (() -> Void)?
                func storeReload(_ reload: @escaping () -> Void) {
                    self.reload = reload
                }
            }
            """,
        ]).map { "\($0.line): \($0.finding.message)" }
        XCTAssertEqual(result, [
            "2: `reload` is a callback; add a `ResponderAction` case and send it through the responder",
            "3: `unused` is a callback no other code in the app sets; remove it, or add a `ResponderAction` case and send it through the responder",
        ])
    }

    /// The setter method may sit in an extension of the same file (xdripswift's settings view
    /// models store their `messageHandler` in the extension conforming to their protocol).
    func testACallbackStoredByASetterMethodInAnExtensionIsSetByItsCallers() {
        let result = findings(ResponderPatternRule(), [
            """
            final class TraceSettingsViewModel {
                private var messageHandler: ((String) -> Void)?
            }

            extension TraceSettingsViewModel: SettingsViewModelProtocol {
                func storeMessageHandler(_ handler: @escaping (String) -> Void) {
                    self.messageHandler = handler
                }
            }
            """,
        ]).map { "\($0.line): \($0.finding.message)" }
        XCTAssertEqual(result, ["2: `messageHandler` is a callback; add a `ResponderAction` case and send it through the responder"])
    }

    /// A callback its own method stores, handed in only by its own screen (cryptomator's
    /// `startListenForChanges`, called by the controller holding the model as its protocol):
    /// the screen listens, an output it should observe. A parent calling it is a report upward.
    func testACallbackStoredByAMethodOnlyItsOwnScreenCallsIsItsView() {
        let model = """
            protocol FolderViewModelProtocol { func startListening(onChange: @escaping () -> Void) }
            final class FolderViewModel: FolderViewModelProtocol {
                private var changeListener: (() -> Void)?
                func startListening(onChange: @escaping () -> Void) {
                    changeListener = onChange
                }
            }
            """
        let screen = """
            final class FolderViewController: UIViewController {
                private let viewModel: FolderViewModelProtocol
                init(viewModel: FolderViewModelProtocol) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
                override func viewDidLoad() {
                    viewModel.startListening { [weak self] in self?.reload() }
                }
                func reload() {}
            }
            """
        let ownView = "3: `changeListener` is a callback its own view sets; expose an output the view observes instead (`@Published`, a stream), and send reports upward through a responder"
        let upward = "3: `changeListener` is a callback; add a `ResponderAction` case and send it through the responder"
        XCTAssertEqual(findings(ResponderPatternRule(), [model, screen]).map { "\($0.line): \($0.finding.message)" }, [ownView])
        let coordinator = """
            final class FolderCoordinator {
                let model = FolderViewModel()
                func start() { model.startListening { print("changed") } }
            }
            """
        XCTAssertEqual(findings(ResponderPatternRule(), [model, screen, coordinator]).map { "\($0.line): \($0.finding.message)" }, [upward],
                       "a coordinator listens too")
        XCTAssertEqual(findings(ResponderPatternRule(), [model]).map { "\($0.line): \($0.finding.message)" }, [upward], "nobody calls it yet")
    }
}
