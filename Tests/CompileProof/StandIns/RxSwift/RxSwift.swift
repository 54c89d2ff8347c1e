// A stand-in for RxSwift (ReactiveX/RxSwift), which is not on this machine: the few public types
// and operators the inputs/outputs screens use, with the library's names and shapes, working
// synchronously so generated tests can push into inputs and read outputs.

public enum Event<Element> {
    case next(Element)
    case error(Swift.Error)
    case completed
}

// MARK: - Disposing

public protocol Disposable {
    func dispose()
}

public protocol Cancelable: Disposable {
    var isDisposed: Bool { get }
}

final class AnonymousDisposable: Cancelable {
    private var action: (() -> Void)?
    init(_ action: (() -> Void)?) { self.action = action }
    var isDisposed: Bool { action == nil }
    func dispose() {
        let action = self.action
        self.action = nil
        action?()
    }
}

public enum Disposables {
    public static func create() -> Disposable { AnonymousDisposable(nil) }
    public static func create(with dispose: @escaping () -> Void) -> Cancelable { AnonymousDisposable(dispose) }
}

public final class DisposeBag {
    private var disposables: [Disposable] = []
    public init() {}
    public func insert(_ disposable: Disposable) { disposables.append(disposable) }
    deinit { disposables.forEach { $0.dispose() } }
}

extension Disposable {
    public func disposed(by bag: DisposeBag) { bag.insert(self) }
}

// MARK: - Observers

public protocol ObserverType {
    associatedtype Element
    func on(_ event: Event<Element>)
}

extension ObserverType {
    public func onNext(_ element: Element) { on(.next(element)) }
    public func onCompleted() { on(.completed) }
    public func onError(_ error: Swift.Error) { on(.error(error)) }
}

public struct AnyObserver<Element>: ObserverType {
    private let observer: (Event<Element>) -> Void
    public init(eventHandler: @escaping (Event<Element>) -> Void) { observer = eventHandler }
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element { self.observer = observer.on }
    public func on(_ event: Event<Element>) { observer(event) }
}

// MARK: - Observables

public protocol ObservableConvertibleType {
    associatedtype Element
    func asObservable() -> Observable<Element>
}

public protocol ObservableType: ObservableConvertibleType {
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

public class Observable<Element>: ObservableType {
    init() {}
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        fatalError("abstract method")
    }
    public func asObservable() -> Observable<Element> { self }
}

final class AnonymousObservable<Element>: Observable<Element> {
    private let handler: (AnyObserver<Element>) -> Disposable
    init(_ handler: @escaping (AnyObserver<Element>) -> Disposable) { self.handler = handler }
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        handler(AnyObserver(observer))
    }
}

extension ObservableType {
    public func asObservable() -> Observable<Element> { Observable.create { self.subscribe($0) } }

    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        AnonymousObservable(subscribe)
    }

    public static func just(_ element: Element) -> Observable<Element> {
        create { observer in
            observer.onNext(element)
            observer.onCompleted()
            return Disposables.create()
        }
    }

    public static func empty() -> Observable<Element> {
        create { observer in
            observer.onCompleted()
            return Disposables.create()
        }
    }

    public static func never() -> Observable<Element> { create { _ in Disposables.create() } }

    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        create { observer in
            let subscriptions = sources.map { $0.subscribe(onNext: observer.onNext, onError: observer.onError) }
            return Disposables.create { subscriptions.forEach { $0.dispose() } }
        }
    }

    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribe(AnyObserver(eventHandler: on))
    }

    public func subscribe(onNext: ((Element) -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil,
                          onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable {
        let subscription = subscribe { event in
            switch event {
            case .next(let element): onNext?(element)
            case .error(let error): onError?(error)
            case .completed: onCompleted?()
            }
        }
        return Disposables.create {
            subscription.dispose()
            onDisposed?()
        }
    }

    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        Observable<Result>.create { observer in
            self.subscribe { event in
                switch event {
                case .next(let element):
                    do { observer.onNext(try transform(element)) } catch { observer.onError(error) }
                case .error(let error): observer.onError(error)
                case .completed: observer.onCompleted()
                }
            }
        }
    }

    public func startWith(_ elements: Element...) -> Observable<Element> {
        Observable.create { observer in
            elements.forEach(observer.onNext)
            return self.subscribe(observer)
        }
    }

    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        subscribe(onNext: { element in observers.forEach { $0.onNext(element) } })
    }

    public func bind(onNext: @escaping (Element) -> Void) -> Disposable { subscribe(onNext: onNext) }
}

// MARK: - Subjects

public final class PublishSubject<Element>: Observable<Element>, ObserverType {
    private var observers: [Int: AnyObserver<Element>] = [:]
    private var nextKey = 0
    private var stopped = false

    public override init() {}

    public var hasObservers: Bool { !observers.isEmpty }

    public func on(_ event: Event<Element>) {
        guard !stopped else { return }
        if case .next = event {} else { stopped = true }
        for key in observers.keys.sorted() { observers[key]?.on(event) }
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let key = nextKey
        nextKey += 1
        observers[key] = AnyObserver(observer)
        return Disposables.create { [weak self] in self?.observers[key] = nil }
    }
}

// MARK: - .rx

public struct Reactive<Base> {
    public let base: Base
    public init(_ base: Base) { self.base = base }
}

public protocol ReactiveCompatible {
    associatedtype ReactiveBase
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        set {}
    }
}
