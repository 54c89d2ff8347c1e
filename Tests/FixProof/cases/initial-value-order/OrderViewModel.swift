// Stored properties are initialised in declaration order. Here both initial values call
// `Ticket.next()`, which counts up, so `second` gets 1 and `first` gets 2. Moving `first` into
// Properties & Dependencies, above the output `second`, would swap the numbers: it compiles but
// changes behaviour, so the members must stay where they are.
import Combine

enum Ticket {
    @MainActor static var last = 0

    @MainActor static func next() -> Int {
        last += 1
        return last
    }
}

@MainActor
final class OrderViewModel: ObservableObject {
    @Published private(set) var second = Ticket.next()
    let first = Ticket.next()
}
