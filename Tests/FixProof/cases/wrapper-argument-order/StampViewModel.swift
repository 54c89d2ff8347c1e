// A wrapper's arguments are evaluated as the property is initialised, in declaration order, like
// an initial value. `second`'s initial value and `first`'s wrapper both call `Stamp.next()`,
// which counts up, so `second` gets 1 and `first` gets 2. Moving `first` into Properties & Dependencies, above the output `second`, would swap the
// numbers: it compiles but changes behaviour, so the members must stay where they are.
import Combine

enum Stamp {
    @MainActor static var last = 0

    @MainActor static func next() -> Int {
        last += 1
        return last
    }
}

@propertyWrapper
struct Stamped {
    var wrappedValue: Int

    init(_ value: Int) {
        wrappedValue = value
    }
}

@MainActor
final class StampViewModel: ObservableObject {
    @Published private(set) var second = Stamp.next()
    @Stamped(Stamp.next()) private var first: Int
}
