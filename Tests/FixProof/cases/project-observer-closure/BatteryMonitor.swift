// A project's own `addObserver` taking a plain (not `@Sendable`) closure: the closure runs where
// it is called, so in a main-actor class it is main-actor code. Only NotificationCenter's
// `addObserver(forName:object:queue:using:)` hands its block to another queue.
final class BatteryMonitor {
    private var observers: [Int: (Int) -> Void] = [:]

    func addObserver(_ body: @escaping (Int) -> Void) -> Int {
        observers[observers.count] = body
        return observers.count - 1
    }

    func removeObserver(byID id: Int) {
        observers[id] = nil
    }
}
