import Foundation
import MVVMRules

/// Turns violations into one output format. Reporters are pure: text in, text out.
public protocol Reporter: Sendable {
    static var name: String { get }
    static var summary: String { get }
    init()
    func report(_ violations: [Violation]) -> String
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

    public func report(_ violations: [Violation]) -> String {
        violations.map { "\($0.file):\($0.line):\($0.column): \($0.severity.rawValue): \($0.message) (\($0.rule))\n" }.joined()
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
        let data = (try? encoder.encode(violations)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
