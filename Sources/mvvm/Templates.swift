import ArgumentParser
import Foundation
import MVVMLint
import MVVMScaffold

/// `mvvm templates list|eject [DIR]|xcode`: the built-in templates, copying them for customising,
/// and an Xcode file template made from them.
struct Templates: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "List the built-in templates, copy them to customise, or make an Xcode file template from them.",
        discussion: """
            `mvvm new` renders Templates/<profile>[/<flavor>]/<Template>.mustache, built into the binary. A file \
            with the same relative path in the override folder (`new.templates` in .mvvm.yml, or \
            --templates) replaces the built-in one, file by file. `mvvm templates xcode` renders \
            the same templates, overrides included, into an Xcode file template (MVVM Screen).
            """,
        subcommands: [List.self, Eject.self, Xcode.self]
    )

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "Print each built-in template and whether the project overrides it.")

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
            commandName: "eject",
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
                try writeAndReport(plan)
                if configuration.scaffold["templates"] == nil {
                    print("To use them, set `templates: \(FileDiscovery.relative(folder, to: root))` under `new:` in .mvvm.yml, or pass --templates.")
                }
            } catch let error as ScaffoldError {
                throw CommandFailure(error.message)
            }
        }
    }

    struct Xcode: ParsableCommand {
        /// Where Xcode looks for the user's own file templates, under the home folder.
        static let installFolder = "Library/Developer/Xcode/Templates/File Templates/MVVM"

        static let configuration = CommandConfiguration(
            commandName: "xcode",
            abstract: "Write the Xcode file template MVVM Screen, made from the templates `mvvm new` uses.",
            discussion: """
                Writes MVVM Screen.xctemplate: TemplateInfo.plist and, for each flavor with and without \
                tests, the files `mvvm new` writes, with Xcode's placeholder where the screen's name goes. \
                --install writes it where Xcode finds it, ~/Library/Developer/Xcode/Templates/File Templates/MVVM; \
                --output into DIR.

                In Xcode: File > New > File..., MVVM Screen; give the name, pick the flavor, tick the \
                tests or not (Xcode puts them beside the screen: move them to the test target).

                The project's settings apply as for `mvvm new`: its override templates (new.templates), \
                new.module, new.indent, and new.flavor as the preselected flavor. Left out: \
                Responder.swift (one per app; `mvvm new` writes it when the project has none) and the \
                title's word split (Xcode can only write ProfileSettings, not Profile Settings).

                As with `mvvm new`, a file that exists with other content is a conflict: nothing is \
                written and the exit status is 1, unless --force, which keeps the replaced files in \
                MVVM Screen.xctemplate.orig (inside the template, Xcode would copy them into every screen).
                """
        )

        @Option(help: ArgumentHelp("Write DIR/MVVM Screen.xctemplate.", valueName: "dir"), completion: .directory)
        var output: String?

        @Flag(help: "Write it where Xcode finds it: ~/Library/Developer/Xcode/Templates/File Templates/MVVM.")
        var install = false

        @Option(help: "The configuration file (default: the nearest .mvvm.yml upward).")
        var config: String?

        @Flag(help: "Replace files that exist with other content, keeping them in MVVM Screen.xctemplate.orig.")
        var force = false

        func run() throws {
            guard (output != nil) != install else { throw CommandFailure("error: give either --output DIR or --install") }
            let workingDirectory = FileManager.default.currentDirectoryPath
            let configuration = try loadConfiguration(config, workingDirectory: workingDirectory)
            let settings = configuration.scaffold
            let home = ProcessInfo.processInfo.environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            let parent = output.map { FileDiscovery.absolutePath($0, base: workingDirectory) }
                ?? FileDiscovery.absolutePath(Self.installFolder, base: home)
            let folder = parent + "/" + XcodeFileTemplate.folderName
            // Installed, it is shown from the home folder (`~/Library/…`), not as a climb out of here.
            let shownFolder = install ? "~/" + Self.installFolder + "/" + XcodeFileTemplate.folderName
                : LintRun.displayPath(folder, workingDirectory)
            do {
                // `checkScaffoldSettings` has already refused a bad flavor or indentation.
                let overrides = settings["templates"].map { FileDiscovery.absolutePath($0, base: configuration.rootDirectory) }
                let files = try XcodeFileTemplate.files(XcodeFileTemplate.Settings(
                    defaultFlavor: settings["flavor"].flatMap(Flavor.init(rawValue:)) ?? .combine,
                    module: settings["module"],
                    indentation: settings["indent"].flatMap(Indentation.init(setting:)) ?? .standard,
                    overrideDirectory: overrides,
                    displayPath: { LintRun.displayPath($0, workingDirectory) }
                ))
                let targets = files.map { file in
                    (path: folder + "/" + file.path, displayPath: shownFolder + "/" + file.path, contents: file.contents)
                }
                // A replaced file kept beside its original would be copied into every new screen.
                let plan = try SafeWriter.plan(targets, force: force) { path in
                    for prefix in [folder, shownFolder] where path.hasPrefix(prefix + "/") {
                        return prefix + ".orig" + path.dropFirst(prefix.count)
                    }
                    return path + ".orig"
                }
                if plan.contains(where: { $0.status == .conflict }) {
                    for file in plan { print(file.statusLine) }
                    printError("error: nothing written: a file exists with other content (see `conflict` above); "
                        + "--force replaces it and keeps it in \(shownFolder).orig")
                    throw ExitCode(1)
                }
                try writeAndReport(plan)
                // Installed, the project's own templates serve every project: say so.
                if let overrides, Flavor.allCases.map(ScreenDialect.init).contains(where: { dialect in
                    dialect.files.contains { TemplateSet(dialect: dialect, overrideDirectory: overrides).overridePath($0) != nil }
                }) {
                    printError("note: made with the project's templates in \(LintRun.displayPath(overrides, workingDirectory))")
                }
            } catch let error as ScaffoldError {
                throw CommandFailure(error.message)
            }
        }
    }
}
