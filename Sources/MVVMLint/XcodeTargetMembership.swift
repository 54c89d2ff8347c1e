import Foundation
import MVVMRules
import SafeFiles

/// Which Swift files the app's Xcode projects compile. A file under a project's folder that no
/// target of any project compiles — a copy left beside the one the app builds, a file template, a
/// script — is no part of the app: reading it would put a second declaration of a type in the
/// model and report code nobody builds. The reading is careful: a project it cannot parse or
/// place on disk, or one that may have misplaced a compiled file (missing from disk while another
/// file has its name), leaves out nothing; a folder Xcode keeps in sync with the disk is compiled
/// whole, and a Swift package inside a project's folder is built by its own manifest.
public enum XcodeTargetMembership {
    /// What one `project.pbxproj` compiles: absolute paths of files, and folders whose every file
    /// is compiled (Xcode 16's synchronized groups).
    struct Compiled {
        var files: Set<String> = []
        var folders: [String] = []
    }

    /// The files of `files` that no project among `projectFiles` (paths of `project.pbxproj`)
    /// compiles while one of those projects' folders holds them. `exists` says whether a path is
    /// a file on disk: a compiled file that is not, while another file has its name, makes the
    /// reading untrusted.
    /// `cacheDirectory`: where each project's reading is kept, by the project file's content
    /// (parsing a large project costs more than the rest of a pre-commit run).
    public static func unbuilt(_ files: [String], projectFiles: [String], cacheDirectory: String? = nil,
                               exists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }) -> Set<String> {
        let projects = projectFiles.filter { $0.hasSuffix(".xcodeproj/project.pbxproj") }
        guard !projects.isEmpty else { return [] }
        var compiled = Compiled()
        var folders: [String] = []
        // Paths are compared ignoring case, as macOS's file systems do by default (a project's
        // `AppState+Transition.swift` is the disk's `AppState+transition.swift`).
        let known = Set(files.map { $0.lowercased() })
        let names = Set(files.map { fileName($0).lowercased() })
        // Large projects take most of this: read them side by side.
        let readings = Parallel.map(projects) { reading(of: $0, cacheDirectory: cacheDirectory) }
        for (project, reading) in zip(projects, readings) {
            // One project this reading cannot place leaves every file in: its files may be any.
            guard let reading else { return [] }
            // A compiled file missing from disk is a reference to a deleted file, or to one made
            // at build time (`Secrets.swift`) — unless a file of its name is elsewhere: then the
            // reading may have placed it wrongly, and is not trusted.
            if reading.files.contains(where: { !known.contains($0.lowercased()) && names.contains(fileName($0).lowercased()) && !exists($0) }) {
                return []
            }
            compiled.files.formUnion(reading.files.map { $0.lowercased() })
            compiled.folders += reading.folders.map { $0.lowercased() }
            folders.append(folder(of: project) + "/")
        }
        // A Swift package's sources are built by its manifest, not by a project.
        let packages = files.filter { $0.hasSuffix("/Package.swift") }.map { String($0.dropLast("Package.swift".count)) }
        let synchronized = compiled.folders.map { $0 + "/" }
        var unbuilt = Set<String>()
        for file in files {
            let lowercased = file.lowercased()
            guard !compiled.files.contains(lowercased), folders.contains(where: file.hasPrefix),
                  !synchronized.contains(where: lowercased.hasPrefix),
                  !packages.contains(where: file.hasPrefix) else { continue }
            unbuilt.insert(file)
        }
        return unbuilt
    }

    /// A project's reading, from the cache when the project file's content is the one it was
    /// read from; a reading is cached only when every path fits on a line.
    static func reading(of project: String, cacheDirectory: String?) -> Compiled? {
        guard let data = FileManager.default.contents(atPath: project) else { return nil }
        let hash = ContentHash.hex(Array(data))
        let header = "mvvm xcode-compiled 1 \(hash)"
        let cacheFile = cacheDirectory.map { $0 + "/xcode-compiled-" + ContentHash.hex(Array(project.utf8)) + ".txt" }
        if let cacheFile, let text = try? String(contentsOfFile: cacheFile, encoding: .utf8) {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            if lines.first.map(String.init) == header, lines.last == "end" {
                lines.removeFirst()
                lines.removeLast()
                var compiled = Compiled()
                for line in lines where line.count > 2 {
                    let path = String(line.dropFirst(2))
                    if line.hasPrefix("F ") { compiled.files.insert(path) } else if line.hasPrefix("D ") { compiled.folders.append(path) }
                }
                return compiled
            }
        }
        guard let compiled = read(data, projectFolder: folder(of: project)) else { return nil }
        if let cacheFile, let directory = cacheDirectory, !(compiled.files.contains { $0.contains("\n") } || compiled.folders.contains { $0.contains("\n") }) {
            let text = ([header] + compiled.files.sorted().map { "F " + $0 } + compiled.folders.map { "D " + $0 } + ["end"]).joined(separator: "\n")
            // A cache that cannot be written costs the next run the parse again, nothing more.
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try? FileWriter.writeOutput(Array(text.utf8), to: cacheFile)
        }
        return compiled
    }

    static func fileName(_ path: String) -> Substring {
        path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? Substring(path)
    }

    /// The folder holding `Name.xcodeproj`, for `…/Name.xcodeproj/project.pbxproj`.
    static func folder(of projectFile: String) -> String {
        let project = (projectFile as NSString).deletingLastPathComponent
        return (project as NSString).deletingLastPathComponent
    }

    /// The Swift files a project's targets compile (their Sources build phases), each placed on
    /// disk through its groups; nil when the file is no property list of Xcode's shape, or a
    /// compiled reference cannot be placed (relative to the SDK or to build products).
    static func read(_ data: Data, projectFolder: String) -> Compiled? {
        guard let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any],
              let objects = plist["objects"] as? [String: [String: Any]],
              let rootID = plist["rootObject"] as? String, let root = objects[rootID],
              let mainGroup = root["mainGroup"] as? String else { return nil }
        var base = projectFolder
        if let directory = root["projectDirPath"] as? String, !directory.isEmpty { base = join(projectFolder, directory) }
        // Where each group and file is, from the main group down.
        var places: [String: String] = [:]
        var pending: [(id: String, parent: String)] = [(mainGroup, base)]
        while let (id, parent) = pending.popLast() {
            guard places[id] == nil, let object = objects[id] else { continue }
            let path = object["path"] as? String
            let place: String
            switch object["sourceTree"] as? String ?? "<group>" {
            case "<group>": place = path.map { join(parent, $0) } ?? parent
            case "SOURCE_ROOT": place = path.map { join(base, $0) } ?? base
            case "<absolute>": guard let path else { continue }; place = path
            default: continue  // the SDK's, the build products', the developer folder's: no source file
            }
            places[id] = place
            for child in object["children"] as? [String] ?? [] { pending.append((child, place)) }
        }
        var compiled = Compiled()
        for (_, object) in objects where object["isa"] as? String == "PBXSourcesBuildPhase" {
            for buildFileID in object["files"] as? [String] ?? [] {
                guard let reference = objects[buildFileID]?["fileRef"] as? String, let file = objects[reference] else { continue }
                // A localized or versioned group compiles its children.
                for member in file["children"] as? [String] ?? [reference] where objects[member]?["isa"] as? String == "PBXFileReference" {
                    guard (objects[member]?["path"] as? String ?? "").hasSuffix(".swift") else { continue }
                    guard let place = places[member] else { return nil }
                    compiled.files.insert(place)
                }
            }
        }
        for (id, object) in objects where object["isa"] as? String == "PBXFileSystemSynchronizedRootGroup" {
            // Not reached from the main group (it may not be): place it from the project's folder.
            compiled.folders.append(places[id] ?? join(base, object["path"] as? String ?? ""))
        }
        return compiled
    }

    /// `folder/path` with `..` and `.` resolved, so it compares with the walk's paths.
    static func join(_ folder: String, _ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : path.isEmpty ? folder : folder + "/" + path
        // Standardizing costs more than the rest of the reading: only where it changes something
        // (`/.`, `//`, a closing `/`), found on the bytes.
        var previous: UInt8 = 0, needed = false
        for byte in joined.utf8 {
            if previous == UInt8(ascii: "/"), byte == UInt8(ascii: ".") || byte == UInt8(ascii: "/") { needed = true; break }
            previous = byte
        }
        guard needed || previous == UInt8(ascii: "/") else { return joined }
        return (joined as NSString).standardizingPath
    }
}
