import Foundation
import MVVMLint
import MVVMRules
import XCTest

/// The section fixes' edge cases: what moves together, what is left alone, line breaks.
final class AnatomyFixTests: XCTestCase {
    /// Fixes `source` with the section rules only; returns the file afterwards and what is left.
    func fix(_ source: String, rules: Set<String> = ["view_model_sections", "view_sections", "types_before_use"]) throws -> (text: String, left: [String]) {
        let project = try TemporaryProject(["A.swift": source])
        var configuration = LintConfiguration(rootDirectory: project.root)
        configuration.disabledRules = Set(RuleRegistry.ids).subtracting(rules)
        let files = try FileDiscovery.discover(paths: [], configuration: configuration, workingDirectory: project.root)
        let outcome = LintRun.run(files: files, configuration: configuration, workingDirectory: project.root, fix: true)
        let text = try String(contentsOfFile: project.path("A.swift"), encoding: .utf8)
        let again = LintRun.run(files: files, configuration: configuration, workingDirectory: project.root, fix: true)
        XCTAssertTrue(again.fixed.isEmpty, "a second --fix changes nothing")
        return (text, outcome.violations.map { "\($0.line) \($0.rule)" })
    }

    /// `private` hides a property from the view's extensions in other files: no fix there.
    func testLocalStateReadByAnExtensionInAnotherFileIsNotMadePrivate() throws {
        let view = """
            import SwiftUI

            final class SearchViewModel: ObservableObject {}

            struct SearchView: View {
                @StateObject private var viewModel = SearchViewModel()
                @State var query = ""
                init() {}
                var body: some View { field }
            }

            """
        let project = try TemporaryProject(["SearchView.swift": view, "SearchView+Field.swift": """
            import SwiftUI

            extension SearchView {
                var field: some View { Text(query) }
            }

            """])
        var configuration = LintConfiguration(rootDirectory: project.root)
        configuration.disabledRules = Set(RuleRegistry.ids).subtracting(["private_local_state"])
        let files = try FileDiscovery.discover(paths: [], configuration: configuration, workingDirectory: project.root)
        let outcome = LintRun.run(files: files, configuration: configuration, workingDirectory: project.root, fix: true)
        XCTAssertEqual(outcome.violations.map(\.rule), ["private_local_state"], "reported, not fixed")
        XCTAssertEqual(try String(contentsOfFile: project.path("SearchView.swift"), encoding: .utf8), view)
        // The same view with its extension in its own file is fixed.
        let alone = try fix(view + "extension SearchView {\n    var field: some View { Text(query) }\n}\n", rules: ["private_local_state"])
        XCTAssertTrue(alone.text.contains("@State private var query"), alone.text)
        XCTAssertEqual(alone.left, [])
    }

    /// A view model used only by another one that the same run puts on the main actor gets
    /// `@MainActor` in that run too: one `--fix` settles the chain.
    func testAChainOfViewModelsGetsMainActorInOneRun() throws {
        let (text, left) = try fix("""
            import SwiftUI

            struct CartView: View {
                @StateObject var viewModel = CartViewModel()
                var body: some View { LineView(viewModel: viewModel.line) }
            }

            struct LineView: View {
                @ObservedObject var viewModel: LineViewModel
                var body: some View { Text(viewModel.title) }
            }

            final class CartViewModel: ObservableObject {
                let line = LineViewModel()
            }

            final class LineViewModel: ObservableObject {
                @Published private(set) var title = ""
            }

            """, rules: ["main_actor_view_model"])
        XCTAssertTrue(text.contains("@MainActor\nfinal class CartViewModel"), text)
        XCTAssertTrue(text.contains("@MainActor\nfinal class LineViewModel"), text)
        XCTAssertEqual(left, [])
    }

    func testAConditionalBlockMovesWholeWithItsSection() throws {
        let (text, left) = try fix("""
            final class MapViewModel: ObservableObject {
                @Published private(set) var title = ""
                #if os(iOS)
                /// Where the user is.
                private let locator: Locator
                #endif
            }

            """)
        XCTAssertEqual(text, """
            final class MapViewModel: ObservableObject {
                // MARK: - Properties & Dependencies

                #if os(iOS)
                /// Where the user is.
                private let locator: Locator
                #endif

                // MARK: - Output

                @Published private(set) var title = ""
            }

            """)
        XCTAssertEqual(left, [])
    }

    func testABlockThatWouldSplitLeavesTheTypeAsItIs() throws {
        let source = """
            final class MixedViewModel: ObservableObject {
                @Published private(set) var title = ""
                #if DEBUG
                private let logger: Logger
                func send(_ action: Action) {}
                #endif
            }

            """
        let (text, left) = try fix(source)
        XCTAssertEqual(text, source)
        XCTAssertEqual(left, ["4 view_model_sections", "5 view_model_sections"])
    }

    func testTwoMembersOnOneLineAreLeftAlone() throws {
        let source = """
            final class LineViewModel: ObservableObject {
                @Published private(set) var title = ""; private let api: API
            }

            """
        XCTAssertEqual(try fix(source).text, source)
    }

    func testMarksAreRenamedNeverRepeatedAndOthersStayComments() throws {
        let (text, _) = try fix("""
            final class ListViewModel: ObservableObject {
                // MARK: - Types
                struct Row { let id: Int }

                // MARK: - Outputs
                @Published private(set) var rows: [Row] = []
                static let limit = 10

                // MARK: Dependencies
                private let api: API

                // MARK: - Dependencies
                private let store: Store
            }

            """)
        XCTAssertEqual(text, """
            final class ListViewModel: ObservableObject {
                // MARK: - Types
                struct Row { let id: Int }

                // MARK: Properties & Dependencies
                private let api: API
                private let store: Store

                // MARK: - Output
                @Published private(set) var rows: [Row] = []
                static let limit = 10
            }

            """)
    }

    func testCRLFFilesKeepTheirLineBreaks() throws {
        let (text, _) = try fix("struct LoginView: View {\r\n    @StateObject private var viewModel = LoginViewModel()\r\n    @Environment(\\.dismiss) private var dismiss\r\n\r\n    var body: some View { Text(\"\") }\r\n}\r\nfinal class LoginViewModel: ObservableObject {}\r\n")
        XCTAssertFalse(text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), text.debugDescription)
        XCTAssertTrue(text.hasPrefix("struct LoginView: View {\r\n    // MARK: - Environment\r\n\r\n    @Environment"), text.debugDescription)
    }

    func testANestedTypeGoesAboveItsUserAndMembersWithoutSectionStayWithTheirNeighbour() throws {
        let (text, left) = try fix("""
            final class FeedViewModel: ObservableObject {
                @Published private(set) var state: State = .idle
                static let pageSize = 20

                enum State { case idle }

                init(api: API) { self.api = api }
                private let api: API
            }

            """)
        // `types_before_use` moves `State` above its user first (its edit lies inside the body's),
        // so the section fix then finds it above every sectioned member and keeps it at the top.
        XCTAssertEqual(text, """
            final class FeedViewModel: ObservableObject {
                enum State { case idle }

                // MARK: - Properties & Dependencies

                private let api: API

                // MARK: - Lifecycle

                init(api: API) { self.api = api }

                // MARK: - Output

                @Published private(set) var state: State = .idle
                static let pageSize = 20
            }

            """)
        XCTAssertEqual(left, [])
    }
}

extension AnatomyFixTests {
    /// With the section fix alone, the nested type joins its user's section, right above it.
    func testTheSectionFixAloneKeepsTypesAboveTheirUsers() throws {
        let (text, _) = try fix("""
            final class FeedViewModel: ObservableObject {
                @Published private(set) var state: State = .idle

                enum State { case idle }
                private let api: API
            }

            """, rules: ["view_model_sections"])
        XCTAssertEqual(text, """
            final class FeedViewModel: ObservableObject {
                // MARK: - Properties & Dependencies

                private let api: API

                // MARK: - Output

                enum State { case idle }
                @Published private(set) var state: State = .idle
            }

            """)
    }
}

extension AnatomyFixTests {
    /// One reordering fixes every finding of its type, and the run counts the findings.
    func testTheRunCountsFindingsNotEdits() throws {
        let project = try TemporaryProject(["A.swift": """
            @MainActor final class PlayerViewModel: ObservableObject {
                @Published private(set) var isPlaying = false
                init(engine: Engine) { self.engine = engine }
                func send(_ action: Action) {}
                private let engine: Engine
            }

            """])
        var configuration = LintConfiguration(rootDirectory: project.root)
        configuration.disabledRules = Set(RuleRegistry.ids).subtracting(["view_model_sections"])
        let files = try FileDiscovery.discover(paths: [], configuration: configuration, workingDirectory: project.root)
        let outcome = LintRun.run(files: files, configuration: configuration, workingDirectory: project.root, fix: true)
        XCTAssertEqual(outcome.fixed.map(\.count), [3])
        XCTAssertEqual(outcome.violations.count, 0)
    }
}
