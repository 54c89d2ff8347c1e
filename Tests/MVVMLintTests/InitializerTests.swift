import Foundation
import MVVMLint
import MVVMRules
import SwiftLexer
import SwiftOutline
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

    func testProjectHintsNameInferredReducersAndServiceWords() throws {
        let sources = [
            """
            final class ScreenViewModel: ObservableObject {
                enum Event { case load }
                func process(_ event: Event) { switch event { case .load: break } }
            }
            """,
            "final class AppContext: ObservableObject {}\nstruct A: View { @EnvironmentObject var context: AppContext }",
            "final class SyncContext: ObservableObject {}",
            "final class PhotoModel: ObservableObject {}\nfinal class CameraModel: ObservableObject {}",
        ]
        let facts = sources.enumerated().map { offset, text in
            FactExtractor.facts(of: SourceOutline(SourceFile(path: "/p/F\(offset).swift", text: text)), path: "/p/F\(offset).swift", isTestFile: false)
        }
        let hints = Initializer.ProjectHints(index: ProjectIndex(facts: facts))
        XCTAssertEqual(hints.reducers, ["process": 1])
        XCTAssertEqual(hints.serviceSuffixes, ["Context": ["AppContext", "SyncContext"]], "never `Model`")
        let text = Initializer.defaultConfiguration(hints: hints)
        let configuration = try LintConfiguration.parse(text, path: ".mvvm.yml", rootDirectory: "/p")
        XCTAssertEqual(configuration.actionMethods, ["send", "process"])
        XCTAssertTrue(text.contains("# - Context: AppContext, SyncContext"), text)
    }

    func testDefaultMainActorIsolationIsReadFromXcodeBuildSettings() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mvvm-init-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/App.xcodeproj", withIntermediateDirectories: true)
        try "buildSettings = {\n SWIFT_VERSION = 6.0;\n};\n".write(toFile: root + "/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        let settings = [root + "/App.xcodeproj/project.pbxproj"]
        XCTAssertFalse(XcodeBuildSettings.setsMainActorByDefault(settings))
        try "buildSettings = {\n SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;\n};\n".write(toFile: root + "/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        XCTAssertTrue(XcodeBuildSettings.setsMainActorByDefault(settings))
        // Another key on the line before, or the value on another line, is not the setting.
        try "buildSettings = {\n SWIFT_DEFAULT_ACTOR_ISOLATION = nonisolated;\n OTHER = MainActor;\n};\n"
            .write(toFile: root + "/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        XCTAssertFalse(XcodeBuildSettings.setsMainActorByDefault(settings))
        var hints = Initializer.ProjectHints()
        hints.mainActorByDefault = true
        let configuration = try LintConfiguration.parse(Initializer.defaultConfiguration(hints: hints), path: ".mvvm.yml", rootDirectory: root)
        XCTAssertEqual(configuration.ruleOptions["main_actor_view_model"]?.values["main_actor_by_default"], ["true"])
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
