/// A dialect of MVVM (SPEC §4.2): which rules run, and later which roles and templates apply.
/// A project picks one with `profile:`, a folder another through a nested `.mvvm.yml`.
public enum Profile: String, CaseIterable, Sendable {
    /// Seed 000's rulebook: `@MainActor` view models with `Action` + `send` and a `Responder`.
    case rulebook
    /// Seed 001: one immutable `ViewState`, commands, stores behind protocols.
    case viewstate
    /// Seed 002: a Redux-style `StoreState`, one reducer per `StoreAction`, view models from a provider.
    case remvvm
    /// Seed 003: `@Observable` view models with methods, `@Bindable` views.
    case observable
    /// Seed 004: inputs/outputs view models; controllers only bind, flow controllers navigate.
    case inputsOutputs = "inputs_outputs"

    /// Every profile: rules that hold in all of them.
    public static let everyProfile = Set(allCases)

    public static var names: [String] { allCases.map(\.rawValue) }
}

/// What the analyzer looks for in a dialect besides views and view models (SPEC §4.2): the names
/// that make a type a state, an action, a reducer or a store, and the stream types that are a
/// view model's inputs and outputs. Each profile has its defaults; `roles:` in `.mvvm.yml`
/// (per folder through nested configurations) replaces any list.
public struct DialectRoles: Sendable, Equatable {
    public enum Role: String, CaseIterable, Sendable {
        /// Base classes or protocols whose subclasses and conformers are view models (besides
        /// the ones named with a view-model suffix), outside the rulebook.
        case viewModelTypes = "view_model_types"
        /// A state conforms to one of these (directly, through a project base class or an
        /// extension), or its name ends with one (`LoginViewState`).
        case stateTypes = "state_types"
        /// Protocols of the actions reducers take; a reducer typed with one of these is not concrete.
        case actionTypes = "action_types"
        /// Protocols whose conformers' `reduce` functions are reducers.
        case reducerTypes = "reducer_types"
        /// Name endings of stores, which are protocols.
        case storeSuffixes = "store_suffixes"
        /// Name endings of store implementations, which view models never name.
        case storeImplementationSuffixes = "store_implementation_suffixes"
        /// Stream types anyone holding one can write into: a view model's inputs.
        case inputTypes = "input_types"
        /// Stream types that can only be observed: a view model's outputs.
        case outputTypes = "output_types"

        public var summary: String {
            switch self {
            case .viewModelTypes: return "base classes or protocols that make their subclasses and conformers view models"
            case .stateTypes: return "protocols a state conforms to, or endings of state type names"
            case .actionTypes: return "protocols of the actions reducers take"
            case .reducerTypes: return "protocols of reducers"
            case .storeSuffixes: return "name endings of stores (protocols)"
            case .storeImplementationSuffixes: return "name endings of store implementations"
            case .inputTypes: return "writable stream types (a view model's inputs)"
            case .outputTypes: return "read-only stream types (a view model's outputs)"
            }
        }
    }

    private var lists: [Role: [String]]

    public subscript(role: Role) -> [String] { lists[role] ?? [] }

    /// The lists a profile starts from.
    public static func defaults(for profile: Profile) -> DialectRoles {
        var lists: [Role: [String]] = [
            .viewModelTypes: [],
            .actionTypes: ["StoreAction"],
            .reducerTypes: ["Reducer"],
            .storeSuffixes: ["Store"],
            .storeImplementationSuffixes: ["Impl"],
            .inputTypes: writableStreams,
            .outputTypes: readOnlyStreams,
        ]
        switch profile {
        case .viewstate: lists[.stateTypes] = ["ViewState"]
        case .remvvm: lists[.stateTypes] = ["StoreState", "StoreAction"]
        default: lists[.stateTypes] = ["ViewState", "StoreState", "StoreAction"]
        }
        return DialectRoles(lists: lists)
    }

    /// These roles with the configured lists in place of the defaults.
    public func overriding(_ configured: [Role: [String]]) -> DialectRoles {
        DialectRoles(lists: lists.merging(configured) { _, configured in configured })
    }

    /// RxSwift, RxRelay, Combine and ReactiveSwift types anyone holding them can write into.
    static let writableStreams = [
        "PublishSubject", "BehaviorSubject", "ReplaySubject", "AsyncSubject", "Variable",
        "PublishRelay", "BehaviorRelay", "ReplayRelay",
        "PassthroughSubject", "CurrentValueSubject", "CurrentValueRelay", "PassthroughRelay",
        "MutableProperty",
    ]

    /// Their types that can only be observed.
    static let readOnlyStreams = [
        "Observable", "Driver", "Signal", "Single", "Maybe", "Completable", "Infallible", "SharedSequence",
        "ControlEvent", "ControlProperty", "AnyPublisher", "Publisher", "Just", "Future", "Deferred",
        "SignalProducer", "Property",
    ]
}
