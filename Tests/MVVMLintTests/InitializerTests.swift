import Foundation
import MVVMLint
import MVVMRules
import TestSupport
import XCTest
import Yams

final class InitializerTests: XCTestCase {
    func testDefaultConfigurationParsesToTheDefaultsAndNamesEveryRule() throws {
        let text = Initializer.defaultConfiguration()
        let configuration = try LintConfiguration.parse(text, path: ".mvvm.yml", rootDirectory: "/p")
        XCTAssertEqual(configuration.viewModelSuffixes, ["ViewModel"])
        XCTAssertEqual(configuration.actionMethods, ["send"])
        XCTAssertTrue(configuration.disabledRules.isEmpty)
        for id in RuleRegistry.ids { XCTAssertTrue(text.contains("#   \(id): "), id) }
    }

    func testPreCommitManifestDeclaresTheHook() throws {
        let text = try String(contentsOfFile: CorpusFiles.packageRoot + "/.pre-commit-hooks.yaml", encoding: .utf8)
        let hooks = try XCTUnwrap(try Yams.load(yaml: text) as? [[String: Any]])
        XCTAssertEqual(hooks.count, 1)
        XCTAssertEqual(hooks[0]["id"] as? String, "mvvm-lint")
        XCTAssertEqual(hooks[0]["language"] as? String, "swift")
        XCTAssertEqual(hooks[0]["types"] as? [String], ["swift"])
        XCTAssertEqual(hooks[0]["entry"] as? String, "mvvm lint")
        XCTAssertEqual(hooks[0]["require_serial"] as? Bool, true)
    }
}
