import MVVMLint
import MVVMRules
import MVVMScaffold
import SwiftLexer
import SwiftOutline
import TestSupport

/// libFuzzer entry point: lexes and outlines arbitrary bytes, walks every body with the
/// statement, switch, chain and closure readers, reads local scopes and locates declarations,
/// and traps if the tokens stop covering the input exactly. Then the rest of the pipeline: a
/// lint run over the input as a one-file project, every rule's fixes applied and the result read
/// again, and `mvvm add` on the input and on its own output. Built and run by `Fuzz/run.sh`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    fuzzOutline(bytes)
    fuzzLint(bytes)
    fuzzFixes(bytes)
    fuzzAdd(bytes)
    return 0
}

/// Lexer, outline and every reader of bodies.
func fuzzOutline(_ bytes: [UInt8]) {
    let size = bytes.count
    let file = SourceFile(path: "fuzz.swift", bytes: bytes)
    var offset = 0
    for token in file.lexed.allTokens() {
        precondition(Int(token.start) == offset && token.end > token.start, "tokens must tile the input")
        offset = Int(token.end)
    }
    precondition(offset == size, "tokens must reach the end of the input")

    let outline = SourceOutline(file)
    let tokenCount = file.tokens.count
    for declaration in outline.declarations {
        precondition(declaration.tokens.upperBound <= tokenCount && declaration.keywordToken < tokenCount)
        var bodies: [Range<Int>] = declaration.body.map { [$0] } ?? []
        bodies += declaration.bindings.compactMap(\.accessors)
        for body in bodies where !declaration.kind.isType {
            for statement in outline.statements(in: body) {
                precondition(statement.tokens.lowerBound >= body.lowerBound && statement.tokens.upperBound <= body.upperBound)
                if let switchIndex = statement.tokens.first(where: { file.tokens[$0].keyword == .switch }),
                   let switchStatement = outline.switchStatement(at: switchIndex) {
                    for switchCase in switchStatement.cases { _ = outline.statements(in: switchCase.body) }
                }
            }
            for chain in outline.postfixChains(in: body) { precondition(chain.tokens.upperBound <= tokenCount) }
            for closure in outline.closures(in: body) { _ = outline.closureParts(closure) }
        }
    }
    // The semantic model's readers: local scopes of every member, and placing findings.
    let locator = DeclarationLocator(outline)
    for (index, declaration) in outline.declarations.enumerated() where !declaration.kind.isType {
        let scopes = outline.localScopes(of: declaration)
        if let first = declaration.tokens.first { _ = scopes.binds("x", at: first) }
        if let first = declaration.tokens.first {
            let found = locator.innermost(at: Int(file.tokens[first].start))
            precondition(found != nil && found! < outline.declarations.count, "a declaration's own start lies in a declaration (\(index))")
        }
    }
    for probe in stride(from: 0, to: size + 1, by: max(1, size / 16)) { _ = locator.qualifiedName(at: probe) }
    _ = OutlineDump.outline(outline, bodies: true)
    _ = OutlineDump.tokens(file, includeTrivia: true)
    for diagnostic in file.lexed.diagnostics { _ = file.location(of: diagnostic.offset) }
}

let fuzzRoot = "/fuzz"
let fuzzPath = "/fuzz/Sources/Fuzz.swift"

/// A whole lint run over the input, held in memory as a one-file project: index, every rule,
/// each finding placed (line, column, line text, declaration), suppressions, and two reporters.
func fuzzLint(_ bytes: [UInt8]) {
    var files = DiscoveredFiles()
    files.project = [fuzzPath]
    files.toLint = [fuzzPath]
    files.contents = [fuzzPath: bytes]
    let outcome = LintRun.run(files: files, configuration: LintConfiguration(rootDirectory: fuzzRoot), workingDirectory: fuzzRoot)
    let lines = SourceFile(path: fuzzPath, bytes: bytes).lines.count
    for violation in outcome.violations {
        precondition(violation.line >= 1 && violation.line <= lines && violation.column >= 1, "a finding lies in the file")
    }
    _ = JSONReporter().report(outcome.violations)
    _ = Fingerprints.assign(outcome.violations)
}

/// Every rule's fixes applied at once, as `--fix` does in one pass: the result must still
/// outline, and hold the same tokens in another order, plus only what fixes insert on purpose.
func fuzzFixes(_ bytes: [UInt8]) {
    let outline = SourceOutline(SourceFile(path: fuzzPath, bytes: bytes, trivia: .comments))
    let facts = FactExtractor.facts(of: outline, path: fuzzPath, isTestFile: false)
    let configuration = LintConfiguration(rootDirectory: fuzzRoot)
    let index = ProjectIndex(facts: [facts], settings: configuration.indexSettings(nestedLayers: []))
    let subjects = FileSubjects(outline: outline, index: index, isTestFile: false)
    var edits: [TextEdit] = []
    for type in RuleRegistry.all {
        let options = RuleOptions()
        let context = RuleContext(outline: outline, index: index, options: options, subjects: subjects)
        for finding in type.init().prepared(with: options).findings(in: context) {
            precondition(finding.offset >= 0 && finding.offset <= bytes.count, "a finding lies in the file")
            edits += finding.fix ?? []
        }
    }
    guard !edits.isEmpty else { return }
    let fixed = Fixer.apply(Array(Set(edits)), to: bytes).bytes
    _ = SourceOutline(SourceFile(path: fuzzPath, bytes: fixed, trivia: .comments))
    let unexpected = FixedTokens.unexpectedChanges(before: bytes, after: fixed)
    precondition(unexpected.isEmpty, "a fix changed tokens: \(unexpected.prefix(5))")
}

/// `mvvm add` on the input's first view model, then again on what that wrote.
func fuzzAdd(_ bytes: [UInt8]) {
    let outline = SourceOutline(SourceFile(path: fuzzPath, bytes: bytes))
    guard let name = outline.declarations.lazy.filter({ $0.kind == .class }).compactMap({ outline.name(of: $0) })
        .first(where: { $0.hasSuffix("ViewModel") }) else { return }
    var editor = ScreenEditor(texts: [fuzzPath: bytes], viewModelPath: fuzzPath, viewModelName: name, testPaths: [], otherPaths: [])
    let additions: [(ScreenAddition, String)] = [(.action, "fuzzTapped"), (.output, "fuzzCount:Int"),
                                                 (.dependency, "fuzzService:FuzzService"), (.responderAction, "fuzzDone"),
                                                 (.action, "fuzzSelected(id:Int)")]
    for (addition, value) in additions {
        // A screen missing what an addition needs is refused; anything else must not crash.
        try? editor.add(addition, value)
        _ = SourceOutline(SourceFile(path: fuzzPath, bytes: editor.texts[fuzzPath] ?? []))
    }
}
