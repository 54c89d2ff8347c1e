import ArgumentParser
import Foundation
import MVVMLint
import MVVMRules
import SafeFiles

/// `mvvm init [--hook]`.
struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
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
        } else {
            do {
                // What the project itself says: the reducers it uses, words its services end in.
                let configuration = LintConfiguration(rootDirectory: directory)
                var hints = Initializer.ProjectHints(index: try projectIndex(configuration, workingDirectory: directory).index)
                hints.mainActorByDefault = Initializer.buildsWithMainActorByDefault(in: directory)
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
}
