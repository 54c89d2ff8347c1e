import Foundation
import MVVMRules

/// Turns violations into one output format. Reporters are pure: text in, text out.
public protocol Reporter: Sendable {
    static var name: String { get }
    static var summary: String { get }
    init()
    func report(_ violations: [Violation]) -> String
    /// The report with ANSI colours, for a terminal. Formats meant for machines ignore `colored`.
    func report(_ violations: [Violation], colored: Bool) -> String
}

extension Reporter {
    public func report(_ violations: [Violation], colored: Bool) -> String { report(violations) }
}

/// Colour only on a terminal, never when `NO_COLOR` is set to anything (https://no-color.org)
/// or the terminal says it cannot (`TERM=dumb`).
public enum TerminalColor {
    public static func isWanted(isTerminal: Bool, environment: [String: String]) -> Bool {
        guard isTerminal else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }

    static func paint(_ text: String, _ code: String, _ enabled: Bool) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

public enum Reporters {
    public static let all: [any Reporter.Type] = [
        XcodeReporter.self, JSONReporter.self, SARIFReporter.self, CheckstyleReporter.self, JUnitReporter.self,
        GitHubReporter.self, GitLabReporter.self, SummaryReporter.self,
    ]

    public static func named(_ name: String) -> (any Reporter.Type)? {
        all.first { $0.name == name }
    }
}

/// `path:line:column: error|warning: message (rule_id)`, which Xcode shows inline.
public struct XcodeReporter: Reporter {
    public static let name = "xcode"
    public static let summary = "path:line:column: severity: message (rule) — shown inline by Xcode (default)"
    public init() {}

    public func report(_ violations: [Violation]) -> String { report(violations, colored: false) }

    /// Colour marks the location (bold), the severity (red or yellow) and the rule (dim); the
    /// characters are otherwise the same, so tools that strip colour still parse the lines.
    public func report(_ violations: [Violation], colored: Bool) -> String {
        violations.map { violation in
            let severity = violation.severity.rawValue
            // One finding, one line: Xcode and every line-based tool read it that way.
            let file = Self.oneLine(violation.file), message = Self.oneLine(violation.message), rule = Self.oneLine(violation.rule)
            return TerminalColor.paint("\(file):\(violation.line):\(violation.column):", "1", colored) + " "
                + TerminalColor.paint(severity + ":", violation.severity == .error ? "1;31" : "1;33", colored) + " "
                + message + " " + TerminalColor.paint("(\(rule))", "2", colored) + "\n"
        }.joined()
    }
}

extension Reporter {
    /// Line breaks (a file name or message holding one) as spaces.
    static func oneLine(_ text: String) -> String {
        guard text.contains(where: { $0.isNewline }) else { return text }
        return String(text.map { $0.isNewline ? " " : $0 })
    }
}

/// An array of `{"file", "line", "column", "severity", "rule", "message"}` objects.
public struct JSONReporter: Reporter {
    public static let name = "json"
    public static let summary = "a JSON array of {file, line, column, severity, rule, message}"
    public init() {}

    /// The text `JSONEncoder` writes with `.prettyPrinted, .sortedKeys, .withoutEscapingSlashes`
    /// (pinned by `JSONReporterTests`), written directly as bytes: the encoder spent some 40,000
    /// instructions a finding, a tenth of a second at the end of a whole-app run.
    public func report(_ violations: [Violation]) -> String {
        guard !violations.isEmpty else { return "[\n\n]\n" }
        var out: [UInt8] = []
        out.reserveCapacity(violations.count * 256)
        func add(_ literal: StaticString) {
            literal.withUTF8Buffer { out.append(contentsOf: $0) }
        }
        for (position, violation) in violations.enumerated() {
            add(position == 0 ? "[\n  {\n" : ",\n  {\n")
            add("    \"column\" : "); out.append(contentsOf: String(violation.column).utf8)
            add(",\n    \"file\" : "); Self.appendQuoted(violation.file, to: &out)
            add(",\n    \"line\" : "); out.append(contentsOf: String(violation.line).utf8)
            add(",\n    \"message\" : "); Self.appendQuoted(violation.message, to: &out)
            add(",\n    \"rule\" : "); Self.appendQuoted(violation.rule, to: &out)
            add(",\n    \"severity\" : "); Self.appendQuoted(violation.severity.rawValue, to: &out)
            add("\n  }")
        }
        add("\n]\n")
        return String(decoding: out, as: UTF8.self)
    }

    /// A JSON string as the encoder writes it: quotes, backslashes and control characters
    /// escaped, everything else (slashes, non-ASCII) as it is.
    static func appendQuoted(_ value: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { bytes in
            // Most values need no escape: copied whole.
            if !bytes.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
                out.append(contentsOf: bytes)
            } else {
                appendEscaped(bytes, to: &out)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    private static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x0A: out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0x08: out += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
            case 0x0C: out += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            default:
                out.append(byte)
            }
        }
    }
}
