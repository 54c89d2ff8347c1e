import Foundation
import MVVMRules
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Per-file index facts from earlier runs, so a pre-commit run does not re-read the project.
///
/// Facts are keyed by a hash of the file's content (and whether it is a test file), under a
/// folder named for the tool version and facts format: a new `mvvm` never trusts an old cache.
/// Each file's size and modification time are kept next to its content hash, so an unchanged
/// file is recognised from a `stat` alone; anything else is read and hashed, and a file whose
/// content was seen before (a branch switch, a `touch`) still reuses its facts.
/// One cache file per project and settings; it only holds what the last run used.
public final class FactCache: @unchecked Sendable {
    struct Stamp: Equatable {
        var size: Int64
        var modified: Int64
        var hash: String
    }

    private struct Contents {
        var stamps: [String: Stamp] = [:]
        var facts: [String: FileFacts] = [:]
    }

    /// The cache file for one project and its fact-relevant settings.
    public let file: String
    private let previous: Contents
    /// Files read this run (new or changed since the cache was written), with their stamps.
    private var fresh: [String: (stamp: Stamp, facts: FileFacts)] = [:]
    private let lock = NSLock()

    /// `directory`: the cache folder (see `defaultDirectory`); `key`: whatever, besides content,
    /// decides a file's facts (the project root, test globs, action methods).
    public init(directory: String, key: String) {
        let folder = directory + "/" + MVVMVersion.current + "-facts\(FileFacts.formatVersion)"
        file = folder + "/" + ContentHash.hex(Array(key.utf8)) + ".facts"
        if let data = FileManager.default.contents(atPath: file), let (stamps, facts) = FactCacheFormat.decode(Array(data)) {
            previous = Contents(stamps: stamps, facts: facts)
        } else {
            previous = Contents()
        }
    }

    /// The folder `--cache-path` or `MVVM_CACHE_PATH` can replace: the platform's user cache
    /// folder, never inside a repository.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let path = environment["MVVM_CACHE_PATH"], !path.isEmpty { return path }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        #if canImport(Darwin)
        return home + "/Library/Caches/mvvm"
        #else
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/mvvm" }
        return home + "/.cache/mvvm"
        #endif
    }

    /// The facts of `path`: from the cache when its stamp or its content matches an entry, else
    /// from `extract`, which reads the file (nil: unreadable). `contents` stands in for the file
    /// on disk (a staged blob, standard input) and is never cached by path.
    public func facts(for path: String, isTestFile: Bool, contents: [UInt8]?,
                      extract: ([UInt8]) -> FileFacts?) -> FileFacts? {
        let status = contents == nil ? Self.status(of: path) : nil
        if let status, let stamp = previous.stamps[path], stamp.size == status.size, stamp.modified == status.modified,
           var facts = previous.facts[stamp.hash], facts.isTestFile == isTestFile {
            facts.path = path
            return facts
        }
        guard let bytes = contents ?? FileManager.default.contents(atPath: path).map(Array.init) else { return nil }
        let hash = ContentHash.hex(bytes) + (isTestFile ? "t" : "")
        var found = previous.facts[hash]
        found?.path = path
        guard let facts = found ?? extract(bytes) else { return nil }
        if let status {
            lock.lock()
            fresh[path] = (Stamp(size: status.size, modified: status.modified, hash: hash), facts)
            lock.unlock()
        }
        return facts
    }

    /// Writes the entries of `paths` (the files this run indexed; others are dropped so the
    /// cache does not grow with deleted files), atomically, unless nothing changed. A cache that
    /// cannot be written only costs time on the next run, so failure is returned, not thrown.
    @discardableResult
    public func save(keeping paths: [String]) -> Bool {
        let kept = paths.filter { fresh[$0] == nil && previous.stamps[$0] != nil }
        guard !fresh.isEmpty || kept.count != previous.stamps.count else { return true }
        var stamps: [String: Stamp] = [:]
        var facts: [String: FileFacts] = [:]
        for path in kept {
            let stamp = previous.stamps[path]!
            stamps[path] = stamp
            facts[stamp.hash] = previous.facts[stamp.hash]
        }
        for (path, entry) in fresh {
            stamps[path] = entry.stamp
            facts[entry.stamp.hash] = entry.facts
        }
        let folder = (file as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(FactCacheFormat.encode(stamps: stamps, facts: facts)).write(to: URL(fileURLWithPath: file), options: .atomic)
            return true
        } catch {
            return false
        }
    }

    /// Size and modification time in nanoseconds, from one `stat`.
    static func status(of path: String) -> (size: Int64, modified: Int64)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return (Int64(info.st_size), Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
    }
}

/// A fast, stable 128-bit hash of file contents (two multiply-xorshift lanes over 8-byte words).
/// Not cryptographic: it only has to tell a project's files apart.
enum ContentHash {
    static func hex(_ bytes: [UInt8]) -> String {
        var first: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        var second: UInt64 = 0xC2B2_AE3D_27D4_EB4F
        bytes.withUnsafeBytes { buffer in
            let words = buffer.count / 8
            for index in 0..<words {
                let word = UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))
                first = (first ^ word) &* 0xFF51_AFD7_ED55_8CCD
                first ^= first >> 32
                second = (second &+ word) &* 0xC4CE_B9FE_1A85_EC53
                second ^= second >> 29
            }
            for index in (words * 8)..<buffer.count {
                first = (first ^ UInt64(buffer[index])) &* 0xFF51_AFD7_ED55_8CCD
                second = (second &+ UInt64(buffer[index])) &* 0xC4CE_B9FE_1A85_EC53
            }
        }
        return String(format: "%016llx%016llx", first, second)
    }
}
