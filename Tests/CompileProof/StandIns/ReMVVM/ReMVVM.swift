// A stand-in for ReMVVM (github.com/dgrzeszczak/ReMVVM, 2.x with its Combine support), which this
// machine does not have: only the types the scaffolded `remvvm` screens use, with the library's
// public names and shapes — `StoreAction`, `StoreState`, `Reducer`/`AnyReducer`, `Store`,
// `Dispatcher`, `StateObserver`/`StateSource`/`AnyStateSource` (whose `$state` is a publisher),
// `MockStateSource`, `ViewModelFactory`/`CompositeViewModelFactory`, `ReMVVM`, `ReMVVMDriven`,
// `@Provided`, and `Middleware` with its `Interceptor`. No state mappers or view-model contexts.
@_exported import Combine
import Foundation

// MARK: - Redux

/// Describes a change of the state; a reducer of its concrete type handles it.
public protocol StoreAction {}

/// The application's state; it provides the factory the view models are built with.
public protocol StoreState {
    var factory: ViewModelFactory { get }
}

/// A pure function from the state and one type of action to the next state.
public protocol Reducer {
    associatedtype Action: StoreAction
    associatedtype State
    static func reduce(state: State, with action: Action) -> State
}

extension Reducer {
    public static var any: AnyReducer<State> { AnyReducer(reducer: self) }
}

/// A type-erased reducer, composing reducers of one state.
public struct AnyReducer<State> {
    private let reducer: (State, StoreAction) -> State

    init<R: Reducer>(reducer: R.Type) where R.State == State {
        self.reducer = { state, action in
            guard let action = action as? R.Action else { return state }
            return R.reduce(state: state, with: action)
        }
    }

    public init(with reducers: [AnyReducer<State>]) {
        reducer = { state, action in reducers.reduce(state) { $1.reduce(state: $0, with: action) } }
    }

    public init(reducer: @escaping (_ state: State, _ action: StoreAction) -> State) {
        self.reducer = reducer
    }

    public func reduce(state: State, with action: StoreAction) -> State {
        reducer(state, action)
    }
}

/// Dispatches actions to the store.
public protocol Dispatcher {
    func dispatch(action: StoreAction)
}

// MARK: - Observing state

public protocol StateAssociated {
    associatedtype State
}

public protocol StateObserver: AnyObject, StateAssociated {
    func willChange(state: State)
    func didChange(state: State, oldState: State?)
}

extension StateObserver {
    public func willChange(state: State) {}
    public func didChange(state: State, oldState: State?) {}
}

public protocol Source {
    func add<Observer: StateObserver>(observer: Observer)
    func remove<Observer: StateObserver>(observer: Observer)
}

public protocol StateSource: StateAssociated, Source {
    var state: State? { get }
}

extension StateSource {
    public var any: AnyStateSource<State> { AnyStateSource(source: self) }
}

/// Weak references to observers, notified of every change.
final class Observers<State> {
    private var entries: [(object: () -> AnyObject?, notify: (State, State?) -> Void)] = []

    func add<Observer: StateObserver>(_ observer: Observer) {
        entries.append(({ [weak observer] in observer }, { [weak observer] state, old in
            guard let state = state as? Observer.State else { return }
            observer?.didChange(state: state, oldState: old as? Observer.State)
        }))
    }

    func remove(_ observer: AnyObject) {
        entries.removeAll { $0.object() === observer }
    }

    func notify(state: State, oldState: State?) {
        entries.removeAll { $0.object() == nil }
        for entry in entries { entry.notify(state, oldState) }
    }
}

/// A type-erased source; `$state` publishes the current state and every later one.
public class AnyStateSource<State>: StateSource {
    private let source: Source
    @Wrapped public var state: State?

    public init<S: StateSource>(source: S) where S.State == State {
        self.source = source
        _state = Wrapped(from: source)
    }

    public func add<Observer: StateObserver>(observer: Observer) { source.add(observer: observer) }

    public func remove<Observer: StateObserver>(observer: Observer) { source.remove(observer: observer) }

    @propertyWrapper
    public final class Wrapped: StateObserver {
        private let subject: CurrentValueSubject<State?, Never>

        public var wrappedValue: State? { subject.value }

        public var projectedValue: Publishers.CompactMap<CurrentValueSubject<State?, Never>, State> {
            subject.compactMap { $0 }
        }

        init<S: StateSource>(from source: S) where S.State == State {
            subject = CurrentValueSubject(source.state)
            source.add(observer: self)
        }

        public func didChange(state: State, oldState: State?) {
            subject.send(state)
        }
    }
}

/// A state source for tests: `updateState(state:)` notifies its observers.
public final class MockStateSource<State>: StateSource {
    public private(set) var state: State?
    private let observers = Observers<State>()

    public init(state: State) {
        self.state = state
    }

    public func updateState(state: State) {
        let oldState = self.state
        self.state = state
        observers.notify(state: state, oldState: oldState)
    }

    public func add<Observer: StateObserver>(observer: Observer) { observers.add(observer) }

    public func remove<Observer: StateObserver>(observer: Observer) { observers.remove(observer) }
}

/// Holds the application state; changes it only by reducing dispatched actions.
public class Store<State: StoreState>: Dispatcher, StateSource {
    public private(set) var state: State?
    private let reducer: AnyReducer<State>
    private let middleware: [AnyMiddleware]
    private let observers = Observers<State>()

    public init(with state: State, reducer: AnyReducer<State>, middleware: [AnyMiddleware] = []) {
        self.state = state
        self.reducer = reducer
        self.middleware = middleware
    }

    /// Through each middleware in turn (each calls `next` to go on), then the reducer; each
    /// middleware's completion runs after the state changed, in backward order.
    public func dispatch(action: StoreAction) {
        pass(action, through: middleware[...])
    }

    private func pass(_ action: StoreAction, through stack: ArraySlice<AnyMiddleware>, completion: ((State) -> Void)? = nil) {
        guard let state else { return }
        guard let first = stack.first else {
            let newState = reducer.reduce(state: state, with: action)
            self.state = newState
            observers.notify(state: newState, oldState: state)
            completion?(newState)
            return
        }
        first.onNext(for: state, action: action, dispatcher: self) { [weak self] next, completed in
            self?.pass(next, through: stack.dropFirst()) { newState in
                completed(newState)
                completion?(newState)
            }
        }
    }

    public func add<Observer: StateObserver>(observer: Observer) { observers.add(observer) }

    public func remove<Observer: StateObserver>(observer: Observer) { observers.remove(observer) }
}

// MARK: - Middleware

/// A middleware of any action and state, as the store keeps them.
public protocol AnyMiddleware {
    func onNext<State: StoreState>(for state: State, action: StoreAction, dispatcher: Dispatcher,
                                   next: @escaping (StoreAction, @escaping (State) -> Void) -> Void)
}

/// Sees every action of its type before the reducer: it may pass it on (`interceptor.next`),
/// replace it, dispatch others, or stop it; `next`'s completion runs once the state has changed.
public protocol Middleware: AnyMiddleware {
    associatedtype Action: StoreAction
    associatedtype State: StoreState
    func onNext(for state: State, action: Action, interceptor: Interceptor<Action, State>, dispatcher: Dispatcher)
}

extension Middleware {
    public func onNext<S: StoreState>(for state: S, action: StoreAction, dispatcher: Dispatcher,
                                      next: @escaping (StoreAction, @escaping (S) -> Void) -> Void) {
        guard let typedState = state as? State, let typedAction = action as? Action else {
            next(action) { _ in }
            return
        }
        let interceptor = Interceptor<Action, State> { replacement, completion in
            next(replacement ?? typedAction) { newState in
                if let newState = newState as? State { completion?(newState) }
            }
        }
        onNext(for: typedState, action: typedAction, interceptor: interceptor, dispatcher: dispatcher)
    }
}

/// Passes an action on to the next middleware (and finally the reducer).
public struct Interceptor<Action: StoreAction, State: StoreState> {
    private let forward: (Action?, ((State) -> Void)?) -> Void

    init(forward: @escaping (Action?, ((State) -> Void)?) -> Void) {
        self.forward = forward
    }

    public func next(action: Action? = nil, completion: ((State) -> Void)? = nil) {
        forward(action, completion)
    }
}

// MARK: - MVVM

public typealias ViewModel = Any

public protocol ViewModelFactory {
    func creates<VM>(type: VM.Type) -> Bool
    func create<VM>(key: String?) -> VM?
}

/// A factory made of closures, one per view-model type.
public final class CompositeViewModelFactory: ViewModelFactory {
    private var factories: [(String?) -> Any?] = []

    public init() {}

    public func add<VM>(factory: @escaping () -> VM) {
        factories.append { _ in factory() }
    }

    public func add<VM>(factory: @escaping (String?) -> VM?) {
        factories.append { factory($0) }
    }

    public func creates<VM>(type: VM.Type) -> Bool {
        factories.contains { $0(nil) is VM }
    }

    public func create<VM>(key: String?) -> VM? {
        for factory in factories {
            if let viewModel = factory(key) as? VM { return viewModel }
        }
        return nil
    }
}

// MARK: - ReMVVM

/// Dispatches actions, provides view models and the state to `ReMVVMDriven` types.
public final class ReMVVM<Base> {
    init() {}
}

/// What `ReMVVM.initialize(with:)` was given.
enum Registry {
    nonisolated(unsafe) static var store: (Dispatcher & Source)?
    nonisolated(unsafe) static var state: () -> Any? = { nil }
    nonisolated(unsafe) static var factory: () -> ViewModelFactory? = { nil }

    static func viewModel<VM>(key: String?) -> VM? {
        factory()?.create(key: key)
    }
}

extension ReMVVM where Base: StoreState {
    public static func initialize(with store: Store<Base>) {
        Registry.store = store
        Registry.state = { store.state }
        Registry.factory = { store.state?.factory }
    }
}

extension ReMVVM: Dispatcher {
    public func dispatch(action: StoreAction) {
        Registry.store?.dispatch(action: action)
    }
}

extension ReMVVM where Base: StateAssociated {
    /// The store's state as this type's state (`nil` while the store holds another type).
    public var source: AnyStateSource<Base.State> { StoreStateSource<Base.State>().any }
}

private final class StoreStateSource<State>: StateSource {
    var state: State? { Registry.state() as? State }
    func add<Observer: StateObserver>(observer: Observer) { Registry.store?.add(observer: observer) }
    func remove<Observer: StateObserver>(observer: Observer) { Registry.store?.remove(observer: observer) }
}

public protocol ReMVVMDriven {
    associatedtype Base
    var remvvm: ReMVVM<Base> { get }
    static var remvvm: ReMVVM<Base> { get }
}

extension ReMVVMDriven {
    public var remvvm: ReMVVM<Self> { ReMVVM() }
    public static var remvvm: ReMVVM<Self> { ReMVVM() }
}

/// Provides the view model of the wrapped type, built by the store state's factory on first use
/// (ReMVVM 2.0's shape: `@Provided private var viewModel: LoginViewModel?`).
@propertyWrapper
public final class Provided<VM> {
    private let key: String?

    public private(set) lazy var wrappedValue: VM? = Registry.viewModel(key: key)

    public init(key: String) {
        self.key = key
    }

    public init() {
        key = nil
    }
}
