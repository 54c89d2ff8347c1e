import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Why a file was not written, in words for the user: "has 2 hard links; …".
public struct FileWriteError: Error, Equatable, Sendable {
    public let reason: String
    public init(_ reason: String) { self.reason = reason }
}

/// The one writer of every file mvvm changes or creates — fixes, `mvvm add`, `mvvm new`, reports,
/// baselines, templates, caches — so that no failure, kill or concurrent edit loses a byte:
/// - a regular file is replaced by a temporary written whole beside it, flushed, given the
///   original's owner and mode, and renamed over it; the original is compared with what was read
///   just before the rename, so an editor's save in the meantime wins;
/// - a symbolic link is written through (it stays a link); a device, pipe or socket the user
///   named is written into, never replaced;
/// - a file with several hard links is refused: every way to rewrite it in place has a moment
///   when its bytes are gone, and a rename would split its names;
/// - a read-only file is left alone;
/// - temporaries have one name per file (`.Name.swift.mvvm~`), so the next run finds and
///   removes what a killed one left.
public enum FileWriter {
    /// The suffix of every temporary: `.LoginView.swift.mvvm~` beside `LoginView.swift`.
    public static let temporarySuffix = ".mvvm~"

    /// The temporary for `path`, the same on every run.
    public static func temporaryPath(for path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        let name = "." + (path as NSString).lastPathComponent + temporarySuffix
        return folder.isEmpty ? name : folder + "/" + name
    }

    /// Whether `name` is a temporary of ours, and the file it was for.
    public static func originalName(ofTemporary name: String) -> String? {
        guard name.hasPrefix("."), name.hasSuffix(temporarySuffix), name.count > 1 + temporarySuffix.count else { return nil }
        return String(name.dropFirst().dropLast(temporarySuffix.count))
    }

    /// Replaces the content of the existing file at `path` (a project file: a fix, an edit by
    /// `mvvm add`) with `bytes`, provided it still holds `original`. A link is followed to its
    /// file; with `root`, that file must lie inside it.
    public static func replace(_ path: String, expecting original: [UInt8], with bytes: [UInt8], within root: String? = nil) throws {
        try commit(prepareReplacement(path, expecting: original, with: bytes, within: root))
    }

    /// Creates the file at `path`, which must not exist, durably. The caller makes the folder.
    public static func create(_ path: String, with bytes: [UInt8], permissions: mode_t = 0o644) throws {
        try commit(prepareCreation(path, with: bytes, permissions: permissions))
    }

    /// A write whose bytes are already on disk in its temporary, flushed: what is left is a
    /// rename (or, for a new file, a link), so several files can be readied first and placed
    /// together, and a failure in readying any leaves every one untouched.
    public struct Prepared: Sendable {
        /// The file written (links resolved).
        public let target: String
        let temporary: String
        /// The temporary, open and locked (`flock`) until it is placed or given up: the lock is
        /// how another run tells a temporary being written from one a killed run left.
        let descriptor: Int32
        /// What the file held when read; nil for a new file.
        public let original: [UInt8]?
        /// What this write puts there.
        let bytes: [UInt8]
    }

    /// Readies the replacement of an existing file (see `replace`).
    public static func prepareReplacement(_ path: String, expecting original: [UInt8], with bytes: [UInt8],
                                          within root: String? = nil) throws -> Prepared {
        guard let target = realPath(path) else { throw FileWriteError("cannot be resolved (\(lastError()))") }
        if let root {
            let realRoot = realPath(root) ?? root
            guard isInside(target, realRoot) else {
                throw FileWriteError("is a link to \(target), outside the project; mvvm writes only inside it")
            }
        }
        var info = stat()
        guard stat(target, &info) == 0 else { throw FileWriteError("cannot be read (\(lastError()))") }
        guard info.st_mode & S_IFMT == S_IFREG else { throw FileWriteError("is not a regular file") }
        try requireWritable(target, info)
        try requireSingleLink(info)
        try requireOwnable(info)
        guard currentBytes(of: target) == original else { throw changedMeanwhile }
        let temporary = temporaryPath(for: target)
        let descriptor = try writeTemporary(temporary, bytes, owner: (info.st_uid, info.st_gid), mode: info.st_mode & 0o7777,
                                            attributesOf: target)
        return Prepared(target: target, temporary: temporary, descriptor: descriptor, original: original, bytes: bytes)
    }

    /// Readies a new file (see `create`).
    /// `movingAside`: the file there now will be moved away before this one is placed
    /// (`mvvm new --force` keeps it as `.orig`).
    public static func prepareCreation(_ path: String, with bytes: [UInt8], permissions: mode_t = 0o644,
                                       movingAside: Bool = false) throws -> Prepared {
        var existing = stat()
        if !movingAside, lstat(path, &existing) == 0 {
            throw FileWriteError(existing.st_mode & S_IFMT == S_IFLNK ? "is a symbolic link already; left alone" : "exists already; left alone")
        }
        let temporary = temporaryPath(for: path)
        let descriptor = try writeTemporary(temporary, bytes, owner: nil, mode: permissions, attributesOf: nil)
        return Prepared(target: path, temporary: temporary, descriptor: descriptor, original: nil, bytes: bytes)
    }

    /// Puts a readied write in place: a replacement only while the file still holds what was
    /// read (an editor's save in the meantime wins); a creation only while the name is free.
    public static func commit(_ prepared: Prepared) throws {
        let path = prepared.target, temporary = prepared.temporary
        defer { close(prepared.descriptor) }
        // Still ours: a run that took it for a killed run's could only do so before we locked it.
        guard holdsOwnTemporary(prepared) else {
            throw FileWriteError("another mvvm run is writing it; run mvvm again")
        }
        if let original = prepared.original {
            guard currentBytes(of: path) == original else {
                unlink(temporary)
                throw changedMeanwhile
            }
            switch swap(temporary, path) {
            case .swapped:
                // The file swapped out is at the temporary's name now: if a save reached it
                // between the check above and the swap, it goes back, whole — unless a newer
                // save has replaced ours at the path meanwhile, which then stands.
                if currentBytes(of: temporary) != original {
                    if currentBytes(of: path) == prepared.bytes {
                        if case .swapped = swap(temporary, path) {} else {
                            // Never lose it: the save stays beside the file under a name of its own.
                            let kept = path + ".saved"
                            if rename(temporary, kept) == 0 {
                                throw FileWriteError("changed since mvvm read it; that save is kept as \((kept as NSString).lastPathComponent)")
                            }
                            throw FileWriteError("changed since mvvm read it; that save is kept as \((temporary as NSString).lastPathComponent)")
                        }
                    }
                    unlink(temporary)
                    throw changedMeanwhile
                }
                unlink(temporary)
            case .unsupported:
                guard rename(temporary, path) == 0 else {
                    let reason = lastError()
                    unlink(temporary)
                    throw FileWriteError(reason)
                }
            case .failed(let reason):
                unlink(temporary)
                throw FileWriteError(reason)
            }
        } else if link(temporary, path) == 0 {
            // link(2) fails if the name exists, so a file created meanwhile is never replaced.
            unlink(temporary)
        } else {
            // Where the file system has no hard links, a rename after a last look is the best there is.
            var existing = stat()
            let taken = errno == EEXIST || lstat(path, &existing) == 0
            guard !taken, rename(temporary, path) == 0 else {
                let reason = taken ? "was created by another program meanwhile" : lastError()
                unlink(temporary)
                throw FileWriteError(reason)
            }
        }
        syncFolder(of: path)
    }

    /// Gives up a readied write: its temporary goes, the file is as it was.
    public static func discard(_ prepared: Prepared) {
        if holdsOwnTemporary(prepared) { unlink(prepared.temporary) }
        close(prepared.descriptor)
    }

    /// Whether the temporary's name still leads to the file this run wrote.
    private static func holdsOwnTemporary(_ prepared: Prepared) -> Bool {
        var named = stat(), held = stat()
        return lstat(prepared.temporary, &named) == 0 && fstat(prepared.descriptor, &held) == 0
            && named.st_dev == held.st_dev && named.st_ino == held.st_ino
    }

    private static let changedMeanwhile = FileWriteError("changed since mvvm read it (saved by another program?); run mvvm again")

    /// Writes an output the user named (a report, a baseline, a cache entry): into this process's
    /// standard output or error when the path is one of them (`/dev/stdout`, a link to it, the
    /// file the shell redirected into), into a device, pipe or socket as it is, through a symbolic
    /// link to its file, and otherwise replacing or creating a regular file the durable way,
    /// keeping an existing one's owner and mode.
    public static func writeOutput(_ bytes: [UInt8], to path: String) throws {
        try writeOutput(to: path) { writeAll($0, bytes) }
    }

    /// `writeOutput`, with the content written by `body` to the descriptor it is given (false:
    /// it failed, `errno` says why): content too large to hold whole — a cache copied from the
    /// one it replaces — is written as it is read.
    public static func writeOutput(to path: String, writing body: (Int32) -> Bool) throws {
        guard !path.isEmpty else { throw FileWriteError("is an empty file name") }
        var info = stat()
        let exists = stat(path, &info) == 0
        if exists {
            for stream: Int32 in [STDOUT_FILENO, STDERR_FILENO] {
                var open = stat()
                if fstat(stream, &open) == 0, open.st_dev == info.st_dev, open.st_ino == info.st_ino {
                    guard body(stream) else { throw FileWriteError(lastError()) }
                    return
                }
            }
        }
        var linkInfo = stat()
        if !exists, lstat(path, &linkInfo) == 0, linkInfo.st_mode & S_IFMT == S_IFLNK {
            throw FileWriteError("is a symbolic link to nothing")
        }
        let target = realPath(path) ?? path
        guard exists else {
            guard errno == ENOENT else { throw FileWriteError(lastError()) }
            return try replaceRegular(target, writing: body, keeping: nil)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            try requireWritable(target, info)
            try requireSingleLink(info)
            try requireOwnable(info)
            try replaceRegular(target, writing: body, keeping: info)
        case S_IFDIR:
            throw FileWriteError("is a folder")
        default:
            try writeInto(path, writing: body, flags: O_WRONLY)
        }
    }

    /// Whether `path` is a temporary left by a killed run: a regular file named like ours that
    /// no live run holds locked (a run writing one holds its lock until it is placed; the
    /// lock goes with the process, however it ends).
    public static func isStaleTemporary(_ path: String) -> Bool {
        guard let descriptor = lockedTemporary(path) else { return false }
        close(descriptor)
        return true
    }

    /// Removes a temporary left by a killed run (see `isStaleTemporary`). Returns whether it did.
    @discardableResult
    public static func removeStaleTemporary(_ path: String) -> Bool {
        guard let descriptor = lockedTemporary(path) else { return false }
        defer { close(descriptor) }
        return unlink(path) == 0
    }

    /// Why a temporary at `path` can be neither used nor removed by this user (another user's
    /// killed run left it), or nil when that is not the case.
    public static func foreignTemporaryReason(_ path: String) -> String? {
        guard originalName(ofTemporary: (path as NSString).lastPathComponent) != nil else { return nil }
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK)
        if descriptor >= 0 {
            close(descriptor)
            let folder = (path as NSString).deletingLastPathComponent
            guard access(folder.isEmpty ? "." : folder, W_OK) != 0 else { return nil }
        }
        return "\((path as NSString).lastPathComponent), left by a run of another user, is in the way (\(lastError())); remove it"
    }

    /// The temporary at `path`, open and locked by this process, if it is ours and nobody holds it.
    private static func lockedTemporary(_ path: String) -> Int32? {
        guard originalName(ofTemporary: (path as NSString).lastPathComponent) != nil else { return nil }
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    /// The path with every symbolic link resolved, or nil when it cannot be.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether `path` is `folder` or inside it (both absolute, links resolved).
    public static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    // MARK: - Steps

    /// Writes `bytes` to `target`'s temporary with `info`'s owner and mode, and renames it over `target`.
    private static func replaceRegular(_ target: String, writing body: (Int32) -> Bool, keeping info: stat?) throws {
        let temporary = temporaryPath(for: target)
        let descriptor = try writeTemporary(temporary, writing: body, owner: info.map { ($0.st_uid, $0.st_gid) },
                                            mode: info.map { $0.st_mode & 0o7777 } ?? 0o644, attributesOf: info == nil ? nil : target)
        defer { close(descriptor) }
        guard rename(temporary, target) == 0 else {
            let reason = lastError()
            unlink(temporary)
            throw FileWriteError(reason)
        }
        syncFolder(of: target)
    }

    /// Creates `temporary` (removing one a killed run left, never one a live run holds), locks
    /// it, writes it whole with the owner, mode and extended attributes to keep, and flushes it.
    /// Returns it open and locked.
    private static func writeTemporary(_ temporary: String, _ bytes: [UInt8], owner: (uid_t, gid_t)?, mode: mode_t,
                                       attributesOf original: String?) throws -> Int32 {
        try writeTemporary(temporary, writing: { writeAll($0, bytes) }, owner: owner, mode: mode, attributesOf: original)
    }

    private static func writeTemporary(_ temporary: String, writing body: (Int32) -> Bool, owner: (uid_t, gid_t)?, mode: mode_t,
                                       attributesOf original: String?) throws -> Int32 {
        var existing = stat()
        if lstat(temporary, &existing) == 0 {
            guard existing.st_mode & S_IFMT == S_IFREG else {
                throw FileWriteError("\((temporary as NSString).lastPathComponent) is in the way and is not mvvm's temporary")
            }
            guard removeStaleTemporary(temporary) else {
                if let reason = foreignTemporaryReason(temporary) { throw FileWriteError(reason) }
                throw FileWriteError("another mvvm run is writing it; run mvvm again")
            }
        }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { throw FileWriteError("cannot create a temporary beside it (\(lastError()))") }
        var failure: String?
        if flock(descriptor, LOCK_EX) != 0 { failure = lastError() }
        if failure == nil, !body(descriptor) { failure = lastError() }
        // Owner first: changing it clears setuid and setgid, which the mode then restores.
        if failure == nil, let (uid, gid) = owner, fchown(descriptor, uid, gid) != 0 {
            failure = "its owner or group cannot be kept (\(lastError()))"
        }
        if failure == nil, fchmod(descriptor, mode) != 0 { failure = lastError() }
        if failure == nil, let original { failure = ExtendedAttributes.copy(from: original, to: descriptor) }
        if failure == nil, fsync(descriptor) != 0 { failure = lastError() }
        if let failure {
            unlink(temporary)
            close(descriptor)
            throw FileWriteError(failure)
        }
        return descriptor
    }

    /// Writes into an existing non-regular file (a device, a pipe, a socket).
    private static func writeInto(_ path: String, writing body: (Int32) -> Bool, flags: Int32) throws {
        let descriptor = open(path, flags)
        guard descriptor >= 0 else { throw FileWriteError(lastError()) }
        defer { close(descriptor) }
        guard body(descriptor) else { throw FileWriteError(lastError()) }
    }

    private static func requireWritable(_ path: String, _ info: stat) throws {
        // The mode bits, not access(2): root may write anything, but a read-only file says its
        // owner wants it left alone.
        guard info.st_mode & 0o222 != 0, access(path, W_OK) == 0 else {
            throw FileWriteError("is read-only; left unchanged")
        }
    }

    /// A rename gives the file to whoever writes it: only root can give it back, and only its
    /// owner may keep it theirs.
    private static func requireOwnable(_ info: stat) throws {
        guard getuid() == 0 || info.st_uid == getuid() else {
            throw FileWriteError("belongs to another user; rewriting it would make it yours, so it is left unchanged")
        }
    }

    private static func requireSingleLink(_ info: stat) throws {
        guard info.st_nlink <= 1 else {
            throw FileWriteError("has \(info.st_nlink) hard links; rewriting it would leave a moment with its bytes gone, "
                + "so it is left unchanged (give it a single name to let mvvm write it)")
        }
    }

    /// The file's bytes now, or nil when it cannot be read.
    static func currentBytes(of path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    public static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { writeAll(descriptor, $0) }
    }

    /// Writes `text`'s UTF-8 from where the string keeps it (a report runs to megabytes: copied
    /// into an array first, it was held twice).
    public static func writeAll(_ descriptor: Int32, _ text: String) -> Bool {
        var text = text
        return text.withUTF8 { writeAll(descriptor, UnsafeRawBufferPointer($0)) }
    }

    public static func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < buffer.count {
            let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += count
        }
        return true
    }

    /// Flushes the folder holding `path`, so a rename into it survives a crash.
    static func syncFolder(of path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        let descriptor = open(folder.isEmpty ? "." : folder, O_RDONLY)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    static func lastError() -> String { String(cString: strerror(errno)) }
}
