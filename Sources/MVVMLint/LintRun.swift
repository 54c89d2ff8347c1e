import Dispatch
import Foundation
import MVVMRules
import SafeFiles
import SwiftLexer
import SwiftOutline

/// What a lint run found.
public struct LintOutcome: Sendable {
    public var violations: [Violation]
    public var lintedFiles: Int
    public var indexedFiles: Int
    public var warnings: [String]
    /// Problems that make the run fail (exit 2) after it has reported what it found: a named
    /// file that cannot be read, a fix that cannot be written.
    public var errors: [String] = []
    /// With fixing on: per changed file (display path), how many violations were fixed.
    public var fixed: [(file: String, count: Int)] = []
    /// Project files that could not be read (display paths): skipped with a warning by a lint,
    /// but a baseline written without them would hide their findings.
    public var unreadable: [String] = []
    /// With `readArchitecture`: what each linted file declares of the app's architecture, its
    /// paths shown as the violations' are (`mvvm map`).
    public var architecture: [ArchitectureReading] = []
}

/// The lint run: index every project file in parallel (facts only, nothing else is kept), then
/// lint the requested files that hold something the rules look at, in parallel.
public enum LintRun {
    /// `absolutePaths`: report files by absolute path (build plugins, whose working folder is not
    /// the project's) instead of relative to `workingDirectory`.
    public static func run(files: DiscoveredFiles, configuration: LintConfiguration, workingDirectory: String,
                           fix: Bool = false, cache: FactCache? = nil, absolutePaths: Bool = false,
                           readArchitecture: Bool = false) -> LintOutcome {
        @Sendable func shown(_ path: String) -> String { absolutePaths ? path : displayPath(path, workingDirectory) }
        let settings = configuration.indexSettings(for: files)
        let indexed = files.indexed
        let contents = files.contents
        @Sendable func read(_ path: String) -> SourceFile? { source(path, contents) }
        var looked = lookUp(files: files, configuration: configuration, cache: cache)
        let unreadable = unreadableWarnings(indexed, looked, workingDirectory: workingDirectory)
        var warnings = files.warnings
        var errors = files.errors
        for temporary in files.staleTemporaries {
            if fix {
                if !FileWriter.removeStaleTemporary(temporary) { warnings.append("\(shown(temporary)): warning: left by an interrupted mvvm run; cannot remove it") }
            } else {
                warnings.append("\(shown(temporary)): warning: left by an interrupted mvvm run; `mvvm lint --fix` removes it")
            }
        }
        let unreadableFiles = files.unreadableFolders.map { shown($0) + "/" } + unreadable.map { shown($0.path) }
        for (path, message) in unreadable {
            // Skipping a file someone named would pass it without reading it.
            if files.named.contains(path) {
                errors.append("\(shown(path)): error: cannot read file")
            } else {
                warnings.append(message)
            }
        }
        let root = configuration.rootDirectory
        let repositoryRoot = FileDiscovery.gitRoot(above: root) ?? root
        // An unchanged project under unchanged settings: the last run's findings, as they were.
        let findingsCache = cache.map { FindingsCache(besideFacts: $0.file) }
        var findingsKey: FindingsCache.Key?
        if let cache, let findingsCache, !fix, !readArchitecture, unreadable.isEmpty,
           let runKey = FindingsCache.runKey(configuration: configuration, nestedLayers: files.nestedLayers,
                                              mainActorByDefaultModules: settings.mainActorByDefaultModules,
                                              xcodeProjectModules: settings.xcodeProjectModules,
                                              workingDirectory: workingDirectory, absolutePaths: absolutePaths,
                                              repositoryRoot: repositoryRoot) {
            let key = FindingsCache.Key(run: runKey, project: FindingsCache.projectKey(looked.map {
                ($0.path, $0.isTestFile, $0.lookup?.contentHash ?? "")
            }))
            findingsKey = key
            if let stored = findingsCache.open(key) {
                let toRead = files.toLint.filter { stored.relevant.contains($0) }
                let found = Parallel.map(toRead) { stored.findings(of: $0) }
                if found.allSatisfy({ $0 != nil }) {
                    cache.save(keeping: indexed)
                    return LintOutcome(violations: found.flatMap { $0! }.sorted(), lintedFiles: files.toLint.count,
                                       indexedFiles: indexed.count, warnings: warnings, errors: errors, unreadable: unreadableFiles)
                }
            }
        }
        let readable = resolveFacts(looked, files: files, cache: cache).compactMap { $0 }
        // Without a cache the look-ups hold every file's facts a second time.
        looked = []
        cache?.save(keeping: indexed)
        let index = ProjectIndex(facts: readable, settings: settings)
        // The rules of the project's configuration, and of each nested one for the files below it.
        let projectRules = RuleSet(configuration)
        let nestedRules = files.nestedLayers.map { (folder: $0.folder, rules: RuleSet($0.configuration)) }
        @Sendable func ruleSet(for path: String) -> RuleSet {
            nestedRules.last { path.hasPrefix($0.folder + "/") }?.rules ?? projectRules
        }
        // Only files that declare or extend a view model or a view have anything for the rules,
        // besides files with suppressions to check and those an enabled rule asks for
        // (`RuleDescription.alsoReads`): the rest are never read again.
        var relevantFiles = index.filesWithSubjects
        let extraReaders = ([projectRules] + nestedRules.map(\.rules)).flatMap { ruleSet in
            ruleSet.rules.compactMap { $0.description.alsoReads?(index, ruleSet.roles) }
        }
        var tests = Set<String>()
        for file in readable.indices {
            if readable[file].hasDirectives || extraReaders.contains(where: { $0(readable[file]) }) { relevantFiles.insert(readable[file].path) }
            if readable[file].isTestFile { tests.insert(readable[file].path) }
        }
        let relevant = relevantFiles, testFiles = tests
        var toRead = files.toLint.filter { relevant.contains($0) }
        if fix {
            // Two names of one file (symbolic or hard links): fix it once, through the first.
            var seen = Set<FileIdentity>()
            toRead = toRead.filter { FileIdentity(path: $0).map { seen.insert($0).inserted } ?? true }
        }
        let perFile = Parallel.map(toRead) { path -> FileResult in
            guard var source = read(path) else { return FileResult() }
            let ruleSet = ruleSet(for: path)
            let rules = ruleSet.rules
            var fixing = fix
            let display = shown(path)
            let projectPath = FileDiscovery.relative(path, to: configuration.rootDirectory)
            let repositoryPath = FileDiscovery.relative(path, to: repositoryRoot)
            var result = FileResult()
            // Fix, re-lint, repeat: one fix can reveal or shift another. Ten passes is far more
            // than any real file needs; the cap keeps a misbehaving rule from looping forever.
            for _ in 0..<10 {
                let outline = SourceOutline(source)
                let subjects = FileSubjects(outline: outline, index: index, isTestFile: testFiles.contains(path))
                var violations: [Violation] = []
                var edits: [TextEdit] = []
                // Each finding's edits: a fix shared by several findings (one reordering of a
                // type's body) is applied once and fixes them all.
                var fixes: [[TextEdit]] = []
                var locator: DeclarationLocator?
                // Each line's text is folded once however many findings it holds: folding it per
                // finding made many findings on one long line quadratic.
                var lineTexts: [Int: String] = [:]
                for (rule, description, options) in rules {
                    let context = RuleContext(outline: outline, index: index, options: options, isTestFile: testFiles.contains(path),
                                              subjects: subjects, profile: ruleSet.configuration.profile,
                                              roles: ruleSet.roles)
                    for finding in rule.findings(in: context) {
                        if fixing, let fixEdits = finding.fix {
                            edits += fixEdits
                            fixes.append(fixEdits)
                            continue
                        }
                        let location = source.location(of: finding.offset)
                        if locator == nil { locator = DeclarationLocator(outline) }
                        let text = lineTexts[location.line] ?? lineText(source, line: location.line)
                        lineTexts[location.line] = text
                        var violation = Violation(file: display, line: location.line, column: location.column,
                                                  severity: ruleSet.configuration.severity(of: description),
                                                  rule: finding.ruleID, message: finding.message,
                                                  lineText: text,
                                                  declaration: locator!.qualifiedName(at: finding.offset),
                                                  projectPath: projectPath)
                        violation.isFixable = finding.fix != nil
                        violations.append(violation)
                    }
                }
                var unique = Set<TextEdit>()
                let (fixedBytes, appliedEdits) = Fixer.applying(edits.filter { unique.insert($0).inserted }, to: source.bytes)
                let applied = fixes.filter { !$0.isEmpty && $0.allSatisfy(appliedEdits.contains) }.count
                if !appliedEdits.isEmpty {
                    // Content read through other bytes than its shown path (a name that is not
                    // UTF-8) must not be written to that path: it would be a new file.
                    guard contents[path] == nil else {
                        result.errors.append("\(display): error: cannot write the fixed file (its name is not UTF-8); left unchanged")
                        fixing = false
                        continue
                    }
                    if let problem = Fixer.problem(original: source, fixed: fixedBytes, edits: appliedEdits) {
                        result.errors.append("\(display): error: not fixed: \(problem) (an mvvm bug: please report it)")
                        fixing = false
                        continue
                    }
                    do {
                        // A file named from outside the project is the user's call; a link from
                        // inside it to somewhere else is not.
                        let bound = FileWriter.isInside(path, root) ? root : nil
                        try FileWriter.replace(path, expecting: source.bytes, with: fixedBytes, within: bound)
                    } catch {
                        // Report everything found in the unchanged file, fixable or not, and
                        // fail the run: an unwritable fix must never read as a pass.
                        result.errors.append("\(display): error: not fixed: \(Fixer.reason(error))")
                        fixing = false
                        continue
                    }
                    result.fixed += applied
                    source = SourceFile(path: path, bytes: fixedBytes, trivia: .comments)
                    continue
                }
                if readArchitecture {
                    let context = RuleContext(outline: outline, index: index, options: RuleOptions(), subjects: subjects,
                                              profile: ruleSet.configuration.profile, roles: ruleSet.roles)
                    result.architecture = ArchitectureReading.shown(context.architecture(), through: shown)
                }
                let suppressions = Suppressions.parse(source)
                result.violations = Suppressions.apply(suppressions, to: violations, file: display, enabledRules: ruleSet.enabledIDs,
                                                       unusedSeverity: ruleSet.unusedSeverity).map { violation in
                    var violation = violation
                    violation.projectPath = projectPath
                    violation.repositoryPath = repositoryPath
                    return violation
                }
                return result
            }
            return result
        }
        warnings += perFile.flatMap(\.warnings)
        errors += perFile.flatMap(\.errors)
        if let findingsKey, let findingsCache, perFile.allSatisfy({ $0.errors.isEmpty }) {
            findingsCache.save(FindingsCache.Stored(key: findingsKey, relevant: relevant,
                                                    findings: Dictionary(zip(toRead, perFile.map(\.violations))) { first, _ in first }))
        }
        let fixed = zip(toRead, perFile).compactMap { path, result in
            result.fixed > 0 ? (shown(path), result.fixed) : nil
        }
        if !fixed.isEmpty {
            // The findings left are read from the project as the fixes left it: what they cite
            // in other files (`--fix` holds it back: written at File.swift:31) is where it is now.
            var unchanged = files
            unchanged.staleTemporaries = []
            var after = run(files: unchanged, configuration: configuration, workingDirectory: workingDirectory,
                            fix: false, cache: cache, absolutePaths: absolutePaths, readArchitecture: readArchitecture)
            after.warnings = unique(warnings + after.warnings)
            after.errors = unique(errors + after.errors)
            after.fixed = fixed
            return after
        }
        // A file that could not be read was not linted, whatever was asked.
        let unreadablePaths = Set(unreadable.map(\.path))
        var outcome = LintOutcome(violations: perFile.flatMap(\.violations).sorted(),
                                  lintedFiles: files.toLint.filter { !unreadablePaths.contains($0) }.count,
                                  indexedFiles: indexed.count, warnings: warnings, errors: errors, fixed: fixed, unreadable: unreadableFiles)
        outcome.architecture = perFile.map(\.architecture).filter { !$0.isEmpty }
        return outcome
    }

    /// The lines in their first order, each once.
    public static func unique(_ lines: [String]) -> [String] {
        var seen = Set<String>()
        return lines.filter { seen.insert($0).inserted }
    }

    /// The facts of every file of the project (linted or only indexed), from the cache where it
    /// has them, and a warning for each file that could not be read.
    public static func indexFacts(files: DiscoveredFiles, configuration: LintConfiguration, workingDirectory: String,
                                  cache: FactCache? = nil) -> (facts: [FileFacts?], unreadable: [(path: String, warning: String)]) {
        let looked = lookUp(files: files, configuration: configuration, cache: cache)
        let facts = resolveFacts(looked, files: files, cache: cache)
        cache?.save(keeping: looked.map(\.path))
        return (facts, unreadableWarnings(looked.map(\.path), looked, workingDirectory: workingDirectory))
    }

    /// One indexed file before its facts are needed: without a cache its facts, with one what
    /// the cache knows (its content hash; its facts if it had to be read). Neither: unreadable.
    struct LookedUpFile: Sendable {
        var path: String
        var isTestFile: Bool
        var lookup: FactCache.Lookup?
        var facts: FileFacts?

        var isReadable: Bool { lookup != nil || facts != nil }
    }

    /// Every file of the project (linted or only indexed), sorted by path, looked up in the
    /// cache or read: a file is only read when the cache has nothing for its stamp.
    static func lookUp(files: DiscoveredFiles, configuration: LintConfiguration, cache: FactCache?) -> [LookedUpFile] {
        let indexed = files.indexed
        let contents = files.contents
        let testGlobs = configuration.tests.map(Glob.init)
        // Every file's facts are held at once: their repeated strings are shared while they are read.
        let interner = StringInterner()
        return Parallel.map(indexed) { path -> LookedUpFile in
            let isTest = FileDiscovery.isTestFile(path, root: configuration.rootDirectory, tests: testGlobs)
            guard let cache else {
                return LookedUpFile(path: path, isTestFile: isTest, facts: source(path, contents).map { extract($0, isTest, sharing: interner) })
            }
            let lookup = cache.lookUp(path, isTestFile: isTest, contents: contents[path]) { bytes in
                extract(SourceFile(path: path, bytes: bytes, trivia: .comments), isTest, sharing: interner)
            }
            return LookedUpFile(path: path, isTestFile: isTest, lookup: lookup)
        }
    }

    /// The facts of looked-up files (nil: unreadable), decoded from the cache on every core.
    static func resolveFacts(_ looked: [LookedUpFile], files: DiscoveredFiles, cache: FactCache?) -> [FileFacts?] {
        let contents = files.contents
        // Shared while decoding, then let go: the facts keep the strings, not the interner.
        let interner = StringInterner()
        return Parallel.map(looked) { file -> FileFacts? in
            guard let cache, let lookup = file.lookup else { return file.facts }
            return cache.facts(for: file.path, from: lookup, contents: contents[file.path], interner: interner) { bytes in
                extract(SourceFile(path: file.path, bytes: bytes, trivia: .comments), file.isTestFile, sharing: interner)
            }
        }
    }

    /// A file's facts, their repeated strings shared through `interner` when given.
    static func extract(_ source: SourceFile, _ isTestFile: Bool, sharing interner: StringInterner? = nil) -> FileFacts {
        var facts = FactExtractor.facts(of: SourceOutline(source), path: source.path, isTestFile: isTestFile)
        if let interner { facts.shareStrings(interner.shared) }
        return facts
    }

    static func unreadableWarnings(_ indexed: [String], _ looked: [LookedUpFile],
                                   workingDirectory: String) -> [(path: String, warning: String)] {
        zip(indexed, looked).filter { !$0.1.isReadable }.map { path, _ in
            (path, "\(displayPath(path, workingDirectory)): warning: cannot read file, skipped")
        }
    }

    /// The file's text from what discovery already holds (staged or standard-input content), else from disk.
    static func source(_ path: String, _ contents: [String: [UInt8]]) -> SourceFile? {
        // Rules read comments but never whitespace, so only comments are kept.
        if let bytes = contents[path] { return SourceFile(path: path, bytes: bytes, trivia: .comments) }
        return try? SourceFile(contentsOf: path, trivia: .comments)
    }

    static func lineText(_ source: SourceFile, line: Int) -> String {
        let lines = source.lines
        let start = lines.start(ofLine: line - 1)
        let end = line < lines.count ? lines.start(ofLine: line) : source.bytes.count
        return Violation.lineText(Substring(source.text(start..<end)))
    }

    public static func displayPath(_ path: String, _ workingDirectory: String) -> String {
        FileDiscovery.displayPath(path, from: workingDirectory)
    }
}

/// The rules one configuration runs, prepared once for the run.
struct RuleSet: Sendable {
    let configuration: LintConfiguration
    let roles: DialectRoles
    let rules: [(rule: any Rule, description: RuleDescription, options: RuleOptions)]
    let enabledIDs: Set<String>
    let unusedSeverity: Severity?

    init(_ configuration: LintConfiguration) {
        self.configuration = configuration
        roles = configuration.roles
        rules = RuleRegistry.all
            .filter { configuration.isEnabled($0.description) }
            .map { type in
                let options = configuration.ruleOptions[type.description.id] ?? RuleOptions()
                return (type.init().prepared(with: options), type.description, options)
            }
        enabledIDs = Set(rules.map { $0.description.id })
        let unused = RuleRegistry.unusedSuppression
        unusedSeverity = configuration.isEnabled(unused) ? configuration.severity(of: unused) : nil
    }
}

private struct FileResult: Sendable {
    var violations: [Violation] = []
    var warnings: [String] = []
    var errors: [String] = []
    var fixed = 0
    var architecture = ArchitectureReading()
}

extension ArchitectureReading {
    /// The reading with every path (spans, tests) as `shown` shows it.
    static func shown(_ reading: ArchitectureReading, through shown: (String) -> String) -> ArchitectureReading {
        var reading = reading
        for index in reading.viewModels.indices {
            reading.viewModels[index].span.file = shown(reading.viewModels[index].span.file)
            reading.viewModels[index].tests = reading.viewModels[index].tests.map(shown)
            for action in reading.viewModels[index].actions.indices {
                reading.viewModels[index].actions[action].testedBy = reading.viewModels[index].actions[action].testedBy.map(shown)
            }
            for action in reading.viewModels[index].responderActions.indices {
                reading.viewModels[index].responderActions[action].testedBy = reading.viewModels[index].responderActions[action].testedBy.map(shown)
            }
        }
        for index in reading.screens.indices { reading.screens[index].span.file = shown(reading.screens[index].span.file) }
        return reading
    }
}
