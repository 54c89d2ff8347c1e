import MVVMRules

/// A finding placed in a file, as reporters print it.
public struct Violation: Sendable, Hashable, Codable, Comparable {
    /// Relative to the working directory.
    public var file: String
    public var line: Int
    public var column: Int
    public var severity: Severity
    public var rule: String
    public var message: String

    public init(file: String, line: Int, column: Int, severity: Severity, rule: String, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.rule = rule
        self.message = message
    }

    /// Reports are ordered by path, line, column, rule.
    public static func < (lhs: Violation, rhs: Violation) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.rule) < (rhs.file, rhs.line, rhs.column, rhs.rule)
    }
}
