import Foundation

/// Asks git which Swift files a pre-commit or CI run should lint, and for staged content.
public enum GitFiles {
    public struct Failure: Error, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// Staged Swift files (added, copied, modified, renamed) with their staged content, read from
    /// the index rather than the work tree. Paths are absolute.
    public static func staged(in directory: String) throws -> [(path: String, contents: [UInt8])] {
        let top = try topLevel(directory)
        let names = try run(["diff", "--cached", "--name-only", "--diff-filter=ACMR", "-z"], in: top)
        return try swiftPaths(names).map { relative in
            (top + "/" + relative, Array(try run(["show", ":" + relative], in: top)))
        }
    }

    /// Swift files changed between `revision` and the work tree (absolute paths).
    public static func changed(since revision: String, in directory: String) throws -> [String] {
        let top = try topLevel(directory)
        _ = try run(["rev-parse", "--verify", "--quiet", revision + "^{commit}"], in: top, failure: "error: unknown revision `\(revision)`")
        let names = try run(["diff", "--name-only", "--diff-filter=ACMR", "-z", revision, "--"], in: top)
        return swiftPaths(names).map { top + "/" + $0 }
    }

    static func topLevel(_ directory: String) throws -> String {
        let output = try run(["rev-parse", "--show-toplevel"], in: directory,
                             failure: "\(directory): error: not inside a git repository")
        let top = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return URL(fileURLWithPath: top).resolvingSymlinksInPath().path
    }

    static func swiftPaths(_ output: Data) -> [String] {
        output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }.filter { $0.hasSuffix(".swift") }
    }

    @discardableResult
    static func run(_ arguments: [String], in directory: String, failure: String? = nil) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw Failure(message: "error: cannot run git (\(error.localizedDescription))")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        _ = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(message: failure ?? "error: `git \(arguments.joined(separator: " "))` failed")
        }
        return data
    }
}
