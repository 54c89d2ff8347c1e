import Foundation
import MVVMScaffold
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Standard output written with `write(2)` and every failure seen: `print` buffers and drops
/// errors, so a report lost to a full disk or a closed descriptor would read as a clean run.
enum StandardOutput {
    /// Set by `reserveClosedDescriptors` when the process started with standard output closed.
    nonisolated(unsafe) private static var startedClosed = false

    /// Files this run has put in place: when only the status lines after them are lost, the
    /// failure says the files were written, so nobody runs the command again over them.
    nonisolated(unsafe) private static var written: [String] = []

    /// Called once files are in place, before their status lines are printed.
    static func recordWritten(_ displayPaths: [String]) {
        written += displayPaths
    }

    /// A process started with descriptor 0, 1 or 2 closed would hand that number to the next file
    /// it opens (a source file, the cache), and a report written to "standard output" would land
    /// in it. Each closed one is pointed at /dev/null, and a closed standard output remembered,
    /// so writing the report still fails. Call first thing.
    static func reserveClosedDescriptors() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            if descriptor == STDOUT_FILENO {
                startedClosed = true
                // A pipe nobody reads: whatever is printed fails to arrive (EPIPE, with SIGPIPE
                // ignored), so `requireWritten` sees it, instead of it vanishing into /dev/null.
                var ends: [Int32] = [0, 0]
                if pipe(&ends) == 0 {
                    signal(SIGPIPE, SIG_IGN)
                    close(ends[0])
                    if ends[1] != STDOUT_FILENO {
                        dup2(ends[1], STDOUT_FILENO)
                        close(ends[1])
                    }
                    continue
                }
            }
            let null = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if null >= 0, null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
        }
    }

    /// Flushes what `print` buffered: text that did not reach standard output (a full disk, a
    /// closed pipe or descriptor) ends the run with exit 2 and one line, never a silent pass.
    static func requireWritten() {
        guard BufferedOutput.failed() else { return }
        let reason = startedClosed ? String(cString: strerror(EBADF)) : String(cString: strerror(errno))
        let inPlace = written.isEmpty ? "" : "; the files were written all the same: " + written.joined(separator: ", ")
        FileHandle.standardError.write(Data("standard output: error: cannot write (\(reason))\(inPlace)\n".utf8))
        Foundation.exit(2)
    }

    struct Failure: Error {
        /// The system's reason (`No space left on device`).
        var reason: String
    }

    /// Writes all of `text`, or throws with the reason it could not.
    static func write(_ text: String) throws {
        if startedClosed { throw Failure(reason: String(cString: strerror(EBADF))) }
        var bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                #if canImport(Darwin)
                Darwin.write(STDOUT_FILENO, buffer.baseAddress! + written, buffer.count - written)
                #elseif canImport(Glibc)
                Glibc.write(STDOUT_FILENO, buffer.baseAddress! + written, buffer.count - written)
                #else
                Musl.write(STDOUT_FILENO, buffer.baseAddress! + written, buffer.count - written)
                #endif
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(reason: String(cString: strerror(errno)))
            }
            written += count
        }
    }
}

/// Puts a plan's files in place, then prints a status line for each: a failed write reports just
/// its error, and status lines lost after the write still say the files are there.
func writeAndReport(_ plan: [PlannedFile]) throws {
    try SafeWriter.write(plan)
    StandardOutput.recordWritten(plan.filter { [.create, .overwrite, .update].contains($0.status) }.map(\.displayPath))
    for file in plan { print(file.statusLine) }
}
