import ArgumentParser
import Foundation
import MVVMLint
import MVVMMap
import MVVMRules
import SafeFiles

/// `mvvm lint`: checks Swift sources against the rulebook.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Report rule violations in Swift sources.",
        discussion: """
            Lints the given files and folders (default: the project described by the nearest \
            .mvvm.yml, or the current folder). The whole project is always indexed, so rules that \
            look across files (tests, extensions, base classes) stay right when only a few files \
            are reported. Exit status: 0 clean or warnings only, 1 errors (with --strict: any \
            violation), 2 usage, configuration or I/O error.
            """
    )

    @Argument(help: "Files or folders to lint. After `--`, and whenever it ends in `.swift`, an argument is a path even if it starts with `-`.",
              completion: .file(extensions: ["swift"]))
    var paths: [String] = []

    /// The options below that take a value: `--config=-x.swift` is that option, not a path
    /// (see `PathArguments`). A test checks the list against the help.
    static let optionsWithValues: Set<String> = ["--config", "--profile", "--reporter", "--since", "--stdin-path", "--baseline",
                                                 "--write-baseline", "--cache-path", "--project-root", "--build-stamp"]

    @Option(help: "The configuration file (default: the nearest .mvvm.yml upward).")
    var config: String?

    @Option(help: ArgumentHelp("The project's folder: its .mvvm.yml is looked for from here and, without one, it is the "
                               + "project's root (default: the working folder, else the folder of the first path named).", valueName: "dir"))
    var projectRoot: String?

    @Option(help: ArgumentHelp("After the lint, write this Swift file (one comment): the output a build plugin declares, which "
                               + "SwiftPM compiles away instead of shipping it as a resource, as it would a report.", valueName: "file"))
    var buildStamp: String?

    @Option(help: ArgumentHelp("The profile to lint with, in place of the configuration's `profile:` (nested configurations naming their own still win for their folders): "
                               + Profile.names.joined(separator: ", ") + ".", valueName: "name"))
    var profile: String?

    @Option(name: .customLong("reporter"), help: ArgumentHelp(
        "A report format, optionally to a file: NAME or NAME=FILE. Repeat for several. Formats: "
            + Lint.reporterNames.joined(separator: ", ") + " (default: xcode).",
        valueName: "name[=file]"))
    var reporters: [String] = []

    @Flag(help: "Lint files named here even where the configuration's included/excluded leave them out.")
    var forceInclude = false

    @Flag(help: "Exit with status 1 on any violation, warnings included.")
    var strict = false

    @Flag(help: "Print violations only: no summary, no warnings about skipped files.")
    var quiet = false

    @Flag(help: "Report files by absolute path (for build plugins and IDEs) instead of relative to the current folder.")
    var absolutePaths = false

    @Flag(help: "Lint the staged content of the staged Swift files (from the git index), for pre-commit hooks.")
    var staged = false

    @Option(help: ArgumentHelp("Lint the Swift files changed since this git revision.", valueName: "rev"))
    var since: String?

    @Flag(help: "Read the file to lint from standard input (with --stdin-path).")
    var useStdin = false

    @Option(help: "With --use-stdin: the path the input stands for (for configuration, index and report).")
    var stdinPath: String?

    @Flag(help: "Fix what rules can fix unambiguously (each file written atomically), then report the rest.")
    var fix = false

    @Option(help: "Report only violations that this baseline does not record.")
    var baseline: String?

    @Flag(help: "With --baseline: exit 1 when baseline entries no longer match (so it can only shrink).")
    var strictBaseline = false

    @Option(help: "Record today's violations in a baseline file (sorted JSON), and exit 0.")
    var writeBaseline: String?

    @Option(help: ArgumentHelp("The folder for cached index facts and kept findings (default: $MVVM_CACHE_PATH, else the user cache folder).",
                               valueName: "dir"))
    var cachePath: String?

    @Flag(help: "Neither read nor write the index-fact cache, the kept findings or the Xcode projects' target readings.")
    var noCache = false

    func run() throws {
        let workingDirectory = FileManager.default.currentDirectoryPath
        let outputs = try parseReporters()
        // A build plugin runs mvvm from wherever the build started: it names the package's folder.
        var configuration = try projectRoot.map { root in
            let folder = FileDiscovery.absolutePath(root, base: workingDirectory)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw CommandFailure("\(root): error: --project-root: no such folder")
            }
            return try loadConfiguration(config, workingDirectory: folder)
        } ?? loadConfiguration(config, workingDirectory: workingDirectory, near: paths)
        if let profile { configuration.profile = try profileNamed(profile, flag: "--profile: ") }
        let cacheDirectory = cachePath.map { FileDiscovery.absolutePath($0, base: workingDirectory) } ?? FactCache.defaultDirectory()
        var files: DiscoveredFiles
        // git's three processes for the staged files run while the project's folders are walked.
        let stagedFiles = staged ? Concurrently { try GitFiles.staged(in: workingDirectory) } : nil
        do {
            files = try FileDiscovery.discover(paths: paths, configuration: configuration, workingDirectory: workingDirectory,
                                               forceInclude: forceInclude)
            FileDiscovery.leaveOutUnbuilt(&files, configuration: configuration, cacheDirectory: noCache ? nil : cacheDirectory)
            try selectPartialRun(&files, configuration: configuration, workingDirectory: workingDirectory, stagedFiles: stagedFiles)
        } catch let error as ConfigurationError {
            throw CommandFailure(error.message)
        } catch let error as DiscoveryError {
            // `mvvm lnt`: with `lint` the default subcommand, a mistyped one reads as a path.
            if paths.count == 1, let word = paths.first, error.message.hasPrefix(word + ": error: no such file"),
               !word.contains("/"), !word.contains("."),
               let close = MVVM.configuration.subcommands.map({ $0._commandName }).min(by: {
                   LintConfiguration.editDistance(word, $0) < LintConfiguration.editDistance(word, $1)
               }), LintConfiguration.editDistance(word, close) <= 2 {
                throw CommandFailure(error.message + " (did you mean `mvvm \(close)`?)")
            }
            throw CommandFailure(error.message)
        } catch let error as GitFiles.Failure {
            throw CommandFailure(error.message)
        }
        // A whole-project lint, or a named folder, with no Swift file at all is a CI job in the
        // wrong folder: passing it would hide every finding. (An empty staged set, a range with
        // no Swift change, or named files a configuration leaves out are normal.)
        let namedFolders = paths.filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: FileDiscovery.absolutePath(path, base: workingDirectory), isDirectory: &isDirectory)
                && isDirectory.boolValue
        }
        if files.toLint.isEmpty, files.errors.isEmpty, !staged, since == nil, !useStdin, paths.isEmpty || namedFolders.count == paths.count {
            let shownRoot = LintRun.displayPath(configuration.rootDirectory, workingDirectory)
            let place = paths.isEmpty ? (shownRoot.isEmpty ? "." : shownRoot) : paths.joined(separator: ", ")
            throw CommandFailure("\(place): error: no Swift file to lint here; run mvvm in the project's folder, or check `included`")
        }
        let cache = noCache ? nil : FactCache(directory: cacheDirectory, key: configuration.factCacheKey)
        let wantsPage = outputs.contains { if case .page = $0.0 { return true } else { return false } }
        var outcome = LintRun.run(files: files, configuration: configuration, workingDirectory: workingDirectory,
                                  fix: fix, cache: cache, absolutePaths: absolutePaths, readArchitecture: wantsPage)
        // The process ends right after the report: freeing the cache's thousands of small
        // objects one by one would only add milliseconds to every pre-commit run.
        if let cache { _ = Unmanaged.passRetained(cache) }
        if !quiet {
            for warning in LintRun.unique(outcome.warnings.map(relativeToWorkingFolder)) { printError(warning) }
            for (file, count) in outcome.fixed { printError("\(file): fixed \(count) violation(s)") }
        }
        if let writeBaseline {
            guard !writeBaseline.isEmpty else { throw CommandFailure("error: --write-baseline: give a file name") }
            // A baseline written without a file it could not read would hide that file's findings.
            let unread = outcome.unreadable.map { "\($0): error: cannot read \($0.hasSuffix("/") ? "folder" : "file"); a baseline without it would hide its findings" }
            guard outcome.errors.isEmpty, unread.isEmpty else {
                for error in outcome.errors + unread { printError(error) }
                throw ExitCode(2)
            }
            do {
                try FileWriter.writeOutput([UInt8](Baseline(violations: outcome.violations).encoded()),
                                           to: FileDiscovery.absolutePath(writeBaseline, base: workingDirectory))
            } catch {
                throw CommandFailure("\(writeBaseline): error: cannot write baseline (\(Fixer.reason(error)))")
            }
            if !quiet { printError("Wrote \(outcome.violations.count) violation(s) to \(writeBaseline)") }
            return
        }
        var staleEntries: [ReportPage.StaleEntry] = []
        if let baseline {
            let recorded: Baseline
            do { recorded = try Baseline.load(baseline) } catch let error as ConfigurationError { throw CommandFailure(error.message) }
            let linted = Set(files.toLint.map { FileDiscovery.relative($0, to: configuration.rootDirectory) })
            let project = Set(files.project.map { FileDiscovery.relative($0, to: configuration.rootDirectory) })
            let (fresh, stale) = recorded.filter(outcome.violations, lintedFiles: linted, projectFiles: project)
            outcome.violations = fresh
            staleEntries = stale.map { ReportPage.StaleEntry(file: $0.file, rule: $0.rule, declaration: $0.declaration, line: $0.line) }
            if !quiet || strictBaseline {
                for entry in stale {
                    printError("\(baseline): \(strictBaseline ? "error" : "warning"): stale entry (fixed?): \(entry.rule) in "
                        + "\(entry.file) \(entry.declaration.isEmpty ? "" : "(\(entry.declaration)) ")`\(entry.line)`")
                }
            }
        }
        let colored = TerminalColor.isWanted(isTerminal: isatty(STDOUT_FILENO) == 1,
                                             environment: ProcessInfo.processInfo.environment)
        for (format, file) in outputs {
            let text: String
            switch format {
            case .text(let reporter):
                text = reporter.init().report(outcome.violations, colored: file == nil && colored)
            case .page:
                let map = ArchitectureMap(readings: outcome.architecture, violations: outcome.violations, tool: "mvvm " + MVVMVersion.described)
                let excerpts = Excerpts { shown in
                    let path = absolutePaths ? shown : FileDiscovery.absolutePath(shown, base: workingDirectory)
                    return files.contents[path] ?? FileManager.default.contents(atPath: path).map { [UInt8]($0) }
                }
                text = ReportPage.html(violations: outcome.violations, map: map, excerpts: excerpts, lintedFiles: outcome.lintedFiles,
                                       baseline: baseline, stale: staleEntries)
            }
            // Into what is there: `/dev/null`, a pipe, a link stay what they are.
            try writeDocument(text, to: file, workingDirectory: workingDirectory, what: "report")
        }
        if let buildStamp {
            do {
                try FileWriter.writeOutput(Array("// Written by `mvvm lint --build-stamp`: the lint of this target ran.\n".utf8),
                                           to: FileDiscovery.absolutePath(buildStamp, base: workingDirectory))
            } catch {
                throw CommandFailure("\(buildStamp): error: cannot write the build stamp (\(Fixer.reason(error)))")
            }
        }
        let errors = outcome.violations.filter { $0.severity == .error }.count
        if !quiet {
            let warnings = outcome.violations.count - errors
            let unbuilt = files.unbuilt.isEmpty ? "" : ", \(files.unbuilt.count) left out (no Xcode target compiles them)"
            printError("Linted \(outcome.lintedFiles) file(s), \(outcome.indexedFiles) indexed\(unbuilt): "
                + "\(errors) error(s), \(warnings) warning(s)")
        }
        // Run-level errors come last, after everything that was found has been reported.
        for error in outcome.errors { printError(error) }
        if !outcome.errors.isEmpty { throw ExitCode(2) }
        if errors > 0 || (strict && !outcome.violations.isEmpty) || (strictBaseline && !staleEntries.isEmpty) { throw ExitCode(1) }
    }

    func validate() throws {
        let modes = [staged, since != nil, useStdin].filter { $0 }.count
        if modes > 1 { throw ValidationError("--staged, --since and --use-stdin exclude each other") }
        if useStdin != (stdinPath != nil) { throw ValidationError("--use-stdin and --stdin-path go together") }
        if modes > 0, !paths.isEmpty { throw ValidationError("paths cannot be combined with --staged, --since or --use-stdin") }
        if fix, staged || useStdin { throw ValidationError("--fix rewrites files on disk; it cannot fix staged or standard-input content") }
        if writeBaseline != nil, baseline != nil { throw ValidationError("--write-baseline and --baseline exclude each other") }
    }

    /// `--staged`, `--since`, `--use-stdin`: lint only those files (the whole project is still indexed).
    private func selectPartialRun(_ files: inout DiscoveredFiles, configuration: LintConfiguration, workingDirectory: String,
                                  stagedFiles: Concurrently<[(path: String, contents: [UInt8])]>?) throws {
        if let stagedFiles {
            let stagedFiles = try stagedFiles.value()
            let kept = FileDiscovery.restrict(&files, to: stagedFiles.map(\.path), configuration: configuration)
            for file in stagedFiles { if let path = kept[file.path] { files.contents[path] = file.contents } }
        } else if let since {
            FileDiscovery.restrict(&files, to: try GitFiles.changed(since: since, in: workingDirectory), configuration: configuration)
        } else if useStdin, let stdinPath {
            let path = FileDiscovery.absolutePath(stdinPath, base: workingDirectory)
            files.contents[path] = Array(FileHandle.standardInput.readDataToEndOfFile())
            files.toLint = [path]
        }
    }

    /// A text reporter, or the HTML page (`html`), which reads the project's architecture too.
    enum ReportFormat {
        case text(any Reporter.Type)
        case page
    }

    static let reporterNames = Reporters.all.map { $0.name } + ["html"]

    /// `xcode`, `json=report.json`… → reporter types and optional output files.
    private func parseReporters() throws -> [(ReportFormat, String?)] {
        let specs = reporters.isEmpty ? ["xcode"] : reporters
        // `NAME=-` is standard output, as in most tools; `NAME=` names no file.
        func file(_ spec: String) -> String? {
            guard let equals = spec.firstIndex(of: "=") else { return nil }
            let file = String(spec[spec.index(after: equals)...])
            return file == "-" ? nil : file
        }
        if let empty = specs.first(where: { file($0)?.isEmpty == true }) {
            throw CommandFailure("error: --reporter \(empty): give a file after `=` (or `-` for standard output)")
        }
        // Two reports on one standard output would be one unreadable document (two JSON arrays).
        if specs.filter({ file($0) == nil }).count > 1 {
            throw CommandFailure("error: only one --reporter can write to standard output; give the others a file (NAME=FILE)")
        }
        return try specs.map { spec in
            let parts = spec.split(separator: "=", maxSplits: 1).map(String.init)
            if parts[0] == "html" { return (.page, file(spec)) }
            guard let reporter = Reporters.named(parts[0]) else {
                throw CommandFailure("error: unknown reporter `\(parts[0])` (available: \(Lint.reporterNames.joined(separator: ", ")))")
            }
            return (.text(reporter), file(spec))
        }
    }
}

/// The profile a `--profile` flag names, or a one-line error listing them (with a suggestion).
func profileNamed(_ name: String, flag: String = "") throws -> Profile {
    guard let profile = Profile(rawValue: name) else {
        throw CommandFailure("error: \(flag)unknown profile `\(name)`; the profiles are " + Profile.names.joined(separator: ", ")
                             + LintConfiguration.suggestion(name, Profile.names))
    }
    return profile
}

/// `mvvm rules`: every rule with its severity, state, fixability and summary — as the project's
/// `.mvvm.yml` sets them (its profile, `disabled_rules`, severities), like `mvvm lint` reads it.
struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every rule, or the rules of one profile.",
        discussion: "Profiles are the MVVM dialects a project (or a folder, through a nested .mvvm.yml) picks with "
            + "`profile:`: " + Profile.names.joined(separator: ", ") + "."
    )

    @Flag(help: "Print the list as JSON.")
    var json = false

    @Option(help: ArgumentHelp("Only the rules that run under this profile: " + Profile.names.joined(separator: ", ") + ".", valueName: "name"))
    var profile: String?

    @Option(help: ArgumentHelp("The configuration to read (default: the nearest .mvvm.yml, as lint finds it).", valueName: "file"))
    var config: String?

    func run() throws {
        var configuration = try loadConfiguration(config, workingDirectory: FileManager.default.currentDirectoryPath)
        var descriptions = RuleRegistry.descriptions
        if let profile {
            let chosen = try profileNamed(profile)
            configuration.profile = chosen
            descriptions = descriptions.filter { $0.profiles.contains(chosen) }
        }
        func severity(_ description: RuleDescription) -> String { configuration.severity(of: description).rawValue }
        if json {
            let objects: [[String: Any]] = descriptions.map { description in
                ["id": description.id, "name": description.name, "summary": description.summary,
                 "severity": severity(description), "enabled": configuration.isEnabled(description),
                 "defaultSeverity": description.defaultSeverity.rawValue, "enabledByDefault": description.isEnabledByDefault,
                 "fixable": description.isFixable,
                 "profiles": Profile.allCases.filter { description.profiles.contains($0) }.map(\.rawValue),
                 "options": description.options.map(\.key), "roles": description.roles.map(\.rawValue)]
            }
            let data = try JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys])
            print(String(decoding: data, as: UTF8.self))
            return
        }
        let width = max(descriptions.map(\.id.count).max() ?? 0, 2)
        print("id".padding(toLength: width, withPad: " ", startingAt: 0) + "  severity  enabled  fixable  summary")
        for description in descriptions {
            print(description.id.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                + severity(description).padding(toLength: 8, withPad: " ", startingAt: 0) + "  "
                + (configuration.isEnabled(description) ? "yes" : "no ").padding(toLength: 7, withPad: " ", startingAt: 0) + "  "
                + (description.isFixable ? "yes" : "no ").padding(toLength: 7, withPad: " ", startingAt: 0) + "  "
                + description.summary)
        }
    }
}

func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
