// C's `stdout` stream, which `print` writes through. A file of its own, without Foundation: the
// global is read once, at the end, from the main thread, and only this import may say so.
#if canImport(Darwin)
@preconcurrency import Darwin
#elseif canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#endif

enum BufferedOutput {
    /// Flushes what `print` buffered; whether any of it failed to arrive. A failed write sets the
    /// stream's error flag even when `print` flushed it itself along the way.
    static func failed() -> Bool {
        fflush(stdout) != 0 || ferror(stdout) != 0
    }
}
