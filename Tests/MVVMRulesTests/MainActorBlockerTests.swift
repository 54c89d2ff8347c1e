import MVVMRules
import XCTest

/// What holds `@MainActor` back belongs to one declaration: a same-named class elsewhere (an iOS
/// and a macOS `CountryItemViewModel`) does not share it.
final class MainActorBlockerTests: XCTestCase {
    /// The first file's class (reported on), and a class of the same name conforming to a
    /// nonisolated project protocol.
    static let sameNamedClasses = [
        """
        final class CountryItemViewModel: ObservableObject {
            @Published private(set) var name = ""
        }
        """,
        """
        protocol CountryViewModel { func select() }
        final class CountryItemViewModel: CountryViewModel, ObservableObject {
            @Published private(set) var name = ""
            func select() {}
        }
        """,
    ]

    /// Whether the one view model of these files is reported (checked) with its fix offered.
    func fixOffered(_ sources: [String], file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let result = findings(MainActorViewModelRule(), sources)
        XCTAssertEqual(result.count, 1, "one finding expected", file: file, line: line)
        return result.first?.finding.fix != nil
    }

    func testAConformanceOfASameNamedClassDoesNotHoldThisOneBack() {
        let result = findings(MainActorViewModelRule(), Self.sameNamedClasses).map(\.finding)
        XCTAssertEqual(result.map(\.message), ["view model `CountryItemViewModel` is not `@MainActor`; its outputs drive the UI"])
        XCTAssertNotNil(result.first?.fix, "nothing holds this one back")
    }

    /// `Identifiable`'s `id` witnessed by a stored `let` stays readable off the main actor
    /// (checked with swiftc in both language modes); a stored `var` or a computed one does not.
    func testAStoredLetIdKeepsIdentifiableWhole() {
        func fix(_ id: String) -> Bool {
            findings(MainActorViewModelRule(), ["final class CardViewModel: ObservableObject, Identifiable {\n \(id)\n @Published private(set) var name = \"\" }"])
                .first?.finding.fix != nil
        }
        XCTAssertTrue(fix("let id = UUID()"))
        XCTAssertTrue(fix("let id: String"))
        XCTAssertFalse(fix("var id = UUID()"))
        XCTAssertFalse(fix("var id: String { name }"))
    }

    /// A conformance in the class's own declaration to a main-actor protocol isolates the whole
    /// class, as Swift infers it (checked with swiftc); one in an extension isolates only its
    /// witnesses, so the class is still reported.
    func testAConformanceToAMainActorProtocolInItsDeclarationIsolatesTheClass() {
        let listable = "@MainActor protocol ThreadListable { func refresh() }\n"
        func reported(_ source: String) -> Bool { !findings(MainActorViewModelRule(), [source]).isEmpty }
        XCTAssertFalse(reported(listable + "final class ThreadListViewModel: ObservableObject, ThreadListable { func refresh() {} }"))
        XCTAssertFalse(reported("protocol Listing: ThreadListable {}\n" + listable
                                + "final class ThreadListViewModel: ObservableObject, Listing { func refresh() {} }"), "a refinement of one")
        XCTAssertFalse(reported("final class NoteEditorViewModel: NSObject, ObservableObject, UITextViewDelegate {}"), "UIKit's delegates")
        XCTAssertTrue(reported(listable + "final class ThreadListViewModel: ObservableObject {}\nextension ThreadListViewModel: ThreadListable { func refresh() {} }"),
                      "a conformance in an extension")
        XCTAssertTrue(reported("final class FeedViewModel: NSObject, ObservableObject, NSFetchedResultsControllerDelegate {}"),
                      "Core Data's delegate is not main-actor")
        let handler = findings(MainActorViewModelRule(), ["final class WebViewModel: NSObject, ObservableObject {}\nextension WebViewModel: WKScriptMessageHandler {}"])
        XCTAssertNotNil(handler.first?.finding.fix, "a conformance in an extension to WebKit's main-actor handler keeps the fix")
    }

    /// Code in such a class runs on the main actor: it holds no fix back. Code in a class
    /// conforming to a protocol that is not main-actor does.
    func testCodeOfAClassInferredMainActorIsNoUseOffIt() {
        let viewModel = "final class CartViewModel: ObservableObject { @Published private(set) var count = 0\n func load() {} }"
        func fix(_ user: String) -> Bool { findings(MainActorViewModelRule(), [viewModel, user]).first?.finding.fix != nil }
        XCTAssertTrue(fix("final class CartDataSource: NSObject, UITableViewDataSource { let model = CartViewModel()\n func reload() { model.load() } }"))
        XCTAssertFalse(fix("final class CartSync: NSObject, NSFetchedResultsControllerDelegate { let model = CartViewModel()\n func reload() { model.load() } }"))
    }

    /// An AppKit or UIKit control is main-actor through its SDK base: not reported.
    func testASubclassOfAnSDKControlIsMainActorAlready() {
        XCTAssertTrue(findings(MainActorViewModelRule(), ["final class PlayButtonViewModel: NSControl, ObservableObject { @Published private(set) var isOn = false }"]).isEmpty)
    }

    /// An extension in another file of a `@MainActor` class is that class's code: main-actor.
    func testAnExtensionElsewhereOfAMainActorClassIsMainActorCode() {
        let viewModel = "final class PlaybackViewModel: ObservableObject { @Published private(set) var isPlaying = false\n func play() {} }"
        func fix(_ others: [String]) -> Bool { fixOffered([viewModel] + others) }
        XCTAssertTrue(fix(["@MainActor final class AppCoordinator {}", "extension AppCoordinator { func start() { PlaybackViewModel().play() } }"]))
        XCTAssertFalse(fix(["final class AppCoordinator {}", "extension AppCoordinator { func start() { PlaybackViewModel().play() } }"]))
        XCTAssertFalse(fix(["@MainActor final class AppCoordinator {}", "final class AppCoordinator {}",
                            "extension AppCoordinator { func start() { PlaybackViewModel().play() } }"]), "two of that name, one plain")
    }

    /// Core Data's background and context closures and key-value observing's handler are
    /// `@Sendable`: code there runs off the main actor, even the class's own.
    func testCoreDataAndKeyValueObservingClosuresRunOffTheMainActor() {
        func fix(_ body: String) -> Bool {
            fixOffered(["final class PreviewViewModel: NSObject, ObservableObject { @Published private(set) var image: Int? = nil\n \(body) }"])
        }
        XCTAssertFalse(fix("func load(_ container: NSPersistentContainer) { container.performBackgroundTask { _ in self.image = 1 } }"))
        XCTAssertFalse(fix("func load(_ context: NSManagedObjectContext) { context.perform { self.image = 1 } }"))
        XCTAssertFalse(fix("var token: NSKeyValueObservation?\n func watch(_ player: AVPlayer) { token = player.observe(\\.rate) { _, _ in self.image = 2 } }"))
        XCTAssertTrue(fix("func watch(_ defaults: Settings) { defaults.observe(.volume) { self.image = 2 } }"), "another observe")
    }

    /// `withObservationTracking`'s `onChange:` handler is `@Sendable`, called where the change
    /// happens (artemis-ios's `SearchTabViewModel` debouncing its search there); what it tracks
    /// runs where it is called.
    func testTheChangeHandlerOfObservationTrackingRunsOffTheMainActor() {
        func fix(_ body: String) -> Bool {
            fixOffered(["@Observable final class SearchTabViewModel {\n var query = \"\"\n private var task: Task<Void, Never>?\n \(body) }"])
        }
        XCTAssertFalse(fix("func observe() { withObservationTracking { _ = query } onChange: { [weak self] in self?.task?.cancel() } }"))
        XCTAssertFalse(fix("func observe() { withObservationTracking({ _ = query }, onChange: { self.task = nil }) }"))
        XCTAssertTrue(fix("func observe() { withObservationTracking { _ = query; task = nil } onChange: { print(1) } }"), "the tracked closure")
    }

    /// `@Observable` makes stored `var`s computed: a `deinit` reading one uses the class's isolated
    /// code; a `let` or an `@ObservationIgnored` one stays stored.
    func testADeinitOfAnObservableClassReadingAVarHoldsTheFixBack() {
        func fix(_ property: String) -> Bool { fixOffered(["@Observable final class StorageViewModel {\n \(property)\n deinit { print(observer) } }"]) }
        XCTAssertFalse(fix("var observer: Int? = nil"))
        XCTAssertTrue(fix("@ObservationIgnored var observer: Int? = nil"))
        XCTAssertTrue(fix("let observer = 1"))
    }

    /// A `deinit` or an override using a method, computed property or subscript that an
    /// extension declares — in any file — uses isolated code under `@MainActor` too (NotchDrop's
    /// `deinit { destroy() }`); a `nonisolated` one, or a local of that name, does not.
    func testADeinitOrOverrideUsingAnExtensionMemberHoldsTheFixBack() {
        let model = "final class ModemViewModel: ObservableObject {\n @Published private(set) var isOnline = false\n deinit { %@ } }"
        func fix(_ deinitBody: String, _ extensionBody: String) -> Bool {
            fixOffered([model.replacingOccurrences(of: "%@", with: deinitBody), "extension ModemViewModel {\n \(extensionBody)\n}"])
        }
        XCTAssertFalse(fix("hangUp()", "func hangUp() {}"))
        XCTAssertFalse(fix("self.hangUp()", "func hangUp() {}"))
        XCTAssertFalse(fix("print(status)", "var status: String { \"\" }"))
        XCTAssertTrue(fix("hangUp()", "nonisolated func hangUp() {}"))
        XCTAssertTrue(fix("let hangUp = { }; hangUp()", "func hangUp() {}"))
        XCTAssertTrue(fix("print(1)", "func hangUp() {}"), "the deinit uses nothing of the extension")
        XCTAssertTrue(fixOffered([model.replacingOccurrences(of: "deinit", with: "isolated deinit").replacingOccurrences(of: "%@", with: "hangUp()"),
                                  "extension ModemViewModel {\n func hangUp() {}\n}"]), "an isolated deinit runs on the class's actor")
        let message = findings(MainActorViewModelRule(), [model.replacingOccurrences(of: "%@", with: "\n hangUp()"), "extension ModemViewModel { func hangUp() {} }"])
            .first?.finding.message ?? ""
        XCTAssertTrue(message.hasSuffix("its nonisolated `deinit` uses a method or computed property of its own at File0.swift:4"), message)
        let overriding = findings(MainActorViewModelRule(), [
            "final class CalendarViewModel: BaseModel, ObservableObject {\n @Published private(set) var id = \"\"\n override func subscribe() {\n refresh() } }",
            "class BaseModel { func subscribe() {} }",
            "extension CalendarViewModel { func refresh() {} }",
        ]).first?.finding
        XCTAssertNil(overriding?.fix)
        XCTAssertTrue(overriding?.message.hasSuffix("its override of `subscribe` keeps the base class's isolation, which is not main-actor, and uses its own state at File0.swift:4") == true,
                      overriding?.message ?? "")
    }

    /// A local of a member's name hides it: `guard let playerItem = object as? AVPlayerItem` in
    /// an override is no use of the stored `playerItem`; the use after it of a computed property
    /// is the one cited.
    func testALocalHidingAMemberIsNoUseOfIt() {
        let overriding = findings(MainActorViewModelRule(), [
            "final class EditorViewModel: BaseModel, ObservableObject {\n @Published private(set) var ready = false\n var playerItem: Item!\n var trimming: Bool { ready }\n"
                + " override func observe(_ object: Any) {\n guard let playerItem = object as? Item else { return }\n print(playerItem)\n print(self.trimming) } }",
            "class BaseModel { func observe(_ object: Any) {} }\nfinal class Item {}",
        ]).first?.finding
        XCTAssertNil(overriding?.fix)
        XCTAssertTrue(overriding?.message.hasSuffix("uses its own state at File0.swift:8") == true, overriding?.message ?? "")
    }

    /// A local's annotation runs nothing: the construction below it is cited (artsy/eidolon's
    /// `var subject: KeypadViewModel!` in a Quick spec).
    func testALocalAnnotationIsCitedOnlyWhenNothingElseIs() {
        let result = findings(MainActorViewModelRule(), [
            "final class KeypadViewModel: ObservableObject { @Published private(set) var digits = 0 }",
            "final class KeypadSpec: QuickSpec {\n override func spec() {\n var subject: KeypadViewModel!\n beforeEach {\n subject = KeypadViewModel()\n }\n } }",
        ])
        XCTAssertTrue(result.first?.finding.message.hasSuffix("used off the main actor at File1.swift:5") == true, result.first?.finding.message ?? "")
        let returned = findings(MainActorViewModelRule(), [
            "final class SectionViewModel: ObservableObject { @Published private(set) var rows = 0 }",
            "enum SettingsAssembler {\n static func banner() -> SectionViewModel {\n SectionBuilder().build() } }",
            "final class SectionBuilder {\n func build() -> SectionViewModel {\n SectionViewModel() } }",
        ])
        XCTAssertTrue(returned.first?.finding.message.hasSuffix("used off the main actor at File2.swift:3") == true,
                      "a declared return type is cited only when nothing else is: " + (returned.first?.finding.message ?? ""))
    }

    func testUsesOfASameNamedClassStillHoldThisOneBack() {
        let result = findings(MainActorViewModelRule(), Self.sameNamedClasses + [
            """
            final class CountriesSection {
                func item() -> String { CountryItemViewModel().name }
            }
            """,
        ]).map(\.finding)
        XCTAssertEqual(result.count, 1)
        XCTAssertNil(result.first?.fix, "the other class's conformance must not hide this one's use off the main actor")
        XCTAssertTrue(result.first?.message.contains("used off the main actor at File2.swift:2") == true, result.first?.message ?? "")
    }

    func testAnItemOfACollectionViewIsMainActorCode() {
        let result = findings(MainActorViewModelRule(), [
            """
            final class RowViewModel: ObservableObject {
                @Published private(set) var title = ""
            }
            final class RowItem: NSCollectionViewItem {
                func configure() { _ = RowViewModel() }
            }
            """,
        ]).map(\.finding)
        XCTAssertEqual(result.count, 1)
        XCTAssertNotNil(result.first?.fix, "NSCollectionViewItem is a view controller: main-actor")
    }

    /// A base view model held back only because a subclass of it is used off the main actor
    /// still builds its own child view model in its nonisolated `init`: the child is held back
    /// too (pocket-casts-ios: `MessageSupportViewModel` building `SupportLogsViewModel`).
    func testAClassBuiltByABaseHeldBackThroughItsSubclassIsHeldBackToo() {
        let result = findings(MainActorViewModelRule(), [
            """
            class MessageViewModel: ObservableObject {
                @Published private(set) var logs: LogsViewModel
                init() { logs = LogsViewModel() }
            }
            final class CustomMessageViewModel: MessageViewModel {}
            final class LogsViewModel: ObservableObject {
                @Published private(set) var text = ""
            }
            """,
            """
            enum Mailer {
                static func make() -> CustomMessageViewModel { CustomMessageViewModel() }
            }
            """,
        ]).map(\.finding).filter { $0.message.contains("`LogsViewModel`") }
        XCTAssertEqual(result.count, 1)
        XCTAssertNil(result.first?.fix, "its builder cannot be main-actor: the fix would not compile")
        XCTAssertTrue(result.first?.message.contains("used off the main actor at File0.swift:3") == true, result.first?.message ?? "")
    }

    /// A base named only as a parameter's type off the main actor, whose subclass is built there:
    /// the subclass's construction is cited, not the parameter (SwiftHub's `ViewModel`).
    func testASubclassBuiltOffTheMainActorIsCitedOverABaseNamedAsAParameter() {
        let result = findings(MainActorViewModelRule(), [
            "class CardViewModel: ObservableObject {\n @Published private(set) var title = \"\"\n}",
            """
            final class Router {
                func open(_ model: CardViewModel) { show(model) }
                func show(_ any: AnyObject) {}
            }
            """, """
            final class PhotoCardViewModel: CardViewModel {}
            final class Loader {
                func load() { _ = PhotoCardViewModel() }
            }
            """,
        ]).map(\.finding).first { $0.message.contains("model `CardViewModel`") }
        XCTAssertNil(result?.fix)
        XCTAssertEqual(result?.message.components(separatedBy: "holds it back: ").last,
                       "its subclass `PhotoCardViewModel` would inherit it (used off the main actor) at File2.swift:3")
    }

    /// A subclass's own code naming its base would be isolated with it: it is no use off the main
    /// actor. A subclass that cannot be main-actor holds the base back as a subclass (Bark:
    /// `NewServerViewModel() as ViewModel` in `HomeViewModel.transform`, round 46).
    func testASubclassesOwnCodeIsNoUseOfItsBaseOffTheMainActor() {
        let result = findings(MainActorViewModelRule(), [
            """
            protocol ModelType { func transform(input: Int) -> Int }
            class BaseViewModel: NSObject {}
            final class HomeViewModel: BaseViewModel, ModelType {
                func transform(input: Int) -> Int { let model = ServerViewModel() as BaseViewModel; _ = model; return input }
            }
            final class ServerViewModel: BaseViewModel {}
            """,
        ]).map(\.finding).first { $0.message.contains("model `BaseViewModel`") }
        XCTAssertNil(result?.fix)
        XCTAssertEqual(result?.message.components(separatedBy: "holds it back: ").last,
                       "its subclass `HomeViewModel` would inherit it (it conforms to `ModelType`, whose requirements are not main-actor)")
    }

    /// NotificationCenter's `addObserver(forName:…)` runs its block on any queue; a project's own
    /// `addObserver { … }` taking a plain closure runs it where it is called (boring.notch's
    /// battery monitor, whose hold-back cited such a closure).
    func testOnlyNotificationCentersObserverBlockRunsOffTheMainActor() {
        func message(_ register: String) -> String? {
            findings(MainActorViewModelRule(), ["""
                final class BatteryMonitor {
                    func addObserver(_ body: @escaping (Int) -> Void) -> Int { 0 }
                }
                final class BatteryViewModel: ObservableObject {
                    @Published private(set) var level = 0
                    private let monitor = BatteryMonitor()
                    func start() {
                        \(register) { [weak self] value in self?.update(value) }
                    }
                    func update(_ value: Int) { level = value }
                }
                """]).map(\.finding).first { $0.message.contains("`BatteryViewModel`") }.map { $0.fix == nil ? $0.message : "fixed" }
        }
        XCTAssertEqual(message("_ = monitor.addObserver"), "fixed")
        XCTAssertEqual(message("NotificationCenter.default.addObserver(forName: .init(\"x\"), object: nil, queue: nil)"),
                       "view model `BatteryViewModel` is not `@MainActor`; its outputs drive the UI; `--fix` holds it back: used off the main actor at File0.swift:8")
    }

    /// A view model that nothing but main-actor code builds, plus other files; what holds it back.
    func blocker(_ others: [String]) -> String? {
        let result = findings(MainActorViewModelRule(), [
            """
            final class CardViewModel: ObservableObject {
                @Published private(set) var title = ""
                func rename(_ title: String) { self.title = title }
            }
            """,
        ] + others).map(\.finding).filter { $0.message.contains("`CardViewModel`") }
        XCTAssertEqual(result.count, 1)
        guard let finding = result.first else { return nil }
        if finding.fix != nil { return nil }
        return finding.message.components(separatedBy: "holds it back: ").last
    }

    /// A framework protocol adopted in an extension is a conformance, not a base class.
    func testAnOutsideProtocolAdoptedInAnExtensionIsCalledAConformance() {
        XCTAssertEqual(blocker(["extension CardViewModel: FirmwareUpdateDelegate { func updated() {} }"]),
                       "it conforms to `FirmwareUpdateDelegate`, which this project does not declare: its requirements may not be main-actor")
    }

    /// A typealias of the project's protocols (`typealias Feed = FeedInput & FeedOutput`) names
    /// those protocols, not a type the project does not declare (iOS-Clean-Architecture-MVVM's
    /// `MoviesListViewModel`).
    func testAConformanceThroughATypealiasNamesTheProtocolsBehindIt() {
        XCTAssertEqual(blocker(["""
            protocol CardInput { func rename(_ title: String) }
            protocol CardOutput { var title: String { get } }
            typealias CardModel = CardInput & CardOutput
            extension CardViewModel: CardModel {}
            """]), "it conforms to `CardModel`, a typealias of `CardInput`, whose requirements are not main-actor")
        XCTAssertEqual(blocker(["typealias Tracking = FirmwareUpdateDelegate\nextension CardViewModel: Tracking {}"]),
                       "it conforms to `Tracking`, a typealias of `FirmwareUpdateDelegate`, which this project does not declare: its requirements may not be main-actor")
    }

    /// Naming the type where nothing of it runs — a parameter the body never says, a namespace
    /// before a nested type — is no use of it (ios-mac-app: `openReportBugWindow(viewModel:)`).
    func testNamingTheTypeWhereNothingOfItRunsIsNoUse() {
        XCTAssertNil(blocker(["final class Windows { func open(viewModel: CardViewModel) { print(1) } }"]))
        XCTAssertEqual(blocker(["final class Windows {\n func open(viewModel: CardViewModel) { viewModel.rename(\"x\") } }"]),
                       "used off the main actor at File1.swift:2")
        XCTAssertNil(blocker(["extension CardViewModel { enum Kind { case a } }\nfinal class Menu { let kind: CardViewModel.Kind = .a }"]))
    }

    /// Closures Swift runs on the main actor — `MainActor.run`, `DispatchQueue.main.async`, a
    /// closure marked `@MainActor` — are not off it; a detached task inside one still is.
    func testMainActorClosuresAreNotOffTheMainActor() {
        XCTAssertNil(blocker(["""
            final class Mailer {
                func show() { DispatchQueue.main.async { _ = CardViewModel() } }
                func later() { DispatchQueue.main.asyncAfter(deadline: .now()) { _ = CardViewModel() } }
                func load() async { await MainActor.run { _ = CardViewModel() } }
                func start() { Task { @MainActor in _ = CardViewModel() } }
            }
            """]))
        XCTAssertEqual(blocker(["""
            final class Mailer {
                func show() { DispatchQueue.main.async {
                    Task.detached { _ = CardViewModel() }
                } }
            }
            """]), "used off the main actor at File1.swift:3")
    }

    /// The class's own code run off the main actor: a local function of the method around a
    /// background closure, called there, would be main-actor once the class is (zotero's
    /// `temporaryMaterializedJSONURL`); one declared inside the closure runs where the closure does.
    func testOwnLocalFunctionsCalledFromABackgroundClosureHoldTheFixBack() {
        func message(_ body: String) -> String? {
            findings(MainActorViewModelRule(), ["final class ExportViewModel: ObservableObject {\n@Published private(set) var url = \"\"\n" + body + "\n}"])
                .first.map { $0.finding.fix == nil ? $0.finding.message.components(separatedBy: "holds it back: ").last ?? "" : "fixed" }
        }
        XCTAssertEqual(message("""
            func export(name: String) {
                DispatchQueue.global().async { _ = temporary(name) }
                func temporary(_ name: String) -> String { name }
            }
            """), "used off the main actor at File0.swift:4")
        XCTAssertEqual(message("""
            func export(name: String) {
                DispatchQueue.global().async {
                    func temporary(_ name: String) -> String { name }
                    _ = temporary(name)
                }
            }
            """), "fixed", "a local function of the closure itself")
        XCTAssertEqual(message("""
            func export(name: String) {
                DispatchQueue.global().async { [self] in
                    _ = format(name)
                }
            }
            func format(_ name: String) -> String { name }
            """), "used off the main actor at File0.swift:5", "a method called with `self` implied")
    }

    /// A SwiftUI view's extension in the view's own file is main-actor code, as the view is.
    func testAnExtensionOfAMainActorTypeInItsFileIsMainActorCode() {
        XCTAssertNil(blocker(["""
            struct CardScreen: View {
                var body: some View { row }
            }
            private extension CardScreen {
                var row: some View { Text(CardViewModel().title) }
            }
            """]))
        XCTAssertNil(blocker(["struct CardScreen: View { var body: some View { EmptyView() } }",
                              "extension CardScreen { func make() -> CardViewModel { CardViewModel() } }"]),
                     "in another file too: the view's own declaration makes the whole type main-actor")
        XCTAssertEqual(blocker(["final class CardFactory {}",
                                "extension CardFactory { func make() -> CardViewModel { CardViewModel() } }"]),
                       "used off the main actor at File2.swift:1", "a plain class's extension elsewhere")
    }

    /// A value of the type reached through members in nonisolated code is a use, whatever names
    /// the type there (mastodon-ios: `cell.profileCardView.viewModel.familiarFollowers = nil` in a
    /// data source's cell provider).
    func testAValueReachedThroughAChainIsAUse() {
        let holder = "final class CardView { var viewModel: Model! }\ntypealias Model = CardViewModel\n"
        XCTAssertEqual(blocker([holder + "final class Section {\n func configure(_ view: CardView) {\n view.viewModel.rename(\"x\") } }"]),
                       "used off the main actor at File1.swift:5")
        XCTAssertEqual(blocker([holder + "final class Section { let view = CardView()\n func reset() {\n self.view.viewModel.rename(\"\") } }"]),
                       "used off the main actor at File1.swift:5")
        XCTAssertNil(blocker([holder + "@MainActor final class Section {\n func configure(_ view: CardView) {\n view.viewModel.rename(\"x\") } }"]),
                     "main-actor code")
        XCTAssertNil(blocker([holder + "final class Section {\n func configure(_ view: CardView) {\n _ = view.viewModel } }"]),
                     "the value handed on, none of its members used")
    }

    /// A chain from a type's static member reaches values as a chain from a value does
    /// (`AppContainer.shared.cardViewModel.rename(…)` in nonisolated code uses the view model).
    func testAValueReachedFromAStaticMemberIsAUse() {
        let container = "@MainActor final class Container { static let shared = Container()\n var viewModel = CardViewModel()\n var name = \"\" }\n"
        XCTAssertEqual(blocker([container + "final class Section {\n func reset() {\n Container.shared.viewModel.rename(\"\") } }"]),
                       "used off the main actor at File1.swift:6")
        XCTAssertNil(blocker([container + "final class Section {\n func reset() {\n _ = Container.shared.name.count } }"]),
                     "a chain that reaches another value")
        XCTAssertNil(blocker([container + "@MainActor final class Section {\n func reset() {\n Container.shared.viewModel.rename(\"\") } }"]),
                     "main-actor code")
    }

    /// `Outer.ViewModel` names one nested type: another type's nested `ViewModel` used off the
    /// main actor does not hold this one back (mastodon-ios: `ReportStatusTableViewCell.ViewModel`).
    func testAQualifiedUseIsOnlyItsOwnTypes() {
        let types = """
            enum Report { final class ViewModel: ObservableObject { @Published private(set) var sent = false } }
            enum Rules { final class ViewModel: ObservableObject { @Published private(set) var accepted = false } }
            """
        let result = findings(MainActorViewModelRule(), [types, "final class Exporter { func f() { _ = Report.ViewModel().sent } }"]).map(\.finding)
        let heldBack = Dictionary(uniqueKeysWithValues: result.map { ($0.message.contains("`Report.ViewModel`"), $0.fix == nil) })
        XCTAssertEqual(heldBack, [true: true, false: false], result.map(\.message).joined(separator: "\n"))
        let bare = findings(MainActorViewModelRule(), [types, "final class Exporter { func f(_ m: ViewModel) { _ = m } }"]).map(\.finding)
        XCTAssertEqual(bare.map { $0.fix == nil }, [true, true], "a bare name may be either")
    }

    /// A bare `ViewModel` inside a type that nests a protocol of that name (declared in an
    /// extension of it) is the protocol: a value of it used off the main actor is no use of any
    /// class named `ViewModel` elsewhere (FlowDown: `let viewModel: any ViewModel` in
    /// `MessageListView.Element`, round 45).
    func testANestedProtocolHidesTypesOfItsNameFurtherOut() {
        let editor = "enum Conversation { enum Editor {} }\n"
            + "extension Conversation.Editor { final class ViewModel: ObservableObject { @Published private(set) var text = \"\" } }\n"
        let list = "extension Conversation { enum List { struct Element { let viewModel: any ViewModel } } }\n"
            + "extension Conversation.List.Element { protocol ViewModel { func identify(_ hasher: inout Hasher) } }\n"
        let layout = "extension Conversation.List { final class Layout {\n func resolve(_ element: Element) {\n"
            + " var hasher = Hasher()\n element.viewModel.identify(&hasher) } } }\n"
        XCTAssertTrue(fixOffered([editor, list, layout]), "the protocol's value is no use of the class")
        let top = "final class ViewModel: ObservableObject { @Published private(set) var text = \"\" }\n"
        XCTAssertTrue(fixOffered([top, list, layout]), "nor of a top-level class of that name")
        let used = "final class Exporter { func f(_ m: Conversation.Editor.ViewModel) { _ = m.text } }\n"
        XCTAssertFalse(fixOffered([editor, list, layout, used]), "a use of the class itself still holds it back")
    }

    /// `Response.self` in a detached closure is the nested type's metatype, not the class's
    /// `self` (nostur's `Nip97LoginModel` decoding its nested response in a `dataTask` handler).
    func testAMetatypeInADetachedClosureIsNoUseOfTheClass() {
        func model(_ line: String) -> String {
            "final class LoginViewModel: ObservableObject {\n @Published private(set) var state = 0\n"
                + " func login(session: URLSession, request: URLRequest) {\n"
                + " session.dataTask(with: request) { data, _, _ in\n \(line)\n }.resume()\n }\n"
                + " struct Response: Decodable { let status: String }\n}\n"
        }
        XCTAssertTrue(fixOffered([model("_ = try? JSONDecoder().decode(Response.self, from: data!)")]))
        XCTAssertFalse(fixOffered([model("_ = self.state")]), "the class's own `self` still holds it back")
    }

    /// `Host(viewModel: .init(…))` builds the type `Host`'s initializer takes for `viewModel:`
    /// (woocommerce-ios: `SupportFormHostingController(viewModel: .init(sourceTag: …))` in a plain
    /// class); an implicit `.init` whose type nothing names stays unknown.
    func testAnImplicitInitializerGivenToAnInitializerBuildsItsParameterType() {
        let host = "final class CardHost { init(title: String, viewModel: CardViewModel) {} }\n"
        XCTAssertEqual(blocker([host + "final class Auth {\n func help() { _ = CardHost(title: \"\", viewModel: .init()) } }"]),
                       "used off the main actor at File1.swift:3")
        XCTAssertEqual(blocker([host + "final class Auth {\n func help() { _ = CardHost.init(title: \"\",\n viewModel: .init()) } }"]),
                       "used off the main actor at File1.swift:4")
        XCTAssertNil(blocker([host + "final class Auth {\n func help() { _ = CardHost(title: \"\", viewModel: make(.init())) } }"]),
                     "an argument of another call")
        XCTAssertNil(blocker([host + "@MainActor final class Auth {\n func help() { _ = CardHost(title: \"\", viewModel: .init()) } }"]))
    }

    /// A stored property's type runs nothing but may be built out of sight (`return .init(…)` in
    /// a closure, TwidereX-iOS): it holds the fix back, and the finding cites where the view model
    /// is built or called when there is such a place (Loop: `var viewModel:
    /// ManualEntryDoseViewModel!` was cited instead of its construction in `setUp`).
    func testAStoredPropertyTypeHoldsBackButIsCitedOnlyWhenNothingElseIs() {
        XCTAssertEqual(blocker(["""
            final class CardTests: XCTestCase {
                var viewModel: CardViewModel!

                override func setUp() {
                    viewModel = CardViewModel()
                }
            }
            """]), "used off the main actor at File1.swift:5")
        XCTAssertEqual(blocker(["""
            final class CardCoordinator {
                var viewModel: CardViewModel?

                func rename() {
                    viewModel?.rename("x")
                }
            }
            """]), "used off the main actor at File1.swift:5")
        XCTAssertEqual(blocker(["final class CardHolder { weak var viewModel: CardViewModel? }"]), "its type is written off the main actor (an `.init()` there may build one) at File1.swift:1")
        // CodeEdit: `self.commandsPaletteState = .init()` in the document that holds one.
        XCTAssertEqual(blocker(["final class Document {\n var palette: CardViewModel?\n func open() {\n self.palette = .init() } }"]),
                       "used off the main actor at File1.swift:4")
        XCTAssertEqual(blocker(["final class Document {\n var palette: CardViewModel?\n func open() {\n palette = .init() } }"]),
                       "used off the main actor at File1.swift:4")
        XCTAssertEqual(blocker(["final class CardHolder { let viewModel: CardViewModel = .init() }"]),
                       "used off the main actor at File1.swift:1", "an initial value builds one")
    }

    /// UIKit's diffable data sources are main-actor; the completion handlers the SDK calls on a
    /// queue of its own (`setAlternateIconName`) are `@Sendable`, off the main actor even in a view.
    func testTheSDKsMainActorClassesAndSendableHandlers() {
        XCTAssertNil(blocker(["""
            final class CardsSource: UITableViewDiffableDataSource<Int, Int> {
                func make() -> CardViewModel { CardViewModel() }
            }
            """]))
        XCTAssertEqual(blocker(["""
            struct IconPicker: View {
                @StateObject var viewModel = CardViewModel()
                var body: some View { EmptyView() }
                func pick() {
                    UIApplication.shared.setAlternateIconName(nil) { _ in
                        self.viewModel.rename("default")
                    }
                }
            }
            """]), "used off the main actor at File1.swift:6")
    }

    /// A bare name is looked up from its scope out, as Swift does: `ViewModel` inside `Avatar`,
    /// which nests one in an extension elsewhere, is `Avatar.ViewModel` and holds back no other
    /// `ViewModel` (TwidereX-iOS: `AvatarBarButtonItem` held back eight nested view models).
    func testABareNameInsideATypeNestingOneIsThatType() {
        // Findings are read on the first file; `Avatar` itself is in the second.
        let types = [
            """
            extension Avatar { final class ViewModel: ObservableObject { @Published private(set) var url = "" } }
            enum Card { final class ViewModel: ObservableObject { @Published private(set) var title = "" } }
            """,
            "final class Avatar { let model = ViewModel() }",
        ]
        let result = findings(MainActorViewModelRule(), types).map(\.finding)
        let heldBack = Dictionary(uniqueKeysWithValues: result.map { ($0.message.contains("`Avatar.ViewModel`"), $0.fix == nil) })
        XCTAssertEqual(heldBack, [true: true, false: false], result.map(\.message).joined(separator: "\n"))
    }

    /// A parameter's type and an enum case's payload name the type without running it: cited only
    /// when nothing else holds it back (TwidereX-iOS: a scene enum's `case profile(viewModel:)`).
    func testTypesOfParametersAndPayloadsAreCitedOnlyWhenAlone() {
        XCTAssertEqual(blocker(["""
            enum Scene {
                case card(viewModel: CardViewModel)
            }
            final class Coordinator {
                func show(_ model: CardViewModel) { present(model) }
                func present(_ any: AnyObject) {}
                func make() { _ = CardViewModel() }
            }
            """]), "used off the main actor at File1.swift:7")
        XCTAssertEqual(blocker(["enum Scene {\n case card(viewModel: CardViewModel)\n}"]), "its type is written off the main actor (an `.init()` there may build one) at File1.swift:2")
        // Built by a view model only found held back later: that construction is cited.
        XCTAssertEqual(blocker(["""
            enum Scene { case card(viewModel: CardViewModel) }
            final class SearchViewModel: ObservableObject {
                @Published private(set) var query = ""
                init() { _ = CardViewModel() }
            }
            final class Coordinator { func open() { _ = SearchViewModel() } }
            """]), "used off the main actor at File1.swift:4")
        XCTAssertNil(blocker(["final class CloseItem: UIBarButtonItem { func make() -> CardViewModel { CardViewModel() } }"]),
                     "a bar button item is main-actor")
    }

    /// `Other.ViewModel` built in the code of `extension Mine.ViewModel` is no use of its own
    /// (TwidereX-iOS: `ReplySettingBannerView.ViewModel(…)` in `StatusView.ViewModel`'s
    /// nonisolated convenience init, where --fix annotated the banner's view model).
    func testAnotherNestedTypeOfTheSameNameIsNotItsOwnCode() {
        let result = findings(MainActorViewModelRule(), [
            "public struct Banner { public final class ViewModel: ObservableObject { @Published public var tag = 0 } }",
            """
            extension Status { public final class ViewModel: ObservableObject { @Published public var x = 0 } }
            extension Status.ViewModel {
                func makeBanner() { _ = Banner.ViewModel() }
            }
            public final class Status {}
            final class Facade { func f() { _ = Status.ViewModel() } }
            """,
        ]).map(\.finding)
        XCTAssertEqual(result.count, 1)
        XCTAssertNil(result.first?.fix, "built in a nonisolated method of a view model held back itself")
        XCTAssertTrue(result.first?.message.contains("used off the main actor at File1.swift:3") == true, result.first?.message ?? "")
    }

    /// `@Model`, SwiftData's macro, names no class `Model` used there (BookPlayer's
    /// `ItemDetailsHardcoverSectionView.Model` was held back citing an entity's attribute, round 38).
    func testAnAttributeNamesNoUseOfAClass() {
        XCTAssertTrue(fixOffered([
            "struct DetailsView: View { @StateObject var model = Model()\n final class Model: ObservableObject { @Published var title = \"\"\n func load() {} } }",
            "@Model final class SyncTask { var id = 0 }",
        ]))
        XCTAssertFalse(fixOffered([
            "struct DetailsView: View { @StateObject var model = Model()\n final class Model: ObservableObject { @Published var title = \"\"\n func load() {} } }",
            "final class SyncTask { func make() { _ = DetailsView.Model() } }",
        ]), "a construction still holds it back")
    }

    /// `Row.Model`, a nesting the project declares of a struct, is that struct: no use of another
    /// `Model` (BookPlayer's `HardcoverBookRow.Model` held back every nested `Model`, round 38).
    func testADeclaredNestingOfAnotherTypeIsNoUseOfANamesake() {
        let view = "struct DetailsView: View { @StateObject var model = Model()\n final class Model: ObservableObject { @Published var title = \"\"\n func load() {} } }"
        XCTAssertTrue(fixOffered([view, "struct Row { struct Model {} }\nstruct Payload { let selection: Row.Model? }"]))
        XCTAssertFalse(fixOffered([view, "struct Payload { let selection: Kit.Model? }"]), "a nesting the project does not declare may be any `Model`")
    }

    /// A use in the code of `Section.Model` is that class's, not any `Model`'s: another nested
    /// `Model` held back does not hold back what this one holds, which one `--fix` annotates with
    /// it (BookPlayer: a second `--fix` annotated `HardcoverBookPickerView.Model`, round 38).
    func testTheOwnerOfAUseIsTheNestedClassItself() {
        let result = findings(MainActorViewModelRule(), [
            """
            struct PickerView: View { @ObservedObject var viewModel: PickerView.Model
             final class Model: ObservableObject { @Published var query = ""
              func search() {} } }
            struct SectionView: View { @StateObject var viewModel = Model()
             final class Model: ObservableObject { @Published var picker: PickerView.Model = .init()
              func load() {} } }
            protocol Loader { func load() }
            struct ListView: View { @StateObject var viewModel = Model()
             final class Model: ObservableObject, Loader { @Published var rows = 0
              func load() {} } }
            """,
        ]).map(\.finding)
        XCTAssertEqual(result.count, 3)
        XCTAssertNotNil(result.first { $0.message.contains("`PickerView.Model`") }?.fix, "held by a class one --fix annotates")
        XCTAssertNotNil(result.first { $0.message.contains("`SectionView.Model`") }?.fix)
        XCTAssertNil(result.first { $0.message.contains("`ListView.Model`") }?.fix, "its nonisolated conformance holds it back alone")
    }

    /// `extension ViewModel` through the file's `private typealias ViewModel = ProfileView.ViewModel`
    /// is `ProfileView.ViewModel`'s code: its detached use of `self` holds back that class alone,
    /// not every nested `ViewModel` (Suwatte: seventeen held back by one line, round 40).
    func testAnExtensionThroughAFileAliasIsTheAliasedTypesCode() {
        let result = findings(MainActorViewModelRule(), [
            """
            struct ProfileView: View { @StateObject var model = ViewModel()
             final class ViewModel: ObservableObject { @Published var title = ""
              func load() {} } }
            struct ListView: View { @StateObject var model = ViewModel()
             final class ViewModel: ObservableObject { @Published var rows = 0
              func load() {} } }
            """,
            """
            private typealias ViewModel = ProfileView.ViewModel
            extension ViewModel {
                func save() { Task.detached { [weak self] in self?.store() } }
                func store() {}
            }
            """,
        ]).map(\.finding)
        XCTAssertEqual(result.count, 2)
        XCTAssertNil(result.first { $0.message.contains("`ProfileView.ViewModel`") }?.fix)
        XCTAssertNotNil(result.first { $0.message.contains("`ListView.ViewModel`") }?.fix, "another nested ViewModel")
    }
}
