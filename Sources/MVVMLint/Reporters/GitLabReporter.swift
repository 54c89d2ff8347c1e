import MVVMRules

/// GitLab Code Quality: an array of issues with description, check name, a unique and stable
/// fingerprint, severity, and the file and line.
public struct GitLabReporter: Reporter {
    public static let name = "gitlab"
    public static let summary = "GitLab Code Quality JSON (artifacts: reports: codequality)"
    public init() {}

    public func report(_ violations: [Violation]) -> String {
        let fingerprints = Fingerprints.assign(violations)
        let issues: [[String: Any]] = zip(violations, fingerprints).map { violation, fingerprint in
            ["description": violation.message,
             "check_name": violation.rule,
             "fingerprint": fingerprint,
             "severity": violation.severity == .error ? "major" : "minor",
             "location": ["path": violation.repositoryPath, "lines": ["begin": violation.line]]]
        }
        return JSONText.pretty(issues)
    }
}
