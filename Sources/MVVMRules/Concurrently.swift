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
