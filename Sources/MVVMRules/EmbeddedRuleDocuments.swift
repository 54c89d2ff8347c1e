// Generated from Rules/ by EmbeddedDocumentsTests; do not edit.
// After changing a document: MVVM_RECORD_EMBEDDED=1 swift test --filter EmbeddedDocumentsTests

enum EmbeddedRuleDocuments {
    static let files: [String: String] = [
        "child_view_model_from_parent.md": #"""
# child_view_model_from_parent

A view may build the next view, but that view's model comes from its own view model.

- **Default severity:** warning
- **Fixable:** no
- **Options:** none

## Why

Building the app's hierarchy from view models is what lets a test walk a whole flow without UI:
the parent's view model decides which child exists and keeps it, so tests and state restoration
can reach it. A view that constructs `ChildViewModel()` itself hides the child from its parent,
recreates it whenever SwiftUI rebuilds the body, and leaves the flow untestable.

## What triggers it

In any view or view controller — screen or leaf — a call constructing a view model
(`DetailViewModel(…)` or `DetailViewModel.init(…)`), anywhere except the initial value of its own
view-model property (or, when no property reads as its view model, the whole initial value of a
stored property: its only model, however it is typed; or one set anywhere to the stored property
named as the model, `viewModel`, `model` or `vm`; or a static stored property holding a view
model, kept across the view's instances), an assignment that sets that property (in `init`, `viewDidLoad` or anywhere,
also inside a closure or an `if`, either branch of a ternary),
the local such a statement assigns (`let model = …` then `viewModel = model`, `_viewModel =
StateObject(wrappedValue: model)` or `_viewModel = .init(initialValue: model)`), what a method of
the view returns when such a statement assigns its result (`viewModel = makeViewModel()`, or a
computed property's getter: `tableViewModel = model`), and, in a
convenience `init`, an argument of `self.init(…)` of the own view model's type (or a type
conforming to the protocol it is held as); in an `init`, an argument of `super.init(…)` of a type
a base class stores (alone or in a collection, `models: [ContentViewModel]`): the base keeps it as
its own. An instance only used where it is built is not handed
to a view: a member read off it at once (`LibraryViewModel().refresh()`), or a local that later code
mentions only to read members of it (`let server = ServerViewModel(…)` then `label.text =
server.title`). Nor is one handed to the environment (`.environmentObject(TabBarViewModel())`,
`.environment(…)`): views read it there as a shared object, never as their model. Reported at the
type name. `#Preview` bodies, `PreviewProvider`s, types only other files' previews use (named
nowhere else in the project) or only previews use and either named as a preview's
(`…PreviewWrapper`) or keeping nothing of their own (no stored property but `.shared` instances: a
harness that builds a model for the view being previewed), `App` types, view models and tests may
build view models.

## Triggering examples

```swift
struct InboxView: View {
    @StateObject var viewModel = InboxViewModel()

    var body: some View {
        NavigationLink("Open") {
            MessageView(viewModel: ↓MessageViewModel(id: 1))
        }
    }
}
```

A leaf view too, with `.init`:

```swift
struct Row: View {
    var body: some View {
        DetailView(viewModel: ↓DetailViewModel.init())
    }
}
```

A row view nested in an extension of the screen is a view of its own: its construction is
reported once, as the row's:

```swift
struct InboxView: View {
    @StateObject private var viewModel = InboxViewModel()

    var body: some View { Row(title: "Today") }
}

extension InboxView {
    struct Row: View {
        let title: String

        var body: some View {
            DetailView(viewModel: ↓DetailViewModel())
        }
    }
}
```

A second view model built in `init`, next to the view's own:

```swift
struct ProfileView: View {
    @StateObject private var viewModel: ProfileViewModel
    private let badges: BadgesViewModel

    init(user: User) {
        _viewModel = StateObject(wrappedValue: ProfileViewModel(user: user))
        badges = ↓BadgesViewModel(user: user)
    }

    var body: some View { Text("") }
}
```

A view controller pushing a child, in an extension in another file:

```swift
// file: OrdersViewController.swift
final class OrdersViewController: UIViewController {
    let viewModel: OrdersViewModel

    init(viewModel: OrdersViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }
}
// file: OrdersViewController+Navigation.swift
extension OrdersViewController {
    func openOrder() {
        let next = OrderViewController(viewModel: ↓OrderViewModel())
        navigationController?.pushViewController(next, animated: true)
    }
}
```

`.init(…)` whose type comes from the context: an annotated local, or the view-model property of
the view it is passed to:

```swift
// file: RowView.swift
struct RowView: View {
    let viewModel: RowViewModel
    var body: some View { Text("") }
}
// file: ListView.swift
struct ListView: View {
    @StateObject var viewModel = ListViewModel()

    var body: some View {
        let header: HeaderViewModel = ↓.init(title: "Inbox")
        RowView(viewModel: ↓.init(item: viewModel.first))
    }
}
```

A local handed on after a member is read is handed to a view:

```swift
final class ServersViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = ServerCell()
        let model = ↓ServerViewModel(server: servers[indexPath.row])
        cell.titleLabel.text = model.title
        cell.viewModel = model
        return cell
    }
}
```

## Non-triggering examples

A controller whose own view model starts as a placeholder value (`var viewModel =
ComposeViewModel.emptyState`) and is replaced once data arrives, also from a `[weak self]`
closure:

```swift
import UIKit

final class ComposeViewController: UIViewController {
    var viewModel = ComposeViewModel.emptyState

    override func viewDidLoad() {
        super.viewDidLoad()
        store.load { [weak self] draft in
            self?.viewModel = ComposeViewModel(draft: draft)
        }
    }

    func reset() {
        viewModel = ComposeViewModel(draft: nil)
    }
}
```

An object built for the environment, where the views below read it as a shared object:

```swift
struct FolderView: View {
    @StateObject var viewModel = FolderViewModel()

    var body: some View {
        FileList(viewModel: viewModel.files)
            .environmentObject(TabBarViewModel())
    }
}
```

The view builds its own view model where it first needs it — in a `.task` closure, inside an `if`:

```swift
@Observable
final class SearchViewModel {
    func search() {}
}

struct SearchView: View {
    @State private var viewModel: SearchViewModel?

    var body: some View {
        Text("")
            .task {
                if viewModel == nil {
                    viewModel = SearchViewModel()
                }
            }
    }
}
```

```swift
struct InboxView: View {
    @StateObject var viewModel = InboxViewModel()

    var body: some View {
        NavigationLink("Open") {
            MessageView(viewModel: viewModel.selectedMessage)
        }
    }
}
```

Its only model, built as a property's whole initial value, is its own, whatever the property is
typed as (here a protocol the view declares):

```swift
@Observable
final class InspectorViewModel: InspectorView.Model {
    var title = ""
}

struct InspectorView: View {
    protocol Model { var title: String { get } }

    @State var model: any Model = InspectorViewModel()

    var body: some View { Text(model.title) }
}
```

A method of the view building its own model, whose result the view assigns to it:

```swift
final class ShareViewController: UIViewController {
    private var viewModel: ShareViewModel?

    override func viewDidLoad() {
        super.viewDidLoad()
        self.viewModel = self.makeViewModel(for: Session.current)
    }

    private func makeViewModel(for session: Session) -> ShareViewModel {
        let uploader = Uploader(session: session)
        return ShareViewModel(uploader: uploader)
    }
}
```

The same through a computed property, the own model inherited from a base controller:

```swift
final class TableViewModel: ObservableObject {
    @Published private(set) var rows: [String]
    init(_ rows: [String]) { self.rows = rows }
}

class TableViewController: UIViewController {
    var tableViewModel = TableViewModel([])
}

final class InfoViewController: TableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableViewModel = model
    }

    private var model: TableViewModel {
        TableViewModel(["Risk", "Contacts"])
    }
}
```

With no property read as its view model, the one named as the model (`viewModel`, `model`, `vm`)
is its own wherever it is set, whatever it is typed as (here a protocol of a package the project
does not hold):

```swift
import BookmarksKit

final class BookmarksViewController: UIViewController {
    private let viewModel: BookmarkListInteracting

    init(database: Database) {
        self.viewModel = BookmarkListViewModel(database: database)
        super.init(nibName: nil, bundle: nil)
    }
}
```

With no instance property read as its view model, a static one holding a view model is its own: a
controller that keeps what was typed across its instances, and starts it afresh once sent:

```swift
final class FeedbackViewController: UIViewController {
    static var draft = FeedbackViewModel()

    func send() {
        Self.draft.submit()
        Self.draft = FeedbackViewModel()
    }

    func restore(email: String) {
        FeedbackViewController.draft = FeedbackViewModel(email: email)
    }
}
```

Its own view model, set in `init` (attribute on the line above):

```swift
struct ProfileView: View {
    @StateObject
    private var viewModel: ProfileViewModel

    init(user: User) {
        _viewModel = StateObject(wrappedValue: ProfileViewModel(user: user))
    }

    var body: some View { Text("") }
}
```

Previews and apps build the root:

```swift
#Preview {
    InboxView(viewModel: InboxViewModel())
}

struct InboxView_Previews: PreviewProvider {
    static var previews: some View { InboxView(viewModel: InboxViewModel()) }
}

@main
struct MailApp: App {
    var body: some Scene { WindowGroup { InboxView(viewModel: InboxViewModel()) } }
}
```

A view model building its children:

```swift
@MainActor
final class InboxViewModel: ObservableObject {
    func open(_ id: Int) -> MessageViewModel { MessageViewModel(id: id) }
}
```

A switch over the parent's state, and text in comments and strings:

```swift
struct FlowView: View {
    @StateObject var viewModel = FlowViewModel()

    var body: some View {
        // ChildView(viewModel: ChildViewModel())
        switch viewModel.step {
        case .child(let childViewModel):
            ChildView(viewModel: childViewModel)
        case .done:
            Text("ChildViewModel() is built by FlowViewModel")
        }
    }
}
```

Tests build view models:

```swift
// file: Tests/InboxViewTests.swift
struct InboxTestHost: View {
    var body: some View { InboxView(viewModel: InboxViewModel()) }
}
```

Its own view model typed as the protocol the view model conforms to, set in `init`:

```swift
// file: PriceViewModel.swift
protocol PriceViewModelOutput {}
final class PriceViewModel: PriceViewModelOutput {}
// file: PriceViewController.swift
final class PriceViewController: UIViewController {
    private let viewModel: PriceViewModelOutput

    init(product: Product) {
        viewModel = PriceViewModel()
        super.init(nibName: nil, bundle: nil)
    }
}
```

A lowercase call never constructs, whatever its name:

```swift
struct ListView: View {
    @StateObject var viewModel = ListViewModel()

    var body: some View {
        RowView(viewModel: makeRowViewModel(viewModel.first))
    }
}
```

A static factory builds the view together with its own view model, as an `init` would:

```swift
struct ShareScreen: View {
    @ObservedObject var viewModel: ShareViewModel

    static func make(link: URL) -> Self {
        Self(viewModel: ShareViewModel(link: link))
    }

    var body: some View { Text("") }
}
```

A debug-only host view for previews builds what the preview shows:

```swift
#if DEBUG
struct ReceiptPreviewView: View {
    var body: some View {
        ReceiptView(viewModel: ReceiptViewModel(total: 12))
    }
}

#Preview {
    ReceiptPreviewView()
}
#endif
```

A host view that only the previews of other files use builds what they show, debug-only or not:

```swift
// file: Previews/ReceiptGallery.swift
struct ReceiptGallery: View {
    var body: some View {
        ReceiptView(viewModel: ReceiptViewModel(total: 12))
        ReceiptView(viewModel: ReceiptViewModel(total: 0))
    }
}
// file: ReceiptView.swift
struct ReceiptView: View {
    @ObservedObject var viewModel: ReceiptViewModel
    var body: some View { Text("") }
}

#Preview {
    ReceiptGallery()
}
```

A harness its own file's preview shows, keeping nothing of its own, builds what the view under
preview needs:

```swift
struct FeedSettingsHarness: View {
    var body: some View {
        NavigationStack {
            FeedSettings(viewModel: FeedViewModel())
        }
    }
}

struct FeedSettings: View {
    @ObservedObject var viewModel: FeedViewModel
    var body: some View { Text("") }
}

#Preview {
    FeedSettingsHarness()
}
```

A controller building its own view model, wherever it does: handed to the designated `init` by a
convenience one, set in `viewDidLoad`, or through a local typed as the protocol it holds:

```swift
final class OrdersViewController: UIViewController {
    private let viewModel: OrdersViewModel

    init(viewModel: OrdersViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    convenience init(siteID: Int) {
        self.init(viewModel: OrdersViewModel(siteID: siteID))
    }
}

final class ProfileViewController: UIViewController {
    private var viewModel: ProfileViewModel!

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel = ProfileViewModel()
    }
}

final class EditViewController: UIViewController {
    private var viewModel: EditViewModel

    init(id: Int?) {
        viewModel = id == nil
            ? EditViewModel()
            : EditViewModel(id: id!)
        super.init(nibName: nil, bundle: nil)
    }
}

struct CodeView: View {
    @StateObject private var viewModel: CodeViewModel

    init(email: String) {
        let model = CodeViewModel(email: email)
        _viewModel = StateObject(wrappedValue: model)
    }

    var body: some View { Text("") }
}

struct StackView: View {
    @State private var viewModel: StackViewModel

    init(name: String?) {
        let model = StackViewModel()
        if let name { model.name = name }
        _viewModel = .init(initialValue: model)
    }

    var body: some View { Text("") }
}

protocol SearchViewModelProtocol {}
final class SearchViewModel: SearchViewModelProtocol, ObservableObject {}

final class SearchViewController: UIViewController {
    private let viewModel: SearchViewModelProtocol

    init() {
        let model = SearchViewModel()
        viewModel = model
        super.init(nibName: nil, bundle: nil)
    }
}
```

A controller handing its base class the models the base keeps and shows:

```swift
// file: ContentViewController.swift
struct ContentViewModel {
    let title: String
}

class ContentViewController: UIViewController {
    private let models: [ContentViewModel]

    init(models: [ContentViewModel]) {
        self.models = models
        super.init(nibName: nil, bundle: nil)
    }
}
// file: OnboardingViewController.swift
final class OnboardingViewController: ContentViewController {
    init() {
        super.init(models: [ContentViewModel(title: "Welcome")])
    }
}
```

A failable `init` of a view building its own view model in a `guard let` (here its last clause)
and handing it on:

```swift
struct FilterView: View {
    @ObservedObject var viewModel: FilterViewModel

    init?(context: Any?) {
        guard let id = context as? String,
              let viewModel = FilterViewModel(id: id)
        else { return nil }
        self.init(viewModel: viewModel)
    }

    init(viewModel: FilterViewModel) {
        self.viewModel = viewModel
    }

    var body: some View { Text("") }
}
```

An instance built only to call a method on is used, not handed to a view:

```swift
struct LibraryBanner: View {
    var body: some View {
        Text("Library")
            .task { await LibraryViewModel().refresh() }
    }
}

final class SettingsViewController: UIViewController {
    private let serverLabel = UILabel()

    func showServer(_ server: Server) {
        let serverViewModel = ServerViewModel(server: server)
        serverLabel.text = serverViewModel.title
        serverLabel.accessibilityLabel = serverViewModel.spokenTitle
    }
}
```

"""#,
        "dependencies_via_init.md": #"""
# dependencies_via_init

A view model receives its dependencies through `init`; it never reaches out for them.

- **Default severity:** warning
- **Fixable:** no
- **Options:**
  - `global_accessors` (list, default `[shared, standard, default]`): static members that hand
    out a global instance;
  - `global_instances` (list, default `[UIDevice.current, UIPasteboard.general,
    NSPasteboard.general, UIScreen.main, NSScreen.main]`): system objects reached through a static
    member of their own type;
  - `value_types` (list, default `[ImmediateScheduler, UNNotificationSound,
    URLSessionConfiguration, DispatchQoS]`): framework types whose static members are values with
    no shared instance behind them (`ImmediateScheduler.shared`, `UNNotificationSound.default`, a
    fresh `URLSessionConfiguration.default`);
  - `locator_wrappers` (list, default `[Injected, LazyInjected, WeakInjected, InjectedObject,
    Inject, Dependency]`): property wrappers that fetch a dependency from a global container;
  - `dependency_suffixes` (list, default `[Service, Client, Repository, Store, Provider, Manager,
    UseCase]`): type-name endings of dependencies that must be injected, not constructed inline.

## Why

A view model that grabs `APIClient.shared` or builds `ProfileService()` itself can't be tested
with a fake, and its real collaborators are invisible at the call site. Injecting them through
`init` makes every dependency explicit and replaceable. What only the SwiftUI environment has
reaches the view model as an action's payload, sent by the view — never through
`@Environment`/`@EnvironmentObject` inside the view model.

## What triggers it

Inside a view model and its extensions (stored property values, methods, `init` bodies):

- a global accessor on a type: `X.shared`, `UserDefaults.standard`, `NotificationCenter.default`,
  `FileManager.default` (a type name must come first: `case .shared:` and `self.sharedCount` are
  not globals; and a project struct or enum is a value, copied where it is read — `Theme.default`
  of `struct Theme` is a constant, not a shared instance — unless its name ends in a dependency
  suffix: `InboxService.shared` of a struct is still a service reached globally);
- a system object in `global_instances`: `UIDevice.current`, `UIPasteboard.general`;
- a store reached through a subscript on a type (or a global named like one): `Defaults[.token]`;
- constructing a type whose name ends in a dependency suffix: `APIClient()`, `ProfileService()`
  (not a data model the project declares `Codable`, `Mappable` or a Core Data object, nor a
  struct of stored values alone with no method or computed property, nor a
  Foundation, UIKit or AppKit object it does not declare, `NSItemProvider()`: a drag's payload);
- `@Environment` or `@EnvironmentObject` properties, and service-locator wrappers
  (`@Injected(\.api)`, `@Inject`, `@Dependency(\.clock)`).

A default argument of `init` (`init(api: APIClient = .shared)`) is injection with a default and
is not flagged, and neither is what a convenience `init` hands the injecting one
(`convenience init() { self.init(api: APIClient()) }`, also through a local it passes there), nor anything a static factory of the view
model uses (a `static func` or `static var` declared to return its own type or `Self`, in the type
or an extension: it builds the view model and hands it all through `init`). Reported at the type
name or the attribute.

## Triggering examples

```swift
@MainActor
final class SettingsViewModel: ObservableObject {
    func send(_ action: Action) {
        switch action {
        case .save(let value):
            ↓UserDefaults.standard.set(value, forKey: "k")
            ↓NotificationCenter.default.post(name: .saved, object: nil)
        }
    }
}
```

A service locator, a system object and a subscripted store:

```swift
@MainActor
final class AccountViewModel: ObservableObject {
    ↓@Injected(\.session) private var session: Session

    func send(_ action: Action) {
        switch action {
        case .copy(let text):
            ↓UIPasteboard.general.string = text
        case .load:
            token = ↓Defaults[.token]
            model = ↓UIDevice.current.model
        }
    }
}
```

Inline construction of a stored dependency:

```swift
final class ProfileViewModel: ObservableObject {
    private let service = ↓ProfileService()
    private let client: APIClient

    init() {
        client = ↓APIClient(baseURL: url)
    }
}
```

Environment wrappers in a view model, attribute on its own line:

```swift
@Observable
final class ThemeModel {
    ↓@Environment(\.colorScheme)
    var scheme

    func toggle() {}
}

struct ThemePicker: View {
    @State private var model = ThemeModel()
}
```

In an extension in another file, with configured options:

```yaml
rules:
  dependencies_via_init:
    global_accessors: [current, shared]
    dependency_suffixes: [Gateway]
```

```swift
// file: CheckoutViewModel.swift
final class CheckoutViewModel: ObservableObject {}
// file: CheckoutViewModel+Pay.swift
extension CheckoutViewModel {
    func pay() {
        let gateway = ↓PaymentGateway()
        gateway.charge(in: ↓Locale.current)
    }
}
```

## Non-triggering examples

```swift
@MainActor
final class SettingsViewModel: ObservableObject {
    private let defaults: UserDefaults
    private let api: APIClient

    init(defaults: UserDefaults, api: APIClient = .shared, clock: Clock = Clock.shared) {
        self.defaults = defaults
        self.api = api
    }
}
```

A Foundation object the view model builds and hands out, named like a dependency:

```swift
@MainActor
final class ShelfItemViewModel: ObservableObject {
    @Published private(set) var fileURL: URL?

    func dragProvider() -> NSItemProvider {
        let provider = NSItemProvider()
        if let fileURL { provider.registerObject(fileURL as NSURL, visibility: .all) }
        return provider
    }
}
```

A convenience `init` that hands the injecting `init` its defaults:

```swift
@MainActor
final class FeedViewModel: ObservableObject {
    private let api: FeedClient

    init(api: FeedClient) {
        self.api = api
    }

    convenience init() {
        self.init(api: FeedClient())
    }
}
```

Also through a local it hands over:

```swift
@MainActor
final class PaywallViewModel: ObservableObject {
    private let configuration: ConfigProvider

    init(configuration: ConfigProvider) {
        self.configuration = configuration
    }

    convenience init() {
        let configuration = ConfigProvider()
        self.init(configuration: configuration)
    }
}
```

A project value type's static value is a constant, copied where it is read:

```swift
struct Layout {
    static let `default` = Layout(spacing: 8)
    let spacing: Double
}
enum Limits {
    static let shared = 20
}
@MainActor
final class GridViewModel: ObservableObject {
    @Published private(set) var spacing = Layout.default.spacing
    @Published private(set) var limit = Limits.shared
}
```

Enum cases and members that merely contain the word:

```swift
final class ShareViewModel: ObservableObject {
    func send(_ action: Action) {
        switch action {
        case .shared: sharedCount += 1
        case .standard: self.defaultTitle = Title.placeholder
        }
    }
}
```

Values, not dependencies:

```swift
final class TripViewModel: ObservableObject {
    private let formatter = DateFormatter()
    @Published private(set) var items = [Item]()
}
```

A data model the app stores or exchanges (`Codable`, ObjectMapper's `Mappable`, Core Data) is a
value built in place, whatever its name ends in:

```swift
struct Repository: Codable {
    var name = ""
}

final class RepositoryViewModel: ObservableObject {
    @Published private(set) var repository = Repository()

    func clear() { repository = Repository(name: "") }
}
```

So is a struct of stored values alone, here the item a sheet presents:

```swift
struct PresentedPeerService: Identifiable {
    let id: String
    let name: String
}

final class PeerSharingViewModel: ObservableObject {
    @Published private(set) var presented: PresentedPeerService?

    func present(_ name: String) { presented = PresentedPeerService(id: name, name: name) }
}
```

A view may read the environment and send it along:

```swift
struct ThemeView: View {
    @Environment(\.colorScheme) private var scheme
    @StateObject var viewModel = ThemeViewModel()

    var body: some View {
        Text("").onAppear { viewModel.send(.appear(scheme, UserDefaults.standard)) }
    }
}
```

Globals in comments, strings and a non-view-model type:

```swift
final class CacheViewModel: ObservableObject {
    // FileManager.default.removeItem(at: url)
    let hint = "Uses FileManager.default"
}

enum Environment {
    static let store = KeyStore.shared
}
```

Inside `#if`, injected:

```swift
final class DebugViewModel: ObservableObject {
    #if DEBUG
    private let logger: LogService
    init(logger: LogService) { self.logger = logger }
    #endif
}
```

A default for an injected parameter, written in `init` instead of the signature:

```swift
@MainActor
final class OrdersViewModel: ObservableObject {
    private let service: OrdersService

    init(service: OrdersService? = nil) {
        self.service = service ?? LiveOrdersService()
    }
}
```

A static factory hands the view model its dependencies through `init`:

```swift
@MainActor
final class AssistViewModel: ObservableObject {
    private let service: AssistService

    init(service: AssistService) {
        self.service = service
    }

    #if DEBUG
    static var preview: AssistViewModel {
        AssistViewModel(service: PreviewAssistService())
    }
    #endif
}
```

Wherever it finds what it hands over, in the type or an extension: that is composition, not the
view model reaching out (its instances still get everything through `init`):

```swift
final class ChartViewModel: ObservableObject {
    private let service: ChartService

    init(service: ChartService) {
        self.service = service
    }
}

extension ChartViewModel {
    static func instance(coin: String) -> ChartViewModel {
        ChartViewModel(service: ChartService(coin: coin, rates: Core.shared.rates))
    }
}
```

A type the view model declares for its own state is no dependency, whatever its name:

```swift
@MainActor
final class RefundViewModel: ObservableObject {
    private var quantities = QuantityStore()
}

extension RefundViewModel {
    struct QuantityStore {
        private var counts: [Int: Int] = [:]
    }
}
```

A framework value type's static member is a constant (`value_types`):

```swift
import Combine

final class FeedViewModel: ObservableObject {
    @Published private(set) var items: [Int] = []
    private var subscriptions = Set<AnyCancellable>()

    init(updates: AnyPublisher<[Int], Never>) {
        updates.receive(on: ImmediateScheduler.shared).sink { [weak self] in self?.items = $0 }.store(in: &subscriptions)
    }

    func remind(_ content: UNMutableNotificationContent) {
        content.sound = UNNotificationSound.default
    }
}
```

A class named as a view model that is really an adapter — not observable, held by no view, kept
by a view model as a dependency (here as the protocol it conforms to) — is no view model, so the
services it wraps are its business:

```swift
protocol PlaySource: AnyObject {
    func play()
}

final class PhonePlaySourceViewModel: PlaySource {
    func play() { PlaybackManager.shared.play() }
}

@MainActor
final class NowPlayingViewModel: ObservableObject {
    @Published private(set) var isPlaying = false
    private let playSource: PlaySource

    init(playSource: PlaySource) {
        self.playSource = playSource
    }
}

struct NowPlayingView: View {
    @StateObject private var viewModel = NowPlayingViewModel(playSource: PhonePlaySourceViewModel())

    var body: some View { Text("") }
}
```

"""#,
        "immutable_state.md": #"""
# immutable_state

A state type is a struct or an enum, and every stored property of it is a `let`.

- **Default severity:** error
- **Fixable:** no
- **Profiles:** `viewstate`, `remvvm` (see `mvvm rules --profile NAME`)
- **Options:** none
- **Roles:** `state_types` (`viewstate`: `[ViewState]`; `remvvm`: `[StoreState, StoreAction]`):
  protocols a state conforms to, or endings of state type names — `roles:` in `.mvvm.yml` replaces it

## Why

In the ViewState and ReMVVM dialects a screen (or the whole app) is described by one value: the
view model publishes a `ViewState`, the store holds a `StoreState` and changes it only by reducing
a `StoreAction`. Each change builds the next value from the previous one, so every observer sees a
complete, consistent snapshot, old and new can be compared, and a test can assert on a value. A
`var` in a state invites editing the current value in place instead; a class makes every holder
share, and silently see, such edits.

## What triggers it

A type declared in this file is a state when it — or a project base class of it — conforms to one
of the `state_types` role's names as written (conformances added in extensions count), or its name
ends with one of them (`LoginViewState`, but not the protocol `ViewState` itself), or when a
reducer reduces it — a `reduce(state: S, …) -> S` function of any type takes and returns it (a
ReMVVM screen's part of the app state conforms to nothing). Then:

- each stored instance `var` of a struct is reported at its `var` (`private(set) var` too: it can
  still be edited in place by the type's own code);
- a class or actor is reported once, at its `class` keyword.

Computed properties, `static` members and `let`s are fine, and so are `var`s in plain models and in
view models, and a `var` a project protocol the state conforms to requires as `{ get set }`
(`protocol BindableState { var bindings: Bindings { get set } }`): a `let` would not compile, and
the choice is the protocol's. Types declared in test files are doubles, never states.

## Triggering examples

```swift
struct ProfileViewState: ViewState {
    let name: String
    ↓var isLoading: Bool
}
```

Under `remvvm`, whose states are `StoreState`s and `StoreAction`s:

```yaml
profile: remvvm
```

```swift
struct CartState: StoreState {
    let items: [Item]
    private(set) ↓var total: Decimal
    ↓var coupon: String?, discount: Decimal
}
```

A class, conformance added in an extension:

```yaml
profile: remvvm
```

```swift
// file: Session.swift
final ↓class SessionState {
    var token: String?
}
// file: SessionState+Store.swift
extension SessionState: StoreState {}
```

Through a project base class, with a configured protocol:

```yaml
profile: remvvm
roles:
  state_types: [AppStateProtocol]
```

```swift
↓class BaseState: AppStateProtocol {}
final ↓class FeedState: BaseState {
    let posts: [Post] = []
}
```

A screen's part of the app state, which a reducer reduces:

```yaml
profile: remvvm
```

```swift
struct SearchState {
    let query: String
    ↓var results: [String]
}

struct SearchReducer: Reducer {
    static func reduce(state: SearchState, with action: SearchAction) -> SearchState {
        SearchState(query: action.query, results: [])
    }
}
```

An action is state too:

```yaml
profile: remvvm
```

```swift
struct RenameAction: StoreAction {
    ↓var newName: String
}
```

## Non-triggering examples

A `var` a project protocol requires settable:

```yaml
profile: viewstate
```

```swift
protocol BindableState {
    associatedtype Bindings
    var bindings: Bindings { get set }
}

struct SearchBindings {
    let query: String
}

struct SearchViewState: BindableState {
    let results: [String]
    var bindings: SearchBindings
}
```

```swift
struct ProfileViewState: ViewState {
    let name: String
    let isLoading: Bool
    var title: String { isLoading ? "…" : name }
    static var empty = ProfileViewState(name: "", isLoading: false)
}
```

A state enum:

```swift
enum LoadingViewState: ViewState {
    case idle
    case loaded([Item])
}
```

`var`s in a view model and in a plain model are not state:

```swift
final class ProfileViewModel: CommonViewModel<ProfileViewState> {
    var viewState: ProfileViewState?
}

struct Profile {
    var name: String
}
```

A name that only contains the suffix's word:

```swift
struct ViewState {
    var counter = 0
}
```

A test double:

```swift
// file: Tests/ProfileTests.swift
struct StubViewState: ViewState {
    var name = "stub"
}
```

Conformance to a protocol that is not configured as state:

```swift
struct Settings: Codable {
    var theme: String
}
```

"""#,
        "main_actor_view_model.md": #"""
# main_actor_view_model

A view-model class is `@MainActor`: its outputs drive the UI, so it lives on the main actor.

- **Default severity:** warning
- **Fixable:** yes — inserts `@MainActor` on its own line above the class, with its indentation,
  only where the project still compiles with it. Not where code that may run off the main actor
  uses the class — a test case without `@MainActor`, a plain service or free function, a type
  nested in a `@MainActor` class (nesting does not pass isolation on), a closure run detached
  (`Task.detached`, a task group's `addTask`, a background `DispatchQueue`, and the `@Sendable`
  closures of `NotificationCenter.addObserver(forName:…)` (another `addObserver { … }`, a
  project's own taking a plain closure, runs it where it is called), `Timer.scheduledTimer`, `URLSession`'s
  tasks and the SDK's handlers it calls on a queue of its own — `setAlternateIconName`,
  `requestAuthorization`, `getNotificationSettings`, `requestAccess`, `performChanges`, Core
  Data's `performBackgroundTask` and a context's `perform`, key-value observing's
  `observe(\.keyPath) { … }`, the `onChange:` handler of `withObservationTracking` — whatever
  queue they name), including the class's own code run
there: `self`, a method called with `self` implied, a local function of the method around it. A use is its name (`CartViewModel()`,
  `Cart.ViewModel.load()` — a name written with its outer type is that nested type's alone, a
  bare `ViewModel` may be any of that name), a value of it reached through a chain of members
  however its type is spelled (`cell.cardView.viewModel.reset()`, a property typed by an alias,
  `AppContainer.shared.cardViewModel.reset()` through a static member),
  `Host(viewModel: .init(…))` where `Host`'s initializer takes it, or `self.model = .init()`
  where `model` holds one; naming it where nothing of it runs is not (a parameter the body never
  says, `CartViewModel.Row` as a namespace, `[weak self]`). A stored property's declared type
  (`var viewModel: CartViewModel!`, or a generic argument in code, `BehaviorRelay<[CartViewModel]>(value:
  [])`) runs nothing either, but what builds it may be out of sight
  (`return .init(…)` in a closure), so it holds the fix back too — and the finding cites it only
  when no other use does (a test case's `setUp` building the view model is cited rather than its
  property). Not where its own
  nonisolated `deinit` calls one of its methods or computed properties — declared in its body or
  in an extension in any file, unless `nonisolated` (in an `@Observable`
  class also a stored `var`, which the macro makes computed); not where it overrides a method,
  property or subscript of a base class that is not main-actor (a project class that is no view
  model, or an SDK class that is no UIKit or AppKit one) and the override uses any member of its
  own, its extensions' included — an override keeps the isolation of what it overrides; not where it conforms to
  a protocol whose requirements are not main-actor (a project protocol without `@MainActor`, or a
  framework protocol not known to be safe — `Identifiable` is safe when the class declares no
  `id` of its own and keeps the standard library's nonisolated one, or stores it as a `let`, a
  constant nonisolated code may read; a stored `var id` or a computed one is isolated with the class); and not on a base class when any of that holds for a
  subclass, which would inherit the annotation (`` its subclass `ProfileItemViewModel` would
  inherit it (used off the main actor) at ProfilesSection.swift:3 ``) — which is also what a base
  class held back only where a parameter or property declares it cites, when a subclass says more. The finding says what holds it back, with the file
  and line (`` `--fix` holds it back: used off the main actor at CartViewModelTests.swift:7 ``). A
  type only written off the main actor — a stored property's or parameter's type, an enum case's
  payload — holds the fix back too, since an `.init()` there is not read, and is cited as that
  only when nothing running code is (`` its type is written off the main actor (an `.init()`
  there may build one) at Scene.swift:2 ``). A conformance through a typealias names the first
  protocol behind it (`` it conforms to `FeedModel`, a typealias of `FeedInput`, whose
  requirements are not main-actor ``), and holds the fix back whatever that protocol is, since
  what the alias joins after `&` is not read. Views
  (SwiftUI's representables too: `makeUIView` runs on the main actor), view
  controllers, previews (`PreviewProvider`, `#Preview`), `@MainActor` code and closures Swift runs
  on the main actor (`MainActor.run { … }`, `DispatchQueue.main.async { … }`, `{ @MainActor in
  … }`) may use it, and so may an extension of a main-actor type in that type's own file and
  view-model classes the same run annotates, and code of a type that is main-actor where its
  file does not show it (an extension in another file of a `@MainActor` class, of a class whose
  own declaration conforms to a main-actor protocol, or of an AppKit or UIKit view or control). A name in a typealias or in a protocol's
  requirement (`func done(_ model: CartViewModel)` in `protocol CartDelegate`) runs no code and
  holds nothing back; AppKit's and UIKit's responders (`NSPopover`, `NSTextField`, `NSMenu`,
  `UIControl`…) and diffable data sources (`UITableViewDiffableDataSource`…) are main-actor code.
- **Options:**
  - `main_actor_by_default` (boolean, default `false`): the app builds with default actor
    isolation `MainActor` (Xcode's `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`), so every class
    is on the main actor unless marked `nonisolated`. It is rarely needed: SPM targets with
    `.defaultIsolation(MainActor.self)` in their `swiftSettings` are recognised on their own, and
    so is the app (every file outside a SwiftPM target) when one of its `.xcconfig` files, its
    `project.pbxproj` or XcodeGen's `project.yml` sets `SWIFT_DEFAULT_ACTOR_ISOLATION` to
    `MainActor`. Targets of one Xcode project are not told apart: when any sets it, the app's files
    are read as main-actor, which can hide a finding but never make a wrong one.

## Why

Every output change re-renders a view, and SwiftUI and UIKit must be touched from the main
thread. Isolating the whole view model to the main actor makes the compiler enforce that: no
`DispatchQueue.main.async` sprinkled around, no data race between an async result and the view.
Heavy work still goes elsewhere — explicitly, in a `Task` or a dependency.

## What triggers it

A view-model class (named with a view-model suffix, or an `ObservableObject` / `@Observable`
type that a view holds as its model or that has a reducer — see `mvvm dump --roles`) without `@MainActor` on the class — on the same line or any line above — and not
inheriting it from a project base class, nor a subclass of an AppKit or UIKit view, control or
view controller (`NSControl`, `UIView`), nor conforming in its own declaration to a main-actor
protocol — one the project declares `@MainActor` (or that refines one), UIKit's delegates and data
sources (`UITextViewDelegate`), AppKit's and WebKit's (`NSTableViewDataSource`,
`WKNavigationDelegate`) — which makes the whole class main-actor, as Swift infers it (a conformance
in an extension isolates only the members that witness it, so it does not count; nor does Core
Data's `NSFetchedResultsControllerDelegate`, which is not main-actor). Such a class's code is
main-actor code too, and holds no other view model's fix back. Only the topmost view-model class of a hierarchy is
reported: its subclasses inherit the annotation once it is there. `@MainActor` on a single method, on an extension, or in
a comment does not count. A class whose topmost project class inherits first a name that neither
the project nor a framework it knows declares (`BaseViewModel` from a package, which may well be
`@MainActor`) has an isolation that cannot be read, and is not reported. Reported at the `class`
keyword. Structs and actors are not checked.

## Triggering examples

```swift
final ↓class LoginViewModel: ObservableObject {
    @Published private(set) var isLoading = false
}
```

```swift correction
@MainActor
final class LoginViewModel: ObservableObject {
    @Published private(set) var isLoading = false
}
```

A conformance written main-actor (`@MainActor Stoppable`, Swift 6.2's isolated conformances)
holds nothing back:

```swift
protocol Stoppable { func stop() }

final ↓class PumpViewModel: ObservableObject, @MainActor Stoppable {
    @Published private(set) var isRunning = false
    func stop() { isRunning = false }
}
```

```swift correction
protocol Stoppable { func stop() }

@MainActor
final class PumpViewModel: ObservableObject, @MainActor Stoppable {
    @Published private(set) var isRunning = false
    func stop() { isRunning = false }
}
```

Another attribute above, and `@MainActor` only on a method:

```swift
@Observable
final ↓class TimerModel {
    @MainActor func start() {}
}
struct TimerView: View {
    @State private var model = TimerModel()
}
```

```swift correction
@MainActor
@Observable
final class TimerModel {
    @MainActor func start() {}
}
struct TimerView: View {
    @State private var model = TimerModel()
}
```

Nested and indented, `@MainActor` only mentioned in a comment:

```swift
enum Screens {
    // @MainActor
    ↓class SearchViewModel {
        var query = ""
    }
}
```

```swift correction
enum Screens {
    // @MainActor
    @MainActor
    class SearchViewModel {
        var query = ""
    }
}
```

A base class that is not isolated either: only the topmost view-model class is reported and
annotated — its subclasses inherit `@MainActor` from it:

```swift
// file: BaseViewModel.swift
open ↓class BaseViewModel: ObservableObject {}
// file: CartViewModel.swift
final class CartViewModel: BaseViewModel {}
```

```swift correction
// file: BaseViewModel.swift
@MainActor
open class BaseViewModel: ObservableObject {}
// file: CartViewModel.swift
final class CartViewModel: BaseViewModel {}
```

Under default MainActor isolation, only a class taken off the main actor (the fix drops
`nonisolated`):

```yaml
rules:
  main_actor_view_model:
    main_actor_by_default: true
```

```swift
nonisolated final ↓class ExportViewModel: ObservableObject {
    @Published private(set) var progress = 0.0
}
```

```swift correction
final class ExportViewModel: ObservableObject {
    @Published private(set) var progress = 0.0
}
```

Used by a test case that is not on the main actor: reported, not fixed (its tests would no
longer compile); the same test case marked `@MainActor` lets the fix through:

```swift
// file: CartViewModel.swift
final ↓class CartViewModel: ObservableObject {
    @Published private(set) var total = 0
}
// file: CartViewModelTests.swift
import XCTest

final class CartViewModelTests: XCTestCase {
    func testStartsEmpty() {
        XCTAssertEqual(CartViewModel().total, 0)
    }
}
```

```swift correction
// file: CartViewModel.swift
final class CartViewModel: ObservableObject {
    @Published private(set) var total = 0
}
// file: CartViewModelTests.swift
import XCTest

final class CartViewModelTests: XCTestCase {
    func testStartsEmpty() {
        XCTAssertEqual(CartViewModel().total, 0)
    }
}
```

```swift
// file: CartViewModel.swift
final ↓class CartViewModel: ObservableObject {
    @Published private(set) var total = 0
}
// file: CartViewModelTests.swift
import XCTest

@MainActor
final class CartViewModelTests: XCTestCase {
    func testStartsEmpty() {
        XCTAssertEqual(CartViewModel().total, 0)
    }
}
```

```swift correction
// file: CartViewModel.swift
@MainActor
final class CartViewModel: ObservableObject {
    @Published private(set) var total = 0
}
// file: CartViewModelTests.swift
import XCTest

@MainActor
final class CartViewModelTests: XCTestCase {
    func testStartsEmpty() {
        XCTAssertEqual(CartViewModel().total, 0)
    }
}
```

Its own `deinit` calls one of its methods: a `deinit` is nonisolated, so with `@MainActor` on the
class that call would not compile — reported, not fixed. Reading a stored property there is fine:

```swift
import Foundation

final ↓class ClockViewModel: ObservableObject {
    @Published private(set) var seconds = 0
    private var timer: Timer?

    deinit { stop() }

    private func stop() { timer?.invalidate() }
}
```

```swift correction
import Foundation

final class ClockViewModel: ObservableObject {
    @Published private(set) var seconds = 0
    private var timer: Timer?

    deinit { stop() }

    private func stop() { timer?.invalidate() }
}
```

An override of a base class's method keeps the base's isolation: under a base that is not
main-actor it stays nonisolated, and its write of the class's own state would not compile —
reported, not fixed:

```swift
class BaseModel {
    init() { subscribe() }
    func subscribe() {}
}

final ↓class CalendarViewModel: BaseModel, ObservableObject {
    @Published private(set) var calendarID = ""

    override func subscribe() {
        calendarID = "default"
    }
}
```

```swift correction
class BaseModel {
    init() { subscribe() }
    func subscribe() {}
}

final class CalendarViewModel: BaseModel, ObservableObject {
    @Published private(set) var calendarID = ""

    override func subscribe() {
        calendarID = "default"
    }
}
```

A type nested in it does not share its actor: a helper class that writes it from there keeps the
fix back, and so does a conformance to a protocol whose requirements are not main-actor:

```swift
final ↓class PollingViewModel: ObservableObject {
    @Published private(set) var count = 0

    final class Helper {
        weak var owner: PollingViewModel?
    }
}

protocol Reloading {
    func reload()
}

final ↓class FeedViewModel: ObservableObject, Reloading {
    @Published private(set) var items: [String] = []

    func reload() {}
}
```

```swift correction
final class PollingViewModel: ObservableObject {
    @Published private(set) var count = 0

    final class Helper {
        weak var owner: PollingViewModel?
    }
}

protocol Reloading {
    func reload()
}

final class FeedViewModel: ObservableObject, Reloading {
    @Published private(set) var items: [String] = []

    func reload() {}
}
```

A value of it reached through members, whatever name its type goes by there, is a use: a plain
class calling it through a property typed by an alias keeps the fix back:

```swift
// file: CardViewModel.swift
final ↓class CardViewModel: ObservableObject {
    @Published private(set) var title = ""
    func rename(_ title: String) { self.title = title }
}
typealias CardModel = CardViewModel
// file: Refresher.swift
final class Refresher {
    let model: CardModel
    init(model: CardModel) { self.model = model }
    func refresh() { model.rename("Fresh") }
}
```

```swift correction
// file: CardViewModel.swift
final class CardViewModel: ObservableObject {
    @Published private(set) var title = ""
    func rename(_ title: String) { self.title = title }
}
typealias CardModel = CardViewModel
// file: Refresher.swift
final class Refresher {
    let model: CardModel
    init(model: CardModel) { self.model = model }
    func refresh() { model.rename("Fresh") }
}
```

A closure given to `DispatchQueue.main.async` runs on the main actor, so building the view model
there does not keep the fix back:

```swift
import Foundation

final ↓class SupportViewModel: ObservableObject {
    @Published private(set) var isLoaded = false
}

final class Mailer {
    func presentSupport() {
        DispatchQueue.main.async { _ = SupportViewModel() }
    }
}
```

```swift correction
import Foundation

@MainActor
final class SupportViewModel: ObservableObject {
    @Published private(set) var isLoaded = false
}

final class Mailer {
    func presentSupport() {
        DispatchQueue.main.async { _ = SupportViewModel() }
    }
}
```

Previews run on the main actor, so one that builds the view model does not keep the fix back:

```swift
import SwiftUI

final ↓class BadgeViewModel: ObservableObject {
    @Published private(set) var count = 0
}

struct BadgeView: View {
    @ObservedObject var viewModel: BadgeViewModel
    var body: some View { Text("\(viewModel.count)") }
}

struct BadgeView_Previews: PreviewProvider {
    static var previews: some View { BadgeView(viewModel: BadgeViewModel()) }
}

#Preview {
    BadgeView(viewModel: BadgeViewModel())
}
```

```swift correction
import SwiftUI

@MainActor
final class BadgeViewModel: ObservableObject {
    @Published private(set) var count = 0
}

struct BadgeView: View {
    @ObservedObject var viewModel: BadgeViewModel
    var body: some View { Text("\(viewModel.count)") }
}

struct BadgeView_Previews: PreviewProvider {
    static var previews: some View { BadgeView(viewModel: BadgeViewModel()) }
}

#Preview {
    BadgeView(viewModel: BadgeViewModel())
}
```

## Non-triggering examples

A base class from a package the project does not hold, whose isolation cannot be read:

```swift
import CoreModules

final class LectureViewModel: BaseViewModel {
    @Published private(set) var title = ""
}
```

```swift
@MainActor
final class LoginViewModel: ObservableObject {}

@MainActor final class CartViewModel: ObservableObject {}
```

Inherited from a project base class in another file:

```swift
// file: BaseViewModel.swift
@MainActor
class BaseViewModel: ObservableObject {}
// file: ProfileViewModel.swift
final class ProfileViewModel: BaseViewModel {}
```

With other attributes and `#if`:

```swift
#if canImport(Observation)
@Observable @MainActor
final class MapModel {}
#endif
```

Not a view model, and not a class:

```swift
final class ImageCache {}

struct RowViewModel {
    let title: String
}
```

Text in strings:

```swift
let template = """
    final class LoginViewModel: ObservableObject {}
    """
```

A test double in a test file:

```swift
// file: Tests/Doubles.swift
final class SpyViewModel: ObservableObject {}
```

A type one view holds several times over is a helper, not its one view model:

```swift
final class DefaultsFlag: ObservableObject {
    init(key: String) {}
}

struct ReaderSettings: View {
    @StateObject private var pagedMode = DefaultsFlag(key: "paged")
    @StateObject private var splitPages = DefaultsFlag(key: "split")

    var body: some View { Text("") }
}
```

A target built with default MainActor isolation:

```swift
// file: Package.swift
let package = Package(name: "Feature", targets: [
    .target(name: "Feature", swiftSettings: [.defaultIsolation(MainActor.self)]),
])
// file: Sources/Feature/FeedViewModel.swift
final class FeedViewModel: ObservableObject {}
```

Types inside a `PreviewProvider` are preview scaffolding:

```swift
struct FeedView_Previews: PreviewProvider {
    final class MockFeedViewModel: ObservableObject {}
    static var previews: some View { Text("") }
}
```

"""#,
        "navigation_outside_views.md": #"""
# navigation_outside_views

A view or view controller never navigates by itself; a flow controller or middleware does.

- **Default severity:** warning
- **Fixable:** no
- **Profiles:** `remvvm` (middleware), `inputs_outputs` (flow controllers) — see
  `mvvm rules --profile NAME`
- **Options:** none

## Why

In these dialects screens know nothing about each other. A controller reports what happened — an
output its flow controller observes, an action dispatched to the store — and a flow controller
(inputs/outputs) or a middleware (ReMVVM) decides which screen comes next and shows it. A
controller that pushes or presents the next screen itself hard-wires the flow into the screen:
reordering the flow, reusing the screen elsewhere or testing it alone means editing it.

## What triggers it

In a view or view controller (`mvvm dump --roles` reads it as a view), each UIKit navigation call,
recognised by its signature:

- `present(_:animated:…)`, on any receiver (`self`, `navigationController?`, another controller);
- `pushViewController(_:animated:)`;
- `performSegue(withIdentifier:sender:)`;
- `show(_:sender:)` and `showDetailViewController(_:sender:)`;
- instantiating a screen from a storyboard (`UIStoryboard(…).instantiateViewController…`,
  `storyboard?.instantiateViewController…`) — a second finding when the same code presents it.

Reported at the start of the call. Presenting an alert, an action sheet or a confirmation is not
navigation, nor is anything else shown over the screen for a moment and named so: the system share
sheet (`UIActivityViewController`), a progress or loading overlay, a HUD, a spinner, a toast —
or handed to a method named for one (`presentAlert(_ controller:)` presenting `controller`), and
a system panel presented without a controller (`printController.present(animated:)`); nor are calls of the same names without UIKit's signatures — the controller first and
unlabelled (`hud.show()`, `noticePresenter.present(notice)`, `navigator.show(segue: .detail,
sender: self)`) — calls on the app's own navigator, router or coordinator (`router.present(screen,
animated: true)`: handing it the screen is the delegation the dialect asks for), page turning
(`setViewControllers` on a page view controller), dismissing the screen itself, a static factory
building a screen from a storyboard for whoever calls it (`static func loadFromStoryboard()`: a
constructor), a context menu's preview built in its `previewProvider:` closure (peeked at, not shown), or an override forwarding to `super` (`super.performSegue(…)` in
`override func performSegue(…)`). Flow
controllers, coordinators, routers and middleware are not views: they may navigate.

## Triggering examples

```swift
import UIKit

final class OrdersViewController: UIViewController {
    func open(_ order: Order) {
        let details = OrderDetailsViewController(order: order)
        ↓navigationController?.pushViewController(details, animated: true)
    }
}
```

Presenting, modally and through `self`:

```swift
import UIKit

final class SettingsViewController: UIViewController {
    func editProfile() {
        ↓present(ProfileViewController(), animated: true)
        ↓self.present(UINavigationController(rootViewController: AboutViewController()), animated: true, completion: nil)
    }
}
```

A storyboard, instantiated and then presented — two findings:

```swift
import UIKit

final class LoginViewController: UIViewController {
    func loggedIn() {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let next = ↓storyboard.instantiateViewController(withIdentifier: "Home")
        ↓present(next, animated: true)
    }
}
```

Segues and `show`:

```swift
import UIKit

final class ListViewController: UIViewController {
    func select() {
        ↓performSegue(withIdentifier: "detail", sender: self)
        ↓show(DetailViewController(), sender: self)
    }
}
```

A screen opened from an action sheet's handler is still navigation:

```swift
import UIKit

final class VariationsViewController: UIViewController {
    func presentMoreActionSheet(_ sheet: UIAlertController) {
        sheet.addAction(UIAlertAction(title: "Bulk update", style: .default) { _ in
            let editor = UINavigationController(rootViewController: BulkUpdateViewController())
            ↓self.present(editor, animated: true)
        })
        present(sheet, animated: true)
    }
}
```

## Non-triggering examples

A static factory builds the screen for whoever calls it, and an override forwards to `super`:

```yaml
profile: inputs_outputs
```

```swift
final class DialogViewController: UIViewController {
    static func loadFromStoryboard() -> DialogViewController {
        let storyboard = UIStoryboard(name: "Dialog", bundle: nil)
        return storyboard.instantiateViewController(withIdentifier: "Dialog") as! DialogViewController
    }

    override func performSegue(withIdentifier identifier: String, sender: Any?) {
        super.performSegue(withIdentifier: identifier, sender: sender)
    }

    func menu() -> UIContextMenuConfiguration {
        UIContextMenuConfiguration(identifier: nil, previewProvider: {
            UIStoryboard(name: "Detail", bundle: nil).instantiateViewController(withIdentifier: "Detail")
        })
    }
}
```

The intent as an output, the flow controller navigating:

```swift
import UIKit

final class OrdersViewController: UIViewController {
    var onSelect: ((Order) -> Void)?

    func open(_ order: Order) {
        onSelect?(order)
    }
}

final class OrdersFlowController {
    let navigation = UINavigationController()

    func showDetails(_ order: Order) {
        navigation.pushViewController(OrderDetailsViewController(order: order), animated: true)
    }
}
```

Handing the next screen to the app's navigator or router, with its own signatures or UIKit's:

```swift
import UIKit

final class ItemsViewController: UIViewController {
    let navigator: Navigator
    let router: Router

    func open(_ item: Item) {
        navigator.show(segue: .detail(item), sender: self)
    }

    func share(_ item: Item) {
        router.present(ShareScreen(item: item), animated: true)
    }
}
```

Alerts and confirmations:

```swift
import UIKit

final class CartViewController: UIViewController {
    func confirmClear() {
        let alert = UIAlertController(title: "Clear?", message: nil, preferredStyle: .alert)
        present(alert, animated: true)
        present(actionSheet, animated: true)
    }
    let actionSheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
}
```

A share sheet and a progress overlay are shown over the screen, not navigated to:

```swift
import UIKit

final class ReceiptViewController: UIViewController {
    func share(_ url: URL) {
        let sheet = UIActivityViewController(activityItems: [url], applicationActivities: nil)
        present(sheet, animated: true)
    }

    func upload() {
        present(InProgressViewController(title: "Uploading"), animated: true)
        present(loadingOverlay, animated: false)
    }

    private let loadingOverlay = UIViewController()
}
```

System panels presented without a controller of the app's (`present(animated:)`):

```swift
import UIKit

final class ReceiptViewController: UIViewController {
    func print(_ job: UIPrintInteractionController) {
        job.present(animated: true, completionHandler: nil)
    }
}
```

A method named for the alert it presents the controller it is handed:

```swift
import UIKit

final class BrowserViewController: UIViewController {
    func presentAlertController(_ controller: UIViewController) {
        present(controller, animated: true)
    }
}
```

Dismissing itself:

```swift
import UIKit

final class ComposeViewController: UIViewController {
    @objc func close() {
        dismiss(animated: true)
    }
}
```

Calls that only share the names:

```swift
import UIKit

final class UploadViewController: UIViewController {
    let hud = ProgressHUD()
    let notices = NoticePresenter()

    func start() {
        hud.show()
        notices.present(Notice(title: "Uploading"))
    }
}
```

Turning pages:

```swift
import UIKit

final class ReaderViewController: UIViewController {
    let pages = UIPageViewController()

    func next(_ page: UIViewController) {
        pages.setViewControllers([page], direction: .forward, animated: true)
    }
}
```

Under the rulebook profile the rule does not run:

```yaml
profile: rulebook
```

```swift
import UIKit

final class OrdersViewController: UIViewController {
    func open() {
        navigationController?.pushViewController(OrderDetailsViewController(), animated: true)
    }
}
```

"""#,
        "observation_wrappers.md": #"""
# observation_wrappers

In the observable dialect, a view owns its `@Observable` view model with `@State private var`,
receives one as a plain property and binds one with `@Bindable`; the `ObservableObject` machinery
has no place in the project.

- **Default severity:** warning
- **Fixable:** no
- **Options:** none
- **Profiles:** `observable` only

## Why

The Observation framework tracks exactly the properties a view reads, with no publisher per
property and no wrapper to pick. A project in this dialect needs three spellings and no more:
the view that creates the model keeps it alive with `@State private var`, a view that is given the
model stores it as an ordinary `let`/`var`, and a form that edits it directly wraps it in
`@Bindable` to get `$model.field` bindings. Every `@StateObject`, `@ObservedObject`,
`@EnvironmentObject`, `ObservableObject` conformance and `@Published` is a piece of the older
Combine-based observation left behind: it observes differently (whole-object invalidation), mixes
two lifetimes rules in one codebase, and tells the next reader the migration is unfinished.

Owning the model with a `@State` that is not private lets a parent inject a replacement through
the memberwise initialiser, which `@State` silently ignores after the first render: the view keeps
the model it made itself. Keep it private, or, if the parent should decide, take a plain property.

## What triggers it

In every file of the project that is not a test or a preview:

- `@StateObject`, `@ObservedObject`, `@EnvironmentObject` and `@Published` on a property, at the
  attribute, whatever the property holds (a service is migrated like a view model);
- an `ObservableObject` conformance in a type's or an extension's inheritance list (or a protocol
  refining it), at `ObservableObject`;
- a `@State` property that holds a view model and is not `private` or `fileprivate`, at its `var`
  (`private(set)` does not make it private). A `@State` holding a value is local state and is left
  to the other rules.

`@Bindable`, `@Environment(Model.self)`, plain stored properties and `@State private var` are the
dialect's own spellings and never reported. The rule runs only under `profile: observable`.

## Triggering examples

```yaml
profile: observable
```

```swift
struct InboxView: View {
    ↓@StateObject private var viewModel = InboxViewModel()
    var body: some View { Text(viewModel.title) }
}
```

A model handed down with the Combine wrapper, and the `ObservableObject` behind it with its
`@Published` property (the attribute on the line above):

```yaml
profile: observable
```

```swift
final class ThreadViewModel: ↓ObservableObject {
    ↓@Published
    private(set) var messages: [String] = []
}
struct ThreadView: View {
    ↓@ObservedObject var viewModel: ThreadViewModel
    var body: some View { Text("\(viewModel.messages.count)") }
}
```

A shared object read from the environment, conforming through an extension:

```yaml
profile: observable
```

```swift
final class Session {}
extension Session: ↓ObservableObject {}
struct AccountView: View {
    ↓@EnvironmentObject var session: Session
    var body: some View { Text("Account") }
}
```

An `@Observable` view model owned with a `@State` that is not private:

```yaml
profile: observable
```

```swift
@Observable @MainActor
final class PlayerViewModel {
    private(set) var isPlaying = false
}
struct PlayerView: View {
    @State ↓var viewModel = PlayerViewModel()
    @State private(set) ↓var backup: PlayerViewModel?
    var body: some View { Text(viewModel.isPlaying ? "Pause" : "Play") }
}
```

## Non-triggering examples

The dialect's three spellings — owned, handed down, bound:

```yaml
profile: observable
```

```swift
@Observable @MainActor
final class NoteViewModel {
    var text = ""
    private(set) var saved = false
}
struct NoteScreen: View {
    @State private var viewModel = NoteViewModel()
    var body: some View { NoteEditor(viewModel: viewModel) }
}
struct NotePreview: View {
    let viewModel: NoteViewModel
    var body: some View { Text(viewModel.text) }
}
struct NoteEditor: View {
    @Bindable var viewModel: NoteViewModel
    var body: some View { TextField("Note", text: $viewModel.text) }
}
```

A non-private `@State` holding a value is local state, not a view model:

```yaml
profile: observable
```

```swift
struct CounterView: View {
    @State var count = 0
    @State private var viewModel = CounterViewModel()
    var body: some View { Text("\(count)") }
}
```

A shared `@Observable` service read from the environment:

```yaml
profile: observable
```

```swift
@Observable
final class Router {
    var path: [String] = []
}
struct RootView: View {
    @Environment(Router.self) private var router
    var body: some View { Text("\(router.path.count)") }
}
```

The wrappers in comments, strings and `Published.Publisher` used as a type:

```yaml
profile: observable
```

```swift
struct LegacyNotes {
    // @StateObject var viewModel = NotesViewModel()
    let note = "@Published var items: ObservableObject"
    var changes: Published<Int>.Publisher?
}
```

A preview builds whatever it shows:

```yaml
profile: observable
```

```swift
struct GalleryView_Previews: PreviewProvider {
    final class StubModel: ObservableObject {
        @Published var count = 1
    }
    static var previews: some View { Text("Gallery") }
}
```

A test double declared in a test file:

```yaml
profile: observable
```

```swift
// file: Tests/FeedViewModelTests.swift
final class SpyFeed: ObservableObject {
    @Published var posts: [String] = []
}
```

Under the rulebook profile the rule does not run: there `ObservableObject` is the norm.

```yaml
profile: rulebook
```

```swift
final class CartViewModel: ObservableObject {
    @Published private(set) var items: [String] = []
}
struct CartView: View {
    @StateObject private var viewModel = CartViewModel()
    var body: some View { Text("\(viewModel.items.count)") }
}
```

"""#,
        "one_action_per_reducer.md": #"""
# one_action_per_reducer

Each reducer handles exactly one concrete action type.

- **Default severity:** warning
- **Fixable:** no
- **Profiles:** `remvvm` (see `mvvm rules --profile NAME`)
- **Options:** none
- **Roles:** `reducer_types` (default `[Reducer]`): protocols whose conformers' `reduce` functions
  are reducers; `action_types` (default `[StoreAction]`): the action protocols a reducer must not
  take in place of a concrete type (`Any` never counts as concrete either) — `roles:` in
  `.mvvm.yml` replaces either

## Why

In Redux one reducer takes every action and switches over them, and finding where an action is
handled means reading every switch. ReMVVM turns that around: a reducer is declared for one
concrete action type (`reduce(state:with: LoginAction)`), reducers are composed, and the type
system says which code handles which action. A reducer that takes `StoreAction` and switches or
casts brings the central switch back.

## What triggers it

In a `reduce` function of a type conforming to one of `reducer_types` (directly, through a
project base class, or in an extension) that returns the state it takes (`reduce(state:with:) ->
State`; not `reduce(into: inout State, action:) -> Effect<Action>`, another library's reducer) — or in a reducer written as a free function (a top-level
`func reduce(…)` or `func …Reducer(…)` taking the state, labelled or named `state`, and one action,
and returning the state's type, as Redux-style SwiftUI apps write them) — outside tests:

- the action parameter (labelled `with`, else the last one) typed with an action protocol
  (`StoreAction`, `Any`): reported at `func`;
- each `switch` over the action parameter, even when its type is a concrete enum: reported at
  `switch`;
- each cast of the action parameter (`action as? LoginAction`, `as!`, `action is LogoutAction`):
  reported at the action.

A switch over other values (`switch state.mode`), and switches in middleware or other types, are
fine.

## Triggering examples

```swift
struct AppReducer: Reducer {
    static ↓func reduce(state: AppState, with action: StoreAction) -> AppState {
        if let login = ↓action as? LoginAction {
            return AppState(user: User(name: login.name))
        }
        return state
    }
}
```

A switch over an enum of actions:

```swift
enum SessionAction: StoreAction {
    case login(String)
    case logout
}

struct SessionReducer: Reducer {
    static func reduce(state: AppState, with action: SessionAction) -> AppState {
        ↓switch action {
        case .login(let name): return AppState(user: User(name: name))
        case .logout: return AppState(user: nil)
        }
    }
}
```

A type check, in an extension's conformance:

```swift
struct CartReducer {
    func reduce(state: CartState, with action: Any) -> CartState {
        ↓action is ClearCartAction ? CartState(items: []) : state
    }
}

extension CartReducer: Reducer {}
```

A configured reducer protocol:

```yaml
profile: remvvm
roles:
  reducer_types: [StateReducer]
```

```swift
struct FeedReducer: StateReducer {
    static func reduce(state: FeedState, with event: FeedEvent) -> FeedState {
        ↓switch event {
        default: return state
        }
    }
}
```

A Redux-style reducer written as a free function, switching over its actions with casts:

```yaml
profile: remvvm
roles:
  action_types: [Action]
```

```swift
↓func moviesReducer(state: MoviesState, action: Action) -> MoviesState {
    ↓switch action {
    case let action as SetMovies: return MoviesState(movies: action.movies)
    default: return state
    }
}
```

## Non-triggering examples

A reducer of another library, editing its state in place and returning effects to run later,
is not the dialect's (`reduce(into: inout State, action:) -> Effect<Action>`):

```yaml
profile: remvvm
```

```swift
struct SettingsFeature: Reducer {
    struct State { var isOn = false }
    enum Action { case toggle, reset }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .toggle: state.isOn.toggle()
        case .reset: state.isOn = false
        }
        return .none
    }
}
```

A free function named like a reducer but not shaped like one (it returns no state) is not read
as one:

```swift
func logReducer(state: AppState, action: LoginAction) {
    switch action.kind {
    case .password: break
    case .token: break
    }
}
```

One concrete action, a new state:

```swift
struct LoginReducer: Reducer {
    static func reduce(state: AppState, with action: LoginAction) -> AppState {
        AppState(user: User(name: action.name))
    }
}
```

A switch over something else:

```swift
struct ModeReducer: Reducer {
    static func reduce(state: EditorState, with action: ToggleModeAction) -> EditorState {
        switch state.mode {
        case .edit: return EditorState(mode: .view)
        case .view: return EditorState(mode: .edit)
        }
    }
}
```

Middleware may look at any action:

```swift
struct LoggingMiddleware: Middleware {
    func onNext(for state: AppState, action: StoreAction) {
        if action is LoginAction { print("login") }
    }
}
```

A type that is not a reducer:

```swift
struct Router {
    func reduce(state: AppState, with action: StoreAction) -> AppState {
        switch action {
        default: return state
        }
    }
}
```

A member of the action named like a cast target:

```swift
struct RenameReducer: Reducer {
    static func reduce(state: ProfileState, with action: RenameAction) -> ProfileState {
        ProfileState(name: action.name)
    }
}
```

Tests may switch however they like:

```swift
// file: Tests/ReducerTests.swift
struct SpyReducer: Reducer {
    static func reduce(state: AppState, with action: StoreAction) -> AppState {
        switch action { default: return state }
    }
}
```

"""#,
        "output_private_set.md": ##"""
# output_private_set

View-model outputs must be `private(set)` so the view can read them but never write them.

- **Default severity:** error
- **Fixable:** yes — inserts `private(set)` before `var`, unless something outside writes the
  property (then the finding says where, and the fix is left to you)
- **Options:** none

## Why

Outputs are the only way a screen learns what to show, and the view model is the only thing
allowed to change them. If the view can assign `viewModel.isLoading = true`, state changes skip
the reducer: no action describes them, no test covers them, and two places now own the same
truth. Making the setter private stops the next such write at compile time.

A fix never turns a warning into a compile error, though: when code elsewhere in the project —
a view, another type, a test, another module — writes the property, the finding stays but the
fix is not applied, and the message names such a line — the nearest: in the view model's own
file, then its folder, then the first of the project (`` `--fix` holds it back:
written at CartView.swift:12 ``). Every way of writing through a chain counts: an assignment or compound
assignment (`viewModel.count += 1`, `self.viewModel.count = 1`, `screen.model.viewModel.count = 1`,
`viewModel?.count = 1`), a write to a member of the output (`viewModel.settings.isOn = true`), a
mutating call on it (`viewModel.items.append(x)`, or a `mutating func` the project declares), a
binding (`$viewModel.name`), an `inout` argument (`&viewModel.count`), a key path
(`.assign(to: \.title, on: viewModel)`, also through a chain, `on: header.viewModel`; on `self` in
the view model's own code it is its own write;
one only read through — `items.map(\.title)`, `observe(\.title)`, `publisher(for: \.title)`,
`ForEach(items, id: \.title)` — writes nothing), a closure's parameter (`{ $0.count = 2 }`). A
projection is read: an operator on it (`viewModel.$count.removeDuplicates()`) makes a new
publisher even when the project declares a mutating method of that name, and a key path to it
(`\.$count`) reads it; handing it out `inout` (`assign(to: &viewModel.$count)`) writes it. Only the view
model's own code in its own file (`self.count = 1` in it or in an extension beside it) may keep
writing a `private(set)` output. Its extensions in other files and its subclasses (in any file,
theirs included) are read like any other code: a write there, with `self.` or a bare name
(`count = 0`, `items.append(x)`, `&count`), holds the fix back at its line; a local or parameter of
the same name is not the output. Nor is the fix applied when a subclass overrides the property
(`` `--fix` holds it back: `SearchViewModel` overrides it in SearchViewModel.swift ``), or when a
protocol it or a subclass conforms to requires the property as `{ get set }`, which a private
setter would no longer satisfy (`` `--fix` holds it back: `TitleEditing` requires it as `{ get set }` ``).
Replace that write with an action, then run `--fix` again. A write counts for this view model
when its receiver is known to be one (a typed parameter or local, a stored property, a chain of
them) or when its receiver cannot be known (a closure's `$0`, a call's result whose type no
declaration gives, a protocol-typed value): writes are then matched by the property's name, so another type's property of the same
name can hold the fix back too — never the reverse — and the message says so (`` `--fix` holds it
back: may be written at Loader.swift:9 (a member of that name, through a value of unknown type)
``) — except where the value is of a project protocol's type (`model: any Tracking`, or a generic
parameter with that one constraint, `<Model: Tracking>`, also in a `where` clause), which only a
type conforming to it can be behind: one that neither lists it, nor a protocol refining it, nor a
typealias, in its declaration, an extension, a base class or a subclass, is not held back by that
write. Such a write is cited only when nothing certain holds the fix back: a write whose
receiver is known, an override or a `{ get set }` requirement comes first. Protocols of one
simple name are told apart where the code says which one it means: by
its path (`OutlineView.Model`) or by a bare name inside a type that nests it (`Model` in
`DocumentView`'s code is `DocumentView.Model`); a conformance or a value that does not say may
be any of them. A
function's generic parameter constrained by a class (`<Model: BaseViewModel>`) is that class; one
with several constraints (`Tracking & Sendable`) stays unknown. A type's stored property typed by
its generic parameter is only bounded by the constraint, since an extension may know more
(`extension Box where Model: CounterViewModel { func reset() { model.count = 0 } }`): it may be
the constraint's class or any subclass, or any conformer of the constraint's protocol, and what
another module's constraint holds stays unknown — and except in another module (a SwiftPM target or a configured module, not a test), which
cannot reach a property that is not `public`. A receiver declared as a type of another module (`let icon: UIImageView` in
`icon.image = …`, or what a UIKit or AppKit view or controller inherits: `navigationItem.title =
…`, `window?.title = …`), or a local a call returns such a type into (`let view = makeWebView()` with
`func makeWebView() -> WKWebView`, also a method of another value: `let view =
factory.makeWebView()`, `try self.store.item(for: id)`), is known not to be a view model of the
project, and holds nothing back — unless that type is written with generic arguments
(`Binding<CounterViewModel>`, `CurrentValueSubject<CounterViewModel, Never>`), whose members may
hand out what it is specialised with: a write through one is of unknown type. A local a call
returns a view model into is that view model. A
local is typed by a construction only when the construction is its whole value, after `try` or
`await` too (`let details = try Details(id: 1)`); `Factory(…).make()` or a construction continued
on the next line (`.configured()`) is not the constructed type. A chain from a type's name
starts at the static member it names, of the type that member's annotation or construction gives
(`Container.shared.session.title = …` with `static let shared = Container()`), and so does a
stored property set from such a chain (`let session = Container.shared.session`); a static
member written itself (`Totals.count = 1`) is no instance's property, and a static member of
another module's type (which the project's extensions may declare) stays unknown. What a static
method returns (`let config = Factory.details()`) is its declared return type, never the type it
is called on; for another module's type, the one a project extension of that type declares, else
that module's own value (`UIButton.Configuration.plain()`) — except where an argument passes a
metatype (`decode(Model.self)`) or a closure (`MainActor.assumeIsolated({ model })`), or the
method is generic: unknown. An element
of a stored collection — `self.items[i]`, `items.first`, `items.last`, or a parameter of a
closure handed to a method that calls it with elements (`items.forEach { $0.state = … }`,
`items.first(where: { item in … })`, `sorted(by:)`) — is of the type its annotation gives the
elements (`var items: [Item]` writes `Item`'s `state`, and `var rows: [RowViewModel]` a view
model's, and `var items = [Item]()` the same); so is an element of a parameter or local
written or built as an array (`list: [Item]`, `var list = [Item]()`), or holding what a method
or function declared to return one hands back (`var lists = lists()` with `func lists() ->
[MovieList]`, then `lists[i].title = …` or `for list in lists`). An element of another module's
generic type (`[Binding<LoginViewModel>]`) may hand out a view model, so it stays unknown; so do
a dictionary's values, the array's own members and any other closure's untyped parameter. A generic or `Self`
result, a method of a protocol, and a subscript written on a call's result stay unknown. A key
path without a root handed to a call the project declares takes its root from the callee's
parameter (`store.subscribe(\.isOn, to: true)` with `func subscribe<T>(_ keyPath:
WritableKeyPath<Settings, T>, to: T)` writes `Settings`' `isOn`), and only reads where that is a
`KeyPath` or `PartialKeyPath` (`sort(by: \.volume)`); a callee the project does not declare, a
parameter two declarations of that name and label type differently, or a root that is a generic
parameter, leaves the key path of unknown type.

## What triggers it

In a view model (a type named with a view-model suffix, or an `ObservableObject` / `@Observable`
type that a view holds as its model or that has a reducer; `mvvm dump --roles FILE` shows why a
type is one):

- a `@Published var` whose setter is not `private` or `fileprivate` (`private(set)`,
  `fileprivate(set)`, `private` and `fileprivate` all pass), also spelled with its module
  (`@Combine.Published`, or `@OpenCombine.Published` of the open-source drop-in);
- in an `@Observable` view model, any stored instance `var` that is neither.

A callback property (`var onChange: (() -> Void)?`, or through a callback typealias) is a slot the
owner fills, not state the view reads: it is not an output (`responder_pattern` speaks to it). In
an `@Observable` view model, neither is a provider (`var currentSettings: (() -> Settings)?`, a
function returning a value), which the model tracks only because it is stored, nor a service it
is handed after `init` (`var navigationStore: NavigationStoreProtocol?`: a class or protocol of
the project named with a service suffix, `Protocol` or `Type` aside), a dependency; a provider or
service marked `@Published` was published by choice and is an output like any other.

Under `profile: observable` (SPEC §4.2), a view may edit an `@Observable` model's field directly
through `@Bindable`, or through the `@State private var` that owns the model (seed 003's own
form): a property that some view really binds — `$viewModel.name` in code, where `viewModel` is
a `@Bindable` property of that view, or its `@State private var`, holding this type — is input,
and is not reported. Only that counts: a binding through a `@State` that is not private, a local
`@Bindable`, a write such as `viewModel.name = …`, or a binding in a comment leaves the finding in
place, and under the default rulebook profile nothing is exempt.

Computed properties, `let`s and `static` properties are never outputs the view can write. Types
declared in test files are test doubles, not view models. An explicit `internal(set)` or
`public(set)` is reported but not fixed: the author chose an access level, so changing it is
their call.

## Triggering examples

```swift
@MainActor
final class CartViewModel: ObservableObject {
    @Published ↓var items: [Item] = []
}
```

```swift correction
@MainActor
final class CartViewModel: ObservableObject {
    @Published private(set) var items: [Item] = []
}
```

The attribute on the line above the declaration:

```swift
final class LoginViewModel: ObservableObject {
    @Published
    ↓var isLoading = false
}
```

```swift correction
final class LoginViewModel: ObservableObject {
    @Published
    private(set) var isLoading = false
}
```

Spelled with the module of an open-source Combine:

```swift
final class RiskViewModel: ObservableObject {
    @OpenCombine.Published ↓var level = 0
}
```

```swift correction
final class RiskViewModel: ObservableObject {
    @OpenCombine.Published private(set) var level = 0
}
```

A provider published by choice:

```swift
final class ServicesViewModel: ObservableObject {
    @Published ↓var availableServices: () -> [String]

    init(availableServices: @escaping () -> [String]) { self.availableServices = availableServices }
}
```

```swift correction
final class ServicesViewModel: ObservableObject {
    @Published private(set) var availableServices: () -> [String]

    init(availableServices: @escaping () -> [String]) { self.availableServices = availableServices }
}
```

An `@Observable` view model's stored `var`:

```swift
@Observable
final class ProfileModel {
    ↓var name = ""
    private(set) var age = 0

    func birthday() { age += 1 }
}
struct ProfileView: View {
    @State private var model = ProfileModel()
}
```

```swift correction
@Observable
final class ProfileModel {
    private(set) var name = ""
    private(set) var age = 0

    func birthday() { age += 1 }
}
struct ProfileView: View {
    @State private var model = ProfileModel()
}
```

A member inside an `#if` block, in a type that conforms to `ObservableObject` through an
extension in another file (and that a view holds as its model):

```swift
// file: Basket.swift
final class Basket {
    #if DEBUG
    @Published ↓var debugLog: [String] = []
    #endif

    func empty() {}
}
// file: Basket+Observable.swift
extension Basket: ObservableObject {}
// file: BasketView.swift
struct BasketView: View {
    @ObservedObject var model: Basket
}
```

```swift correction
// file: Basket.swift
final class Basket {
    #if DEBUG
    @Published private(set) var debugLog: [String] = []
    #endif

    func empty() {}
}
// file: Basket+Observable.swift
extension Basket: ObservableObject {}
// file: BasketView.swift
struct BasketView: View {
    @ObservedObject var model: Basket
}
```

An extension of the view model in another file, or a subclass, that writes the output is out of
a `private(set)` setter's reach: reported, not fixed (`` `--fix` holds it back: written at
HomeViewModel+Editing.swift:3 ``):

```swift
// file: HomeViewModel.swift
@MainActor
final class HomeViewModel: ObservableObject {
    @Published ↓var items: [String] = []
}
// file: HomeViewModel+Editing.swift
extension HomeViewModel {
    func add(_ item: String) { items.append(item) }
}
```

```swift correction
// file: HomeViewModel.swift
@MainActor
final class HomeViewModel: ObservableObject {
    @Published var items: [String] = []
}
// file: HomeViewModel+Editing.swift
extension HomeViewModel {
    func add(_ item: String) { items.append(item) }
}
```

One that only reads it (or an extension that only adds a conformance, like `Basket`'s above)
leaves the fix applied:

```swift
// file: ProfileViewModel.swift
@MainActor
final class ProfileViewModel: ObservableObject {
    @Published ↓var name = ""
    func load() { name = "Ada" }
}
// file: ProfileViewModel+Greeting.swift
extension ProfileViewModel {
    var greeting: String { "Hello, \(name)" }
}
```

```swift correction
// file: ProfileViewModel.swift
@MainActor
final class ProfileViewModel: ObservableObject {
    @Published private(set) var name = ""
    func load() { name = "Ada" }
}
// file: ProfileViewModel+Greeting.swift
extension ProfileViewModel {
    var greeting: String { "Hello, \(name)" }
}
```

Written by a view elsewhere: reported, not fixed (the fix would not compile):

```swift
// file: CounterViewModel.swift
@MainActor
final class CounterViewModel: ObservableObject {
    @Published ↓var count = 0
}
// file: CounterView.swift
struct CounterView: View {
    @StateObject var viewModel = CounterViewModel()
    var body: some View { Button("+") { viewModel.count += 1 } }
}
```

```swift correction
// file: CounterViewModel.swift
@MainActor
final class CounterViewModel: ObservableObject {
    @Published var count = 0
}
// file: CounterView.swift
struct CounterView: View {
    @StateObject var viewModel = CounterViewModel()
    var body: some View { Button("+") { viewModel.count += 1 } }
}
```

Under the observable profile, a property no view binds through `@Bindable` is still an output,
even when a binding of it sits in a comment:

```yaml
profile: observable
```

```swift
// file: SignUpModel.swift
@Observable @MainActor
final class SignUpModel {
    var email = ""
    ↓var isSubmitting = false

    func submit() { isSubmitting = true }
}
// file: EmailField.swift
struct EmailField: View {
    @Bindable var model: SignUpModel
    // Toggle("Busy", isOn: $model.isSubmitting)
    var body: some View { TextField("Email", text: $model.email) }
}
```

```swift correction
// file: SignUpModel.swift
@Observable @MainActor
final class SignUpModel {
    var email = ""
    private(set) var isSubmitting = false

    func submit() { isSubmitting = true }
}
// file: EmailField.swift
struct EmailField: View {
    @Bindable var model: SignUpModel
    // Toggle("Busy", isOn: $model.isSubmitting)
    var body: some View { TextField("Email", text: $model.email) }
}
```

Under the default rulebook profile, a `@Bindable` binding exempts nothing (the fix is held back,
since the binding writes the property):

```swift
// file: TitleModel.swift
@Observable
final class TitleModel {
    ↓var title = ""

    func clear() { title = "" }
}
// file: TitleEditor.swift
struct TitleEditor: View {
    @Bindable var model: TitleModel
    var body: some View { TextField("Title", text: $model.title) }
}
```

```swift correction
// file: TitleModel.swift
@Observable
final class TitleModel {
    var title = ""

    func clear() { title = "" }
}
// file: TitleEditor.swift
struct TitleEditor: View {
    @Bindable var model: TitleModel
    var body: some View { TextField("Title", text: $model.title) }
}
```

Two views each nest a protocol `Model`; only the document's asks for a setter, and only a value
of the document's protocol is written through. The outline's model conforms to the other one:

```swift
// file: OutlineViewModel.swift
@Observable
final class OutlineViewModel: OutlineView.Model {
    ↓var title = ""

    func reload() { title = "Outline" }
}

struct OutlineView: View {
    protocol Model: AnyObject { var title: String { get } }
    let model: any Model
    var body: some View { Text(model.title) }
}
// file: DocumentView.swift
struct DocumentView: View {
    protocol Model: AnyObject { var title: String { get set } }
    let model: any Model
    var body: some View { Button("Rename") { model.title = "Untitled" } }
}
```

```swift correction
// file: OutlineViewModel.swift
@Observable
final class OutlineViewModel: OutlineView.Model {
    private(set) var title = ""

    func reload() { title = "Outline" }
}

struct OutlineView: View {
    protocol Model: AnyObject { var title: String { get } }
    let model: any Model
    var body: some View { Text(model.title) }
}
// file: DocumentView.swift
struct DocumentView: View {
    protocol Model: AnyObject { var title: String { get set } }
    let model: any Model
    var body: some View { Button("Rename") { model.title = "Untitled" } }
}
```

## Non-triggering examples

Under the observable profile, a binding through the `@State private var` that owns the model:

```yaml
profile: observable
```

```swift
// file: LoginModel.swift
@Observable @MainActor
final class LoginModel {
    var password = ""

    func logIn() {}
}
// file: LoginView.swift
struct LoginView: View {
    @State private var model = LoginModel()
    var body: some View { SecureField("Password", text: $model.password) }
}
```

A callback the owner sets is not an output:

```swift
@MainActor
@Observable
final class PickerViewModel {
    var onPick: ((String) -> Void)?
    private(set) var choices: [String] = []
}
```

Nor is a service the views hand the model after building it (from their environment):

```swift
protocol NavigationStoreProtocol: AnyObject {
    func showLogin()
}

@MainActor
@Observable
final class VoteViewModel {
    var navigationStore: NavigationStoreProtocol?
    private(set) var lastError: String?
}
```

Nor is a provider, a function returning a value that the owner sets after building the model:

```swift
@MainActor
@Observable
final class SizeEstimateViewModel {
    var currentSettings: (() -> ExportSettings)?
    private(set) var estimate = ""
}
```

Under the observable profile, a field a form binds through its `@Bindable` model, in the view's
body or in an extension of the view:

```yaml
profile: observable
```

```swift
// file: ProfileEditModel.swift
@Observable @MainActor
final class ProfileEditModel {
    var nickname = ""
    var bio = ""
    private(set) var isSaving = false

    func save() { isSaving = true }
}
// file: ProfileEditView.swift
struct ProfileEditView: View {
    @Bindable var model: ProfileEditModel
    var body: some View { TextField("Nickname", text: $model.nickname) }
}
extension ProfileEditView {
    var bioField: some View { TextEditor(text: $model.bio) }
}
```

```swift
final class CartViewModel: ObservableObject {
    @Published private(set) var items: [Item] = []
    @Published fileprivate(set) var total = 0
    @Published private var cache: [Int: Item] = [:]
}
```

Computed properties, constants and static properties:

```swift
@Observable
final class FeedViewModel {
    let id: UUID
    static var shared = 0
    var isEmpty: Bool { posts.isEmpty }
    private(set) var posts: [Post] = []
}
```

In an `@Observable` view model, a property it does not observe — `@ObservationIgnored`, or one
behind a property wrapper such as an injected `@Dependency` (the macro cannot track those) — is
no output:

```swift
@Observable @MainActor
final class ArtistViewModel {
    @ObservationIgnored
    var retryCount = 0
    @Dependency(\.artistClient)
    var artistClient: ArtistClient
    private(set) var artist: Artist?
}
struct ArtistView: View {
    @State private var viewModel = ArtistViewModel()
}
```

The same text in a type that is not a view model:

```swift
final class Settings: NSObject {
    @Published var theme = "dark"
}
```

The construct in comments and strings:

```swift
final class CartViewModel: ObservableObject {
    // @Published var items: [Item] = []
    let note = "@Published var items"
    let raw = #"@Published var total = 0"#
    let multi = """
        @Published var more = 1
        """
}
```

Non-published stored properties of an `ObservableObject` are not observed outputs:

```swift
final class CartViewModel: ObservableObject {
    var retryCount = 0
    private let api: APIClient
}
```

A test double declared in a test file:

```swift
// file: CartViewModelTests.swift
final class SpyCartViewModel: ObservableObject {
    @Published var items: [Item] = []
}
```

"""##,
        "outputs_read_only.md": #"""
# outputs_read_only

An output of an inputs/outputs view model is a stream the view can observe but never write.

- **Default severity:** error
- **Fixable:** no
- **Options:** none
- **Roles:** `input_types` (default: RxSwift's, RxRelay's, Combine's and ReactiveSwift's subjects,
  relays and mutable properties): the writable stream types an output must not be
- **Profiles:** `inputs_outputs`

## Why

In the inputs/outputs dialect the view model is a pipe: the view pushes events into its inputs
(subjects, relays, observers) and observes its outputs. When an output is itself a subject or a
relay, anything holding the view model — the controller, a cell, a test — can push a value into
it and make the screen show something the view model never decided. Declaring outputs as
`Observable`, `Driver`, `Signal`, `AnyPublisher` or `Published.Publisher` makes that impossible,
and makes the view model easy to stub: a test builds it with `.just(…)` outputs.

## What triggers it

In a view model, a non-private property whose type — as written, or as constructed by its initial
value — is a stream anyone can write into: RxSwift's `PublishSubject`, `BehaviorSubject`,
`ReplaySubject`, `AsyncSubject`, `Variable`; RxRelay's `PublishRelay`, `BehaviorRelay`,
`ReplayRelay`; Combine's `PassthroughSubject`, `CurrentValueSubject`; ReactiveSwift's
`MutableProperty`. The property counts as an output when it is:

- declared under a comment that opens the outputs (`// outputs`, `// Outputs {`,
  `// output for the flow controller`, `// MARK: - Outputs`), up to the next section comment
  (`// inputs`, another `MARK`) or a closing `// }`;
- a property of a type nested in the view model named `Output` or `Outputs` (the
  `transform(input:) -> Output` shape);
- a requirement of a protocol of the file whose name carries the view-model suffix and ends in
  `Outputs`, `Output`, `OutputsType`, `OutputType` or `OutputProtocol`
  (`protocol LoginViewModelOutputs`).
- anywhere else outside the inputs, a stream that code outside the tests observes through a
  property holding the view model (`viewModel.notice.subscribe(…)`, `.drive(…)`, `.sink { }`,
  `.map { }`, `.eraseToAnyPublisher()`…) while nothing pushes into it from outside
  (`viewModel.notice.onNext(…)`, `.send(…)`, `.accept(…)`, `x.bind(to: viewModel.notice)`): the
  views use it as an output. A push through a value whose type is unknown counts as a push.

Inputs are not checked here: a subject under `// inputs` or in a `struct Input` is what the view
pushes into — and so is one under an outputs comment that code outside the view model pushes into
through a value known to hold the view model (`field.rx.text.bind(to: viewModel.query)`,
`viewModel.query.onNext(…)`, `viewModel.query.value = text`) from outside the view model's own files: what the code does outranks
the comment. A `private` subject is the view model's own plumbing and stays allowed — expose it
through `asObservable()`, `asDriver(…)` or `eraseToAnyPublisher()`. A type whose name ends in the
view-model suffix followed by a number (`SignupViewModel2`) is a view model too. Reported at the
stream type.

## Triggering examples

```yaml
profile: inputs_outputs
```

```swift
struct SignInViewModel {
    // inputs
    let emailText = PublishSubject<String>()
    let submitTaps = PublishSubject<Void>()

    // outputs
    let isSubmitEnabled: Observable<Bool>
    let errorMessage: ↓BehaviorRelay<String?>
}
```

A relay in the `Output` of a `transform(input:)` view model:

```yaml
profile: inputs_outputs
```

```swift
final class FeedViewModel {
    struct Input {
        let refresh: Observable<Void>
    }

    struct Output {
        let items: Driver<[String]>
        let isLoading: ↓RxRelay.BehaviorRelay<Bool>
    }

    func transform(input: Input) -> Output {
        let loading = BehaviorRelay(value: false)
        return Output(items: .empty(), isLoading: loading)
    }
}
```

A Combine subject under a MARK, and one in an outputs protocol:

```yaml
profile: inputs_outputs
```

```swift
protocol CartViewModelOutputs {
    var total: ↓CurrentValueSubject<Int, Never> { get }
}

final class CartViewModel: CartViewModelOutputs {
    // MARK: - Inputs
    let removeItem = PassthroughSubject<Int, Never>()

    // MARK: - Outputs
    let badge = ↓PassthroughSubject<String, Never>()
    let total = ↓CurrentValueSubject<Int, Never>(0)
}
```

A class view model whose outputs are relays between `// outputs {` and `// }`, with a
dependency injected through a default argument:

```yaml
profile: inputs_outputs
```

```swift
final class SearchViewModel {
    // outputs {
    let results: ↓BehaviorRelay<[String]>
    let isSearching = ↓ReplaySubject<Bool>.create(bufferSize: 1)
    // }

    let query = PublishSubject<String>()

    init(api: SearchAPI = .live) {
        results = BehaviorRelay(value: [])
    }
}
```

With no section comment, a subject that the controller only subscribes to is an output:

```yaml
profile: inputs_outputs
```

```swift
// file: ReplyViewModel.swift
final class ReplyViewModel {
    let notice = ↓PassthroughSubject<String, Never>()
    let sendTaps = PassthroughSubject<Void, Never>()
}
// file: ReplyViewController.swift
final class ReplyViewController: UIViewController {
    var viewModel: ReplyViewModel!
    private var bag = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.notice.sink { [weak self] text in self?.title = text }.store(in: &bag)
        sendButton.publisher(for: .touchUpInside).sink { [viewModel] _ in viewModel?.sendTaps.send(()) }.store(in: &bag)
    }
}
```

## Non-triggering examples

```yaml
profile: inputs_outputs
```

```swift
struct SignInViewModel {
    // inputs
    let emailText = PublishSubject<String>()
    let submitTaps = PublishRelay<Void>()

    // outputs
    let isSubmitEnabled: Observable<Bool>
    let status: Driver<String>
    let finished: AnyPublisher<Void, Never>
    let title: Published<String>.Publisher
}
```

A subject listed under the outputs that the view pushes into is an input, whatever the comment says:

```yaml
profile: inputs_outputs
```

```swift
// file: FeedViewModel.swift
import Combine
import RxSwift

final class FeedViewModel {
    // outputs
    let query = PublishSubject<String>()
    let notice = PublishSubject<String>()
    let draft = CurrentValueSubject<String, Never>("")
    let items: Observable<[String]> = .just([])
}

// file: FeedViewController.swift
import RxSwift
import UIKit

final class FeedViewController: UIViewController {
    let viewModel = FeedViewModel()
    let bag = DisposeBag()

    func bind(field: UITextField) {
        field.rx.text.orEmpty.bind(to: viewModel.query).disposed(by: bag)
    }

    func clear() {
        self.viewModel.notice.onNext("")
        viewModel.draft.value = ""
    }
}
```

A private subject behind a read-only output; comments inside `init` are not sections:

```yaml
profile: inputs_outputs
```

```swift
final class TimerViewModel {
    // outputs
    let ticks: Observable<Int>
    private let tickSubject = PublishSubject<Int>()

    // inputs
    let start: AnyObserver<Void>

    init() {
        // outputs
        ticks = tickSubject.asObservable()
        start = AnyObserver { _ in }
    }
}
```

Inputs as a `struct Input` of subjects, outputs as a `struct Output` of drivers:

```yaml
profile: inputs_outputs
```

```swift
final class ProfileViewModel {
    struct Input {
        let save: PublishRelay<Void>
        let name: BehaviorSubject<String>
    }

    struct Output {
        let saved: Driver<Bool>
        let name: Signal<String>
    }

    func transform(input: Input) -> Output {
        Output(saved: .empty(), name: .empty())
    }
}
```

A subject below the outputs' closing `// }` is no longer under them, and a MARK of another
section ends the outputs:

```yaml
profile: inputs_outputs
```

```swift
final class PlayerViewModel {
    // outputs {
    let progress: Observable<Double>
    // }
    let seek = PublishSubject<Double>()

    // MARK: - Outputs
    let title: AnyPublisher<String, Never>

    // MARK: - Inputs
    let play = PassthroughSubject<Void, Never>()

    init(progress: Observable<Double>, title: AnyPublisher<String, Never>) {
        self.progress = progress
        self.title = title
    }
}
```

A subject the controller pushes into is an input, even when it also observes it:

```yaml
profile: inputs_outputs
```

```swift
// file: QueryViewModel.swift
final class QueryViewModel {
    let query = BehaviorRelay<String>(value: "")
    let results: Observable<[String]>

    init(search: @escaping (String) -> Observable<[String]> = { _ in .empty() }) {
        results = query.flatMapLatest(search)
    }
}
// file: QueryViewController.swift
final class QueryViewController: UIViewController {
    let viewModel = QueryViewModel()
    private let bag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        searchField.rx.text.orEmpty.bind(to: viewModel.query).disposed(by: bag)
        viewModel.query.subscribe(onNext: { [weak self] in self?.title = $0 }).disposed(by: bag)
    }
}
```

Not a view model, and the rulebook profile does not run the rule:

```yaml
profile: inputs_outputs
```

```swift
final class EventBus {
    // outputs
    let events = PublishSubject<String>()
}
```

```yaml
profile: rulebook
```

```swift
struct SignInViewModel {
    // outputs
    let errorMessage: BehaviorRelay<String?>
}
```

"""#,
        "private_local_state.md": #"""
# private_local_state

A screen's local state is private to it, and nothing persists behind the view model's back.

- **Default severity:** warning
- **Fixable:** yes — inserts `private` before a `@State`/`@FocusState`/`@GestureState` property
  with no access level written, when every caller of the view's initializers still compiles (see
  below) and the view has no code in another file (an extension with members there could not see
  a `private` property). An explicit `internal`, `public` or `package` is the author's choice: reported, never
  rewritten. Storage wrappers are not fixed: moving them into the view model is a design change.
- **Options:** none

## Why

Local state exists only to capture input for an action. Once another type can set it (through
the memberwise initialiser, for example), it has become an input of the view that the view
model doesn't know about. `@AppStorage` and `@SceneStorage` go further: they read and write user
defaults or scene storage directly, with no action and no test — the view model should own that
dependency instead.

## What triggers it

In a screen (a view holding a view model):

- `@State`, `@FocusState` or `@GestureState` without `private` (or `fileprivate`), at the `var` —
  unless the view itself, or a type around it, is `private` or `fileprivate`, which makes its
  members `fileprivate` already;
- any `@AppStorage` or `@SceneStorage`, at the attribute.

A `@State` property that holds the view's `@Observable` view model is the view model, not local
state. Leaf views are left alone.

The fix never breaks the build. A struct's memberwise initializer is as visible as its least
visible parameter, so `private` on a property without an initial value would make
`SearchView(viewModel: …)` private too. A private *wrapped* property with an initial value
(`@State private var query = ""`) is different: the compiler leaves it out of the memberwise
initializer, which stays as visible as before. So `private` is inserted when the view declares an
`init` in its body (there is no memberwise initializer), or already has a `private` stored
property the memberwise initializer takes (the initializer is already private: a plain `var`, or
any without an initial value — a wrapped one or a `let` with an initial value is left out and
changes nothing), or the property has an initial value
— written, or the `nil` an optional `var` starts with (`@State var selection: Item?`) — and no
caller passes it (`SearchView(query: "x", viewModel: …)` would lose its argument; a memberwise
initializer already private is still called in the view's own file, by a `#Preview` for one) —
and never when other code writes the property or the view has code in another file. Each finding
that is not fixed says what holds it back, with the file and line: a certain reason (a write whose
receiver is known, code in another file, the memberwise initializer, a caller naming the view
and passing the label) before a possible one: a write that only may reach the property, through a
value of unknown type, then an implicit `.init(label: …)` whose type only its context gives.

## Triggering examples

```swift
struct SearchView: View {
    @StateObject private var viewModel = SearchViewModel()
    @State ↓var query = ""

    var body: some View { TextField("Search", text: $query) }
}
```

```swift correction
struct SearchView: View {
    @StateObject private var viewModel = SearchViewModel()
    @State private var query = ""

    var body: some View { TextField("Search", text: $query) }
}
```

Focus and gesture state, the attribute on the line above, in a view with its own `init`:

```swift
struct FormView: View {
    @ObservedObject var viewModel: FormViewModel
    @FocusState
    ↓var isFocused: Bool
    @GestureState ↓var dragOffset = CGSize.zero

    init(viewModel: FormViewModel) { self.viewModel = viewModel }

    var body: some View { Text("") }
}
```

```swift correction
struct FormView: View {
    @ObservedObject var viewModel: FormViewModel
    @FocusState
    private var isFocused: Bool
    @GestureState private var dragOffset = CGSize.zero

    init(viewModel: FormViewModel) { self.viewModel = viewModel }

    var body: some View { Text("") }
}
```

An explicit `internal` is reported and left to the author:

```swift
struct StepperView: View {
    @StateObject private var viewModel = StepperViewModel()
    @GestureState internal ↓var dragOffset = CGSize.zero

    var body: some View { Text("") }
}
```

```swift correction
struct StepperView: View {
    @StateObject private var viewModel = StepperViewModel()
    @GestureState internal var dragOffset = CGSize.zero

    var body: some View { Text("") }
}
```

Fixed where the view is built through its memberwise initializer without that argument: the
private property leaves the initializer, and `RowView(viewModel: model)` still compiles:

```swift
struct RowView: View {
    @ObservedObject var viewModel: RowViewModel
    @State ↓var isExpanded = false

    var body: some View { Text("") }
}
```

```swift correction
struct RowView: View {
    @ObservedObject var viewModel: RowViewModel
    @State private var isExpanded = false

    var body: some View { Text("") }
}
```

Not fixed where a caller passes the state to the memberwise initializer, which `private` would
take the argument from:

```swift
struct RowView: View {
    @ObservedObject var viewModel: RowViewModel
    @State ↓var isExpanded = false

    var body: some View { Text("") }
}

struct ListView: View {
    let model: RowViewModel

    var body: some View { RowView(viewModel: model, isExpanded: true) }
}
```

```swift correction
struct RowView: View {
    @ObservedObject var viewModel: RowViewModel
    @State var isExpanded = false

    var body: some View { Text("") }
}

struct ListView: View {
    let model: RowViewModel

    var body: some View { RowView(viewModel: model, isExpanded: true) }
}
```

Storage wrappers, private or not:

```swift
struct LoginView: View {
    @StateObject var viewModel = LoginViewModel()
    ↓@AppStorage("username") private var username = ""
    ↓@SceneStorage("tab") var tab = 0

    var body: some View { Text(username) }
}
```

```swift correction
struct LoginView: View {
    @StateObject var viewModel = LoginViewModel()
    @AppStorage("username") private var username = ""
    @SceneStorage("tab") var tab = 0

    var body: some View { Text(username) }
}
```

A plain `let` view model, and state inside `#if` (an explicit `public`, left alone):

```swift
struct ChartView: View {
    let viewModel: ChartViewModel
    #if os(iOS)
    @State public ↓var zoom = 1.0
    #endif

    var body: some View { Text("") }
}
```

```swift correction
struct ChartView: View {
    let viewModel: ChartViewModel
    #if os(iOS)
    @State public var zoom = 1.0
    #endif

    var body: some View { Text("") }
}
```

## Non-triggering examples

```swift
struct SearchView: View {
    @StateObject var viewModel = SearchViewModel()
    @State private var query = ""
    @FocusState fileprivate var isFocused: Bool
    @GestureState private var offset = CGSize.zero

    var body: some View { TextField("Search", text: $query) }
}
```

In a `private` view, whose members are `fileprivate` without saying so:

```swift
private struct FilterPanel: View {
    @ObservedObject var viewModel: FilterViewModel
    @State var isExpanded = false

    var body: some View { Toggle("More", isOn: $isExpanded) }
}
```

An `@Observable` view model held in `@State`:

```swift
@Observable
final class TripsModel {
    func reload() {}
}

struct TripsView: View {
    @State var model = TripsModel()

    var body: some View { Text("") }
}
```

Leaf views may keep what they like:

```swift
struct ThemePicker: View {
    @AppStorage("theme") var theme = "light"
    @State var isOpen = false

    var body: some View { Text(theme) }
}
```

Text in comments and strings:

```swift
struct NoteView: View {
    @StateObject var viewModel = NoteViewModel()
    // @State var draft = ""
    let hint = "@AppStorage(\"draft\") var draft = \"\""

    var body: some View { Text(hint) }
}
```

A preview's state:

```swift
#Preview {
    @State var query = ""
    return SearchView(viewModel: SearchViewModel())
}
```

Not a view: a view model's stored properties:

```swift
@MainActor
final class SearchViewModel: ObservableObject {
    @Published private(set) var query = ""
    var isEmpty: Bool { query.isEmpty }
}
```

An `ObservableObject` kept in `@State` is not observed by SwiftUI, so it is no view model and the
view is no screen:

```swift
final class AppContainer: ObservableObject {}

struct LaunchView: View {
    @State var container: AppContainer?
    @State var isReady = false

    var body: some View { Text("") }
}
```

An object a view creates only to share through the environment is a service, whoever reads it —
here a `ViewModifier`:

```swift
// file: MainView.swift
final class OrientationTracker: ObservableObject {}

struct MainView: View {
    @StateObject var orientation = OrientationTracker()
    @State var isReady = false

    var body: some View { Text("").environmentObject(orientation) }
}
// file: Visibility.swift
struct Visibility: ViewModifier {
    @EnvironmentObject var orientation: OrientationTracker
    func body(content: Content) -> some View { content }
}
```

"""#,
        "pure_reducer.md": #"""
# pure_reducer

A reducer only builds the next state from the state and the action: no side effects.

- **Default severity:** warning
- **Fixable:** no
- **Profiles:** `remvvm` (see `mvvm rules --profile NAME`)
- **Options:** `global_accessors` (default `[shared, standard, default]`, as in `dependencies_via_init`)
- **Roles:** `reducer_types` (default `[Reducer]`), as for `one_action_per_reducer`

## Why

ReMVVM keeps the app's state in one store and changes it only in reducers: `state + action = new
state`. That is what makes the state predictable — the same action on the same state always gives
the same result, in the app and in a test — and it only holds if a reducer does nothing else.
Network calls, timers, navigation and logging are side effects; the dialect puts them in
middleware, which runs around the reducer and may dispatch further actions.

## What triggers it

In the body of a `reduce` function of a type conforming to one of `reducer_types` that returns
the state it takes (not another library's `reduce(into: inout State, action:) -> Effect`), or of a
reducer written as a free function (as `one_action_per_reducer` reads them), outside tests, each
of:

- `await`, `Task`, `DispatchQueue`: asynchronous work;
- a call of `print`, `debugPrint` or `NSLog`;
- a global instance: `Type.shared`, `UserDefaults.standard`, … (`global_accessors`);
- an assignment, or a mutating call (`append`, `insert`, `remove…`, `toggle`…), whose target is
  not the reducer's own local or parameter: `self.count = …`, `history.append(…)` on a stored
  property, a global variable, a `static var` (`Counter.total += 1`).

Assigning to locals, and to their properties or subscripts, is fine; so is reading the state and
the action, and building and returning values.

## Triggering examples

```swift
struct LoginReducer: Reducer {
    static func reduce(state: AppState, with action: LoginAction) -> AppState {
        ↓print("login", action.name)
        ↓Analytics.shared.track("login")
        return AppState(user: User(name: action.name))
    }
}
```

Asynchronous work:

```swift
struct RefreshReducer: Reducer {
    static func reduce(state: FeedState, with action: RefreshAction) -> FeedState {
        ↓Task { ↓await FeedService().reload() }
        ↓DispatchQueue.main.async {}
        return FeedState(isLoading: true)
    }
}
```

Writing outside its locals:

```swift
var lastAction: StoreAction?

struct CountReducer: Reducer {
    static var total = 0

    static func reduce(state: CounterState, with action: IncrementAction) -> CounterState {
        ↓lastAction = action
        ↓Self.total += 1
        return CounterState(count: state.count + 1)
    }
}
```

An instance reducer writing its own property:

```swift
final class HistoryReducer: Reducer {
    var history: [String] = []

    func reduce(state: AppState, with action: OpenAction) -> AppState {
        ↓self.history.append(action.path)
        ↓history = []
        return state
    }
}
```

A reducer written as a free function:

```swift
func counterReducer(state: CounterState, action: Increment) -> CounterState {
    ↓print("increment")
    return CounterState(count: state.count + 1)
}
```

## Non-triggering examples

A reducer of another library, editing its state in place and returning effects to run later,
is not the dialect's (`reduce(into: inout State, action:) -> Effect<Action>`):

```yaml
profile: remvvm
```

```swift
struct ThemeFeature: Reducer {
    struct State { var theme = 0 }
    enum Action { case set(Int) }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .set(let theme):
            state.theme = theme
            return .run { send in
                await send(.set(theme))
            }
        }
    }
}
```

Locals, their properties and a returned state:

```swift
struct CartReducer: Reducer {
    static func reduce(state: CartState, with action: AddItemAction) -> CartState {
        var items = state.items
        items.append(action.item)
        var totals: [String: Int] = [:]
        totals[action.item] = items.count
        return CartState(items: items)
    }
}
```

Side effects in middleware:

```swift
struct LoginMiddleware: Middleware {
    func onNext(for state: AppState, action: LoginAction) {
        print("login")
        Task { await Analytics.shared.flush() }
    }
}
```

A member of the state or action named like a side effect:

```swift
struct PrintReducer: Reducer {
    static func reduce(state: DocumentState, with action: PrintAction) -> DocumentState {
        DocumentState(title: action.print, pages: state.task)
    }
}
```

A closure parameter is a local too:

```swift
struct SortReducer: Reducer {
    static func reduce(state: ListState, with action: SortAction) -> ListState {
        let rows = state.rows.map { row -> Row in
            var row = row
            row.rank = 0
            return row
        }
        return ListState(rows: rows)
    }
}
```

Not a reducer:

```swift
struct Logger {
    func reduce(state: AppState, with action: StoreAction) -> AppState {
        print(action)
        return state
    }
}
```

A test's reducer:

```swift
// file: Tests/ReducerTests.swift
struct SpyReducer: Reducer {
    static var seen: [String] = []
    static func reduce(state: AppState, with action: LoginAction) -> AppState {
        seen.append(action.name)
        return state
    }
}
```

"""#,
        "responder_pattern.md": #"""
# responder_pattern

A view model reports to its parent through one responder — `Responder<ResponderAction>` — never
through callbacks.

- **Default severity:** warning
- **Fixable:** no
- **Options:** none

## Why

Callbacks scatter a view model's outgoing events over many closures with ad-hoc names, and a
test has to fake each one. A single responder makes them one enum: the parent handles them in one
`switch`, a test becomes the responder and checks exactly what was sent, and previews pass
`.noop`. Keeping it `private let` and injected through `init` means only the view model sends,
and nobody swaps the receiver later.

## What triggers it

In a view model:

- a stored property or an `init` parameter that is a callback: a function type returning
  nothing (`() -> Void`, `(Order) -> ()`, an optional or `@escaping` closure), written out or
  through a `typealias` — at the property's `var`/`let` or the parameter. A function type that
  returns a value (a `() -> Date` clock, a provider, a factory `() -> (Report) -> Void` returning a
  function), or that `throws` (`(String, String) async throws -> Void`, an operation whose error
  the model handles), is an injected dependency, not a callback;
- a `Responder<…>` property that is not `private let`, or has an initial value instead of being
  set by `init`;
- an `enum ResponderAction` with no `Responder` property (at the `enum`), or a `Responder`
  property with no `enum ResponderAction` (at the property) — across extensions and files.

Ordinary method parameters of function type are not stored and are fine. The advice follows who
sets a callback property: one set by a parent, a coordinator or whoever builds the view model is a
report upward, which a `ResponderAction` case sent through the responder replaces; one only the
view model's own screen sets (through its view model property, also when that property is typed
as a protocol the view model conforms to, `var viewModel: ScanViewModelType!`) feeds that screen,
which should observe an output (`@Published`, a stream) instead — as does a screen setting the
callback of a second view model it holds beside its own; one no other code in the app sets (a test
setting it to watch it says nothing about who listens) reports to no one yet: remove it, or send
what it reports through the responder. A `let` callback and every callback of a struct built
through its memberwise initializer is set by whoever builds the view model: a report upward. One
the view model stores in a method of its own (`func startListening(onChange: …) { listener =
onChange }`) is set by whoever hands that method a closure: when only screens holding the view
model do (`viewModel.startListening { … }`, also through a protocol it adopts), an output they
should observe; when anyone else does, or nobody yet, or through a value of unknown type, a report
upward. A closure the view model makes and stores itself, and never calls, reads or passes on
(`tourCancelled = { [weak self] in self?.reset() }`, which its view controller calls) reports
nothing upward and is not counted.

## Triggering examples

```swift
@MainActor
final class SettingsViewModel: ObservableObject {
    ↓let onClose: () -> Void

    init(↓onClose: @escaping () -> Void) {
        self.onClose = onClose
    }
}
```

A responder the view could replace, and an optional callback on the line below its attribute:

```swift
final class LoginViewModel: ObservableObject {
    enum ResponderAction { case signedIn }
    ↓var responder: Responder<ResponderAction>
    @MainActor
    ↓var onError: ((Error) -> Void)?

    init(responder: Responder<ResponderAction>) {
        self.responder = responder
    }
}
```

A callback type in parentheses after `@escaping` (the attribute takes no arguments there):

```swift
final class CouponViewModel: ObservableObject {
    ↓let didSave: ((String) -> Void)

    init(↓didSave: @escaping ((String) -> Void)) {
        self.didSave = didSave
    }
}
```

A callback behind a `typealias` declared in another file:

```swift
// file: Completion.swift
typealias Completion = (Bool) -> Void
// file: ShareViewModel.swift
final class ShareViewModel: ObservableObject {
    init(↓completion: @escaping Completion) {}
}
```

Responder actions that nothing sends:

```swift
final class CartViewModel: ObservableObject {
    ↓enum ResponderAction {
        case checkout
    }
}
```

A responder with a default instead of injection, and one with no actions:

```swift
// file: PlayerViewModel.swift
final class PlayerViewModel: ObservableObject {
    private ↓let responder: Responder<ResponderAction> = .noop
}
// file: QueueViewModel.swift
final class QueueViewModel: ObservableObject {
    private ↓let responder: Responder<Event>

    init(responder: Responder<Event>) { self.responder = responder }
}
```

## Non-triggering examples

An operation the view model awaits and whose error it handles is a dependency:

```swift
@MainActor
final class LoginViewModel: ObservableObject {
    @Published private(set) var showsAlert = false
    private let logIn: (String, String) async throws -> Void

    init(logIn: @escaping (String, String) async throws -> Void) {
        self.logIn = logIn
    }

    func submit(_ name: String, _ password: String) async {
        do { try await logIn(name, password) } catch { showsAlert = true }
    }
}
```

A closure the view model builds and stores for its screen to call, which it never calls itself:

```swift
final class ProfileViewModel: ObservableObject {
    @Published private(set) var connectionProtocol = "IKEv2"
    var tourCancelled: (() -> Void)?

    func checkSystemExtension() {
        tourCancelled = { [weak self] in self?.connectionProtocol = "IKEv2" }
    }
}

final class ProfileViewController: UIViewController {
    let viewModel = ProfileViewModel()

    @objc private func tourDidCancel() {
        viewModel.tourCancelled?()
    }
}
```

A property typed by the view model's own `enum Action` is no callback, whatever callback
typealias another type declares under that name:

```swift
struct AsyncButton {
    typealias Action = () async -> Void
}

@MainActor
final class ButtonViewModel: ObservableObject {
    enum Action { case restore, close }

    let action: Action

    init(action: Action) { self.action = action }
}
```

```swift
@MainActor
final class LoginViewModel: ObservableObject {
    init(responder: Responder<ResponderAction>) {
        self.responder = responder
    }

    enum ResponderAction { case signedIn }
    private let responder: Responder<ResponderAction>

    func retry(when condition: () -> Bool) {}
}
```

The enum in an extension in another file:

```swift
// file: CartViewModel.swift
final class CartViewModel: ObservableObject {
    private let responder: Responder<ResponderAction>

    init(responder: Responder<ResponderAction>) { self.responder = responder }
}
// file: CartViewModel+Responder.swift
extension CartViewModel {
    enum ResponderAction { case checkout }
}
```

Callbacks in a type that is not a view model, and a view's action closure:

```swift
struct Button2 {
    let action: () -> Void
}

struct RowView: View {
    let onTap: () -> Void
    var body: some View { Text("") }
}
```

Callbacks mentioned in comments and strings:

```swift
final class ProfileViewModel: ObservableObject {
    // let onClose: () -> Void
    let note = "let onClose: () -> Void"
}
```

`#if` around a properly injected responder:

```swift
final class DebugViewModel: ObservableObject {
    #if DEBUG
    enum ResponderAction { case dump }
    private let responder: Responder<ResponderAction>
    init(responder: Responder<ResponderAction>) { self.responder = responder }
    #endif
}
```

Computed properties returning closures are not stored:

```swift
final class MapViewModel: ObservableObject {
    var formatter: (Double) -> String { { "\($0)" } }
}
```

Injected providers return a value; they are dependencies, not callbacks:

```swift
@MainActor
final class ClockViewModel: ObservableObject {
    private let now: () -> Date
    private let position: () async throws -> Position

    init(now: @escaping () -> Date = Date.init, position: @escaping () async throws -> Position) {
        self.now = now
        self.position = position
    }
}
```

"""#,
        "single_state_change.md": ##"""
# single_state_change

Each action the reducer handles makes at most one state change; the next step is another action.

- **Default severity:** warning
- **Fixable:** no
- **Options:** none (the action method's name is the top-level `action_methods` setting)

## Why

When a case does one thing, the action list reads as the screen's behaviour and every step can be
tested alone. A case that handles two actions hides which one happened; a case that changes two
things couples them, so one can't be sent, animated or tested without the other. Chain steps by
sending the next action: `send(.loaded(items))`.

## What triggers it

In a view model's action methods — `send(_:)`, the names in `action_methods`, and every reducer
the analyzer infers: a method of the view model (or a base class) taking one parameter whose type
is an enum nested in it or named `…Action`, returning nothing or the new state
(`func respond(to action: Action) -> State`), whose body switches over that parameter
(`override func process(viewAction: ViewAction)`) — the `switch` over the parameter,
not switches over other values, not other methods:

- a case with several patterns (`case .a, .b:`);
- a case body with more than one top-level statement that changes something. An assignment counts
  once (`x = f(y)` is one); a call counts once, a call taking a closure (`withAnimation { }`) once
  with nothing inside it counted. A `Task { }` starts work whose results come back through an
  action: it counts zero, and so does everything inside it — and so does bookkeeping on a stored
  handle of started work (a `Task`, `AnyCancellable`, `Cancellable`, RxSwift's `Disposable` or
  `DisposeBag`, a `Set<AnyCancellable>`): cancelling it (`loadTask?.cancel()`) or keeping a new one. Calls of the view model's action
  methods (`send(…)`, `self.process(…)`) and sends on a responder channel — `responder.send(…)`,
  or `.send(…)` on a stored Combine subject of an action enum (`actions.send(.done)`) — count
  zero, as do declarations, `guard`, `return` and `break`, and assignments to the action method's
  own locals and parameters (`total += price` on a local `var total` prepares a change; `self.total`
  is always the view model's). An `if` or nested `switch` counts once if any of its branches
  changes something.

Reported at the `case` (or `default`) keyword; the message quotes the statements it counted
(`this action makes 2 state changes (`isLoading = true`, `load()`)`).

## Triggering examples

```swift
@MainActor
final class CounterViewModel: ObservableObject {
    enum Action { case increment, reset }

    func send(_ action: Action) {
        switch action {
        ↓case .increment, .reset:
            count = 0
        }
    }

    @Published private(set) var count = 0
}
```

Two assignments, where one plus `send(.next)` would do:

```swift
final class LoginViewModel: ObservableObject {
    func send(_ action: Action) {
        switch action {
        ↓case .signIn(let name):
            self.name = name
            isLoading = true
        case .signOut:
            name = ""
        }
    }
}
```

A call and an animation, behind `try` and inside a `Task`-free case:

```swift
@Observable
final class PlayerModel {
    func send(_ action: Action) {
        switch action {
        ↓case .play:
            try? engine.start()
            withAnimation { isPlaying = true }
        }
    }
}
```

A reducer found by its shape, with no configuration — an override switching over a nested
action enum:

```swift
final class ScreenViewModel: BaseViewModel {
    enum ViewAction { case appear, refresh }

    override func process(viewAction: ViewAction) {
        switch viewAction {
        case .appear:
            send(.refresh)
        ↓case .refresh:
            isLoading = true
            loadItems()
        }
    }
}
```

A configured action method, `default` included:

```yaml
action_methods: [handle]
```

```swift
final class FeedViewModel: ObservableObject {
    func handle(_ event: Event) {
        switch event {
        case .refresh:
            send(.load)
        ↓default:
            items = []
            analytics.track(event)
        }
    }
}
```

## Non-triggering examples

Cancelling the previous work before starting new work is bookkeeping on its handle:

```swift
import Combine

@MainActor
final class UsersViewModel: ObservableObject {
    enum Action { case refresh }
    @Published private(set) var isLoading = false
    private var loadTask: AnyCancellable?

    func send(_ action: Action) {
        switch action {
        case .refresh:
            loadTask?.cancel()
            isLoading = true
        }
    }
}
```

Locals built up before the one change:

```swift
final class CartViewModel: ObservableObject {
    func send(_ action: Action) {
        switch action {
        case .checkout(let items):
            var total = 0.0
            var count = 0
            for item in items { total += item.price }
            count = items.count
            summary = Summary(total: total, count: count)
        }
    }
}
```

One change each; the second step is sent:

```swift
final class LoginViewModel: ObservableObject {
    func send(_ action: Action) {
        switch action {
        case .signIn(let name):
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { return }
            self.name = trimmed
            send(.validate)
        case .validate:
            isValid = name.count > 2
        case .done:
            responder.send(.finished)
            self.send(.reset)
        case .reset:
            break
        }
    }
}
```

A `Task` counts once, whatever it does inside:

```swift
final class FeedViewModel: ObservableObject {
    func send(_ action: Action) {
        switch action {
        case .load:
            Task {
                let items = await api.items()
                self.items = items
                self.isLoading = false
            }
        }
    }
}
```

Nested switches over other values, and multi-pattern cases elsewhere, are not the reducer:

```swift
final class ScoreViewModel: ObservableObject {
    func send(_ action: Action) {
        switch action {
        case .update(let result):
            switch result {
            case .win, .draw: score += 1
            case .loss: score -= 1
            }
        }
    }

    var label: String {
        switch score {
        case 0, 1: return "low"
        default: return "high"
        }
    }
}
```

The same switch in a type that is not a view model:

```swift
struct Reducer {
    func send(_ action: Action) {
        switch action {
        case .a, .b:
            x = 1
            y = 2
        }
    }
}
```

Statements in a comment and in a raw string:

```swift
final class NotesViewModel: ObservableObject {
    func send(_ action: Action) {
        switch action {
        case .save:
            // draft = ""; isSaving = true
            log(#"draft = ""; isSaving = true"#)
        }
    }
}
```

`#if` branches and an `if` count as one statement:

```swift
final class ThemeViewModel: ObservableObject {
    func send(_ action: Action) {
        switch action {
        case .toggle:
            #if os(iOS)
            isDark.toggle()
            #else
            isDark = !isDark
            #endif
        case .set(let dark):
            if dark { isDark = true } else { isDark = false }
        }
    }
}
```

Work started in a `Task` reports back through an action (keeping its handle to cancel it changes
nothing more); a Combine subject of responder actions is a responder channel:

```swift
@MainActor
final class UploadViewModel: ObservableObject {
    enum ResponderAction { case finished }
    enum Action { case upload, uploaded }

    private let events = PassthroughSubject<ResponderAction, Never>()

    func send(_ action: Action) {
        switch action {
        case .upload:
            isUploading = true
            upload = Task {
                await client.upload()
                send(.uploaded)
            }
        case .uploaded:
            isUploading = false
            events.send(.finished)
        }
    }
}
```

"""##,
        "single_view_model.md": #"""
# single_view_model

A screen talks to exactly one view model — its own — and observes nothing else.

- **Default severity:** warning
- **Fixable:** no
- **Options:** none

## Why

A screen is a function of one state. When a view also observes a second view model or some
other observable object, part of what it shows changes without its own view model knowing, and
no test of that view model can describe the screen any more. Anything else the screen needs
(a child's view model, a shared store's data) should reach it through its view model's outputs.
`@EnvironmentObject` stays allowed: values only the environment has are passed to the view model
with an action (rule 8).

## What triggers it

In a screen (a view or view controller holding a view model in a stored property), every stored
property after its own view model that holds another view model, whatever its wrapper, and
every other `@StateObject`, `@ObservedObject` or `@Bindable` property. Reported at the
property's `var`/`let`: a second view model is to come from the view's own (and where no name
says which of several is its own — none is `viewModel`, `model` or named after the view — the
message says so, rather than name the first as its own); an observed object
that is no view model (a theme, a session) is shared app state, which the message sends to the
environment — so is a singleton the view holds (`= SearchViewModel.shared`), whatever its type's
name. A property the view sets from a member of its own view model — in `init` or any method
(`restoreViewModel = viewModel.restore`, also as a fallback: `context ?? viewModel.context`, or
through a local bound to it: `guard let peer = viewModel.makePeerViewModel() …` then `peerModel =
peer`), or from what a subscription to one hands its closure
(`viewModel.$selectedTab.sink { [weak self] tab in self?.tabViewModel = tab }`) — is taken
from it, as the rule asks. The own view model is
found as SPEC §3 says (named `viewModel`/`model`, else by suffix,
else the first), with each property's type read as the compiler would: a generic parameter
(`<Model: LaunchProtocol>`) is its constraint, and an observable protocol that view models adopt
names a view model. Leaf views (no view model) are not screens and are left alone. A
presentation slot — an optional `@State` whose binding a presentation takes as its `item:`
(`.sheet(item: $detail)`, `fullScreenCover`, `popover`, `navigationDestination`) — holds the child
the view's own view model handed over while it is shown (rule 6's "Good"), so it is not a second
view model; it belongs with the view model in the view's sections.

## Triggering examples

```swift
struct ProfileView: View {
    @StateObject var viewModel = ProfileViewModel()
    @ObservedObject ↓var badges = BadgesViewModel()

    var body: some View { Text(viewModel.name) }
}
```

A container holding several view models, none named as its own (the first, `overlayViewModel`,
is taken as its own by position alone, so the message names none):

```swift
final class SidebarViewController: NSViewController {
    private var overlayViewModel: OverlayViewModel?
    private ↓var headerViewModel: HeaderViewModel!
    private ↓let mapViewModel = MapViewModel()
}
```

Another observable object, not a view model:

```swift
struct CartView: View {
    @ObservedObject var viewModel: CartViewModel
    @StateObject ↓var imageLoader = ImageLoader()

    var body: some View { Text(viewModel.title) }
}
```

A second view model the view builds itself and only configures from its own — setting its
members is not taking it from the own view model:

```swift
struct EditFolderView: View {
    @ObservedObject var viewModel: EditFolderViewModel
    @StateObject ↓var pickerViewModel = PickerViewModel()

    var body: some View {
        PickerView(viewModel: pickerViewModel)
            .onAppear {
                pickerViewModel.folderID = viewModel.folderID
                pickerViewModel.setUp()
            }
    }
}
```

Two `@Observable` models, the wrapper on the line above:

```swift
@Observable
final class SearchViewModel {}

struct SearchView: View {
    @State private var viewModel = SearchViewModel()
    @Bindable
    ↓var filters: FiltersModel

    var body: some View { Text("") }
}
```

A plain stored view model in a view controller:

```swift
final class OrdersViewController: UIViewController {
    let viewModel: OrdersViewModel
    ↓let summaryViewModel: SummaryViewModel

    init(viewModel: OrdersViewModel, summaryViewModel: SummaryViewModel) {
        self.viewModel = viewModel
        self.summaryViewModel = summaryViewModel
        super.init(nibName: nil, bundle: nil)
    }
}
```

The own view model is the one named `model`, here a generic parameter whose constraint is an
observable protocol view models adopt; the other is the second:

```swift
protocol LaunchProtocol: ObservableObject {}

final class OnboardingViewModel: LaunchProtocol {}

final class BrowserViewModel: ObservableObject {}

struct LaunchView<Model: LaunchProtocol>: View {
    @ObservedObject ↓var browser: BrowserViewModel
    @ObservedObject var model: Model

    var body: some View { Text("") }
}
```

A singleton is app-wide state whatever its name, so it goes to the environment:

```swift
final class SearchViewModel: ObservableObject {
    static let shared = SearchViewModel()
    @Published private(set) var query = ""
}

struct ResultsView: View {
    @StateObject var viewModel = ResultsViewModel()
    @StateObject private ↓var search = SearchViewModel.shared

    var body: some View { Text("") }
}
```

## Non-triggering examples

A child view model the view's `init` takes from its own view model, kept to hand on:

```swift
struct SubscriptionView: View {
    @ObservedObject var viewModel: SubscriptionViewModel
    let restoreViewModel: RestoreViewModel

    init(viewModel: SubscriptionViewModel) {
        self.viewModel = viewModel
        restoreViewModel = viewModel.restore
    }

    var body: some View { RestoreView(viewModel: restoreViewModel) }
}
```

The same through a local the view binds to what its own view model makes, kept while a sheet
shows it:

```swift
struct ConversationView: View {
    @ObservedObject var viewModel: ConversationViewModel
    @State private var peerModel: PeerSharingViewModel?
    @State private var isSharing = false

    var body: some View {
        Button("Share") { share() }
            .sheet(isPresented: $isSharing) {
                if let peerModel { PeerSharingSheet(viewModel: peerModel) }
            }
    }

    private func share() {
        guard let peer = viewModel.makePeerSharingViewModel() else { return }
        peerModel = peer
        isSharing = true
    }
}
```

The same as a fallback, when the caller hands none:

```swift
struct EditorView: View {
    @ObservedObject var viewModel: EditorViewModel
    @ObservedObject var context: EditorContextViewModel

    init(viewModel: EditorViewModel, context: EditorContextViewModel? = nil) {
        self.viewModel = viewModel
        self.context = context ?? viewModel.context
    }

    var body: some View { Text(context.title) }
}
```

An observable object the view owns only to provide it to its subviews through the environment:

```swift
final class FocusCoordinator: ObservableObject {
    @Published var focusedField: String?
    func clear() { focusedField = nil }
}

struct SearchView: View {
    @StateObject var viewModel = SearchViewModel()
    @StateObject private var focus = FocusCoordinator()

    var body: some View {
        SearchFields()
            .environmentObject(focus)
    }
}
```

A controller that follows its own view model's selection, keeping the selected tab's view model
it hands over:

```swift
import Combine
import UIKit

final class AddressBarViewController: UIViewController {
    private let tabsViewModel: TabsViewModel
    private var tabViewModel: TabViewModel?
    private var cancellables = Set<AnyCancellable>()

    init(tabsViewModel: TabsViewModel) {
        self.tabsViewModel = tabsViewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tabsViewModel.$selectedTabViewModel
            .sink { [weak self] tabViewModel in
                self?.tabViewModel = tabViewModel
            }
            .store(in: &cancellables)
    }
}
```

```swift
struct ProfileView: View {
    @EnvironmentObject private var session: Session
    @Environment(\.dismiss) private var dismiss
    @StateObject var viewModel = ProfileViewModel()

    var body: some View { Text(viewModel.name) }
}
```

A leaf view observing an object is not a screen:

```swift
struct AvatarView: View {
    @ObservedObject var loader: ImageLoader

    var body: some View { Text("") }
}
```

The child's view model comes from the parent's view model, held in a local constant:

```swift
struct ParentView: View {
    @StateObject var viewModel = ParentViewModel()

    var body: some View {
        let child = viewModel.childViewModel
        ChildView(viewModel: child)
    }
}
```

The second property only appears in a comment and in a multi-line string:

```swift
struct NotesView: View {
    @StateObject var viewModel = NotesViewModel()
    // @ObservedObject var other = OtherViewModel()
    let help = """
        @ObservedObject var other = OtherViewModel()
        """

    var body: some View { Text(help) }
}
```

Inside an `#if` block, still one view model:

```swift
struct DebugView: View {
    #if DEBUG
    @StateObject var viewModel = DebugViewModel()
    #endif

    var body: some View { Text("") }
}
```

A view model may hold other view models (its children); only views are checked:

```swift
@MainActor
final class TabsViewModel: ObservableObject {
    @Published private(set) var home = HomeViewModel()
    @Published private(set) var settings = SettingsViewModel()
}
```

Previews build what they need:

```swift
struct ProfileView_Previews: PreviewProvider {
    @StateObject static var first = ProfileViewModel()
    static var previews: some View { ProfileView(viewModel: first) }
}
```

Environment objects are shared services (rule 8), never the view's model, wherever they are
declared:

```swift
final class Theme: ObservableObject {}

struct InboxView: View {
    @EnvironmentObject var theme: Theme
    @Environment(Session.self) private var session
    @StateObject var viewModel = InboxViewModel()

    var body: some View { Text("") }
}
```

A child view model taken from the view model and kept only while a sheet shows it:

```swift
struct InboxView: View {
    @StateObject private var viewModel = InboxViewModel()
    @State private var detail: DetailViewModel?

    var body: some View {
        List(viewModel.rows) { row in
            Button(row.title) { detail = row.detail }
        }
        .sheet(item: $detail) { detail in
            DetailView(viewModel: detail)
        }
    }
}
```

"""#,
        "state_replaced_not_mutated.md": #"""
# state_replaced_not_mutated

A state is replaced by a new one, never edited in place.

- **Default severity:** error
- **Fixable:** no
- **Profiles:** `viewstate`, `remvvm` (see `mvvm rules --profile NAME`)
- **Options:** none
- **Roles:** `state_types`, as for `immutable_state` (what makes a type a state; `roles:` in
  `.mvvm.yml` replaces it)

## Why

The ViewState and ReMVVM dialects describe a screen, or the app, by one value that changes only as
a whole: `old state → command or action → new state`. Observers get the new value and can compare
it with the old one; a reducer returns it. Setting one property of the current state
(`viewState.isLoading = false`) skips that step: nothing announces the change, no old value is left
to compare, and the value others hold may change under them.

## What triggers it

An assignment (`=`, `+=`, …) to a property of a state value (a type that `immutable_state` calls a
state), anywhere in the project's code outside tests:

- through a property of the enclosing type (or a base class) whose type is a state:
  `viewState.isLoading = false`, `self.state.user = nil`, `viewState?.title = …`; stored or
  computed, and a generic base class's property read through the arguments the subclass gives it
  (`var state: State` of `class Screen: StateStore<ScreenState, ScreenAction>` holds a `ScreenState`);
- through a local copy or a parameter whose type is a state: `var next = state; next.user = nil`,
  `var next: AppState = …`, `var next = AppState(…)`.

Reported at the start of the assignment's target. Replacing the whole value
(`viewState = ProfileViewState(…)`), reading from a state, and assigning properties of values that
are not states are fine. A local that shadows a property is read as the local.

## Triggering examples

```swift
struct ProfileViewState: ViewState {
    let isLoading: Bool
}

final class ProfileViewModel {
    var viewState: ProfileViewState?

    func finish() {
        ↓viewState?.isLoading = false
    }
}
```

Through `self`, and a compound assignment:

```swift
struct CounterViewState: ViewState {
    let count: Int
}

final class CounterViewModel {
    private var state = CounterViewState(count: 0)

    func increment() {
        ↓self.state.count += 1
    }
}
```

Through a generic base class: the base's `state` holds whatever state the subclass names.

```swift
struct LoginViewState: ViewState {
    var isLoading: Bool
}

enum LoginViewAction {
    case submit
}

class StateStoreViewModel<State, ViewAction> {
    private var stored: State
    var state: State {
        get { stored }
        set { stored = newValue }
    }

    init(initialState: State) {
        stored = initialState
    }
}

final class LoginViewModel: StateStoreViewModel<LoginViewState, LoginViewAction> {
    func submit() {
        ↓state.isLoading = true
    }
}
```

A local copy in a reducer:

```yaml
profile: remvvm
```

```swift
struct AppState: StoreState {
    let user: User?
}

struct LogoutReducer: Reducer {
    static func reduce(state: AppState, with action: LogoutAction) -> AppState {
        var next = state
        ↓next.user = nil
        return next
    }
}
```

A state built and then edited, and one declared with its type:

```swift
struct SearchViewState: ViewState {
    let query: String
    let results: [String]
}

func makeStates() {
    var empty = SearchViewState(query: "", results: [])
    ↓empty.query = "swift"
    var typed: SearchViewState = empty
    ↓typed.results = []
}
```

## Non-triggering examples

The whole state replaced, in the dialect's own words:

```swift
struct ProfileViewState: ViewState {
    let name: String
    let isLoading: Bool
}

final class ProfileViewModel {
    var viewState: ProfileViewState?

    func loaded(_ name: String) {
        viewState = ProfileViewState(name: name, isLoading: false)
        self.viewState = ProfileViewState(name: viewState?.name ?? name, isLoading: false)
    }
}
```

A reducer returning a new state:

```swift
struct AppState: StoreState {
    let user: User?
}

struct LoginReducer: Reducer {
    static func reduce(state: AppState, with action: LoginAction) -> AppState {
        AppState(user: User(name: action.name))
    }
}
```

Properties of values that are not states:

```swift
final class FormViewModel {
    var draft = Draft()

    func edit() {
        draft.title = "New"
        var copy = draft
        copy.title = "Copy"
    }
}
```

A local that shadows a state property:

```swift
struct ListViewState: ViewState {
    let items: [String]
}

final class ListViewModel {
    var viewState = ListViewState(items: [])

    func build() {
        var viewState = Builder()
        viewState.items = []
    }
}
```

Reading a state's property:

```swift
struct ListViewState: ViewState {
    let items: [String]
}

final class ListViewModel {
    var viewState = ListViewState(items: [])
    var count = 0

    func refresh() {
        count = viewState.items.count
    }
}
```

Tests may build states however they like:

```swift
// file: Tests/ListTests.swift
struct ListViewState: ViewState {
    var items: [String]
}

func testEmpty() {
    var state = ListViewState(items: ["a"])
    state.items = []
}
```

"""#,
        "store_behind_protocol.md": #"""
# store_behind_protocol

A store is a protocol with an `…Impl` implementation, and view models only see the protocol.

- **Default severity:** warning
- **Fixable:** no
- **Profiles:** `viewstate` (see `mvvm rules --profile NAME`)
- **Options:** none
- **Roles:** `store_suffixes` (default `[Store]`): name endings of store protocols;
  `store_implementation_suffixes` (default `[Impl]`): name endings of their implementations —
  `roles:` in `.mvvm.yml` replaces either

## Why

In the ViewState dialect a store is the view model's only door to data — local storage, a
database, a web API. Declaring it as a protocol (`RepoStore`) with the real thing in
`RepoStoreImpl` lets the app inject the implementation and a test inject a fake that answers
instantly. A view model that names `RepoStoreImpl` — as a property's type, a parameter, a default
argument or a construction — is welded to the real store again, and its tests hit the network.

## What triggers it

- A concrete class, struct or actor declared at file level and not `private`/`fileprivate`,
  whose name ends with a store suffix (`RepoStore`) and that conforms to no protocol: reported at
  its `class`/`struct` keyword. (A type nested in another one, or private to its file, is that
  code's helper, not a store other types are given.) (Conforming to something
  that is not a project type — a protocol, as far as the project can tell — means it already is
  an implementation behind a protocol; inheriting a project class or `NSObject` does not.)
- In a view model's declaration, each type name ending with an implementation suffix
  (`RepoStoreImpl`) where the view model holds or builds one: a property's or parameter's type,
  and a construction (`RepoStoreImpl()`, `.init`) anywhere in its code, default arguments
  included. A static member of the type (`RepoStoreImpl.defaultQuery`) is not holding one. `dependencies_via_init` accepts a default argument as
  injection; this rule does not, because the default still names the implementation.

Types declared in test files are fakes and fixtures, never reported. Nor are types named as stores
that are no dependency a view model is given: a property wrapper (`@propertyWrapper struct
DefaultsStore`), a generic box for any value (`final class ValueStore<Value>`), and a namespace of
static members with no instance state and no methods.

## Triggering examples

```swift
final ↓class RepoStore {
    func fetch(query: String) -> [Repo] { [] }
}
```

A struct store inheriting nothing:

```swift
↓struct SettingsStore {
    var values: [String: String] = [:]
}
```

A view model naming the implementation:

```swift
final class SearchViewModel: CommonViewModel<SearchViewState> {
    private let store: ↓RepoStoreImpl

    init(store: ↓RepoStoreImpl) {
        self.store = store
    }
}
```

A default argument and a construction:

```swift
final class FeedViewModel: CommonViewModel<FeedViewState> {
    private let store: FeedStore
    private let cache = ↓FeedCacheImpl()

    init(store: FeedStore = ↓FeedStoreImpl()) {
        self.store = store
    }
}
```

A store subclassing a project base class is still concrete:

```swift
class BaseCache {}
final ↓class ImageStore: BaseCache {}
```

## Non-triggering examples

A property wrapper, a generic box and a namespace of keys, all named as stores:

```yaml
profile: viewstate
```

```swift
@propertyWrapper
struct DefaultsStore<Value> {
    let key: String
    var wrappedValue: Value? {
        get { UserDefaults.standard.object(forKey: key) as? Value }
        set { UserDefaults.standard.set(newValue, forKey: key) }
    }
}

final class ValueStore<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

struct KeyStore {
    static let token = "token"
    static let user = "user"
}
```

The protocol and its implementation:

```swift
protocol RepoStore {
    func fetch(query: String) -> [Repo]
}

final class RepoStoreImpl: RepoStore {
    func fetch(query: String) -> [Repo] { [] }
}
```

A view model depending on the protocol, injected:

```swift
final class SearchViewModel: CommonViewModel<SearchViewState> {
    private let store: RepoStore

    init(store: RepoStore) {
        self.store = store
    }
}
```

The app wiring the implementation in, outside any view model:

```swift
final class SearchViewModel: CommonViewModel<SearchViewState> {
    init(store: RepoStore) {}
}

enum Composition {
    static func search() -> SearchViewModel {
        SearchViewModel(store: RepoStoreImpl())
    }
}
```

A concrete store that conforms to a protocol under another name:

```swift
final class UserStore: UserStoring {
    func load() {}
}
```

A fake in a test file:

```swift
// file: Tests/SearchViewModelTests.swift
final class FakeRepoStore {
    var repos: [Repo] = []
}
```

Names that only contain the suffixes:

```swift
final class Store {}
struct Impl {}
final class StoreCoordinator {}
```

Helpers named like stores — nested in a view model, or private to a file — and a static member of
an implementation:

```swift
final class RefundViewModel: ObservableObject {
    struct QuantityStore {
        var quantities: [Int: Int] = [:]
    }
    func reset() {
        clear(kinds: CacheStoreImpl.allKinds)
    }
}

private final class LayoutStore {}
```

"""#,
        "tested_view_model.md": #"""
# tested_view_model

Every view model is mentioned by at least one test file.

- **Default severity:** warning
- **Fixable:** no
- **Options:** none (which files are tests is the top-level `tests` setting)
- **Profiles:** `viewstate`, `remvvm`, `observable`, `inputs_outputs` (the rulebook has
  `untested_action`, which checks every action instead)

## Why

Whatever the dialect — a view state and its commands, a store-driven view model, an
`@Observable` class with methods, inputs and outputs — the view model is the half of a screen
that can be tested without a screen. That is the reason for having one. A view model that no
test even names has given up that advantage: its behaviour is checked only by tapping through
the app. This rule asks for the least there is — one test that uses it — so that an untested
screen shows up in review instead of in a bug report.

## What triggers it

A view model whose name no test file mentions. View models are what `mvvm dump --roles` shows;
outside the rulebook they also include a subclass of a project view model (a
`CommonViewModel<State>` subclass), a type conforming to a protocol named like a view model's
(`ViewModelProtocol`, `SignUpViewModelType`), and what a view controller holds as its
`viewModel`. A test mentions a view model when its name appears as a whole token in the test's
code: `ReceiptDetailViewModelTests` does not mention `ReceiptViewModel`, and neither does a
comment or a string — a `@Test("…")` display name included. A base class that other view
models inherit from counts as tested when one of its subclasses is. XCTest and Swift Testing
both count. Test files are found by the `tests` setting (default: a `Tests` folder, or a name
ending in `Tests.swift`/`Test.swift`) and are indexed on every run, so linting one file still
knows the tests. Reported at the `class`/`struct` keyword of the view model's declaration,
once, whatever extensions it has.

## Triggering examples

No test at all:

```yaml
profile: observable
```

```swift
@Observable @MainActor
final ↓class PlaylistViewModel {
    private(set) var songs: [String] = []
    func shuffle() { songs.shuffle() }
}
```

The only mentions are a longer name, a comment and a test's display name:

```yaml
profile: inputs_outputs
```

```swift
// file: ReceiptViewModel.swift
↓struct ReceiptViewModel {
    let total: AnyPublisher<String, Never>
}
// file: Tests/ReceiptDetailViewModelTests.swift
import Testing

// ReceiptViewModel is covered elsewhere
@Test("ReceiptViewModel shows the total")
func total() {
    let sut = ReceiptDetailViewModel()
    #expect(sut.lines.isEmpty)
}
```

A view-state subclass of a generic base class, with a tested sibling:

```yaml
profile: viewstate
```

```swift
// file: CommonViewModel.swift
class CommonViewModel<State> {
    var viewState: State?
    func execute(command: Any, data: Any?) {}
}
// file: Screens.swift
struct InboxState { let unread: Int }
final class InboxScreenModel: CommonViewModel<InboxState> {}
final ↓class OutboxScreenModel: CommonViewModel<InboxState> {}
// file: Tests/InboxTests.swift
final class InboxTests: XCTestCase {
    func testUnread() { XCTAssertNil(InboxScreenModel().viewState) }
}
```

An inputs/outputs struct without the suffix, known as the view model because a controller holds
it as its `viewModel`:

```yaml
profile: inputs_outputs
```

```swift
↓struct SignUpForm {
    let emailInput: PublishSubject<String>
    let emailError: Driver<String?>
}

final class SignUpController: UIViewController {
    var viewModel: SignUpForm!
}
```

A mention in app code is not a test, and a test double of the same name is not the view model:

```yaml
profile: remvvm
```

```swift
// file: WeatherViewModel.swift
↓struct WeatherViewModel {
    let temperature: String
}
// file: Previews.swift
let sample = WeatherViewModel(temperature: "21°")
// file: Tests/Fakes.swift
final class FakeWeatherStore {
    let name = "WeatherViewModel"
}
```

## Non-triggering examples

An XCTest case that builds the view model:

```yaml
profile: remvvm
```

```swift
// file: GreetingViewModel.swift
struct GreetingViewModel {
    let message: String
}
// file: Tests/GreetingTests.swift
final class GreetingTests: XCTestCase {
    func testMessage() {
        XCTAssertEqual(GreetingViewModel(message: "Hi").message, "Hi")
    }
}
```

Swift Testing, naming the type only in a declaration; the view model split over two files:

```yaml
profile: observable
```

```swift
// file: TimerViewModel.swift
@Observable @MainActor
final class TimerViewModel {
    private(set) var seconds = 0
}
// file: TimerViewModel+Ticks.swift
extension TimerViewModel {
    func tick() { seconds += 1 }
}
// file: Tests/TimerTests.swift
@MainActor @Test func ticks() {
    let sut: TimerViewModel = .init()
    sut.tick()
    #expect(sut.seconds == 1)
}
```

A base class tested through a subclass, and a conformer of the dialect's protocol that a test
uses:

```yaml
profile: viewstate
```

```swift
// file: ViewModels.swift
protocol ViewModelProtocol: AnyObject {
    func execute(command: Any, data: Any?)
}
class CommonViewModel<State>: ViewModelProtocol {
    var viewState: State?
    func execute(command: Any, data: Any?) {}
}
final class SearchScreenModel: CommonViewModel<Int> {}
final class FilterModel: ViewModelProtocol {
    func execute(command: Any, data: Any?) {}
}
// file: Tests/SearchTests.swift
final class SearchTests: XCTestCase {
    func testSearch() { SearchScreenModel().execute(command: 1, data: nil) }
    func testFilter() { FilterModel().execute(command: 1, data: nil) }
}
```

A test file found by its name (`…Test.swift`), mentioning the type inside a string's
interpolation, which is code:

```yaml
profile: inputs_outputs
```

```swift
// file: Counter/CounterViewModel.swift
struct CounterViewModel {
    let count: AnyPublisher<Int, Never>
}
// file: Counter/CounterViewModelTest.swift
func testName() {
    XCTAssertEqual("\(CounterViewModel.self)", "CounterViewModel")
}
```

The rulebook profile leaves this to `untested_action`:

```yaml
profile: rulebook
```

```swift
final class NotesViewModel: ObservableObject {
    @Published private(set) var notes: [String] = []
}
```

A test double in a test file is not one of the app's view models:

```yaml
profile: observable
```

```swift
// file: Tests/Doubles.swift
@Observable final class FakeCartViewModel {
    var items: [String] = []
}
```

"""#,
        "types_before_use.md": #"""
# types_before_use

A view model's nested types are declared above the properties and functions that use them.

- **Default severity:** warning
- **Fixable:** yes — moves the nested type, with its comments and attributes, just above its
  first user. A type whose kind has a section (`Action`, `ResponderAction`) moves only within that
  section; other nested types may sit anywhere, so they join their user's section. A type inside
  a `#if` block of the view model's body is not moved (a `#if` around the whole view model changes
  nothing), nor one that is alone under its own MARK (`// MARK: - Context` over it and nothing
  else): moving it would leave the MARK heading nothing, so the section is yours to move. The
  message says when and why `--fix` holds a move back, naming the line in the way.
- **Options:** none

## Why

A view model reads top-down: when `@Published private(set) var state: State` appears, the
reader should already have seen what `State` is. Declaring each nested type at the top of the
section that first needs it — `Action` before `send(_:)`, `State` before the output — keeps the
file readable without jumping around.

## What triggers it

In a view model, a nested type (`enum`, `struct`, `class`, `typealias`) declared below a
property, function or subscript of the same type whose declaration mentions its name. Reported
once, at the nested type's keyword. Initializers are exempt: the anatomy puts Lifecycle
(`init(responder: Responder<ResponderAction>)`) before the Responder section that declares
`ResponderAction`.

## Triggering examples

```swift
@MainActor
final class LoginViewModel: ObservableObject {
    func send(_ action: Action) {}

    ↓enum Action { case signIn }
}
```

```swift correction
@MainActor
final class LoginViewModel: ObservableObject {
    enum Action { case signIn }

    func send(_ action: Action) {}
}
```

Used in an output's type, declared with an attribute line above:

```swift
final class FeedViewModel: ObservableObject {
    @Published private(set) var state: State = .idle

    @frozen
    ↓enum State { case idle, loading }
}
```

```swift correction
final class FeedViewModel: ObservableObject {
    @frozen
    enum State { case idle, loading }

    @Published private(set) var state: State = .idle
}
```

Used inside a method body:

```swift
@Observable
final class MapModel {
    private func region() -> Any { Region(span: 1) }

    ↓struct Region { let span: Int }
}
struct MapScreen: View {
    @State private var model = MapModel()
}
```

```swift correction
@Observable
final class MapModel {
    struct Region { let span: Int }

    private func region() -> Any { Region(span: 1) }
}
struct MapScreen: View {
    @State private var model = MapModel()
}
```

Once per type, however many uses; typealiases too:

```swift
final class CartViewModel: ObservableObject {
    var total: Money { 0 }
    var tax: Money { 0 }
    ↓typealias Money = Decimal
}
```

```swift correction
final class CartViewModel: ObservableObject {
    typealias Money = Decimal
    var total: Money { 0 }
    var tax: Money { 0 }
}
```

A view model inside a `#if` of the file, as a whole, is fixed like any other:

```swift
#if DEBUG
final class DebugMenuViewModel: ObservableObject {
    @Published private(set) var rows: [Row] = []
    ↓struct Row {}
}
#endif
```

```swift correction
#if DEBUG
final class DebugMenuViewModel: ObservableObject {
    struct Row {}
    @Published private(set) var rows: [Row] = []
}
#endif
```

A type alone under its own MARK is reported but not moved: the MARK would be left over nothing.

```swift
final class RoomViewModel: ObservableObject {
    var context: Context?

    // MARK: - Context

    final ↓class Context {}
}
```

```swift correction
final class RoomViewModel: ObservableObject {
    var context: Context?

    // MARK: - Context

    final class Context {}
}
```

## Non-triggering examples

The anatomy's order, with `init` above `ResponderAction`:

```swift
@MainActor
final class LoginViewModel: ObservableObject {
    init(responder: Responder<ResponderAction>) { self.responder = responder }

    enum ResponderAction { case done }
    private let responder: Responder<ResponderAction>

    enum Action { case signIn }
    func send(_ action: Action) {}

    enum State { case idle }
    @Published private(set) var state: State = .idle
}
```

A name in a comment or a string is not a use:

```swift
final class FeedViewModel: ObservableObject {
    // Uses State below.
    let label = "State"
    enum State { case idle }
}
```

A different type with a similar name:

```swift
final class ListViewModel: ObservableObject {
    var states: [StateMachine] = []
    enum State { case idle }
}
```

Not a view model:

```swift
struct Parser {
    func parse() -> Token? { nil }
    enum Token { case word }
}
```

In an extension in another file, declared first:

```swift
// file: SearchViewModel.swift
final class SearchViewModel: ObservableObject {}
// file: SearchViewModel+Input.swift
extension SearchViewModel {
    enum Action { case query }
    func send(_ action: Action) {}
}
```

Inside `#if`, in order:

```swift
final class DebugViewModel: ObservableObject {
    #if DEBUG
    enum Panel { case logs }
    var panel: Panel = .logs
    #endif
}
```

"""#,
        "untested_action.md": #"""
# untested_action

Every action is sent by a test, and every responder action is observed by one.

- **Default severity:** warning
- **Fixable:** no
- **Options:** `action_providers` (list, default `[Stateful]`): attached macros, or protocols
  whose extension does it, that give a view model its action method over its `Action` enum
  (which files are tests is the top-level `tests` setting)

## Why

Actions are a screen's whole behaviour, and the responder actions are everything it tells its
parent. A case no test sends is behaviour nobody checked; a responder case no test observes is
a message nobody verified goes out. Because the reducer is the only way in, covering every case
is cheap — and this rule keeps it that way as cases are added.

## What triggers it

A case of a view model's `enum Action` — when one of its action methods (`send`, a configured or
inferred reducer — one returning nothing or the new state, `respond(to:) -> State` — its own or a
base class's) takes that enum, or an attached macro or a protocol
of `action_providers` provides that method, or a macro of the top-level `action_macros` writes a
method per case — that no test mentioning the view model sends
(`send(.case` — with `sut.send`, `viewModel.send`, or a helper's bare `send`), and a case of its
`enum ResponderAction` that no such test observes (`.case` anywhere in the test's code: a
responder closure's `case .done:`, a comparison `== .done`). An enum a view model's reducer
takes but the view model does not declare (`process(viewAction: HomeScreenViewAction)`, the enum
beside it in a file of its own) is its actions too. Reported at the case's name in the enum. A test mentions a view model when its name appears as a whole token in the test's code
(`EditProfileViewModelTests` does not mention `ProfileViewModel`). XCTest and Swift Testing
both count; comments and strings never do. Test files are found by the `tests` setting
(default: a `Tests` folder, or a name ending in `Tests.swift`/`Test.swift`), and are indexed on
every run, so linting one file still knows the tests.

## Triggering examples

```swift
// file: LoginViewModel.swift
@MainActor
final class LoginViewModel: ObservableObject {
    enum Action {
        case signIn
        case ↓forgotPassword
    }
    func send(_ action: Action) {}
}
// file: Tests/LoginViewModelTests.swift
final class LoginViewModelTests: XCTestCase {
    func testSignIn() {
        let sut = LoginViewModel()
        sut.send(.signIn)
        // sut.send(.forgotPassword)
    }
}
```

A reducer that hands back the new state (`respond(to:) -> State`) takes the view model's actions:

```swift
// file: TimerViewModel.swift
@MainActor
final class TimerViewModel: ObservableObject {
    struct State { var seconds = 0 }
    enum Action {
        case start
        case ↓reset
    }
    @Published private(set) var state = State()

    func respond(to action: Action) -> State {
        switch action {
        case .start: return State(seconds: 1)
        case .reset: return State()
        }
    }
}
// file: Tests/TimerViewModelTests.swift
@Test func start() {
    let sut = TimerViewModel()
    _ = sut.respond(to: .start)
}
```

No test mentions the view model at all:

```swift
final class CartViewModel: ObservableObject {
    enum Action { case ↓add, ↓remove }
    enum ResponderAction {
        case ↓checkout
    }
    func send(_ action: Action) {}
}
```

A responder action nobody observes, and a test of another view model:

```swift
// file: ProfileViewModel.swift
final class ProfileViewModel: ObservableObject {
    enum Action { case save }
    enum ResponderAction { case saved, ↓cancelled }
}
// file: Tests/ProfileTests.swift
@Test func save() {
    let sut = ProfileViewModel(responder: .init { action in
        #expect(action == .saved)
    })
    sut.send(.save)
}
// file: Tests/EditProfileViewModelTests.swift
@Test func cancel() {
    let sut = EditProfileViewModel()
    sut.send(.cancelled)
}
```

An action macro writes the action method (`send`) over the enum; a protocol of the same name
(`final class UsersViewModel: Stateful`) provides it through its extension:

```swift
@Stateful
final class LibraryViewModel: ObservableObject {
    enum Action { case refresh, ↓getNextPage }
}
// file: Tests/LibraryViewModelTests.swift
func testRefresh() {
    LibraryViewModel().send(.refresh)
}
```

Such a macro also writes one method per case (`refresh()` for `case refresh`; the
`action_macros` setting names the macros, default `[Stateful]`): a test calling it sends the case:

```swift
@Stateful
final class ShelfViewModel: ObservableObject {
    enum Action { case refresh, ↓share }
}
// file: Tests/ShelfViewModelTests.swift
func testRefresh() {
    let viewModel = ShelfViewModel()
    viewModel.refresh()
}
```

The actions a reducer takes, declared beside the view model; the test sends through the
reducer:

```swift
// file: HomeScreenModels.swift
enum HomeScreenViewAction {
    case refresh
    case ↓openSettings
}
// file: HomeScreenViewModel.swift
final class HomeScreenViewModel: ObservableObject {
    func process(viewAction: HomeScreenViewAction) {
        switch viewAction {
        case .refresh: break
        case .openSettings: break
        }
    }
}
// file: Tests/HomeScreenViewModelTests.swift
func testRefresh() {
    HomeScreenViewModel().process(viewAction: .refresh)
}
```

The enum in an extension in another file; the test only says the name in a string:

```swift
// file: SearchViewModel.swift
final class SearchViewModel: ObservableObject {}
// file: SearchViewModel+Input.swift
extension SearchViewModel {
    enum Action { case ↓query(String) }
    func send(_ action: Action) {}
}
// file: Tests/SearchTests.swift
func testQuery() {
    let sut = SearchViewModel()
    print("send(.query(\"x\"))")
}
```

## Non-triggering examples

A method that only hands the action to one of the model's own closures reports it upward (to
whoever set the closure); no reducer is behind it, so its enum is not the model's actions:

```swift
enum SlashAction { case bold, italic }

@MainActor
final class SlashMenuViewModel: ObservableObject {
    var onSlashAction: ((SlashAction) -> Void)?

    func handle(_ action: SlashAction) {
        onSlashAction?(action)
    }
}
```

An `Action` enum no action method takes is not the view model's actions: here a catalogue of
buttons whose choice goes to a delegate (a `ResponderAction` is always checked):

```swift
@MainActor
final class MenuViewModel: ObservableObject {
    enum Action: CaseIterable { case share, duplicate, delete }
    var onChoose: ((Action) -> Void)?
    let actions = Action.allCases
}
```

XCTest, with a helper that sends and a responder closure that observes:

```swift
// file: LoginViewModel.swift
@MainActor
final class LoginViewModel: ObservableObject {
    enum ResponderAction { case signedIn }
    enum Action {
        case signIn(String, String)
        case forgotPassword
    }
}
// file: Tests/LoginViewModelTests.swift
final class LoginViewModelTests: XCTestCase {
    func testSignIn() {
        var events: [LoginViewModel.ResponderAction] = []
        let sut = LoginViewModel(responder: .init { action in
            switch action {
            case .signedIn: events.append(action)
            }
        })
        sut.send(.signIn("a", "b"))
    }

    func testForgotPassword() { makeSUTAndForget() }

    private func makeSUTAndForget() {
        let sut = LoginViewModel(responder: .noop)
        sut.send(.forgotPassword)
    }
}
```

Swift Testing, a comparison observing the responder action:

```swift
// file: CartViewModel.swift
final class CartViewModel: ObservableObject {
    enum Action { case checkout }
    enum ResponderAction { case done }
}
// file: Tests/CartViewModelTests.swift
@Test func checkout() {
    var last: CartViewModel.ResponderAction?
    let viewModel = CartViewModel(responder: .init { last = $0 })
    viewModel.send(.checkout)
    #expect(last == .done)
}
```

A helper's bare `send` in a test that mentions the view model, with `#if`:

```swift
// file: FeedViewModel.swift
final class FeedViewModel: ObservableObject {
    enum Action {
        #if DEBUG
        case reload
        #endif
    }
}
// file: Tests/FeedTests.swift
final class FeedTests: XCTestCase {
    var sut: FeedViewModel!
    func send(_ action: FeedViewModel.Action) { sut.send(action) }
    func testReload() { send(.reload) }
}
```

An `Action` enum in a type that is not a view model:

```swift
struct Analytics {
    enum Action { case open, close }
}
```

A test double's `Action` in a test file is not the app's:

```swift
// file: Tests/Doubles.swift
final class FakeViewModel: ObservableObject {
    enum Action { case unused }
}
```

A view's `Action` enum:

```swift
struct MenuView: View {
    enum Action { case open }
    var body: some View { Text("") }
}
```

"""#,
        "unused_suppression.md": #"""
# unused_suppression

A `mvvm:disable` comment that silences nothing must go, so stale suppressions don't pile up.

- **Default severity:** warning
- **Fixable:** no
- **Options:** none

## Why

A suppression is a promise that a specific finding is deliberate. When the code changes and the
finding disappears, the comment stays and keeps silencing whatever appears there next. Reporting
suppressions that silence nothing — and ones that name a rule that doesn't exist — keeps every
remaining suppression meaningful.

## What triggers it

A `// mvvm:disable…` comment (any form: `:next`, `:this`, a region, `all`) that silenced no
violation in this run, for a rule that ran; or one naming an unknown rule id. It is reported at
the comment. Suppressions for rules disabled in the configuration are left alone: they may
matter under another configuration.

## Triggering examples

```swift
final class CartViewModel: ObservableObject {
    ↓// mvvm:disable:next output_private_set
    @Published private(set) var items: [Item] = []
}
```

```swift
final class CartViewModel: ObservableObject {
    @Published private(set) var items: [Item] = [] ↓// mvvm:disable:this output_private_set
}
```

```swift
↓// mvvm:disable output_private_set
let formatter = NumberFormatter()
```

```swift
final class CartViewModel: ObservableObject {
    ↓// mvvm:disable:next output_private_sett — typo in the rule id
    @Published var items: [Item] = []
}
```

## Non-triggering examples

```swift
final class CartViewModel: ObservableObject {
    // mvvm:disable:next output_private_set — the legacy view binds it, see #123
    @Published var items: [Item] = []
}
```

```swift
final class CartViewModel: ObservableObject {
    @Published var items: [Item] = [] // mvvm:disable:this output_private_set
}
```

```swift
// mvvm:disable all
final class CartViewModel: ObservableObject {
    @Published var items: [Item] = []
}
```

Directive text inside a string or in the middle of a comment is not a suppression:

```swift
let help = "write // mvvm:disable:next output_private_set above the line"
// To silence it, see mvvm:disable:next in the README.
```

```swift
let notes = """
    // mvvm:disable output_private_set
    """
```

```swift
/* An explanation that mentions mvvm: but is no directive */
let x = 1
```

"""#,
        "view_model_sections.md": #"""
# view_model_sections

A view model reads top-down in six sections: Properties & Dependencies → Lifecycle → Responder →
Input → Output → Support.

- **Default severity:** warning
- **Fixable:** yes — reorders the type's members into the six sections (see "The fix" below)
- **Options:** one alias list per section — the `MARK` titles that name it (case, spacing
  and a closing dash, `// MARK: - Properties -`, ignored):
  - `properties_aliases` (default `[Properties & Dependencies, Properties and Dependencies,
    Properties, Dependencies, Private Properties]`)
  - `lifecycle_aliases` (default `[Lifecycle, Life Cycle, Init, Initialization, Initializers]`)
  - `responder_aliases` (default `[Responder, Responder Actions]`)
  - `input_aliases` (default `[Input, Inputs, Actions]`)
  - `output_aliases` (default `[Output, Outputs]`)
  - `support_aliases` (default `[Support, Private, Private / Support, Helpers, Private Helpers,
    Private Methods]`)

## Why

Every view model answers the same questions in the same place: what it depends on, how it is
made, what it tells its parent, what it accepts, what it shows, and how it does it. With a fixed
order a reviewer finds the action list or the outputs without reading the file, and a new screen
looks like every other one.

## What triggers it

Each member is placed by the last `// MARK: - Title` above it when the title is a known alias —
a dashless MARK under a dashed one (`// MARK: - Properties` then `// MARK: Private`) divides the
dashed group, so where it names another section than the member's kind, the member sits in the
dashed heading's section if that is its kind's (or it has no kind), else in none; and a bare
`// MARK: - Private` over a stored property names that property's own section, as the rulebook's
"private properties and dependencies" do —,
otherwise by its kind: stored properties that are not outputs → Properties & Dependencies;
`init`/`deinit` → Lifecycle; the `responder` property and `enum ResponderAction` → Responder;
`enum Action` (when an action method takes it) and the action method (one taking an action: `send(completion:)`, which takes a
closure, is an ordinary method, and a `private` one is a helper the view cannot call) → Input; `@Published` properties (even `private`),
stored `var`s of an `@Observable` model that are not `private` (`private(set)` ones, and
those `output_private_set` reports; not one the model does not observe — `@ObservationIgnored`,
or behind a property wrapper such as `@Dependency`, nor one holding a service — a class or
protocol of the project named with a service suffix, `Protocol` or `Type` aside — which is a
dependency) and non-private
computed properties → Output;
private methods → Support. Other nested types, static members and other methods may sit
anywhere, and so may a stored property that code outside the model only observes (a stream or
observable box its view subscribes to: `viewModel.items.observe(on: self) { … }`, `.sink`,
`.bind`, through the model's type or a protocol it adopts), which may be how the model publishes:
under an Output MARK it is an output. A property declared again in another branch of a `#if` (`#if os(macOS) var x: Bool {
… } #else let x = false #endif`) is one member: its first declaration's kind places both.
Findings:

- the first member of a section that comes after a later section (one finding per displaced
  section);
- a member sitting under a MARK its kind doesn't belong to (then its MARK's place is not checked
  again for the order).

Both at the member's keyword. Each type body and extension is checked on its own.

## The fix

`--fix` rewrites the body of each type (or extension) with findings, in one edit:

- each member moves to the section its kind names, else the one its MARK names, taking along its
  doc comments, comments, attributes, trailing comment and the blank lines above it;
- a member with no section (other nested types, static members, other methods) stays with the
  member before it; one above every sectioned member stays at the top;
- a nested type then moves up above its first user when it stays in its section or may sit
  anywhere, as `types_before_use` asks;
- each section gets one `// MARK: - ` header: an existing MARK of that section is kept where
  the section now starts and renamed to the section's name — or to the first alias configured
  for it (`input_aliases: [Events]` writes `Events`); further MARKs of the same section go, and
  so does one whose section is left with no member; other MARKs (`// MARK: - Types`) are
  comments of the member below them;
- a `#if … #endif` block moves whole: when its members belong to different sections the type is
  left as it is and the finding names the block, as it is when two members share a line or a
  section MARK sits inside `#if`.

Only the order changes: the fixed file holds the same tokens, give or take the MARK headers. And the
order only changes where that cannot change what the code means — otherwise the type is left as
it is and the finding says why, naming the member that would be overtaken:

- in a struct without an `init` of its own, stored properties that are parameters of its
  memberwise initializer keep their relative order (callers pass arguments in that order): those
  without an initial value, and those with one that some caller passes by label (a call by the
  type's name is cited before an `.init(label:)` whose type only its context gives, which the
  finding names as a call that *may* construct it);
- stored properties whose initial values run code (a call, a trailing closure's too, a closure
  called at once, an interpolated string, a subscript's getter such as `Defaults[.iconName]`; a
  closure that is the whole value is only made, not run),
  or whose wrapper's arguments do (`@FetchRequest(entity: Reason.entity())`), keep their
  relative order, since both run in declaration order (an example is the last of the triggering
  ones below).


## Triggering examples

```swift
@MainActor
final class LoginViewModel: ObservableObject {
    @Published private(set) var isLoading = false

    ↓init(api: APIClient) {
        self.api = api
    }

    private ↓let api: APIClient
}
```

```swift correction
@MainActor
final class LoginViewModel: ObservableObject {
    // MARK: - Properties & Dependencies

    private let api: APIClient

    // MARK: - Lifecycle

    init(api: APIClient) {
        self.api = api
    }

    // MARK: - Output

    @Published private(set) var isLoading = false
}
```

A member under the wrong MARK, attribute on the line above:

```swift
@MainActor
final class CartViewModel: ObservableObject {
    // MARK: - Input

    enum Action { case add }
    func send(_ action: Action) {}
    @Published
    private(set) ↓var items: [Item] = []
}
```

```swift correction
@MainActor
final class CartViewModel: ObservableObject {
    // MARK: - Input

    enum Action { case add }
    func send(_ action: Action) {}

    // MARK: - Output

    @Published
    private(set) var items: [Item] = []
}
```

Sections by MARK, out of order:

```swift
final class ProfileViewModel: ObservableObject {
    // MARK: - Output
    var title: String { "" }

    // MARK: - Responder
    ↓enum ResponderAction { case done }
}
```

```swift correction
final class ProfileViewModel: ObservableObject {
    // MARK: - Responder
    enum ResponderAction { case done }

    // MARK: - Output
    var title: String { "" }
}
```

Configured aliases:

```yaml
rules:
  view_model_sections:
    support_aliases: [Plumbing]
    input_aliases: [Events]
```

```swift
final class FeedViewModel: ObservableObject {
    // MARK: - Plumbing
    private func reload() {}

    // MARK: - Events
    ↓func send(_ action: Action) {}
}
```

```swift correction
final class FeedViewModel: ObservableObject {
    // MARK: - Events
    func send(_ action: Action) {}

    // MARK: - Plumbing
    private func reload() {}
}
```

Held back: moving `first` up would make it take the first number instead of `second`:

```swift
enum Counter {
    static var next: Int { 0 }
    static func take() -> Int { next }
}

@MainActor
final class TicketViewModel: ObservableObject {
    @Published private(set) var second = Counter.take()

    ↓let first = Counter.take()
}
```

```swift correction
enum Counter {
    static var next: Int { 0 }
    static func take() -> Int { next }
}

@MainActor
final class TicketViewModel: ObservableObject {
    @Published private(set) var second = Counter.take()

    let first = Counter.take()
}
```

A closure that is the whole initial value is made, not run: it moves past one that runs code:

```swift
enum Counter {
    static func take() -> Int { 0 }
}

@MainActor
final class DoseViewModel: ObservableObject {
    @Published private(set) var ticket = Counter.take()

    ↓let parse: (String) -> Double? = { Double($0) }
}
```

```swift correction
enum Counter {
    static func take() -> Int { 0 }
}

@MainActor
final class DoseViewModel: ObservableObject {
    // MARK: - Properties & Dependencies

    let parse: (String) -> Double? = { Double($0) }

    // MARK: - Output

    @Published private(set) var ticket = Counter.take()
}
```

A member under the wrong MARK is reported once, where it belongs; where its MARK sits in the
order is not a second finding. The fix drops a MARK it leaves heading nothing:

```swift
final class OverlayViewModel: ObservableObject {
    var title: String { "" }

    // MARK: - Actions

    private ↓func cancel() {}
}
```

```swift correction
final class OverlayViewModel: ObservableObject {
    // MARK: - Output

    var title: String { "" }

    // MARK: - Support

    private func cancel() {}
}
```

An output under a title closed with a dash, as some teams write them:

```swift
@MainActor
final class InfoAlertViewModel: ObservableObject {
    // MARK: - Properties -

    private let service: AlertService
    @Published private(set) ↓var text = ""

    // MARK: - Initialization -

    init(service: AlertService) {
        self.service = service
    }
}
```

```swift correction
@MainActor
final class InfoAlertViewModel: ObservableObject {
    // MARK: - Properties & Dependencies

    private let service: AlertService

    // MARK: - Lifecycle

    init(service: AlertService) {
        self.service = service
    }

    // MARK: - Output

    @Published private(set) var text = ""
}
```

A collection the view maps over (`viewModel.steps.map { … }`) is read, not observed: a stored
one is a property like any other, wherever the view gets the model from:

```swift
// file: StepsViewModel.swift
final class StepsViewModel {
    init(steps: [String]) {
        self.steps = steps
    }

    ↓let steps: [String]
}
// file: StepsView.swift
import UIKit

final class StepsView: UIStackView {
    func configure(viewModel: StepsViewModel) {
        viewModel.steps.map { title in UILabel(title) }.forEach(addArrangedSubview)
    }
}
```

```swift correction
// file: StepsViewModel.swift
final class StepsViewModel {
    // MARK: - Properties & Dependencies

    let steps: [String]

    // MARK: - Lifecycle

    init(steps: [String]) {
        self.steps = steps
    }
}
// file: StepsView.swift
import UIKit

final class StepsView: UIStackView {
    func configure(viewModel: StepsViewModel) {
        viewModel.steps.map { title in UILabel(title) }.forEach(addArrangedSubview)
    }
}
```

## Non-triggering examples

Private properties under a dashless sub-heading of a dashed group, `Private` being a Support
alias:

```swift
@MainActor
final class ReaderViewModel: ObservableObject {
    // MARK: - Properties

    // MARK: Private

    private let library: Library

    // MARK: - Lifecycle

    init(library: Library) {
        self.library = library
    }

    // MARK: - Output

    // MARK: Public

    @Published private(set) var title = ""
}
```

A dashed `Private` heading over the stored properties, before the initializer:

```swift
@MainActor
final class BottomSheetViewModel: ObservableObject {
    // MARK: - Private

    private let opener: URLOpener
    private let detector: CaptureDetector

    // MARK: - Lifecycle

    init(opener: URLOpener, detector: CaptureDetector) {
        self.opener = opener
        self.detector = detector
    }

    // MARK: - Private

    private func open(_ url: URL) {}
}
```

In an `@Observable` model, a property it does not observe is a dependency, not an output:

```swift
@Observable @MainActor
final class ArtistViewModel {
    // MARK: - Properties & Dependencies

    @ObservationIgnored @Dependency(\.artistClient) var artistClient: ArtistClient

    // MARK: - Output

    private(set) var name = ""
}
```

A service the views hand an `@Observable` model after `init` (from their environment) is a
dependency, not an output:

```swift
protocol NavigationStoreProtocol: AnyObject {
    func showLogin()
}

@Observable @MainActor
final class VoteViewModel {
    // MARK: - Properties & Dependencies

    var navigationStore: NavigationStoreProtocol?
    private var pending: Set<Int> = []

    // MARK: - Output

    private(set) var lastError: String?
}
```

An `enum Action` that no action method takes (here a launch option the app hands over) is not
the model's Input: a nested type that may sit anywhere:

```swift
@MainActor
final class ConversationViewModel: ObservableObject {
    let initialAction: Action

    init(initialAction: Action) {
        self.initialAction = initialAction
    }

    @Published private(set) var title = ""

    enum Action { case none, compose, call }
}
```

A method named `send` that takes a closure sends no action: it is an ordinary method.

```swift
final class ReportViewModel: ObservableObject {
    var canSend: Bool { true }

    func send(completion: @escaping (Bool) -> Void) {
        completion(canSend)
    }
}
```

A `private` method named `send` is a helper of the view model's own, in Support:

```swift
final class ChatViewModel: ObservableObject {
    // MARK: - Input
    func sendTapped() { send(text: draft) }

    // MARK: - Output
    @Published private(set) var draft = ""

    // MARK: - Support
    private func send(text: String) {}
}
```

The full anatomy:

```swift
@MainActor
final class LoginViewModel: ObservableObject {
    // MARK: - Properties & Dependencies
    private let api: APIClient

    // MARK: - Lifecycle
    init(api: APIClient, responder: Responder<ResponderAction>) {
        self.api = api
        self.responder = responder
    }
    deinit {}

    // MARK: - Responder
    enum ResponderAction { case signedIn }
    private let responder: Responder<ResponderAction>

    // MARK: - Input
    enum Action { case signIn }
    func send(_ action: Action) { animate() }

    // MARK: - Output
    enum State { case idle }
    @Published private(set) var state: State = .idle
    var isIdle: Bool { state == .idle }

    // MARK: - Support
    private func animate() {}
}
```

No MARKs, placed by kind; an `@Observable` model:

```swift
@Observable
final class TimerModel {
    private let clock: ContinuousClock
    init(clock: ContinuousClock) { self.clock = clock }
    func send(_ action: Action) {}
    private(set) var seconds = 0
    private func tick() {}
}
```

Real-world aliases, and other nested types anywhere:

```swift
final class SearchViewModel: ObservableObject {
    // MARK: - Dependencies
    private let service: SearchService

    // MARK: - Init
    init(service: SearchService) { self.service = service }

    struct Row: Identifiable { let id: Int }

    // MARK: - Helpers
    private func normalize() {}
}
```

A view (order of views is `view_sections`), and a non-view-model type:

```swift
struct Settings {
    var title: String { "" }
    init() {}
}
```

A MARK in a string, or not at the start of a comment, doesn't start a section:

```swift
final class NotesViewModel: ObservableObject {
    // Outputs go under MARK: - Output
    private let store: NotesStore
    let text = "// MARK: - Output"
    init(store: NotesStore) { self.store = store }
}
```

Sections split across an extension and `#if`:

```swift
// file: MapViewModel.swift
final class MapViewModel: ObservableObject {
    #if os(iOS)
    private let locator: Locator
    #endif
    init() {}
}
// file: MapViewModel+Output.swift
extension MapViewModel {
    var title: String { "" }
    private func refresh() {}
}
```

One member declared in each branch of a `#if` (an output on one platform, a constant stub on the
others) is one member, placed by its first declaration:

```swift
@MainActor
final class WizardViewModel: ObservableObject {
    // MARK: - Output

    @Published private(set) var step = 0
    #if os(macOS)
    var canImportDisk: Bool { step > 1 }
    #else
    let canImportDisk = false
    #endif
}
```

A Combine channel of actions to the parent is the responder, stored or exposed as a publisher:

```swift
@MainActor
final class RoomViewModel: ObservableObject {
    private let client: RoomClient

    init(client: RoomClient) {
        self.client = client
    }

    // MARK: - Responder

    private let actionsSubject = PassthroughSubject<RoomViewModelAction, Never>()
    var actions: AnyPublisher<RoomViewModelAction, Never> {
        actionsSubject.eraseToAnyPublisher()
    }

    // MARK: - Input

    func process(viewAction: RoomViewAction) {
        switch viewAction {
        case .close: actionsSubject.send(.dismiss)
        }
    }
}
```

An observable box the view controller subscribes to may sit under Output, whatever kind of value
it holds, here through a protocol the model adopts:

```swift
// file: Box.swift
final class Box<Value> {
    var value: Value { didSet { listeners.forEach { $0(value) } } }
    private var listeners: [(Value) -> Void] = []
    init(_ value: Value) { self.value = value }
    func observe(_ listener: @escaping (Value) -> Void) { listeners.append(listener) }
}
// file: TicketsViewModel.swift
protocol TicketsViewModelOutput {
    var tickets: Box<[String]> { get }
}

final class TicketsViewModel: ObservableObject, TicketsViewModelOutput {
    private let service: TicketService

    init(service: TicketService) {
        self.service = service
    }

    // MARK: - Output

    let tickets = Box<[String]>([])
}
// file: TicketsViewController.swift
final class TicketsViewController: UIViewController {
    private var viewModel: TicketsViewModelOutput!

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.tickets.observe { [weak self] _ in self?.reload() }
    }

    private func reload() {}
}
```

So may one a view subscribes to through the model it is handed as an argument
(`configure(with:)`), here the box's published value (`title.$value`):

```swift
// file: Bindable.swift
final class Bindable<Value> {
    @Published var value: Value
    init(_ value: Value) { self.value = value }
}
// file: HeaderViewModel.swift
protocol HeaderViewModel {
    var title: Bindable<String?> { get }
}

final class BaseHeaderViewModel: HeaderViewModel {
    init(title: String) {
        self.title = Bindable(title)
    }

    let title: Bindable<String?>
}
// file: HeaderView.swift
import Combine
import UIKit

final class HeaderView: UITableViewHeaderFooterView {
    private var subscriber: AnyCancellable?

    func configure(with viewModel: HeaderViewModel) {
        subscriber = viewModel.title.$value.sink { [weak self] text in self?.textLabel?.text = text }
    }
}
```

A helper some view holds several times over is never a view's model, even where another view
owns only one:

```swift
// file: TemplateRenderer.swift
final class TemplateRenderer: ObservableObject {
    @Published private(set) var output = ""
    init(template: String) {}
    private let template = ""
}
// file: GaugePreview.swift
struct GaugePreview: View {
    @StateObject private var value = TemplateRenderer(template: "")
    @StateObject private var color = TemplateRenderer(template: "")
    var body: some View { Text("") }
}
// file: TemplateButton.swift
struct TemplateButton: View {
    @StateObject private var renderer = TemplateRenderer(template: "")
    var body: some View { Text("") }
}
```

"""#,
        "view_model_without_ui.md": #"""
# view_model_without_ui

A view model says what to show, never how: it imports no UI framework for UI types and has no
property, parameter or output of a UI type.

- **Default severity:** warning
- **Fixable:** no
- **Options:** none
- **Profiles:** `viewstate`, `remvvm`, `observable`, `inputs_outputs`

## Why

A view model that holds a `UIColor`, takes a `UIViewController` or hands out an `Image` has
decided how the screen looks, and it can only be built and tested where UIKit or SwiftUI is —
not in a plain unit test, not on another platform, not behind another view. Giving the view
plain values instead (a `Bool` for "overdue", an enum for the status, the name of an asset, the
image's `Data`) keeps presentation in the view, where a designer's change belongs, and keeps
the view model testable with nothing but values.

## What triggers it

In a view model (see `mvvm dump --roles`) and its extensions:

- each stored or computed property whose type is a UI type — as written in its annotation,
  inside generics and optionals too (`Driver<UIColor>`, `[UIImage]`, `Color?`), or, with no
  annotation, what its initial value builds (`= UIImage(named: "logo")`, `= Color.accentColor`);
- each parameter of a method, `init` or subscript whose type is or contains a UI type;
- each non-private method returning a UI type (an output);
- the `import SwiftUI` / `import UIKit` / `import AppKit` / `import Cocoa` line of a file that
  declares or extends a view model when the view-model code in it names a UI type anywhere,
  bodies included, and no other code of the file does (a view, a cell or a helper in the same
  file is what the import is for).

UI types are SwiftUI's `View`, `AnyView`, `Color`, `Image`, `Font`, `Text`, `Label`, `Button`,
shapes and gradients; UIKit's `UIImage`, `UIColor`, `UIFont`, `UIBezierPath`, `UIMenu` and the
`UI…` types named as views, controllers, cells, buttons, labels, bars, controls, fields, windows,
gesture recognizers, animators (`UIViewPropertyAnimator`) and visual effects (`UIBlurEffect`); AppKit's `NSImage`, `NSColor`, `NSFont`, `NSMenu` and the `NS…` views,
view and window controllers, cells, buttons, windows and panels. `UIApplication`, `UIDevice`,
`UIEdgeInsets` and `NSFetchedResultsController` are not UI types, nor is a type nested in a UI
class (`NSControl.StateValue`, `UIView.ContentMode`: values); a type the project declares
itself (its own `Image` model) never is. `import RxCocoa` and `import Combine` are not UI
imports, and `import SwiftUI` used only for `@Observable` or `withAnimation` is allowed: the
import is reported only when a UI type is used. Reported at the property's or parameter's name,
at the UI type of a return type, and at the `import` keyword.

## Triggering examples

A colour output, an image parameter and the import they need:

```yaml
profile: observable
```

```swift
↓import SwiftUI

@Observable @MainActor
final class BadgeViewModel {
    private(set) var ↓tint: Color = .red
    func update(↓avatar: Image) {}
}
```

UIKit types inside an Rx output and an `init` parameter:

```yaml
profile: inputs_outputs
```

```swift
import RxSwift
import RxCocoa
↓import UIKit

struct ProfileViewModel {
    let ↓avatar: Driver<UIImage?>
    let ↓borderColors: Observable<[UIColor]>
    init(↓host: UIViewController) {
        avatar = .empty()
        borderColors = .empty()
    }
}
```

An animator the view model drives:

```yaml
profile: inputs_outputs
```

```swift
↓import UIKit

final class CardViewModel {
    private var ↓animator: UIViewPropertyAnimator?
}
```

A type inferred from the initial value, an output method, and an extension in a view's file:

```yaml
profile: viewstate
```

```swift
// file: CartViewModel.swift
↓import AppKit

final class CartViewModel {
    private let ↓placeholder = NSImage(named: "cart")
    func thumbnail() -> ↓NSImage? { placeholder }
}
// file: CartView.swift
import SwiftUI

extension CartViewModel {
    var ↓accent: SwiftUI.Color { .blue }
}

struct CartView: View {
    var body: some View { Text("Cart") }
}
```

An `ObservableObject` screen model held by a view, with a view-building method and a callback
taking an image:

```yaml
profile: observable
```

```swift
// file: ScannerModel.swift
↓import SwiftUI

final class ScannerModel: ObservableObject {
    @Published private(set) var ↓preview: UIImage?
    var ↓onCapture: ((UIImage) -> Void)?
    func overlay() -> some ↓View { EmptyView() }
}
// file: ScannerView.swift
struct ScannerView: View {
    @StateObject private var model = ScannerModel()
    var body: some View { EmptyView() }
}
```

A cell's own view model: its colour is reported, the import is the cell's (a `UITableViewCell`
subclass uses UIKit outside any view model):

```yaml
profile: inputs_outputs
```

```swift
import UIKit

final class BadgeCell: UITableViewCell {
    struct ViewModel {
        let title: String
        let ↓tint: UIColor
    }
    private let label = UILabel()
}
```

## Non-triggering examples

`import SwiftUI` only for `@Observable` and `withAnimation`, plain values out:

```yaml
profile: observable
```

```swift
import SwiftUI

@Observable @MainActor
final class ChecklistViewModel {
    private(set) var isOverdue = false
    private(set) var iconName = "checkmark"
    func finish() {
        withAnimation { isOverdue = false }
    }
}
```

A value type nested in an AppKit class:

```yaml
profile: viewstate
```

```swift
import AppKit

final class HistoryItemViewModel {
    private(set) var state: NSControl.StateValue = .off
}
```

RxCocoa and Combine are not UI imports; `UIApplication`-free plain streams:

```yaml
profile: inputs_outputs
```

```swift
import Combine
import RxCocoa
import RxSwift

struct LoginViewModel {
    let emailInput: PublishSubject<String>
    let canSubmit: Driver<Bool>
    let status: AnyPublisher<String, Never>
}
```

The project's own `Image` and `Color` types are model types, and a view's file may import SwiftUI:

```yaml
profile: remvvm
```

```swift
// file: Models.swift
struct Image { let url: String }
enum Color { case red, green }
// file: GalleryViewModel.swift
import UIKit

struct GalleryViewModel {
    let cover: Image
    let labelColor: Color
    func select(_ image: Image) {}
}
// file: GalleryView.swift
import SwiftUI

struct GalleryView: View {
    let viewModel: GalleryViewModel
    var body: some View { Text(viewModel.cover.url) }
}
```

A UI type outside the view model, in the view model's file:

```yaml
profile: viewstate
```

```swift
import UIKit

struct Palette {
    let tint: UIColor
}

final class PaletteViewModel {
    private(set) var tintName = "blue"
}
```

UIKit imported for something that is not a UI type, and cases named like UI types:

```yaml
profile: viewstate
```

```swift
import UIKit

final class SettingsLinkViewModel {
    enum Kind { case image, color, text }
    private(set) var kind: Kind = .image
    let settingsAddress = UIApplication.openSettingsURLString
    func badge(for kind: Kind) -> String { kind == .text ? "T" : "" }
}
```

The rulebook profile does not run this rule:

```yaml
profile: rulebook
```

```swift
import SwiftUI

final class BannerViewModel: ObservableObject {
    @Published private(set) var color: Color = .red
}
```

"""#,
        "view_models_from_provider.md": #"""
# view_models_from_provider

A view or view controller never constructs a view model; it asks the provider.

- **Default severity:** error
- **Fixable:** no
- **Profiles:** `remvvm` (see `mvvm rules --profile NAME`)
- **Options:** none

## Why

In ReMVVM the answer to "who creates the view model, and with what?" is always the same: the
view-model provider, from factories registered with the store's state. A controller declares what
it needs (`@Provided private var viewModel: GreetingsViewModel?`, or
`remvvm.viewModel(for: self)`) and gets a view model built from the current state, living as long
as the controller. A controller that constructs one itself picks its parameters, skips the
factories, and cannot be given another view model in a test or a different flow.

## What triggers it

In a view or view controller (`mvvm dump --roles` reads it as a view), any construction of a view
model — a project view model, or another module's type named with a view-model suffix:

- `LoginViewModel(…)` or `LoginViewModel.init(…)` anywhere in the type: a property's initial value,
  a `lazy var`, a method body;
- `SettingsRow.ViewModel(…)`: a view model named through the type it is nested in;
- `.init(…)` as the initial value of a property typed as a view model.

Reported at the constructed type's name (or the `.` of `.init`). Unlike
`child_view_model_from_parent`, even the initial value of the view's own view-model property
counts: the provider makes that one too.

## Triggering examples

```swift
import UIKit

final class LoginViewController: UIViewController {
    private let viewModel = ↓LoginViewModel()
}
```

A lazy property and a method:

```swift
import UIKit

final class GreetingsViewController: UIViewController {
    private lazy var viewModel = ↓GreetingsViewModel.init(user: user)
    var user = User(name: "")

    func reload() {
        let fresh = ↓GreetingsViewModel(user: user)
        render(fresh)
    }
}
```

A view model nested in the row's type:

```swift
import UIKit

final class SettingsViewController: UIViewController {
    func makeRow() -> SettingsRow {
        SettingsRow(viewModel: ↓SettingsRow.ViewModel(title: "Sync"))
    }
}
```

`.init` of a declared view-model type:

```swift
import UIKit

final class ProfileViewController: UIViewController {
    private var viewModel: ProfileViewModel = ↓.init()
}
```

A SwiftUI view:

```swift
import SwiftUI

struct CartView: View {
    @StateObject private var viewModel = ↓CartViewModel()
    var body: some View { Text("Cart") }
}
```

## Non-triggering examples

The provider, both ways:

```swift
import UIKit

final class GreetingsViewController: UIViewController {
    @Provided private var viewModel: GreetingsViewModel?

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let login: LoginViewModel = remvvm.viewModel(for: self) else { return }
        bind(login)
    }
}
```

A factory building view models is not a view:

```swift
final class AppViewModelFactory {
    func make() -> LoginViewModel {
        LoginViewModel()
    }
}
```

Constructing other things:

```swift
import UIKit

final class LoginViewController: UIViewController {
    private let formatter = DateFormatter()
    private let user = User(name: "")
}
```

A view-model type mentioned without being built:

```swift
import UIKit

final class LoginViewController: UIViewController {
    private var viewModel: LoginViewModel?
    let kind = LoginViewModel.self
}
```

Under the rulebook profile the rule does not run:

```yaml
profile: rulebook
```

```swift
import SwiftUI

struct CartView: View {
    @StateObject private var viewModel = CartViewModel()
    var body: some View { Text("Cart") }
}
```

A test may build view models:

```swift
// file: Tests/LoginTests.swift
import UIKit

final class LoginHostController: UIViewController {
    let viewModel = LoginViewModel()
}
```

"""#,
        "view_never_sets_state.md": #"""
# view_never_sets_state

A view or view controller never sets its view model's state; it sends commands.

- **Default severity:** error
- **Fixable:** no
- **Profiles:** `viewstate` (see `mvvm rules --profile NAME`)
- **Options:** none

## Why

In the ViewState dialect the view model owns one immutable `ViewState`, changes it in response to
commands (`execute(command:data:)`), and publishes each new state on a stream the view
subscribes to. A view that calls `viewModel.setViewState(…)` or assigns `viewModel.viewState`
writes the state itself: the change comes from no command, no test of the view model covers it,
and the view model's own logic can be bypassed or undone. The view only renders states and sends
commands.

## What triggers it

In a view or view controller (a type `mvvm dump --roles` reads as a view: a SwiftUI `View` or a
`…ViewController`; UIKit views and cells are not read as views yet), through one of its
view-model properties:

- a call of `setViewState(…)`: `viewModel.setViewState(state)`, `self.viewModel?.setViewState(…)`;
- an assignment to `viewState` or to one of its properties: `viewModel.viewState = …`,
  `viewModel.viewState?.isLoading = true`.

Reported at the start of the expression. Reading `viewModel.viewState`, subscribing to
`viewStateStream`, sending commands, and a parameter or local that only shares the property's
name are fine.

## Triggering examples

```swift
import UIKit

final class ProfileViewController: UIViewController {
    var viewModel: ProfileViewModel!

    func reset() {
        ↓viewModel.setViewState(ProfileViewState(name: "", isLoading: false))
    }
}
```

Assigning the state, through `self` and optional chaining:

```swift
import UIKit

final class SearchViewController: UIViewController {
    private var viewModel: SearchViewModel?

    @objc func clear() {
        ↓self.viewModel?.viewState = SearchViewState(query: "", results: [])
    }
}
```

A property of the state:

```swift
import UIKit

final class RepoViewController: UIViewController {
    var viewModel = RepoViewModel()

    func highlight() {
        ↓viewModel.viewState?.isHighlighted = true
    }
}
```

Inside a closure of a SwiftUI view:

```swift
import SwiftUI

struct CounterView: View {
    @StateObject private var viewModel = CounterViewModel()

    var body: some View {
        Button("Reset") {
            ↓viewModel.setViewState(CounterViewState(count: 0))
        }
    }
}
```

## Non-triggering examples

Commands, and reading the state:

```swift
import UIKit

final class ProfileViewController: UIViewController {
    var viewModel: ProfileViewModel!

    func reload() {
        viewModel.execute(command: ProfileViewModel.Command.fetch, data: nil)
        title = viewModel.viewState?.name
    }
}
```

Subscribing to the state stream:

```swift
import UIKit

final class SearchViewController: UIViewController {
    var viewModel: SearchViewModel!

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.viewStateStream.subscribe(onNext: { [weak self] state in self?.render(state.0) })
    }
}
```

The view model setting its own state:

```swift
final class SearchViewModel: CommonViewModel<SearchViewState> {
    func clear() {
        setViewState(SearchViewState(query: "", results: []))
        viewState = SearchViewState(query: "", results: [])
    }
}
```

A local that shares the property's name:

```swift
import UIKit

final class PreviewViewController: UIViewController {
    var viewModel: PreviewViewModel!

    func preview() {
        var viewModel = Draft()
        viewModel.viewState = nil
    }
}
```

A view's own method of the same name:

```swift
import UIKit

final class BannerView: UIView {
    var viewModel: BannerViewModel?

    func setViewState(_ state: BannerViewState) {}

    func show() {
        setViewState(BannerViewState(text: "Hi"))
    }
}
```

Another object's state:

```swift
import UIKit

final class SettingsViewController: UIViewController {
    var viewModel: SettingsViewModel!
    var editor = Editor()

    func edit() {
        editor.viewState = nil
    }
}
```

"""#,
        "view_sections.md": #"""
# view_sections

A screen reads top-down: Environment → Local State → View Model → Body → Support.

- **Default severity:** warning
- **Fixable:** yes — reorders the screen's members into the five sections, as
  `view_model_sections` does (see there): one edit per screen, members keep their comments,
  attributes and spacing, each section gets one `// MARK: - ` header (an existing one kept and
  renamed to the section's name or first configured alias), `#if` blocks move whole or the
  screen is left alone; members with no section before `body` stay with the member before them;
  never an order that changes what the code means (memberwise-initializer parameters that callers
  pass, initial values that run code — see `view_model_sections`): then the finding says why
- **Options:** one alias list per section — the `MARK` titles that name it (case, spacing
  and a closing dash, `// MARK: - Properties -`, ignored): `environment_aliases` (default `[Environment]`), `local_state_aliases` (`[Local State,
  State]`), `view_model_aliases` (`[View Model, ViewModel]`), `body_aliases` (`[Body]`),
  `support_aliases` (`[Support, Subviews, Helpers, Private, View Builders]`)

## Why

Every screen has the same parts — what it takes from the environment, the input it captures, the
view model it shows, its body, and the pieces the body is built from. Keeping them in one order
makes any screen quick to scan and keeps the view model next to the body that reads it.

## What triggers it

In a screen (a view holding a view model), members are placed by their `MARK` when the title is
a known alias — Environment, Local State and View Model hold properties, so a method under
`// MARK: - State` is placed by its kind, not as Local State; a dashless MARK under a dashed one
(`// MARK: - Properties` then `// MARK: Private`) divides the dashed group and, where it names
another section than the member's kind, the dashed heading names it if it is the member's kind's
(or the member has no kind), else nothing does; a bare `// MARK: - Private` over a stored
property names that property's own section — otherwise by kind: `@Environment`/`@EnvironmentObject` → Environment; `@State`,
`@FocusState`, `@GestureState`, `@AppStorage`, `@SceneStorage` → Local State; the property
holding the view model (whatever its wrapper) → View Model; `body` → Body; anything after `body`
→ Support. A property declared again in another branch of a `#if` is one member: its first
declaration's kind places every branch. The first member of each section that comes after a later
section is reported, at its keyword. Only the order is checked.

## Triggering examples

```swift
struct LoginView: View {
    @StateObject var viewModel = LoginViewModel()
    @State private ↓var email = ""

    var body: some View { Text(email) }
}
```

```swift correction
struct LoginView: View {
    // MARK: - Local State

    @State private var email = ""

    // MARK: - View Model

    @StateObject var viewModel = LoginViewModel()

    // MARK: - Body

    var body: some View { Text(email) }
}
```

Environment after the body, attribute on the line above:

```swift
struct ProfileView: View {
    @ObservedObject var viewModel: ProfileViewModel

    var body: some View { Text("") }

    @Environment(\.dismiss)
    private ↓var dismiss
}
```

```swift correction
struct ProfileView: View {
    // MARK: - Environment

    @Environment(\.dismiss)
    private var dismiss

    // MARK: - View Model

    @ObservedObject var viewModel: ProfileViewModel

    // MARK: - Body

    var body: some View { Text("") }
}
```

By MARK:

```swift
struct FeedView: View {
    let viewModel: FeedViewModel

    // MARK: - Support
    private var header: some View { Text("") }

    // MARK: - Body
    ↓var body: some View { header }
}
```

```swift correction
struct FeedView: View {
    // MARK: - View Model
    let viewModel: FeedViewModel

    // MARK: - Body
    var body: some View { header }

    // MARK: - Support
    private var header: some View { Text("") }
}
```

A defaulted view-model property no caller passes may move below a memberwise parameter
(`SettingsView(updater:)` compiles either way; another type's `self.init(viewModel:)` delegates
to its own initializer and passes nothing to this one):

```swift
// file: SettingsView.swift
struct SettingsView: View {
    @StateObject var viewModel = SettingsViewModel()
    @Environment(\.colorScheme) private ↓var colorScheme
    let updater: Updater

    var body: some View { Text("") }
}
// file: TabStrip.swift
struct TabStrip: View {
    let viewModel: TabsViewModel

    init(viewModel: TabsViewModel) { self.viewModel = viewModel }
    init() { self.init(viewModel: TabsViewModel()) }

    var body: some View { Text("") }
}
```

```swift correction
// file: SettingsView.swift
struct SettingsView: View {
    // MARK: - Environment

    @Environment(\.colorScheme) private var colorScheme
    let updater: Updater

    // MARK: - View Model

    @StateObject var viewModel = SettingsViewModel()

    // MARK: - Body

    var body: some View { Text("") }
}
// file: TabStrip.swift
struct TabStrip: View {
    let viewModel: TabsViewModel

    init(viewModel: TabsViewModel) { self.viewModel = viewModel }
    init() { self.init(viewModel: TabsViewModel()) }

    var body: some View { Text("") }
}
```

`@StateObject` builds its value later, when SwiftUI asks for it: moving it past a property whose
initial value runs code changes no order of evaluation:

```swift
struct HistoryView: View {
    @StateObject private var viewModel = HistoryViewModel()
    @State private ↓var openedAt = Date()

    var body: some View { Text("") }
}
```

```swift correction
struct HistoryView: View {
    // MARK: - Local State

    @State private var openedAt = Date()

    // MARK: - View Model

    @StateObject private var viewModel = HistoryViewModel()

    // MARK: - Body

    var body: some View { Text("") }
}
```

Configured aliases:

```yaml
rules:
  view_sections:
    support_aliases: [Parts]
```

```swift
struct CartView: View {
    @State private var viewModel = CartViewModel()

    // MARK: - Parts
    private var footer: some View { Text("") }

    // MARK: - Local State
    @State private ↓var coupon = ""

    var body: some View { footer }
}
```

```swift correction
struct CartView: View {
    // MARK: - Local State
    @State private var coupon = ""

    // MARK: - View Model
    @State private var viewModel = CartViewModel()

    // MARK: - Body
    var body: some View { footer }

    // MARK: - Parts
    private var footer: some View { Text("") }
}
```

## Non-triggering examples

Properties grouped under a dashed MARK and divided by dashless ones, `Private` being a Support
alias:

```swift
struct LoginScreen: View {
    // MARK: - Properties

    // MARK: Private

    @Environment(\.dismiss) private var dismiss
    @State private var isPasswordFocused = false

    // MARK: Public

    @ObservedObject var viewModel: LoginViewModel

    var body: some View {
        Text(viewModel.title)
    }
}
```

A method under a MARK that names a section of properties (here the code rendering the view
model's state, in a view controller):

```swift
@MainActor
final class OutlineViewModel: ObservableObject {
    struct State { var title = "" }
    @Published private(set) var state = State()
}

final class OutlineController: UIViewController {
    let viewModel: OutlineViewModel

    init(viewModel: OutlineViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    // MARK: - State

    private func update(state: OutlineViewModel.State) {
        title = state.title
    }
}
```

```swift
struct LoginView: View {
    // MARK: - Environment
    @Environment(\.dismiss) private var dismiss

    // MARK: - Local State
    @State private var email = ""

    // MARK: - View Model
    @StateObject var viewModel: LoginViewModel

    // MARK: - Body
    var body: some View { title }

    // MARK: - Support
    @ViewBuilder
    private var title: some View { Text("") }
}
```

No MARKs, in order by kind, with an `init`:

```swift
struct SearchView: View {
    @EnvironmentObject private var session: Session
    @FocusState private var focused: Bool
    @ObservedObject var viewModel: SearchViewModel
    init(viewModel: SearchViewModel) { self.viewModel = viewModel }
    var body: some View { Text("") }
    private func row() -> some View { Text("") }
}
```

A leaf view in any order:

```swift
struct Badge: View {
    var body: some View { Text("") }
    @State private var pulse = false
}
```

Properties under `#if` and text in strings:

```swift
struct MapView: View {
    #if os(iOS)
    @Environment(\.horizontalSizeClass) private var sizeClass
    #endif
    let viewModel: MapViewModel
    var body: some View { Text("@State var late = 0") }
}
```

A property declared in each branch of a `#if`, its first declaration an environment value, is
one Environment member, the other branch's `@State` included:

```swift
struct SettingsView: View {
    #if os(iOS)
    @Environment(SceneDelegate.self) private var sceneDelegate
    #else
    @State private var sceneDelegate = SceneDelegate()
    #endif
    @Environment(\.dismiss) private var dismiss
    @StateObject private var viewModel = SettingsViewModel()

    var body: some View { Text("") }
}
```

A preview:

```swift
#Preview {
    LoginView(viewModel: LoginViewModel())
}
```

A view model's members are `view_model_sections`' business:

```swift
@MainActor
final class LoginViewModel: ObservableObject {
    var body: String { "" }
    @Published private(set) var state = 0
}
```

An environment object is Environment, even when it is observable and declared first:

```swift
final class Router: ObservableObject {}

struct CartView: View {
    @EnvironmentObject var router: Router
    @State private var quantity = 1
    @StateObject var viewModel = CartViewModel()

    var body: some View { Text("") }
}
```

"""#,
        "view_sends_actions.md": ##"""
# view_sends_actions

A screen only reads its view model and sends it actions.

- **Default severity:** error
- **Fixable:** no
- **Options:** none (the action method's name is the top-level `action_methods` setting)

## Why

When every change goes through `send(.action)`, the view model's reducer is the one place where
state changes, every change has a name, and a test can replay it. A direct method call, an
assignment, a mutation of a published array or a two-way binding to an output each change state
behind the reducer's back — untested, and invisible in the action list.

## What triggers it

In a screen (a view or view controller holding a view model), anywhere in its members and in its
extensions:

- a call of a view-model method other than the action method (`viewModel.load()`) — `send`, the
  configured `action_methods`, and the reducers inferred: a method taking an action enum that
  switches over it, or that takes an `…Action` and only hands it on whole (a generic store's
  `process(action:)` dispatching to its handler) — also where the view holds its view model as
  a protocol (`var viewModel: RoomPreviewViewModelType!`): the reducers of the view models
  adopting it. Where the
  view uses the call's result (`if viewModel.hasChanges()`, `Text(viewModel.title(for: item))`,
  `let page = try await viewModel.nextPage()`, `return viewModel.canClose()`, the single
  expression of a getter or of a function returning a value: `var rows: [Row] {
  viewModel.rows(sortedBy: order) }`, a view the call builds and the lines below modify:
  `viewModel.view(for: tab)` then `.tabItem { … }`) the message says to
  expose the value as an output, since no action can return it — so too for a method declared to
  return a view (`some View`, `AnyView`, a view of the project), which standing alone in a view
  builder is a view the screen shows (`VStack { viewModel.headerView() }`); where it stands alone
  (`viewModel.load()`, `try await viewModel.load()`, `_ = viewModel.reload()`, `async let saved:
  Void = viewModel.save()`), to send an action — `try` and `await` mark the call, not its use;
- an assignment to anything reached through the view model (`viewModel.name = ""`, `+=` too),
  except a closure installed as a callback (`viewModel.onDeleted = { … }`) or the view handing
  itself over as a listener (`viewModel.delegate = self`) — or any listener into a `weak` or
  `unowned` property of the model it reaches (`viewModel.related.delegate = newValue`), both
  `responder_pattern`'s;
- a known mutating call on a view-model property (`viewModel.items.append(x)`, `remove…`,
  `toggle()`, `sort()`…);
- a `$viewModel.property` binding — but not one handed whole, by its label, to a view of the
  project whose `@Binding` of that name its file never writes (never assigned, projected as
  `$name`, reached as `_name`, passed `inout` or called a method on): that view only shows it.

Reads stay allowed: properties, subscripts, optional chains, comparisons, `viewModel.$publisher`,
non-mutating calls on a value read from the view model (`viewModel.total.formatted()`), and a call
of a stored provider (`viewModel.details()` with `let details: () -> String`), which reads what it
provides. A
method named without being called, with or without its argument labels (`Button(action:
viewModel.close)`, `SearchField(onChange: viewModel.search(query:))`), is handed over, not called.
Reported at the start of the expression.

## Triggering examples

```swift
struct LoginView: View {
    @StateObject var viewModel = LoginViewModel()

    var body: some View {
        Button("Sign in") { ↓viewModel.signIn() }
    }
}
```

A two-way binding and an assignment:

```swift
struct NameView: View {
    @ObservedObject var viewModel: NameViewModel

    var body: some View {
        TextField("Name", text: ↓$viewModel.name)
            .onSubmit { ↓self.viewModel.isEditing = false }
    }
}
```

A binding handed to a view that writes it — and, beside it, one handed to a view that only reads
it, which is shown, not written (not reported):

```swift
struct StatusBadge: View {
    @Binding var status: String

    var body: some View { Text(status) }
}

struct NameField: View {
    @Binding var name: String

    var body: some View { TextField("Name", text: $name) }
}

struct SearchScreen: View {
    @StateObject private var viewModel = SearchViewModel()

    var body: some View {
        StatusBadge(status: $viewModel.status)
        NameField(name: ↓$viewModel.query)
    }
}
```

A mutation of a published collection, in an extension in another file:

```swift
// file: CartView.swift
struct CartView: View {
    let viewModel: CartViewModel

    var body: some View { footer }
}
// file: CartView+Footer.swift
extension CartView {
    var footer: some View {
        Button("Clear") { ↓viewModel.items.removeAll() }
    }
}
```

An `@Observable` view model held by a view controller:

```swift
@Observable
final class MapModel {
    func start() {}
}

final class MapViewController: UIViewController {
    private let model = MapModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        ↓model.start()
    }
}
```

The view-facing part of a view model, declared once in a generic base class that every screen's
view model derives from — the view holds it as `ScreenViewModel.Context`:

```swift
// file: StateStore.swift
class StateStore<State, ViewAction> {
    @Observable final class Context {
        var state: State
        init(state: State) { self.state = state }
        func send(viewAction: ViewAction) {}
    }
    let context: Context
    init(state: State) { context = Context(state: state) }
}
// file: RenameScreen.swift
struct RenameState { var name = "" }
enum RenameViewAction { case save }

final class RenameScreenViewModel: StateStore<RenameState, RenameViewAction> {}

struct RenameScreen: View {
    @Bindable var context: RenameScreenViewModel.Context

    var body: some View {
        TextField("Name", text: ↓$context.state.name)
        Button("Save") { context.send(viewAction: .save) }
    }
}
```

A view conforming to the app's own protocol that refines `View` is a view:

```swift
protocol PlatformView: View {}

struct ResetScreen: PlatformView {
    @StateObject private var viewModel = ResetViewModel()

    var body: some View {
        Button("Reset") { ↓viewModel.reset() }
    }
}
```

A result the chain goes on from, on the lines below, is used:

```swift
struct TabsView: View {
    @StateObject var viewModel = TabsViewModel()

    var body: some View {
        TabView {
            ↓viewModel.content(for: .inbox)
                .tabItem { Text("Inbox") }
        }
    }
}
```

## Non-triggering examples

A controller holding its view model as a protocol, whose view models reduce its view actions:

```swift
import UIKit

enum RoomPreviewViewAction {
    case join
    case cancel
}

protocol RoomPreviewViewModelType {
    func process(viewAction: RoomPreviewViewAction)
}

final class RoomPreviewViewModel: RoomPreviewViewModelType {
    func process(viewAction: RoomPreviewViewAction) {
        switch viewAction {
        case .join: break
        case .cancel: break
        }
    }
}

final class RoomPreviewViewController: UIViewController {
    private var viewModel: RoomPreviewViewModelType!

    @objc private func joinTapped() {
        viewModel.process(viewAction: .join)
    }
}
```

Installing a callback on a view model is how it reports, which `responder_pattern` speaks to — not
state the view sets:

A provider the view model stores, called for the text it makes:

```swift
final class TransferViewModel: ObservableObject {
    let details: () -> String

    init(details: @escaping () -> String) { self.details = details }
}

struct TransferView: View {
    @ObservedObject var viewModel: TransferViewModel

    var body: some View {
        DetailsView(text: { viewModel.details() })
    }
}
```

A generic store whose action method hands the action on to its handler's reducer:

```swift
protocol ScreenHandler {
    associatedtype Action
    func process(action: Action, in model: ScreenModel<Self>)
}

final class ScreenModel<Handler: ScreenHandler>: ObservableObject {
    let handler: Handler

    init(handler: Handler) { self.handler = handler }

    func process(action: Handler.Action) {
        handler.process(action: action, in: self)
    }
}

struct CounterHandler: ScreenHandler {
    enum Action { case increment }
    func process(action: Action, in model: ScreenModel<CounterHandler>) {}
}

struct CounterView: View {
    @StateObject var viewModel = ScreenModel(handler: CounterHandler())

    var body: some View {
        Button("+") { viewModel.process(action: .increment) }
    }
}
```

```swift
final class FavoritesViewModel: ObservableObject {
    var onDeleted: (() -> Void)?
}

struct FavoritesView: View {
    @StateObject var viewModel = FavoritesViewModel()

    var body: some View {
        Text("").onAppear {
            viewModel.onDeleted = { print("deleted") }
        }
    }
}
```

A controller setting itself as the view model's delegate listens to it, as a callback would:

```swift
protocol SearchViewModelDelegate: AnyObject {
    func statusDidChange()
}

final class SearchViewModel {
    weak var delegate: SearchViewModelDelegate?
}

final class SearchViewController: UIViewController, SearchViewModelDelegate {
    let viewModel = SearchViewModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.delegate = self
    }

    func statusDidChange() {}
}
```

A controller handing on the listener its owner gives it, to a child model's `weak` delegate:

```swift
protocol RelatedDelegate: AnyObject {
    func open(_ id: String)
}

final class RelatedViewModel {
    weak var delegate: RelatedDelegate?
}

final class SummaryViewModel {
    let related = RelatedViewModel()
}

final class DetailsViewController: UIViewController {
    let viewModel = SummaryViewModel()

    var relatedDelegate: RelatedDelegate? {
        get { viewModel.related.delegate }
        set { viewModel.related.delegate = newValue }
    }
}
```

```swift
struct LoginView: View {
    @StateObject var viewModel = LoginViewModel()
    @State private var email = ""

    var body: some View {
        VStack {
            TextField("Email", text: $email)
            Text(viewModel.error?.localizedDescription ?? "")
            Text(viewModel.total.formatted())
            Button("Sign in") { viewModel.send(.signIn(email)) }
                .disabled(viewModel.items.isEmpty || viewModel.state == .loading)
        }
        .onReceive(viewModel.$state) { _ in }
    }
}
```

A custom binding whose setter sends an action:

```swift
struct NameView: View {
    @ObservedObject var viewModel: NameViewModel

    var body: some View {
        TextField("Name", text: Binding(
            get: { viewModel.name },
            set: { viewModel.send(.rename($0)) }
        ))
    }
}
```

A leaf view may call whatever it holds:

```swift
struct PlayerControls: View {
    let player: AudioPlayer

    var body: some View {
        Button("Play") { player.play() }
    }
}
```

Calls in comments and strings are not code:

```swift
struct HelpView: View {
    @StateObject var viewModel = HelpViewModel()

    var body: some View {
        // viewModel.reload()
        Text(#"Call viewModel.reload() to retry"#)
    }
}
```

A view model calling its own methods is not a view:

```swift
@MainActor
final class FeedViewModel: ObservableObject {
    func send(_ action: Action) { reload() }
    private func reload() { items.append(1) }
    @Published private(set) var items: [Int] = []
    enum Action { case refresh }
}
```

The configured action method, behind `#if`:

```yaml
action_methods: [handle]
```

```swift
struct SearchView: View {
    @StateObject var viewModel = SearchViewModel()

    var body: some View {
        #if os(iOS)
        Button("Search") { viewModel.handle(.search) }
        #endif
    }
}
```

A closure parameter or pattern binding named like the property is another value:

```swift
struct FeedView: View {
    @StateObject var viewModel = FeedViewModel()

    var body: some View {
        switch viewModel.destination {
        case .detail(let viewModel):
            DetailView(viewModel: viewModel)
        case .none:
            List(viewModel.rows) { viewModel in
                Text(viewModel.title(for: .short))
            }
        }
    }
}
```

A view controller's observable that it only feeds to a hosted SwiftUI view is not its view model:

```swift
final class TypingIndicators: ObservableObject {
    @Published private(set) var names: [String] = []
    func update(_ names: [String]) { self.names = names }
}

final class TimelineController: UIViewController {
    private let typing = TypingIndicators()

    func show(_ names: [String]) {
        typing.update(names)
    }
}
```

A layout view holding the app's shared theme (`.shared`, an instance it does not own) holds
app-wide state, not a view model of its own — with or without the type written:

```swift
@MainActor
final class ThemeModel: ObservableObject {
    static let shared = ThemeModel()
    @Published private(set) var accent = 0
    func apply(_ accent: Int) { self.accent = accent }
}

struct AccentPicker: View {
    @StateObject var theme: ThemeModel = .shared

    var body: some View {
        Button("Blue") { theme.apply(1) }
    }
}

struct AccentBadge: View {
    @StateObject var theme = ThemeModel.shared

    var body: some View {
        Button("Red") { theme.apply(2) }
    }
}
```

An action macro (`action_macros`, default `[Stateful]`) writes one method per `Action` case:
calling `refresh()` sends `.refresh`:

```swift
@Stateful
final class ShelfViewModel: ObservableObject {
    enum Action { case refresh, search(query: String) }
}

struct ShelfView: View {
    @StateObject private var viewModel = ShelfViewModel()

    var body: some View {
        List {}
            .refreshable { viewModel.refresh() }
            .searchable(text: .constant("")) { viewModel.search(query: "") }
    }
}
```

A small observable a view owns for its own UI state — no method to call, no dependencies, no
view-model name — is that view's state, not a view model:

```swift
@Observable
final class LoadingOverlayState {
    var isLoading = false
}

struct FeedView: View {
    @State private var overlay = LoadingOverlayState()

    var body: some View {
        Button("Load") { overlay.isLoading = true }
    }
}
```

A binding handed whole to a view that only reads it:

```swift
struct ProgressLabel: View {
    @Binding var fraction: Double

    var body: some View { Text(fraction.description) }
}

struct DownloadScreen: View {
    @StateObject private var viewModel = DownloadViewModel()

    var body: some View {
        ProgressLabel(fraction: $viewModel.fraction)
    }
}
```

Reading a binding's collection (`$viewModel.items.isEmpty`, `.count`) binds nothing:

```swift
struct ListScreen: View {
    @StateObject private var viewModel = ListViewModel()

    var body: some View {
        if $viewModel.items.isEmpty { Text("Nothing yet") }
    }
}
```

A method handed to a child by its name and argument labels is not a call:

```swift
struct FinderView: View {
    @StateObject private var viewModel = FinderViewModel()

    var body: some View {
        SearchField(onChange: viewModel.search(query:))
    }
}
```

"""##,
        "view_state_from_view_model.md": #"""
# view_state_from_view_model

A screen shows what its view model outputs; it keeps no data or view state of its own, and no
view loads data into its state.

- **Default severity:** warning
- **Fixable:** no
- **Options:** none

## Why

If the list, the loading flag or the error lives in the view, the view model can't test it, a
parent can't restore it, and two sources of truth drift apart. Local state is only for capturing
input on its way into an action (rule 5); once the view writes it itself — `isLoading = true`,
`items.append(x)` — it has become state the view model should own. Fetching data in the view
(`@FetchRequest`, `@Query`) skips the view model entirely.

## What triggers it

In a screen (a view or view controller holding a view model), in its members and extensions:

- each assignment to a local state property (`@State`, `@AppStorage`, `@SceneStorage`), and each
  known mutating call on one (`items.append(0)`, `isOn.toggle()`);
- each `@FetchRequest`, `@SectionedFetchRequest` or `@Query` property, at its attribute.

In any view, screen or leaf (the rulebook's own "No Good" example has no view model): each
assignment that loads data into local state — `items = try await api.items()`, or
`items = loaded` where `loaded` came from an `await` in the same member, also wrapped into a case
or a value (`state = .loaded(page)`, `page = Page(items: loaded)`) — in the body, in
`.task`/`.onAppear` closures or in methods.

Bindings (`$text`) are how input is captured, so they are fine — so is storing, as it comes, the
value a `Binding(get:set:)` the view makes hands its setter (`set: { percentage = $0 }`), which is
that binding's backing value, or writing in the setter the state its getter reads, whatever the
setter makes of the value (`set: { expandedRow = $0 ? .carbs : nil }`, or clearing `otpMode` when
the sheet the binding presents is dismissed) — and the editing flag a `TextField` hands its `onEditingChanged`
closure (`TextField("Email", text: $viewModel.email) { isEditing = $0 }`), focus state as
`@FocusState` would hold it. `@FocusState` and
`@GestureState` are interaction state SwiftUI drives and are not counted, nor is the value SwiftUI
hands a closure of its pointer or layout modifiers when the view stores it as it comes
(`.onHover { isHovered = $0 }`, `.onContinuousHover`, `.onGeometryChange(…) action: { width = $0 }`,
`.onPreferenceChange`, `.onScrollGeometryChange(…) action: { _, offset in scrollOffset = offset }`,
`.onScrollVisibilityChange`; also behind a condition, `{ frame in if isCompact { self.frame = frame } }`),
nor its older form: a size or frame a `GeometryReader` hands its closure,
stored as it comes (`width = proxy.size.width`, `.onChange(of: proxy.size.width) { _, new in
width = new }` inside the reader, or in a method of the view the reader hands its proxy,
`func content(_ geometry: GeometryProxy)`), also when the app's own modifier hands such a value on
to the closure (a `func onSizeChange(_ report: @escaping (CGSize) -> Void)` that passes `report`
to `.onPreferenceChange`, or calls it inside `.onGeometryChange`'s action, or hands it to a view
that keeps it and calls it there), and a member of that value (`.onSizeChange { width =
$0.width }`); state holding a UIKit or AppKit window, view or controller (`@State var window: NSWindow?`)
stays the view's own, whatever it is set to, a window it awaited included (an image it loads is
data); UIKit stored
properties, local `var`s, parameters and closure parameters are not local state, even when they
share a state variable's name (`self.items` always means the property). An `init` only gives
state its starting value. Leaf views that load no data are left alone. An assignment or a
mutating call (`showsDetails.toggle()`) inside a closure the view runs when its view model — or another object it observes (`@ObservedObject`,
`@StateObject`) — changes: `.onChange(of: viewModel.x) { … }`, `.onReceive(hotspot.$state) { … }`,
also through a computed property of the view reading it (`.onChange(of: orders.last)` with
`var orders: [Order] { model.orders }`),
mirrors an output into local state to drive a presentation (`isShowingError = true` for an
alert): the observed object still decides, so it is not counted — an `@Observable` object kept in
`@State` is observed too, and a modifier named like them (`.onEvent(from: monitor.events) { … }`,
not one of SwiftUI's gesture, command or lifecycle modifiers) is read the same way —, nor in a
private method of the
view that only such closures call (`.onReceive(viewModel.proceed) { handleProceed($0) }`) or
that is handed to the observer by name (`.onChange(of: viewModel.isQueueing, queueingChanged)`,
`perform: updateState(state:)`),
private by itself or through its extension. Loading data there still is, and
so is state kept on an environment value's change (`scenePhase`, a client).

## Triggering examples

```swift
struct ListView: View {
    @StateObject var viewModel = ListViewModel()
    @State private var items: [Int] = []

    var body: some View {
        Button("Add") { ↓items.append(0) }
    }
}
```

A leaf view without a view model that loads its own data, directly or through a local:

```swift
struct QuotesView: View {
    @State private var quotes: [Quote] = []
    @State private var author = ""

    var body: some View {
        List(quotes) { Text($0.text) }
            .task {
                ↓quotes = try await QuotesAPI().latest()
                let loaded = await QuotesAPI().author()
                ↓author = loaded
            }
    }
}
```

An image it downloads is data too, a UIKit or AppKit value though it is:

```swift
import UIKit

struct AvatarView: View {
    let url: URL
    @State private var image: UIImage?

    var body: some View {
        Text("").task {
            ↓image = await ImageLoader.shared.image(at: url)
        }
    }
}
```

A leaf view wrapping what it fetched into a case of its own state:

```swift
struct ReplyContextView: View {
    enum Context { case loading, post(Post) }
    @State private var context = Context.loading

    var body: some View {
        Text("Reply")
            .task {
                let post = try? await PostsAPI().post(id: 7)
                if let post { ↓context = .post(post) }
            }
    }
}
```

View state set by the view, through `self`:

```swift
struct UploadView: View {
    @ObservedObject var viewModel: UploadViewModel
    @State private var isUploading = false

    var body: some View {
        Button("Upload") {
            ↓self.isUploading = true
            viewModel.send(.upload)
        }
    }
}
```

Set in a gesture's closure, whose argument only configures the gesture:

```swift
struct PlayerView: View {
    @StateObject var viewModel = PlayerViewModel()
    @State private var isShowingMenu = false

    var body: some View {
        Text(viewModel.title)
            .onLongPressGesture(minimumDuration: viewModel.holdDuration) {
                ↓isShowingMenu = true
            }
    }
}
```

Set in a closure the view runs when it appears, which calls its view model but does not observe
it:

```swift
struct VariantView: View {
    @StateObject var viewModel = VariantViewModel()
    @State private var shown: Variant?

    var body: some View {
        Text("Variants")
            .onAppear(perform: {
                ↓self.shown = nil
                viewModel.send(.load)
            })
    }
}
```

Data fetched in the view, the attribute on its own line:

```swift
struct NotesView: View {
    let viewModel: NotesViewModel
    ↓@FetchRequest(sortDescriptors: [])
    private var notes: FetchedResults<Note>

    var body: some View { Text("") }
}
```

In an extension in another file, with SwiftData's `@Query`:

```swift
// file: TripsView.swift
struct TripsView: View {
    @State private var viewModel = TripsViewModel()
    ↓@Query private var trips: [Trip]
    @State private var filter = ""

    var body: some View { toolbar }
}
// file: TripsView+Toolbar.swift
extension TripsView {
    var toolbar: some View {
        Button("Clear") { ↓filter = "" }
    }
}
```

A pointer's value the view changes on its way in decides something of its own:

```swift
struct TileView: View {
    @StateObject var viewModel = TileViewModel()
    @State private var isHovered = false

    var body: some View {
        Text(viewModel.title)
            .onHover { hovering in ↓isHovered = hovering && !viewModel.isPinned }
    }
}
```

A layout value the view works something out from decides something of its own:

```swift
struct ResultsView: View {
    @StateObject var viewModel = ResultsViewModel()
    @State private var columns = 1

    var body: some View {
        Text(viewModel.title)
            .background(GeometryReader { proxy in
                Color.clear.onAppear { ↓columns = Int(proxy.size.width / 160) }
            })
    }
}
```

A hand-made binding's setter that also decides other state:

```swift
struct DoseView: View {
    @StateObject var viewModel = DoseViewModel()
    @State private var percentage: Double = 100
    @State private var hasChanges = false

    private var edited: Binding<Double> {
        Binding(get: { percentage }, set: { newValue in
            percentage = newValue
            ↓hasChanges = true
        })
    }

    var body: some View {
        Slider(value: edited, in: 10...200)
    }
}
```

## Non-triggering examples

Local state captures input and is sent with an action:

```swift
struct LoginView: View {
    @StateObject var viewModel = LoginViewModel()
    @State private var email = ""

    var body: some View {
        TextField("Email", text: $email)
        Button("Go") { viewModel.send(.signIn(email)) }
    }
}
```

Focus and gesture state, local variables and closure parameters:

```swift
struct FormView: View {
    @StateObject var viewModel = FormViewModel()
    @FocusState private var focused: Bool

    var body: some View {
        Button("Next") {
            focused = false
            var count = 0
            count += 1
            viewModel.send(.next(count))
        }
    }
}
```

The pointer's and the layout's values, stored as SwiftUI hands them over:

```swift
struct TileView: View {
    @StateObject var viewModel = TileViewModel()
    @State private var isHovered = false
    @State private var width: CGFloat = 0

    var body: some View {
        Text(viewModel.title)
            .scaleEffect(isHovered ? 1.05 : 1)
            .onHover { isHovered = $0 }
            .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.width } action: { newWidth in
                if UIDevice.current.userInterfaceIdiom == .pad { width = newWidth }
            }
    }
}
```

A scroll view's offset, as SwiftUI hands it over:

```swift
struct StopSheet: View {
    @StateObject var viewModel = StopSheetViewModel()
    @State private var scrollOffset: CGFloat = 0

    var body: some View {
        ScrollView { Text(viewModel.title) }
            .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, offset in
                scrollOffset = offset
            }
    }
}
```

The older form of the last, through a `GeometryReader`:

```swift
struct ResultsView: View {
    @StateObject var viewModel = ResultsViewModel()
    @State private var width: CGFloat = 0

    var body: some View {
        Text(viewModel.title)
            .background(GeometryReader { proxy in
                Color.clear
                    .onAppear { width = proxy.size.width }
                    .onChange(of: proxy.size.width) { _, newWidth in width = newWidth }
            })
    }
}
```

The same in a method the reader hands its proxy:

```swift
struct PromptView: View {
    @StateObject var viewModel = PromptViewModel()
    @State private var size: CGSize = .zero

    var body: some View {
        GeometryReader { geometry in
            content(geometry)
        }
    }

    private func content(_ geometry: GeometryProxy) -> some View {
        DispatchQueue.main.async { size = geometry.size }
        return Text(viewModel.title)
    }
}
```

The same through the app's own modifier, which hands SwiftUI's layout value on to its closure
(here once more through a second one):

```swift
extension View {
    func onSizeChange(_ report: @escaping (CGSize) -> Void) -> some View {
        background(GeometryReader { proxy in
            Color.clear.preference(key: SizeKey.self, value: proxy.size)
        })
        .onPreferenceChange(SizeKey.self, perform: report)
    }

    func onWidthChange(_ report: @escaping (CGFloat, Bool) -> Void) -> some View {
        onSizeChange { size in report(size.width, size.width > size.height) }
    }
}

struct BannerView: View {
    @StateObject var viewModel = BannerViewModel()
    @State private var size: CGSize = .zero
    @State private var width: CGFloat = 0

    var body: some View {
        Text(viewModel.message)
            .onSizeChange { size = $0 }
            .onWidthChange { newWidth, _ in width = newWidth }
    }
}
```

The app's modifier may hand the closure to a view that keeps it and calls it inside a
reporting modifier; the view stores a member of the size as it comes:

```swift
extension View {
    func readSize(_ onChange: @escaping (CGSize) -> Void) -> some View {
        background(SizeCatcher(onChange: onChange))
    }
}

private struct SizeCatcher: View {
    let onChange: (CGSize) -> Void

    var body: some View {
        GeometryReader { proxy in
            Color.clear.preference(key: SizeKey.self, value: proxy.size)
        }
        .onPreferenceChange(SizeKey.self) { size in
            MainActor.assumeIsolated { onChange(size) }
        }
    }
}

struct HeaderView: View {
    @StateObject var viewModel = HeaderViewModel()
    @State private var width: CGFloat = 0

    var body: some View {
        Text(viewModel.title)
            .readSize { width = $0.width }
    }
}
```

A binding the view makes by hand, whose setter stores the value it is handed:

```swift
struct DoseView: View {
    @StateObject var viewModel = DoseViewModel()
    @State private var percentage: Double = 100

    private var rounded: Binding<Double> {
        Binding<Double>(
            get: { (percentage / 5).rounded() * 5 },
            set: { percentage = $0 }
        )
    }

    var body: some View {
        Slider(value: rounded, in: 10...200)
        Button("Save") { viewModel.send(.save(percentage)) }
    }
}
```

A text field's editing flag, stored as SwiftUI hands it over:

```swift
struct EmailForm: View {
    @ObservedObject var viewModel: EmailFormViewModel
    @State private var isEditing = false

    var body: some View {
        TextField("Email", text: $viewModel.email) { isEditing = $0 }
            .border(isEditing ? Color.accentColor : Color.gray)
        TextField("Name", text: $viewModel.name, onEditingChanged: { editing in isEditing = editing })
    }
}
```

A hand-written presentation binding, whose setter clears the state its getter reads when SwiftUI
dismisses the sheet, and a focus binding mapping a row to a flag and back:

```swift
struct SignUpView: View {
    @StateObject var viewModel = SignUpViewModel()
    @State private var otpMode: OtpMode?
    @State private var expandedRow: Row?

    var body: some View {
        let showingOtp = Binding<Bool>(get: { otpMode != nil }, set: { isShowing in
            if !isShowing {
                otpMode = nil
            }
        })
        let emailFocused = Binding(get: { expandedRow == .email }, set: { expandedRow = $0 ? .email : nil })
        Form { Toggle("Email", isOn: emailFocused) }
            .sheet(isPresented: showingOtp) { Text(viewModel.title) }
    }
}
```

A leaf view keeping its own toggle:

```swift
struct DisclosureRow: View {
    @State private var isExpanded = false

    var body: some View {
        Button("More") { isExpanded.toggle() }
    }
}
```

A view model assigning its own outputs:

```swift
@MainActor
final class ListViewModel: ObservableObject {
    @Published private(set) var items: [Int] = []
    func send(_ action: Action) { items.append(0) }
}
```

Mutations in comments and strings:

```swift
struct ListView: View {
    @StateObject var viewModel = ListViewModel()
    @State private var items: [Int] = []

    var body: some View {
        // items.append(0)
        Text("items.append(0)")
    }
}
```

UIKit stored properties, under `#if`:

```swift
final class ListViewController: UIViewController {
    let viewModel: ListViewModel
    private var isLoading = false

    #if DEBUG
    func debugReload() { isLoading = true }
    #endif
}
```

An `init` giving state its starting value, and a parameter or closure parameter that shares a
state variable's name:

```swift
struct SearchScreen: View {
    @StateObject private var viewModel = SearchViewModel()
    @State private var query: String

    init(query: String) {
        self.query = query
    }

    var body: some View {
        List(viewModel.results) { query in
            Text(query.title)
        }
        .onSubmit { search(query: "") }
    }

    private func search(query: String) {
        var query = query
        query = query.trimmed
        viewModel.send(.search(query))
    }
}
```

An object the view creates only to share through the environment is a service, not its view
model, so the view is no screen and its presentation state is its own:

```swift
// file: RootView.swift
final class OrientationTracker: ObservableObject {}

struct RootView: View {
    @StateObject private var orientation = OrientationTracker()
    @State private var isShowingMenu = false

    var body: some View {
        Button("Menu") { isShowingMenu = true }
            .environmentObject(orientation)
    }
}
// file: Rotated.swift
struct Rotated: View {
    @EnvironmentObject var orientation: OrientationTracker
    var body: some View { Text("") }
}
```

Setting a member of a class instance kept in state leaves the state (the reference) unchanged:

```swift
final class Router {
    var onFinish: () -> Void = {}
}

struct WizardScreen: View {
    @StateObject private var viewModel = WizardViewModel()
    @State private var router = Router()

    var body: some View {
        Text("").onAppear { router.onFinish = { viewModel.send(.finished) } }
    }
}
```

Nor does keeping a window it waited for, a piece of its own UI, not data:

```swift
import AppKit
import SwiftUI

struct SettingsOpener: View {
    @State private var settingsWindow: NSWindow?

    var body: some View {
        Text("").task {
            settingsWindow = await waitForSettingsWindow()
        }
    }

    private func waitForSettingsWindow() async -> NSWindow? { NSApp.windows.first }
}
```

Nor does setting a member of a UIKit or AppKit object kept in state:

```swift
import UIKit

struct NoteEditor: View {
    @StateObject private var viewModel = NoteViewModel()
    @State private var textView = UITextView()

    var body: some View {
        Text("").onAppear { textView.isEditable = true }
    }
}
```

Local state mirroring an output where the view model changes, to show an alert:

```swift
struct AvatarUploadView: View {
    @StateObject private var viewModel = AvatarUploadViewModel()
    @State private var isShowingError = false

    var body: some View {
        Button("Upload") { viewModel.send(.upload) }
            .onChange(of: viewModel.error) { error in
                isShowingError = error != nil
            }
            .onReceive(viewModel.$finished) { finished in
                if finished { isShowingError = false }
            }
            .alert("Upload failed", isPresented: $isShowingError) {}
    }
}
```

The same through a computed property of the view that reads the view model:

```swift
struct OrdersCard: View {
    @ObservedObject var model: OrdersModel
    @State private var highlighted: Order.ID?

    var orders: [Order] { model.orders }

    var body: some View {
        List(orders) { Text($0.title) }
            .onChange(of: orders.last) { last in
                highlighted = last?.id
            }
    }
}
```

The same through a private method that only those closures call:

```swift
struct RestoreView: View {
    @StateObject private var viewModel = RestoreViewModel()
    @State private var destination: Destination?

    var body: some View {
        Button("Next") { viewModel.send(.proceed) }
            .onReceive(viewModel.proceedPublisher) { account in
                handleProceed(account)
            }
            .sheet(item: $destination) { Text($0.title) }
    }

    private func handleProceed(_ account: Account) {
        destination = Destination(account: account)
    }
}
```

The same through a method handed to the observer by name, private through its extension:

```swift
struct PlayerView: View {
    @StateObject private var viewModel = PlayerViewModel()
    @State private var showsQueue = false

    var body: some View {
        Button("Play") { viewModel.send(.play) }
            .onChange(of: viewModel.isQueueing, queueingChanged)
            .sheet(isPresented: $showsQueue) { Text("Queue") }
    }
}

private extension PlayerView {
    func queueingChanged(old: Bool, new: Bool) {
        if new { showsQueue = true }
    }
}
```

Or named with its argument labels, and a flag toggled rather than set:

```swift
struct PlanView: View {
    @StateObject private var viewModel = PlanViewModel()
    @State private var state = PlanViewModel.State.idle
    @State private var showsDetails = false

    var body: some View {
        Text("")
            .onReceive(viewModel.statePublisher, perform: updateState(state:))
            .onChange(of: viewModel.isExpanded) { showsDetails.toggle() }
            .sheet(isPresented: $showsDetails) { Text("Details") }
    }

    private func updateState(state: PlanViewModel.State) {
        self.state = state
    }
}
```

An `ObservableObject` a view keeps alive in `@StateObject` that publishes nothing (no
`@Published`, no `objectWillChange`: a haptics engine's wrapper) is no view model, so the view
is no screen and its state is its own:

```swift
final class UnlockHaptic: ObservableObject {
    func play() {}
}

struct UnlockButton: View {
    @StateObject private var haptic = UnlockHaptic()
    @State private var isUnlocked = false

    var body: some View {
        Button("Unlock") {
            isUnlocked = true
            haptic.play()
        }
    }
}
```

The same mirror of a shared service the screen observes beside its view model:

```swift
struct HotspotView: View {
    @StateObject private var viewModel = HotspotViewModel()
    @ObservedObject private var hotspot = Hotspot.shared
    @State private var failure: String?

    var body: some View {
        Button("Start") { viewModel.send(.start) }
            .onReceive(hotspot.$state) { state in
                failure = state.failure
            }
    }
}
```

An `@Observable` object kept in `@State` is observed too, and a modifier of the project's shaped
like `onReceive` (an `on…` modifier handed the object's member) runs on its events:

```swift
@Observable final class SessionMonitor {
    let events = EventStream<SessionEvent>()
}

struct RootView: View {
    @StateObject private var viewModel = RootViewModel()
    @State private var monitor = SessionMonitor()
    @State private var showsSignIn = false

    var body: some View {
        Text(viewModel.title)
            .onEvent(from: monitor.events) { event in
                showsSignIn = event == .signedOut
            }
    }
}
```

"""#,
        "views_only_bind.md": #"""
# views_only_bind

A controller wires its view model to the screen and does nothing else with it.

- **Default severity:** warning
- **Fixable:** no
- **Options:** none
- **Roles:** `input_types` and `output_types` (defaults: the subjects and relays, and the read-only
  streams, of RxSwift, Combine and ReactiveSwift): what makes a view-model property a stream
- **Profiles:** `inputs_outputs`

## Why

In the inputs/outputs dialect all the logic of a screen lives in the view model, where a unit test
can push inputs and read outputs. The controller is plumbing: taps and text go into inputs, outputs
go onto labels and buttons. Once the controller maps, filters or combines an output, part of the
screen's behaviour sits in the one place the tests do not reach, and a snapshot test that stubs the
outputs no longer shows what users see. The same holds when the controller calls view-model
methods instead of pushing into its inputs.

## What triggers it

In a view or view controller, for a view model it holds in a property, builds in a local
(`let viewModel = SignupViewModel(…)`) or downcasts into one (`guard let viewModel = viewModel as?
SignupViewModel`, when a base class holds it), and for the outputs a local received from
`viewModel.transform(input:)`:

- an operator that puts logic into a stream, applied to a view-model stream
  (`viewModel.items.map { … }`, `output.title.filter { … }`, `viewModel.$state.removeDuplicates()`)
  or taking one as an argument (`saveTaps.withLatestFrom(viewModel.isValid)`,
  `Observable.combineLatest(viewModel.a, viewModel.b)`): `map`, `compactMap`, `flatMap…`,
  `concatMap`, `filter`, `scan`, `reduce`, `combineLatest`, `withLatestFrom`, `zip`, `merge`,
  `startWith`, `distinctUntilChanged`, `removeDuplicates`, `debounce`, `throttle`, `delay`, `skip`,
  `take…`, `sample`, `buffer`, `switchLatest`, `catchError…`, `replaceError`, `materialize`…;
- a call of a view-model method (`viewModel.reload()`), when the view model takes its inputs as
  streams (a non-private subject, relay or `AnyObserver`, or a nested `Input` type).

A view-model stream is a stored property of a stream type (`Observable`, `Driver`, `Signal`,
`AnyPublisher`, `Published<…>.Publisher`, a subject or relay…), a `$property` publisher, a member of
the view model's `outputs`/`inputs` group, or a member of what `transform(input:)` returned.

Allowed: `observe(on:)`, `observeOn`, `receive(on:)`, `asDriver(…)`, `asObservable()`,
`eraseToAnyPublisher()` and `share()` on the way to a binding; `bind(to:)`, `drive`, `subscribe`,
`sink`, `assign`; `onNext`, `accept`, `send` and `bind(to:)` into inputs; transforming UI streams
before binding them to inputs (`field.rx.text.orEmpty.map(trim).bind(to: viewModel.name)`);
transforming a plain value read from the view model (an array's `map`); and
`viewModel.transform(input:)`, the dialect's single entry point, which is how the controller hands
over its inputs. In seed 004's SwiftUI variant inputs become methods and outputs `@Published`
properties: a SwiftUI view, or a view model with `@Published` properties or observable, may have
its methods called. Reported once per chain, at its first such operator, or at the start of the
method call; the message calls a SwiftUI view "the view" and a UIKit one "the controller".

## Triggering examples

```yaml
profile: inputs_outputs
```

```swift
// file: SignupViewModel.swift
struct SignupViewModel {
    let emailText = PublishSubject<String>()
    let emailError: Observable<String?>
}
// file: SignupViewController.swift
final class SignupViewController: UIViewController {
    var viewModel: SignupViewModel!
    private let bag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.emailError.↓map { $0 ?? "" }.bind(to: errorLabel.rx.text).disposed(by: bag)
    }
}
```

A `transform(input:)` view model whose output the controller filters, and a view-model stream
combined with a tap:

```yaml
profile: inputs_outputs
```

```swift
// file: FeedViewModel.swift
final class FeedViewModel {
    struct Input { let refresh: Driver<Void> }
    struct Output { let items: Driver<[String]>; let canPost: Driver<Bool> }
    func transform(input: Input) -> Output { Output(items: .empty(), canPost: .empty()) }
}
// file: FeedViewController.swift
final class FeedViewController: UIViewController {
    var viewModel: FeedViewModel!
    private let bag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        let output = viewModel.transform(input: FeedViewModel.Input(refresh: refreshControl.rx.controlEvent(.valueChanged).asDriver()))
        output.items.↓filter { !$0.isEmpty }.drive(tableView.rx.items(cellIdentifier: "Cell")) { _, text, cell in
            cell.textLabel?.text = text
        }.disposed(by: bag)
        postButton.rx.tap.asDriver().↓withLatestFrom(output.canPost).drive(postButton.rx.isEnabled).disposed(by: bag)
    }
}
```

A method call on a view model with stream inputs, built in a local:

```yaml
profile: inputs_outputs
```

```swift
// file: SearchViewModel.swift
final class SearchViewModel {
    let query = BehaviorRelay<String>(value: "")
    let results: Observable<[String]> = .empty()
    func clear() {}
}
// file: SearchViewController.swift
final class SearchViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let viewModel = SearchViewModel()
        _ = searchField.rx.text.orEmpty.bind(to: viewModel.query)
        ↓viewModel.clear()
        _ = viewModel.results.↓debounce(.milliseconds(300), scheduler: MainScheduler.instance).subscribe()
    }
}
```

A Combine `@Published` output filtered by a UIKit controller:

```yaml
profile: inputs_outputs
```

```swift
// file: CouponsViewModel.swift
final class CouponsViewModel: ObservableObject {
    @Published private(set) var isEmpty = false
}
// file: CouponsViewController.swift
final class CouponsViewController: UIViewController {
    private let viewModel = CouponsViewModel()
    private var subscriptions = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.$isEmpty.↓removeDuplicates().receive(on: DispatchQueue.main).sink { [weak self] empty in
            self?.emptyView.isHidden = !empty
        }.store(in: &subscriptions)
    }
}
```

A view model from a base class, downcast into a local; one finding for the chain:

```yaml
profile: inputs_outputs
```

```swift
import RxSwift
import UIKit

final class SearchViewModel {
    let query = PublishSubject<String>()
    let results = BehaviorRelay<[String]>(value: [])
}

class BaseViewController: UIViewController {
    var viewModel: AnyObject?
}

final class SearchViewController: BaseViewController {
    let bag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let viewModel = viewModel as? SearchViewModel else { return }
        viewModel.results.↓map { $0.count }.filter { $0 > 0 }.subscribe(onNext: { _ in }).disposed(by: bag)
    }
}
```

## Non-triggering examples

Only bindings, in both directions, with a scheduler hop and a transformed UI stream:

```yaml
profile: inputs_outputs
```

```swift
// file: SignupViewModel.swift
struct SignupViewModel {
    let emailText = PublishSubject<String>()
    let submitTaps = PublishRelay<Void>()
    let emailError: Observable<String?>
}
// file: SignupViewController.swift
final class SignupViewController: UIViewController {
    var viewModel: SignupViewModel!
    private let bag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        emailField.rx.text.orEmpty.map { $0.lowercased() }.bind(to: viewModel.emailText).disposed(by: bag)
        submitButton.rx.tap.bind(to: viewModel.submitTaps).disposed(by: bag)
        viewModel.emailError.observe(on: MainScheduler.instance).bind(to: errorLabel.rx.text).disposed(by: bag)
    }

    private func confirm() {
        viewModel.submitTaps.accept(())
        viewModel.emailText.onNext("")
    }
}
```

A view model whose inputs are methods and whose public subjects the controller only subscribes
to (outputs built on subjects): calling the methods is how it takes input:

```yaml
profile: inputs_outputs
```

```swift
// file: TagFeedViewModel.swift
import Combine

final class TagFeedViewModel {
    let didLoadLatest = PassthroughSubject<Void, Never>()

    func viewWillAppear() {
        didLoadLatest.send(())
    }
}
// file: TagFeedViewController.swift
import Combine
import UIKit

final class TagFeedViewController: UIViewController {
    var viewModel: TagFeedViewModel!
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.didLoadLatest.sink { [weak self] in self?.view.setNeedsLayout() }.store(in: &cancellables)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        viewModel.viewWillAppear()
    }
}
```

The single entry point, and its outputs driven as they are:

```yaml
profile: inputs_outputs
```

```swift
// file: FeedViewModel.swift
final class FeedViewModel {
    struct Input { let refresh: Driver<Void> }
    struct Output { let items: Driver<[String]> }
    func transform(input: Input) -> Output { Output(items: .empty()) }
}
// file: FeedViewController.swift
final class FeedViewController: UIViewController {
    var viewModel: FeedViewModel!
    private let bag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        let output = viewModel.transform(input: FeedViewModel.Input(refresh: .just(())))
        output.items.asDriver().drive(onNext: { [weak self] items in self?.title = "\(items.count)" }).disposed(by: bag)
    }
}
```

A plain value read from the view model, mapped; a local of the same name as the property:

```yaml
profile: inputs_outputs
```

```swift
// file: ListViewModel.swift
final class ListViewModel {
    let reload = PublishSubject<Void>()
    let titles: [String] = []
}
// file: ListViewController.swift
final class ListViewController: UIViewController {
    var viewModel: ListViewModel!

    func header() -> String {
        let names = viewModel.titles.map { $0.uppercased() }
        return names.joined()
    }

    func other(viewModel: OtherModel) {
        viewModel.refresh()
    }
}
```

Seed 004's SwiftUI variant: inputs are methods, outputs `@Published`:

```yaml
profile: inputs_outputs
```

```swift
// file: CounterViewModel.swift
final class CounterViewModel: ObservableObject {
    @Published private(set) var count = 0
    let events = PassthroughSubject<Int, Never>()
    func increment() { count += 1 }
}
// file: CounterView.swift
struct CounterView: View {
    @StateObject private var viewModel = CounterViewModel()

    var body: some View {
        Button("\(viewModel.count)") { viewModel.increment() }
    }
}
```

A view model whose inputs are methods (its subjects are private):

```yaml
profile: inputs_outputs
```

```swift
// file: AddressViewModel.swift
final class AddressViewModel {
    private let errors = CurrentValueSubject<[String], Never>([])
    func validate() {}
}
// file: AddressViewController.swift
final class AddressViewController: UIViewController {
    var viewModel: AddressViewModel!

    @objc func done() {
        viewModel.validate()
    }
}
```

The rulebook profile does not run the rule:

```yaml
profile: rulebook
```

```swift
// file: SignupViewModel.swift
struct SignupViewModel {
    let emailError: Observable<String?>
}
// file: SignupViewController.swift
final class SignupViewController: UIViewController {
    var viewModel: SignupViewModel!

    override func viewDidLoad() {
        super.viewDidLoad()
        _ = viewModel.emailError.map { $0 ?? "" }
    }
}
```

"""#,
    ]
}
