import Foundation
import MVVMRules

/// A finding placed in a file, as reporters print it.
public struct Violation: Sendable, Hashable, Encodable, Comparable {
    /// Relative to the working directory.
    public var file: String
    public var line: Int
    public var column: Int
    public var severity: Severity
    public var rule: String
    public var message: String
    /// The offending line's text with runs of whitespace folded: stable when lines move, so it
    /// keys fingerprints and baselines. Not part of the JSON report.
    public var lineText: String
    /// The innermost enclosing declaration, qualified (`LoginViewModel.isLoading`); keys baselines.
    public var declaration: String
    /// The file's path relative to the project root (the configuration's folder); keys baselines.
    public var projectPath: String
    /// The file's path relative to the repository's root (its git root, else the project root):
    /// what GitHub annotations, SARIF and GitLab attach to, whichever folder the lint ran from.
    public var repositoryPath: String
    /// Whether `--fix` fixes it (a finding whose fix is held back says why in its message).
    public var isFixable = false

    public init(file: String, line: Int, column: Int, severity: Severity, rule: String, message: String,
                lineText: String = "", declaration: String = "", projectPath: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.rule = rule
        self.message = message
        self.lineText = lineText
        self.declaration = declaration
        self.projectPath = projectPath ?? file
        repositoryPath = self.projectPath
    }

    enum CodingKeys: String, CodingKey {
        case file, line, column, severity, rule, message
    }

    /// Reports are ordered by path, line, column, rule.
    public static func < (lhs: Violation, rhs: Violation) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.rule) < (rhs.file, rhs.line, rhs.column, rhs.rule)
    }
}

extension Violation {
    /// Folds whitespace runs to one space and trims: `  let  x =  1 ` → `let x = 1`.
    public static func normalizedLine(_ text: Substring) -> String {
        // An ASCII line (most) is folded on its bytes: there every character is one byte, so the
        // result is the same, without splitting into characters (a hundredth of a cold lint).
        var text = text
        if let folded = text.withUTF8({ bytes -> String? in
            var bits: UInt8 = 0
            for byte in bytes { bits |= byte }
            guard bits < 0x80 else { return nil }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count)
            var pendingSpace = false
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                // CR LF is one character, neither `\r` nor `\n`: kept, as splitting by characters keeps it.
                let length = byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
                if length == 1, byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A {
                    pendingSpace = !result.isEmpty
                } else {
                    if pendingSpace { result.append(0x20); pendingSpace = false }
                    result.append(contentsOf: bytes[index..<index + length])
                }
                index += length
            }
            return String(decoding: result, as: UTF8.self)
        }) {
            return folded
        }
        return text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }).joined(separator: " ")
    }

    /// How many characters of a folded line a finding keeps as its `lineText`.
    public static let lineTextLimit = 500

    /// `normalizedLine`, bounded: a longer line keeps its first `lineTextLimit` characters, `…`,
    /// and a hash of the whole folded line, so its key still changes when any part of the line
    /// does, while hashing and comparing keys costs the same on a 5 MB generated line as on any.
    public static func lineText(_ text: Substring) -> String {
        let folded = normalizedLine(text)
        guard folded.utf8.count > lineTextLimit, folded.count > lineTextLimit else { return folded }
        return String(folded.prefix(lineTextLimit)) + "… #" + Fingerprints.hex128(folded)
    }
}

/// Stable fingerprints: the same finding gets the same id on every run and machine, whatever
/// lines were added above it. Keyed by file, rule, the offending line's text and, for identical
/// lines, their order in the file — so every fingerprint in a report is unique.
public enum Fingerprints {
    public static func assign(_ violations: [Violation]) -> [String] {
        var seen: [String: Int] = [:]
        return violations.map { violation in
            let key = violation.file + "\u{0}" + violation.rule + "\u{0}" + violation.lineText
            let occurrence = seen[key, default: 0]
            seen[key] = occurrence + 1
            return hex128(key + "\u{0}\(occurrence)")
        }
    }

    /// Two 64-bit FNV-1a hashes with different offsets: deterministic, unlike `Hasher`.
    static func hex128(_ text: String) -> String {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325
        var second: UInt64 = 0x6c62_272e_07bb_0142
        for byte in text.utf8 {
            first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            second = second ^ (second >> 29)
        }
        return String(format: "%016llx%016llx", first, second)
    }
}
