// A stand-in for RxRelay (part of ReactiveX/RxSwift): relays are subjects that never error or
// complete, written with `accept`. Same names and shapes as the library's public API.
import RxSwift

public protocol RelayType: ObservableType {
    func accept(_ event: Element)
}

public final class PublishRelay<Element>: RelayType {
    private let subject = PublishSubject<Element>()

    public init() {}

    public func accept(_ event: Element) { subject.onNext(event) }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> { subject.asObservable() }
}

public final class BehaviorRelay<Element>: RelayType {
    private let subject = PublishSubject<Element>()

    public private(set) var value: Element

    public init(value: Element) { self.value = value }

    public func accept(_ event: Element) {
        value = event
        subject.onNext(event)
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        observer.onNext(value)
        return subject.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> { Observable.create { self.subscribe($0) } }
}

extension ObservableType {
    public func bind<Relay: RelayType>(to relays: Relay...) -> Disposable where Relay.Element == Element {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }
}
