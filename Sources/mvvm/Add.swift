import ArgumentParser
import Foundation
import MVVMLint
import MVVMRules
import MVVMScaffold

extension ScreenAddition: ExpressibleByArgument {}

/// `mvvm add <kind> <ViewModel> <value>`: grows a rulebook screen that exists — the view model,
/// its tests, and the previews and tests that build it — all files or none.
struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add an action, responder action, output or dependency to an existing screen.",
        discussion: """
            Kinds: action 'resetPassword(String)' (an Action case, its branch in send(_:), a test); \
            responder-action cancelled (a ResponderAction case, an input case forwarding it, a test); \
            output 'banner:String?' (in the Output section); dependency 'analytics:Analytics=.preview' \
            (a private let, the init parameter, and the argument in previews and tests). Values use \
            mvvm new's syntax; a comma-separated list adds each. The view model is found in the \
            project index and its tests in the test file that mentions it. Every file is edited in \
            memory first and written only if all can be; --dry-run prints the diffs instead.
            """
    )

    @Argument(help: "What to add: action, responder-action, output or dependency.")
    var kind: ScreenAddition

    @Argument(help: "The view model's type name (LoginViewModel).")
    var viewModel: String

    @Argument(help: "The entry, in mvvm new's syntax: 'signIn(String,String)', cancelled, 'title:String', 'api:APIClient=.live'.")
    var value: String

    @Option(help: "The configuration file (default: the nearest .mvvm.yml upward).")
    var config: String?

    @Flag(help: "Print the status lines and the diffs, and write nothing.")
    var dryRun = false

    func run() throws {
        let workingDirectory = FileManager.default.currentDirectoryPath
        let configuration = try loadConfiguration(config, workingDirectory: workingDirectory)
        let display = { (path: String) in LintRun.displayPath(path, workingDirectory) }
        do {
            let (index, files) = try projectIndex(configuration, workingDirectory: workingDirectory)
            let matches = index.types.filter { type in
                !type.isTestDouble && type.kind != .extension && (type.simpleName == viewModel || type.name == viewModel)
            }
            guard let type = matches.first else {
                let root = display(configuration.rootDirectory)
                throw ScaffoldError("error: no type `\(viewModel)` in the project (\(root.isEmpty ? "." : root)); give the view model's type name")
            }
            if matches.count > 1 {
                throw ScaffoldError("error: `\(viewModel)` is declared \(matches.count) times (\(matches.map { display($0.file) }.joined(separator: ", "))); mvvm add can't tell which to edit")
            }
            let profile = configuration.indexSettings(nestedLayers: files.nestedLayers).profileOf(type.file)
            guard profile == .rulebook else {
                throw ScaffoldError("\(display(type.file)): error: `\(viewModel)` is a \(profile.rawValue) screen; mvvm add edits rulebook screens only")
            }

            // Its tests, the one named after it first; and every other file naming it, for the
            // places that build it.
            let testPaths = index.tests(mentioning: type.id).map(\.path)
                .sorted { ($0.hasSuffix("/\(type.simpleName)Tests.swift") ? 0 : 1, $0) < ($1.hasSuffix("/\(type.simpleName)Tests.swift") ? 0 : 1, $1) }
            var texts: [String: [UInt8]] = [:]
            func read(_ path: String) throws -> [UInt8] {
                guard let data = FileManager.default.contents(atPath: path) else {
                    throw ScaffoldError("\(display(path)): error: cannot read file")
                }
                return [UInt8](data)
            }
            texts[type.file] = try read(type.file)
            for path in testPaths { texts[path] = try read(path) }
            var otherPaths: [String] = []
            if kind == .dependency {
                let needle = Data(type.simpleName.utf8)
                for path in files.project where texts[path] == nil {
                    guard let data = FileManager.default.contents(atPath: path), data.range(of: needle) != nil else { continue }
                    texts[path] = [UInt8](data)
                    otherPaths.append(path)
                }
            }
            let original = texts
            var editor = ScreenEditor(texts: texts, viewModelPath: type.file, viewModelName: type.simpleName, testPaths: testPaths,
                                      otherPaths: otherPaths, actionMethods: index.actionMethods(of: type.id), display: display)
            // The section titles the project's view_model_sections reads (its configured aliases).
            let sections = RuleRegistry.description(withID: "view_model_sections")
            func titles(_ key: String) -> [String]? {
                guard let option = sections?.options.first(where: { $0.key == key }) else { return nil }
                return (configuration.ruleOptions["view_model_sections"] ?? RuleOptions()).list(key, default: option.defaultValue)
            }
            if let output = titles("output_aliases") { editor.outputSectionTitles = output }
            if let properties = titles("properties_aliases") { editor.propertiesSectionTitles = properties }
            try editor.add(kind, value)

            let changed = editor.texts.keys.filter { editor.texts[$0] != original[$0] }.sorted {
                ($0 == type.file ? 0 : 1, $0) < ($1 == type.file ? 0 : 1, $1)
            }
            let plan = changed.map { path in
                PlannedFile(path: path, displayPath: display(path), bytes: editor.texts[path]!, status: .update, original: original[path])
            }
            for note in editor.notes { printError(note) }
            if dryRun {
                for file in plan { print(file.statusLine) }
                for file in plan {
                    print("")
                    print(LineDiff.unified(String(decoding: original[file.path]!, as: UTF8.self), file.contents, path: file.displayPath),
                          terminator: "")
                }
                return
            }
            // The writer checks that nothing changed on disk since it was read: an editor saving
            // meanwhile is not overwritten.
            try writeAndReport(plan)
        } catch let error as ScaffoldError {
            throw CommandFailure(error.message)
        } catch let error as DiscoveryError {
            throw CommandFailure(error.message)
        }
    }
}
