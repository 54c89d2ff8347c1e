import MVVMLint
import MVVMRules
import SwiftLexer
import XCTest

final class SuppressionTests: XCTestCase {
    func lint(_ source: String, configure: (inout LintConfiguration) -> Void = { _ in }) throws -> [String] {
        let project = try TemporaryProject(["A.swift": source])
        var configuration = LintConfiguration(rootDirectory: project.root)
        configure(&configuration)
        let files = try FileDiscovery.discover(paths: [], configuration: configuration, workingDirectory: project.root)
        return LintRun.run(files: files, configuration: configuration, workingDirectory: project.root)
            .violations.map { "\($0.line):\($0.column) \($0.rule)" }
    }

    let viewModel = """
        @MainActor final class AViewModel: ObservableObject {
            @Published var a = 0
            @Published var b = 0
        }
        """

    func testWithoutSuppressionsBothAreReported() throws {
        XCTAssertEqual(try lint(viewModel), ["2:16 output_private_set", "3:16 output_private_set"])
    }

    func testNextThisAndRegionForms() throws {
        XCTAssertEqual(try lint("""
            @MainActor final class AViewModel: ObservableObject {
                // mvvm:disable:next output_private_set — bound by a legacy view, see #12
                @Published var a = 0
                @Published var b = 0 // mvvm:disable:this output_private_set -- same
                @Published var c = 0
            }
            """), ["5:16 output_private_set"])
        XCTAssertEqual(try lint("""
            @MainActor final class AViewModel: ObservableObject {
                // mvvm:disable output_private_set
                @Published var a = 0
                @Published var b = 0
                // mvvm:enable output_private_set
                @Published var c = 0
            }
            """), ["6:16 output_private_set"])
        XCTAssertEqual(try lint("// mvvm:disable all\n" + viewModel), [])
        XCTAssertEqual(try lint("/* mvvm:disable output_private_set */\n" + viewModel), [])
    }

    func testUnusedAndUnknownSuppressionsAreReported() throws {
        XCTAssertEqual(try lint("""
            @MainActor final class AViewModel: ObservableObject {
                // mvvm:disable:next output_private_set
                @Published private(set) var a = 0
                // mvvm:disable:next output_private_sett
                @Published private(set) var b = 0
            }
            """), ["2:5 unused_suppression", "4:5 unused_suppression"])
        XCTAssertEqual(try lint("// mvvm:disable:next output_private_set\nlet x = 1\n"), ["1:1 unused_suppression"])
    }

    func testSuppressionTextInStringsOrMidCommentDoesNothing() throws {
        XCTAssertEqual(try lint("""
            @MainActor final class AViewModel: ObservableObject {
                let note = "// mvvm:disable:next output_private_set"
                @Published var a = 0 // see mvvm:disable:this output_private_set
            }
            """), ["3:16 output_private_set"])
    }

    func testUnusedSuppressionCanBeDisabled() throws {
        let source = "// mvvm:disable:next output_private_set\nlet x = 1\n"
        XCTAssertEqual(try lint(source) { $0.disabledRules = ["unused_suppression"] }, [])
    }

    func testParsedScopes() {
        let file = SourceFile(text: "// mvvm:disable a b\nx\n// mvvm:enable a\n// mvvm:disable:this c\n")
        let suppressions = Suppressions.parse(file)
        XCTAssertEqual(suppressions.map(\.ruleIDs), [["a"], ["b"], ["c"]])
        XCTAssertEqual(suppressions.map(\.scope), [.region(endLine: 3), .region(endLine: Int.max), .thisLine])
        XCTAssertEqual(suppressions.last?.scope, .thisLine)
    }
}
