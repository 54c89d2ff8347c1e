import Foundation
import MVVMRules
import SafeFiles
import SwiftLexer
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Per-file index facts from earlier runs, so a pre-commit run does not re-read the project.
///
/// The cache only ever answers what reading the file would: an entry answers for one path (facts
/// depend on it: `Package.swift`, test files) with the exact bytes it was extracted from, under
/// the tool version, facts format and configuration key recorded in the file, and every entry is
/// checksummed (anything else in the file is a miss). An unchanged file is recognised from one
/// `stat` — size, modification and change times to the nanosecond, inode — as git recognises
/// clean files; the change time gives away an edit whose modification time was put back (`cp -p`,
/// `rsync -a`, `tar x`, `touch -r`). As in git, a stamp taken too close to the run that recorded
/// it ("racy": a coarse file-system clock could give the next edit the same times) is not trusted
/// alone: the file is read and its content hash compared. Files that are read are hashed, so one
/// whose content is unchanged (a branch switched back, a `touch`) keeps its facts.
/// One cache file per project and settings; it only holds what the last run used.
public final class FactCache: @unchecked Sendable {
    /// What `stat` says about a file; two equal stamps mean an unchanged file unless racy.
    struct Stamp: Equatable {
        var size: Int64
        /// Modification and status-change times, in nanoseconds.
        var modified: Int64
        var changed: Int64
        var inode: Int64
    }

    /// One file's facts and what they were extracted from.
    struct Entry: Equatable {
        var stamp: Stamp
        /// When the run that took `stamp` started (nanoseconds, wall clock).
        var observedAt: Int64
        var isTestFile: Bool
        /// `ContentHash.hex` of the bytes the facts come from.
        var contentHash: String
        var facts: FileFacts

        /// A stamp within `racyWindow` of its run could belong to an edit made later in the same
        /// clock tick (one or two seconds on HFS+, FAT, some network file systems).
        var isRacy: Bool { FactCache.isRacy(stamp, observedAt: observedAt) }
    }

    static func isRacy(_ stamp: Stamp, observedAt: Int64) -> Bool {
        max(stamp.modified, stamp.changed) >= observedAt - racyWindow
    }

    /// What a cache file must say about itself before any entry is read.
    struct Identity: Equatable {
        var toolVersion: String
        var factsFormat: Int
        var key: String

        static func current(key: String) -> Identity {
            Identity(toolVersion: MVVMVersion.current, factsFormat: FileFacts.formatVersion, key: key)
        }
    }

    /// The coarsest file-system clock tick worth trusting a stamp across (FAT's two seconds).
    static let racyWindow: Int64 = 2_000_000_000

    /// The cache file for one project and its fact-relevant settings.
    public let file: String
    let identity: Identity
    /// The cache file as it was when the run opened it (a run saving meanwhile replaces it
    /// under another inode), and its table: each entry's facts are read only when needed.
    private let stored: CacheFile?
    private let previous: [String: FactCacheFormat.StoredEntry]
    /// Files read this run (new, changed, or racy), with their entries.
    private var fresh: [String: Entry] = [:]
    private let startedAt: Int64
    private let lock = NSLock()

    /// `directory`: the cache folder (see `defaultDirectory`); `key`: whatever, besides a file's
    /// path and content, decides its facts (the project root and test globs, which say which
    /// files are tests).
    public convenience init(directory: String, key: String) {
        // Before any `stat`: every stamp this run takes is at least this recent.
        self.init(directory: directory, key: key, startedAt: Self.now())
    }

    /// `startedAt`: the run's start in nanoseconds (tests move it to make stamps settled).
    init(directory: String, key: String, startedAt: Int64) {
        self.startedAt = startedAt
        identity = Identity.current(key: key)
        let folder = directory + "/" + MVVMVersion.current + "-facts\(FileFacts.formatVersion)"
        file = folder + "/" + ContentHash.hex(Array(key.utf8)) + ".facts"
        if let opened = CacheFile(path: file), let (found, entries) = FactCacheFormat.table(opened), found == identity {
            stored = opened
            previous = entries
        } else {
            stored = nil
            previous = [:]
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

    /// What the cache knows of one file: its content's hash, and its facts or where the cache
    /// holds them (decoded only when asked for: an unchanged project needs none of them).
    public struct Lookup: Sendable {
        public let contentHash: String
        fileprivate let extracted: FileFacts?
        fileprivate let isTestFile: Bool
    }

    /// The facts of `path`: from the cache when its entry's stamp (not racy) or content matches,
    /// else from `extract`, which reads the file (nil: unreadable). `contents` stands in for the
    /// file on disk (a staged blob, standard input): it is matched by content and never recorded.
    public func facts(for path: String, isTestFile: Bool, contents: [UInt8]?,
                      extract: ([UInt8]) -> FileFacts?) -> FileFacts? {
        lookUp(path, isTestFile: isTestFile, contents: contents, extract: extract).flatMap {
            facts(for: path, from: $0, contents: contents, extract: extract)
        }
    }

    /// `path`'s content hash, and its facts where the cache has none (read and extracted): nil
    /// when the file cannot be read. `facts(for:from:…)` gives the facts.
    public func lookUp(_ path: String, isTestFile: Bool, contents: [UInt8]?,
                       extract: ([UInt8]) -> FileFacts?) -> Lookup? {
        let entry = previous[path].flatMap { $0.isTestFile == isTestFile ? $0 : nil }
        if let contents {
            let hash = ContentHash.hex(contents)
            if let entry, entry.contentHash == hash { return Lookup(contentHash: hash, extracted: nil, isTestFile: isTestFile) }
            return extract(contents).map { Lookup(contentHash: hash, extracted: $0, isTestFile: isTestFile) }
        }
        // Stamp first, then read: an edit in between leaves an old stamp on new content, which
        // the next run sees as a change.
        let status = Self.status(of: path)
        if let entry, let status, entry.stamp == status, !Self.isRacy(entry.stamp, observedAt: entry.observedAt) {
            return Lookup(contentHash: entry.contentHash, extracted: nil, isTestFile: isTestFile)
        }
        guard let bytes = FileBytes.contents(of: path) else { return nil }
        let hash = ContentHash.hex(bytes)
        let cached = entry.flatMap { $0.contentHash == hash ? storedFacts($0) : nil }
        guard let facts = cached ?? extract(bytes) else { return nil }
        if let status {
            lock.lock()
            fresh[path] = Entry(stamp: status, observedAt: startedAt, isTestFile: isTestFile, contentHash: hash, facts: facts)
            lock.unlock()
        }
        return Lookup(contentHash: hash, extracted: facts, isTestFile: isTestFile)
    }

    /// The facts of a looked-up file: decoded from the cache, or (an entry that does not decode,
    /// which its checksum makes a bug) read again.
    /// `interner` shares the strings decoded with those of the other files decoded through it.
    public func facts(for path: String, from lookup: Lookup, contents: [UInt8]?, interner: StringInterner? = nil,
                      extract: ([UInt8]) -> FileFacts?) -> FileFacts? {
        if let facts = lookup.extracted { return facts }
        if let entry = previous[path], let facts = storedFacts(entry, interner: interner) { return facts }
        if let contents { return extract(contents) }
        // A damaged entry: read the file again and record it, so the next run does not.
        let status = Self.status(of: path)
        guard let bytes = FileBytes.contents(of: path), let facts = extract(bytes) else { return nil }
        if let status {
            lock.lock()
            fresh[path] = Entry(stamp: status, observedAt: startedAt, isTestFile: lookup.isTestFile,
                                contentHash: ContentHash.hex(bytes), facts: facts)
            lock.unlock()
        }
        return facts
    }

    private func storedFacts(_ entry: FactCacheFormat.StoredEntry, interner: StringInterner? = nil) -> FileFacts? {
        stored.flatMap { FactCacheFormat.facts(of: entry, from: $0, interner: interner) }
    }

    /// Writes the entries of `paths` (the files this run indexed; others are dropped so the
    /// cache does not grow with deleted files), atomically, unless nothing changed. A cache that
    /// cannot be written only costs time on the next run, so failure is returned, not thrown.
    @discardableResult
    public func save(keeping paths: [String]) -> Bool {
        let kept = paths.filter { fresh[$0] == nil && previous[$0] != nil }
        guard !fresh.isEmpty || kept.count != previous.count else { return true }
        var keptEntries: [String: FactCacheFormat.StoredEntry] = [:]
        // Only blocks the file as opened holds whole are copied (a cut file's others are dropped).
        for path in kept where previous[path]!.block.upperBound <= stored?.size ?? 0 { keptEntries[path] = previous[path] }
        let folder = (file as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            // Written as it is encoded and copied: neither the kept facts (25 MB on a 9,000-file
            // app) nor the new ones are ever held whole, which made saving the run's peak.
            try FileWriter.writeOutput(to: file) { descriptor in
                FactCacheFormat.write(identity: identity, fresh: fresh, kept: keptEntries,
                                      append: { FileWriter.writeAll(descriptor, $0) },
                                      copy: { range in self.stored?.copy(range, to: descriptor) ?? false })
            }
            // Written: the run no longer needs them here (nor keeps the whole project's facts twice).
            lock.lock()
            fresh = [:]
            lock.unlock()
            return true
        } catch {
            return false
        }
    }

    /// Size, times in nanoseconds and inode, from one `stat`.
    static func status(of path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let modified = info.st_mtimespec, changed = info.st_ctimespec
        #else
        let modified = info.st_mtim, changed = info.st_ctim
        #endif
        return Stamp(size: Int64(info.st_size), modified: nanoseconds(modified), changed: nanoseconds(changed),
                     inode: Int64(bitPattern: UInt64(info.st_ino)))
    }

    private static func nanoseconds(_ time: timespec) -> Int64 { Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec) }

    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return nanoseconds(time)
    }
}

/// A cache file open for reading ranges of it (`pread`): the file as it was when opened, even
/// after another run replaces it.
final class CacheFile: CacheBytes, @unchecked Sendable {
    private let descriptor: Int32
    /// The file's size when opened: no read (no allocation) reaches past it, whatever length a
    /// damaged block claims.
    let size: Int

    init?(path: String) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        size = Int(info.st_size)
    }

    deinit { close(descriptor) }

    /// Copies `range` of the file to `descriptor` a megabyte at a time; false when part of it
    /// cannot be read (the file as opened is shorter) or written.
    func copy(_ range: Range<Int>, to descriptor: Int32) -> Bool {
        var position = range.lowerBound
        while position < range.upperBound {
            guard let chunk = bytes(at: position, count: min(1 << 20, range.upperBound - position)),
                  FileWriter.writeAll(descriptor, chunk) else { return false }
            position += chunk.count
        }
        return true
    }

    func bytes(at offset: Int, count: Int) -> [UInt8]? {
        guard offset >= 0, count >= 0, offset <= size - count else { return nil }
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, read in
            while read < count {
                let got = pread(descriptor, buffer.baseAddress! + read, count - read, off_t(offset + read))
                // Past the end (a cut file) or an error: no bytes rather than some.
                if got <= 0 { failed = true; break }
                read += got
            }
        }
        return failed ? nil : bytes
    }
}

/// A fast, stable 128-bit hash of file contents (two multiply-xorshift lanes over 8-byte words).
/// Not cryptographic: it only has to tell a project's files apart.
enum ContentHash {
    static func hex(_ bytes: [UInt8]) -> String {
        let (first, second) = bytes.withUnsafeBytes(digest)
        return String(format: "%016llx%016llx", first, second)
    }

    /// The two lanes. Each step is a bijection of a lane's state, so any change confined to one
    /// word or byte (a flipped bit) always changes the result.
    static func digest(_ buffer: UnsafeRawBufferPointer) -> (UInt64, UInt64) {
        var first: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(buffer.count)
        var second: UInt64 = 0xC2B2_AE3D_27D4_EB4F
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
        return (first, second)
    }
}
