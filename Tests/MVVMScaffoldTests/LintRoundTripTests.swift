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

    // MARK: - Dialects (SPEC §4.2)

    /// The observable and inputs/outputs dialects, each under its own profile.
    static let reactiveDialects: [(ScreenDialect, Profile)] = [
        (.observable, .observable), (.inputsOutputsCombine, .inputsOutputs), (.inputsOutputsRxSwift, .inputsOutputs),
    ]

    func testReactiveDialectsLintCleanUnderTheirProfiles() throws {
        for (dialect, profile) in Self.reactiveDialects {
            for scaffoldCase in ScaffoldCase.matrix {
                let files = try scaffoldCase.render(dialect: dialect)
                XCTAssertEqual(try lint(files, profile: profile), [], "\(dialect) / \(scaffoldCase)")
            }
            for indentation in [Indentation.tab, .spaces(2), .spaces(3)] {
                let files = try ScaffoldCase.everything.render(dialect: dialect, indentation: indentation)
                XCTAssertEqual(try lint(files, profile: profile), [], "\(dialect) / \(indentation)")
            }
        }
    }

    /// The round trip can fail under the observable profile: a view owning its model with
    /// `@StateObject`-era wrappers is reported.
    func testTheObservableRoundTripSeesABrokenScreen() throws {
        var files = try ScaffoldCase.everything.render(dialect: .observable)
        let index = try XCTUnwrap(files.firstIndex { $0.kind == .view })
        files[index].contents = files[index].contents.replacingOccurrences(of: "    let viewModel: CheckoutViewModel", with: "    @State var viewModel: CheckoutViewModel")
        XCTAssertEqual(try lint(files, profile: .observable), ["observation_wrappers"])
    }

    /// …and under inputs_outputs: an output exposed as a subject anyone can write is reported,
    /// in either library.
    func testTheInputsOutputsRoundTripSeesABrokenScreen() throws {
        for (dialect, stream, subject) in [(ScreenDialect.inputsOutputsCombine, "AnyPublisher<String, Never>", "CurrentValueSubject<String, Never>"),
                                           (.inputsOutputsRxSwift, "Driver<String>", "BehaviorRelay<String>")] {
            var files = try ScaffoldCase.everything.render(dialect: dialect)
            let index = try XCTUnwrap(files.firstIndex { $0.kind == .viewModel })
            files[index].contents = files[index].contents.replacingOccurrences(of: "let title: " + stream, with: "let title: " + subject)
            XCTAssertEqual(try lint(files, profile: .inputsOutputs), ["outputs_read_only"], "\(dialect)")
        }
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
