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

    public func report(_ violations: [Violation]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var text = String(decoding: (try? encoder.encode(violations)) ?? Data("[]".utf8), as: UTF8.self)
        text.append("\n")
        return text
    }
}
