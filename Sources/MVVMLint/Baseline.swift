import Foundation
import MVVMRules

/// Today's violations, frozen so that only new ones are reported. Entries are keyed by file
/// (relative to the project root), rule, the enclosing declaration and the offending line's
/// folded text — never by line number — so edits elsewhere don't resurrect them.
public struct Baseline: Codable, Sendable, Equatable {
    public struct Entry: Codable, Sendable, Hashable, Comparable {
        public var file: String
        public var rule: String
        public var declaration: String
        public var line: String
        /// How many identical findings this entry stands for.
        public var count: Int

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule, lhs.declaration, lhs.line) < (rhs.file, rhs.rule, rhs.declaration, rhs.line)
        }
    }

    public static let currentVersion = 1
    public var version = Baseline.currentVersion
    public var entries: [Entry]

    struct Key: Hashable {
        var file: String, rule: String, declaration: String, line: String
    }

    public init(violations: [Violation]) {
        var counts: [Key: Int] = [:]
        for violation in violations { counts[Self.key(violation), default: 0] += 1 }
        entries = counts.map { Entry(file: $0.key.file, rule: $0.key.rule, declaration: $0.key.declaration, line: $0.key.line, count: $0.value) }
            .sorted()
    }

    static func key(_ violation: Violation) -> Key {
        Key(file: violation.projectPath, rule: violation.rule, declaration: violation.declaration, line: violation.lineText)
    }

    /// Sorted, pretty-printed JSON, so baseline diffs read well.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(self)) ?? Data()) + Data("\n".utf8)
    }

    public static func load(_ path: String) throws -> Baseline {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            // Say why: a first run with `--baseline` before `--write-baseline` is the usual one.
            let reason = FileManager.default.fileExists(atPath: path)
                ? "cannot read it" : "no such file (write one with --write-baseline \(path))"
            throw ConfigurationError(message: "\(path): error: cannot read baseline: \(reason)")
        }
        let baseline: Baseline
        do {
            baseline = try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw ConfigurationError(message: "\(path): error: not a baseline written by `mvvm lint --write-baseline`")
        }
        // A newer format may key entries differently: matching it as version 1 would pass or
        // fail the wrong findings.
        guard baseline.version == Baseline.currentVersion else {
            throw ConfigurationError(message: "\(path): error: baseline version \(baseline.version) is not supported (this mvvm reads version \(Baseline.currentVersion))")
        }
        return baseline
    }

    /// Violations the baseline does not cover, and stale entries — of the linted files, those that
    /// matched nothing (the code was fixed), and those of files no longer in the project (deleted
    /// or moved), so a baseline can shrink when files go.
    public func filter(_ violations: [Violation], lintedFiles: Set<String>, projectFiles: Set<String>) -> (new: [Violation], stale: [Entry]) {
        var remaining: [Key: Int] = [:]
        for entry in entries {
            remaining[Key(file: entry.file, rule: entry.rule, declaration: entry.declaration, line: entry.line), default: 0] += entry.count
        }
        var fresh: [Violation] = []
        for violation in violations {
            let key = Self.key(violation)
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
            } else {
                fresh.append(violation)
            }
        }
        let stale = entries.compactMap { entry -> Entry? in
            let key = Key(file: entry.file, rule: entry.rule, declaration: entry.declaration, line: entry.line)
            guard lintedFiles.contains(entry.file) || !projectFiles.contains(entry.file), let left = remaining[key], left > 0 else { return nil }
            remaining[key] = 0
            var staleEntry = entry
            staleEntry.count = left
            return staleEntry
        }
        return (fresh, stale)
    }
}
