import Foundation
import MVVMRules
import SafeFiles

/// The findings of the last run over a project, kept beside its fact cache, so that a run over
/// the same files under the same settings (Xcode's build phase after a build that changed no
/// Swift, a pre-commit hook after the editor's lint) reports without building the index or
/// linting a file. SwiftLint keeps its violations per file the same way; ours are per project,
/// since a file's findings depend on every other file (who writes a property, which views hold a
/// view model).
///
/// An entry only answers for exactly the run that made it: the binary (its version and its file's
/// stamp, so a rebuilt development binary misses), the whole configuration with nested ones, the
/// build settings the index reads, where paths are shown from, and every indexed file's path,
/// test-ness and content hash (from the fact cache: a stamp, or a read, as for facts). Anything
/// else — another key, a damaged block, a file linted now that the run did not lint — is a miss,
/// and the run lints as if there were no entry.
final class FindingsCache: @unchecked Sendable {
    /// What decides a run's findings besides its files' contents, and those contents.
    struct Key: Equatable {
        /// `ContentHash.hex` of the binary, the settings and the display options.
        var run: String
        /// `ContentHash.hex` of every indexed file's path, test-ness and content hash.
        var project: String
    }

    /// A run's findings: which files hold anything for the rules, and the violations of each
    /// file it linted (an empty list for a clean one).
    struct Stored: Equatable {
        var key: Key
        var relevant: Set<String>
        var findings: [String: [Violation]]
    }

    /// The entry the file holds for a key: its relevant files, and where each linted file's
    /// findings lie, read only for the files a run asks for (a staged run reads three).
    struct Opened {
        var relevant: Set<String>
        var blocks: [String: Range<Int>]
        let source: CacheFile

        /// The findings of `path`; nil when the entry has none for it or its block is damaged.
        func findings(of path: String) -> [Violation]? {
            blocks[path].flatMap { FindingsCacheFormat.violations(at: $0, from: source) }
        }
    }

    let file: String

    init(besideFacts factsFile: String) {
        file = (factsFile as NSString).deletingPathExtension + ".findings"
    }

    /// The entry for `key`, if the file holds one (only its header and table are read).
    func open(_ key: Key) -> Opened? {
        guard let source = CacheFile(path: file) else { return nil }
        return FindingsCacheFormat.table(source, expecting: key)
    }

    /// Writes `stored` atomically; when the file already holds findings for the same key (a
    /// staged run after a whole one), those of files this run did not lint are kept.
    @discardableResult
    func save(_ stored: Stored) -> Bool {
        let previous = open(stored.key)
        let folder = (file as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try FileWriter.writeOutput(to: file) { descriptor in
                FindingsCacheFormat.write(stored, keeping: previous) { FileWriter.writeAll(descriptor, $0) }
            }
            return true
        } catch {
            return false
        }
    }

    /// The run part of the key: the binary, the configuration (with the nested ones), the
    /// build settings and Xcode projects the index reads, and how paths are shown. Nil when the binary cannot be
    /// found to stamp (its findings could come from other rules).
    static func runKey(configuration: LintConfiguration, nestedLayers: [(folder: String, configuration: LintConfiguration)],
                       mainActorByDefaultModules: Set<String>, xcodeProjectModules: [XcodeProjectModule],
                       workingDirectory: String, absolutePaths: Bool,
                       repositoryRoot: String) -> String? {
        guard let executable = Bundle.main.executablePath, let stamp = FactCache.status(of: executable) else { return nil }
        let parts = [
            MVVMVersion.described, executable, "\(stamp.size) \(stamp.modified) \(stamp.changed) \(stamp.inode)",
            CanonicalText.of(configuration), CanonicalText.of(nestedLayers.map { [$0.folder, CanonicalText.of($0.configuration)] }),
            mainActorByDefaultModules.sorted().joined(separator: ","),
            xcodeProjectModules.map { $0.folder + "=" + $0.name }.joined(separator: ","), workingDirectory, absolutePaths ? "absolute" : "relative",
            repositoryRoot,
        ]
        return ContentHash.hex(Array(parts.joined(separator: "\u{0}").utf8))
    }

    /// The project part of the key, from every indexed file (sorted by path).
    static func projectKey(_ files: [(path: String, isTestFile: Bool, contentHash: String)]) -> String {
        var bytes: [UInt8] = []
        for file in files {
            bytes += file.path.utf8
            bytes.append(0)
            bytes.append(file.isTestFile ? 1 : 0)
            bytes += file.contentHash.utf8
            bytes.append(0)
        }
        return ContentHash.hex(bytes)
    }
}

/// The findings cache's file: magic; a header block (tool version, key); one block per linted
/// file with its violations; a table block (the relevant files, then per linted file where its
/// block lies); then a trailer (where the table starts, and a tag). Blocks are framed and
/// checksummed as in the fact cache, and the table comes last so that each file's block is
/// written as it is encoded.
enum FindingsCacheFormat {
    static let magic = Array("MVVMFINDINGS\u{3}\n".utf8)

    /// `stored`, with the blocks of `previous` (the same key) for files `stored` does not hold.
    static func encode(_ stored: FindingsCache.Stored, keeping previous: FindingsCache.Opened? = nil) -> [UInt8] {
        var bytes: [UInt8] = []
        _ = write(stored, keeping: previous) { bytes += $0; return true }
        return bytes
    }

    /// Writes the file through `append`, each block as it is encoded; false as soon as `append`
    /// fails.
    static func write(_ stored: FindingsCache.Stored, keeping previous: FindingsCache.Opened?,
                      append: ([UInt8]) -> Bool) -> Bool {
        var written = 0
        func emit(_ bytes: [UInt8]) -> Bool {
            written += bytes.count
            return append(bytes)
        }
        var header = FactCacheFormat.Writer()
        header.string(MVVMVersion.described)
        header.string(stored.key.run)
        header.string(stored.key.project)
        var start = FactCacheFormat.Writer()
        start.bytes = magic
        start.block(header.bytes)
        guard emit(start.bytes) else { return false }
        var rows: [(path: String, block: Range<Int>)] = []
        let kept = previous?.blocks.filter { stored.findings[$0.key] == nil } ?? [:]
        for path in Set(stored.findings.keys).union(kept.keys).sorted() {
            let bytes: [UInt8]
            if let violations = stored.findings[path] {
                var block = FactCacheFormat.Writer()
                block.count(violations.count)
                for violation in violations {
                    block.strings([violation.file, violation.severity.rawValue, violation.rule, violation.message, violation.lineText,
                                   violation.declaration, violation.projectPath, violation.repositoryPath])
                    block.integer(Int64(violation.line))
                    block.integer(Int64(violation.column))
                    block.flag(violation.isFixable)
                }
                var framed = FactCacheFormat.Writer()
                framed.block(block.bytes)
                bytes = framed.bytes
            } else if let range = kept[path], let copied = previous?.source.bytes(at: range.lowerBound, count: range.count) {
                bytes = copied
            } else {
                continue
            }
            rows.append((path, written..<(written + bytes.count)))
            guard emit(bytes) else { return false }
        }
        var table = FactCacheFormat.Writer()
        table.strings(stored.relevant.sorted())
        table.count(rows.count)
        for row in rows {
            table.string(row.path)
            table.integer(Int64(row.block.lowerBound))
            table.integer(Int64(row.block.count))
        }
        return emit(FactCacheFormat.Writer.tableAndTrailer(table.bytes, at: written))
    }

    /// The key the file records (what a test needs to rewrite an entry); nil for anything else.
    static func key(in source: some CacheBytes) -> FindingsCache.Key? {
        guard source.bytes(at: 0, count: magic.count) == magic, let header = source.block(at: magic.count) else { return nil }
        var reader = header.reader
        guard reader.string() != nil, let run = reader.string(), let project = reader.string() else { return nil }
        return FindingsCache.Key(run: run, project: project)
    }

    /// The entry when the file records `key` and its header and table are whole; nil otherwise.
    /// Nothing past the header is read for another key.
    static func table(_ source: CacheFile, expecting key: FindingsCache.Key) -> FindingsCache.Opened? {
        guard source.bytes(at: 0, count: magic.count) == magic, let header = source.block(at: magic.count) else { return nil }
        var headerReader = header.reader
        guard headerReader.string() == MVVMVersion.described, let run = headerReader.string(), let project = headerReader.string(),
              headerReader.isAtEnd, FindingsCache.Key(run: run, project: project) == key,
              let (table, tableStart) = source.table(after: header.end) else { return nil }
        var reader = table.reader
        guard let relevant = reader.strings(), let count = reader.count() else { return nil }
        var blocks: [String: Range<Int>] = [:]
        for _ in 0..<count {
            guard let path = reader.string(), let offset = reader.offset(), let length = reader.offset(),
                  offset + length <= tableStart else { return nil }
            blocks[path] = offset..<(offset + length)
        }
        guard reader.isAtEnd else { return nil }
        return FindingsCache.Opened(relevant: Set(relevant), blocks: blocks, source: source)
    }

    /// The violations of the block at `range`; nil when it is cut, damaged or does not read to
    /// its end (a file's findings silently missing would read as a clean file).
    static func violations(at range: Range<Int>, from source: some CacheBytes) -> [Violation]? {
        guard var block = source.block(at: range.lowerBound), block.end == range.upperBound,
              let count = block.reader.count() else { return nil }
        var violations: [Violation] = []
        violations.reserveCapacity(count)
        for _ in 0..<count {
            guard let fields = block.reader.strings(), fields.count == 8, let severity = Severity(rawValue: fields[1]),
                  let line = block.reader.integer(), let column = block.reader.integer(), let isFixable = block.reader.flag() else { return nil }
            var violation = Violation(file: fields[0], line: Int(line), column: Int(column), severity: severity, rule: fields[2],
                                      message: fields[3], lineText: fields[4], declaration: fields[5], projectPath: fields[6])
            violation.repositoryPath = fields[7]
            violation.isFixable = isFixable
            violations.append(violation)
        }
        return block.reader.isAtEnd ? violations : nil
    }
}
