import Foundation
#if canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#elseif canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Musl)
import Musl
private let systemWrite = Musl.write
#endif

/// What happens to one file of a screen, printed as its status line.
public enum FileStatus: String, Sendable {
    /// New file.
    case create
    /// Already there with exactly this content: left alone.
    case identical
    /// Not written, for a reason given beside it (`Responder` already exists).
    case skip
    /// Already there with other content, and no `--force`: nothing is written.
    case conflict
    /// Already there with other content, replaced under `--force` (the old file kept as `.orig`).
    case overwrite
    /// An existing file edited in place (`mvvm add`): replaced whole, keeping its permissions.
    case update
}

/// One file of the plan: where it goes and what happens to it.
public struct PlannedFile: Sendable {
    public var path: String
    public var displayPath: String
    public var contents: String
    public var status: FileStatus
    /// Why a `skip` is skipped.
    public var note: String?
    /// Where an `overwrite` keeps the file it replaces.
    public var backupPath: String

    public init(path: String, displayPath: String, contents: String, status: FileStatus, note: String? = nil,
                backupPath: String? = nil) {
        self.path = path
        self.displayPath = displayPath
        self.contents = contents
        self.status = status
        self.note = note
        self.backupPath = backupPath ?? path + ".orig"
    }

    /// `create    Sources/Screens/LoginView.swift`.
    public var statusLine: String {
        let padded = status.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
        return padded + displayPath + (note.map { " (\($0))" } ?? "")
    }
}

/// Decides, checks and writes a screen's files so that a run either writes every file it should or
/// none: paths stay inside the project, conflicts stop everything unless forced, and each file is
/// written to a temporary file first and renamed into place only once all of them are ready.
public enum SafeWriter {
    /// The absolute folder for `path` (relative to `base`), refused when it uses `..` or leads
    /// outside `root` once symbolic links are followed.
    public static func folder(_ path: String, base: String, root: String, option: String) throws -> String {
        if path.split(separator: "/").contains("..") {
            throw ScaffoldError("\(option): `\(path)` uses `..`; give a folder inside the project (\(root))")
        }
        let absolute = URL(fileURLWithPath: path.hasPrefix("/") ? path : base + "/" + path).standardizedFileURL.path
        let resolvedRoot = resolvingExistingPart(of: root)
        let resolved = resolvingExistingPart(of: absolute)
        guard resolved == resolvedRoot || resolved.hasPrefix(resolvedRoot.hasSuffix("/") ? resolvedRoot : resolvedRoot + "/") else {
            throw ScaffoldError("\(option): `\(path)` is outside the project (\(root)); mvvm writes only inside it")
        }
        return absolute
    }

    /// Symbolic links resolved along the part of the path that exists; the rest appended as is.
    static func resolvingExistingPart(of path: String) -> String {
        var existing = URL(fileURLWithPath: path).standardizedFileURL
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        var resolved = existing.resolvingSymlinksInPath().path
        for component in rest { resolved += (resolved.hasSuffix("/") ? "" : "/") + component }
        return resolved
    }

    /// The status of each file, given what is on disk now. Throws where writing can't be safe
    /// (a folder or a symbolic link in the way, a `.orig` that `--force` would overwrite).
    /// `backup` says where `--force` keeps a replaced file (`NAME.orig` beside it unless a command
    /// needs it elsewhere); it is applied to a file's path and to its display path alike.
    public static func plan(_ files: [(path: String, displayPath: String, contents: String)], force: Bool,
                            backup: (String) -> String = { $0 + ".orig" }) throws -> [PlannedFile] {
        let manager = FileManager.default
        return try files.map { file in
            var isDirectory: ObjCBool = false
            if (try? manager.destinationOfSymbolicLink(atPath: file.path)) != nil {
                throw ScaffoldError("\(file.displayPath): error: is a symbolic link; mvvm does not write through links")
            }
            guard manager.fileExists(atPath: file.path, isDirectory: &isDirectory) else {
                return PlannedFile(path: file.path, displayPath: file.displayPath, contents: file.contents, status: .create)
            }
            if isDirectory.boolValue { throw ScaffoldError("\(file.displayPath): error: is a folder") }
            guard let existing = manager.contents(atPath: file.path) else {
                throw ScaffoldError("\(file.displayPath): error: exists and cannot be read")
            }
            if existing == Data(file.contents.utf8) {
                return PlannedFile(path: file.path, displayPath: file.displayPath, contents: file.contents, status: .identical)
            }
            guard force else {
                return PlannedFile(path: file.path, displayPath: file.displayPath, contents: file.contents, status: .conflict)
            }
            if manager.fileExists(atPath: backup(file.path)) {
                throw ScaffoldError("\(backup(file.displayPath)): error: already exists; move it away so --force can keep the replaced file there")
            }
            return PlannedFile(path: file.path, displayPath: file.displayPath, contents: file.contents, status: .overwrite,
                               backupPath: backup(file.path))
        }
    }

    /// Writes every `create` and `overwrite` of the plan, or nothing: all contents go to temporary
    /// files beside their targets first; any failure removes them (and folders made for them).
    /// Only then are they renamed into place, each replaced file first renamed to `NAME.orig`.
    public static func write(_ plan: [PlannedFile]) throws {
        let manager = FileManager.default
        let toWrite = plan.filter { $0.status == .create || $0.status == .overwrite || $0.status == .update }
        guard !plan.contains(where: { $0.status == .conflict }) else {
            throw ScaffoldError("refusing to write: a file conflicts (use --force to replace it)")
        }
        var createdFolders: [String] = []
        var temporaries: [String] = []
        func rollBack() {
            for temporary in temporaries { try? manager.removeItem(atPath: temporary) }
            for folder in createdFolders.reversed() { try? manager.removeItem(atPath: folder) }
        }
        for file in toWrite {
            let folder = (file.path as NSString).deletingLastPathComponent
            // A replaced file kept away from its folder needs a folder to go to as well.
            let backupFolder = file.status == .overwrite ? [(file.backupPath as NSString).deletingLastPathComponent] : []
            do {
                for needed in [folder] + backupFolder {
                    for missing in missingFolders(needed) {
                        try manager.createDirectory(atPath: missing, withIntermediateDirectories: false)
                        createdFolders.append(missing)
                    }
                }
                let temporary = temporaryPath(for: file.path)
                // One left by a run that was killed before its rename: it was never a project file.
                if manager.fileExists(atPath: temporary) { try manager.removeItem(atPath: temporary) }
                // An edited file keeps its permissions: the temporary gets them before it is written.
                let permissions = file.status == .update
                    ? (try manager.attributesOfItem(atPath: file.path)[.posixPermissions] as? NSNumber).map { mode_t($0.uint16Value) }
                    : nil
                try writeDurably(Array(file.contents.utf8), to: temporary, keeping: permissions)
                temporaries.append(temporary)
            } catch {
                rollBack()
                throw ScaffoldError("\(file.displayPath): error: cannot write (\(reason(error))); nothing was written")
            }
        }
        // Renames within one folder practically never fail; if one does, the ones already done
        // are undone so the project is as it was.
        var placed: [PlannedFile] = []
        for (file, temporary) in zip(toWrite, temporaries) {
            do {
                if file.status == .overwrite {
                    try manager.moveItem(atPath: file.path, toPath: file.backupPath)
                }
                guard rename(temporary, file.path) == 0 else { throw ScaffoldError(String(cString: strerror(errno))) }
                placed.append(file)
            } catch {
                for done in placed.reversed() {
                    try? manager.removeItem(atPath: done.path)
                    if done.status == .overwrite { try? manager.moveItem(atPath: done.backupPath, toPath: done.path) }
                }
                if file.status == .overwrite, !manager.fileExists(atPath: file.path) {
                    try? manager.moveItem(atPath: file.backupPath, toPath: file.path)
                }
                rollBack()
                throw ScaffoldError("\(file.displayPath): error: cannot move into place (\(reason(error))); nothing was written")
            }
        }
        for folder in Set(placed.map { ($0.path as NSString).deletingLastPathComponent }) { syncFolder(folder) }
    }

    /// `.LoginView.swift.mvvm~` beside `LoginView.swift`: the final name plus seven bytes, the
    /// same on every run, so the next run finds and removes what a killed one left.
    static func temporaryPath(for path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder + "/." + (path as NSString).lastPathComponent + ".mvvm~"
    }

    /// Creates the file (it must not exist), writes it whole and flushes it to the disk, so a
    /// rename that follows never exposes an empty or partial file after a crash.
    private static func writeDurably(_ bytes: [UInt8], to path: String, keeping permissions: mode_t? = nil) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, permissions ?? 0o644)
        guard descriptor >= 0 else { throw ScaffoldError(String(cString: strerror(errno))) }
        defer { close(descriptor) }
        // The umask must not narrow an edited file's permissions.
        if let permissions, fchmod(descriptor, permissions) != 0 { throw ScaffoldError(String(cString: strerror(errno))) }
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
            if count < 0 {
                if errno == EINTR { continue }
                throw ScaffoldError(String(cString: strerror(errno)))
            }
            offset += count
        }
        guard fsync(descriptor) == 0 else { throw ScaffoldError(String(cString: strerror(errno))) }
    }

    /// Flushes a folder's entries (the renames into it) to the disk.
    private static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    /// The folders to make, outermost first, for `folder` to exist.
    private static func missingFolders(_ folder: String) -> [String] {
        var missing: [String] = []
        var current = folder
        while !current.isEmpty, current != "/", !FileManager.default.fileExists(atPath: current) {
            missing.insert(current, at: 0)
            current = (current as NSString).deletingLastPathComponent
        }
        return missing
    }

    private static func reason(_ error: Error) -> String {
        if let error = error as? ScaffoldError { return error.message }
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        return underlying.map { String(cString: strerror(Int32($0.code))) } ?? error.localizedDescription
    }
}
