import ArgumentParser
import Foundation
import MVVMLint
import MVVMRules
import MVVMScaffold
import SwiftLexer
import SwiftOutline

/// `mvvm new <Name>`: scaffolds a screen — view, view model, tests (and `Responder.swift` when
/// the project has none) — in the project's folders, safely.
struct New: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Scaffold a screen: view, view model and tests, wired and lint-clean.",
        discussion: """
            Writes the screen's files for its profile (the rulebook's: NameView.swift and \
            NameViewModel.swift to the sources folder, NameViewModelTests.swift to the tests folder, \
            plus Responder.swift when the project declares no Responder yet; `mvvm templates list` \
            shows every profile's). Every file is rendered and checked first; a file that \
            exists with other content is a conflict: nothing is written and the exit status is 1, \
            unless --force (which keeps the replaced file as NAME.swift.orig). Folders never leave \
            the project. Defaults come from the `new:` section of .mvvm.yml.
            Values: --actions "signIn(String,String),select(id: Item.ID=UUID()),cancel", \
            --outputs "title:String,items:[Item]", --dependencies "api:APIClient=.live"; \
            `=value` gives what tests, previews or the initial state use where mvvm can't guess.
            """
    )

    @Argument(help: "The screen's name, a Swift type name (Login, ProfileSettings).")
    var name: String

    @Option(help: "The MVVM dialect: rulebook, viewstate, remvvm, observable or inputs_outputs (default: new.profile, else the profile of the sources folder).")
    var profile: String?

    @Option(help: "rulebook only: combine (ObservableObject, @Published) or observable (@Observable).")
    var flavor: String?

    @Option(help: "inputs_outputs only: the streams' library, combine or rxswift.")
    var reactive: String?

    @Option(help: ArgumentHelp("Input actions, comma-separated, with associated values in parentheses.", valueName: "list"))
    var actions: String?

    @Option(help: ArgumentHelp("Actions sent up to the responder, comma-separated.", valueName: "list"))
    var responderActions: String?

    @Option(help: ArgumentHelp("Outputs as name:Type[=initial], comma-separated.", valueName: "list"))
    var outputs: String?

    @Option(help: ArgumentHelp("Dependencies injected by init, as name:Type[=value for previews and tests].", valueName: "list"))
    var dependencies: String?

    @Option(help: ArgumentHelp("Folder for the view and view model; `{{name}}` is the screen's name.", valueName: "dir"))
    var sources: String?

    @Option(help: ArgumentHelp("Folder for the tests; `{{name}}` is the screen's name.", valueName: "dir"))
    var tests: String?

    @Option(help: "The module the tests `@testable import`.")
    var module: String?

    @Option(help: ArgumentHelp("Folder of template overrides, laid out as `mvvm templates eject` writes them "
                               + "(rulebook/combine/View.mustache, viewstate/ViewModel.mustache, …).", valueName: "dir"))
    var templates: String?

    @Option(help: ArgumentHelp("Indentation: tab or a width in spaces (default: detected from the project's sources).", valueName: "style"))
    var indent: String?

    @Option(help: "The configuration file (default: the nearest .mvvm.yml upward).")
    var config: String?

    @Flag(help: "Print the files that would be written, and write nothing.")
    var dryRun = false

    @Flag(help: "Replace files that exist with other content, keeping each as NAME.swift.orig.")
    var force = false

    func run() throws {
        let workingDirectory = FileManager.default.currentDirectoryPath
        let configuration = try loadConfiguration(config, workingDirectory: workingDirectory)
        let settings = configuration.scaffold
        let root = configuration.rootDirectory
        do {
            let specification = try ScreenSpecification(name: name, actions: actions, responderActions: responderActions,
                                                         outputs: outputs, dependencies: dependencies)
            // Who set a value, for its error: the flag, or the line of `.mvvm.yml`.
            func origin(_ key: String, flag: String?) -> String {
                guard flag == nil, let location = configuration.scaffoldLocations[key] else { return "--\(key)" }
                return "\(LintRun.displayPath(location, workingDirectory)): error: new.\(key)"
            }
            let moduleName = module ?? settings["module"]
            if let moduleName, !moduleName.split(separator: ".", omittingEmptySubsequences: false).allSatisfy({ SwiftSpelling.isIdentifier(String($0)) }) {
                throw ScaffoldError("\(origin("module", flag: module)): `\(moduleName)` is not a module name")
            }
            let sourcesFolder = try folder(sources, setting: settings["sources"], fallback: (".", workingDirectory),
                                           option: origin("sources", flag: sources), workingDirectory: workingDirectory, root: root)
            let testsFolder = try folder(tests, setting: settings["tests"], fallback: (defaultTestsFolder(configuration), root),
                                         option: origin("tests", flag: tests), workingDirectory: workingDirectory, root: root)
            let templatesFolder = try (templates ?? settings["templates"]).map { path in
                try SafeWriter.folder(path, base: templates != nil ? workingDirectory : root, root: root,
                                      option: origin("templates", flag: templates))
            }

            // The same index (and fact cache) as `mvvm lint`: a warm run reads no unchanged file.
            let (index, files) = try projectIndex(configuration, workingDirectory: workingDirectory)
            let indentation = try indentation(setting: indent ?? settings["indent"], origin: origin("indent", flag: indent),
                                              project: files.project, preferring: sourcesFolder)

            let folderProfile = configuration.indexSettings(nestedLayers: files.nestedLayers)
                .profileOf(sourcesFolder + "/\(name)View.swift").rawValue
            let dialect = try dialect(configuration, folderProfile: folderProfile, origin: origin)
            // Two declarations of a screen type would not compile: each screen file's namesake
            // (`LoginViewModel`, `LoginFlowController`…) must be new, or declared in that very file.
            for kind in dialect.files where kind.place != .support {
                let typeName = name + kind.rawValue
                let path = (kind.place == .tests ? testsFolder : sourcesFolder) + "/" + kind.fileName(screen: name)
                if let declared = index.declaringFile[typeName], declared != path {
                    throw ScaffoldError("\(LintRun.displayPath(declared, workingDirectory)): error: `\(typeName)` is already declared here; choose another name")
                }
            }
            // Types the whole app shares (`Responder`, a view-model base) are written once.
            let declaredSupport = dialect.files.filter { $0.place == .support }.compactMap { kind in
                index.declaringFile[kind.rawValue].map { (kind.rawValue, $0) }
            }

            // The built-in viewstate screen subclasses `StateViewModel<State, Command>`; an app's
            // base from mvvm 0.1 takes only the state, and a screen written against it would not build.
            if dialect == .viewstate, templatesFolder == nil, let base = index.declaringFile["StateViewModel"],
               let count = genericParameterCount(of: "StateViewModel", in: base), count != 2 {
                throw ScaffoldError("\(LintRun.displayPath(base, workingDirectory)): error: `StateViewModel` takes \(count) generic "
                    + "parameter\(count == 1 ? "" : "s") here, and a viewstate screen subclasses `StateViewModel<State, Command>`; "
                    + "update the base (`mvvm templates eject` writes the current one) or render from your own templates (--templates)")
            }
            // A screen of another dialect than its folder's would be reported by the next lint: it
            // gets a folder of its own, which a nested .mvvm.yml gives its profile.
            var profileFile: [(path: String, displayPath: String, contents: String)] = []
            if dialect.profile != folderProfile {
                let shownFolder = LintRun.displayPath(sourcesFolder, workingDirectory)
                // A folder that holds no screen yet (no view, no view model) is this screen's
                // dialect's from now on; support code beside it reads the same in every profile.
                let holdsScreens = index.types.contains { type in
                    type.file.hasPrefix(sourcesFolder + "/") && index.roles[type.id].isSubject
                }
                guard sourcesFolder != root, !holdsScreens else {
                    throw ScaffoldError("\(shownFolder.isEmpty ? "." : shownFolder): error: this folder is linted as `\(folderProfile)`, so the "
                        + "next lint would report a `\(dialect.profile)` screen here; give the screen a folder of its own "
                        + "(one holding no screen yet, --sources 'Folder/{{name}}': mvvm new then writes a .mvvm.yml there with `profile: \(dialect.profile)`), "
                        + "or set that folder's profile in a .mvvm.yml")
                }
                let path = sourcesFolder + "/" + LintConfiguration.fileName
                profileFile = [(path, LintRun.displayPath(path, workingDirectory),
                                "# Written by mvvm new: this screen is written in the \(dialect.profile) dialect.\nprofile: \(dialect.profile)\n")]
            }
            // The project's own `ViewState` protocol is not declared again by the viewstate base.
            let declaresViewState = index.declaresProtocol("ViewState") || index.declaringFile["ViewState"] != nil
            let request = ScreenRequest(specification: specification, dialect: dialect, module: moduleName,
                                        declaredSupport: Set(declaredSupport.map(\.0) + (declaresViewState ? ["ViewState"] : [])),
                                        indentation: indentation)
            let templateSet = TemplateSet(dialect: dialect, overrideDirectory: templatesFolder) {
                LintRun.displayPath($0, workingDirectory)
            }
            let rendered = try ScreenRenderer.render(request, templates: templateSet)
            let targets = rendered.map { file in
                let path = (file.isTest ? testsFolder : sourcesFolder) + "/" + file.fileName
                return (path: path, displayPath: LintRun.displayPath(path, workingDirectory), contents: file.contents)
            }
            var plan = try SafeWriter.plan(targets + profileFile, force: force)
            for (typeName, declared) in declaredSupport {
                let path = sourcesFolder + "/\(typeName).swift"
                plan.append(PlannedFile(path: path, displayPath: LintRun.displayPath(path, workingDirectory), contents: "", status: .skip,
                                        note: "\(typeName) is declared in \(LintRun.displayPath(declared, workingDirectory))"))
            }
            if moduleName == nil { printError("note: no --module (or new.module): the tests have no `@testable import`") }
            if plan.contains(where: { $0.status == .conflict }) {
                for file in plan { print(file.statusLine) }
                printError("error: nothing written: a file exists with other content (see `conflict` above); --force replaces it and keeps NAME.swift.orig")
                throw ExitCode(1)
            }
            if dryRun {
                for file in plan { print(file.statusLine) }
                for file in plan where file.status == .create || file.status == .overwrite {
                    print("\n--- \(file.displayPath)")
                    print(file.contents, terminator: "")
                }
                return
            }
            try writeAndReport(plan)
        } catch let error as ScaffoldError {
            throw CommandFailure(error.message)
        } catch let error as DiscoveryError {
            throw CommandFailure(error.message)
        }
    }

    /// The templates to render: the profile from the flag, `new.profile`, or the one the
    /// configuration gives the sources folder; then the rulebook's flavor or the reactive library,
    /// each refused where its profile has no such choice.
    private func dialect(_ configuration: LintConfiguration, folderProfile: String,
                         origin: (String, String?) -> String) throws -> ScreenDialect {
        let settings = configuration.scaffold
        let profileName = profile ?? settings["profile"] ?? folderProfile
        guard ScreenDialect.profileNames.contains(profileName) else {
            throw ScaffoldError("\(origin("profile", profile)): `\(profileName)` is not a profile; use "
                + ScreenDialect.profileNames.joined(separator: ", "))
        }
        let flavorName = flavor ?? (profileName == "rulebook" ? settings["flavor"] : nil)
        let flavor = try flavorName.map { name in
            guard profileName == "rulebook" else {
                throw ScaffoldError("--flavor: only the rulebook profile has flavors; `\(profileName)` screens have one shape"
                    + (profileName == "inputs_outputs" ? " (choose its streams with --reactive combine|rxswift)" : ""))
            }
            guard let flavor = Flavor(rawValue: name) else {
                throw ScaffoldError("\(origin("flavor", self.flavor)): `\(name)` is not a flavor; use combine or observable")
            }
            return flavor
        }
        let reactiveName = reactive ?? (profileName == "inputs_outputs" ? settings["reactive"] : nil)
        let reactive = try reactiveName.map { name in
            guard profileName == "inputs_outputs" else {
                throw ScaffoldError("--reactive: only inputs_outputs screens choose a reactive library, not `\(profileName)` ones")
            }
            guard let reactive = Reactive(rawValue: name) else {
                throw ScaffoldError("\(origin("reactive", self.reactive)): `\(name)` is not a reactive library; use combine or rxswift")
            }
            return reactive
        }
        return ScreenDialect.forProfile(profileName, flavor: flavor, reactive: reactive)!
    }

    /// A folder from the flag (relative to the working directory), the configuration (relative
    /// to the project root) or the fallback (relative to its own base), with `{{name}}` filled in,
    /// checked to stay in the project.
    private func folder(_ flag: String?, setting: String?, fallback: (path: String, base: String), option: String,
                        workingDirectory: String, root: String) throws -> String {
        let (written, base) = flag.map { ($0, workingDirectory) } ?? (setting.map { ($0, root) } ?? fallback)
        let expanded = try TemplateSet.expand(written, name: name, option: option)
        return try SafeWriter.folder(expanded, base: base, root: root, option: option)
    }

    /// The first plain folder of `tests:` in the configuration, else `Tests`.
    private func defaultTestsFolder(_ configuration: LintConfiguration) -> String {
        configuration.tests.first { !$0.contains("*") && !$0.contains("?") } ?? "Tests"
    }

    /// The configured style, else the style of the sources next to where the screen goes (or, if
    /// that folder has none, of the project), else four spaces.
    private func indentation(setting: String?, origin: String, project: [String], preferring folder: String) throws -> Indentation {
        if let setting {
            guard let style = Indentation(setting: setting) else {
                throw ScaffoldError("\(origin): `\(setting)` is not an indentation; use tab or a width of 1-8 spaces")
            }
            return style
        }
        let nearby = project.filter { $0.hasPrefix(folder + "/") }
        let sample = (nearby.isEmpty ? project : nearby).prefix(200)
        let sources = sample.compactMap { FileManager.default.contents(atPath: $0).map { [UInt8]($0) } }
        return Indentation.detect(in: sources) ?? .standard
    }
}

/// How many generic parameters the class `name` declares in `path` (`class Base<A, B>` → 2), or
/// nil when the file does not declare it.
private func genericParameterCount(of name: String, in path: String) -> Int? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    let outline = SourceOutline(SourceFile(path: path, bytes: [UInt8](data), trivia: .comments))
    guard let base = outline.declarations.first(where: { $0.kind == .class && outline.name(of: $0) == name }) else { return nil }
    guard let parameters = base.genericParameters else { return 0 }
    // Top-level commas only: `<State: Container<A, B>, Command>` has two.
    var depth = 0, count = 1
    for token in parameters {
        let text = outline.text(token)
        if text == "<" || outline.tokens[token].kind.isOpeningBracket { depth += 1 }
        if text == ">" || outline.tokens[token].kind.isClosingBracket { depth -= 1 }
        if outline.tokens[token].kind == .comma, depth == 0 { count += 1 }
    }
    return count
}
