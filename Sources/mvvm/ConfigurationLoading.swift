import Foundation
import MVVMLint
import MVVMRules
import MVVMScaffold

/// The configuration a command runs with: `--config FILE`, else the nearest `.mvvm.yml` upward,
/// else the defaults rooted at the working directory. Errors become one-line command failures.
func loadConfiguration(_ config: String?, workingDirectory: String, near paths: [String] = []) throws -> LintConfiguration {
    do {
        // Named files belong to the project around them, wherever the command runs: without a
        // `.mvvm.yml` above the working folder, look above the first named path, and bound the
        // project by its git root, else the working folder when the path is inside it (the
        // project a run naming no path reads), else the path's folder — never `/` and the whole
        // disk. A project cut down to the named file's folder would hide the writes a fix must
        // respect in the rest of the app.
        var found = config.map { FileDiscovery.absolutePath($0, base: workingDirectory) } ?? LintConfiguration.find(from: workingDirectory)
        var defaultRoot = workingDirectory
        if config == nil, found == nil, let first = paths.first {
            let absolute = FileDiscovery.absolutePath(first, base: workingDirectory)
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory)
            let folder = exists && isDirectory.boolValue ? absolute : (absolute as NSString).deletingLastPathComponent
            found = LintConfiguration.find(from: folder)
            if found == nil {
                let insideWorkingFolder = folder == workingDirectory || folder.hasPrefix(workingDirectory + "/")
                defaultRoot = FileDiscovery.gitRoot(above: folder) ?? (insideWorkingFolder ? workingDirectory : folder)
            }
        }
        // A `.mvvm.yml` found above the working folder may be a nested one: the project's is the
        // outermost up to the git root, so every folder of a repository gives the same answer.
        if config == nil, let nearest = found, let gitRoot = FileDiscovery.gitRoot(above: (nearest as NSString).deletingLastPathComponent) {
            var folder = ((nearest as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
            while folder.hasPrefix(gitRoot), folder.count >= gitRoot.count {
                let candidate = folder + "/" + LintConfiguration.fileName
                if FileManager.default.fileExists(atPath: candidate) { found = candidate }
                if folder == gitRoot { break }
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
        let path = found
        if let config, !FileManager.default.fileExists(atPath: path ?? "") {
            throw CommandFailure("\(config): error: no such configuration file")
        }
        let configuration = try LintConfiguration.load(path: path, defaultRoot: defaultRoot)
        try checkScaffoldSettings(configuration, workingDirectory: workingDirectory)
        return configuration
    } catch let error as ConfigurationError {
        throw CommandFailure(error.message)
    }
}

/// The `new:` values whose shape is known without a screen to make — flavor, indentation,
/// module — are checked for every command, so a wrong one fails where it is written, not the
/// day someone runs `mvvm new`.
func checkScaffoldSettings(_ configuration: LintConfiguration, workingDirectory: String) throws {
    func at(_ key: String) -> String {
        (configuration.scaffoldLocations[key].map { LintRun.displayPath($0, workingDirectory) } ?? ".mvvm.yml") + ": error: new.\(key)"
    }
    let settings = configuration.scaffold
    if let profile = settings["profile"], !ScreenDialect.profileNames.contains(profile) {
        throw ConfigurationError(message: "\(at("profile")): `\(profile)` is not a profile; use " + ScreenDialect.profileNames.joined(separator: ", "))
    }
    if let reactive = settings["reactive"], Reactive(rawValue: reactive) == nil {
        throw ConfigurationError(message: "\(at("reactive")): `\(reactive)` is not a reactive library; use combine or rxswift")
    }
    if let flavor = settings["flavor"], Flavor(rawValue: flavor) == nil {
        throw ConfigurationError(message: "\(at("flavor")): `\(flavor)` is not a flavor; use combine or observable")
    }
    if let indent = settings["indent"], Indentation(setting: indent) == nil {
        throw ConfigurationError(message: "\(at("indent")): `\(indent)` is not an indentation; use tab or a width of 1-8 spaces")
    }
    if let module = settings["module"],
       !module.split(separator: ".", omittingEmptySubsequences: false).allSatisfy({ SwiftSpelling.isIdentifier(String($0)) }) {
        throw ConfigurationError(message: "\(at("module")): `\(module)` is not a module name")
    }
}

/// The whole project's index, as `mvvm lint` builds it (same discovery, same fact cache): for
/// commands that need to know the app's types without linting it.
func projectIndex(_ configuration: LintConfiguration, workingDirectory: String) throws -> (index: ProjectIndex, files: DiscoveredFiles) {
    var files = try FileDiscovery.discover(paths: [], configuration: configuration, workingDirectory: workingDirectory,
                                           allowingEmptyIncluded: true)
    FileDiscovery.leaveOutUnbuilt(&files, configuration: configuration, cacheDirectory: FactCache.defaultDirectory())
    files.toLint = []
    let cache = FactCache(directory: FactCache.defaultDirectory(), key: configuration.factCacheKey)
    let facts = LintRun.indexFacts(files: files, configuration: configuration, workingDirectory: workingDirectory, cache: cache)
    return (ProjectIndex(facts: facts.facts.compactMap { $0 }, settings: configuration.indexSettings(for: files)), files)
}
