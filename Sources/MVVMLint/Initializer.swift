import Foundation
import MVVMRules

/// `mvvm init`: a commented starting configuration and, optionally, a git pre-commit hook.
public enum Initializer {
    public static func defaultConfiguration() -> String {
        let rules = RuleRegistry.descriptions.map { description in
            "#   \(description.id): \(description.defaultSeverity.rawValue)"
                + (description.isEnabledByDefault ? "" : "   # off by default")
        }.joined(separator: "\n")
        return """
            # mvvm configuration. Paths and globs are relative to this file; `**` spans folders.
            # Every key is optional: this file, as written, sets nothing but the defaults.

            # Files to lint (default: everything under this folder, except hidden folders).
            # included: [Sources, Tests]

            # Files to leave out.
            # excluded: [Sources/Generated, "**/*.generated.swift"]

            # Where the tests are (default: a `Tests` path segment, or names ending in
            # Tests.swift / Test.swift). Tests are read even when not linted.
            # tests: [Tests]

            # Type-name suffixes that make a view model (types conforming to ObservableObject or
            # marked @Observable are view models too).
            view_model_suffixes: [ViewModel]

            # The view model's action method.
            action_methods: [send]

            # Rules to turn off.
            disabled_rules: []

            # Severities (warning or error) and options, per rule. The rules and their defaults:
            \(rules)
            # rules:
            #   output_private_set: warning

            # Defaults for `mvvm new` (each flag overrides its key). {{name}} is the screen's name.
            # new:
            #   sources: Sources/Screens/{{name}}
            #   tests: Tests
            #   module: App
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
        echo "mvvm is not on PATH: skipping the MVVM lint (install mvvm, or delete this hook)" >&2
        exit 0

        """

    /// Installs the pre-commit hook where git looks for hooks (`core.hooksPath` respected),
    /// unless one is there already: that one is never touched.
    public static func installHook(in directory: String) throws -> HookResult {
        let hooks = String(decoding: try GitFiles.run(["rev-parse", "--git-path", "hooks"], in: directory,
                                                      failure: "\(directory): error: not inside a git repository"), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let folder = FileDiscovery.absolutePath(hooks, base: directory)
        let path = folder + "/pre-commit"
        if FileManager.default.fileExists(atPath: path) { return .existing(path) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(hookScript.utf8).write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return .installed(path)
    }
}
