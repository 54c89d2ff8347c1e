import MVVMRules
import SwiftLexer
import SwiftOutline
import XCTest

/// The project index as a semantic model: modules, qualified types, roles by evidence, screens,
/// reducers, callbacks — each reading of SPEC §3 that real apps broke.
final class SemanticModelTests: XCTestCase {
    // MARK: - Modules and qualified types

    /// Names are split at their last dot on the UTF-8 bytes: the index found must be the one
    /// the string's own search finds, for strings, substrings and text before the dot that is
    /// not ASCII.
    func testTheLastDotOfANameIsFoundOnItsBytes() {
        for name in ["Row", "LoginView.Row", "A.B.C", ".x", "x.", "Ünïcode.Typ", "é.ß.ö", ""] {
            XCTAssertEqual(QualifiedNames.lastDot(name), name.lastIndex(of: "."), name)
            let inner = ("(" + name + ")").dropFirst().dropLast()
            XCTAssertEqual(QualifiedNames.lastDot(inner), inner.lastIndex(of: "."), name)
        }
        XCTAssertEqual(QualifiedNames.simpleName("Ünïcode.Typ"), "Typ")
    }


    func testPackageTargetsAreModulesAndSameNamedTypesStayApart() {
        let manifest = """
            let package = Package(name: "Demo", targets: [
                .target(name: "Macros", path: "Sources/MacroDemo"),
                .target(name: "Pets"),
                .testTarget(name: "PetsTests", dependencies: ["Pets"]),
            ])
            """
        let model = index(outlines([], named: [
            ("Demo/Package.swift", manifest),
            ("Demo/Sources/MacroDemo/Dog.swift", "@Observable final class Dog { func bark() {} }\nstruct DogView: View { @State var dog = Dog() }"),
            ("Demo/Sources/Pets/Dog.swift", "final class Dog {}"),
            ("App/Home.swift", "struct Home {}"),
        ]))
        XCTAssertEqual(model.module(ofFile: "/project/Demo/Sources/MacroDemo/Dog.swift"), "Macros")
        XCTAssertEqual(model.module(ofFile: "/project/Demo/Sources/Pets/Dog.swift"), "Pets")
        XCTAssertEqual(model.module(ofFile: "/project/Demo/Tests/PetsTests/DogTests.swift"), "PetsTests")
        XCTAssertEqual(model.module(ofFile: "/project/App/Home.swift"), "App")
        let macroDog = model.id("Dog", module: "Macros"), petsDog = model.id("Dog", module: "Pets")
        XCTAssertNotNil(macroDog)
        XCTAssertNotEqual(macroDog, petsDog, "two primary declarations never merge")
        XCTAssertTrue(model.isViewModel(macroDog!))
        XCTAssertFalse(model.isViewModel(petsDog!), "another module's `Dog` is not the view model")
    }

    /// Two declarations of one name in one module (an app's and its watch app's, targets of one
    /// Xcode project) are told apart where they are named: a view's type is the nearest by folder.
    func testANamesakeIsResolvedToTheDeclarationNearestTheCodeNamingIt() {
        let model = index(outlines([], named: [
            ("App/Main/MainPresenter.swift", "final class MainPresenter { func load() {} }"),
            ("Watch/Main/MainPresenter.swift", "@Observable final class MainPresenter { var items: [Int] = []\n func load() {} }"),
            ("Watch/Main/MainView.swift", "struct MainView: View { @State private var presenter = MainPresenter() }"),
        ]))
        let watch = model.types.first { $0.name == "MainPresenter" && $0.file.contains("/Watch/") }!.id
        let app = model.types.first { $0.name == "MainPresenter" && $0.file.contains("/App/") }!.id
        XCTAssertEqual(model.resolve("MainPresenter", from: model.id("MainView")!), watch)
        XCTAssertTrue(model.isViewModel(watch), "the watch view's own model")
        XCTAssertFalse(model.isViewModel(app))
    }

    func testObservableEntitiesOfAViewFreeModuleAreModelsNotViewModels() {
        let model = index(outlines([], named: [
            ("Kit/Package.swift", "let p = Package(targets: [.target(name: \"Kit\")])"),
            ("Kit/Sources/Kit/Bottle.swift", "public final class Bottle: ObservableObject {}"),
            ("App/BottleView.swift", "struct BottleView: View { @ObservedObject var bottle: Bottle }"),
        ]))
        XCTAssertFalse(model.isViewModel(named: "Bottle"))
        XCTAssertEqual(model.roles[model.id("Bottle")!].exclusion, .modelLayer("Kit"))
    }

    func testAModelNamedAfterItsViewIsItsOwnAmongSeveral() {
        let model = index(outlines([
            """
            final class CreateAccountModel: ObservableObject { @Published var name = ""
                func reset() { name = "" } }
            final class UploadObserver: ObservableObject { @Published var progress = 0.0 }
            struct BannerView: View { @ObservedObject var viewModel: UploadObserver }
            struct CreateAccountView: View {
                @StateObject var account = CreateAccountModel()
                @StateObject var uploadObserver = UploadObserver()
            }
            """,
        ]))
        let view = model.id("CreateAccountView")!
        XCTAssertEqual(model.ownViewModel(of: view)?.name, "account", "`CreateAccountModel` is named after `CreateAccountView`")
        XCTAssertTrue(model.isViewModel(named: "CreateAccountModel"))
    }

    func testAProtocolABaseClassAdoptsNamesItsSubclassesViewModels() {
        let model = index(outlines([
            """
            protocol LaunchProtocol: ObservableObject {}
            class LaunchBase: LaunchProtocol, ObservableObject {}
            final class CatalogLaunchViewModel: LaunchBase {}
            final class BrowserViewModel: ObservableObject {}
            struct Content<Model>: View where Model: LaunchProtocol {
                let browser: BrowserViewModel
                @ObservedObject var model: Model
            }
            """,
        ]))
        XCTAssertEqual(model.ownViewModel(of: model.id("Content")!)?.name, "model")
    }

    /// `@StateObject private var model: Self.Model` is the view's own nested `Model` (SPEC §3),
    /// not the first type of that name elsewhere (BookPlayer's `ChaptersView`, round 38).
    func testSelfQualifiedTypesAreTheEnclosingTypesOwn() {
        let model = index(outlines([
            "@Model final class Model { var title = \"\" }",
            """
            struct ChaptersView: View {
                @StateObject private var model: Self.Model
                @StateObject private var theme = ThemeViewModel()
            }
            extension ChaptersView {
                final class Model: ObservableObject { func select() {} }
            }
            class BaseScreen { class Model: ObservableObject {} }
            final class DetailScreen: BaseScreen { let held: Self.Model? = nil }
            """,
        ]))
        let view = model.id("ChaptersView")!
        XCTAssertEqual(model.types[view].properties.map(\.typeName), ["Self.Model", "ThemeViewModel"])
        XCTAssertEqual(model.resolve("Self.Model", from: view), model.id("ChaptersView.Model"))
        XCTAssertEqual(model.ownViewModel(of: view)?.name, "model")
        XCTAssertTrue(model.isViewModel(model.id("ChaptersView.Model")!))
        XCTAssertEqual(model.resolve("Self.Model", from: model.id("DetailScreen")!), model.id("BaseScreen.Model"), "inherited from the base class")
    }

    // MARK: - Types of members

    func testPropertyTypesReadGenericBaseClassesThroughTheirArguments() {
        let model = index(outlines([
            """
            class Store<State, Action> {
                private var current: State
                var state: State { get { current } set { current = newValue } }
                var bindings: State.Bindings { fatalError() }
                init(state: State) { current = state }
            }
            class ScreenStore<Screen>: Store<Screen, Int> {}
            struct LoginState { struct Bindings {} }
            struct Other {}
            final class LoginModel: ScreenStore<LoginState> {}
            final class Loose<T>: Store<T, Int> {}
            extension LoginModel { var other: Other { Other() } }
            """,
        ]))
        let login = model.id("LoginModel")!, loose = model.id("Loose")!
        XCTAssertEqual(model.propertyType("state", of: login), model.id("LoginState"), "two levels of arguments substituted")
        XCTAssertEqual(model.propertyType("bindings", of: login), model.id("LoginState.Bindings"), "a member type of an argument")
        XCTAssertEqual(model.propertyType("other", of: login), model.id("Other"), "a computed property from an extension")
        XCTAssertNil(model.propertyType("current", of: model.id("Store")!), "an unbound parameter stays unknown")
        XCTAssertNil(model.propertyType("state", of: loose), "an argument that is the subclass's own parameter stays unknown")
        XCTAssertNil(model.propertyType("missing", of: login))
    }

    func testNestedTypesAreQualifiedByTheirNesting() {
        let model = index(outlines([
            "struct ItemView: View { struct Body {} }",
            "struct OtherView: View { struct Body {} }",
            "extension Outer { final class Inner: ObservableObject {} }\nstruct Outer {}",
        ]))
        XCTAssertNotNil(model.id("ItemView.Body"))
        XCTAssertNotNil(model.id("OtherView.Body"))
        XCTAssertNotEqual(model.id("ItemView.Body"), model.id("OtherView.Body"))
        XCTAssertNotNil(model.id("Outer.Inner"), "a type nested in `extension Outer` is `Outer.Inner`, not `Outer`")
    }

    func testResolutionGoesThroughNestingThenModule() {
        let model = index(outlines([
            "struct Row: View { final class ViewModel: ObservableObject {}\n @StateObject var model = ViewModel() }",
            "final class ViewModel {}",
        ]))
        let row = model.id("Row")!
        XCTAssertEqual(model.resolve("ViewModel", from: row), model.id("Row.ViewModel"))
        XCTAssertEqual(model.resolve("ViewModel", module: "App", scope: ""), model.id("ViewModel"))
    }

    func testExtensionsAttachToTheTypeTheyExtend() {
        let model = index(outlines([
            "final class Cart {}",
            "extension Cart: ObservableObject {}\n@MainActor extension Cart {}",
            "struct CartView: View { @ObservedObject var viewModel: Cart }",
        ]))
        let cart = model.id("Cart")!
        XCTAssertTrue(model.isViewModel(cart), "observable through an extension, held by a view")
        XCTAssertTrue(model.types[cart].inheritance.contains("ObservableObject"))
    }

    // MARK: - Roles by evidence

    func testViewModelsNeedEvidenceBeyondConformance() {
        let model = index(outlines([
            "final class LoginViewModel {}",
            "final class PlayerManager: ObservableObject {}",
            "final class Theme: ObservableObject {}",
            "final class AppDelegate: NSObject, ObservableObject {}",
            "@Observable final class Feed { func reload() {} }\nstruct FeedView: View { @State private var feed = Feed() }",
            "@Observable final class Overlay { var isLoading = false }\nstruct OverlayView: View { @State private var overlay = Overlay() }",
            "final class Counter: ObservableObject { enum Action { case add }\n func handle(_ action: Action) { switch action { case .add: break } } }",
            "final class Session: ObservableObject {}\nstruct Root: View { @EnvironmentObject var session: Session }",
            """
            enum PickerAction { case pick }
            final class PanelController: ObservableObject {
                func perform(_ action: PickerAction) { switch action { case .pick: break } }
            }
            struct PickButton: View { @EnvironmentObject var panel: PanelController }
            """,
            "final class StatusViewModel: ObservableObject {}\nstruct StatusBar: View { @EnvironmentObject var status: StatusViewModel }",
            "final class TabsViewModel: ObservableObject {}\nstruct TabStrip: View { @EnvironmentObject var tabs: TabsViewModel }\n"
                + "struct TabHost: View { @ObservedObject var viewModel: TabsViewModel }",
            "final class DraftViewModel {}\nstruct Composer: View { @Environment(DraftViewModel.self) var draft }",
        ]))
        XCTAssertEqual(model.roles[model.id("StatusViewModel")!].exclusion, .sharedThroughEnvironment,
                       "named as a view model, but views reach it only through the environment (SPEC §3): a shared service")
        XCTAssertTrue(model.isViewModel(named: "TabsViewModel"), "a view holds it as its model too")
        XCTAssertTrue(model.isViewModel(named: "DraftViewModel"), "not observable: the name decides")
        XCTAssertTrue(model.isViewModel(named: "LoginViewModel"), "suffix")
        XCTAssertTrue(model.isViewModel(named: "Feed"), "observable with a method, owned by a view")
        XCTAssertFalse(model.isViewModel(named: "Overlay"), "owned by a view, but only flags: its UI state")
        XCTAssertEqual(model.roles[model.id("Overlay")!].exclusion, .uiState(view: "OverlayView"))
        XCTAssertTrue(model.isViewModel(named: "Counter"), "observable with a reducer over its own action enum")
        XCTAssertFalse(model.isViewModel(named: "PlayerManager"), "service suffix")
        XCTAssertFalse(model.isViewModel(named: "Theme"), "service suffix")
        XCTAssertFalse(model.isViewModel(named: "AppDelegate"), "observable, but no view holds it")
        XCTAssertFalse(model.isViewModel(named: "Session"), "reached only through the environment: a shared service")
        XCTAssertEqual(model.roles[model.id("Session")!].exclusion, .sharedThroughEnvironment)
        XCTAssertEqual(model.roles[model.id("PanelController")!].exclusion, .sharedThroughEnvironment,
                       "a reducer, but views reach it only through the environment: a shared service")
        XCTAssertTrue(model.roles[model.id("Counter")!].reducers.contains("handle"))
        XCTAssertTrue(model.describe(model.id("Feed")!).contains("held by `FeedView.feed`"), model.describe(model.id("Feed")!))
    }

    /// Named `model` or owned alone, and still no view model: a box of stored values with no code,
    /// an entity the app stores, one of the items a view keeps a collection of.
    func testBoxesEntitiesAndItemsAViewHoldsAreNoViewModels() {
        let model = index(outlines([
            "@Observable final class ToolbarModel { var uploadAPI: APIClient? }\nstruct Toolbar: View { let model: ToolbarModel }",
            "final class Task: ObservableObject, Identifiable, Codable { @Published var name = \"\"\n func rename() {} }\n"
                + "struct AddTaskView: View { @StateObject var task = Task() }",
            "@Observable final class TrayItem { func show() {} }\n"
                + "struct TrayEditor: View { @State var items: [TrayItem] = []\n @State var pickedUp: TrayItem? }",
            "@Observable final class Editor { var text = \"\"\n func save() {} }\nstruct EditorView: View { let model: Editor }",
        ]))
        XCTAssertFalse(model.isViewModel(named: "ToolbarModel"), "no code: a box its holders fill in")
        XCTAssertEqual(model.roles[model.id("ToolbarModel")!].exclusion, .stateBox)
        XCTAssertFalse(model.isViewModel(named: "Task"), "Codable: an entity")
        XCTAssertEqual(model.roles[model.id("Task")!].exclusion, .entity)
        XCTAssertFalse(model.isViewModel(named: "TrayItem"), "the view keeps a collection of them: one of its items")
        XCTAssertTrue(model.isViewModel(named: "Editor"), "with a method, named `model`")
    }

    /// `X.member` hands out an existing instance through a singleton's accessor or a container;
    /// a view model's own static member builds a placeholder of its own; and a member's type is
    /// the qualifier's only for a property named as a model.
    func testStaticMembersAViewStartsFrom() {
        let model = index(outlines([
            "final class ComposeViewModel { static var emptyState: ComposeViewModel { ComposeViewModel() }\n func load() {} }",
            "final class DrawingViewModel { static let defaultColor = 1\n func draw() {} }",
            "final class UpdateViewModel: ObservableObject { @Published var ready = false\n func check() {} }",
            "final class ComposeViewController: UIViewController { var viewModel = ComposeViewModel.emptyState }",
            "final class DrawingViewController: UIViewController { private var brushColor = DrawingViewModel.defaultColor\n private let viewModel = DrawingViewModel() }",
            "struct UpdateView: View { @StateObject var update: UpdateViewModel = CurrentEnv.updateViewModel }",
        ]))
        let compose = model.types[model.id("ComposeViewController")!].properties.first { $0.name == "viewModel" }!
        XCTAssertEqual(compose.typeName, "ComposeViewModel")
        XCTAssertFalse(compose.isSharedInstance, "a placeholder the view model's type builds")
        XCTAssertEqual(model.ownViewModel(of: model.id("ComposeViewController")!)?.name, "viewModel")
        let brush = model.types[model.id("DrawingViewController")!].properties.first { $0.name == "brushColor" }!
        XCTAssertEqual(brush.typeName, "", "`defaultColor` is no `DrawingViewModel`")
        let update = model.types[model.id("UpdateView")!].properties.first { $0.name == "update" }!
        XCTAssertTrue(update.isSharedInstance, "a container's member: an existing instance")
    }

    func testUIKitContainerControllersAreViewControllers() {
        let model = index(outlines([
            "final class TabsViewModel { func load() {} }\nfinal class MainTabBarController: UITabBarController { private let viewModel = TabsViewModel() }",
            "final class RootNavigationController: UINavigationController {}",
        ]))
        XCTAssertTrue(model.roles[model.id("MainTabBarController")!].isView)
        XCTAssertTrue(model.roles[model.id("RootNavigationController")!].isView)
        XCTAssertEqual(model.ownViewModel(of: model.id("MainTabBarController")!)?.name, "viewModel")
    }

    func testAWindowControllerIsAScreenAndAHostingControllerIsNot() {
        let model = index(outlines([
            "final class ActivityViewModel {}\nfinal class ActivityWindowController: NSWindowController { private let model = ActivityViewModel() }",
            "final class SettingsViewModel: ObservableObject {}\nfinal class SettingsHost: UIHostingController<SettingsView> { let viewModel = SettingsViewModel() }",
        ]))
        XCTAssertEqual(model.ownViewModel(of: model.id("ActivityWindowController")!)?.name, "model")
        XCTAssertFalse(model.roles[model.id("SettingsHost")!].isView, "it builds the screen it hosts, as a coordinator does")
    }

    func testASubclassScreenTakesItsBasesModelAndTheSubclassItCastsTo() {
        let model = index(outlines([
            """
            class ListViewModel {}
            final class SearchListViewModel: ListViewModel {}
            final class HistoryViewModel {}
            """,
            "class ListViewController: UIViewController { var viewModel: ListViewModel! }",
            """
            final class SearchViewController: ListViewController {
                private let historyViewModel = HistoryViewModel()
                private var searchViewModel: SearchListViewModel! { viewModel as? SearchListViewModel }
            }
            """,
            "final class PlainListViewController: ListViewController {}",
        ]))
        let search = model.ownViewModel(of: model.id("SearchViewController")!)
        XCTAssertEqual(search?.name, "viewModel", "the base's model, named as the model, before a second one the subclass holds")
        XCTAssertEqual(search?.typeName, "SearchListViewModel", "the subclass its accessor casts the model to")
        XCTAssertTrue(model.isOwnViewModel(model.id("SearchListViewModel")!, of: model.id("SearchViewController")!))
        XCTAssertFalse(model.isOwnViewModel(model.id("HistoryViewModel")!, of: model.id("SearchViewController")!))
        XCTAssertEqual(model.ownViewModel(of: model.id("PlainListViewController")!)?.typeName, "ListViewModel")
    }

    /// A `@Binding` its file never writes is only read: assignments, `$name`, `_name`, `&name`
    /// and method calls on it (which may mutate) all write it, also through `self.`.
    func testABindingIsUnwrittenOnlyWhereNothingCanWriteIt() {
        let bodies: [(String, Bool)] = [
            ("Text(\"\\(status)\")", true),
            ("Text(status.description)", true),
            ("Text(\"\").onTapGesture { status += 1 }", false),
            ("TextField(\"\", value: $status, format: .number)", false),
            ("Text(\"\").onTapGesture { status.negate() }", false),
            ("Text(\"\").onTapGesture { _status.wrappedValue = 2 }", false),
            ("Text(\"\").onTapGesture { self.status = 2 }", false),
            ("Text(\"\").onTapGesture { bump(&status) }", false),
        ]
        for (body, unwritten) in bodies {
            let model = index(outlines(["struct Indicator: View {\n @Binding var status: Int\n var body: some View { \(body) }\n}\n"
                + "func bump(_ value: inout Int) {}"]))
            XCTAssertEqual(model.isUnwrittenBinding("status", of: model.id("Indicator")!), unwritten, body)
        }
    }

    func testAPrivateTypeOnlyPreviewsNameIsPreviewScaffolding() {
        let model = index(outlines([
            """
            protocol ChipsModel: ObservableObject { var onChipTapped: ((Int) -> Void)? { get } }
            struct ChipsView<Model: ChipsModel>: View {
                @ObservedObject var viewModel: Model
                var body: some View { Button("Tap") { viewModel.onChipTapped?(1) } }
            }
            private final class MockChipsViewModel: ChipsModel {
                var onChipTapped: ((Int) -> Void)?
            }
            private final class SharedChipsViewModel: ChipsModel {
                var onChipTapped: ((Int) -> Void)?
            }
            let shared = SharedChipsViewModel()
            #Preview { ChipsView(viewModel: MockChipsViewModel()) }
            """,
        ]))
        XCTAssertFalse(model.isViewModel(named: "MockChipsViewModel"), "named only by the preview")
        XCTAssertTrue(model.isViewModel(named: "SharedChipsViewModel"), "named outside the preview too")
    }

    func testATypeOnlyPreviewsInOtherFilesNameIsPreviewScaffolding() {
        let model = index(outlines([
            """
            final class BadgeViewModel: ObservableObject { @Published var count = 0 }
            struct BadgeView: View { @ObservedObject var viewModel: BadgeViewModel; var body: some View { Text("") } }
            """,
            """
            struct BadgePreviewHost: View {
                static let sample = 3
                var body: some View { BadgeView(viewModel: BadgeViewModel()) }
            }
            extension BadgePreviewHost { var count: Int { BadgePreviewHost.sample } }
            struct ShownHost: View { var body: some View { BadgeView(viewModel: BadgeViewModel()) } }
            public struct PublicHost: View { public var body: some View { BadgeView(viewModel: BadgeViewModel()) } }
            """,
            """
            #Preview { BadgePreviewHost() }
            #Preview { ShownHost() }
            #Preview { PublicHost() }
            struct Screens_Previews: PreviewProvider { static var previews: some View { BadgeView(viewModel: BadgeViewModel()) } }
            """,
            "final class Coordinator { func start() -> some View { ShownHost() } }",
            """
            struct DraftView: View { @StateObject var viewModel = DraftViewModel(); var body: some View { Text("") } }
            final class DraftViewModel: ObservableObject { func save() {} }
            #Preview { DraftView() }
            """,
            """
            struct FiltersViewPreviewWrapper: View {
                @StateObject var viewModel = BadgeViewModel()
                var body: some View { BadgeView(viewModel: viewModel) }
            }
            #Preview { FiltersViewPreviewWrapper() }
            """,
        ]))
        XCTAssertTrue(model.roles[model.id("DraftView")!].isView, "a screen its own file previews is being written, not scaffolding")
        XCTAssertFalse(model.roles[model.id("FiltersViewPreviewWrapper")!].isView,
                       "a type named as a preview's that only previews name is scaffolding, its own file's previews too")
        XCTAssertFalse(model.roles[model.id("BadgePreviewHost")!].isView, "only previews name it; its own code naming it uses nothing")
        XCTAssertTrue(model.roles[model.id("ShownHost")!].isView, "the coordinator builds it too")
        XCTAssertTrue(model.roles[model.id("PublicHost")!].isView, "another module may build it")
        XCTAssertTrue(model.roles[model.id("BadgeView")!].isView, "named outside previews, by the hosts")
        XCTAssertTrue(model.isViewModel(named: "BadgeViewModel"))
    }

    func testOnlyAPlainCastOfAMemberIsReadAsThatMember() {
        let model = index(outlines([
            """
            final class Screen {
                var a: A! { viewModel as? A }
                var b: B { return self.viewModel as! B }
                var c: C? { get { viewModel as? C } }
                var d: D? { get { viewModel as? D } set { } }
                var e: E? { viewModel.child as? E }
                var f: F? { (viewModel as? F)?.next }
                var g: G? { makeModel() as? G }
            }
            """,
        ]))
        XCTAssertEqual(model.types[model.id("Screen")!].memberCasts, ["a": "viewModel", "b": "viewModel", "c": "viewModel"])
    }

    func testAnObservableObjectInAPlainLetIsContextNotTheViewsModel() {
        let model = index(outlines([
            "final class AppState: ObservableObject {}",
            "struct Page: View { let state: AppState }",
            "@Observable final class Library {}\nstruct Shelf: View { let model: Library }",
        ]))
        XCTAssertFalse(model.isViewModel(named: "AppState"), "a SwiftUI view does not observe an ObservableObject held in a `let`")
        XCTAssertFalse(model.isScreen(model.id("Page")!))
        XCTAssertTrue(model.isViewModel(named: "Library"), "an @Observable model is observed wherever it is held")
    }

    func testAViewsModelIsTheOneItNamesOrItsOnlyObservable() {
        let model = index(outlines([
            "final class Uploader: ObservableObject {}\nfinal class Tagger: ObservableObject {}",
            "final class Detail: ObservableObject { @Published var title = \"\"\n init(id: Int) {} }",
            "struct Composer: View { @StateObject var uploader = Uploader()\n @StateObject var tagger = Tagger() }",
            "struct DetailView: View { @StateObject var detail = Detail(id: 1) }",
            "final class DefaultsFlag: ObservableObject {}\nstruct Settings: View { @StateObject var a = DefaultsFlag()\n @StateObject var b = DefaultsFlag() }",
            "final class AppContainer: ObservableObject {}\nstruct Root: View { @State var container: AppContainer? }",
        ]))
        XCTAssertFalse(model.isViewModel(named: "Uploader"), "one of several helpers: the view names none its model")
        XCTAssertFalse(model.isScreen(model.id("Composer")!))
        XCTAssertTrue(model.isViewModel(named: "Detail"), "the only observable the view holds, with dependencies")
        XCTAssertFalse(model.isViewModel(named: "DefaultsFlag"), "held several times over by one view: a utility")
        let helpers = index(outlines([
            "final class Renderer: ObservableObject {}",
            "struct Preview: View { @StateObject var a = Renderer()\n @StateObject var b = Renderer() }",
            "struct Button: View { @StateObject var renderer = Renderer() }",
        ]))
        XCTAssertFalse(helpers.isViewModel(named: "Renderer"), "a helper everywhere once one view holds several: " + helpers.describe(helpers.id("Renderer")!))
        XCTAssertFalse(model.isViewModel(named: "AppContainer"), "@State does not observe an ObservableObject")
    }

    /// A controller's observable it only keeps to feed a hosted SwiftUI view (deltachat's
    /// `ChatViewController` holding the `DraftModel` its `InputBarView` owns) is that view's
    /// model, not one of the controller's, unless its name says so.
    func testAControllerHoldsOnlyTheViewModelsItsNamesSayAreItsOwn() {
        let model = index(outlines([
            "final class DraftModel: ObservableObject { @Published var text = \"\"\n func update(_ count: Int) {} }",
            "struct InputBar: View { @StateObject var draft: DraftModel\n var body: some View { Text(\"\") } }",
            "final class ChatViewModel: ObservableObject { @Published var title = \"\" }",
            "final class ChatViewController: UIViewController { let draft = DraftModel()\n let viewModel = ChatViewModel() }",
            "final class ComposeViewController: UIViewController { let draft = DraftModel() }",
        ]))
        XCTAssertTrue(model.isViewModel(named: "DraftModel"), "the SwiftUI view's own model")
        XCTAssertEqual(model.viewModelProperties(of: model.id("ChatViewController")!).map(\.name), ["viewModel"])
        XCTAssertEqual(model.viewModelProperties(of: model.id("ComposeViewController")!).map(\.name), [])
        XCTAssertEqual(model.viewModelProperties(of: model.id("InputBar")!).map(\.name), ["draft"])
    }

    /// A struct or enum is no one's parent: `@main struct DemoApp: App` conforms to SwiftUI's
    /// `App` even where the project declares a `struct App: View` of its own (RevenueCat's API
    /// testers), so the app is no view.
    func testAStructOrEnumOfTheInheritedNameIsNoParent() {
        let model = index(outlines([
            "struct App: View { var body: some View { Text(\"\") } }",
            "@main struct DemoApp: App { @State private var user = UserViewModel()\n var body: some Scene { WindowGroup { Text(\"\") } } }",
            "@Observable final class UserViewModel { var name = \"\" }",
        ]))
        XCTAssertFalse(model.roles[model.id("DemoApp")!].isView, model.describe(model.id("DemoApp")!))
        XCTAssertTrue(model.roles[model.id("App")!].isView)
    }

    func testAReducerSwitchesOverAnActionNotOverState() {
        let model = index(outlines(["""
            final class OrderViewModel: ObservableObject {
                enum State { case idle }
                enum Intent { case pay }
                func update(state: State) { switch state { case .idle: break } }
                func handle(_ intent: Intent) { switch intent { case .pay: break } }
            }
            """]))
        XCTAssertEqual(model.roles[model.id("OrderViewModel")!].reducers, ["handle"])
    }

    func testASharedInstanceAViewHoldsIsAppWideStateWithOrWithoutItsType() {
        let model = index(outlines(["""
            final class ThemeModel: ObservableObject { static let shared = ThemeModel() }
            struct Annotated: View { @StateObject var theme: ThemeModel = .shared }
            struct Inferred: View { @StateObject var theme = ThemeModel.shared }
            """]))
        XCTAssertFalse(model.isViewModel(named: "ThemeModel"))
        XCTAssertEqual(model.roles[model.id("ThemeModel")!].exclusion, .sharedInstance)
        XCTAssertFalse(model.isScreen(model.id("Annotated")!))
        XCTAssertFalse(model.isScreen(model.id("Inferred")!))
    }

    func testAMemberTypeOfASpecialisedGenericIsThatMemberNotTheGeneric() {
        let model = index(outlines(["""
            final class PagingViewModel<Element>: ObservableObject, Identifiable {}
            struct Seasons: View {
                @ObservedObject var viewModel: PagingViewModel<Int>
                let preferred: PagingViewModel<Int>.ID?
                @State private var selection: Swift.Optional<PagingViewModel<Int>>.Wrapped?
            }
            """]))
        let seasons = model.id("Seasons")!
        XCTAssertEqual(model.types[seasons].properties.map(\.typeName), ["PagingViewModel", "PagingViewModel.ID", "Swift.Optional.Wrapped"])
        XCTAssertEqual(model.viewModelProperties(of: seasons).map(\.name), ["viewModel"], "an `ID` is no second view model")
    }

    func testAPresentationSlotHoldsAChildNotASecondViewModel() {
        let model = index(outlines(["""
            struct Inbox: View {
                @StateObject private var viewModel = InboxViewModel()
                @State private var detail: DetailViewModel?
                var body: some View { List {}.sheet(item: $detail) { DetailView(viewModel: $0) } }
            }
            struct Context: View {
                @ObservedObject var context: InboxViewModel
                var body: some View { List {}.sheet(item: $context.detail) { DetailView(viewModel: $0) } }
            }
            final class InboxViewModel: ObservableObject { @Published var detail: DetailViewModel? }
            final class DetailViewModel: ObservableObject, Identifiable {}
            """]))
        XCTAssertEqual(model.viewModelProperties(of: model.id("Inbox")!).map(\.name), ["viewModel"])
        XCTAssertEqual(model.presentedViewModels(of: model.id("Inbox")!), ["detail"])
        XCTAssertEqual(model.viewModelProperties(of: model.id("Context")!).map(\.name), ["context"],
                       "a member's binding (`$context.detail`) is no slot of the view's own")
    }

    func testAnObservableObjectAViewOnlyKeepsAliveIsAHelper() {
        let model = index(outlines(["""
            final class Haptics: ObservableObject { func play() {} }
            final class Announcer: ObservableObject { func ping() { objectWillChange.send() } }
            actor Recognizer: ObservableObject { func start() {} }
            struct UnlockButton: View { @StateObject private var haptics = Haptics() }
            struct RecordButton: View { @StateObject var recognizer = Recognizer() }
            struct Banner: View { @StateObject private var announcer = Announcer() }
            struct Screen: View {
                @StateObject private var viewModel = ScreenViewModel()
                @StateObject private var haptics = Haptics()
            }
            final class ScreenViewModel: ObservableObject { @Published var title = "" }
            """]))
        XCTAssertEqual(model.roles[model.id("Haptics")!].exclusion, .keptAlive(view: "UnlockButton"), "publishes nothing")
        XCTAssertFalse(model.isScreen(model.id("UnlockButton")!))
        XCTAssertEqual(model.roles[model.id("Recognizer")!].exclusion, .keptAlive(view: "RecordButton"), "an actor publishing nothing")
        XCTAssertFalse(model.isScreen(model.id("RecordButton")!))
        XCTAssertTrue(model.isViewModel(named: "Announcer"), "publishes by hand through objectWillChange")
        let source = "struct Screen: View {\n @StateObject private var viewModel = ScreenViewModel()\n @StateObject private var haptics = Haptics()\n}\n"
            + "final class ScreenViewModel: ObservableObject { @Published var title = \"\" }\nfinal class Haptics: ObservableObject { func play() {} }"
        XCTAssertEqual(findings(SingleViewModelRule(), [source]).count, 0, "nothing observed besides the view model")
    }

    /// An AppKit or UIKit control that is also observable (`final class PlayButton: NSControl,
    /// ObservableObject`), kept by the SwiftUI view that wraps it, is that control, not a model
    /// (WWDC's `PUIButton`); one named as a view model keeps its name's evidence.
    func testAnObservableControlIsNoViewModel() {
        let model = index(outlines(["""
            final class PlayButton: NSControl, ObservableObject {
                @Published var isOn = false
                override func mouseDown(with event: NSEvent) { isOn.toggle() }
            }
            struct PlayButtonView: View {
                @StateObject private var button = PlayButton()
                var body: some View { Text("") }
            }
            final class ChartViewModel: UIView, ObservableObject { @Published var points = 0 }
            struct ChartView: View { @StateObject var viewModel = ChartViewModel() }
            """]))
        XCTAssertEqual(model.roles[model.id("PlayButton")!].exclusion, .uiControl("NSControl"))
        XCTAssertFalse(model.isScreen(model.id("PlayButtonView")!))
        XCTAssertTrue(model.isViewModel(named: "ChartViewModel"), "the view-model suffix is evidence of its own")
    }

    func testAClassNamedAsAViewModelThatAViewModelKeepsThroughAProtocolIsAnAdapter() {
        let model = index(outlines(["""
            protocol PlaySourceViewModel: AnyObject { func play() }
            class PhoneSourceViewModel: PlaySourceViewModel { func play() {} }
            final class ThreadPartViewModel { @Published var items: [Int] = [] }
            final class NowPlayingViewModel: ObservableObject {
                @Published private(set) var title = ""
                private let playSource: PlaySourceViewModel
                let part: ThreadPartViewModel
                init(playSource: PlaySourceViewModel, part: ThreadPartViewModel) { self.playSource = playSource; self.part = part }
            }
            struct NowPlayingView: View { @StateObject private var viewModel = NowPlayingViewModel(playSource: PhoneSourceViewModel(), part: .init()) }
            """]))
        XCTAssertEqual(model.roles[model.id("PhoneSourceViewModel")!].exclusion, .adapter(of: "NowPlayingViewModel"))
        XCTAssertTrue(model.isViewModel(named: "ThreadPartViewModel"), "a part with `@Published` outputs, kept as itself, stays a view model")
        XCTAssertTrue(model.isViewModel(named: "NowPlayingViewModel"))
    }

    func testAnObservedObjectThatIsNoViewModelIsSentToTheEnvironment() {
        let source = """
            struct Inbox: View {
                @StateObject private var viewModel = InboxViewModel()
                @ObservedObject var session: Session
                @ObservedObject var badges: BadgesViewModel
            }
            final class InboxViewModel: ObservableObject {}
            final class BadgesViewModel: ObservableObject {}
            final class Session: ObservableObject {}
            """
        XCTAssertEqual(findings(SingleViewModelRule(), [source]).map(\.finding.message), [
            "`Inbox` holds an observed object besides its view model (`session`); read shared state from the environment "
                + "(`@EnvironmentObject`, `@Environment`), or what the screen needs from `viewModel`",
            "`Inbox` holds a second view model (`badges`); get it from `viewModel` instead",
        ])
    }

    func testAViewConformingToAProtocolThatRefinesViewIsAView() {
        let model = index(outlines(["""
            protocol Screen: PlatformView {}
            protocol PlatformView: View {}
            struct Settings: Screen { @StateObject private var viewModel = SettingsViewModel() }
            final class SettingsViewModel: ObservableObject {}
            """]))
        XCTAssertTrue(model.isView(model.id("Settings")!), "through two of the project's protocols")
        XCTAssertTrue(model.isScreen(model.id("Settings")!))
    }

    func testANestedTypesCodeIsItsOwnNotTheEnclosingTypes() {
        let source = """
            struct InboxView: View {
                @StateObject private var viewModel = InboxViewModel()
            }
            extension InboxView {
                struct Row: View {
                    var body: some View { DetailView(viewModel: DetailViewModel()) }
                }
            }
            final class InboxViewModel: ObservableObject {}
            final class DetailViewModel: ObservableObject {}
            """
        let found = findings(ChildViewModelFromParentRule(), [source])
        XCTAssertEqual(found.map(\.finding.message), ["`InboxView.Row` constructs `DetailViewModel`; get it from its own view model instead"])
    }

    func testAnObservableHandedToAViewIsNotItsModelUnlessNamedSo() {
        let model = index(outlines([
            "final class Bottle: ObservableObject {}\nstruct BottleRow: View { @ObservedObject var bottle: Bottle }",
            "final class Detail: ObservableObject {}\nstruct DetailScreen: View { @ObservedObject var viewModel: Detail }",
        ]))
        XCTAssertFalse(model.isViewModel(named: "Bottle"), "handed in and not named as the view's model: an entity it shows")
        XCTAssertTrue(model.isViewModel(named: "Detail"))
    }

    func testTheObservablePartOfAViewModelIsItsFaceToTheViewThroughInheritance() {
        let model = index(outlines([
            "class StateStoreViewModel<S, A> { final class Context: ObservableObject {} }",
            "typealias HomeViewModelType = StateStoreViewModel<HomeState, HomeAction>\nfinal class HomeViewModel: HomeViewModelType {}",
            "struct HomeScreen: View { @ObservedObject var context: HomeViewModel.Context }",
        ]))
        let context = model.id("StateStoreViewModel.Context")!
        XCTAssertEqual(model.resolve("HomeViewModel.Context", module: "App", scope: ""), context, "member types are inherited, through a typealias")
        XCTAssertTrue(model.isViewModel(context), model.describe(context))
        XCTAssertTrue(model.isScreen(model.id("HomeScreen")!))
    }

    func testAComponentSeveralViewModelsStoreIsNoViewModel() {
        let model = index(outlines([
            "final class EventBuffer: ObservableObject {}",
            "final class HomeViewModel: ObservableObject { let events = EventBuffer() }",
            "final class SearchViewModel: ObservableObject { let events = EventBuffer() }",
            "struct Tags: View { @StateObject var events: EventBuffer }",
            "final class Detail: ObservableObject {}\nfinal class AViewModel { let d = Detail() }\nfinal class BViewModel { let d = Detail() }",
            "struct DetailScreen: View { @StateObject var model = Detail() }",
        ]))
        XCTAssertFalse(model.isViewModel(named: "EventBuffer"), model.describe(model.id("EventBuffer")!))
        XCTAssertTrue(model.isViewModel(named: "Detail"), "a view names it its model")
    }

    func testConfigurationOverridesEverything() {
        let settings = ProjectIndex.Settings(viewModelOverride: { name, _ in
            name == "AppSettings" ? false : name == "Wizard" ? true : nil
        })
        let model = index(outlines([
            "final class AppSettings: ObservableObject {}\nstruct S: View { @StateObject var s = AppSettings() }",
            "final class Wizard {}",
        ]), settings: settings)
        XCTAssertFalse(model.isViewModel(named: "AppSettings"))
        XCTAssertTrue(model.isViewModel(named: "Wizard"))
    }

    func testTypesDeclaredInTestFilesAreNeverViewModels() {
        let model = index(outlines([], tests: ["final class SpyViewModel: ObservableObject {}"]))
        XCTAssertFalse(model.isViewModel(named: "SpyViewModel"))
    }

    // MARK: - Screens

    func testEnvironmentObjectsNeverMakeAScreenOrItsViewModel() {
        let model = index(outlines([
            "final class Theme: ObservableObject {}",
            "struct Leaf: View { @EnvironmentObject var theme: Theme }",
            """
            final class Store: ObservableObject {}
            final class ListViewModel: ObservableObject {}
            struct ListScreen: View {
                @EnvironmentObject var store: Store
                @Environment(Theme.self) var theme
                @StateObject var viewModel = ListViewModel()
            }
            """,
        ]))
        XCTAssertFalse(model.isScreen(model.id("Leaf")!))
        let screen = model.id("ListScreen")!
        XCTAssertTrue(model.isScreen(screen))
        XCTAssertEqual(model.ownViewModel(of: screen)?.name, "viewModel")
        XCTAssertEqual(model.viewModelProperties(of: screen).map(\.name), ["viewModel"])
    }

    func testTheOwnViewModelIsNamedOrSuffixedBeforeFirst() {
        let model = index(outlines(["""
            final class BadgeViewModel: ObservableObject {}
            @Observable final class Detail {}
            struct Profile: View {
                @ObservedObject var badges: BadgeViewModel
                @State var model = Detail()
            }
            struct Other: View {
                @State var detail = Detail()
                @ObservedObject var badges: BadgeViewModel
            }
            """]))
        XCTAssertEqual(model.ownViewModel(of: model.id("Profile")!)?.name, "model")
        XCTAssertEqual(model.ownViewModel(of: model.id("Other")!)?.name, "badges", "the one with the view-model suffix")
    }

    // MARK: - Reducers and callbacks

    func testReducersAreInferredFromTheirShapeAndInherited() {
        let model = index(outlines([
            "class BaseViewModel<A>: ObservableObject { func process(viewAction: A) {} }",
            """
            final class ScreenViewModel: BaseViewModel<ScreenViewModel.ViewAction> {
                enum ViewAction { case load }
                override func process(viewAction: ViewAction) {
                    switch viewAction { case .load: break }
                }
                func track(_ event: String) { switch event { default: break } }
            }
            """,
        ]))
        let screen = model.id("ScreenViewModel")!
        XCTAssertEqual(model.roles[screen].reducers, ["process"])
        XCTAssertEqual(model.actionMethods(of: screen), ["send", "process"])
    }

    func testCallbackTypealiasesAreKnown() {
        let model = index(outlines(["typealias Completion = (Bool) -> Void\ntypealias Clock = () -> Date"]))
        XCTAssertTrue(model.isCallbackAlias("Completion"))
        XCTAssertFalse(model.isCallbackAlias("Clock"), "a provider returns a value")
    }

    func testTestsAreFoundByWholeNameAndCasesByMethod() {
        let model = index(outlines(["final class LoginViewModel: ObservableObject {}", "final class ViewModel {}"], tests: [
            "final class LoginViewModelTests: XCTestCase { func test() { let sut = LoginViewModel(); sut.send(.signIn(\"a\")); sut.process(action: .reset); if case .done = x {} } }",
        ]))
        let tests = model.tests(mentioning: model.id("LoginViewModel")!)
        XCTAssertEqual(tests.count, 1)
        XCTAssertEqual(tests.first?.sentCases, [FileFacts.sentCase("send", "signIn"), FileFacts.sentCase("process", "reset")])
        XCTAssertEqual(tests.first?.referencedCases, ["signIn", "reset", "done"])
        XCTAssertTrue(model.tests(mentioning: model.id("ViewModel")!).isEmpty, "whole tokens only")
    }
}

/// Lexical scopes: what a member's code binds for itself.
final class LocalScopesTests: XCTestCase {
    func testParametersClosureParametersAndLocalsShadowProperties() {
        let source = """
            struct V {
                func f(items: [Int], count: inout Int) {
                    let total = 1
                    list.forEach { row in print(row) }
                    if let value = optional { print(value) }
                    for (key, entry) in pairs { print(key, entry) }
                    sheet { (name: String, _) in print(name) }
                    print(title)
                }
            }
            """
        let outline = SourceOutline(SourceFile(text: source))
        let function = outline.declarations.first { $0.kind == .function }!
        let scopes = outline.localScopes(of: function)
        XCTAssertEqual(scopes.names, ["items", "count", "total", "row", "value", "key", "entry", "name"])
        let title = outline.tokens.indices.first { outline.text($0) == "title" }!
        XCTAssertFalse(scopes.binds("title", at: title))
        let rowUse = outline.tokens.indices.last { outline.text($0) == "row" }!
        XCTAssertTrue(scopes.binds("row", at: rowUse))
        let afterClosure = outline.tokens.indices.first { outline.text($0) == "if" }!
        XCTAssertFalse(scopes.binds("row", at: afterClosure), "a closure parameter ends with its closure")
    }

    func testALocalKnowsWhereItsValueStarts() {
        let source = """
            final class C {
                func f(model: AnyObject?) {
                    guard let model = model as? LoginViewModel else { return }
                    var count: Int = 3
                    let (a, b) = pair
                    print(model, count, a, b)
                }
            }
            """
        let outline = SourceOutline(SourceFile(text: source))
        let function = outline.declarations.first { $0.kind == .function }!
        let scopes = outline.localScopes(of: function)
        let use = outline.tokens.indices.first { outline.text($0) == "print" }!
        let value = scopes.initialValue(of: "model", at: use)
        XCTAssertEqual(value.map { outline.text($0) }, "model")
        XCTAssertEqual(value.flatMap { TypeReading.castType(in: $0..<function.tokens.upperBound, outline) }, "LoginViewModel")
        XCTAssertEqual(scopes.initialValue(of: "count", at: use).map { outline.text($0) }, "3", "after a type annotation")
        XCTAssertNil(scopes.initialValue(of: "a", at: use), "a tuple pattern has no single value")
        let firstLine = outline.tokens.indices.first { outline.text($0) == "guard" }!
        XCTAssertNil(scopes.initialValue(of: "model", at: firstLine), "the parameter, before the local")
    }

    func testABindingIsFoundFromTheBytesOfTheTokenThatSaysIt() {
        let source = """
            final class C {
                func f(model: Int) {
                    let value = model
                    items.forEach { value in print(value, $value) }
                    print(value, title)
                }
            }
            """
        let outline = SourceOutline(SourceFile(text: source))
        let function = outline.declarations.first { $0.kind == .function }!
        let scopes = outline.localScopes(of: function)
        let uses = outline.tokens.indices.filter { outline.text($0) == "value" }
        let local = scopes.visibleBinding(ofNameAt: uses.last!, in: outline)
        XCTAssertEqual(local.map { outline.text($0.start) }, "let", "a `let` binding is visible from its keyword")
        XCTAssertEqual(local?.start, scopes.visibleBinding(of: "value", at: uses.last!))
        let inClosure = scopes.visibleBinding(ofNameAt: uses[2], in: outline)
        XCTAssertNotEqual(inClosure?.start, local?.start, "the closure's parameter hides the local")
        XCTAssertEqual(inClosure?.name, local?.name, "one number per name")
        let projection = outline.tokens.indices.first { outline.text($0) == "$value" }!
        XCTAssertEqual(scopes.visibleBinding(ofNameAt: projection, in: outline)?.start, inClosure?.start, "`$value` sees `value`")
        let title = outline.tokens.indices.first { outline.text($0) == "title" }!
        XCTAssertNil(scopes.visibleBinding(ofNameAt: title, in: outline))
    }
}
