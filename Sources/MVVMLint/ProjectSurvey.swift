import Foundation
import MVVMRules
import SwiftLexer

/// What `mvvm init` reads off an existing app before writing its configuration: where its screens
/// and their tests live, the module the tests import, and which MVVM dialects its view models are
/// written in — so the first `mvvm new` lands beside the app's own screens and the first
/// `mvvm lint` judges them by their own dialect.
public struct ProjectSurvey: Equatable {
    /// Where new screens go, relative to the root; `{{name}}` when each screen has its folder.
    public var sources: String?
    /// Where their tests go, relative to the root.
    public var tests: String?
    /// The module the tests `@testable import`.
    public var module: String?
    /// View models read as each dialect's.
    public var dialects: [Profile: Int] = [:]
    /// Top-level folders whose view models are mostly in another dialect than the project's.
    public var folderDialects: [String: Profile] = [:]
    /// View models found in all.
    public var viewModels = 0

    public init() {}

    /// The dialect most view models are written in, when they are enough to tell (a third of all
    /// view models, and at least three); else the rulebook, the default.
    public var profile: Profile {
        guard let (dialect, count) = dialects.max(by: { ($0.value, $1.key.rawValue) < ($1.value, $0.key.rawValue) }),
              count >= 3, count * 3 >= viewModels else { return .rulebook }
        return dialect
    }

    public init(index: ProjectIndex, projectFiles: [String], root: String, testGlobs: [Glob]) {
        let viewModels = index.types.filter { index.roles[$0.id].isViewModel && !$0.isTestDouble }
        let relative = { (path: String) in FileDiscovery.relative(path, to: root) }

        // Dialects, by what each view model is made of.
        let storeModules = Set(index.types.filter { type in type.inheritance.contains { $0 == "StoreState" || $0 == "StoreAction" } }
            .map(\.module))
        self.viewModels = viewModels.count
        var byFolder: [String: [Profile: Int]] = [:]
        var inFolder: [String: Int] = [:]
        for type in viewModels {
            let top = relative(type.file).split(separator: "/").first.map(String.init) ?? ""
            inFolder[top, default: 0] += 1
            guard let dialect = Self.dialect(of: type, conformances: index.conformanceNames(of: type.id), storeModules: storeModules)
            else { continue }
            dialects[dialect, default: 0] += 1
            byFolder[top, default: [:]][dialect, default: 0] += 1
        }
        let projectProfile = profile
        for (folder, counts) in byFolder where !folder.hasSuffix(".swift") {
            guard let (dialect, count) = counts.max(by: { ($0.value, $1.key.rawValue) < ($1.value, $0.key.rawValue) }),
                  dialect != projectProfile, count >= 3, count * 3 >= inFolder[folder]!, count * 2 > counts.values.reduce(0, +)
            else { continue }
            folderDialects[folder] = dialect
        }

        // Screens: the folder most view models sit in, or its parent with `{{name}}` when most sit
        // in a folder named after their screen (`Login/LoginViewModel.swift`).
        let screenFolders = viewModels.map { type -> (folder: String, ownFolder: Bool) in
            let folder = (relative(type.file) as NSString).deletingLastPathComponent
            let screen = index.settings.viewModelSuffixes.first { type.simpleName.hasSuffix($0) }
                .map { String(type.simpleName.dropLast($0.count)) } ?? type.simpleName
            return (folder, !screen.isEmpty && (folder as NSString).lastPathComponent == screen)
        }
        if !screenFolders.isEmpty {
            if screenFolders.filter(\.ownFolder).count * 2 > screenFolders.count {
                let parents = screenFolders.filter(\.ownFolder).map { ($0.folder as NSString).deletingLastPathComponent }
                sources = Self.deepestMajorityFolder(parents).map { $0.isEmpty ? "{{name}}" : $0 + "/{{name}}" }
            } else {
                sources = Self.deepestMajorityFolder(screenFolders.map(\.folder)).map { $0.isEmpty ? "." : $0 }
            }
        }

        let relativeFiles = Set(projectFiles.map(relative))
        let package = sources.flatMap { Self.package(containing: $0, projectFiles: relativeFiles) }
        // A folder of packages is no target's: a screen written there would build in none.
        if let folder = sources, package == nil,
           relativeFiles.contains(where: { $0.hasSuffix("/Package.swift") && (folder == "." || $0.hasPrefix(folder + "/")) }) {
            sources = nil
        }
        guard sources != nil else { return }

        // Tests: where most tests that name a view model sit (else most tests), preferring those
        // of the screens' own top folder or package, and never another package's.
        var tests = projectFiles.filter { FileDiscovery.isTestFile($0, root: root, tests: testGlobs) }.map(relative)
        let sourcesOwner = sources.flatMap { Self.packageFolder(of: $0 + "/Screen.swift", projectFiles: relativeFiles) }
        tests = tests.filter { path in
            let owner = Self.packageFolder(of: path, projectFiles: relativeFiles)
            return owner == nil || owner == sourcesOwner
        }
        let viewModelNames = Set(viewModels.map(\.simpleName))
        let viewModelTests = tests.filter { path in viewModelNames.contains { path.hasSuffix("/\($0)Tests.swift") || path == "\($0)Tests.swift" } }
        if !viewModelTests.isEmpty { tests = viewModelTests }
        let near = tests.filter { path in
            if let package { return path.hasPrefix(package.folder.isEmpty ? "" : package.folder + "/") }
            return path.split(separator: "/").first == sources?.split(separator: "/").first
        }
        self.tests = Self.deepestMajorityFolder((near.isEmpty ? tests : near).map { ($0 as NSString).deletingLastPathComponent })
            .flatMap { $0.isEmpty ? nil : $0 }

        // The module: what the tests there `@testable import` most, else SwiftPM's target
        // (`<package>/Sources/<Target>/…`); never guessed from a folder's name alone.
        if let testsFolder = self.tests {
            let nearTests = (near.isEmpty ? tests : near).filter { $0.hasPrefix(testsFolder + "/") }.prefix(200)
            module = Self.mostCommon(nearTests.flatMap { Self.testableImports(in: root + "/" + $0) })
        }
        if module == nil, let target = package?.target, target.first.map({ $0.isLetter || $0 == "_" }) == true,
           target.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            module = target
        }
    }

    /// The dialect a view model is written in, from its shape (SPEC §4.2, seeds 000–004), or nil.
    private static let writableStreams = Set(DialectRoles.defaults(for: .inputsOutputs)[.inputTypes])
    private static let readOnlyStreams = Set(DialectRoles.defaults(for: .inputsOutputs)[.outputTypes])

    static func dialect(of type: ProjectType, conformances: Set<String>, storeModules: Set<String>) -> Profile? {
        let propertyTypes = type.properties.map { $0.typeName.split(separator: "<").first.map(String.init) ?? $0.typeName }
        let writable = writableStreams, readOnly = readOnlyStreams
        if storeModules.contains(type.module) { return .remvvm }
        if type.properties.contains(where: { $0.name == "viewState" || $0.typeName.hasSuffix("ViewState") })
            || type.inheritance.contains(where: { $0.contains("ViewState") }) {
            return .viewstate
        }
        let hasAction = type.nestedTypes.contains { $0 == "Action" || $0.hasSuffix(".Action") }
        if hasAction, type.methods.contains(where: { $0.name == "send" }) { return .rulebook }
        let namesInputs = { (name: String) in name.hasSuffix("Input") || name.hasSuffix("Inputs") }
        let streams = propertyTypes.contains(where: writable.contains)
            && (propertyTypes.contains(where: readOnly.contains) || type.nestedTypes.contains(where: namesInputs))
        if streams { return .inputsOutputs }
        if type.attributes.contains("Observable") { return hasAction ? .rulebook : .observable }
        // Inputs and outputs declared as protocols the view model conforms to (`ListViewModelInput`,
        // `ListViewModelOutputs`), whatever the outputs are held in. A typealias joining them
        // (`= ListViewModelInput & ListViewModelOutput`) shows its first only, so a view model's
        // own inputs tell on their own; another type's (`ModuleInput`) need outputs beside them.
        if !hasAction, conformances.contains(where: { $0.hasSuffix("ViewModelInput") || $0.hasSuffix("ViewModelInputs") })
            || conformances.contains(where: { namesInputs($0) && $0.count > "Inputs".count })
            && conformances.contains(where: { $0.hasSuffix("Output") || $0.hasSuffix("Outputs") }) {
            return .inputsOutputs
        }
        return hasAction ? .rulebook : nil
    }

    /// The modules a file imports with `@testable import`.
    static func testableImports(in path: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        let file = SourceFile(path: path, bytes: [UInt8](data), trivia: .comments)
        let tokens = file.tokens
        var modules: [String] = []
        for index in tokens.indices.dropLast(3) where tokens[index].kind == .atSign
            && tokens[index + 1].kind == .identifier && file.text(tokens[index + 1]) == "testable"
            && tokens[index + 2].keyword == .import && tokens[index + 3].kind == .identifier {
            modules.append(file.text(tokens[index + 3]))
        }
        return modules
    }

    /// The value most often in `values` (the first in sorted order on a tie), or nil.
    static func mostCommon(_ values: [String]) -> String? {
        var counts: [String: Int] = [:]
        for value in values { counts[value, default: 0] += 1 }
        return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
    }

    /// The deepest folder holding at least half of `folders` (each a relative path, "" the root):
    /// where most of them are, without settling on one small corner of the app.
    static func deepestMajorityFolder(_ folders: [String]) -> String? {
        guard !folders.isEmpty else { return nil }
        var counts: [String: Int] = [:]
        for folder in folders {
            var prefix = ""
            counts[prefix, default: 0] += 1
            for part in folder.split(separator: "/") {
                prefix += (prefix.isEmpty ? "" : "/") + part
                counts[prefix, default: 0] += 1
            }
        }
        return counts.filter { $0.value * 2 >= folders.count }
            .max { ($0.key.split(separator: "/").count, $1.key) < ($1.key.split(separator: "/").count, $0.key) }?.key
    }

    /// The nearest folder above `path` with a `Package.swift` ("" for the root), or nil.
    static func packageFolder(of path: String, projectFiles: Set<String>) -> String? {
        var folder = (path as NSString).deletingLastPathComponent
        while true {
            if projectFiles.contains(folder.isEmpty ? "Package.swift" : folder + "/Package.swift") { return folder }
            if folder.isEmpty { return nil }
            folder = (folder as NSString).deletingLastPathComponent
        }
    }

    /// The SwiftPM package and target a folder belongs to: the nearest folder above it with a
    /// `Package.swift`, when the folder is under its `Sources/<Target>`.
    static func package(containing folder: String, projectFiles: Set<String>) -> (folder: String, target: String)? {
        let parts = folder.split(separator: "/").map(String.init)
        for end in stride(from: parts.count - 1, through: 0, by: -1) where parts[end] == "Sources" && end + 1 < parts.count {
            let packageFolder = parts[..<end].joined(separator: "/")
            if projectFiles.contains(packageFolder.isEmpty ? "Package.swift" : packageFolder + "/Package.swift") {
                return (packageFolder, parts[end + 1])
            }
        }
        return nil
    }
}
