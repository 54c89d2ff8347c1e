// A subscript's getter is code too. Both initial values read `Counter[.next]`, which counts up,
// so `second` gets 1 and `first` gets 2. Moving `first` into Properties & Dependencies, above
// the output `second`, would swap the numbers: it compiles but changes behaviour, so the members
// must stay where they are.
import Combine

enum Counter {
    enum Key { case next }

    @MainActor static var last = 0

    @MainActor static subscript(_ key: Key) -> Int {
        last += 1
        return last
    }
}

@MainActor
final class TicketViewModel: ObservableObject {
    @Published private(set) var second = Counter[.next]
    let first = Counter[.next]
}
