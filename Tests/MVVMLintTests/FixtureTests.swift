import Foundation
import MVVMLint
import MVVMRules
import TestSupport
import XCTest

/// The twenty screens under `Tests/Fixtures`: the linter must find exactly the findings annotated
/// with `// expect: rule_id` on their lines — precision and recall 100% for every rule.
final class FixtureTests: XCTestCase {
    static let root = CorpusFiles.packageRoot + "/Tests/Fixtures"

    /// `file:line rule` for every annotation.
    static func expectedFindings() throws -> Set<String> {
        var expected: Set<String> = []
        for path in CorpusFiles.swiftFiles(under: root) {
            let relative = String(path.dropFirst(root.count + 1))
            let lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
            for (number, line) in lines.enumerated() {
                guard let marker = line.range(of: "// expect: ") else { continue }
                for rule in line[marker.upperBound...].split(separator: ",") {
                    expected.insert("\(relative):\(number + 1) \(rule.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        return expected
    }

    func testTheLinterFindsExactlyTheAnnotatedFindings() throws {
        let configuration = LintConfiguration(rootDirectory: Self.root)
        let files = try FileDiscovery.discover(paths: [], configuration: configuration, workingDirectory: Self.root)
        XCTAssertGreaterThanOrEqual(files.project.filter { $0.contains("/Screens/") }.count, 20)
        let outcome = LintRun.run(files: files, configuration: configuration, workingDirectory: Self.root)
        let found = Set(outcome.violations.map { "\($0.file):\($0.line) \($0.rule)" })
        let expected = try Self.expectedFindings()

        var report = ["rule                          expected  found  precision  recall"]
        for id in RuleRegistry.ids {
            let wanted = expected.filter { $0.hasSuffix(" " + id) }
            let got = found.filter { $0.hasSuffix(" " + id) }
            let correct = wanted.intersection(got).count
            let precision = got.isEmpty ? 1 : Double(correct) / Double(got.count)
            let recall = wanted.isEmpty ? 1 : Double(correct) / Double(wanted.count)
            report.append(id.padding(toLength: 30, withPad: " ", startingAt: 0)
                + String(format: "%8d  %5d  %8.0f%%  %5.0f%%", wanted.count, got.count, precision * 100, recall * 100))
        }
        print(report.joined(separator: "\n"))
        XCTAssertEqual(found.subtracting(expected).sorted(), [], "false positives")
        XCTAssertEqual(expected.subtracting(found).sorted(), [], "missed findings")
        // Every rulebook rule is exercised by the fixtures (a rulebook project), so 100% means something for each.
        let exercised = Set(expected.map { String($0.split(separator: " ").last!) })
        XCTAssertEqual(exercised, Set(RuleRegistry.all.map { $0.description }.filter { $0.profiles.contains(.rulebook) }.map(\.id)))
    }
}
