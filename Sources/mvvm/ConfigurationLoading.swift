import Foundation
import MVVMLint
import MVVMRules

/// The configuration a command runs with: `--config FILE`, else the nearest `.mvvm.yml` upward,
/// else the defaults rooted at the working directory. Errors become one-line command failures.
func loadConfiguration(_ config: String?, workingDirectory: String) throws -> LintConfiguration {
    do {
        let path = config.map { FileDiscovery.absolutePath($0, base: workingDirectory) }
            ?? LintConfiguration.find(from: workingDirectory)
        if let config, !FileManager.default.fileExists(atPath: path ?? "") {
            throw CommandFailure("\(config): error: no such configuration file")
        }
        return try LintConfiguration.load(path: path, defaultRoot: workingDirectory)
    } catch let error as ConfigurationError {
        throw CommandFailure(error.message)
    }
}

/// The whole project's index, as `mvvm lint` builds it (same discovery, same fact cache): for
/// commands that need to know the app's types without linting it.
func projectIndex(_ configuration: LintConfiguration, workingDirectory: String) throws -> (index: ProjectIndex, files: DiscoveredFiles) {
    var files = try FileDiscovery.discover(paths: [], configuration: configuration, workingDirectory: workingDirectory)
    files.toLint = []
    let cache = FactCache(directory: FactCache.defaultDirectory(), key: configuration.factCacheKey)
    let facts = LintRun.indexFacts(files: files, configuration: configuration, workingDirectory: workingDirectory, cache: cache)
    return (ProjectIndex(facts: facts.facts.compactMap { $0 }, settings: configuration.indexSettings), files)
}
