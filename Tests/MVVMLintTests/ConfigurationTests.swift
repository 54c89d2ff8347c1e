import MVVMLint
import MVVMRules
import XCTest

final class ConfigurationTests: XCTestCase {
    func parse(_ yaml: String) throws -> LintConfiguration {
        try LintConfiguration.parse(yaml, path: ".mvvm.yml", rootDirectory: "/project")
    }

    func assertError(_ yaml: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try parse(yaml), file: file, line: line) { error in
            XCTAssertEqual((error as? ConfigurationError)?.message, expected, file: file, line: line)
        }
    }

    func testModelSettingsReachTheIndex() throws {
        let configuration = try parse("""
            service_suffixes: [Manager, Context]
            view_models: {include: ["Legacy/**", Wizard], exclude: [AppSettings]}
            modules: {"Features/*": "{{dir}}Feature"}
            """)
        XCTAssertEqual(configuration.serviceSuffixes, ["Manager", "Context"])
        let settings = configuration.indexSettings
        XCTAssertEqual(settings.viewModelOverride("Wizard", "/project/App/Wizard.swift"), true)
        XCTAssertEqual(settings.viewModelOverride("Anything", "/project/Legacy/Old/Thing.swift"), true)
        XCTAssertEqual(settings.viewModelOverride("AppSettings", "/project/Legacy/AppSettings.swift"), false, "exclude wins")
        XCTAssertNil(settings.viewModelOverride("Other", "/project/App/Other.swift"))
        XCTAssertEqual(settings.moduleOverride("/project/Features/Login/LoginView.swift"), "LoginFeature")
        XCTAssertNil(settings.moduleOverride("/project/App/Root.swift"))
        assertError("view_models: {includ: [A]}", ".mvvm.yml:1:15: error: unknown key `includ` in `view_models` (did you mean `include`?)")
        assertError("modules: [A]", ".mvvm.yml:1:10: error: `modules` must map folder globs to module names")
    }

    func testFullConfiguration() throws {
        let configuration = try parse("""
            included: [Sources]
            excluded: [Sources/Generated, "**/*.generated.swift"]
            tests: Tests
            view_model_suffixes: [ViewModel, Model]
            action_methods: [send, handle]
            disabled_rules: [output_private_set]
            rules:
              output_private_set:
                severity: warning
            new:
              sources: Sources/App/Screens/{{ name }}
              flavor: combine
            """)
        XCTAssertEqual(configuration.included, ["Sources"])
        XCTAssertEqual(configuration.excluded, ["Sources/Generated", "**/*.generated.swift"])
        XCTAssertEqual(configuration.tests, ["Tests"])
        XCTAssertEqual(configuration.viewModelSuffixes, ["ViewModel", "Model"])
        XCTAssertEqual(configuration.actionMethods, ["send", "handle"])
        XCTAssertEqual(configuration.disabledRules, ["output_private_set"])
        XCTAssertEqual(configuration.severity(of: OutputPrivateSetRule.description), .warning)
        XCTAssertFalse(configuration.isEnabled(OutputPrivateSetRule.description))
        XCTAssertEqual(configuration.scaffold["flavor"], "combine")
    }

    func testSeverityShorthand() throws {
        XCTAssertEqual(try parse("rules:\n  output_private_set: warning").severity(of: OutputPrivateSetRule.description), .warning)
    }

    func testUnknownKeysWrongTypesAndUnknownRulesNameTheLineAndSuggest() {
        assertError("included: [A]\nexclude: [B]", ".mvvm.yml:2:1: error: unknown key `exclude` (did you mean `excluded`?)")
        assertError("excluded: 3", ".mvvm.yml:1:11: error: `excluded` must be a list of strings")
        assertError("excluded: [a, [b]]", ".mvvm.yml:1:15: error: `excluded` must be a list of strings")
        assertError("disabled_rules: [output_private]", ".mvvm.yml:1:18: error: unknown rule `output_private` (did you mean `output_private_set`?)")
        assertError("rules:\n  output_private_set: fatal", ".mvvm.yml:2:23: error: severity must be `warning` or `error`")
        assertError("rules:\n  output_private_set:\n    sevrity: error", ".mvvm.yml:3:5: error: unknown option `sevrity` for rule `output_private_set` (did you mean `severity`?)")
        assertError("new:\n  flavour: combine", ".mvvm.yml:2:3: error: unknown key `flavour` in `new` (did you mean `flavor`?)")
        assertError("excluded: [\"Sources/[ab\"]", ".mvvm.yml:1:12: error: invalid glob `Sources/[ab`: unbalanced `[` `]`")
        assertError("- a\n- b", ".mvvm.yml:1:1: error: the configuration must be a mapping of keys to values")
    }

    func testInvalidYAMLReportsItsLine() {
        XCTAssertThrowsError(try parse("included: [a\nexcluded: b")) { error in
            let message = (error as? ConfigurationError)?.message ?? ""
            XCTAssertTrue(message.hasPrefix(".mvvm.yml:"), message)
            XCTAssertTrue(message.contains(": error: invalid YAML:"), message)
        }
    }

    func testStructuralErrorsAreOneLineAtTheirPlace() {
        assertError("included: [A]\nexcluded: [B]\nincluded: [C]\n", ".mvvm.yml:3:1: error: duplicate key `included` (first at line 1)")
        assertError("included: [A]\n---\nexcluded: [B]\n",
                    ".mvvm.yml:2:1: error: a configuration is one YAML document; remove the `---` and what follows, or merge them")
        assertError("included: [Sources]\nexcluded:\n  - Generated\n  - \"Mocks[\"\n", ".mvvm.yml:4:5: error: invalid glob `Mocks[`: unbalanced `[` `]`")
        XCTAssertThrowsError(try parse("included: [a\nexcluded: b")) { error in
            XCTAssertFalse(((error as? ConfigurationError)?.message ?? "\n").contains("\n"))
        }
    }

    func testEmptyFileIsTheDefaults() throws {
        let configuration = try parse("")
        XCTAssertEqual(configuration.viewModelSuffixes, ["ViewModel"])
        XCTAssertEqual(configuration.actionMethods, ["send"])
    }
}

final class GlobTests: XCTestCase {
    func testPatterns() {
        XCTAssertTrue(Glob("Sources/Generated").matches("Sources/Generated/A.swift"))
        XCTAssertFalse(Glob("Sources/Generated").matches("Sources/GeneratedMore/A.swift"))
        XCTAssertTrue(Glob("**/*.generated.swift").matches("A/B/c.generated.swift"))
        XCTAssertTrue(Glob("**/*.generated.swift").matches("c.generated.swift"))
        XCTAssertFalse(Glob("**/*.generated.swift").matches("A/c.swift"))
        XCTAssertTrue(Glob("Sources/*/Mocks").matches("Sources/App/Mocks/M.swift"))
        XCTAssertTrue(Glob("Sources/**/Tests/*.swift").matches("Sources/A/B/Tests/T.swift"))
        XCTAssertTrue(Glob("[AB]pp/*.swift").matches("App/x.swift"))
        XCTAssertFalse(Glob("[!A]pp/*.swift").matches("App/x.swift"))
        XCTAssertTrue(Glob("./Sources/").matches("Sources/x.swift"))
    }
}
