// The conformance is written main-actor (`@MainActor Stoppable`, SE-0470): `@MainActor` on the
// class leaves it whole, so nothing holds the fix back.
import Combine

protocol Stoppable {
    func stop()
}

final class PumpViewModel: ObservableObject, @MainActor Stoppable {
    @Published private(set) var isRunning = false

    func stop() {
        isRunning = false
    }
}

@MainActor
func stopAll(_ pumps: [any Stoppable]) {
    for pump in pumps { pump.stop() }
}

@MainActor
func makePumps() -> [any Stoppable] {
    [PumpViewModel()]
}
