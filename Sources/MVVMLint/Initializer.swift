import Foundation
import MVVMRules
import SafeFiles

/// `mvvm init`: a commented starting configuration and, optionally, a git pre-commit hook.
public enum Initializer {
    /// What `mvvm init` learned from the project to write into the new configuration.
    public struct ProjectHints: Equatable {
        /// Reducer names the index inferred, with how many view models use each.
        public var reducers: [String: Int] = [:]
        /// Candidate service suffixes: the last word of observable types that no view holds as
        /// its model, with those types, where at least two share a word the defaults lack.
        public var serviceSuffixes: [String: [String]] = [:]
        /// An Xcode build setting makes every type `@MainActor` by default.
        public var mainActorByDefault = false
        /// Where screens and tests live, and the dialects in use.
        public var survey = ProjectSurvey()

        public init(reducers: [String: Int] = [:], serviceSuffixes: [String: [String]] = [:]) {
            self.reducers = reducers
            self.serviceSuffixes = serviceSuffixes
        }

        public init(index: ProjectIndex) {
            var candidates: [String: [String]] = [:]
            for type in index.types {
                let role = index.roles[type.id]
                if role.isViewModel {
                    for reducer in role.reducers { reducers[reducer, default: 0] += 1 }
                }
                guard role.exclusion == .sharedThroughEnvironment || role.exclusion == .notHeldByAView,
                      let word = Self.lastWord(type.simpleName), word != type.simpleName,
                      word != "Model", !index.settings.serviceSuffixes.contains(word) else { continue }
                candidates[word, default: []].append(type.simpleName)
            }
            serviceSuffixes = candidates.filter { $0.value.count >= 2 }.mapValues { $0.sorted() }
        }

        /// `AppContext` → `Context`: the last capitalised word.
        static func lastWord(_ name: String) -> String? {
            guard let start = name.lastIndex(where: { $0.isUppercase }) else { return nil }
            return String(name[start...])
        }
    }

    public static func defaultConfiguration(hints: ProjectHints = ProjectHints()) -> String {
        let inferred = hints.reducers.keys.filter { $0 != "send" }.sorted()
        let actionMethods = "action_methods: [" + (["send"] + inferred).joined(separator: ", ") + "]"
            + (inferred.isEmpty ? "" : "   # found in this project: "
                + inferred.map { "\($0) (\(hints.reducers[$0]!) view model\(hints.reducers[$0]! == 1 ? "" : "s"))" }.joined(separator: ", "))
        let serviceHints = hints.serviceSuffixes.keys.sorted().map { word in
            "# - \(word): " + hints.serviceSuffixes[word]!.prefix(4).joined(separator: ", ")
                + (hints.serviceSuffixes[word]!.count > 4 ? ", …" : "")
        }
        let serviceSection = serviceHints.isEmpty ? "" : """
            # Observable types in this project that no view holds as its model end in these words;
            # add a word to service_suffixes if such types are services, not view models:
            \(serviceHints.joined(separator: "\n"))

            """
        let rulesSection = hints.mainActorByDefault ? """
            rules:
              # The project builds with SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor.
              main_actor_view_model:
                main_actor_by_default: true
            """ : """
            # rules:
            #   output_private_set: warning
            """
        let survey = hints.survey
        let counted = survey.dialects.sorted { ($0.value, $1.key.rawValue) > ($1.value, $0.key.rawValue) }
            .map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", ")
        let folderLines = survey.folderDialects.keys.sorted().map { folder in
            "# \(folder)/ is mostly \(survey.folderDialects[folder]!.rawValue): a .mvvm.yml there with `profile: "
                + "\(survey.folderDialects[folder]!.rawValue)` lints it so."
        }
        let profileSection = """
            # The MVVM dialect: rulebook, viewstate, remvvm, observable or inputs_outputs (SPEC §4.2).
            profile: \(survey.profile.rawValue)\(survey.viewModels == 0 ? "" : "   # \(survey.viewModels) view model\(survey.viewModels == 1 ? "" : "s") found"
                + (counted.isEmpty ? "" : "; read as " + counted))
            \(folderLines.joined(separator: "\n"))
            """
        let newKeys = [("sources", survey.sources), ("tests", survey.tests), ("module", survey.module)]
            .compactMap { key, value in value.map { "  \(key): \($0.contains("{") ? "\"\($0)\"" : $0)" } }
        let newSection = newKeys.isEmpty ? """
            # new:
            #   sources: Sources/Screens/{{name}}
            #   tests: Tests
            #   module: App
            """ : """
            # (found beside this project's own screens and their tests)
            new:
            \(newKeys.joined(separator: "\n"))
            """
        let rules = RuleRegistry.descriptions.map { description in
            "#   \(description.id): \(description.defaultSeverity.rawValue)"
                + (description.isEnabledByDefault ? "" : "   # off by default")
        }.joined(separator: "\n")
        return """
            # mvvm configuration. Paths and globs are relative to this file; `**` spans folders.
            # Every key is optional: this file, as written, sets nothing but the defaults.

            \(profileSection)

            # Files to lint (default: everything under this folder, except hidden folders).
            # included: [Sources, Tests]

            # Files to leave out.
            # excluded: [Sources/Generated, "**/*.generated.swift"]

            # Where the tests are (default: a `Tests` path segment, or names ending in
            # Tests.swift / Test.swift). Tests are read even when not linted.
            # tests: [Tests]

            # Type-name suffixes that make a view model. An ObservableObject or @Observable type is
            # one too when a view holds it as its model, or when it has a reducer over its own
            # action enum. `mvvm dump --roles FILE` shows what each type is, and why.
            view_model_suffixes: [ViewModel]

            # Type-name suffixes of services: never view models, unless a view-model suffix matches.
            service_suffixes: [\(ProjectIndex.Settings.defaultServiceSuffixes.joined(separator: ", "))]
            \(serviceSection)
            # Overrides, by type name or file glob:
            # view_models: {include: ["**/*Model.swift"], exclude: [AppSettings]}

            # Modules besides the SPM targets found in any Package.swift (`{{dir}}`: the folder's name):
            # modules: {"Features/*": "{{dir}}"}

            # Action methods: `send`, the reducers named here, and any method that switches over an
            # action enum of its view model (found on its own).
            \(actionMethods)

            # Rules to turn off.
            disabled_rules: []

            # Severities (warning or error) and options, per rule. The rules and their defaults:
            \(rules)
            \(rulesSection)

            # Defaults for `mvvm new` (each flag overrides its key). {{name}} is the screen's name.
            \(newSection)
            #   flavor: combine              # or observable
            #   templates: .mvvm/templates   # overrides of the built-in templates (mvvm templates eject)
            #   indent: 4                    # or tab; default: detected from the sources

            """
    }

    public enum HookResult: Equatable {
        case installed(String)
        case existing(String)
    }

    public static let hookScript = """
        #!/bin/sh
        # Installed by `mvvm init --hook`: lints the staged Swift files before each commit.
        if command -v mvvm >/dev/null 2>&1; then
            exec mvvm lint --staged
        fi
        # A missing linter must not read as a clean commit. MVVM_HOOK_OPTIONAL=1 lets it pass.
        if [ "${MVVM_HOOK_OPTIONAL:-0}" = "1" ]; then
            echo "mvvm is not on PATH: skipping the MVVM lint (MVVM_HOOK_OPTIONAL=1)" >&2
            exit 0
        fi
        echo "mvvm is not on PATH: install it, or commit with MVVM_HOOK_OPTIONAL=1 to skip the lint" >&2
        exit 1

        """

    /// Installs the pre-commit hook where git looks for hooks (`core.hooksPath` respected),
    /// unless one is there already: that one is never touched.
    public static func installHook(in directory: String) throws -> HookResult {
        let hooks = String(decoding: try GitFiles.run(["rev-parse", "--git-path", "hooks"], in: directory,
                                                      failure: "\(directory): error: not inside a git repository"), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let folder = FileDiscovery.absolutePath(hooks, base: directory)
        let path = folder + "/pre-commit"
        // Any entry there, a dangling link included, is someone's hook.
        if (try? FileManager.default.attributesOfItem(atPath: path)) != nil { return .existing(path) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileWriter.create(path, with: Array(hookScript.utf8), permissions: 0o755)
        return .installed(path)
    }
}
