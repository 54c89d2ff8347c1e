import ArgumentParser
import MVVMLint
import Foundation

@main
struct MVVM: ParsableCommand {
    static let version = MVVMVersion.described

    static let configuration = CommandConfiguration(
        commandName: "mvvm",
        abstract: "Scaffold and lint SwiftUI/UIKit screens that follow the MVVM rulebook.",
        discussion: """
            mvvm reads Swift with its own tokenizer: no compiler, no SourceKit, no matching \
            toolchain. Run `mvvm dump FILE` to see how a file is read.
            """,
        version: version,
        subcommands: [Lint.self, New.self, Add.self, Map.self, Rules.self, Explain.self, Init.self, Templates.self, Dump.self, Cache.self, Version.self],
        // `mvvm` alone lints, as `swiftlint` does.
        defaultSubcommand: Lint.self
    )

    /// Exit statuses follow the spec: 0 clean, 1 violations, 2 usage, configuration or I/O
    /// errors — with a one-line reason that names the file.
    static func main() {
        StandardOutput.reserveClosedDescriptors()
        do {
            let arguments = PathArguments.separated(Array(FileSystemName.commandLineArguments().dropFirst()),
                                                    subcommands: configuration.subcommands.map { $0._commandName },
                                                    lintOptionsWithValues: Lint.optionsWithValues)
            var command = try parseAsRoot(arguments)
            try command.run()
            StandardOutput.requireWritten()
        } catch let failure as CommandFailure {
            FileHandle.standardError.write(Data((relativeToWorkingFolder(failure.message) + "\n").utf8))
            Foundation.exit(2)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                // `--help`, `--version`: what they print must reach standard output.
                print(fullMessage(for: error))
                StandardOutput.requireWritten()
                Foundation.exit(0)
            }
            if error is ExitCode {
                StandardOutput.requireWritten()
                exit(withError: error)
            }
            // Usage errors: ArgumentParser's message and usage, but our status.
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(2)
        }
    }
}

/// A one-line error for the user, shown as is; exits with status 2.
struct CommandFailure: Error, CustomStringConvertible {
    let message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}

/// `mvvm version`, for the habit; `mvvm --version` says the same.
struct Version: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "version", abstract: "Print the version.")

    func run() throws { print(MVVMVersion.described) }
}

/// A failure line naming its file by absolute path (`/repo/.mvvm.yml:3:1: error: …`) names it as
/// every other line does: relative to the working folder.
func relativeToWorkingFolder(_ message: String) -> String {
    guard message.hasPrefix("/"), let colon = message.firstIndex(of: ":") else { return message }
    let path = String(message[..<colon])
    return FileDiscovery.displayPath(path, from: FileManager.default.currentDirectoryPath) + message[colon...]
}
