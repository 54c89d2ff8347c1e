import SwiftLexer
import SwiftOutline

/// What one file contributes to the project index. Small and plain, so the index can be built
/// in parallel, cached by content hash, and shared read-only by every rule. Facts never depend on
/// the configuration: settings (suffixes, action methods, modules) are applied when the index is
/// queried, so one cached file serves every configuration.
public struct FileFacts: Sendable, Hashable, Codable {
    /// Bump whenever what is extracted changes, so cached facts from an older build are not reused.
    public static let formatVersion = 97
    /// Marks a main-actor conformance among a type's attributes (`@MainActor Stoppable`).
    public static let isolatedConformanceMark = "@MainActor "

    public struct TypeFact: Sendable, Hashable, Codable {
        /// The nesting path as written: `LoginView.Row` for `struct Row` inside `LoginView` (or
        /// inside `extension LoginView`); for an extension, the extended type as written.
        public var name: String
        public var kind: TypeKind
        /// Inherited types and conformances, generic arguments dropped (`SwiftUI.View`, `Base`).
        public var inheritance: [String]
        public var attributes: [String]
        /// Stored instance properties, in order (declarations only; extensions have none).
        public var properties: [PropertyFact]
        /// Names of the types declared directly inside (`Action`, `ResponderAction`, `State`).
        public var nestedTypes: [String]
        /// Methods taking one parameter: the reducer candidates.
        public var methods: [MethodFact]
        /// Declared inside a `PreviewProvider`: preview scaffolding, exempt like test doubles.
        public var inPreview = false
        /// Declared `public` or `open`: other modules, out of the project's sight, may use it.
        public var isPublic = false
        /// Whether its body declares anything (`extension Basket: ObservableObject {}` does not):
        /// code that could touch the type's members.
        public var hasMembers = true
        /// The line where its `deinit` calls a method or reads a computed property of its own (0:
        /// none): a `deinit` is nonisolated, so `@MainActor` on the class would break that line.
        public var deinitIsolatedUseLine = 0
        /// The first `override` (not an `init`) whose code uses a member of its own, and the line
        /// (0: none): an override keeps the isolation of what it overrides, so under a base class
        /// that is not main-actor `@MainActor` on the class would break that line.
        public var overrideIsolatedUse = ""
        public var overrideIsolatedUseLine = 0
        /// An enum's case names, in order: the actions a reducer taking it handles.
        public var cases: [String] = []
        /// The types its `reduce(state: S, …) -> S` functions reduce: states, by their reducers.
        public var reducedStates: [String] = []
        /// Whether it declares behaviour a view model has: a method others can call, or an `init`
        /// taking something (dependencies). A bag of flags (`var isLoading = false`) has none.
        public var hasBehavior = false
        /// Its initializers' labelled parameters with their written types, `label\u{1}Type`, each
        /// once: what an argument `Host(label: .init(…))` builds.
        public var initializerParameters: [String] = []
        /// Whether it has code at all: a method, an `init`, a `deinit`, a subscript, or a property
        /// with accessors (computed, or observed with `didSet`/`willSet`). Without any, it is a box
        /// of stored values its holders fill in.
        public var hasCode = false
        /// Whether it conforms to `Codable`/`Decodable`/`Encodable` or is a Core Data or SwiftData
        /// object (`NSManagedObject`, `@Model`): an entity the app stores or exchanges.
        public var isEntity = false
        /// Whether its code says `objectWillChange`: it publishes changes by hand, with or
        /// without `@Published`.
        public var announcesChanges = false
        /// Its properties whose binding drives a presentation (`.sheet(item: $detail)`): a slot
        /// for a child the view shows, not a model it keeps.
        public var presentationItems: [String] = []
        /// The names of its generic parameters (`State`, `Action` in `Base<State: Equatable, Action>`).
        public var genericParameters: [String] = []
        /// The generic arguments written on its first inherited type, the superclass, as paths
        /// (`XState`, `XAction` in `class X: Base<XState, XAction>`): what its base's members hold.
        public var baseArguments: [String] = []
        /// Everything it declares is `static` (or a nested type): a namespace, with no instance
        /// state or behaviour (`struct Keys { static let token = "t" }`).
        public var isStaticOnly = false
        /// Instance methods' declared return types, by name (`func prepareWebView() -> WKWebView`);
        /// a name whose overloads return different types (or a generic or `Self` one) maps to "".
        public var methodReturnTypes: [String: String] = [:]
        /// Computed instance properties with a written type: name → type as written
        /// (`var state: State { get … set … }`), read like stored ones for the type of a chain.
        public var computedPropertyTypes: [String: String] = [:]
        /// Computed instance properties that hand back a member of the type cast to a subclass:
        /// name → member (`searchViewModel` → `viewModel` for
        /// `var searchViewModel: SearchViewModel! { viewModel as? SearchViewModel }`).
        public var memberCasts: [String: String] = [:]

        public init(name: String, kind: TypeKind, inheritance: [String], attributes: [String],
                    properties: [PropertyFact] = [], nestedTypes: [String] = [], methods: [MethodFact] = [],
                    inPreview: Bool = false) {
            self.name = name
            self.kind = kind
            self.inheritance = inheritance
            self.attributes = attributes
            self.properties = properties
            self.nestedTypes = nestedTypes
            self.methods = methods
            self.inPreview = inPreview
        }

        public var isExtension: Bool { kind == .extension }
    }

    public enum TypeKind: UInt8, Sendable, Hashable, Codable {
        case `class`, `struct`, `enum`, actor, `extension`
    }

    /// A stored property as the index needs it: which view holds which view model, and how.
    public struct PropertyFact: Sendable, Hashable, Codable {
        public var name: String
        /// The annotated type as written, optionals and generic arguments dropped
        /// (`Feature.ViewModel` for `Feature.ViewModel?`), a generic parameter replaced by its
        /// constraint (`Model` of `<Model: LaunchProtocol>` → `LaunchProtocol`); else the type constructed by the initial
        /// value (`= LoginViewModel()`); for `@Environment(Theme.self)`, `Theme`; else empty.
        public var typeName: String
        /// The first generic argument (`ResponderAction` in `PassthroughSubject<ResponderAction, Never>`);
        /// `_` when it is no named type (`Box<[Item]>`); empty when the type takes none.
        public var genericArgument: String
        public var attributes: [String]
        /// `private` or `fileprivate` (wholly, not only the setter): the type's own plumbing.
        public var isPrivate = false
        /// Its initial value is an existing instance named through a static member (`.shared`,
        /// `ThemeModel.shared`): app-wide state the holder does not own.
        public var isSharedInstance = false
        /// For a collection (`[Item]`, `Array<Item>`, `Set<Item>`), its element type as written;
        /// else empty. A holder of one keeps many instances of that type.
        public var elementTypeName = ""
        /// Declared `let`: a constant, which a main-actor class still hands out to nonisolated
        /// code (it witnesses `Identifiable.id`).
        public var isConstant = false
        /// Declared `public` or `open`: its setter may be in reach of other modules.
        public var isPublic = false
        /// Its type is a generic parameter of the type, `typeName` that parameter's constraint: an
        /// extension (`where Model: CounterViewModel`) may know more of it than the constraint says.
        public var isTypedByConstraint = false
        /// Annotated as a function returning a value (`let details: () -> String`): calling it
        /// reads what it provides.
        public var isProvider = false
        /// Declared `weak` or `unowned`: a reference to an object that listens (`weak var
        /// delegate`), which whoever sets it installs rather than sets state.
        public var isWeak = false
        /// A `@Binding` no code of its file writes: never assigned, projected (`$x`), reached
        /// through its wrapper (`_x`), passed `inout` or called on. The view only reads what it is
        /// handed through it.
        public var isUnwrittenBinding = false

        public init(name: String, typeName: String, genericArgument: String = "", attributes: [String]) {
            self.name = name
            self.typeName = typeName
            self.genericArgument = genericArgument
            self.attributes = attributes
        }
    }

    /// A method with one parameter: `func process(viewAction: ViewAction)`.
    public struct MethodFact: Sendable, Hashable, Codable {
        public var name: String
        public var parameterType: String
        /// Whether the body switches over the parameter (the shape of a reducer), or, taking an
        /// `…Action`, only hands it on whole to a call (a dispatcher to the reducer behind it).
        public var switchesOverParameter: Bool

        public init(name: String, parameterType: String, switchesOverParameter: Bool) {
            self.name = name
            self.parameterType = parameterType
            self.switchesOverParameter = switchesOverParameter
        }
    }

    /// A target of a `Package.swift`: its name and the folder its sources are in (`path:`).
    public struct PackageTarget: Sendable, Hashable, Codable {
        public var name: String
        public var path: String?
        public var isTest: Bool
        /// `swiftSettings: [.defaultIsolation(MainActor.self)]`: every type is `@MainActor`.
        public var isMainActorByDefault = false

        public init(name: String, path: String?, isTest: Bool, isMainActorByDefault: Bool = false) {
            self.name = name
            self.path = path
            self.isTest = isTest
            self.isMainActorByDefault = isMainActorByDefault
        }
    }

    public var path: String
    public var types: [TypeFact]
    public var isTestFile: Bool
    /// Names of `typealias`es for callbacks (function types returning nothing).
    public var callbackAliases: [String] = []
    /// `typealias`es of named types, as `Qualified.Alias` → `Target` (generic arguments dropped):
    /// `typealias HomeViewModelType = StateStoreViewModel<HomeState, HomeAction>`.
    public var typeAliases: [String: String] = [:]
    /// Top-level functions' declared return types, by name (overloads that disagree left out).
    public var functionReturnTypes: [String: String] = [:]
    /// The generic arguments an alias's target is written with, where it has some:
    /// `HomeViewModelType` → `["HomeState", "HomeAction"]`.
    public var typeAliasArguments: [String: [String]] = [:]
    /// Package manifests only: the targets they declare.
    public var packageTargets: [PackageTarget] = []
    /// Members written through a chain — `vm.count = 1`, `self.vm.count += 1`, `vm?.items.append(x)`,
    /// a `$vm.name` binding, a key path, `&vm.total` — with what the chain's root is: a fix that
    /// makes such a member's setter private could break that line (`MemberWriteFacts`).
    public var memberWrites: [MemberWrite] = []
    /// The key-path parameters this file declares, for the writes handed to them
    /// (`MemberWriteFacts.keyPathParameters`).
    public var keyPathParameters: [String: String] = [:]
    /// What `@MainActor` on a class would cut its `deinit` and overrides off from, kept per file
    /// (one array each, not three per type fact): the names they use, bare or through `self`,
    /// that the class's body does not declare — an extension may — packed with their lines and
    /// places (`MainActorContexts.undeclaredIsolatedUses`); each place's name (an override's, ""
    /// for a `deinit`) and the index of its class in `types`.
    public var isolationUses: [UInt64] = []
    public var isolationPlaces: [String] = []
    public var isolationPlaceTypes: [Int32] = []
    /// The instance methods, computed properties and subscripts the file's extensions declare,
    /// not `nonisolated` — what a `deinit` or override elsewhere may reach —, each the index of
    /// its extension in `types` (high 32 bits) and its spelling hash (`SourceOutline.spellingHash`).
    public var extensionMembers: [UInt64] = []
    /// Names of the `mutating func`s this file declares: a call of one through an output writes it.
    public var mutatingMethods: [String] = []
    /// What its functions do with their closure parameters, for the index's layout reporters
    /// (`LayoutReporters.forwards`).
    public var layoutForwards: [String] = []
    /// Argument labels passed to constructions (`ConstructionFacts`): whether making a property
    /// private would drop a memberwise parameter some caller passes.
    public var constructionLabels: [ConstructionLabel] = []

    /// `CounterView(isOn: true)` passes `isOn` to `CounterView`; `.init(isOn:)` and `Self(isOn:)`
    /// pass it to a type only the context knows (`type` empty, `label` all the call's labels,
    /// `\u{1}` between).
    public struct ConstructionLabel: Sendable, Hashable, Codable {
        public var type: String
        public var label: String
        public var line: Int

        public init(type: String, label: String, line: Int) {
            self.type = type
            self.label = label
            self.line = line
        }
    }
    /// `$receiver.member` bindings in code, with the type whose code holds them (`LoginView` for
    /// one in `LoginView`'s body or in an extension of it): whether `receiver` is that type's
    /// `@Bindable` property is decided by the index, which knows the type's stored properties.
    public var memberBindings: [MemberBinding] = []
    /// Whether a member carries `@StateObject`, `@ObservedObject`, `@EnvironmentObject` or
    /// `@Published`, or a type conforms to `ObservableObject`: such a file has something for
    /// `observation_wrappers` even when it declares no view and no view model.
    public var usesObservableObject = false
    /// Whether the file declares a reducer as a free function (`FreeReducers`): such a file has
    /// something for the reducer rules even when it declares no type.
    public var declaresFreeReducer = false

    public struct MemberBinding: Sendable, Hashable, Codable {
        public var member: String
        /// The bound value without its `$` (`viewModel` for `$viewModel.name`).
        public var receiver: String
        /// The qualified name of the innermost type declaration (or extension) holding the binding.
        public var owner: String

        public init(member: String, receiver: String, owner: String) {
            self.member = member
            self.receiver = receiver
            self.owner = owner
        }
    }

    /// Methods handed a closure through a member of the code's own type (`CallbackHandoffs`).
    public var callbackHandoffs: [CallbackHandoff] = []

    /// `viewModel.startListening { … }`, `self.model.observe(onChange: { … })`: a closure handed to
    /// a method of what the code's own stored member holds, with whose code it is.
    public struct CallbackHandoff: Sendable, Hashable, Codable {
        public var method: String
        /// The own member called through (`viewModel`).
        public var receiver: String
        /// The qualified name of the innermost type or extension around the call.
        public var owner: String
        public var ownerIsExtension: Bool
        public var line: Int

        public init(method: String, receiver: String, owner: String, ownerIsExtension: Bool, line: Int) {
            self.method = method
            self.receiver = receiver
            self.owner = owner
            self.ownerIsExtension = ownerIsExtension
            self.line = line
        }
    }

    /// Streams used through another value — `vm.items.subscribe(…)`, `vm.title.drive(…)`
    /// (observed), `vm.taps.onNext(())`, `vm.name.accept(x)`, `field.rx.text.bind(to: vm.name)`
    /// (pushed into) — once per member, receiver and kind, with the line: which of a view
    /// model's streams its views read and which they write (`outputs_read_only`).
    public var memberStreamUses: [MemberStreamUse] = []

    public struct MemberStreamUse: Sendable, Hashable, Codable {
        public var member: String
        public var receiver: String
        /// The receiver's type when it is a parameter or local declared or built with one
        /// (`func configure(with viewModel: HeaderViewModel)`), which hides any stored property
        /// of its name; `""` otherwise.
        public var receiverType: String
        /// Pushed into (an input) rather than observed (an output).
        public var pushed: Bool
        public var line: Int

        public init(member: String, receiver: String, receiverType: String = "", pushed: Bool, line: Int) {
            self.member = member
            self.receiver = receiver
            self.receiverType = receiverType
            self.pushed = pushed
            self.line = line
        }
    }

    /// A member written through a chain (`MemberWriteFacts`): `self.viewModel.count = 1`,
    /// `viewModel?.items.append(x)`, `$model.name`, a key path, `&model.total`.
    public struct MemberWrite: Sendable, Hashable, Codable {
        public enum Root: UInt8, Sendable, Hashable, Codable {
            /// A closure's `$0`, a call's result, an implicit member, a global: nothing known.
            case unknown
            /// The enclosing type's own value (`self`, or a stored member reached from it by `path`).
            case selfValue
            /// A value of `rootType` (a typed parameter or local, a construction, a key path's root).
            case typed
            /// A static member of `rootType` (the first link of `path`): its type is not known.
            case staticMember
            /// A value this code constructs (`let item = CPListItem(…)`) of `rootType`: when no
            /// project type has that name, another module's type, whose members are not ours.
            case constructed
            /// A value a call returns (`let folder = findFolder(id)`, `self.makeView()`): `rootType`
            /// is the function's name, its declared return type read from the project.
            case returned
            /// A key path handed to a call (`subscribe(\.title)`): `rootType` is the callee's name
            /// and the argument's label (`_` unlabelled), `\u{1}` between; the callee's declared
            /// parameter says its root (`MemberWriteFacts.keyPathParameters`).
            case argument
            /// A value a type's static method returns (`let config = UIButton.Configuration.plain()`):
            /// `rootType` is the type as written and the method, `\u{1}` between.
            case staticCall
        }

        public var member: String
        /// The qualified name of the innermost type or extension holding the write (`""` outside).
        public var owner = ""
        public var rootType = ""
        /// The stored members between the root and `member`.
        public var path: [String] = []
        /// For `receiver.member.method(…)`: the method, which writes `member` only if mutating.
        public var method = ""
        public var line: Int {
            get { Int(lineNumber) }
            set { lineNumber = Int32(clamping: newValue) }
        }
        /// The line in 32 bits, the small fields last: a word less for each write.
        private var lineNumber: Int32
        public var ownerIsExtension = false
        public var root = Root.unknown

        public init(member: String, line: Int) {
            self.member = member
            self.lineNumber = Int32(clamping: line)
        }

        /// Hashes the fields that tell most writes of a file apart: the owner's long qualified
        /// name, hashed for every write, cost more than comparing the few that share these.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(member)
            hasher.combine(root)
            hasher.combine(path.count)
            hasher.combine(lineNumber)
        }
    }
    /// What chains through a type's static members need (`Store.shared.session`), for the few
    /// types that have any: kept beside the types, since a field of every type cost the facts'
    /// and the index's peak more than the tables themselves.
    public var staticMembers: [StaticMembers] = []

    public struct StaticMembers: Sendable, Hashable, Codable {
        /// The type's position in `types` (a declaration or an extension).
        public var type: Int
        /// Static and class properties with a known type: name → type as written, by annotation
        /// or construction (`static let shared = Store()` → `Store`), "" for the type itself.
        public var propertyTypes: [String: String]
        /// Stored instance properties with no written or constructed type whose initial value is
        /// a chain through a static member (`let session = AppContainer.shared.session`): name →
        /// the chain as written. What it holds is the chain's last member's type, which only the
        /// index can read.
        public var propertyChains: [String: String]
        /// Static and class methods' declared return types: name → type as written (`Self` as the
        /// type's own name), "" where generic or where overloads disagree.
        public var methodTypes: [String: String] = [:]

        public init(type: Int, propertyTypes: [String: String], propertyChains: [String: String], methodTypes: [String: String] = [:]) {
            self.type = type
            self.propertyTypes = propertyTypes
            self.propertyChains = propertyChains
            self.methodTypes = methodTypes
        }
    }

    /// Test files only: capitalised identifiers mentioned, cases passed to a method
    /// (`method\u{1}case` for `method(.case` and `method(label: .case`), and cases referred to at
    /// all (`.case`).
    public var mentionedTypeNames: Set<String>
    public var sentCases: Set<String>
    public var referencedCases: Set<String>
    /// Test files only: methods called on a value (`viewModel.refresh()` → `refresh`): the
    /// sends of a view model whose action macro writes a method per action.
    public var calledMembers: Set<String> = []
    /// For each key of `sentCases`, the test functions sending it (`LoginTests.testSignIn`):
    /// which test covers an action (`mvvm map`).
    public var sendingTests: [String: [String]] = [:]
    /// Whether a comment holds a `mvvm:` directive (a suppression to check).
    public var hasDirectives: Bool = false
    /// Capitalised names said in previews and elsewhere: which types only previews use.
    public var previewMentions = PreviewScaffolding.Mentions()
    /// Capitalised names used in code that may run off the main actor (`MainActorContexts`),
    /// each with the class (or extended type) whose code uses it there (`""` for code outside
    /// any class) and the first line, sorted by name then owner: what `@MainActor` on a type of
    /// that name could break (a class the fix annotates too stops being such a use). A flat list:
    /// as a dictionary of dictionaries per file these were a third of the project's facts in memory.
    public var nonisolatedUses: [NonisolatedUse] = []

    /// The names of `nonisolatedUses`.
    public var nonisolatedMentions: Set<String> { Set(nonisolatedUses.map(\.name)) }
    /// Chains of members read in code that may run off the main actor, from a root whose type the
    /// facts can name (`cell.cardView.viewModel.reset()`): every value on the way is used there,
    /// whatever its type's name is spelled as — the index reads their types.
    public var nonisolatedChains: [NonisolatedChain] = []
    /// Protocols this file declares, with what `@MainActor` on a conforming class needs to know.
    public var protocols: [ProtocolFact] = []

    /// A name used where code may run off the main actor: by whose code, first on which line.
    public struct NonisolatedUse: Sendable, Hashable, Codable {
        public var name: String
        /// The class or extension whose code says it (`""` for any other code): its simple name,
        /// `Outer.Name` when nested.
        public var owner: String
        /// For a bare name, the qualified name of the type or extension whose code says it (`""`
        /// outside one): `ViewModel` inside `AvatarItem` is `AvatarItem.ViewModel` when there is one.
        public var scope: String
        public var line: Int {
            get { Int(lineNumber) }
            set { lineNumber = Int32(clamping: newValue) }
        }
        /// The line in 32 bits, beside the flag: a project holds a hundred thousand of these, and
        /// a full `Int` before a lone `Bool` padded each by a word.
        private var lineNumber: Int32
        /// Only a stored property's declared type (`var viewModel: CartViewModel!`): it runs
        /// nothing, but what builds the property may be out of sight (`= .init()` in a closure),
        /// so it holds the fix back — and a finding cites another use of the name when there is one.
        public var declaresProperty: Bool

        public init(name: String, owner: String, line: Int, declaresProperty: Bool = false, scope: String = "") {
            self.name = name
            self.owner = owner
            self.scope = scope
            self.lineNumber = Int32(clamping: line)
            self.declaresProperty = declaresProperty
        }
    }

    /// A chain read off the main actor: its root as `MemberWrite` keeps one, and the members
    /// whose values are used in turn (the last member called or read is not among them).
    public struct NonisolatedChain: Sendable, Hashable, Codable {
        /// The class (or extended type) whose code it is, as in `NonisolatedUse`.
        public var user: String
        /// The qualified name of the innermost type or extension around it (`""` outside).
        public var owner: String
        public var rootType: String
        /// `path` joined by `\u{1}`: one string, most often short enough to need no storage of
        /// its own — there are tens of thousands of chains in a large app.
        public var links: String
        public var line: Int {
            get { Int(lineNumber) }
            set { lineNumber = Int32(clamping: newValue) }
        }
        /// The line in 32 bits, the small fields last: a word less for each of them.
        private var lineNumber: Int32
        public var ownerIsExtension: Bool
        public var root: MemberWrite.Root

        /// The members after the root, in order.
        public var path: [String] { links.isEmpty ? [] : links.split(separator: "\u{1}", omittingEmptySubsequences: false).map(String.init) }

        /// Hashes the chain and where it is; the user's and owner's qualified names, the same for
        /// most chains of a type, are only compared.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(links)
            hasher.combine(root)
            hasher.combine(lineNumber)
        }

        public init(line: Int, user: String, owner: String, ownerIsExtension: Bool, root: MemberWrite.Root, rootType: String, links: String) {
            self.lineNumber = Int32(clamping: line)
            self.user = user
            self.owner = owner
            self.ownerIsExtension = ownerIsExtension
            self.root = root
            self.rootType = rootType
            self.links = links
        }
    }

    public struct ProtocolFact: Sendable, Hashable, Codable {
        /// The nesting path, as for types.
        public var name: String
        public var inheritance: [String]
        /// Marked `@MainActor`: a main-actor class satisfies its requirements.
        public var isMainActor: Bool
        /// Declares requirements (members), which a main-actor class could not satisfy otherwise.
        public var hasRequirements: Bool
        /// Properties it requires as `{ get set }`: a conforming type's setter must stay visible.
        public var settableProperties: [String] = []

        public init(name: String, inheritance: [String], isMainActor: Bool, hasRequirements: Bool) {
            self.name = name
            self.inheritance = inheritance
            self.isMainActor = isMainActor
            self.hasRequirements = hasRequirements
        }
    }

    public init(path: String, types: [TypeFact], isTestFile: Bool, mentionedTypeNames: Set<String> = [],
                sentCases: Set<String> = [], referencedCases: Set<String> = []) {
        self.path = path
        self.types = types
        self.isTestFile = isTestFile
        self.mentionedTypeNames = mentionedTypeNames
        self.sentCases = sentCases
        self.referencedCases = referencedCases
    }

    /// The key of a case passed to a method in `sentCases`.
    public static func sentCase(_ method: String, _ caseName: String) -> String { method + "\u{1}" + caseName }

    /// The same facts in arrays of the room they need: arrays grown by appending keep up to twice
    /// it, and a project's facts are all held at once while the index is built.
    mutating func compact() {
        types.shrinkToFit()
        for position in types.indices {
            types[position].properties.shrinkToFit()
            types[position].methods.shrinkToFit()
        }
        memberWrites.shrinkToFit()
        constructionLabels.shrinkToFit()
        memberBindings.shrinkToFit()
        memberStreamUses.shrinkToFit()
        callbackHandoffs.shrinkToFit()
        nonisolatedUses.shrinkToFit()
        nonisolatedChains.shrinkToFit()
        protocols.shrinkToFit()
        mutatingMethods.shrinkToFit()
        isolationUses.shrinkToFit()
        extensionMembers.shrinkToFit()
    }
}

extension FileFacts {
    /// The same facts with their repeated strings (qualified type names, owners, chain roots)
    /// replaced by `share`'s, which hands out one string per spelling across the project's files.
    public mutating func shareStrings(_ share: (String) -> String) {
        for position in types.indices {
            types[position].name = share(types[position].name)
            types[position].inheritance = types[position].inheritance.map(share)
            for index in types[position].properties.indices {
                types[position].properties[index].typeName = share(types[position].properties[index].typeName)
                types[position].properties[index].elementTypeName = share(types[position].properties[index].elementTypeName)
            }
            if !types[position].methodReturnTypes.isEmpty { types[position].methodReturnTypes = types[position].methodReturnTypes.mapValues(share) }
            if !types[position].computedPropertyTypes.isEmpty {
                types[position].computedPropertyTypes = types[position].computedPropertyTypes.mapValues(share)
            }
        }
        for position in memberWrites.indices {
            memberWrites[position].owner = share(memberWrites[position].owner)
            memberWrites[position].rootType = share(memberWrites[position].rootType)
        }
        for position in nonisolatedUses.indices {
            nonisolatedUses[position].owner = share(nonisolatedUses[position].owner)
            nonisolatedUses[position].scope = share(nonisolatedUses[position].scope)
        }
        for position in nonisolatedChains.indices {
            nonisolatedChains[position].user = share(nonisolatedChains[position].user)
            nonisolatedChains[position].owner = share(nonisolatedChains[position].owner)
            nonisolatedChains[position].rootType = share(nonisolatedChains[position].rootType)
            nonisolatedChains[position].links = share(nonisolatedChains[position].links)
        }
        for position in constructionLabels.indices {
            constructionLabels[position].type = share(constructionLabels[position].type)
        }
    }
}

extension Array {
    /// Moves the elements into a buffer of their count when the current one has room to spare.
    mutating func shrinkToFit() {
        guard capacity > count else { return }
        guard !isEmpty else { self = []; return }
        var fitted: [Element] = []
        fitted.reserveCapacity(count)
        fitted.append(contentsOf: self)
        self = fitted
    }
}

public enum FactExtractor {
    /// Reads the facts of one file from its outline.
    public static func facts(of outline: SourceOutline, path: String, isTestFile: Bool) -> FileFacts {
        var types: [FileFacts.TypeFact] = []
        var staticMembers: [FileFacts.StaticMembers] = []
        // Found only when a type is named as a preview, so most files never walk their tokens for it.
        var debugOnly: [Range<Int>]?
        var aliases: [String] = []
        var typeAliases: [String: String] = [:]
        var typeAliasArguments: [String: [String]] = [:]
        var usesObservableObject = false
        var declaresFreeReducer = false
        var protocols: [FileFacts.ProtocolFact] = []
        // The declaration of each type fact, in step with `types`.
        var typeDeclarations: [Range<Int>] = []
        /// The file's main-actor closures, read once when a class first has a `deinit` or an override.
        var mainActorClosures: [Range<Int>]?
        var isolation = MainActorContexts.IsolationFacts()
        for (position, declaration) in outline.declarations.enumerated() {
            if !declaresFreeReducer, declaration.parent == nil, declaration.kind == .function {
                declaresFreeReducer = FreeReducers.isReducer(declaration, outline)
            }
            if !usesObservableObject, declaration.kind == .variable || declaration.kind.isType {
                usesObservableObject = declaration.attributes.contains { ObservableObjectMarks.wrappers.contains(outline.name(of: $0)) }
                    || declaration.inheritance.contains { QualifiedNames.simpleName(TypeReading.path(of: $0, outline).path) == "ObservableObject" }
            }
            if declaration.kind == .typealias, let name = outline.name(of: declaration) {
                if TypeReading.isCallbackAlias(declaration, outline) {
                    aliases.append(name)
                } else if let target = TypeReading.aliasTarget(declaration, outline), let qualified = QualifiedNames.path(of: position, in: outline) {
                    typeAliases[qualified] = target
                    let arguments = TypeReading.aliasArguments(declaration, outline)
                    if !arguments.isEmpty { typeAliasArguments[qualified] = arguments }
                }
            }
            if declaration.kind == .protocol, let name = QualifiedNames.path(of: position, in: outline) {
                var proto = FileFacts.ProtocolFact(
                    name: name, inheritance: declaration.inheritance.map { TypeReading.path(of: $0, outline).path },
                    isMainActor: outline.attribute(named: "MainActor", on: declaration) != nil,
                    hasRequirements: !outline.members(of: declaration).isEmpty)
                for member in outline.members(of: declaration) where member.kind == .variable {
                    for binding in member.bindings {
                        guard let accessors = binding.accessors,
                              accessors.contains(where: { outline.tokens[$0].keyword == .set }) else { continue }
                        proto.settableProperties.append(outline.text(binding.nameToken))
                    }
                }
                protocols.append(proto)
            }
            guard let kind = typeKind(declaration.kind) else { continue }
            guard let name = QualifiedNames.path(of: position, in: outline) else { continue }
            let members = outline.members(of: declaration)
            var inPreview = false
            var parent = declaration.parent
            while let index = parent, !inPreview {
                inPreview = outline.declarations[index].inheritance.contains { outline.text($0).hasSuffix("PreviewProvider") }
                parent = outline.declarations[index].parent
            }
            // A debug-only type named as a preview (`LoginPreviewView` under `#if DEBUG`) is a
            // host for previews, scaffolding like a `PreviewProvider`.
            if !inPreview, ByteText.contains(name, "Preview") {
                let regions = debugOnly ?? debugRegions(outline)
                debugOnly = regions
                inPreview = regions.contains { $0.contains(declaration.keywordToken) }
            }
            types.append(FileFacts.TypeFact(
                name: name,
                kind: kind,
                inheritance: declaration.inheritance.map { TypeReading.path(of: $0, outline).path },
                attributes: declaration.attributes.map { outline.name(of: $0) } + isolatedConformances(declaration, outline),
                properties: declaration.kind == .extension ? [] : storedProperties(members, outline),
                nestedTypes: members.filter { $0.kind.isType || $0.kind == .typealias }.compactMap { outline.name(of: $0) },
                methods: methods(members, outline),
                inPreview: inPreview))
            typeDeclarations.append(declaration.tokens)
            types[types.count - 1].isPublic = declaration.hasModifier(.public) || declaration.hasModifier(.open)
            types[types.count - 1].hasMembers = !members.isEmpty
            types[types.count - 1].reducedStates = reducedStates(members, outline)
            types[types.count - 1].hasBehavior = members.contains { member in
                member.kind == .function && !member.hasModifier(.private) && !member.hasModifier(.fileprivate) && !member.hasModifier(.static)
                    || member.kind == .initializer && !member.parameters.isEmpty
            }
            var initializerParameters: [String] = []
            for initializer in members where initializer.kind == .initializer {
                for parameter in initializer.parameters {
                    guard let label = (parameter.label ?? parameter.name).map(outline.text), label != "_", let type = parameter.type else { continue }
                    let written = TypeReading.path(of: type, outline).path
                    if !written.isEmpty, !initializerParameters.contains(label + "\u{1}" + written) { initializerParameters.append(label + "\u{1}" + written) }
                }
            }
            types[types.count - 1].initializerParameters = initializerParameters
            types[types.count - 1].hasCode = members.contains { member in
                switch member.kind {
                case .function, .initializer, .deinitializer, .subscript: return true
                case .variable: return member.bindings.contains { $0.accessors != nil }
                default: return false
                }
            }
            types[types.count - 1].isEntity = declaration.inheritance.contains {
                Self.entityConformances.contains(QualifiedNames.simpleName(TypeReading.path(of: $0, outline).path))
            } || declaration.attributes.contains { outline.name(of: $0) == "Model" }
            if let body = declaration.body {
                let read = bodyReading(body, outline)
                types[types.count - 1].presentationItems = read.presentationItems
                types[types.count - 1].announcesChanges = read.announcesChanges
            }
            if let clause = declaration.genericParameters {
                types[types.count - 1].genericParameters = TypeReading.genericParameterNames(clause, outline)
                // `struct Content<Model: LaunchProtocol>: View { @ObservedObject var model: Model }`
                // holds a `LaunchProtocol`, as far as the compiler knows.
                let constraints = TypeReading.genericConstraints(clause, whereClause: declaration.whereClause, outline)
                for (position, property) in types[types.count - 1].properties.enumerated() {
                    if let constraint = constraints[property.typeName] {
                        types[types.count - 1].properties[position].typeName = constraint
                        types[types.count - 1].properties[position].isTypedByConstraint = true
                    }
                }
            }
            if declaration.kind == .class, let base = declaration.inheritance.first {
                types[types.count - 1].baseArguments = TypeReading.genericArguments(of: base, outline)
            }
            (types[types.count - 1].computedPropertyTypes, types[types.count - 1].memberCasts) = computedProperties(members, outline)
            let statics = FileFacts.StaticMembers(type: types.count - 1, propertyTypes: staticProperties(members, ownName: name, outline),
                                                  propertyChains: propertyChains(members, outline),
                                                  methodTypes: staticMethods(members, ownName: name, outline))
            if !statics.propertyTypes.isEmpty || !statics.propertyChains.isEmpty || !statics.methodTypes.isEmpty { staticMembers.append(statics) }
            types[types.count - 1].methodReturnTypes = returnTypes(members.filter { !$0.hasModifier(.static) && !$0.hasModifier(.class) },
                                                                  arrays: true, outline)
            if declaration.kind != .extension {
                typeByOwnFactories(&types[types.count - 1], members: members, outline)
            }
            types[types.count - 1].isStaticOnly = members.contains { $0.hasModifier(.static) }
                && members.allSatisfy { $0.hasModifier(.static) || $0.hasModifier(.class) || $0.kind.isType || $0.kind == .typealias }
            if declaration.kind == .enum {
                types[types.count - 1].cases = members.filter { $0.kind == .enumCase }.flatMap { $0.caseElements.map { outline.text($0.nameToken) } }
            }
            if declaration.kind == .class {
                if mainActorClosures == nil, members.contains(where: { $0.kind == .deinitializer || $0.hasModifier(.override) }) {
                    mainActorClosures = MainActorContexts.mainActorClosures(outline)
                }
                let onMain = mainActorClosures ?? []
                types[types.count - 1].deinitIsolatedUseLine = MainActorContexts.deinitIsolatedUse(in: declaration, onMain: onMain, outline) ?? 0
                if let (name, line) = MainActorContexts.overrideIsolatedUse(in: declaration, onMain: onMain, outline) {
                    types[types.count - 1].overrideIsolatedUse = name
                    types[types.count - 1].overrideIsolatedUseLine = line
                }
                MainActorContexts.undeclaredIsolatedUses(in: declaration, onMain: onMain, outline, type: types.count - 1,
                                                         into: &isolation)
            } else if declaration.kind == .extension {
                for hash in MainActorContexts.isolatedMemberHashes(of: declaration, outline) {
                    isolation.extensionMembers.append(UInt64(types.count - 1) << 32 | UInt64(hash))
                }
            }
        }
        markPreviewOnlyTypes(&types, outline)
        markUnwrittenBindings(&types, outline)
        var facts = FileFacts(path: path, types: types, isTestFile: isTestFile)
        facts.previewMentions = PreviewScaffolding.mentions(outline, scaffolds: types.indices.filter { types[$0].inPreview }.map { typeDeclarations[$0] })
        facts.callbackAliases = aliases
        facts.staticMembers = staticMembers
        facts.typeAliases = typeAliases
        facts.typeAliasArguments = typeAliasArguments
        facts.functionReturnTypes = returnTypes(outline.declarations.filter { $0.parent == nil }, arrays: true, outline)
        facts.protocols = protocols
        // One reading of chain roots for the writes and the uses off the main actor: they
        // start at the same locals.
        var chainRoots = ChainRoots(outline)
        facts.memberWrites = MemberWriteFacts.extract(outline, roots: &chainRoots)
        facts.keyPathParameters = MemberWriteFacts.keyPathParameters(outline)
        (facts.isolationUses, facts.isolationPlaces, facts.isolationPlaceTypes, facts.extensionMembers)
            = (isolation.uses, isolation.places, isolation.placeTypes, isolation.extensionMembers)
        facts.mutatingMethods = mutatingMethods(outline)
        facts.layoutForwards = LayoutReporters.forwards(outline)
        facts.constructionLabels = ConstructionFacts.extract(outline)
        facts.memberBindings = memberBindings(outline)
        facts.usesObservableObject = usesObservableObject
        facts.declaresFreeReducer = declaresFreeReducer
        facts.memberStreamUses = memberStreamUses(outline, roots: &chainRoots)
        facts.callbackHandoffs = CallbackHandoffs.extract(outline, roots: &chainRoots)
        if isTestFile { readTestFacts(outline, into: &facts) }
        if path == "Package.swift" || path.hasSuffix("/Package.swift") { facts.packageTargets = PackageManifest.targets(outline) }
        facts.hasDirectives = hasDirective(outline.file)
        (facts.nonisolatedUses, facts.nonisolatedChains) = MainActorContexts.nonisolatedMentions(outline, roots: &chainRoots)
        facts.compact()
        return facts
    }

    /// Marks the `@Binding` properties of the file's types that no code of the file writes. A
    /// name is written where any chain starting at it (or at `self.` it) assigns, calls a method
    /// (which may mutate), or is passed `inout`, and wherever `$name` or `_name` is spelled — in
    /// any type of the file: a namesake's write only keeps a binding counted as written.
    static func markUnwrittenBindings(_ types: inout [FileFacts.TypeFact], _ outline: SourceOutline) {
        var names = Set<String>()
        for type in types { for property in type.properties where property.attributes.contains("Binding") { names.insert(property.name) } }
        guard !names.isEmpty else { return }
        let tokens = outline.tokens, bytes = outline.file.bytes
        // Most identifiers are none of the names: their lengths (and a `$`/`_` prefix's) skip them.
        var lengths = Set<Int>()
        for name in names { lengths.insert(name.utf8.count); lengths.insert(name.utf8.count + 1) }
        var written = Set<String>()
        for index in tokens.indices where tokens[index].kind == .identifier && lengths.contains(tokens[index].length) {
            let text = outline.text(index)
            let first = bytes[Int(tokens[index].start)]
            if first == UInt8(ascii: "$") || first == UInt8(ascii: "_") {
                let name = String(text.dropFirst())
                if names.contains(name) { written.insert(name) }
                continue
            }
            guard names.contains(text), !written.contains(text) else { continue }
            // The chain it starts, or `self.` it: a member of something else is another value.
            var base = index
            if index > 0, tokens[index - 1].kind == .period {
                guard index > 1, tokens[index - 2].keyword == .self else { continue }
                base = index - 2
            }
            guard let chain = outline.postfixChain(at: base, end: tokens.count) else { continue }
            var components = chain.components[...]
            if base != index { components = components.dropFirst() }
            let passedInout = base > 0 && tokens[base - 1].kind == .operator && outline.text(base - 1) == "&"
            let calledOn = components.contains { if case .call = $0 { return true } else { return false } }
                && components.contains { if case .member = $0 { return true } else { return false } }
            if chain.assignmentOperator != nil || passedInout || calledOn { written.insert(text) }
        }
        for typeIndex in types.indices {
            for position in types[typeIndex].properties.indices where types[typeIndex].properties[position].attributes.contains("Binding") {
                types[typeIndex].properties[position].isUnwrittenBinding = !written.contains(types[typeIndex].properties[position].name)
            }
        }
    }

    /// A `private` or `fileprivate` type this file names only inside its previews (`#Preview`, a
    /// `PreviewProvider`): nothing else can see it, so it is preview scaffolding, a mock the
    /// previews show (`private final class MockSettingsViewModel`), like a type declared in one.
    static func markPreviewOnlyTypes(_ types: inout [FileFacts.TypeFact], _ outline: SourceOutline) {
        let declarations = outline.declarations
        let previews = declarations.filter { isPreview($0, outline) }.map(\.tokens)
        guard !previews.isEmpty else { return }
        for declaration in declarations where declaration.parent == nil && declaration.kind.isType && declaration.kind != .extension
            && (declaration.hasModifier(.private) || declaration.hasModifier(.fileprivate)) {
            guard let name = outline.name(of: declaration), let position = types.firstIndex(where: { $0.name == name && !$0.isExtension }),
                  !types[position].inPreview else { continue }
            var named = false, elsewhere = false
            // Compared by hash first: a string for every name of the file was most of this.
            let hash = SourceOutline.spellingHash(name)
            for index in outline.tokens.indices where outline.tokens[index].kind == .identifier && !declaration.tokens.contains(index) {
                guard outline.spellingHash(index) == hash, outline.text(index) == name else { continue }
                if previews.contains(where: { $0.contains(index) }) { named = true } else { elsewhere = true; break }
            }
            if named && !elsewhere { types[position].inPreview = true }
        }
    }

    /// A preview: a `#Preview { … }`, or a type conforming to a `PreviewProvider`.
    static func isPreview(_ declaration: Declaration, _ outline: SourceOutline) -> Bool {
        declaration.kind == .macroExpansion && outline.name(of: declaration) == "Preview"
            || declaration.inheritance.contains { outline.text($0).hasSuffix("PreviewProvider") }
    }

    /// Token ranges inside `#if DEBUG … #endif` (up to its `#else`), at any nesting.
    static func debugRegions(_ outline: SourceOutline) -> [Range<Int>] {
        let tokens = outline.tokens
        var regions: [Range<Int>] = []
        var open: [(start: Int, isDebug: Bool)] = []
        for index in tokens.indices where tokens[index].kind == .poundKeyword {
            switch tokens[index].keyword {
            case .poundIf:
                let isDebug = index + 1 < tokens.count && tokens[index + 1].kind == .identifier && outline.text(index + 1) == "DEBUG"
                open.append((index, isDebug))
            case .poundElse, .poundElseif:
                if let last = open.popLast() {
                    if last.isDebug { regions.append(last.start..<index) }
                    open.append((index, false))
                }
            case .poundEndif:
                if let last = open.popLast(), last.isDebug { regions.append(last.start..<index) }
            default:
                break
            }
        }
        return regions
    }

    public static func typeKind(_ kind: Declaration.Kind) -> FileFacts.TypeKind? {
        switch kind {
        case .class: return .class
        case .struct: return .struct
        case .enum: return .enum
        case .actor: return .actor
        case .extension: return .extension
        default: return nil
        }
    }

    /// What makes a type an entity the app stores or exchanges (with SwiftData's `@Model`).
    static let entityConformances: Set<String> = ["Codable", "Decodable", "Encodable", "NSManagedObject",
                                                  // ObjectMapper's models.
                                                  "Mappable", "ImmutableMappable"]

    /// Static members that hand out one existing instance (`ThemeModel.shared`, `.standard`).
    static let singletonAccessors: Set<String> = ["shared", "standard", "default", "current", "main", "instance", "sharedInstance"]

    /// Conformances written main-actor (`class Pump: @MainActor Stoppable`, SE-0470), kept among
    /// the type's attributes as `@MainActor Stoppable`: a type with none pays nothing for them.
    static func isolatedConformances(_ declaration: Declaration, _ outline: SourceOutline) -> [String] {
        declaration.inheritance.compactMap { range in
            guard outline.tokens[range.lowerBound].kind == .atSign, range.count > 1, outline.text(range.lowerBound + 1) == "MainActor" else { return nil }
            return FileFacts.isolatedConformanceMark + TypeReading.path(of: range, outline).path
        }
    }

    static func storedProperties(_ members: LazyMapCollection<MemberIndices, Declaration>, _ outline: SourceOutline) -> [FileFacts.PropertyFact] {
        var result: [FileFacts.PropertyFact] = []
        // One stored list per distinct set of attributes: generated types repeat the same
        // `@Published` on every property, and the facts outlive the file's outline.
        var sharedAttributes: [[String]: [String]] = [:]
        for member in members where member.kind == .variable && !member.hasModifier(.static) && !member.hasModifier(.class) {
            let names = member.attributes.map { outline.name(of: $0) }
            let attributes = sharedAttributes[names, default: names]
            sharedAttributes[names] = attributes
            let isPrivate = member.modifiers.contains { ($0.keyword == .private || $0.keyword == .fileprivate) && $0.detail == nil }
            for binding in member.bindings where binding.isStored(in: outline.tokens) {
                var type = TypeReading.type(of: binding, outline)
                if type.path.isEmpty, let environment = member.attributes.first(where: { outline.name(of: $0) == "Environment" }) {
                    type.path = TypeReading.environmentType(environment, outline) ?? ""
                }
                // `= ThemeModel.shared`, `= Model.emptyState` name their type as an annotation
                // would. What they hand out is an existing instance — a singleton's accessor, or a
                // container's member (`CurrentEnv.updateViewModel`) — unless a view model's type
                // builds one of its own (`ComposeViewModel.emptyState`, a fresh placeholder).
                let annotated = binding.type == nil ? "" : QualifiedNames.simpleName(type.path)
                let staticMember = binding.initializer.flatMap { TypeReading.sharedInstance(in: $0, outline) }
                let isSingletonAccessor = staticMember != nil
                    && binding.initializer.map { Self.singletonAccessors.contains(outline.text($0.upperBound - 1)) } == true
                let shared = staticMember.flatMap { qualifier -> String? in
                    let simple = QualifiedNames.simpleName(qualifier)
                    let ownFactory = annotated.isEmpty ? simple.hasSuffix("ViewModel") : annotated == simple
                    return isSingletonAccessor || !ownFactory ? qualifier : nil
                }
                // The member's own type is unknown: `X.emptyState` is an `X`, `X.defaultColor` is not.
                // Only a singleton's accessor, or a property named as a model (`var viewModel =
                // ComposeViewModel.emptyState`), is taken to hold the qualifying type.
                let propertyName = outline.text(binding.nameToken)
                if type.path.isEmpty, let staticMember,
                   isSingletonAccessor || propertyName.lowercased().hasSuffix("model") || propertyName == "vm" {
                    type.path = staticMember
                }
                var property = FileFacts.PropertyFact(name: propertyName, typeName: type.path,
                                                      genericArgument: type.genericArgument, attributes: attributes)
                property.isPrivate = isPrivate
                property.isSharedInstance = shared != nil
                property.isConstant = outline.tokens[member.keywordToken].keyword == .let
                property.isPublic = member.modifiers.contains { ($0.keyword == .public || $0.keyword == .open) && $0.detail == nil }
                property.isWeak = member.hasModifier(.weak) || member.hasModifier(.unowned)
                if let annotation = binding.type {
                    property.elementTypeName = TypeReading.elementType(of: annotation, outline)
                    property.isProvider = TypeReading.isFunction(annotation, outline) && !TypeReading.isCallback(annotation, outline)
                } else if let value = binding.initializer, let element = TypeReading.constructedArrayElement(in: value, outline) {
                    // `var rows = [Row]()`
                    property.elementTypeName = MemberTypes.marked(element)
                }
                result.appendGrowingGently(property)
            }
        }
        return result
    }

    /// `private lazy var actionButton = makeActionButton()`: an unannotated stored property whose
    /// whole initial value calls a method of the type's own — declared in its body or in an
    /// extension of it in the same file — has the type that method declares it returns (not an
    /// array or a generic type, whose members the chains then read another way).
    static func typeByOwnFactories(_ type: inout FileFacts.TypeFact, members: LazyMapCollection<MemberIndices, Declaration>,
                                   _ outline: SourceOutline) {
        guard type.properties.contains(where: { $0.typeName.isEmpty }) else { return }
        var extensionReturnTypes: [String: String]?
        for member in members where member.kind == .variable && !member.hasModifier(.static) && !member.hasModifier(.class) {
            for binding in member.bindings where binding.type == nil && binding.isStored(in: outline.tokens) {
                // The shape first: most initial values are literals or constructions.
                guard let value = binding.initializer, outline.tokens[value.lowerBound].kind == .identifier,
                      !outline.isCapitalized(value.lowerBound),
                      let call = outline.postfixChain(at: value.lowerBound, end: value.upperBound),
                      call.tokens == value, outline.startsAtName(call), call.components.count == 1,
                      case .call = call.components[0] else { continue }
                let name = outline.text(binding.nameToken)
                guard let position = type.properties.firstIndex(where: { $0.name == name }), type.properties[position].typeName.isEmpty else { continue }
                let method = outline.text(call.base)
                if type.methodReturnTypes[method] == nil, extensionReturnTypes == nil {
                    let extensions = outline.declarations.indices.filter { index in
                        outline.declarations[index].kind == .extension && QualifiedNames.path(of: index, in: outline) == type.name
                    }
                    extensionReturnTypes = returnTypes(extensions.flatMap { outline.members(of: outline.declarations[$0]) }
                        .filter { !$0.hasModifier(.static) && !$0.hasModifier(.class) }, arrays: true, outline)
                }
                guard let returned = type.methodReturnTypes[method] ?? extensionReturnTypes?[method], !returned.isEmpty,
                      !returned.hasSuffix(MemberTypes.arrayMark), !returned.hasSuffix(MemberTypes.genericMark) else { continue }
                type.properties[position].typeName = returned
            }
        }
    }

    /// Functions' declared return types by name (`func prepareWebView() -> WKWebView`); a name
    /// declared with different return types, or a generic or `Self` one, maps to "": the call's
    /// type is then unknown, also where another file's declarations of the name are merged in.
    /// - Parameter selfType: for static methods, the type `-> Self` names (a static call's
    ///   receiver is that type itself); nil for instance methods, whose `Self` a subclass decides.
    static func returnTypes<C: Collection>(_ declarations: C, selfType: String? = nil, arrays: Bool = false,
                                           _ outline: SourceOutline) -> [String: String]
    where C.Element == Declaration {
        var result: [String: String] = [:], ambiguous = Set<String>()
        for declaration in declarations where declaration.kind == .function {
            guard let name = outline.name(of: declaration), let returned = declaration.returnType else { continue }
            var written = TypeReading.path(of: returned, outline)
            // `-> [MovieList]`, when asked: the element, marked `[]` (`MemberTypes.arrayMark`).
            var arrayMark = ""
            if arrays, written.path.isEmpty, let element = TypeReading.arrayElement(of: returned, outline) {
                written = element
                arrayMark = MemberTypes.arrayMark
            }
            var path = written.path
            if let selfType, returned.count == 1, outline.tokens[returned.lowerBound].keyword == .Self { path = selfType }
            // `-> T` of `func make<T>()` and `-> Self` stand for types the call site decides.
            let head = path.split(separator: ".").first.map(String.init) ?? path
            let generic = head == "Self" || declaration.genericParameters.map { TypeReading.genericParameterNames($0, outline).contains(head) } == true
            // `-> Binding<Settings>`: marked, as another module's generic type may hand out a project value.
            if written.isGeneric, path == written.path { path = MemberTypes.marked(written) }
            if !path.isEmpty { path += arrayMark }
            if path.isEmpty || generic || result[name].map({ $0 != path }) == true { ambiguous.insert(name) }
            result[name] = path
        }
        for name in ambiguous { result[name] = "" }
        return result
    }

    /// Computed instance properties whose type is written (`var state: State { … }` → `State`),
    /// and those that hand back a member cast (`{ viewModel as? SearchViewModel }` → `viewModel`).
    static func computedProperties(_ members: LazyMapCollection<MemberIndices, Declaration>,
                                   _ outline: SourceOutline) -> (types: [String: String], casts: [String: String]) {
        var types: [String: String] = [:], casts: [String: String] = [:]
        for member in members where member.kind == .variable && !member.hasModifier(.static) && !member.hasModifier(.class) {
            for binding in member.bindings where !binding.isStored(in: outline.tokens) {
                guard let type = binding.type else { continue }
                let written = TypeReading.path(of: type, outline)
                guard !written.path.isEmpty else { continue }
                let name = outline.text(binding.nameToken)
                types[name] = MemberTypes.marked(written)
                if let accessors = binding.accessors, let cast = TypeReading.castMember(inAccessors: accessors, outline) { casts[name] = cast }
            }
        }
        return (types, casts)
    }

    /// The standard library's and SDK's value types, and a function spelled like one
    /// (`NSLocalizedString(…)`), that a static property may hold: never a project type.
    static let valueTypes: Set<String> = ["String", "Int", "Bool", "Double", "Float", "CGFloat", "TimeInterval", "Date", "URL",
                                          "UUID", "Data", "CGSize", "CGPoint", "CGRect", "UIColor", "NSColor", "Color", "UIFont",
                                          "NSFont", "Font", "UIImage", "NSImage", "Image", "UIEdgeInsets", "EdgeInsets", "Notification.Name",
                                          "NSLocalizedString"]

    /// Static and class methods' declared return types by name (see `StaticMembers.methodTypes`),
    /// but for operators and methods returning a standard value, which start no chain.
    static func staticMethods(_ members: LazyMapCollection<MemberIndices, Declaration>, ownName: String,
                              _ outline: SourceOutline) -> [String: String] {
        returnTypes(members.filter { $0.hasModifier(.static) || $0.hasModifier(.class) }, selfType: ownName, outline)
            .filter { name, type in name.first?.isLetter == true && type != "Void" && !Self.valueTypes.contains(type) }
    }

    /// Stored instance properties set from a chain through a static member, by name (see
    /// `StaticMembers.propertyChains`).
    static func propertyChains(_ members: LazyMapCollection<MemberIndices, Declaration>, _ outline: SourceOutline) -> [String: String] {
        var chains: [String: String] = [:]
        for member in members where member.kind == .variable && !member.hasModifier(.static) && !member.hasModifier(.class) {
            for binding in member.bindings where binding.type == nil {
                guard let value = binding.initializer, let chain = TypeReading.staticChain(in: value, outline) else { continue }
                chains[outline.text(binding.nameToken)] = chain
            }
        }
        return chains
    }

    /// Static and class properties' types, as written or constructed ("" for the type itself).
    /// The standard library's and SDK's value types (`static let spacing: CGFloat = 8`) hold no
    /// project members, and a type's many instances of itself are a generated table (an icon set's
    /// 7,000 `static let`s), not a singleton's `shared` or a few presets: both are left out, as
    /// they would only weigh on memory — a chain through them stays unknown.
    static func staticProperties(_ members: LazyMapCollection<MemberIndices, Declaration>, ownName: String,
                                 _ outline: SourceOutline) -> [String: String] {
        var types: [String: String] = [:]
        // Instances of its own type are named only when there are few: a generated table of
        // thousands (`static let abacusIcon = Icons(…)`) is no set of shared instances.
        var ownInstances: [Int] = []
        let simpleOwnName = QualifiedNames.simpleName(ownName)
        for member in members where member.kind == .variable && (member.hasModifier(.static) || member.hasModifier(.class)) {
            for binding in member.bindings {
                let written = TypeReading.type(of: binding, outline)
                let path = written.path
                guard !path.isEmpty, !Self.valueTypes.contains(path) else { continue }
                if path == "Self" || path == ownName || path == simpleOwnName {
                    ownInstances.append(binding.nameToken)
                } else {
                    types[outline.text(binding.nameToken)] = MemberTypes.marked(written)
                }
            }
        }
        if ownInstances.count <= Self.mostOwnInstances {
            for token in ownInstances { types[outline.text(token)] = "" }
        }
        return types
    }

    static let mostOwnInstances = 8

    /// One-parameter methods the view could call with an action — not private, returning nothing,
    /// or returning the new state (`func respond(to action: Action) -> State`, a reducer that
    /// hands back what it made) — and whether each switches over its parameter. The switch is only
    /// looked for when the parameter's type could be an action (`…Action`, or a type nested here).
    static func methods(_ members: LazyMapCollection<MemberIndices, Declaration>, _ outline: SourceOutline) -> [FileFacts.MethodFact] {
        var result: [FileFacts.MethodFact] = []
        let nestedNames = Set(members.filter { $0.kind.isType }.compactMap { outline.name(of: $0) })
        // Closure properties (`var onAction: ((Action) -> Void)?`): calling one reports upward.
        // Read only for a method that may forward its action.
        var callbacks: Set<String>?
        func closureProperties() -> Set<String> {
            if callbacks == nil { callbacks = TypeReading.closureProperties(members, outline) }
            return callbacks!
        }
        for member in members where member.kind == .function && member.parameters.count == 1 && !member.hasModifier(.static)
            && !member.hasModifier(.private) && !member.hasModifier(.fileprivate) {
            let returned = member.returnType.map { TypeReading.path(of: $0, outline).path }
            let returnsNothing = member.returnType.map { ["Void", "()"].contains(outline.text($0)) } ?? true
            let returnsState = returned.map { QualifiedNames.simpleName($0).hasSuffix("State") } ?? false
            guard returnsNothing || returnsState, let name = outline.name(of: member), let parameter = member.parameters.first,
                  let typeRange = parameter.type else { continue }
            let parameterType = TypeReading.path(of: typeRange, outline).path
            let last = QualifiedNames.simpleName(parameterType)
            var switches = false
            if last.hasSuffix("Action") || nestedNames.contains(last), let body = member.body, let parameterName = parameter.name {
                let name = outline.text(parameterName)
                // Or hands an action on whole to the reducer behind it (`handler.process(action:
                // action, in: self)`), returning nothing.
                switches = !Reducers.switches(in: body, over: name, outline).isEmpty
                    || returnsNothing && last.hasSuffix("Action") && Reducers.forwards(in: body, name, callbacks: closureProperties(), outline)
            }
            // A method returning a state is a reducer only when it switches over the action.
            guard returnsNothing || switches else { continue }
            result.append(FileFacts.MethodFact(name: name, parameterType: parameterType, switchesOverParameter: switches))
        }
        return result
    }

    /// One pass over a type's body for what its identifiers say: `item: $name` — SwiftUI's
    /// presentations (`sheet`, `fullScreenCover`, `popover`, `navigationDestination`) take the
    /// binding of an optional they show while it holds a value — and `objectWillChange`.
    static func bodyReading(_ body: Range<Int>, _ outline: SourceOutline) -> (presentationItems: [String], announcesChanges: Bool) {
        let tokens = outline.tokens, bytes = outline.file.bytes
        var names: [String] = [], announces = false
        for index in body where tokens[index].kind == .identifier {
            let first = bytes[Int(tokens[index].start)]
            if !announces, first == UInt8(ascii: "o"), outline.text(index) == "objectWillChange" { announces = true; continue }
            // `item: $detail)` or `item: $detail,` — not `item: $context.detail`, a member's binding.
            guard first == UInt8(ascii: "i"), index + 3 < body.upperBound, tokens[index + 1].kind == .colon,
                  tokens[index + 2].kind == .identifier, bytes[Int(tokens[index + 2].start)] == UInt8(ascii: "$"),
                  tokens[index + 3].kind == .rightParen || tokens[index + 3].kind == .comma, outline.text(index) == "item" else { continue }
            let name = String(outline.text(index + 2).dropFirst())
            if !names.contains(name) { names.append(name) }
        }
        return (names, announces)
    }

    /// `func reduce(state: S, with action: A) -> S` (static or not): the `S`s, as written.
    static func reducedStates(_ members: LazyMapCollection<MemberIndices, Declaration>, _ outline: SourceOutline) -> [String] {
        var states: [String] = []
        for member in members where member.kind == .function && outline.name(of: member) == "reduce" {
            guard let parameter = member.parameters.first, let label = parameter.label ?? parameter.name,
                  outline.text(label) == "state", let typeRange = parameter.type, let returnRange = member.returnType else { continue }
            let state = TypeReading.path(of: typeRange, outline).path
            if !state.isEmpty, state == TypeReading.path(of: returnRange, outline).path, !states.contains(state) { states.append(state) }
        }
        return states
    }

    static func mutatingMethods(_ outline: SourceOutline) -> [String] {
        var names = Set<String>()
        for declaration in outline.declarations where declaration.kind == .function && declaration.hasModifier(.mutating) {
            if let name = outline.name(of: declaration) { names.insert(name) }
        }
        return names.sorted()
    }

    /// `$receiver.member` (not `$0.member`, not `a.$b.c`), each once per owner, receiver and member.
    static func memberBindings(_ outline: SourceOutline) -> [FileFacts.MemberBinding] {
        let tokens = outline.tokens
        var bindings: [FileFacts.MemberBinding] = []
        var seen = Set<String>()
        var locator: DeclarationLocator?
        var index = 2
        while index < tokens.count {
            defer { index += 1 }
            guard tokens[index].kind == .identifier, tokens[index - 1].kind == .period,
                  !tokens[index - 1].flags.contains(.hasLeadingTrivia) else { continue }
            let receiver = tokens[index - 2]
            guard receiver.kind == .identifier, outline.file.bytes[Int(receiver.start)] == UInt8(ascii: "$"),
                  receiver.end - receiver.start > 1 else { continue }
            if index >= 3, tokens[index - 3].kind == .period { continue }
            if locator == nil { locator = DeclarationLocator(outline) }
            var current = locator!.innermost(at: Int(receiver.start))
            while let position = current, !outline.declarations[position].kind.isType { current = outline.declarations[position].parent }
            guard let position = current, let owner = QualifiedNames.path(of: position, in: outline) else { continue }
            var receiverName = outline.text(index - 2)
            receiverName.removeFirst()
            let member = outline.text(index)
            guard seen.insert(owner + "\u{1}" + receiverName + "\u{1}" + member).inserted else { continue }
            bindings.append(FileFacts.MemberBinding(member: member, receiver: receiverName, owner: owner))
        }
        return bindings
    }

    /// Calls that push a value into a stream.
    static let pushMethods: Set<String> = ["onNext", "onCompleted", "onError", "on", "accept", "send"]
    /// Calls that observe a stream, or start a chain of operators that ends in a subscription.
    static let observeMethods: Set<String> = [
        "subscribe", "bind", "drive", "emit", "sink", "assign", "observe", "receive", "asObservable", "asDriver",
        "asSignal", "eraseToAnyPublisher", "map", "compactMap", "flatMap", "flatMapLatest", "filter", "distinctUntilChanged",
        "removeDuplicates", "skip", "take", "debounce", "throttle", "startWith", "observeOn", "subscribeOn", "share",
    ]
    /// Calls that push what they are given into the stream passed to them: `x.bind(to: vm.name)`.
    static let pushTargets: Set<String> = ["bind", "drive", "emit", "subscribe", "assign"]

    /// `receiver.member.op(` or `receiver.member.op {`, also through the member's published
    /// value (`receiver.member.$value.sink {`): a linear token scan like `memberWrites`.
    /// `roots` reads what a receiver name is bound to, as the member writes do.
    static func memberStreamUses(_ outline: SourceOutline, roots: inout ChainRoots) -> [FileFacts.MemberStreamUse] {
        let tokens = outline.tokens
        var uses: [FileFacts.MemberStreamUse] = []
        var seen = Set<String>()
        var locator: DeclarationLocator?
        /// The type a parameter or local of the receiver's name is declared or built with, which
        /// hides the stored property of that name; "" for a member (`self.` it, or bare).
        func boundType(ofReceiverAt receiver: Int) -> String {
            guard receiver < 1 || tokens[receiver - 1].kind != .period else { return "" }
            if locator == nil { locator = DeclarationLocator(outline) }
            let innermost = locator!.innermost(at: Int(tokens[receiver].start))
            let (root, type, path) = roots.read(.name(receiver), links: [], innermost: innermost, scopeType: outline.enclosingType(from: innermost))
            guard path.isEmpty, root == .typed || root == .constructed else { return "" }
            return MemberTypes.unmarked(type).written
        }
        func add(_ member: Int, pushed: Bool) {
            let name = outline.text(member), receiver = outline.text(member - 2)
            guard seen.insert(name + "\u{1}" + receiver + (pushed ? "\u{1}p" : "")).inserted else { return }
            let type = boundType(ofReceiverAt: member - 2)
            uses.append(FileFacts.MemberStreamUse(member: name, receiver: receiver, receiverType: type, pushed: pushed,
                                                  line: outline.location(ofToken: member).line))
        }
        /// `receiver.member` ending at `index`, with `receiver` a lowercase name and not itself a
        /// member — except of `self` (`self.viewModel.error`, `self?.viewModel.error`).
        func isMemberOfValue(_ index: Int) -> Bool {
            guard index >= 2, tokens[index].kind == .identifier, tokens[index - 1].kind == .period,
                  tokens[index - 2].kind == .identifier, !outline.isCapitalized(index - 2) else { return false }
            guard index >= 3, tokens[index - 3].kind == .period else { return true }
            if index >= 4, tokens[index - 4].keyword == .self { return true }
            return index >= 5 && tokens[index - 4].kind == .operator && outline.text(index - 4) == "?" && tokens[index - 5].keyword == .self
        }
        var index = 2
        while index + 2 < tokens.count {
            defer { index += 1 }
            guard isMemberOfValue(index) else { continue }
            // `x.bind(to: vm.name)`, `x.subscribe(vm.name)`: the stream is written.
            if index >= 4, tokens[index - 3].kind == .leftParen || tokens[index - 3].kind == .colon {
                var open = index - 3
                if tokens[open].kind == .colon, open >= 2 { open -= 2 }
                if open >= 2, tokens[open].kind == .leftParen, tokens[open - 1].kind == .identifier,
                   pushTargets.contains(outline.text(open - 1)), tokens[open - 2].kind == .period {
                    add(index, pushed: true)
                    continue
                }
            }
            guard tokens[index + 1].kind == .period, tokens[index + 2].kind == .identifier else { continue }
            // `vm.query.value = text`: a `CurrentValueSubject`'s or relay's value set from outside.
            if index + 3 < tokens.count, tokens[index + 3].kind == .equal, outline.text(index + 2) == "value" {
                add(index, pushed: true)
                continue
            }
            var method = outline.text(index + 2)
            var after = index + 3 < tokens.count ? tokens[index + 3].kind : .period
            // `vm.title.$value.sink {`: the box's published value observed.
            if method.hasPrefix("$"), after == .period, index + 5 < tokens.count, tokens[index + 4].kind == .identifier {
                method = outline.text(index + 4)
                after = tokens[index + 5].kind
                guard observeMethods.contains(method) else { continue }
            }
            guard after == .leftParen || after == .leftBrace else { continue }
            if pushMethods.contains(method) {
                add(index, pushed: true)
            } else if observeMethods.contains(method) {
                add(index, pushed: false)
            }
        }
        return uses
    }

    static func hasDirective(_ file: SourceFile) -> Bool {
        file.lexed.trivia.contains { mentionsDirective($0, in: file) }
    }

    /// Whether a comment holds `mvvm:` anywhere, found on its bytes (the generic `firstRange(of:)`
    /// cost 8% of indexing): what the index marks a file for and suppressions read.
    public static func mentionsDirective(_ piece: Token, in file: SourceFile) -> Bool {
        guard piece.kind == .lineComment || piece.kind == .blockComment else { return false }
        let bytes = file.bytes
        var index = Int(piece.start)
        let last = Int(piece.end) - 5
        while index <= last {
            if bytes[index] == UInt8(ascii: "m"), bytes[index + 1] == UInt8(ascii: "v"), bytes[index + 2] == UInt8(ascii: "v"),
               bytes[index + 3] == UInt8(ascii: "m"), bytes[index + 4] == UInt8(ascii: ":") { return true }
            index += 1
        }
        return false
    }

    /// `method(.case`, `method(label: .case`, `.case` and capitalised names, from code only
    /// (never comments or strings). Which methods are action methods is decided by the index.
    static func readTestFacts(_ outline: SourceOutline, into facts: inout FileFacts) {
        let tokens = outline.tokens
        let bytes = outline.file.bytes
        // Function bodies in source order, each with its qualified name: the innermost one
        // around a send is the test that sends it.
        let functions: [(body: Range<Int>, name: String)] = outline.declarations.indices.compactMap { position in
            let declaration = outline.declarations[position]
            guard declaration.kind == .function, let body = declaration.body,
                  let name = QualifiedNames.path(of: position, in: outline) else { return nil }
            return (body, name)
        }
        for index in tokens.indices {
            let token = tokens[index]
            guard token.kind == .identifier else { continue }
            let first = bytes[Int(token.start)]
            if first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") {
                facts.mentionedTypeNames.insert(outline.text(index))
            }
            guard index >= 1, tokens[index - 1].kind == .period else { continue }
            if index >= 2, endsExpression(tokens[index - 2]) {
                if index + 1 < tokens.count, tokens[index + 1].kind == .leftParen { facts.calledMembers.insert(outline.text(index)) }
                continue
            }
            let name = outline.text(index)
            facts.referencedCases.insert(name)
            // `send(.case` or `process(viewAction: .case`: a method, `(`, maybe a label, this case.
            var open = index - 2
            if open >= 2, tokens[open].kind == .colon, tokens[open - 1].isWord { open -= 2 }
            if open >= 1, tokens[open].kind == .leftParen, tokens[open - 1].isWord {
                let key = FileFacts.sentCase(outline.text(open - 1), name)
                facts.sentCases.insert(key)
                if let test = functions.last(where: { $0.body.contains(index) })?.name, facts.sendingTests[key]?.last != test {
                    facts.sendingTests[key, default: []].append(test)
                }
            }
        }
    }

    /// Whether a `.` after this token is a member access on it (so `.name` is not an implicit
    /// member such as an enum case).
    static func endsExpression(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier, .dollarIdentifier, .rightParen, .rightBracket, .rightBrace, .integerLiteral, .floatLiteral,
             .stringClose, .interpolationClose, .regexLiteral:
            return true
        case .operator:
            return token.fixity == .postfix
        case .keyword:
            return token.keyword == .self || token.keyword == .Self || token.keyword == .super
                || token.keyword == .true || token.keyword == .false || token.keyword == .nil
        default:
            return false
        }
    }
}

/// The marks of Combine-era observation, which the observable dialect replaces.
public enum ObservableObjectMarks {
    /// Property wrappers that exist for `ObservableObject`.
    public static let wrappers: Set<String> = ["StateObject", "ObservedObject", "EnvironmentObject", "Published"]
}

/// Qualified names of declarations: the nesting path a type has in its module.
public enum QualifiedNames {
    /// `Outer.Inner` for a type nested in `Outer` (or in `extension Outer`); for an extension,
    /// the extended type as written. Nil for unnamed declarations, and for declarations nested
    /// deeper than `SourceOutline.qualifiedNameDepthLimit`: each name spells every level above
    /// it, so naming every type of an n-level nesting would cost n² time and memory.
    public static func path(of position: Int, in outline: SourceOutline) -> String? {
        let declarations = outline.declarations
        guard let name = outline.name(of: declarations[position]) else { return nil }
        let own = TypeReading.stripGenerics(name)
        // Most declarations are at file level: their path is their name, without an array joined.
        guard var parent = declarations[position].parent else { return own }
        var components = [own]
        while true {
            guard components.count < SourceOutline.qualifiedNameDepthLimit else { return nil }
            guard let enclosingName = outline.name(of: declarations[parent]) else { return nil }
            components.append(TypeReading.stripGenerics(enclosingName))
            guard let next = declarations[parent].parent else { break }
            parent = next
        }
        return components.reversed().joined(separator: ".")
    }

    /// All but the last component: `LoginView` for `LoginView.Row`, "" for a top-level name.
    public static func enclosing(_ path: String) -> String {
        guard let dot = lastDot(path) else { return "" }
        return String(path[..<dot])
    }

    /// The last component: `Row` for `LoginView.Row`.
    public static func simpleName(_ path: String) -> String {
        guard let dot = lastDot(path) else { return path }
        return String(path[path.index(after: dot)...])
    }

    /// The index of the last `.`, found on the UTF-8 bytes: `String.lastIndex(of:)` walks
    /// grapheme clusters and was a tenth of a warm run's index time; the UTF-8 view's own index
    /// steps cost some thirty instructions a byte, so the bytes are searched in place.
    @inline(__always)
    public static func lastDot(_ text: String) -> String.Index? {
        let utf8 = text.utf8
        guard let found = utf8.withContiguousStorageIfAvailable({ $0.lastIndex(of: UInt8(ascii: ".")) }) else {
            return utf8.lastIndex(of: UInt8(ascii: "."))
        }
        return found.map { utf8.index(utf8.startIndex, offsetBy: $0) }
    }

    @inline(__always)
    public static func lastDot(_ text: Substring) -> String.Index? {
        let utf8 = text.utf8
        guard let found = utf8.withContiguousStorageIfAvailable({ $0.lastIndex(of: UInt8(ascii: ".")) }) else {
            return utf8.lastIndex(of: UInt8(ascii: "."))
        }
        return found.map { utf8.index(utf8.startIndex, offsetBy: $0) }
    }

    @inline(__always)
    static func firstDot(_ text: String) -> String.Index? {
        text.utf8.firstIndex(of: UInt8(ascii: "."))
    }
}

/// Substring search on UTF-8 bytes, for hot paths where Foundation's locale-aware search shows.
enum ByteText {
    /// Whether `text` ends with `suffix`, byte for byte (type names are compared as written).
    static func hasSuffix(_ text: String, _ suffix: String) -> Bool {
        let bytes = text.utf8, tail = suffix.utf8
        guard tail.count <= bytes.count else { return false }
        return bytes.reversed().starts(with: tail.reversed())
    }

    static func contains(_ text: String, _ word: String) -> Bool {
        let bytes = Array(text.utf8), needle = Array(word.utf8)
        guard needle.count <= bytes.count else { return false }
        return (0...(bytes.count - needle.count)).contains { start in bytes[start..<start + needle.count].elementsEqual(needle) }
    }
}
