import Foundation

/// Asks git which Swift files a pre-commit or CI run should lint, and for staged content.
public enum GitFiles {
    public struct Failure: Error, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// Staged Swift files (added, copied, modified, renamed) with their staged content, read from
    /// the index rather than the work tree. Paths are absolute. Three `git` launches whatever the
    /// number of files: the staged blob ids, then every blob in one `cat-file --batch`.
    public static func staged(in directory: String) throws -> [(path: String, contents: [UInt8])] {
        let top = try topLevel(directory)
        let raw = try run(["diff", "--cached", "--raw", "-z", "--no-abbrev", "--diff-filter=ACMR"], in: top)
        let blobs = stagedBlobs(raw).filter { $0.path.hasSuffix(".swift") }
        if blobs.isEmpty { return [] }
        let request = FileManager.default.temporaryDirectory
            .appendingPathComponent("mvvm-staged-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)").path
        guard FileManager.default.createFile(atPath: request, contents: Data(blobs.map { $0.blob + "\n" }.joined().utf8)) else {
            throw Failure(message: "\(request): error: cannot write a temporary file for git")
        }
        defer { try? FileManager.default.removeItem(atPath: request) }
        let contents = try blobContents(run(["cat-file", "--batch"], in: top, inputFile: request), count: blobs.count)
        return zip(blobs, contents).map { (top + "/" + $0.path, $1) }
    }

    /// `:100644 100644 <old> <new> M\0path\0` records (renames and copies carry two paths, the
    /// second being the new one). Symbolic links and submodules are not Swift sources: skipped.
    static func stagedBlobs(_ raw: [UInt8]) -> [(path: String, blob: String)] {
        let fields = raw.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        var result: [(path: String, blob: String)] = []
        var index = 0
        while index < fields.count, fields[index].hasPrefix(":") {
            let header = fields[index].split(separator: " ")
            let paths = (header.last?.first).map { "RC".contains($0) } == true ? 2 : 1
            guard header.count >= 5, index + paths < fields.count else { break }
            if header[1] == "100644" || header[1] == "100755" {
                result.append((fields[index + paths], String(header[3])))
            }
            index += paths + 1
        }
        return result
    }

    /// Splits `cat-file --batch` output (`<id> blob <size>\n<bytes>\n` per object).
    static func blobContents(_ output: [UInt8], count: Int) throws -> [[UInt8]] {
        var result: [[UInt8]] = []
        var position = 0
        while result.count < count {
            guard let newline = output[position...].firstIndex(of: 10) else { break }
            let header = String(decoding: output[position..<newline], as: UTF8.self).split(separator: " ")
            guard header.count == 3, header[1] == "blob", let size = Int(header[2]), newline + 1 + size <= output.count else {
                throw Failure(message: "error: unexpected output from `git cat-file --batch`")
            }
            result.append(Array(output[(newline + 1)..<(newline + 1 + size)]))
            position = newline + 2 + size
        }
        guard result.count == count else { throw Failure(message: "error: unexpected output from `git cat-file --batch`") }
        return result
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

    static func swiftPaths(_ output: [UInt8]) -> [String] {
        output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }.filter { $0.hasSuffix(".swift") }
    }

    @discardableResult
    static func run(_ arguments: [String], in directory: String, inputFile: String? = nil, failure: String? = nil) throws -> [UInt8] {
        let result: Subprocess.Result
        do {
            result = try Subprocess.run(["git", "-C", directory] + arguments, inputFile: inputFile)
        } catch let error as Subprocess.LaunchFailure {
            throw Failure(message: "error: cannot run git (\(String(cString: strerror(error.code))))")
        }
        guard result.status == 0 else {
            throw Failure(message: failure ?? "error: `git \(arguments.joined(separator: " "))` failed")
        }
        return result.output
    }
}
