// A stand-in for RxCocoa (part of ReactiveX/RxSwift), over the stand-in UIKit: `Driver`, control
// events and binders, with the library's names and shapes; everything runs synchronously.
import RxSwift
import UIKit

// MARK: - Driver

public protocol SharingStrategyProtocol {}

public enum DriverSharingStrategy: SharingStrategyProtocol {}

public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    associatedtype SharingStrategy: SharingStrategyProtocol
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType {
    let source: Observable<Element>

    init(_ source: Observable<Element>) { self.source = source }

    public func asObservable() -> Observable<Element> { source }
    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { self }

    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> { SharedSequence(.just(element)) }
    public static func empty() -> SharedSequence<SharingStrategy, Element> { SharedSequence(.empty()) }
}

public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    public func drive(onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil,
                      onDisposed: (() -> Void)? = nil) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element {
        asObservable().subscribe(onNext: { element in observers.forEach { $0.onNext(element) } })
    }
}

extension ObservableConvertibleType {
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        Driver(Observable.create { observer in
            self.asObservable().subscribe(onNext: observer.onNext, onError: { _ in
                observer.onNext(onErrorJustReturn)
                observer.onCompleted()
            }, onCompleted: observer.onCompleted)
        })
    }

    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        Driver(Observable.create { observer in
            self.asObservable().subscribe(onNext: observer.onNext, onError: { _ in
                _ = onErrorDriveWith.asObservable().subscribe(observer)
            }, onCompleted: observer.onCompleted)
        })
    }
}

// MARK: - Controls

public struct ControlEvent<PropertyType>: ObservableType {
    public typealias Element = PropertyType
    private let events: Observable<PropertyType>

    public init<Ev: ObservableType>(events: Ev) where Ev.Element == Element { self.events = events.asObservable() }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        events.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> { events }
}

/// Writes values into a UI object (on the main thread, as RxCocoa's does).
public struct Binder<Value>: ObserverType {
    private let binding: (Value) -> Void

    public init<Target: AnyObject>(_ target: Target, binding: @escaping (Target, Value) -> Void) {
        self.binding = { [weak target] value in
            if let target { binding(target, value) }
        }
    }

    public func on(_ event: Event<Value>) {
        if case .next(let value) = event { binding(value) }
    }
}

extension UIResponder: ReactiveCompatible {}

extension Reactive where Base: UIControl {
    @MainActor
    public func controlEvent(_ controlEvents: UIControl.Event) -> ControlEvent<Void> {
        let control = base
        return ControlEvent(events: Observable<Void>.create { observer in
            MainActor.assumeIsolated {
                control.addAction(UIAction { _ in observer.onNext(()) }, for: controlEvents)
            }
            return Disposables.create()
        })
    }
}

extension Reactive where Base: UIButton {
    @MainActor
    public var tap: ControlEvent<Void> { controlEvent(.touchUpInside) }
}

extension Reactive where Base: UILabel {
    @MainActor
    public var text: Binder<String?> {
        Binder(base) { label, text in MainActor.assumeIsolated { label.text = text } }
    }
}
