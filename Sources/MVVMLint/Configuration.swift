import Foundation
import MVVMRules
import Yams

/// `.mvvm.yml`, validated. Every problem is reported as `FILE:LINE:COLUMN: error: …`.
public struct LintConfiguration: Sendable {
    public static let fileName = ".mvvm.yml"

    /// The folder globs and relative paths are resolved against: the config file's folder.
    public var rootDirectory: String
    /// The config file this came from, if any.
    public var path: String?
    public var included: [String] = []
    public var excluded: [String] = []
    /// Leave out the Swift files under an Xcode project's folder that no target compiles
    /// (`only_built_files`, see `XcodeTargetMembership`).
    public var onlyBuiltFiles = true
    public var tests: [String] = []
    public var viewModelSuffixes = ["ViewModel"]
    public var serviceSuffixes = ProjectIndex.Settings.defaultServiceSuffixes
    /// `view_models: {include, exclude}`: type names or file globs.
    public var viewModelInclude: [String] = []
    public var viewModelExclude: [String] = []
    /// `modules:`: folder glob → module name (`{{dir}}` is the matched folder's name).
    public var modules: [(pattern: String, name: String)] = []
    public var actionMethods = ["send"]
    /// Attached macros that give a view model one method per `Action` case (Swiftfin's
    /// `@Stateful`): calling such a method sends that action.
    public var actionMacros = ["Stateful"]
    /// The MVVM dialect whose rules run (`profile:`); a nested configuration may pick another.
    public var profile = Profile.rulebook
    /// `roles:`: lists that replace the profile's defaults (a nested configuration's win per list).
    public var roleOverrides: [DialectRoles.Role: [String]] = [:]
    public var disabledRules: Set<String> = []
    public var severities: [String: Severity] = [:]
    public var ruleOptions: [String: RuleOptions] = [:]
    /// The `new:` section, kept for the scaffolder.
    public var scaffold: [String: String] = [:]
    /// Where each `new:` value is written (`path:line:column`), for errors about its value.
    public var scaffoldLocations: [String: String] = [:]
    /// The top-level keys the file sets (a nested configuration may set only some).
    public var setKeys: [String: String] = [:]

    /// What a `.mvvm.yml` in a subfolder may set: what is linted and how, for the files below it.
    public static let nestedKeys: Set<String> = ["excluded", "disabled_rules", "rules", "profile", "roles"]

    /// This configuration with a nested one (in a subfolder) laid over it, for the files below
    /// it: its `excluded` entries and disabled rules add to these, its rule settings win.
    public func merged(with child: LintConfiguration) -> LintConfiguration {
        var result = self
        let folder = FileDiscovery.relative(child.rootDirectory, to: rootDirectory)
        result.excluded += child.excluded.map { folder + "/" + $0 }
        if child.setKeys["profile"] != nil { result.profile = child.profile }
        result.roleOverrides.merge(child.roleOverrides) { $1 }
        result.disabledRules.formUnion(child.disabledRules)
        result.severities.merge(child.severities) { $1 }
        result.ruleOptions.merge(child.ruleOptions) { $1 }
        return result
    }

    public init(rootDirectory: String) {
        self.rootDirectory = rootDirectory
    }

    /// What the analyzer recognises for the files this configuration governs: the profile's
    /// defaults with the configured lists in their place.
    public var roles: DialectRoles {
        DialectRoles.defaults(for: profile).overriding(roleOverrides)
    }

    public func isEnabled(_ description: RuleDescription) -> Bool {
        !disabledRules.contains(description.id) && description.isEnabledByDefault && description.profiles.contains(profile)
    }

    public func severity(of description: RuleDescription) -> Severity {
        severities[description.id] ?? description.defaultSeverity
    }

    /// Everything besides a file's content that decides its index facts: the fact cache's key.
    /// Facts hold no other setting; suffixes, action methods and modules apply at query time.
    public var factCacheKey: String {
        ([rootDirectory] + tests).joined(separator: "\u{0}")
    }

    /// `indexSettings`, knowing the dialect of each folder with a nested configuration.
    /// The index settings for a run over `files`: nested configurations, and the app's build
    /// settings (default `MainActor` isolation makes the app's module main-actor).
    public func indexSettings(for files: DiscoveredFiles) -> ProjectIndex.Settings {
        var settings = indexSettings(nestedLayers: files.nestedLayers)
        settings.xcodeProjectModules = XcodeProjects.modules(from: files.buildSettingFiles)
        // Which project a setting belongs to is not read: every app module is main-actor then,
        // which can only hide findings.
        if XcodeBuildSettings.setsMainActorByDefault(files.buildSettingFiles) {
            settings.mainActorByDefaultModules = Set([ProjectIndex.appModule] + settings.xcodeProjectModules.map(\.name))
        }
        return settings
    }

    public func indexSettings(nestedLayers: [(folder: String, configuration: LintConfiguration)]) -> ProjectIndex.Settings {
        var settings = indexSettings
        let layers = nestedLayers.map { (folder: $0.folder + "/", profile: $0.configuration.profile, roles: $0.configuration.roles) }
        let profile = self.profile, roles = self.roles
        settings.profileOf = { file in layers.last { file.hasPrefix($0.folder) }?.profile ?? profile }
        settings.rolesOf = { file in layers.last { file.hasPrefix($0.folder) }?.roles ?? roles }
        return settings
    }

    public var indexSettings: ProjectIndex.Settings {
        let root = rootDirectory
        let include = Self.typeMatchers(viewModelInclude), exclude = Self.typeMatchers(viewModelExclude)
        let modules = self.modules.map { (Glob($0.pattern), $0.name) }
        return ProjectIndex.Settings(
            viewModelSuffixes: viewModelSuffixes, serviceSuffixes: serviceSuffixes, actionMethods: actionMethods, actionMacros: actionMacros,
            viewModelOverride: { typeName, file in
                // Most projects configure neither list: no path to work out for every type.
                guard !(include.names.isEmpty && include.globs.isEmpty && exclude.names.isEmpty && exclude.globs.isEmpty) else { return nil }
                let relativePath = FileDiscovery.relative(file, to: root)
                if exclude.names.contains(typeName) || exclude.globs.contains(where: { $0.matches(relativePath) }) { return false }
                if include.names.contains(typeName) || include.globs.contains(where: { $0.matches(relativePath) }) { return true }
                return nil
            },
            moduleOverride: { file in
                guard !modules.isEmpty else { return nil }
                let segments = FileDiscovery.relative(file, to: root).split(separator: "/")
                for (glob, name) in modules {
                    // The shortest folder above the file that the pattern names.
                    for count in stride(from: 1, to: segments.count, by: 1) {
                        let folder = segments.prefix(count).joined(separator: "/")
                        if glob.matches(folder) { return name.replacingOccurrences(of: "{{dir}}", with: String(segments[count - 1])) }
                    }
                }
                return nil
            })
    }

    /// Entries of `view_models:` lists: plain identifiers name types, anything else is a file glob.
    static func typeMatchers(_ entries: [String]) -> (names: Set<String>, globs: [Glob]) {
        var names = Set<String>(), globs: [Glob] = []
        for entry in entries {
            if entry.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { names.insert(entry) } else { globs.append(Glob(entry)) }
        }
        return (names, globs)
    }
}

public struct ConfigurationError: Error, CustomStringConvertible, Equatable {
    public var message: String
    public var description: String { message }

    /// Messages quote the configuration (YAML's own errors echo the offending line): a binary
    /// or hostile file must not put terminal escapes or line breaks into the one error line.
    public init(message: String) { self.message = Self.escapingControlCharacters(message) }

    /// Control characters as `\xNN` (`\u{NNNN}` above ASCII), and the bidirectional overrides
    /// that would reorder what is shown; everything else unchanged.
    public static func escapingControlCharacters(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnprintable) else { return text }
        var escaped = ""
        for scalar in text.unicodeScalars {
            if !isUnprintable(scalar) {
                escaped.unicodeScalars.append(scalar)
            } else if scalar.value < 0x80 {
                escaped += "\\x" + String(format: "%02X", scalar.value)
            } else {
                escaped += "\\u{" + String(format: "%04X", scalar.value) + "}"
            }
        }
        return escaped
    }

    private static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII, nearly every path and message, without a look-up in the Unicode tables (it made
        // showing each linted file's path cost more than some rules).
        if scalar.value < 0x80 { return scalar.value < 0x20 || scalar.value == 0x7F }
        return scalar.properties.generalCategory == .control || (0x202A...0x202E).contains(scalar.value)
            || (0x2066...0x2069).contains(scalar.value)
    }
}

extension LintConfiguration {
    /// The nearest `.mvvm.yml` from `directory` upward, or nil. Inside a git repository the
    /// search ends at its root: a file above it (a shared machine's, a hostile checkout's parent)
    /// would otherwise make folders outside the repository the project to walk and fix.
    public static func find(from directory: String) -> String? {
        var url = URL(fileURLWithPath: directory).standardizedFileURL
        let boundary = FileDiscovery.gitRoot(above: url.path)
        while true {
            let candidate = url.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            if url.path == boundary { return nil }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    /// Loads `path`, or the defaults rooted at `directory` when there is no file.
    public static func load(path: String?, defaultRoot directory: String) throws -> LintConfiguration {
        guard let path else { return LintConfiguration(rootDirectory: directory) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError(message: "\(path): error: cannot read configuration file")
        }
        let root = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return try parse(String(decoding: data, as: UTF8.self), path: path, rootDirectory: root)
    }

    static let topLevelKeys = ["included", "excluded", "only_built_files", "tests", "view_model_suffixes", "service_suffixes", "view_models",
                               "modules", "action_methods", "action_macros", "profile", "roles", "disabled_rules", "rules", "new"]
    static let scaffoldKeys = ["sources", "tests", "module", "profile", "flavor", "reactive", "templates", "indent"]

    public static func parse(_ text: String, path: String, rootDirectory: String) throws -> LintConfiguration {
        var configuration = LintConfiguration(rootDirectory: rootDirectory)
        configuration.path = path
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw ConfigurationError(message: "\(path):\(Self.describe(error, in: text))")
        }
        guard let node else { return configuration }
        guard let mapping = node.mapping else {
            throw error(path, node, "the configuration must be a mapping of keys to values")
        }
        for (keyNode, value) in mapping {
            guard let key = keyNode.string else { throw error(path, keyNode, "keys must be strings") }
            configuration.setKeys[key] = path + ":" + (keyNode.mark.map { "\($0.line):\($0.column)" } ?? "1:1")
            switch key {
            case "included": configuration.included = try stringList(path, key, value)
            case "excluded": configuration.excluded = try stringList(path, key, value)
            case "only_built_files":
                guard let flag = value.bool else { throw error(path, value, "`only_built_files` must be true or false") }
                configuration.onlyBuiltFiles = flag
            case "tests": configuration.tests = try stringList(path, key, value)
            case "view_model_suffixes": configuration.viewModelSuffixes = try stringList(path, key, value)
            case "service_suffixes": configuration.serviceSuffixes = try stringList(path, key, value)
            case "view_models":
                guard let section = value.mapping else { throw error(path, value, "`view_models` must be a mapping with `include` and `exclude`") }
                for (subKey, subValue) in section {
                    switch subKey.string {
                    case "include": configuration.viewModelInclude = try stringList(path, "view_models.include", subValue)
                    case "exclude": configuration.viewModelExclude = try stringList(path, "view_models.exclude", subValue)
                    default:
                        throw error(path, subKey, "unknown key `\(subKey.string ?? "?")` in `view_models`" + suggestion(subKey.string ?? "", ["include", "exclude"]))
                    }
                }
            case "modules":
                guard let section = value.mapping else { throw error(path, value, "`modules` must map folder globs to module names") }
                for (pattern, name) in section {
                    guard let glob = pattern.string, let moduleName = stringValue(name), !moduleName.isEmpty else {
                        throw error(path, name, "`modules` must map folder globs to module names")
                    }
                    if let problem = Glob.problem(in: glob) { throw error(path, pattern, "invalid glob `\(glob)`: \(problem)") }
                    configuration.modules.append((glob, moduleName))
                }
            case "action_methods": configuration.actionMethods = try stringList(path, key, value)
            case "action_macros": configuration.actionMacros = try stringList(path, key, value)
            case "profile":
                guard let name = value.string, value.scalar != nil else { throw error(path, value, "`profile` must be one of " + Profile.names.joined(separator: ", ")) }
                guard let profile = Profile(rawValue: name) else {
                    throw error(path, value, "unknown profile `\(name)`; the profiles are " + Profile.names.joined(separator: ", ") + suggestion(name, Profile.names))
                }
                configuration.profile = profile
            case "roles":
                guard let section = value.mapping else { throw error(path, value, "`roles` must map role names to lists of type names") }
                let names = DialectRoles.Role.allCases.map(\.rawValue)
                for (roleNode, list) in section {
                    guard let name = roleNode.string, let role = DialectRoles.Role(rawValue: name) else {
                        throw error(path, roleNode, "unknown role `\(roleNode.string ?? "?")` in `roles`" + suggestion(roleNode.string ?? "", names))
                    }
                    configuration.roleOverrides[role] = try stringList(path, "roles.\(name)", list)
                }
            case "disabled_rules":
                for item in value.sequence ?? [] {
                    guard let id = item.string else { throw error(path, item, "`disabled_rules` lists rule ids") }
                    try checkRuleID(path, item, id)
                    configuration.disabledRules.insert(id)
                }
                if value.sequence == nil { throw error(path, value, "`disabled_rules` must be a list of rule ids") }
            case "rules": try parseRules(path, value, into: &configuration)
            case "new":
                guard let section = value.mapping else { throw error(path, value, "`new` must be a mapping") }
                for (subKey, subValue) in section {
                    guard let name = subKey.string, scaffoldKeys.contains(name) else {
                        throw error(path, subKey, "unknown key `\(subKey.string ?? "?")` in `new`" + suggestion(subKey.string ?? "", scaffoldKeys))
                    }
                    guard let string = subValue.string, subValue.scalar != nil else {
                        throw error(path, subValue, "`new.\(name)` must be a string")
                    }
                    configuration.scaffold[name] = string
                    configuration.scaffoldLocations[name] = path + ":" + (subValue.mark.map { "\($0.line):\($0.column)" } ?? "1:1")
                }
            default:
                throw error(path, keyNode, "unknown key `\(key)`" + suggestion(key, topLevelKeys))
            }
        }
        // A bad glob is reported at its own entry, wherever it stands in which list.
        for (keyNode, value) in mapping where ["included", "excluded", "tests"].contains(keyNode.string ?? "") {
            for item in value.sequence ?? [value] {
                if let pattern = item.string, let problem = Glob.problem(in: pattern) {
                    throw error(path, item, "invalid glob `\(pattern)`: \(problem)")
                }
            }
        }
        return configuration
    }

    private static func parseRules(_ path: String, _ value: Node, into configuration: inout LintConfiguration) throws {
        guard let rules = value.mapping else { throw error(path, value, "`rules` must map rule ids to a severity or options") }
        for (idNode, setting) in rules {
            guard let id = idNode.string else { throw error(path, idNode, "rule ids must be strings") }
            try checkRuleID(path, idNode, id)
            let description = RuleRegistry.description(withID: id)!
            if let severity = setting.string, setting.scalar != nil {
                configuration.severities[id] = try parseSeverity(path, setting, severity)
                continue
            }
            guard let options = setting.mapping else {
                throw error(path, setting, "`\(id)` takes a severity (`warning`, `error`) or a mapping of options")
            }
            var values: [String: [String]] = [:]
            let known = ["severity"] + description.options.map(\.key)
            for (optionNode, optionValue) in options {
                guard let option = optionNode.string else { throw error(path, optionNode, "option names must be strings") }
                if option == "severity" {
                    configuration.severities[id] = try parseSeverity(path, optionValue, optionValue.string ?? "")
                } else if let descriptor = description.options.first(where: { $0.key == option }) {
                    switch descriptor.kind {
                    case .stringList: values[option] = try stringList(path, "\(id).\(option)", optionValue)
                    case .boolean:
                        guard let flag = optionValue.bool else { throw error(path, optionValue, "`\(id).\(option)` must be true or false") }
                        values[option] = [flag ? "true" : "false"]
                    }
                } else {
                    throw error(path, optionNode, "unknown option `\(option)` for rule `\(id)`" + suggestion(option, known))
                }
            }
            configuration.ruleOptions[id] = RuleOptions(values)
        }
    }

    private static func parseSeverity(_ path: String, _ node: Node, _ text: String) throws -> Severity {
        guard let severity = Severity(rawValue: text) else {
            throw error(path, node, "severity must be `warning` or `error`" + suggestion(text, Severity.allCases.map(\.rawValue)))
        }
        return severity
    }

    private static func checkRuleID(_ path: String, _ node: Node, _ id: String) throws {
        guard RuleRegistry.description(withID: id) == nil else { return }
        throw error(path, node, "unknown rule `\(id)`" + suggestion(id, RuleRegistry.ids))
    }

    private static func stringList(_ path: String, _ key: String, _ node: Node) throws -> [String] {
        // A single string stands for a one-item list (`tests: Tests`).
        if node.scalar != nil {
            guard let single = stringValue(node) else { throw error(path, node, "`\(key)` must be a list of strings") }
            return [single]
        }
        guard let items = node.sequence else { throw error(path, node, "`\(key)` must be a list of strings") }
        return try items.map { item in
            guard let string = stringValue(item) else { throw error(path, item, "`\(key)` must be a list of strings") }
            return string
        }
    }

    /// The scalar's text if YAML reads it as a string (so `3`, `true` and `~` are not paths).
    private static func stringValue(_ node: Node) -> String? {
        guard let scalar = node.scalar else { return nil }
        if scalar.style != .plain { return scalar.string }
        let text = scalar.string
        let isOtherType = Int(text) != nil || Double(text) != nil
            || ["true", "false", "null", "~", "yes", "no", ""].contains(text.lowercased())
        return isOtherType ? nil : text
    }

    static func error(_ path: String, _ node: Node, _ message: String) -> ConfigurationError {
        let line = node.mark.map { "\($0.line):\($0.column)" } ?? "1:1"
        return ConfigurationError(message: "\(path):\(line): error: \(message)")
    }

    /// One line, at the place the problem is: `LINE:COLUMN: error: …`.
    static func describe(_ error: YamlError, in text: String) -> String {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            if problem.contains("another document") || problem.contains("single document") {
                return "\(mark.line):\(mark.column): error: a configuration is one YAML document; remove the `---` and what follows, or merge them"
            }
            return "\(mark.line):\(mark.column): error: invalid YAML: \(oneLine(problem))"
        case .reader(let problem, let offset, let value, let yaml):
            // Yams counts the offset in characters of the text it read; the line and column are
            // where that character stands, and the character itself is named, never echoed.
            var line = 1, column = 1
            for character in yaml.prefix(offset ?? 0) {
                if character.isNewline { line += 1; column = 1 } else { column += 1 }
            }
            let named = value >= 0 ? String(format: " (U+%04X)", value) : ""
            return "\(line):\(column): error: invalid YAML: \(oneLine(problem))\(named)"
        case .duplicatedKeysInMapping(let duplicates, let context):
            let key = duplicates.sorted().first ?? "?"
            // The second time the key stands at the start of a mapping entry is the offending one.
            let lines = text.components(separatedBy: "\n")
            let places = lines.indices.filter { index in
                let trimmed = lines[index].drop { $0 == " " || $0 == "\t" }
                return trimmed.hasPrefix(key + ":") || trimmed.hasPrefix("\"" + key + "\":") || trimmed.hasPrefix(key + " :")
            }
            guard places.count >= 2 else { return "\(context.mark.line):\(context.mark.column): error: duplicate key `\(key)`" }
            let column = lines[places[1]].prefix { $0 == " " || $0 == "\t" }.count + 1
            return "\(places[1] + 1):\(column): error: duplicate key `\(key)` (first at line \(places[0] + 1))"
        default:
            return "1:1: error: invalid YAML: \(oneLine(String(describing: error)))"
        }
    }

    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    /// ` (did you mean `x`?)` when a known word is close to what was written.
    public static func suggestion(_ word: String, _ candidates: [String]) -> String {
        let best = candidates.map { ($0, editDistance(word, $0)) }.min { $0.1 < $1.1 }
        guard let best, best.1 <= max(2, word.count / 3) else { return "" }
        return " (did you mean `\(best.0)`?)"
    }

    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
