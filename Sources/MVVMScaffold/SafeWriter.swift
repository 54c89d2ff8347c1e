import Foundation
import SafeFiles

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
    /// The file's new bytes.
    public var bytes: [UInt8]
    public var status: FileStatus
    /// Why a `skip` is skipped.
    public var note: String?
    /// Where an `overwrite` keeps the file it replaces.
    public var backupPath: String
    /// What an `update` found in the file: it is written only while the file still holds it.
    public var original: [UInt8]?

    public init(path: String, displayPath: String, contents: String, status: FileStatus, note: String? = nil,
                backupPath: String? = nil) {
        self.init(path: path, displayPath: displayPath, bytes: Array(contents.utf8), status: status, note: note, backupPath: backupPath)
    }

    public init(path: String, displayPath: String, bytes: [UInt8], status: FileStatus, note: String? = nil,
                backupPath: String? = nil, original: [UInt8]? = nil) {
        self.path = path
        self.displayPath = displayPath
        self.bytes = bytes
        self.status = status
        self.note = note
        self.backupPath = backupPath ?? path + ".orig"
        self.original = original
    }

    /// The new content as text, for showing it (`--dry-run`).
    public var contents: String { String(decoding: bytes, as: UTF8.self) }

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
            throw ScaffoldError("\(option): `\(path)` is outside the project (\(root)); mvvm reads and writes only inside it")
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

    /// Writes every `create`, `overwrite` and `update` of the plan, or nothing: each file's bytes
    /// go to its temporary beside it first (through `FileWriter`, which refuses hard-linked,
    /// read-only and meanwhile-changed files); any failure removes them (and folders made for
    /// them). Only then are they put in place, each replaced file first renamed to `NAME.orig`.
    public static func write(_ plan: [PlannedFile]) throws {
        let manager = FileManager.default
        let toWrite = plan.filter { $0.status == .create || $0.status == .overwrite || $0.status == .update }
        guard !plan.contains(where: { $0.status == .conflict }) else {
            throw ScaffoldError("refusing to write: a file conflicts (use --force to replace it)")
        }
        var createdFolders: [String] = []
        var prepared: [FileWriter.Prepared] = []
        func rollBack() {
            for write in prepared { FileWriter.discard(write) }
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
                if file.status == .update {
                    guard let original = file.original else { throw ScaffoldError("internal error: an update without what was read") }
                    prepared.append(try FileWriter.prepareReplacement(file.path, expecting: original, with: file.bytes))
                } else {
                    prepared.append(try FileWriter.prepareCreation(file.path, with: file.bytes, movingAside: file.status == .overwrite))
                }
            } catch {
                rollBack()
                throw ScaffoldError("\(file.displayPath): error: cannot write (\(reason(error))); nothing was written")
            }
        }
        // Renames within one folder practically never fail; if one does, the ones already done
        // are undone so the project is as it was: new files removed, replaced ones moved back,
        // edited ones given back the bytes that were read.
        var placed: [(file: PlannedFile, write: FileWriter.Prepared)] = []
        for (file, write) in zip(toWrite, prepared) {
            do {
                if file.status == .overwrite {
                    try manager.moveItem(atPath: file.path, toPath: file.backupPath)
                }
                try FileWriter.commit(write)
                placed.append((file, write))
            } catch {
                // What cannot be undone (a file saved again since it was placed) is named: the
                // message must not claim a project it did not restore.
                var kept: [String] = []
                for (done, doneWrite) in placed.reversed() {
                    if let original = doneWrite.original {
                        do { try FileWriter.replace(done.path, expecting: done.bytes, with: original) } catch { kept.append(done.displayPath) }
                        continue
                    }
                    do { try manager.removeItem(atPath: done.path) } catch { kept.append(done.displayPath) }
                    if done.status == .overwrite { try? manager.moveItem(atPath: done.backupPath, toPath: done.path) }
                }
                if file.status == .overwrite, !manager.fileExists(atPath: file.path) {
                    try? manager.moveItem(atPath: file.backupPath, toPath: file.path)
                }
                prepared.removeFirst(placed.count)
                rollBack()
                let outcome = kept.isEmpty ? "nothing was written"
                    : "the other files are as they were, but \(kept.reversed().joined(separator: ", ")) keeps the change (saved again meanwhile)"
                throw ScaffoldError("\(file.displayPath): error: cannot move into place (\(reason(error))); \(outcome)")
            }
        }
    }

    /// `.LoginView.swift.mvvm~` beside `LoginView.swift`, the same on every run.
    static func temporaryPath(for path: String) -> String { FileWriter.temporaryPath(for: path) }

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
        if let error = error as? FileWriteError { return error.reason }
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        return underlying.map { String(cString: strerror(Int32($0.code))) } ?? error.localizedDescription
    }
}
