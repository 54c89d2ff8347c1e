import ArgumentParser
import Foundation
import MVVMLint
import MVVMMap
import MVVMRules
import SafeFiles

/// `mvvm map`: the app's architecture, read from the same model and configuration as `lint`.
struct Map: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "map",
        abstract: "Draw the app's architecture: modules, screens, view models, actions and their tests, findings.",
        discussion: """
            Reads the project as `mvvm lint` does (the nearest .mvvm.yml, its profile and rules) and \
            writes its screens — each view with its own view model, the child view models it hands \
            down, actions (which view sends them, which test files send them), responder actions \
            (who handles and observes them), dependencies and tests — with every finding attached to \
            the screen or view model whose code holds it. Formats: html (an interactive page, one \
            self-contained file), json (the map itself; schema in the README), dot (Graphviz), \
            mermaid (renders in GitHub Markdown). Exit status: 0 written, 2 usage, configuration or I/O error.
            """
    )

    @Argument(help: "Files or folders to map (default: the whole project).", completion: .file(extensions: ["swift"]))
    var paths: [String] = []

    @Option(help: "The configuration file (default: the nearest .mvvm.yml upward).")
    var config: String?

    @Option(help: ArgumentHelp("The profile to read with, in place of the configuration's `profile:`: "
                               + Profile.names.joined(separator: ", ") + ".", valueName: "name"))
    var profile: String?

    @Option(help: ArgumentHelp("html, json, dot or mermaid (default: html).", valueName: "format"))
    var format: String = MapFormat.html.rawValue

    @Option(help: ArgumentHelp("Write the map to this file (default: standard output).", valueName: "file"))
    var output: String?

    @Flag(help: "Neither read nor write the index-fact cache or the Xcode projects' target readings.")
    var noCache = false

    func run() throws {
        guard let chosen = MapFormat(rawValue: format) else {
            throw CommandFailure("error: --format: unknown format `\(format)` (available: "
                                 + MapFormat.allCases.map(\.rawValue).joined(separator: ", ") + ")")
        }
        let workingDirectory = FileManager.default.currentDirectoryPath
        let project = try ReadProject(paths: paths, config: config, profile: profile, workingDirectory: workingDirectory,
                                      cacheDirectory: noCache ? nil : FactCache.defaultDirectory())
        let outcome = LintRun.run(files: project.files, configuration: project.configuration, workingDirectory: workingDirectory,
                                  cache: noCache ? nil : FactCache(directory: FactCache.defaultDirectory(), key: project.configuration.factCacheKey),
                                  readArchitecture: true)
        for warning in LintRun.unique(outcome.warnings.map(relativeToWorkingFolder)) { printError(warning) }
        var map = ArchitectureMap(readings: outcome.architecture, violations: outcome.violations, tool: "mvvm " + MVVMVersion.described)
        if chosen == .html || chosen == .json {
            map = map.withExcerpts(Excerpts { file in
                FileManager.default.contents(atPath: FileDiscovery.absolutePath(file, base: workingDirectory)).map { [UInt8]($0) }
            })
        }
        try writeDocument(chosen.render(map), to: output, workingDirectory: workingDirectory, what: "map")
        printError("Mapped \(map.totals.screens) screen(s), \(map.totals.viewModels) view model(s) in \(map.modules.count) module(s)"
                   + (output.map { " to \($0)" } ?? ""))
        for error in outcome.errors { printError(error) }
        if !outcome.errors.isEmpty { throw ExitCode(2) }
    }
}

/// The configuration and files of a project read as `lint` reads it, named by paths and `--config`.
struct ReadProject {
    var configuration: LintConfiguration
    var files: DiscoveredFiles

    /// `cacheDirectory`: where the Xcode projects' target readings are kept (nil: read each time).
    init(paths: [String], config: String?, profile: String?, workingDirectory: String, cacheDirectory: String?) throws {
        configuration = try loadConfiguration(config, workingDirectory: workingDirectory, near: paths)
        if let profile { configuration.profile = try profileNamed(profile, flag: "--profile: ") }
        do {
            files = try FileDiscovery.discover(paths: paths, configuration: configuration, workingDirectory: workingDirectory)
            FileDiscovery.leaveOutUnbuilt(&files, configuration: configuration, cacheDirectory: cacheDirectory)
        } catch let error as ConfigurationError {
            throw CommandFailure(error.message)
        } catch let error as DiscoveryError {
            throw CommandFailure(error.message)
        }
        if files.toLint.isEmpty, files.errors.isEmpty {
            let shownRoot = LintRun.displayPath(configuration.rootDirectory, workingDirectory)
            let place = paths.isEmpty ? (shownRoot.isEmpty ? "." : shownRoot) : paths.joined(separator: ", ")
            throw CommandFailure("\(place): error: no Swift file here; run mvvm in the project's folder, or check `included`")
        }
    }
}

/// A whole document to a file, or to standard output when `file` is nil or `-`.
func writeDocument(_ text: String, to file: String?, workingDirectory: String, what: String) throws {
    if let file, file != "-" {
        do {
            try FileWriter.writeOutput(to: FileDiscovery.absolutePath(file, base: workingDirectory)) { FileWriter.writeAll($0, text) }
        } catch {
            throw CommandFailure("\(file): error: cannot write the \(what) (\(Fixer.reason(error)))")
        }
    } else {
        do {
            try StandardOutput.write(text)
        } catch let failure as StandardOutput.Failure {
            throw CommandFailure("standard output: error: cannot write the \(what) (\(failure.reason))")
        }
    }
}
