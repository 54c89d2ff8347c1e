/// What a type is to the rules, and why: view models are decided by evidence, never by
/// conformance alone (SPEC §3), and the evidence is kept so findings and `mvvm dump --roles` can
/// say why a type was taken for one.
public struct Role: Sendable {
    public enum Evidence: Sendable, Hashable, CustomStringConvertible {
        /// The name ends in a view-model suffix.
        case suffix(String)
        /// An observable type a view holds as its model.
        case heldBy(view: String, property: String)
        /// An observable type with a reducer over its own action enum.
        case reducer(String)
        /// Nested in a view model, and observed by a view: the view model's face to the view.
        case partOf(viewModel: String, view: String)
        /// `view_models: include` names it.
        case configured
        /// Outside the rulebook profile: a subclass of a project view model (`CommonViewModel<State>`).
        case subclass(of: String)
        /// Outside the rulebook profile: conforms to a protocol named as a view model's (`ViewModelProtocol`).
        case conforms(to: String)
        /// Outside the rulebook profile: a view controller holds it as its `viewModel`.
        case controllerModel(view: String, property: String)

        public var description: String {
            switch self {
            case .suffix(let suffix): return "name ends in `\(suffix)`"
            case .heldBy(let view, let property): return "observable, held by `\(view).\(property)`"
            case .reducer(let method): return "observable, reducer `\(method)(_:)` over its action enum"
            case .partOf(let viewModel, let view): return "observable part of `\(viewModel)`, observed by `\(view)`"
            case .configured: return "`view_models: include`"
            case .subclass(let base): return "subclass of view model `\(base)`"
            case .conforms(let name): return "conforms to `\(name)`"
            case .controllerModel(let view, let property): return "held by the view controller's `\(view).\(property)`"
            }
        }
    }

    /// Why a type that could look like a view model is not one.
    public enum Exclusion: Sendable, Hashable, CustomStringConvertible {
        case serviceSuffix(String)
        case sharedThroughEnvironment
        /// Views hold it as an existing instance (`ThemeModel.shared`), which they do not own.
        case sharedInstance
        /// The only observable a view owns, but with no behaviour of a view model (no method to
        /// call, no dependencies): that view's UI state (a loading flag, a focus coordinator).
        case uiState(view: String)
        /// Named as a view model, but no view holds it and it publishes nothing, while a view model
        /// keeps it as a dependency through a protocol it conforms to: an adapter.
        case adapter(of: String)
        /// An `ObservableObject` that publishes nothing, owned by a view only to live as long as
        /// it (a haptics engine's wrapper): a helper, with nothing to observe.
        case keptAlive(view: String)
        case notHeldByAView
        /// `Codable`, a Core Data or SwiftData object: an entity the app stores or exchanges.
        case entity
        /// Only stored properties, no code: a box of values its holders fill in.
        case stateBox
        /// Declared in a module that has no views: the model layer (a domain entity, a store).
        case modelLayer(String)
        /// Stored as a part by several view models (an event buffer): a component they share.
        case partOfViewModels(Int)
        /// Some view holds it several times over (five renderers): a helper, never one's model.
        case helper(view: String)
        /// An AppKit or UIKit view or control that is also observable: the control a SwiftUI view
        /// wraps (`final class PlayButton: NSControl, ObservableObject`), not a model.
        case uiControl(String)
        case configured
        case testDouble

        public var description: String {
            switch self {
            case .serviceSuffix(let suffix): return "service: name ends in `\(suffix)`"
            case .sharedThroughEnvironment: return "service: views reach it through the environment"
            case .sharedInstance: return "app-wide state: views hold a shared instance of it (`.shared`), not one of their own"
            case .uiState(let view): return "UI state of `\(view)`: it owns it, but it has no method to call and no dependencies"
            case .keptAlive(let view): return "a helper `\(view)` keeps alive: it publishes nothing to observe"
            case .adapter(let viewModel): return "an adapter: named as a view model, but publishing nothing and held by no view; `\(viewModel)` keeps it as a dependency, through a protocol it conforms to"
            case .notHeldByAView: return "observable, but no view holds it and it has no reducer"
            case .entity: return "an entity: it is `Codable` (or a Core Data or SwiftData object), data the app stores or exchanges"
            case .stateBox: return "state: only stored properties, no method, `init` or computed property of a view model"
            case .modelLayer(let module): return "model: declared in `\(module)`, a module without views"
            case .partOfViewModels(let count): return "a part \(count) view models store, not a screen's model"
            case .helper(let view): return "a helper: `\(view)` holds several of it"
            case .uiControl(let base): return "a control: it derives from `\(base)`, which a SwiftUI view wraps, not a model"
            case .configured: return "`view_models: exclude`"
            case .testDouble: return "declared in a test file or a preview, or seen only by previews"
            }
        }
    }

    public var evidence: [Evidence] = []
    public var exclusion: Exclusion?
    public var isView = false
    public var isObservable = false
    /// Methods inferred to be reducers (they switch over an action enum of this type).
    public var reducers: Set<String> = []
    /// For views: stored properties holding a view model (environment objects never do).
    public var heldViewModels: [FileFacts.PropertyFact] = []
    public var ownViewModel: FileFacts.PropertyFact?
    /// Whether a name says which held view model is the view's own (`viewModel`, `model`, `vm`,
    /// one named after the view, its base screen's): else it is only the first of several.
    public var ownViewModelIsNamed = false

    public var isViewModel: Bool { !evidence.isEmpty && exclusion == nil }
    public var isScreen: Bool { !heldViewModels.isEmpty }
    /// Whether the rules look at this type's code.
    public var isSubject: Bool { isViewModel || isView }

    public var summary: String {
        var parts: [String] = []
        if isViewModel {
            parts.append("view model (" + evidence.map(\.description).joined(separator: "; ") + ")")
        } else if let exclusion {
            parts.append("not a view model: \(exclusion)")
        } else if isObservable {
            parts.append("observable, not a view model")
        }
        if isView {
            if let own = ownViewModel {
                parts.append("screen; its view model is `\(own.name)`"
                             + (heldViewModels.count > 1 ? ", also holds " + heldViewModels.filter { $0.name != own.name }.map { "`\($0.name)`" }.joined(separator: ", ") : ""))
            } else {
                parts.append("view without a view model")
            }
        }
        if !reducers.isEmpty { parts.append("reducers: " + reducers.sorted().joined(separator: ", ")) }
        return parts.isEmpty ? "no role" : parts.joined(separator: "; ")
    }
}

/// Decides every type's role in three steps: what each type is by itself (observable, view,
/// reducers), which views hold which types and how, then view models and screens.
struct RoleBuilder {
    let types: [ProjectType]
    let settings: ProjectIndex.Settings
    let resolve: (_ written: String, _ from: Int) -> Int?
    /// Each project protocol (simple name) with every name it refines, transitively
    /// (`PlatformView` → `View`): conforming to it is conforming to those.
    let refinements: [String: Set<String>]

    init(types: [ProjectType], settings: ProjectIndex.Settings, refinements: [String: Set<String>] = [:],
         resolve: @escaping (String, Int) -> Int?) {
        self.types = types
        self.settings = settings
        self.refinements = refinements
        self.resolve = resolve
    }

    static let environmentWrappers: Set<String> = ["Environment", "EnvironmentObject"]
    /// Property names that say "this is the view's model".
    static let modelPropertyNames: Set<String> = ["viewModel", "model", "vm"]

    /// Whether a model type is named after the view: the same stem, the view's ending replaced
    /// by a model's (`CreateAccountView` and `CreateAccountModel` or `CreateAccountViewModel`).
    /// Whether a view names the model it holds as its own: by the property (`viewModel`) or by
    /// the model's type, named after the view.
    static func namesAsModel(property: String, view: String, model: String) -> Bool {
        modelPropertyNames.contains(property) || isNamedAfter(view: view, model: model)
    }

    static func isNamedAfter(view: String, model: String) -> Bool {
        func stem(_ name: String, _ endings: [String]) -> Substring? {
            guard let ending = endings.first(where: { name.hasSuffix($0) && name.count > $0.count }) else { return nil }
            return name.dropLast(ending.count)
        }
        guard let viewStem = stem(view, ["ViewController", "Controller", "Screen", "View"]),
              let modelStem = stem(model, ["ViewModel", "Model"]) else { return false }
        return viewStem == modelStem
    }
    /// UIKit's and AppKit's controllers of a screen whose names do not say "view controller":
    /// containers, and AppKit's window controller, which owns a window and its content as a view
    /// controller owns its view. A SwiftUI hosting controller is not one: it builds the screen it
    /// hosts, view and view model, as a coordinator does.
    static let screenControllers: Set<String> = ["UITabBarController", "UINavigationController", "NSWindowController"]

    /// Wrappers through which a SwiftUI view observes an `ObservableObject`; `@State` and
    /// `@Bindable` observe only `@Observable` models.
    static let objectWrappers: Set<String> = ["StateObject", "ObservedObject"]

    /// Protocols view models conform to whose names say so (`LoginViewModelProtocol`,
    /// `FeedViewModelOutput`): a property of such a type holds a view model.
    private(set) var viewModelInterfaces = Set<String>()
    /// For each of those protocols, the reducers of the view models adopting it: the action
    /// methods a view holding the protocol calls (`viewModel.process(viewAction:)`).
    private(set) var interfaceReducers: [String: Set<String>] = [:]

    mutating func build() -> [Role] {
        var roles = [Role](repeating: Role(), count: types.count)
        var swiftUIViews = Set<Int>()
        for type in types {
            roles[type.id].isObservable = inherits(type.id) { types[$0].attributes.contains("Observable") }
                || inheritsName(type.id) { $0 == "ObservableObject" }
            roles[type.id].isView = !type.isTestDouble && type.kind != .enum
                && inheritsName(type.id) { $0 == "View" || $0.hasSuffix("ViewController") || Self.screenControllers.contains($0) }
            roles[type.id].reducers = reducers(of: type)
            if roles[type.id].isView, inheritsName(type.id, { $0 == "View" }) { swiftUIViews.insert(type.id) }
        }
        // Type names each view holds in more than one property.
        var repeatedTypeNames: [Int: Set<String>] = [:]
        for type in types where roles[type.id].isView {
            var seen = Set<String>()
            for property in type.properties where !property.typeName.isEmpty && !seen.insert(property.typeName).inserted {
                repeatedTypeNames[type.id, default: []].insert(property.typeName)
            }
            // A collection of them (`@State var trayItems: [TrayItem]`) holds many at once: one
            // more held alone (`trayPickedUpItem: TrayItem?`) is one of those items, not its model.
            for property in type.properties where !property.elementTypeName.isEmpty {
                repeatedTypeNames[type.id, default: []].insert(MemberTypes.unmarked(property.elementTypeName).written)
            }
        }
        /// Whether the view holds the type as its model. A SwiftUI view observes an
        /// `ObservableObject` only through `@StateObject`/`@ObservedObject`: one kept in a `let` or
        /// in `@State` is a dependency or shared context handed down (`let appState: AppState`),
        /// not the view's model. An `@Observable` model is observed wherever it is held; a view
        /// controller observes by hand. A type a view holds several times over (six
        /// `@StateObject var flag: DefaultsBool`) is a utility, not its one model (rule 1).
        func holdsAsModel(_ view: Int, _ property: FileFacts.PropertyFact, _ held: Int) -> Bool {
            if hasSuffix(types[held].simpleName, settings.viewModelSuffixes) != nil { return true }
            if repeatedTypeNames[view]?.contains(property.typeName) == true { return false }
            guard swiftUIViews.contains(view), !property.attributes.contains(where: Self.objectWrappers.contains) else { return true }
            return !roles[held].isObservable || types[held].attributes.contains("Observable")
        }
        // Who holds what: a view's stored properties, resolved from inside the view.
        var heldBy: [Int: [(view: Int, property: String)]] = [:]
        var observedBy: [Int: [(view: Int, property: String, written: String)]] = [:]
        var heldSeveralTimes: [Int: Int] = [:]
        var uiStateOf: [Int: Int] = [:]
        var keptAliveBy: [Int: Int] = [:]
        // Whatever reads it from the environment — a view, a `ViewModifier`, a scene — makes it a
        // shared service.
        var reachedThroughEnvironment: Set<Int> = []
        // A view holding an instance it does not make (`@StateObject var theme = ThemeModel.shared`)
        // holds app-wide state, with or without a type annotation.
        var heldAsSharedInstance: Set<Int> = []
        for type in types where !type.isTestDouble {
            for property in type.properties where property.attributes.contains(where: Self.environmentWrappers.contains) {
                if let held = resolve(property.typeName, type.id) { reachedThroughEnvironment.insert(held) }
            }
            for property in type.properties where property.isSharedInstance {
                if let held = resolve(property.typeName, type.id) { heldAsSharedInstance.insert(held) }
            }
        }
        for type in types where roles[type.id].isView {
            var candidates: [(property: String, held: Int, owned: Bool, inState: Bool)] = []
            for property in type.properties {
                guard let held = resolve(property.typeName, type.id) else { continue }
                if repeatedTypeNames[type.id]?.contains(property.typeName) == true { heldSeveralTimes[held] = type.id }
                // A presentation's slot (`@State var detail: DetailViewModel?` shown by
                // `.sheet(item: $detail)`) holds a child the parent's view model handed over.
                if property.attributes.contains(where: Self.environmentWrappers.contains) || property.isSharedInstance
                    || type.presentationItems.contains(property.name) {
                    continue
                } else if property.attributes.contains("StateObject"), !Self.modelPropertyNames.contains(property.name), publishesNothing(held),
                          hasSuffix(types[held].simpleName, settings.viewModelSuffixes) == nil {
                    // `@StateObject private var haptics = Haptics()` that publishes nothing: kept alive, not observed.
                    if keptAliveBy[held] == nil { keptAliveBy[held] = type.id }
                    continue
                } else if holdsAsModel(type.id, property, held), roles[held].isObservable {
                    let owned = property.attributes.contains("StateObject") || property.attributes.contains("State")
                    candidates.append((property.name, held, owned, property.attributes.contains("State")))
                    observedBy[held, default: []].append((type.id, property.name, property.typeName))
                }
            }
            // Its model is the one it names so, or the only observable it holds and owns: a view
            // holding several helpers (an uploader, a renderer) says of none that it is its model,
            // and one handed in (`@ObservedObject var bottle: Bottle`) may be an entity it shows.
            // A view controller's unnamed observable is what it feeds a hosted SwiftUI view.
            // Named so by its property (`viewModel`) or by its type, after the view
            // (`CreateAccountModel` of `CreateAccountView`).
            let named = candidates.filter {
                Self.namesAsModel(property: $0.property, view: type.simpleName, model: types[$0.held].simpleName)
            }
            var onlyOne = named.isEmpty && candidates.count == 1 && candidates[0].owned && swiftUIViews.contains(type.id)
            // An `@Observable` owned in `@State` but unnamed is a view model only with a view
            // model's behaviour (a method, dependencies) or name; else it is the view's UI state
            // (SwiftUI's own idiom for a few flags). `@StateObject` is the view-model idiom.
            if onlyOne, candidates[0].inState, !types[candidates[0].held].hasBehavior,
               hasSuffix(types[candidates[0].held].simpleName, settings.viewModelSuffixes) == nil {
                uiStateOf[candidates[0].held] = type.id
                onlyOne = false
            }
            for candidate in onlyOne ? candidates : named {
                heldBy[candidate.held, default: []].append((type.id, candidate.property))
            }
        }
        let modulesWithViews = Set(types.filter { roles[$0.id].isView }.map(\.module))
        for type in types {
            decideViewModel(type, held: heldBy[type.id] ?? [], environment: reachedThroughEnvironment.contains(type.id),
                            sharedInstance: heldAsSharedInstance.contains(type.id),
                            uiStateOf: (uiStateOf[type.id] ?? keptAliveBy[type.id]).map { types[$0].name },
                            keptAlive: keptAliveBy[type.id] != nil && uiStateOf[type.id] == nil,
                            moduleHasViews: modulesWithViews.contains(type.module), &roles[type.id])
        }
        addDialectEvidence(&roles, swiftUIViews: swiftUIViews)
        // A type several view models store as a part (an event buffer each of them keeps) is a
        // component, unless a view names it its model: being some view's only observable is not
        // enough to make it one.
        var storedByViewModels: [Int: Set<Int>] = [:]
        // Names (simple) of the types and protocols view models keep in stored properties.
        var keptByViewModels: [String: Int] = [:]
        for type in types where roles[type.id].isViewModel {
            for property in type.properties {
                if let held = resolve(property.typeName, type.id), held != type.id { storedByViewModels[held, default: []].insert(type.id) }
                if !property.typeName.isEmpty, keptByViewModels[QualifiedNames.simpleName(property.typeName)] == nil {
                    keptByViewModels[QualifiedNames.simpleName(property.typeName)] = type.id
                }
            }
        }
        // Named as a view model but neither observable nor held by any view, publishing nothing,
        // while a view model keeps a protocol it conforms to as a dependency: an adapter over
        // services (`PhoneSourceViewModel: PlaySourceViewModel`, injected as `playSource`).
        // Held by a view in any stored property (a view controller's plain `let viewModel`).
        var heldByAnyView = Set<Int>()
        for type in types where roles[type.id].isView {
            for property in type.properties { if let held = resolve(property.typeName, type.id) { heldByAnyView.insert(held) } }
        }
        for type in types where roles[type.id].isViewModel && !roles[type.id].isObservable && type.kind == .class
            && !heldByAnyView.contains(type.id) && !type.lineage.contains(where: heldByAnyView.contains)
            && roles[type.id].evidence.allSatisfy({ if case .suffix = $0 { true } else { false } }) && roles[type.id].reducers.isEmpty {
            // Publishing nothing (a child view model's `@Published` outputs make it one), and kept
            // as an abstraction it implements: injected, like a service.
            guard !type.lineage.contains(where: { ancestor in
                types[ancestor].announcesChanges || types[ancestor].properties.contains { $0.attributes.contains("Published") }
            }) else { continue }
            let protocols = type.lineage.flatMap { types[$0].inheritance.map(QualifiedNames.simpleName) }
            guard let keeper = protocols.lazy.compactMap({ keptByViewModels[$0] }).first(where: { $0 != type.id }) else { continue }
            roles[type.id].evidence = []
            roles[type.id].exclusion = .adapter(of: types[keeper].name)
        }
        for type in types where roles[type.id].evidence.allSatisfy({ if case .heldBy = $0 { true } else { false } })
            && !roles[type.id].evidence.isEmpty {
            let named = (heldBy[type.id] ?? []).contains { Self.modelPropertyNames.contains($0.property) }
            guard !named else { continue }
            if let holders = storedByViewModels[type.id], holders.count >= 2 {
                roles[type.id].evidence = []
                roles[type.id].exclusion = .partOfViewModels(holders.count)
            } else if let view = heldSeveralTimes[type.id] {
                roles[type.id].evidence = []
                roles[type.id].exclusion = .helper(view: types[view].name)
            }
        }
        // The view-facing part of a view model (`ScreenViewModel.Context`, an observable nested
        // in it or in its base class) that views observe is the view model as far as they know —
        // also when subviews then read it from the environment. Declared in a generic base class
        // that is no view model itself (`StateStoreViewModelV2<State, Action>.Context`), it is
        // one when a view holds it as a member type of a view model deriving from that base.
        let overridable: [Role.Exclusion?] = [nil, .notHeldByAView, .sharedThroughEnvironment, .entity, .stateBox]
        for type in types where !roles[type.id].isViewModel && roles[type.id].isObservable && overridable.contains(roles[type.id].exclusion) {
            guard let dot = QualifiedNames.lastDot(type.name), let enclosing = resolve(String(type.name[..<dot]), type.id),
                  let observers = observedBy[type.id] else { continue }
            func viewModel(writtenIn holder: (view: Int, property: String, written: String)) -> Int? {
                if roles[enclosing].isViewModel { return enclosing }
                guard let written = QualifiedNames.lastDot(holder.written),
                      let owner = resolve(String(holder.written[..<written]), holder.view), roles[owner].isViewModel,
                      types[owner].lineage.contains(enclosing) else { return nil }
                return owner
            }
            guard let holder = observers.first(where: { viewModel(writtenIn: $0) != nil }) else { continue }
            // A base class's part is shared by every view model deriving from it: name the base.
            roles[type.id].evidence = [.partOf(viewModel: types[enclosing].name, view: types[holder.view].name)]
            roles[type.id].exclusion = nil
        }
        // Protocols view models conform to that name a view model, or that are observable
        // (`protocol LaunchProtocol: ObservableObject`): a view holding one holds a view model.
        // A base class's protocols are its subclasses' too (`CatalogLaunchViewModel:
        // LaunchViewModelBase`, which adopts `LaunchProtocol`).
        for type in types where roles[type.id].isViewModel {
            let adopted = type.lineage.flatMap { ancestor in
                types[ancestor].inheritance.filter { written in types[ancestor].parents.allSatisfy { types[$0].name != written } }
            }
            let reducers = type.lineage.reduce(into: Set<String>()) { $0.formUnion(roles[$1].reducers) }
            for written in adopted {
                let simple = QualifiedNames.simpleName(written)
                if settings.viewModelSuffixes.contains(where: { !$0.isEmpty && simple.contains($0) })
                    || refinements[simple]?.contains("ObservableObject") == true {
                    viewModelInterfaces.insert(simple)
                    interfaceReducers[simple, default: []].formUnion(reducers)
                }
            }
        }
        for type in types where roles[type.id].isView {
            // A singleton it holds (`= SearchViewModel.shared`) is app-wide state it neither owns
            // nor is handed, whatever the type's name: never one of its view models.
            let held = type.properties.filter { property in
                guard !property.attributes.contains(where: Self.environmentWrappers.contains), !property.typeName.isEmpty,
                      !type.presentationItems.contains(property.name), !property.isSharedInstance else { return false }
                if let id = resolve(property.typeName, type.id) {
                    guard roles[id].isViewModel, holdsAsModel(type.id, property, id) else { return false }
                    // A controller's observable named neither as its model nor as a view model
                    // is what it feeds a hosted SwiftUI view: that view's model, not its own.
                    return swiftUIViews.contains(type.id) || !roles[id].isObservable
                        || hasSuffix(types[id].simpleName, settings.viewModelSuffixes) != nil
                        || Self.namesAsModel(property: property.name, view: type.simpleName, model: types[id].simpleName)
                }
                let simple = QualifiedNames.simpleName(property.typeName)
                return viewModelInterfaces.contains(simple)
                    || hasSuffix(simple, settings.viewModelSuffixes) != nil && hasSuffix(simple, settings.serviceSuffixes) == nil
            }
            roles[type.id].heldViewModels = held
        }
        // Bases before their subclasses: a subclass of a screen may take its base's model.
        for type in types.filter({ roles[$0.id].isView }).sorted(by: { $0.lineage.count < $1.lineage.count }) {
            let own = ownViewModel(of: type, roles)
            roles[type.id].ownViewModel = own?.property
            roles[type.id].ownViewModelIsNamed = own?.isNamed ?? true
        }
        return roles
    }

    /// The view's own view model among those it holds: the one named as the model, or after the
    /// view, else the base screen's own one it inherits (`viewModel` of a `FileListViewController`
    /// its subclass uses), else the first with a view-model name. A computed property of the view
    /// handing that property back cast to a subclass (`var searchViewModel: SearchViewModel! {
    /// viewModel as? SearchViewModel }`) says which subclass the view holds there. `isNamed`: a
    /// name picked it (the first three ways), or it is the only one held — else it is only the
    /// first of several.
    private func ownViewModel(of type: ProjectType, _ roles: [Role]) -> (property: FileFacts.PropertyFact, isNamed: Bool)? {
        let held = roles[type.id].heldViewModels
        let inherited = type.lineage.dropFirst().lazy.compactMap { roles[$0].ownViewModel }.first
        let named = held.first(where: { Self.modelPropertyNames.contains($0.name) })
            ?? held.first(where: { Self.isNamedAfter(view: type.simpleName, model: QualifiedNames.simpleName($0.typeName)) })
            ?? inherited.flatMap({ Self.modelPropertyNames.contains($0.name) ? $0 : nil })
        guard var own = named
            ?? held.first(where: { hasSuffix(QualifiedNames.simpleName($0.typeName), settings.viewModelSuffixes) != nil })
            ?? held.first ?? inherited else { return nil }
        let isNamed = named != nil || held.count <= 1
        guard let heldType = resolve(own.typeName, type.id) else { return (own, isNamed) }
        for ancestor in type.lineage {
            for (accessor, member) in types[ancestor].memberCasts where member == own.name {
                guard let written = types[ancestor].computedPropertyTypes[accessor].map({ MemberTypes.unmarked($0).written }),
                      let cast = resolve(written, ancestor),
                      cast != heldType, types[cast].lineage.contains(heldType), roles[cast].isViewModel else { continue }
                own.typeName = types[cast].name
                return (own, isNamed)
            }
        }
        return (own, isNamed)
    }

    private func decideViewModel(_ type: ProjectType, held: [(view: Int, property: String)], environment: Bool, sharedInstance: Bool,
                                 uiStateOf: String?, keptAlive: Bool,
                                 moduleHasViews: Bool, _ role: inout Role) {
        if type.isTestDouble { role.exclusion = .testDouble; return }
        if let configured = settings.viewModelOverride(type.simpleName, type.file) {
            if configured { role.evidence = [.configured] } else { role.exclusion = .configured }
            return
        }
        guard type.kind != .enum, !role.isView else { return }
        // Views reach it only through the environment: a shared service, whatever its name says
        // (`.environmentObject(TabBarViewModel())` for every tab to read).
        if role.isObservable, environment, held.isEmpty { role.exclusion = .sharedThroughEnvironment; return }
        // A numbered variant (`SignupViewModel2`, one of several takes on one screen) keeps its suffix.
        let numbered = type.simpleName.utf8.last.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false
        let unnumbered = numbered ? String(type.simpleName.reversed().drop { $0.isNumber }.reversed()) : type.simpleName
        if let suffix = hasSuffix(type.simpleName, settings.viewModelSuffixes) ?? (numbered ? hasSuffix(unnumbered, settings.viewModelSuffixes) : nil) {
            role.evidence.append(.suffix(suffix))
            return
        }
        if let suffix = hasSuffix(type.simpleName, settings.serviceSuffixes) {
            if role.isObservable { role.exclusion = .serviceSuffix(suffix) }
            return
        }
        guard role.isObservable else { return }
        // An AppKit or UIKit view or control a SwiftUI view keeps in `@StateObject` to wrap it.
        if let base = MemberTypes.sdkUIBase(type.id, types: types) { role.exclusion = .uiControl(base); return }
        // Views reach it only through the environment: a shared service, reducer or not (an app
        // passing a panel's controller down, which a view never holds as its model).
        if environment, held.isEmpty { role.exclusion = .sharedThroughEnvironment; return }
        // A reducer over its own action enum is the strongest evidence there is.
        if let reducer = role.reducers.sorted().first { role.evidence.append(.reducer(reducer)); return }
        // Views reach it through the environment: whoever owns it provides it to them, as a
        // service. (One view also holding it as `model` does not make it a view model: that
        // turned a browser's whole `Tab` entity into one, with dozens of findings on it.)
        if environment { role.exclusion = .sharedThroughEnvironment; return }
        if sharedInstance, held.isEmpty { role.exclusion = .sharedInstance; return }
        if let view = uiStateOf, held.isEmpty { role.exclusion = keptAlive ? .keptAlive(view: view) : .uiState(view: view); return }
        // An entity the app stores or exchanges is the data views show, never one's model.
        if type.isEntity { role.exclusion = .entity; return }
        // With no code at all (no method, no `init`, no computed property) it is a box of values
        // its holders fill in (`class ToolbarModel { var uploadAPI: APIClient? }`): state, not a
        // view model, however a view names the property holding it.
        // (An empty one says nothing yet: a stub keeps the reading of how views hold it.)
        if !type.hasCode, !type.properties.isEmpty { role.exclusion = .stateBox; return }
        // A view model lives with views; an observable entity of a view-free module (a domain
        // package) is a model the views show, not one of their view models.
        if !moduleHasViews { role.exclusion = .modelLayer(type.module); return }
        if let holder = held.first { role.evidence.append(.heldBy(view: types[holder.view].name, property: holder.property)) }
        if role.evidence.isEmpty { role.exclusion = .notHeldByAView }
    }

    /// The other dialects' view models (SPEC §4.2), in files whose profile is not the rulebook:
    /// a class inheriting from a project view model (viewstate's `CommonViewModel<State>`
    /// subclasses), and a type conforming to a protocol named with a view-model suffix
    /// (`ViewModelProtocol`, `SignUpViewModelType`). The rulebook keeps evidence-only roles.
    /// `LoginViewModel`, `ViewModelProtocol`, `SignUpViewModelType`, `FeedViewModeling`; not a
    /// `…ViewModelPresenter`, `…ViewModelDelegate` or `…ViewModelRow`.
    static let protocolEndings = ["", "Protocol", "Type", "ing", "Interface"]
    /// A hosting controller conforming to a presenter protocol is a view, whatever it conforms to.
    static let viewControllerEndings = ["Controller", "View", "Cell"]
    /// The names under which a view controller holds its view model, outside the rulebook.
    static let controllerModelNames: Set<String> = ["viewModel", "vm"]

    private func addDialectEvidence(_ roles: inout [Role], swiftUIViews: Set<Int>) {
        let candidates = types.filter { type in
            type.kind != .enum && !type.isTestDouble && !roles[type.id].isView && !roles[type.id].isViewModel
                && (roles[type.id].exclusion == nil || roles[type.id].exclusion == .notHeldByAView)
                && hasSuffix(type.simpleName, settings.serviceSuffixes) == nil
                && settings.profileOf(type.file) != .rulebook
        }
        guard !candidates.isEmpty else { return }
        for type in candidates {
            let configured = settings.rolesOf(type.file)[.viewModelTypes]
            for written in type.inheritance {
                let simple = QualifiedNames.simpleName(written)
                // A type the configuration names (`roles: view_model_types`) counts even when the
                // project declares it; a name merely shaped like a view model's only when it does not.
                guard configured.contains(simple) || resolve(written, type.id) == nil
                        && Self.viewControllerEndings.allSatisfy({ !type.simpleName.hasSuffix($0) })
                        && settings.viewModelSuffixes.contains(where: { suffix in
                            !suffix.isEmpty && Self.protocolEndings.contains { simple.hasSuffix(suffix + $0) }
                        }) else { continue }
                roles[type.id].evidence.append(.conforms(to: simple))
                roles[type.id].exclusion = nil
                break
            }
        }
        // A view controller's `viewModel` (seed 004's inputs/outputs struct, seed 001's controller
        // holding its view model): UIKit observes by hand, so holding it under that name is the
        // evidence. Not `model`, which often holds an entity the controller shows.
        let candidateIDs = Set(candidates.map(\.id))
        for type in types where roles[type.id].isView && !swiftUIViews.contains(type.id) && !type.isTestDouble
            && settings.profileOf(type.file) != .rulebook {
            for property in type.properties where Self.controllerModelNames.contains(property.name)
                && !property.attributes.contains(where: Self.environmentWrappers.contains) {
                guard let held = resolve(property.typeName, type.id), candidateIDs.contains(held), types[held].kind != .enum,
                      !roles[held].isViewModel else { continue }
                roles[held].evidence.append(.controllerModel(view: type.name, property: property.name))
                roles[held].exclusion = nil
            }
        }
        // Subclasses, down the hierarchy: a base decided above makes its subclasses view models.
        var changed = true
        while changed {
            changed = false
            for type in candidates where type.kind == .class && !roles[type.id].isViewModel {
                guard let base = type.parents.first(where: { roles[$0].isViewModel && types[$0].kind == .class }) else { continue }
                roles[type.id].evidence.append(.subclass(of: types[base].name))
                roles[type.id].exclusion = nil
                changed = true
            }
        }
    }

    /// Words an action enum's name ends in; a nested `State` or `Style` is rendered, not sent.
    static let actionWords = ["Action", "Event", "Intent", "Input", "Message", "Command"]

    /// Methods switching over a parameter whose type is an action enum of this type: named
    /// `…Action`, or nested in it and named like an action (`ViewEvent`, `Intent`).
    private func reducers(of type: ProjectType) -> Set<String> {
        var names = Set<String>()
        for method in type.methods where method.switchesOverParameter {
            let parameter = QualifiedNames.simpleName(method.parameterType)
            let actionLike = Self.actionWords.contains { parameter.hasSuffix($0) }
            if parameter.hasSuffix("Action") || type.nestedTypes.contains(parameter) && actionLike { names.insert(method.name) }
        }
        return names
    }

    private func hasSuffix(_ name: String, _ suffixes: [String]) -> String? {
        suffixes.first { !$0.isEmpty && ByteText.hasSuffix(name, $0) }
    }

    func publishesNothing(_ id: Int) -> Bool { Self.publishesNothing(id, types) }

    /// An `ObservableObject` class or actor (not `@Observable`, whose stored properties are all
    /// observed) with no `@Published` property and no `objectWillChange` in its lineage: nothing
    /// to observe, so a view holding it in `@StateObject` only keeps it alive.
    static func publishesNothing(_ id: Int, _ types: [ProjectType]) -> Bool {
        (types[id].kind == .class || types[id].kind == .actor) && !types[id].lineage.contains { ancestor in
            types[ancestor].attributes.contains("Observable") || types[ancestor].announcesChanges
                || types[ancestor].properties.contains { $0.attributes.contains("Published") }
        }
    }

    /// Whether the type or a project ancestor satisfies `test`.
    private func inherits(_ id: Int, _ test: (Int) -> Bool) -> Bool {
        types[id].lineage.contains(where: test)
    }

    /// Whether the type or a project ancestor lists an inherited name (last component) that
    /// satisfies `test`: framework types (`View`, `ObservableObject`) are never project types.
    private func inheritsName(_ id: Int, _ test: (String) -> Bool) -> Bool {
        inherits(id) { current in
            types[current].inheritance.contains { written in
                let name = QualifiedNames.simpleName(written)
                return test(name) || refinements[name]?.contains(where: test) == true
            }
        }
    }
}
