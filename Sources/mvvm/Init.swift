import ArgumentParser
import Foundation
import MVVMLint
import MVVMRules
import SafeFiles

/// `mvvm init [--hook]`.
struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented .mvvm.yml here; with --hook, also install a git pre-commit hook.",
        discussion: """
            The configuration names the reducers found in the project and the words its \
            observable services end in, as starting points. Never overwrites: an existing .mvvm.yml or pre-commit hook is left as it is (for a \
            hook, mvvm says how to chain it).
            """
    )

    @Flag(help: "Also install a git pre-commit hook that runs `mvvm lint --staged`.")
    var hook = false

    func run() throws {
        let directory = FileManager.default.currentDirectoryPath
        let path = directory + "/" + LintConfiguration.fileName
        if FileManager.default.fileExists(atPath: path) {
            guard hook else { throw CommandFailure("\(LintConfiguration.fileName): error: already exists; not overwritten") }
            printError("\(LintConfiguration.fileName) already exists; kept as it is")
        } else if let enclosing = enclosingConfiguration(of: directory) {
            // A full configuration here would be a nested one, most of whose keys are ignored
            // (and warned about on every lint): the project is configured already.
            // It is in a folder above: `../../.mvvm.yml`.
            let levels = URL(fileURLWithPath: directory).standardizedFileURL.pathComponents.count
                - URL(fileURLWithPath: enclosing).deletingLastPathComponent().standardizedFileURL.pathComponents.count
            let shown = String(repeating: "../", count: max(levels, 0)) + LintConfiguration.fileName
            guard hook else {
                throw CommandFailure("\(LintConfiguration.fileName): error: \(shown) already configures this folder; not written "
                    + "(a nested .mvvm.yml sets only \(LintConfiguration.nestedKeys.sorted().joined(separator: ", ")))")
            }
            printError("\(shown) already configures this folder; no \(LintConfiguration.fileName) written here")
        } else {
            do {
                // What the project itself says: the reducers it uses, words its services end in.
                let configuration = LintConfiguration(rootDirectory: directory)
                let (index, files) = try projectIndex(configuration, workingDirectory: directory)
                var hints = Initializer.ProjectHints(index: index)
                hints.mainActorByDefault = XcodeBuildSettings.setsMainActorByDefault(files.buildSettingFiles)
                hints.survey = ProjectSurvey(index: index, projectFiles: files.project, root: directory,
                                             testGlobs: configuration.tests.map(Glob.init))
                try FileWriter.create(path, with: Array(Initializer.defaultConfiguration(hints: hints).utf8))
            } catch {
                throw CommandFailure("\(LintConfiguration.fileName): error: cannot write (\(Fixer.reason(error)))")
            }
            StandardOutput.recordWritten([LintConfiguration.fileName])
            print("create  \(LintConfiguration.fileName)")
        }
        guard hook else { return }
        let result: Initializer.HookResult
        do {
            result = try Initializer.installHook(in: directory)
        } catch let error as GitFiles.Failure {
            throw CommandFailure(error.message)
        } catch {
            throw CommandFailure("pre-commit hook: error: cannot write (\(Fixer.reason(error)))")
        }
        switch result {
        case .installed(let hookPath):
            StandardOutput.recordWritten([FileDiscovery.relative(hookPath, to: directory)])
            print("create  \(FileDiscovery.relative(hookPath, to: directory))")
        case .existing(let hookPath):
            print("skip    \(FileDiscovery.relative(hookPath, to: directory)) (a pre-commit hook is already installed; left untouched)")
            print("        to chain mvvm, add this line to it:  mvvm lint --staged || exit 1")
        }
    }

    /// The `.mvvm.yml` of a folder above this one that `mvvm lint` here would read, if any.
    private func enclosingConfiguration(of directory: String) -> String? {
        // At a repository's root, what is above belongs to no project of its own.
        if FileDiscovery.gitRoot(above: directory) == directory { return nil }
        return LintConfiguration.find(from: (directory as NSString).deletingLastPathComponent)
    }
}
