import Foundation
import MVVMLint

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
