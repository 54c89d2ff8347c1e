import Foundation

/// Work started at once on a thread of its own, its result (or error) waited for where it is
/// needed. Its own thread, not a pooled one: work started from a pool's last free thread must not
/// wait behind the caller that waits for it.
public final class Concurrently<Value>: @unchecked Sendable {
    private var result: Result<Value, any Error>?
    private let done = DispatchSemaphore(value: 0)

    public init(_ work: @escaping @Sendable () throws -> Value) {
        Thread {
            self.result = Result { try work() }
            self.done.signal()
        }.start()
    }

    /// The result, once the work is done (any number of times, from any thread).
    public func value() throws -> Value {
        done.wait()
        done.signal()
        return try result!.get()
    }
}

/// Work spread across the machine's cores.
public enum Parallel {
    /// `transform` of every item, in the items' order, run across the cores.
    public static func map<Item: Sendable, T: Sendable>(_ items: [Item], _ transform: @escaping @Sendable (Item) -> T) -> [T] {
        let results = ResultSlots<T>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            results.store(transform(items[index]), at: index)
        }
        return results.values
    }

    /// `transform` of each of `count` indices, in order, run in a few contiguous chunks: for
    /// many small pieces of work, where a task per index would cost more than the work.
    public static func map<T: Sendable>(indices count: Int, chunks: Int = 16, _ transform: @escaping @Sendable (Int) -> T) -> [T] {
        guard count > 0 else { return [] }
        let chunkCount = max(1, min(chunks, count))
        let ranges = (0..<chunkCount).map { chunk in (chunk * count / chunkCount)..<((chunk + 1) * count / chunkCount) }
        return map(ranges) { range in range.map(transform) }.flatMap { $0 }
    }
}

/// Fixed slots written once each from concurrent iterations; read after all finish.
private final class ResultSlots<T>: @unchecked Sendable {
    private var slots: [T?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ value: T, at index: Int) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [T] { slots.map { $0! } }
}
