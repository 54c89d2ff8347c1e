import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Runs a program found on `PATH` and collects its standard output.
///
/// Foundation's `Process` costs about 45 ms per launch on Linux, which alone would spend the
/// pre-commit budget on three `git` calls; `posix_spawnp` costs about 1.5 ms.
enum Subprocess {
    struct Result {
        var status: Int32
        var output: [UInt8]
    }

    struct LaunchFailure: Error {
        var code: Int32
    }

    /// Runs `arguments` (the first names the program), with standard input read from
    /// `inputFile` (or `/dev/null`) and standard error discarded.
    static func run(_ arguments: [String], inputFile: String? = nil) throws -> Result {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw LaunchFailure(code: errno) }
        let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inputFile ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, readEnd)
        posix_spawn_file_actions_addclose(&actions, writeEnd)

        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
        close(writeEnd)
        guard spawned == 0 else {
            close(readEnd)
            throw LaunchFailure(code: spawned)
        }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = read(readEnd, &buffer, buffer.count)
            if count > 0 {
                output.append(contentsOf: buffer[0..<count])
            } else if count == 0 || errno != EINTR {
                break
            }
        }
        close(readEnd)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS are macros Swift cannot import: exit code in bits 8–15, signal in 0–6.
        let exitCode = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return Result(status: exitCode, output: output)
    }
}
