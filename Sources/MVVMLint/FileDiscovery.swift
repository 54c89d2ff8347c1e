import Foundation
import SafeFiles

/// Which Swift files make up the project (all indexed) and which of them to lint.
public struct DiscoveredFiles: Sendable {
    /// Every Swift file of the project: `included` minus `excluded`, absolute, sorted.
    public var project: [String] = []
    /// The files to report on: the explicit paths, or the whole project.
    public var toLint: [String] = []
    /// Problems that did not stop the run (symbolic link loops, unreadable folders).
    public var warnings: [String] = []
    /// Temporaries a killed `--fix`, `mvvm add` or `mvvm new` left beside Swift files
    /// (`.Name.swift.mvvm~`): `--fix` removes them, a plain lint says they are there.
    public var staleTemporaries: [String] = []
    /// Problems that fail the run (exit 2) once what was found is reported: a folder named on
    /// the command line that cannot be read would otherwise pass without a file linted.
    public var errors: [String] = []
    /// Folders of the project the walk could not read: skipped with a warning by a lint, but a
    /// baseline written without their files would hide those files' findings.
    public var unreadableFolders: [String] = []
    /// Content to use instead of what is on disk: staged blobs, standard input.
    public var contents: [String: [UInt8]] = [:]
    /// Files named one by one (on the command line): one that cannot be read is an error, not
    /// a file to skip.
    public var named: Set<String> = []
    /// The `.mvvm.yml` files found in subfolders of the project, each merged onto those above it
    /// (outermost first): each applies to the files below its folder. Read once, here.
    /// The app's Xcode build settings files (see `XcodeBuildSettings`).
    public var buildSettingFiles: [String] = []
    /// Swift files left out because no Xcode target compiles them (see `leaveOutUnbuilt`).
    public var unbuilt: [String] = []
    public var nestedLayers: [(folder: String, configuration: LintConfiguration)] = []

    public init() {}

    /// Every file the index reads: the project's, and any linted file outside it, sorted.
    /// (Sorting paths is a measurable part of a pre-commit run: the project is sorted already.)
    public var indexed: [String] {
        let projectFiles = Set(project)
        if toLint.allSatisfy(projectFiles.contains), zip(project, project.dropFirst()).allSatisfy({ $0 < $1 }) { return project }
        return Array(projectFiles.union(toLint)).sorted()
    }
}

public struct DiscoveryError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

public enum FileDiscovery {
    /// Leaves out of the project, and out of what is linted unless named one by one, the Swift
    /// files under an Xcode project's folder that no target of the app's projects compiles (a
    /// stale copy, a file template, a script), when the configuration keeps `only_built_files`.
    /// `cacheDirectory`: where the projects' readings are kept (nil: read each time).
    public static func leaveOutUnbuilt(_ files: inout DiscoveredFiles, configuration: LintConfiguration, cacheDirectory: String?) {
        guard configuration.onlyBuiltFiles else { return }
        let unbuilt = XcodeTargetMembership.unbuilt(files.project, projectFiles: files.buildSettingFiles, cacheDirectory: cacheDirectory)
        guard !unbuilt.isEmpty else { return }
        files.project.removeAll(where: unbuilt.contains)
        files.toLint.removeAll { unbuilt.contains($0) && !files.named.contains($0) }
        files.unbuilt = unbuilt.sorted()
    }

    /// `forceInclude`: lint named files even where `included`/`excluded` leave them out.
    /// `allowingEmptyIncluded`: an `included` entry that admits no file yet is fine (a new
    /// project's first `mvvm new`), not a typo to report.
    public static func discover(paths: [String], configuration: LintConfiguration, workingDirectory: String,
                                forceInclude: Bool = false, allowingEmptyIncluded: Bool = false) throws -> DiscoveredFiles {
        var result = DiscoveredFiles()
        let root = configuration.rootDirectory
        let excluded = configuration.excluded.map(Glob.init)
        let included = configuration.included.map(Glob.init)
        // The project: every file under the root that `included` admits and `excluded` does not.
        var project: [String] = []
        var nestedConfigurations: [String] = []
        var fileSystemPaths: [String: [UInt8]] = [:]
        var notes = WalkNotes()
        walk(root, root: root, excluded: excluded, into: &project, warnings: &result.warnings, configurations: &nestedConfigurations,
             fileSystemPaths: &fileSystemPaths, notes: &notes)
        result.staleTemporaries = notes.temporaries
        result.unreadableFolders = notes.unreadableFolders
        result.buildSettingFiles = notes.buildSettingFiles
        project = withoutSecondNames(project, root: root, links: notes.linkedSwiftFiles)
        // Nested configurations exclude what they exclude below them.
        if !nestedConfigurations.isEmpty {
            let nested = try Self.nestedLayers(nestedConfigurations, over: configuration, warnings: &result.warnings,
                                               workingDirectory: workingDirectory)
            result.nestedLayers = nested
            project = project.filter { path in
                guard let layer = nested.last(where: { path.hasPrefix($0.folder + "/") }) else { return true }
                let inside = relative(path, to: root)
                return !layer.configuration.excluded.map(Glob.init).contains { $0.matches(inside) }
            }
        }
        if !included.isEmpty {
            project = project.filter { path in included.contains { $0.matches(relative(path, to: root)) } }
            // An entry that admits nothing is a typo or a moved folder: linting nothing and
            // passing would hide it.
            for glob in included where !allowingEmptyIncluded && !project.contains(where: { glob.matches(relative($0, to: root)) }) {
                throw DiscoveryError(message: "\(configuration.path ?? root): error: `included` entry `\(glob.pattern)` matches no Swift file")
            }
        }
        result.project = project.sorted()
        if paths.isEmpty {
            result.toLint = result.project
            readFilesWithNonUTF8Names(fileSystemPaths, into: &result)
            return result
        }
        var toLint: [String] = []
        let projectSet = Set(result.project)
        var realNames: Set<String>?
        for path in paths {
            let absolute = absolutePath(path, base: workingDirectory)
            // A file whose name is not UTF-8, named as it is shown (`Bad\xFF.swift`, which is
            // also how its bytes arrive from the command line): reached through its bytes.
            if let bytes = fileSystemPaths[absolute], FileIdentity.kind(followingLinksAt: bytes) == .file,
               projectSet.contains(absolute) || forceInclude {
                toLint.append(absolute)
                result.named.insert(absolute)
                continue
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
                throw DiscoveryError(message: "\(path): error: no such file or directory")
            }
            if isDirectory.boolValue {
                guard DirectoryEntries.read(absolute) != nil else {
                    result.errors.append("\(path): error: cannot read folder")
                    // One line for it: the project's walk has warned about the same folder.
                    result.warnings.removeAll { $0 == "\(absolute): warning: cannot read folder, skipped" }
                    continue
                }
                walk(absolute, root: root, excluded: excluded, into: &toLint, warnings: &result.warnings, fileSystemPaths: &fileSystemPaths)
            } else {
                // A FIFO or a device would block the read, or never end: only regular files.
                guard FileIdentity.kind(followingLinksAt: absolute) == .file else {
                    throw DiscoveryError(message: "\(path): error: not a regular file")
                }
                // A named file the configuration leaves out is skipped, as the project would skip
                // it: the pre-commit framework names every staged file, generated ones too.
                let inside = relative(absolute, to: root)
                if !forceInclude, !inside.hasPrefix("/"), !projectSet.contains(absolute) {
                    let target = realPath(absolute), realRoot = realPath(root) ?? root
                    if let target, !FileWriter.isInside(target, realRoot) {
                        result.warnings.append("\(path): warning: links outside the project (\(target)), skipped (--force-include lints it)")
                        continue
                    }
                    // A second name of a project file, named on purpose: linted under that name.
                    if realNames == nil { realNames = Set(result.project.map { realRoot + "/" + relative($0, to: root) }) }
                    let isProjectFile = target.map { realNames!.contains($0) } ?? false
                    if target != realRoot + "/" + inside, isProjectFile {
                        toLint.append(absolute)
                        result.named.insert(absolute)
                        continue
                    }
                    result.warnings.append("\(path): warning: left out by \(configuration.path.map { relative($0, to: workingDirectory) } ?? "the configuration"), skipped (--force-include lints it)")
                    continue
                }
                toLint.append(absolute)
                result.named.insert(absolute)
            }
        }
        result.toLint = Array(Set(toLint)).sorted()
        readFilesWithNonUTF8Names(fileSystemPaths, into: &result)
        return result
    }

    /// A file whose name is not UTF-8 cannot be opened by its shown path, so it is read here,
    /// through its bytes, and linted from that content like a staged blob. One that cannot be
    /// read is left out of `contents` and reported as unreadable like any other.
    private static func readFilesWithNonUTF8Names(_ fileSystemPaths: [String: [UInt8]], into result: inout DiscoveredFiles) {
        guard !fileSystemPaths.isEmpty else { return }
        for path in Set(result.project).union(result.toLint) {
            if let bytes = fileSystemPaths[path], let contents = FileSystemName.contents(of: bytes) {
                result.contents[path] = contents
            }
        }
    }

    /// Narrows a run to `paths` (absolute, possibly spelled through resolved symbolic links, as
    /// git reports them), dropping those outside the project or left out by `included` and
    /// `excluded` — a pre-commit run lints what the project lints. Returns the kept paths spelled
    /// under the configuration's root, the way the project's own file list spells them.
    @discardableResult
    public static func restrict(_ files: inout DiscoveredFiles, to paths: [String], configuration: LintConfiguration) -> [String: String] {
        let root = configuration.rootDirectory
        let resolvedRoot = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        let excluded = configuration.excluded.map(Glob.init)
        let included = configuration.included.map(Glob.init)
        var renamed: [String: String] = [:]
        let projectSet = Set(files.project)
        for path in paths {
            let relativePath: String
            if path.hasPrefix(root + "/") {
                relativePath = String(path.dropFirst(root.count + 1))
            } else if path.hasPrefix(resolvedRoot + "/") {
                relativePath = String(path.dropFirst(resolvedRoot.count + 1))
            } else {
                continue
            }
            if excluded.contains(where: { $0.matches(relativePath) }) { continue }
            guard included.isEmpty || included.contains(where: { $0.matches(relativePath) }) else { continue }
            // Nested configurations exclude too: the project's own file list already says so.
            // (A staged file missing from the work tree is not in that list: keep it.)
            let spelled = root + "/" + relativePath
            guard projectSet.contains(spelled) || !FileManager.default.fileExists(atPath: spelled) else { continue }
            renamed[path] = root + "/" + relativePath
        }
        files.toLint = renamed.values.sorted()
        return renamed
    }

    /// Collects `.swift` files below `directory`, iteratively, skipping hidden folders
    /// (`.build`, `.git`), excluded paths, and symbolic-link loops. Uses `readdir`'s entry types,
    /// so only symbolic links and folders cost a `stat` (a pre-commit run walks the whole project).
    static func walk(_ directory: String, root: String, excluded: [Glob], into files: inout [String], warnings: inout [String],
                     fileSystemPaths: inout [String: [UInt8]]) {
        var configurations: [String] = [], notes = WalkNotes()
        walk(directory, root: root, excluded: excluded, into: &files, warnings: &warnings, configurations: &configurations,
             fileSystemPaths: &fileSystemPaths, notes: &notes)
        files = withoutSecondNames(files, root: root, links: notes.linkedSwiftFiles)
    }

    /// What a walk notices besides the Swift files: temporaries a killed run left, and Swift files
    /// that are links to others inside the project (their real path).
    struct WalkNotes {
        var temporaries: [String] = []
        var unreadableFolders: [String] = []
        var linkedSwiftFiles: [String: String] = [:]
        /// `.xcconfig`, `project.pbxproj` and `project.yml` files: the app's build settings.
        var buildSettingFiles: [String] = []
    }

    /// The files without a link to one of the others: one file under two names is linted once,
    /// under its own.
    static func withoutSecondNames(_ files: [String], root: String, links: [String: String]) -> [String] {
        guard !links.isEmpty else { return files }
        let realRoot = realPath(root) ?? root
        let realNames = Set(files.filter { links[$0] == nil }.map { realRoot + "/" + relative($0, to: root) })
        var kept = Set<String>()
        return files.filter { path in
            guard let target = links[path] else { return true }
            // Two links to one file outside the walk's names: the first stands for it.
            return !realNames.contains(target) && kept.insert(target).inserted
        }
    }

    /// Each nested `.mvvm.yml` merged onto every configuration above it, outermost first: the
    /// effective configuration of the files below its folder is the last whose folder holds them.
    /// Keys a nested file sets that only the project's may (a sub-project's own configuration,
    /// linted from above it) are reported in `warnings` and not applied.
    public static func nestedLayers(_ paths: [String], over root: LintConfiguration, warnings: inout [String],
                                    workingDirectory: String = "/") throws -> [(folder: String, configuration: LintConfiguration)] {
        var layers: [(folder: String, configuration: LintConfiguration)] = []
        for path in paths.sorted(by: { $0.count < $1.count }) {
            let folder = (path as NSString).deletingLastPathComponent
            let child = try LintConfiguration.load(path: path, defaultRoot: folder)
            for (key, location) in child.setKeys.sorted(by: { $0.value < $1.value }) where !LintConfiguration.nestedKeys.contains(key) {
                let place = displayPath(path, from: workingDirectory) + location.dropFirst(path.count)
                warnings.append("\(place): warning: `\(key)` is the project's setting; a nested .mvvm.yml sets only "
                    + LintConfiguration.nestedKeys.sorted().map { "`\($0)`" }.joined(separator: ", ") + " (ignored here)")
            }
            let parent = layers.last(where: { folder.hasPrefix($0.folder + "/") })?.configuration ?? root
            layers.append((folder, parent.merged(with: child)))
        }
        return layers
    }

    /// `fileSystemPaths`: the bytes of each path found whose name is not UTF-8 (it is shown, and
    /// listed, with those bytes escaped), so it can still be opened.
    static func walk(_ directory: String, root: String, excluded: [Glob], into files: inout [String], warnings: inout [String],
                     configurations: inout [String], fileSystemPaths: inout [String: [UInt8]], notes: inout WalkNotes) {
        var visited: Set<FileIdentity> = []
        var pending = [directory]
        let realRoot = realPath(root) ?? root
        while let current = pending.popLast() {
            // A folder reached twice (through a link to a folder inside the project) is walked once.
            let currentBytes = fileSystemPaths[current] ?? Array(current.utf8)
            guard let identity = FileIdentity(fileSystemPath: currentBytes), visited.insert(identity).inserted else { continue }
            guard let entries = DirectoryEntries.read(fileSystemPath: currentBytes) else {
                warnings.append("\(current): warning: cannot read folder, skipped")
                notes.unreadableFolders.append(current)
                continue
            }
            if current != root, entries.contains(where: { $0.name == LintConfiguration.fileName }) {
                configurations.append(current + "/" + LintConfiguration.fileName)
            }
            for entry in entries.sorted(by: { $0.name < $1.name }) {
                let path = current == "/" ? "/" + entry.name : current + "/" + entry.name
                guard !entry.name.hasPrefix(".") else {
                    if entry.kind == .file, FileWriter.originalName(ofTemporary: entry.name)?.hasSuffix(".swift") == true {
                        if FileWriter.isStaleTemporary(path) {
                            notes.temporaries.append(path)
                        } else if let reason = FileWriter.foreignTemporaryReason(path) {
                            warnings.append("\(path): warning: \(reason)")
                        }
                    }
                    continue
                }
                if !excluded.isEmpty, excluded.contains(where: { $0.matches(relative(path, to: root)) }) { continue }
                var pathBytes: [UInt8]?
                if entry.rawName != nil || fileSystemPaths[current] != nil {
                    let bytes = (current == "/" ? [] : currentBytes) + [UInt8(ascii: "/")] + (entry.rawName ?? Array(entry.name.utf8))
                    fileSystemPaths[path] = bytes
                    pathBytes = bytes
                }
                var kind = entry.kind
                if kind == .other {
                    guard let target = FileIdentity.kind(followingLinksAt: pathBytes ?? Array(path.utf8)) else {
                        // Only a Swift file's is worth a line; a dangling link to anything else is not ours.
                        if entry.name.hasSuffix(".swift") { warnings.append("\(path): warning: broken symbolic link, skipped") }
                        continue
                    }
                    kind = target
                    // A linked Swift file is the project's only if it lies inside it, like a linked folder.
                    if kind == .file, entry.name.hasSuffix(".swift"), let resolved = realPath(fileSystemPath: pathBytes ?? Array(path.utf8)) {
                        guard FileWriter.isInside(resolved, realRoot) else { continue }
                        notes.linkedSwiftFiles[path] = resolved
                    }
                    if kind == .directory, let resolved = realPath(fileSystemPath: pathBytes ?? Array(path.utf8)) {
                        // The project bounds the walk: a link out of it is not followed.
                        guard resolved == realRoot || resolved.hasPrefix(realRoot + "/") else { continue }
                        // A link to a folder holding it would lead round forever: a real loop.
                        let here = realPath(fileSystemPath: currentBytes) ?? current
                        if here == resolved || here.hasPrefix(resolved + "/") {
                            warnings.append("\(path): warning: symbolic link loop, skipped")
                            continue
                        }
                    }
                }
                if kind == .directory {
                    pending.append(path)
                } else if kind == .file, entry.name.hasSuffix(".swift") {
                    files.append(path)
                } else if kind == .file, XcodeBuildSettings.isSettingsFile(named: entry.name) {
                    notes.buildSettingFiles.append(path)
                }
            }
        }
    }

    static func realPath(_ path: String) -> String? { realPath(fileSystemPath: Array(path.utf8)) }

    static func realPath(fileSystemPath: [UInt8]) -> String? {
        guard let resolved = FileSystemName.withCString(fileSystemPath, { realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The nearest folder at or above `folder` holding `.git` (a folder, or a worktree's file).
    public static func gitRoot(above folder: String) -> String? {
        var current = URL(fileURLWithPath: folder).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: current.appendingPathComponent(".git").path) { return current.path }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    /// `path` as seen from `base`: relative, with `..` where it lies outside (SPEC §6: reports
    /// give paths relative to the working folder).
    /// Shown names never carry control characters (a file named with a terminal escape, or a
    /// line break, would forge output): they appear escaped, `\x1B`, `\x0A`.
    public static func displayPath(_ path: String, from base: String) -> String {
        ConfigurationError.escapingControlCharacters(unescapedDisplayPath(path, from: base))
    }

    static func unescapedDisplayPath(_ path: String, from base: String) -> String {
        // Devices are named as they are: `/dev/full`, not `../../../dev/full`.
        if path.hasPrefix("/dev/") || path.hasPrefix("/proc/") { return path }
        let inside = relative(path, to: base)
        guard inside.hasPrefix("/"), base.hasPrefix("/") else { return inside }
        let target = path.split(separator: "/"), origin = base.split(separator: "/")
        var common = 0
        while common < target.count, common < origin.count, target[common] == origin[common] { common += 1 }
        let ups = Array(repeating: "..", count: origin.count - common)
        let rest = target[common...].map(String.init)
        return (ups + rest).joined(separator: "/")
    }

    public static func absolutePath(_ path: String, base: String) -> String {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: base).appendingPathComponent(path)
        return url.standardizedFileURL.path
    }

    /// `path` relative to `base` when it lies inside it; otherwise unchanged.
    public static func relative(_ path: String, to base: String) -> String {
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// Test files: those the configured `tests` globs match (compile them once with
    /// `configuration.tests.map(Glob.init)`); by default a folder named `Tests` or ending in
    /// `Tests` (`AppTests/`, `WooCommerceTests/`: Xcode's test-target folders), or a name ending
    /// in `Tests.swift`/`Test.swift`.
    /// Byte-wise: this runs for every project file on the pre-commit path, where generic string
    /// searching cost more than the rest of the index.
    static func hasFolderNamedTests(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            let name = Array("Tests".utf8)
            var segmentStart = 0
            for index in bytes.indices where bytes[index] == UInt8(ascii: "/") {
                let start = index - name.count
                if start >= segmentStart, name.indices.allSatisfy({ bytes[start + $0] == name[$0] }) {
                    return true
                }
                segmentStart = index + 1
            }
            return false
        }
    }

    public static func isTestFile(_ path: String, root: String, tests: [Glob]) -> Bool {
        let relativePath = relative(path, to: root)
        if !tests.isEmpty {
            return tests.contains { $0.matches(relativePath) }
        }
        if hasFolderNamedTests(relativePath) { return true }
        return relativePath.hasSuffix("Tests.swift") || relativePath.hasSuffix("Test.swift")
    }
}
