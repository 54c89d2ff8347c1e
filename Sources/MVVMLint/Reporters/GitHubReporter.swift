import MVVMRules

/// GitHub Actions workflow commands, errors first: GitHub annotates only the first 10 errors and
/// 10 warnings of a step, so a closing notice says how many more the log holds. Files are named
/// from the repository's root, as GitHub attaches annotations, wherever the step runs.
public struct GitHubReporter: Reporter {
    public static let name = "github"
    public static let summary = "GitHub Actions annotations (::error file=…,line=…::…), errors first"
    static let annotationsPerKind = 10
    public init() {}

    public func report(_ violations: [Violation]) -> String {
        let ordered = violations.filter { $0.severity == .error } + violations.filter { $0.severity == .warning }
        var text = ordered.map { violation in
            "::\(violation.severity.rawValue) file=\(property(violation.repositoryPath)),line=\(violation.line),col=\(violation.column),"
                + "title=\(property("mvvm: " + violation.rule))::\(data(violation.message))\n"
        }.joined()
        let errors = violations.filter { $0.severity == .error }.count
        let warnings = violations.count - errors
        let hiddenErrors = max(0, errors - Self.annotationsPerKind), hiddenWarnings = max(0, warnings - Self.annotationsPerKind)
        if hiddenErrors + hiddenWarnings > 0 {
            text += "::notice title=mvvm::\(errors) error(s) and \(warnings) warning(s) found; GitHub annotates the first "
                + "\(Self.annotationsPerKind) of each, so \(hiddenErrors) error(s) and \(hiddenWarnings) warning(s) appear only in this log\n"
        }
        return text
    }

    /// Workflow-command message escaping.
    func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Workflow-command property escaping (also `:` and `,`).
    func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
