import ArgumentParser
import Foundation
import MVVMLint
import MVVMScaffold

/// `mvvm templates list|eject [DIR]`: the built-in templates, and copying them for customising.
struct Templates: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the built-in templates, or copy them into the override folder to customise.",
        discussion: """
            `mvvm new` renders Templates/<flavor>/<Template>.mustache, built into the binary. A file \
            with the same relative path in the override folder (`new.templates` in .mvvm.yml, or \
            --templates) replaces the built-in one, file by file.
            """,
        subcommands: [List.self, Eject.self]
    )

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print each built-in template and whether the project overrides it.")

        @Option(help: "The configuration file (default: the nearest .mvvm.yml upward).")
        var config: String?

        func run() throws {
            let workingDirectory = FileManager.default.currentDirectoryPath
            let configuration = try loadConfiguration(config, workingDirectory: workingDirectory)
            let overrides = configuration.scaffold["templates"].map { FileDiscovery.absolutePath($0, base: configuration.rootDirectory) }
            for path in TemplateSet.builtIn.keys.sorted() {
                let override = overrides.map { $0 + "/" + path }.flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }
                print(path + (override.map { "  (overridden by \(LintRun.displayPath($0, workingDirectory)))" } ?? ""))
            }
        }
    }

    struct Eject: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Copy the built-in templates into DIR (default: new.templates, else .mvvm/templates).",
            discussion: "Never overwrites: a template you already have is kept as it is."
        )

        @Argument(help: "The folder to copy them into.", completion: .directory)
        var directory: String?

        @Option(help: "The configuration file (default: the nearest .mvvm.yml upward).")
        var config: String?

        func run() throws {
            let workingDirectory = FileManager.default.currentDirectoryPath
            let configuration = try loadConfiguration(config, workingDirectory: workingDirectory)
            let root = configuration.rootDirectory
            do {
                let folder = try directory.map { try SafeWriter.folder($0, base: workingDirectory, root: root, option: "eject") }
                    ?? SafeWriter.folder(configuration.scaffold["templates"] ?? ".mvvm/templates", base: root, root: root, option: "new.templates")
                let targets = TemplateSet.builtIn.keys.sorted().map { path in
                    let absolute = folder + "/" + path
                    return (path: absolute, displayPath: LintRun.displayPath(absolute, workingDirectory), contents: TemplateSet.builtIn[path]!)
                }
                // Yours win: a template that differs from the built-in one is kept, not a conflict.
                let plan = try SafeWriter.plan(targets, force: false).map { file -> PlannedFile in
                    guard file.status == .conflict else { return file }
                    var kept = file
                    kept.status = .skip
                    kept.note = "yours differs; kept"
                    return kept
                }
                try SafeWriter.write(plan)
                for file in plan { print(file.statusLine) }
                if configuration.scaffold["templates"] == nil {
                    print("To use them, set `templates: \(FileDiscovery.relative(folder, to: root))` under `new:` in .mvvm.yml, or pass --templates.")
                }
            } catch let error as ScaffoldError {
                throw CommandFailure(error.message)
            }
        }
    }
}
