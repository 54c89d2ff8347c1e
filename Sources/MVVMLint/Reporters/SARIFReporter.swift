import Foundation
import MVVMRules

/// SARIF 2.1.0 with what GitHub code scanning reads: the tool and its rules, results with rule,
/// level, message, location (URI relative to the repository's root, line, column) and stable
/// `partialFingerprints`.
public struct SARIFReporter: Reporter {
    public static let name = "sarif"
    public static let summary = "SARIF 2.1.0, for GitHub code scanning (upload with github/codeql-action/upload-sarif)"
    public init() {}

    public func report(_ violations: [Violation]) -> String {
        let descriptions = RuleRegistry.descriptions
        let ruleIndex = Dictionary(uniqueKeysWithValues: descriptions.enumerated().map { ($1.id, $0) })
        let fingerprints = Fingerprints.assign(violations)
        let rules: [[String: Any]] = descriptions.map { description in
            ["id": description.id, "name": description.name,
             "shortDescription": ["text": description.summary],
             "defaultConfiguration": ["level": description.defaultSeverity.rawValue],
             // The rule's whole document, as code scanning shows it beside an alert: no link to
             // a web page that may not match this version.
             "help": ["text": description.summary, "markdown": RuleRegistry.document(forID: description.id) ?? description.summary]]
        }
        let results: [[String: Any]] = zip(violations, fingerprints).map { violation, fingerprint in
            var result: [String: Any] = [
                "ruleId": violation.rule,
                "level": violation.severity.rawValue,
                "message": ["text": violation.message],
                "locations": [["physicalLocation": [
                    "artifactLocation": ["uri": violation.repositoryPath, "uriBaseId": "%SRCROOT%"],
                    "region": ["startLine": violation.line, "startColumn": violation.column],
                ]]],
                "partialFingerprints": ["mvvm/v1": fingerprint],
            ]
            if let index = ruleIndex[violation.rule] { result["ruleIndex"] = index }
            return result
        }
        let log: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [[
                "tool": ["driver": ["name": "mvvm", "version": MVVMVersion.current, "semanticVersion": MVVMVersion.current,
                                    "rules": rules]],
                "columnKind": "unicodeCodePoints",
                "results": results,
            ]],
        ]
        return JSONText.pretty(log)
    }
}

enum JSONText {
    static func pretty(_ object: Any) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
