import MVVMRules

/// Counts per rule and per file, for people.
public struct SummaryReporter: Reporter {
    public static let name = "summary"
    public static let summary = "counts per rule and per file"
    public init() {}

    public func report(_ violations: [Violation]) -> String {
        guard !violations.isEmpty else { return "No violations.\n" }
        func table(_ title: String, _ key: (Violation) -> String) -> String {
            var counts: [String: (errors: Int, warnings: Int)] = [:]
            for violation in violations {
                let name = Self.oneLine(key(violation))
                var count = counts[name, default: (0, 0)]
                if violation.severity == .error { count.errors += 1 } else { count.warnings += 1 }
                counts[name] = count
            }
            let rows = counts.sorted { ($0.value.errors + $0.value.warnings, $1.key) > ($1.value.errors + $1.value.warnings, $0.key) }
            let width = max(title.count, rows.map(\.key.count).max() ?? 0)
            var text = title.padding(toLength: width, withPad: " ", startingAt: 0) + "  errors  warnings\n"
            for (name, count) in rows {
                text += name.padding(toLength: width, withPad: " ", startingAt: 0)
                    + "  " + String(count.errors).leftPadded(6) + "  " + String(count.warnings).leftPadded(8) + "\n"
            }
            return text
        }
        let errors = violations.filter { $0.severity == .error }.count
        return table("rule", \.rule) + "\n" + table("file", \.file)
            + "\ntotal: \(errors) error(s), \(violations.count - errors) warning(s) in \(Set(violations.map(\.file)).count) file(s)\n"
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
