import Foundation
import MVVMLint
import MVVMRules
@testable import MVVMScaffold
import XCTest

/// What `mvvm new` writes, `mvvm lint` accepts: every flavor, option mix and indentation, with
/// every rule on.
final class LintRoundTripTests: XCTestCase {
    func testEveryFlavorAndOptionMixLintsClean() throws {
        for flavor in Flavor.allCases {
            for scaffoldCase in ScaffoldCase.matrix {
                let violations = try lint(scaffoldCase.render(flavor))
                XCTAssertEqual(violations, [], "\(flavor) / \(scaffoldCase)")
            }
        }
    }

    func testOtherIndentationsLintClean() throws {
        for indentation in [Indentation.tab, .spaces(2), .spaces(3)] {
            for flavor in Flavor.allCases {
                let files = try ScaffoldCase.everything.render(flavor, indentation: indentation)
                XCTAssertEqual(try lint(files), [], "\(flavor) / \(indentation)")
            }
        }
    }

    /// The round trip can fail: a generated screen with a writable output is reported.
    func testTheRoundTripSeesABrokenScreen() throws {
        var files = try ScaffoldCase.everything.render(.combine)
        let index = try XCTUnwrap(files.firstIndex { $0.kind == .viewModel })
        files[index].contents = files[index].contents.replacingOccurrences(of: "@Published private(set) var title", with: "@Published var title")
        XCTAssertEqual(try lint(files), ["output_private_set"])
    }

    /// The rule ids reported when the files are linted as a project of their own, under a profile.
    func lint(_ files: [RenderedFile], profile: Profile = .rulebook) throws -> [String] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mvvm-roundtrip-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for file in files {
            let folder = root + (file.isTest ? "/Tests" : "/Sources")
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: URL(fileURLWithPath: folder + "/" + file.fileName))
        }
        var configuration = LintConfiguration(rootDirectory: root)
        configuration.tests = ["Tests"]
        configuration.profile = profile
        let discovered = try FileDiscovery.discover(paths: [], configuration: configuration, workingDirectory: root)
        XCTAssertEqual(discovered.toLint.count, files.count)
        let outcome = LintRun.run(files: discovered, configuration: configuration, workingDirectory: root)
        for violation in outcome.violations { print("\(violation.file):\(violation.line): \(violation.message) (\(violation.rule))") }
        return outcome.violations.map(\.rule)
    }
}
