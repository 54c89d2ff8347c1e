import MVVMRules

enum XML {
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            default:
                // XML 1.0 forbids most control characters, even escaped.
                if character.value < 0x20 && character != "\t" { continue }
                result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// Violations grouped by file, files in report order.
    static func byFile(_ violations: [Violation]) -> [(String, [Violation])] {
        var order: [String] = []
        var groups: [String: [Violation]] = [:]
        for violation in violations {
            if groups[violation.file] == nil { order.append(violation.file) }
            groups[violation.file, default: []].append(violation)
        }
        return order.map { ($0, groups[$0]!) }
    }
}

/// Checkstyle XML, read by Jenkins (Warnings NG), Danger and most CI dashboards.
public struct CheckstyleReporter: Reporter {
    public static let name = "checkstyle"
    public static let summary = "Checkstyle XML"
    public init() {}

    public func report(_ violations: [Violation]) -> String {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for (file, group) in XML.byFile(violations) {
            text += "  <file name=\"\(XML.escape(file))\">\n"
            for violation in group {
                text += "    <error line=\"\(violation.line)\" column=\"\(violation.column)\" severity=\"\(violation.severity.rawValue)\" "
                    + "message=\"\(XML.escape(violation.message))\" source=\"mvvm.\(violation.rule)\"/>\n"
            }
            text += "  </file>\n"
        }
        return text + "</checkstyle>\n"
    }
}

/// JUnit XML: one test suite per file, one failing test case per violation; a clean run is one
/// passing test case, since Jenkins and others fail a report without any.
public struct JUnitReporter: Reporter {
    public static let name = "junit"
    public static let summary = "JUnit XML, one failing test case per violation"
    public init() {}

    public func report(_ violations: [Violation]) -> String {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        guard !violations.isEmpty else {
            return text + "<testsuites name=\"mvvm\" tests=\"1\" failures=\"0\">\n"
                + "  <testsuite name=\"mvvm\" tests=\"1\" failures=\"0\">\n"
                + "    <testcase classname=\"mvvm\" name=\"lint\"/>\n"
                + "  </testsuite>\n</testsuites>\n"
        }
        text += "<testsuites name=\"mvvm\" tests=\"\(violations.count)\" failures=\"\(violations.count)\">\n"
        for (file, group) in XML.byFile(violations) {
            text += "  <testsuite name=\"\(XML.escape(file))\" tests=\"\(group.count)\" failures=\"\(group.count)\">\n"
            for violation in group {
                let location = "\(violation.file):\(violation.line):\(violation.column)"
                text += "    <testcase classname=\"\(XML.escape(file))\" name=\"\(XML.escape("\(violation.rule) at \(violation.line):\(violation.column)"))\">\n"
                text += "      <failure message=\"\(XML.escape(violation.message))\" type=\"\(violation.severity.rawValue)\">"
                    + "\(XML.escape("\(location): \(violation.severity.rawValue): \(violation.message) (\(violation.rule))"))</failure>\n"
                text += "    </testcase>\n"
            }
            text += "  </testsuite>\n"
        }
        return text + "</testsuites>\n"
    }
}
