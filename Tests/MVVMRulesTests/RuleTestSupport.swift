import MVVMRules
import SwiftLexer
import SwiftOutline

/// In-memory files as a project: `File0.swift`… for sources, `Tests/File0Tests.swift`… for tests,
/// and any `(path, text)` pairs given by name.
func outlines(_ sources: [String], tests: [String] = [], named: [(String, String)] = []) -> [SourceOutline] {
    let files = sources.enumerated().map { SourceFile(path: "/project/File\($0.offset).swift", text: $0.element) }
    let testFiles = tests.enumerated().map { SourceFile(path: "/project/Tests/File\($0.offset)Tests.swift", text: $0.element) }
    let namedFiles = named.map { SourceFile(path: "/project/" + $0.0, text: $0.1) }
    return (files + testFiles + namedFiles).map(SourceOutline.init)
}

/// The project index of in-memory files (test files are those under `Tests/`).
func index(_ outlines: [SourceOutline], settings: ProjectIndex.Settings = .init()) -> ProjectIndex {
    let facts = outlines.map { outline in
        FactExtractor.facts(of: outline, path: outline.file.path, isTestFile: outline.file.path.contains("/Tests/"))
    }
    return ProjectIndex(facts: facts, settings: settings)
}

/// Runs one rule over in-memory files (the first is the one reported on; all are indexed).
func findings(_ rule: some Rule, _ sources: [String], tests: [String] = []) -> [(line: Int, column: Int, finding: Finding)] {
    let all = outlines(sources, tests: tests)
    let context = RuleContext(outline: all[0], index: index(all), options: RuleOptions())
    return rule.findings(in: context).map { finding in
        let location = all[0].file.location(of: finding.offset)
        return (location.line, location.column, finding)
    }
}

extension ProjectIndex {
    /// The id of the type with this qualified name (first declaration), for assertions.
    func id(_ name: String, module: String? = nil) -> Int? {
        types.first { $0.name == name && (module == nil || $0.module == module) }?.id
    }

    func isViewModel(named name: String) -> Bool { id(name).map(isViewModel) ?? false }
}
