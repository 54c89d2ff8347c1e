// A stand-in for Apple's SwiftUI, for Linux, where it does not exist: just enough of its surface
// (same names, same shapes) for generated screens to compile unmodified and their view models to
// run under test. Nothing here renders; bodies of primitive views are never called.
@_exported import Combine
@_exported import Foundation

@MainActor
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
}

extension View where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive view") }
}

@MainActor
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<First: View, Second: View>(first: First) -> ConditionalContent<First, Second> { .first(first) }
    public static func buildEither<First: View, Second: View>(second: Second) -> ConditionalContent<First, Second> { .second(second) }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

public struct EmptyView: View {
    public typealias Body = Never
    public init() {}
}

public struct TupleView<T>: View {
    public typealias Body = Never
    public let value: T
    public init(_ value: T) { self.value = value }
}

public enum ConditionalContent<First: View, Second: View>: View {
    public typealias Body = Never
    case first(First)
    case second(Second)
}

public struct Text: View {
    public typealias Body = Never
    public let content: String
    public init(_ content: String) { self.content = content }
    public init(verbatim content: String) { self.content = content }
}

public struct Image: View {
    public typealias Body = Never
    public init(systemName: String) {}
}

public struct Spacer: View {
    public typealias Body = Never
    public init() {}
}

public struct Button<Label: View>: View {
    public typealias Body = Never
    public let action: @MainActor () -> Void
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) { self.action = action }
}

extension Button where Label == Text {
    public init(_ title: String, action: @escaping @MainActor () -> Void) { self.action = action }
}

public struct TextField: View {
    public typealias Body = Never
    public init(_ title: String, text: Binding<String>) {}
}

public struct Toggle: View {
    public typealias Body = Never
    public init(_ title: String, isOn: Binding<Bool>) {}
}

public struct VStack<Content: View>: View {
    public typealias Body = Never
    public init(@ViewBuilder content: () -> Content) {}
}

public struct HStack<Content: View>: View {
    public typealias Body = Never
    public init(@ViewBuilder content: () -> Content) {}
}

public struct ZStack<Content: View>: View {
    public typealias Body = Never
    public init(@ViewBuilder content: () -> Content) {}
}

public struct List<Content: View>: View {
    public typealias Body = Never
    public init(@ViewBuilder content: () -> Content) {}
}

public struct ForEach<Data: RandomAccessCollection, Content: View>: View {
    public typealias Body = Never
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

extension View {
    public func onAppear(perform action: (() -> Void)? = nil) -> Self { self }
    public func navigationTitle(_ title: String) -> Self { self }
    public func disabled(_ disabled: Bool) -> Self { self }
}

// MARK: - State

@propertyWrapper
public struct Binding<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        read = get
        write = set
    }

    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    public var projectedValue: Binding<Value> { self }
}

/// Holds its value in a box, as SwiftUI's storage does, so a view struct can change it.
final class StateBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

@propertyWrapper
public struct State<Value> {
    private let box: StateBox<Value>

    public init(wrappedValue: Value) { box = StateBox(wrappedValue) }
    public init(initialValue: Value) { box = StateBox(initialValue) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

/// `$model.name`: a binding to a settable property of an observed object, as SwiftUI's — it
/// needs a writable key path, so it stops compiling when the setter turns `private(set)`.
@dynamicMemberLookup
public struct ObjectBindings<ObjectType: AnyObject> {
    let object: ObjectType

    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Value>) -> Binding<Value> {
        let object = self.object
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    public let wrappedValue: ObjectType
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { wrappedValue = thunk() }
    public var projectedValue: ObjectBindings<ObjectType> { ObjectBindings(object: wrappedValue) }
}

@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    public let wrappedValue: ObjectType
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public var projectedValue: ObjectBindings<ObjectType> { ObjectBindings(object: wrappedValue) }
}

@propertyWrapper
public struct Bindable<Value: AnyObject> {
    public let wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
}

// MARK: - Commands

/// Menu commands, main-actor in Apple's SDK as views are.
@MainActor
public protocol Commands {}

// MARK: - Previews

@MainActor
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}
