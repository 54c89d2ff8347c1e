import Foundation
import XCTest

/// `mvvm rules` shows the rules as the project runs them (issue 22): its profile, its disabled
/// rules and its severities, as `mvvm lint` reads the same `.mvvm.yml`.
final class RulesCommandTests: XCTestCase {
    func testTheProjectsConfigurationDecidesStateAndSeverity() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "disabled_rules: [output_private_set]\nrules:\n  view_sections: error\n")
        let table = try CLI.run(["rules"], in: project.root)
        XCTAssertEqual(table.status, 0, table.error)
        let lines = table.output.split(separator: "\n").map(String.init)
        let outputs = try XCTUnwrap(lines.first { $0.hasPrefix("output_private_set ") })
        XCTAssertTrue(outputs.contains("  no       yes"), outputs)
        let sections = try XCTUnwrap(lines.first { $0.hasPrefix("view_sections ") })
        XCTAssertTrue(sections.contains("  error     yes"), sections)

        let json = try CLI.run(["rules", "--json"], in: project.root)
        let rules = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        let rule = try XCTUnwrap(rules.first { $0["id"] as? String == "output_private_set" })
        XCTAssertEqual(rule["enabled"] as? Bool, false)
        XCTAssertEqual(rule["enabledByDefault"] as? Bool, true)

        try project.write(".mvvm.yml", "profile: inputs_outputs\n")
        let profile = try CLI.run(["rules"], in: project.root).output
        XCTAssertTrue(profile.split(separator: "\n").contains { $0.hasPrefix("outputs_read_only ") && $0.contains("  yes      no") }, profile)
    }
}
