import Foundation
import TestSupport
import XCTest

/// `mvvm add`, run as users run it, on screens `mvvm new` made.
final class AddCommandTests: XCTestCase {
    static let viewModel = "Sources/LoginViewModel.swift"
    static let view = "Sources/LoginView.swift"
    static let tests = "Tests/LoginViewModelTests.swift"

    /// A project with a `Login` screen made by `mvvm new` (one action, one responder action).
    private func project(flavor: String = "combine", actions: String? = "signIn(String,String)",
                         responderActions: String? = "signedIn") throws -> TemporaryDirectory {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "new: {sources: Sources, tests: Tests}\n")
        var arguments = ["new", "Login", "--flavor", flavor]
        if let actions { arguments += ["--actions", actions] }
        if let responderActions { arguments += ["--responder-actions", responderActions] }
        let made = try CLI.run(arguments, in: project.root)
        XCTAssertEqual(made.status, 0, made.error)
        return project
    }

    private func read(_ project: TemporaryDirectory, _ file: String) throws -> String {
        try String(contentsOfFile: project.path(file), encoding: .utf8)
    }

    private func lintClean(_ project: TemporaryDirectory, file: StaticString = #filePath, line: UInt = #line) throws {
        let lint = try CLI.run(["lint", "--quiet", "--strict"], in: project.root)
        XCTAssertEqual(lint.status, 0, lint.output + lint.error, file: file, line: line)
        XCTAssertEqual(lint.output, "", file: file, line: line)
    }

    // MARK: - The four kinds

    /// A project that names its sections otherwise (`view_model_sections`' aliases) gets the new
    /// output and dependency in those sections.
    func testConfiguredSectionTitlesAreWhereMembersGo() throws {
        let project = try project(actions: nil, responderActions: nil)
        try project.write(".mvvm.yml", """
            new: {sources: Sources, tests: Tests}
            rules:
              view_model_sections:
                output_aliases: [Published State]
                properties_aliases: [Stored]

            """)
        let model = try read(project, Self.viewModel)
            .replacingOccurrences(of: "// MARK: - Output", with: "// MARK: - published  state")
            .replacingOccurrences(of: "// MARK: - Properties & Dependencies", with: "// MARK: - Stored")
        try project.write(Self.viewModel, model)
        for (kind, value) in [("output", "banner:String?"), ("dependency", "clock:Date=Date()")] {
            let result = try CLI.run(["add", kind, "LoginViewModel", value], in: project.root)
            XCTAssertEqual(result.status, 0, result.error)
        }
        let added = try read(project, Self.viewModel)
        let published = try XCTUnwrap(added.range(of: "// MARK: - published  state"))
        let banner = try XCTUnwrap(added.range(of: "@Published private(set) var banner: String? = nil"))
        XCTAssertLessThan(published.lowerBound, banner.lowerBound, added)
        let stored = try XCTUnwrap(added.range(of: "// MARK: - Stored"))
        let clock = try XCTUnwrap(added.range(of: "private let clock: Date"))
        let lifecycle = try XCTUnwrap(added.range(of: "// MARK: - Lifecycle"))
        XCTAssertTrue(stored.lowerBound < clock.lowerBound && clock.lowerBound < lifecycle.lowerBound, added)
        try lintClean(project)
    }

    func testActionAddsTheCaseTheBranchTheStateAndATest() throws {
        let project = try project()
        let result = try CLI.run(["add", "action", "LoginViewModel", "resetPassword(String)"], in: project.root)
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(result.output, "update    \(Self.viewModel)\nupdate    \(Self.tests)\n")
        let model = try read(project, Self.viewModel)
        XCTAssertTrue(model.contains("""
                    case signIn(String, String)
                    case signedIn
                    case resetPassword(String)
                }
            """), model)
        XCTAssertTrue(model.contains("""
                    case .signedIn(let value):
                        responder.send(.signedIn(value))

                    case .resetPassword:
                        state = .resetPassword
                    }
            """) || model.contains("""
                    case .signedIn:
                        responder.send(.signedIn)

                    case .resetPassword:
                        state = .resetPassword
                    }
            """), model)
        XCTAssertTrue(model.contains("        case signIn\n        case resetPassword\n    }"), model)
        let tests = try read(project, Self.tests)
        XCTAssertTrue(tests.contains("""
                func testResetPassword_changesStateToResetPassword() async {
                    let sut = makeSUT()

                    sut.send(.resetPassword(""))

                    XCTAssertEqual(sut.state, .resetPassword)
                }
            """), tests)
        try lintClean(project)
    }

    func testActionIntoAScreenWithoutActionsFillsTheEmptyEnumAndSend() throws {
        let project = try project(actions: nil, responderActions: nil)
        let result = try CLI.run(["add", "action", "LoginViewModel", "refresh"], in: project.root)
        XCTAssertEqual(result.status, 0, result.error)
        let model = try read(project, Self.viewModel)
        XCTAssertTrue(model.contains("""
                enum Action {
                    case refresh
                }

                func send(_ action: Action) {
                    switch action {
                    case .refresh:
                        state = .refresh
                    }
                }
            """), model)
        try lintClean(project)
    }

    func testResponderActionAddsTheCaseAForwardingInputAndATest() throws {
        let project = try project(flavor: "observable", responderActions: nil)
        let result = try CLI.run(["add", "responder-action", "LoginViewModel", "cancelled"], in: project.root)
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(result.output, "update    \(Self.viewModel)\nupdate    \(Self.tests)\n")
        let model = try read(project, Self.viewModel)
        XCTAssertTrue(model.contains("    enum ResponderAction {\n        case cancelled\n    }"), model)
        XCTAssertTrue(model.contains("        case cancelled\n    }\n\n    func send"), model)
        XCTAssertTrue(model.contains("\n\n        case .cancelled:\n            responder.send(.cancelled)\n        }"), model)
        let tests = try read(project, Self.tests)
        XCTAssertTrue(tests.contains("func testCancelled_respondsWithCancelled() async {"), tests)
        XCTAssertTrue(tests.contains("if case .cancelled = action { responses += 1 }"), tests)
        try lintClean(project)
    }

    func testOutputFollowsTheFlavor() throws {
        for (flavor, line) in [("combine", "@Published private(set) var banner: String? = nil"), ("observable", "private(set) var banner: String? = nil")] {
            let project = try project(flavor: flavor)
            let result = try CLI.run(["add", "output", "LoginViewModel", "banner:String?"], in: project.root)
            XCTAssertEqual(result.status, 0, result.error)
            XCTAssertEqual(result.output, "update    \(Self.viewModel)\n")
            let model = try read(project, Self.viewModel)
            XCTAssertTrue(model.contains("var state: State = .idle\n    \(line)\n\n    // MARK: - Support"), model)
            try lintClean(project)
        }
    }

    func testDependencyReachesInitPreviewAndTests() throws {
        let project = try project()
        let result = try CLI.run(["add", "dependency", "LoginViewModel", "analytics:Analytics"], in: project.root)
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(result.output, "update    \(Self.viewModel)\nupdate    \(Self.view)\nupdate    \(Self.tests)\n")
        let model = try read(project, Self.viewModel)
        XCTAssertTrue(model.contains("// MARK: - Properties & Dependencies\n\n    private let analytics: Analytics\n\n    // MARK: - Lifecycle"), model)
        XCTAssertTrue(model.contains("init(analytics: Analytics, responder: Responder<ResponderAction>) {\n        self.analytics = analytics\n        self.responder = responder"), model)
        XCTAssertTrue(try read(project, Self.view).contains("LoginViewModel(analytics: .preview, responder: .noop)"))
        XCTAssertTrue(try read(project, Self.tests).contains("LoginViewModel(analytics: .preview, responder: responder)"))
        // A second one goes after the first, with the given value.
        let second = try CLI.run(["add", "dependency", "LoginViewModel", "clock:Clock=.fixed"], in: project.root)
        XCTAssertEqual(second.status, 0, second.error)
        XCTAssertTrue(try read(project, Self.viewModel).contains("    private let analytics: Analytics\n    private let clock: Clock\n"))
        XCTAssertTrue(try read(project, Self.tests).contains("LoginViewModel(analytics: .preview, clock: .fixed, responder: responder)"))
        try lintClean(project)
    }

    func testAppCodeThatBuildsTheViewModelGetsANoteNotAPreviewValue() throws {
        let project = try project()
        try project.write("Sources/App.swift", "func makeLogin() -> LoginViewModel {\n    LoginViewModel(responder: .noop)\n}\n")
        let result = try CLI.run(["add", "dependency", "LoginViewModel", "analytics:Analytics"], in: project.root)
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(result.error, "note: Sources/App.swift:2: builds LoginViewModel without `analytics:`; pass the app's Analytics there\n")
        XCTAssertEqual(try read(project, "Sources/App.swift"), "func makeLogin() -> LoginViewModel {\n    LoginViewModel(responder: .noop)\n}\n")
    }

    // MARK: - A screen written by hand

    static let cartViewModel = """
        import Foundation
        import Observation

        @MainActor
        @Observable
        final class CartViewModel {

            // MARK: - Properties & Dependencies

            private let api: API

            // MARK: - Lifecycle

            init(
                api: API,
                responder: Responder<ResponderAction>
            ) {
                self.api = api
                self.responder = responder
            }

            // MARK: - Responder

            enum ResponderAction { case closed }

            private let responder: Responder<ResponderAction>

            // MARK: - Input

            enum Action {
                case load // first
                case close
            }

            func send(_ action: Action) {
                switch action {
                case .load:
                    state = .loading
                case .close:
                    responder.send(.closed)
                }
            }

            // MARK: - Output

            enum State { case idle, loading }

            private(set) var state: State = .idle

            // MARK: - Support
        }

        """
    static let cartView = """
        import SwiftUI

        struct CartView: View {

            // MARK: - View Model

            @State var viewModel: CartViewModel

            // MARK: - Body

            var body: some View {
                Text("Cart")
            }
        }

        #Preview {
            CartView(viewModel: CartViewModel(
                api: .preview,
                responder: .noop
            ))
        }

        """
    static let cartTests = """
        import Testing

        @MainActor
        struct CartViewModelTests {
            @Test func load_changesStateToLoading() {
                let sut = makeSUT()
                sut.send(.load)
                #expect(sut.state == .loading)
            }

            @Test func close_respondsWithClosed() {
                var closed = 0
                let sut = makeSUT(responder: .init { if case .closed = $0 { closed += 1 } })
                sut.send(.close)
                #expect(closed == 1)
            }

            private func makeSUT(responder: Responder<CartViewModel.ResponderAction> = .noop) -> CartViewModel {
                CartViewModel(api: .preview, responder: responder)
            }
        }

        """
    static let cartSupport = """
        struct Responder<Action> {
            var send: (Action) -> Void
        }

        extension Responder {
            static var noop: Self { .init { _ in } }
        }

        struct API { static let preview = API() }
        struct Clock { static let fixed = Clock() }

        """

    /// Its own layout is kept: one-line enums grow on their line, a switch without blank lines
    /// gets none, parameters and arguments one per line stay so, `#Preview` and Swift Testing.
    func testAHandWrittenScreenKeepsItsOwnStyle() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("Sources/CartViewModel.swift", Self.cartViewModel)
        try project.write("Sources/CartView.swift", Self.cartView)
        try project.write("Sources/Support.swift", Self.cartSupport)
        try project.write("Tests/CartViewModelTests.swift", Self.cartTests)
        for (kind, value) in [("dependency", "clock:Clock=.fixed"), ("action", "refresh"), ("responder-action", "paid(total: Double)"),
                              ("output", "total:Double")] {
            let result = try CLI.run(["add", kind, "CartViewModel", value], in: project.root)
            XCTAssertEqual(result.status, 0, "\(kind): \(result.error)")
        }
        var expected = Self.cartViewModel
        for (old, new) in [
            ("    private let api: API\n", "    private let api: API\n    private let clock: Clock\n"),
            ("        api: API,\n", "        api: API,\n        clock: Clock,\n"),
            ("        self.api = api\n", "        self.api = api\n        self.clock = clock\n"),
            ("{ case closed }", "{ case closed, paid(total: Double) }"),
            ("        case close\n", "        case close\n        case refresh\n        case paid(total: Double)\n"),
            ("            responder.send(.closed)\n", "            responder.send(.closed)\n        case .refresh:\n            state = .refresh\n"
                + "        case let .paid(total):\n            responder.send(.paid(total: total))\n"),
            ("{ case idle, loading }", "{ case idle, loading, refresh }"),
            ("    private(set) var state: State = .idle\n", "    private(set) var state: State = .idle\n    private(set) var total: Double = 0\n"),
        ] {
            XCTAssertTrue(expected.contains(old), old)
            expected = expected.replacingOccurrences(of: old, with: new)
        }
        XCTAssertEqual(try read(project, "Sources/CartViewModel.swift"), expected)
        XCTAssertTrue(try read(project, "Sources/CartView.swift").contains("        api: .preview,\n        clock: .fixed,\n        responder: .noop\n"))
        let tests = try read(project, "Tests/CartViewModelTests.swift")
        XCTAssertTrue(tests.contains("CartViewModel(api: .preview, clock: .fixed, responder: responder)"), tests)
        XCTAssertTrue(tests.contains("""
                @Test func paid_respondsWithPaid() async {
                    var responses = 0
                    let sut = makeSUT(responder: .init { action in
                        if case .paid = action { responses += 1 }
                    })

                    sut.send(.paid(total: 0))

                    #expect(responses == 1)
                }

                private func makeSUT
            """), tests)
        XCTAssertTrue(tests.contains("@Test func refresh_changesStateToRefresh() async {"), tests)
        try lintClean(project)
        #if os(Linux)
        // The stand-in SwiftUI has no `#Preview`: the view model and its Swift Testing tests.
        let build = CompileProofPackage.build
        XCTAssertEqual(build.status, 0, build.output)
        let check = try ProcessRun.run("/usr/bin/env", ["swiftc", "-typecheck", "-warnings-as-errors", "-I", CompileProofPackage.modules]
            + ["Sources/CartViewModel.swift", "Sources/Support.swift", "Tests/CartViewModelTests.swift"].map(project.path))
        XCTAssertEqual(check.status, 0, check.output)
        #endif
    }

    /// No `State` to set: the branch is `break` (before a `default:`), the test only sends the
    /// action, `@MainActor` as the test type is not; what the screen lacks is refused by name.
    func testAScreenWithoutStateOrSectionsGetsWhatItCanHold() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("FeedViewModel.swift", """
            import Combine

            @MainActor
            final class FeedViewModel: ObservableObject {
                enum Action { case load, reload }

                func send(_ action: Action) {
                    switch action {
                    case .load:
                        items = [1]
                    default:
                        break
                    }
                }

                @Published private(set) var items: [Int] = []
            }

            """)
        try project.write("Tests/FeedViewModelTests.swift", """
            import XCTest

            final class FeedViewModelTests: XCTestCase {
                @MainActor func testLoad() {
                    let sut = makeSUT()
                    sut.send(.load)
                    sut.send(.reload)
                }

                @MainActor private func makeSUT() -> FeedViewModel { FeedViewModel() }
            }

            """)
        let result = try CLI.run(["add", "action", "FeedViewModel", "more(page: Int)"], in: project.root)
        XCTAssertEqual(result.status, 0, result.error)
        let model = try read(project, "FeedViewModel.swift")
        XCTAssertTrue(model.contains("{ case load, reload, more(page: Int) }"), model)
        XCTAssertTrue(model.contains("        case .more:\n            break\n        default:\n"), model)
        let tests = try read(project, "Tests/FeedViewModelTests.swift")
        XCTAssertTrue(tests.contains("""
                @MainActor func testMore_isHandled() async {
                    let sut = makeSUT()

                    sut.send(.more(page: 0))
                }

                @MainActor private func makeSUT()
            """), tests)
        for (kind, value, missing) in [("responder-action", "done", "no `enum ResponderAction` in `FeedViewModel`"),
                                       ("output", "x:Int", "no `// MARK: - Output` section in `FeedViewModel`"),
                                       ("dependency", "api:API", "no `init` in `FeedViewModel`")] {
            let refused = try CLI.run(["add", kind, "FeedViewModel", value], in: project.root)
            XCTAssertEqual(refused.status, 2, kind)
            XCTAssertTrue(refused.error.hasPrefix("FeedViewModel.swift: error: " + missing), refused.error)
        }
        #if os(Linux)
        let build = CompileProofPackage.build
        XCTAssertEqual(build.status, 0, build.output)
        let helpers = try XCTUnwrap(CompileProofPackage.find(suffix: "/debug/COpenCombineHelpers.build/module.modulemap"))
        let check = try ProcessRun.run("/usr/bin/env", ["swiftc", "-swift-version", "6", "-typecheck", "-warnings-as-errors",
                                                        "-I", CompileProofPackage.modules, "-Xcc", "-fmodule-map-file=" + helpers]
            + ["FeedViewModel.swift", "Tests/FeedViewModelTests.swift"].map(project.path))
        XCTAssertEqual(check.status, 0, check.output)
        #endif
    }

    func testConfigFromAnotherFolderAndTheMissingTestsAreSaid() throws {
        let project = try project()
        try FileManager.default.removeItem(atPath: project.path(Self.tests))
        let elsewhere = try TemporaryDirectory()
        let output = try CLI.run(["add", "output", "LoginViewModel", "banner:String?", "--config", project.path(".mvvm.yml")], in: elsewhere.root)
        XCTAssertEqual(output.status, 0, output.error)
        XCTAssertTrue(output.output.hasPrefix("update    "), output.output)
        XCTAssertTrue(output.output.hasSuffix("/Sources/LoginViewModel.swift\n"), output.output)
        let action = try CLI.run(["add", "action", "LoginViewModel", "go", "--config", project.path(".mvvm.yml")], in: elsewhere.root)
        XCTAssertEqual(action.status, 2)
        XCTAssertEqual(action.error, "error: no test file mentions `LoginViewModel`; mvvm add writes the new test beside its tests\n")
    }

    // MARK: - Safety

    func testDryRunPrintsStatusesAndDiffsAndWritesNothing() throws {
        let project = try project()
        let before = try read(project, Self.viewModel)
        let result = try CLI.run(["add", "output", "LoginViewModel", "banner:String?", "--dry-run"], in: project.root)
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(result.output.hasPrefix("update    \(Self.viewModel)\n\n--- a/\(Self.viewModel)\n+++ b/\(Self.viewModel)\n@@ "), result.output)
        XCTAssertTrue(result.output.contains("\n+    @Published private(set) var banner: String? = nil\n"), result.output)
        XCTAssertEqual(result.output.split(separator: "\n").filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }.count, 1, result.output)
        XCTAssertEqual(try read(project, Self.viewModel), before)
    }

    func testRefusalsAreOneLineWithStatusTwoAndWriteNothing() throws {
        let project = try project()
        try project.write("Sources/Other.swift", "final class OtherModel {}\n")
        let cases: [([String], String)] = [
            (["action", "MissingViewModel", "go"], "no type `MissingViewModel`"),
            (["action", "LoginViewModel", "signIn"], "already has a case `signIn`"),
            (["responder-action", "LoginViewModel", "signedIn"], "already has a case `signedIn`"),
            (["output", "LoginViewModel", "state:Int"], "already has a member `state`"),
            (["dependency", "LoginViewModel", "responder:Responder<Int>=.noop"], "already has a member `responder`"),
            (["action", "LoginViewModel", "idle"], "clash with `State.idle`"),
            (["action", "LoginViewModel", "go(Item)"], "need a sample `Item`"),
            (["output", "LoginViewModel", "profile:Profile"], "needs an initial value"),
            (["action", "OtherModel", "go"], "no `enum Action` in `OtherModel`"),
        ]
        let files = [Self.viewModel, Self.view, Self.tests]
        let before = try files.map { try read(project, $0) }
        for (arguments, message) in cases {
            let result = try CLI.run(["add"] + arguments, in: project.root)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.output)")
            XCTAssertEqual(result.output, "", "\(arguments)")
            XCTAssertTrue(result.error.contains(message), "\(arguments): \(result.error)")
            XCTAssertEqual(result.error.split(separator: "\n").count, 1, "\(arguments): \(result.error)")
        }
        XCTAssertEqual(try files.map { try read(project, $0) }, before)
    }

    func testAnAmbiguousNameIsRefused() throws {
        let project = try project()
        try project.write("Sources/Copy/LoginViewModel.swift", "final class LoginViewModel {}\n")
        let result = try CLI.run(["add", "action", "LoginViewModel", "go"], in: project.root)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.contains("`LoginViewModel` is declared 2 times"), result.error)
    }

    func testOtherProfilesAreRefused() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "profile: viewstate\nnew: {sources: Sources, tests: Tests}\n")
        XCTAssertEqual(try CLI.run(["new", "Login"], in: project.root).status, 0)
        let result = try CLI.run(["add", "action", "LoginViewModel", "go"], in: project.root)
        XCTAssertEqual(result.status, 2, result.output)
        XCTAssertEqual(result.error, "Sources/LoginViewModel.swift: error: `LoginViewModel` is a viewstate screen; mvvm add edits rulebook screens only\n")
    }

    func testEditedFilesKeepTheirPermissions() throws {
        let project = try project()
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: project.path(Self.viewModel))
        XCTAssertEqual(try CLI.run(["add", "output", "LoginViewModel", "banner:String?"], in: project.root).status, 0)
        let mode = try FileManager.default.attributesOfItem(atPath: project.path(Self.viewModel))[.posixPermissions] as? NSNumber
        XCTAssertEqual(mode?.intValue, 0o600)
    }

    // MARK: - Nothing lost (issue 20)

    /// One-line bodies get the addition on their line, and the result parses; a layout the edit
    /// cannot place is refused with nothing written.
    func testOneLineInitAndSendGetTheirAdditionsInPlace() throws {
        let project = try project(actions: "tap", responderActions: nil)
        let collapsed = oneLine(try read(project, Self.viewModel), "    init(")
            .replacingOccurrences(of: "{ self.responder = responder }", with: "{ print(\"made\"); self.responder = responder }")
        XCTAssertTrue(collapsed.contains("    init(responder: Responder<ResponderAction>) { print(\"made\"); self.responder = responder }"), collapsed)
        try project.write(Self.viewModel, collapsed)
        let dependency = try CLI.run(["add", "dependency", "LoginViewModel", "clock:Date=Date()"], in: project.root)
        XCTAssertEqual(dependency.status, 0, dependency.error)
        let edited = try read(project, Self.viewModel)
        XCTAssertTrue(edited.contains("self.clock = clock; self.responder = responder }"), edited)
        XCTAssertEqual(try ProcessRun.run("/usr/bin/env", ["swiftc", "-frontend", "-parse", project.path(Self.viewModel)]).status, 0)

        // A switch on one line.
        let sendStart = try XCTUnwrap(edited.range(of: "    func send("))
        let sendEnd = try XCTUnwrap(edited.range(of: "\n    }\n", range: sendStart.upperBound..<edited.endIndex))
        try project.write(Self.viewModel, edited.replacingCharacters(
            in: sendStart.lowerBound..<sendEnd.upperBound,
            with: "    func send(_ action: Action) { switch action { case .tap: state = .tap } }\n"))
        let action = try CLI.run(["add", "action", "LoginViewModel", "retry"], in: project.root)
        XCTAssertEqual(action.status, 0, action.error)
        let branched = try read(project, Self.viewModel)
        XCTAssertTrue(branched.contains("{ switch action { case .tap: state = .tap; case .retry: state = .retry } }"), branched)
        XCTAssertEqual(try ProcessRun.run("/usr/bin/env", ["swiftc", "-frontend", "-parse", project.path(Self.viewModel)]).status, 0)
    }

    /// The new enum case follows the enum's spacing (a blank line before it where its cases have
    /// them), and a test added to a test type written on one line is indented inside it.
    func testNewCasesAndTestsFollowTheSpacingAndIndentationAround() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("Sources/CompactViewModel.swift", """
            import Combine

            @MainActor
            final class CompactViewModel: ObservableObject {
                init() {}

                enum Action {
                    case a

                    case b
                }

                func send(_ action: Action) {
                    switch action {
                    case .a:
                        state = .a

                    case .b:
                        state = .b
                    }
                }

                enum State: Equatable { case idle, a, b }

                @Published private(set) var state: State = .idle
            }

            """)
        try project.write("Tests/CompactViewModelTests.swift", """
            import XCTest

            @MainActor final class CompactViewModelTests: XCTestCase { func testA() { XCTAssertEqual(makeSUT().state, .idle) }
                private func makeSUT() -> CompactViewModel { CompactViewModel() } }

            """)
        let result = try CLI.run(["add", "action", "CompactViewModel", "c"], in: project.root)
        XCTAssertEqual(result.status, 0, result.error)
        let model = try read(project, "Sources/CompactViewModel.swift")
        XCTAssertTrue(model.contains("        case a\n\n        case b\n\n        case c\n    }\n"), model)
        XCTAssertTrue(model.contains("            state = .b\n\n        case .c:\n            state = .c\n        }\n"), model)
        let tests = try read(project, "Tests/CompactViewModelTests.swift")
        XCTAssertTrue(tests.contains("\n    func testC_changesStateToC() async {\n        let sut = makeSUT()\n"), tests)
        for file in ["Sources/CompactViewModel.swift", "Tests/CompactViewModelTests.swift"] {
            XCTAssertEqual(try ProcessRun.run("/usr/bin/env", ["swiftc", "-frontend", "-parse", project.path(file)]).status, 0, file)
        }
    }

    /// The declaration starting with `start` (at four spaces) and its body joined into one line:
    /// `init(…) { self.a = a; self.b = b }`.
    private func oneLine(_ text: String, _ start: String) -> String {
        var lines = text.components(separatedBy: "\n")
        guard let first = lines.firstIndex(where: { $0.hasPrefix(start) }),
              let last = lines[first...].firstIndex(of: "    }") else { return text }
        let body = lines[(first + 1)..<last].map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        lines.replaceSubrange(first...last, with: [lines[first] + " " + body.joined(separator: "; ") + " }"])
        return lines.joined(separator: "\n")
    }

    func testALayoutTheEditCannotPlaceIsRefusedAndNothingIsWritten() throws {
        let project = try project(actions: "tap", responderActions: nil)
        // The output section's MARK sits inside a nested type, so the new member would land there.
        let model = try read(project, Self.viewModel)
        let moved = model.replacingOccurrences(of: "    // MARK: - Output\n", with: "    // MARK: - Elsewhere\n")
            .replacingOccurrences(of: "    enum Action {", with: "    enum Action {\n        // MARK: - Output\n")
        try project.write(Self.viewModel, moved)
        let result = try CLI.run(["add", "output", "LoginViewModel", "banner:String?"], in: project.root)
        XCTAssertEqual(result.status, 2, result.output)
        XCTAssertTrue(result.error.hasPrefix("Sources/LoginViewModel.swift: error: the edit would not put `banner` where it belongs"),
                      result.error)
        XCTAssertEqual(try read(project, Self.viewModel), moved)
    }

    /// `@unknown default:` stays the last case, attribute and all; `#if` among the cases is refused.
    func testUnknownDefaultStaysLastAndConditionalCasesAreRefused() throws {
        let project = try project(actions: "tap", responderActions: nil)
        let model = try read(project, Self.viewModel)
        let sendStart = try XCTUnwrap(model.range(of: "    func send("))
        let sendEnd = try XCTUnwrap(model.range(of: "\n    }\n", range: sendStart.upperBound..<model.endIndex))
        let withUnknown = model.replacingCharacters(in: sendStart.lowerBound..<sendEnd.upperBound,
            with: "    func send(_ action: Action) { switch action { case .tap: state = .tap; @unknown default: break } }\n")
        try project.write(Self.viewModel, withUnknown)
        let result = try CLI.run(["add", "action", "LoginViewModel", "retry"], in: project.root)
        XCTAssertEqual(result.status, 0, result.error)
        let edited = try read(project, Self.viewModel)
        XCTAssertTrue(edited.contains("case .tap: state = .tap; case .retry: state = .retry; @unknown default: break"), edited)

        let conditional = withUnknown.replacingOccurrences(of: "        case tap", with: "        #if DEBUG\n        case tap\n        #endif")
        XCTAssertNotEqual(conditional, withUnknown)
        try project.write(Self.viewModel, conditional)
        let refused = try CLI.run(["add", "action", "LoginViewModel", "again"], in: project.root)
        XCTAssertEqual(refused.status, 2, refused.output)
        XCTAssertTrue(refused.error.contains("`#if` among the cases"), refused.error)
        XCTAssertEqual(try read(project, Self.viewModel), conditional)

        // A `#if` around a case of the switch is refused too; one inside a case's statements is not.
        let multiLine = edited.replacingOccurrences(of: "{ switch action { case .tap: state = .tap; case .retry: state = .retry; @unknown default: break } }",
            with: "{\n        switch action {\n        case .tap:\n            state = .tap\n        #if DEBUG\n        case .retry:\n            state = .retry\n        #endif\n        @unknown default:\n            break\n        }\n    }")
        XCTAssertNotEqual(multiLine, edited)
        try project.write(Self.viewModel, multiLine)
        XCTAssertEqual(try CLI.run(["add", "action", "LoginViewModel", "again"], in: project.root).status, 2)
        let inBody = multiLine.replacingOccurrences(of: "        #if DEBUG\n        case .retry:\n            state = .retry\n        #endif\n",
            with: "        case .retry:\n            #if DEBUG\n            state = .retry\n            #endif\n")
        XCTAssertNotEqual(inBody, multiLine)
        try project.write(Self.viewModel, inBody)
        let allowed = try CLI.run(["add", "action", "LoginViewModel", "again"], in: project.root)
        XCTAssertEqual(allowed.status, 0, allowed.error)
        XCTAssertTrue(try read(project, Self.viewModel).contains("case .again:"))
    }

    /// CRLF files get CRLF lines; bytes that are not UTF-8 elsewhere in the file stay as they were.
    func testLineBreaksAndInvalidBytesAreKept() throws {
        let project = try project(actions: "tap", responderActions: nil)
        var bytes = Array(try read(project, Self.viewModel).replacingOccurrences(of: "\n", with: "\r\n").utf8)
        bytes.insert(contentsOf: Array("// caf".utf8) + [0xE9] + Array("\r\n".utf8), at: 0)
        try Data(bytes).write(to: URL(fileURLWithPath: project.path(Self.viewModel)))
        let result = try CLI.run(["add", "output", "LoginViewModel", "banner:String?"], in: project.root)
        XCTAssertEqual(result.status, 0, result.error)
        let after = [UInt8](try Data(contentsOf: URL(fileURLWithPath: project.path(Self.viewModel))))
        XCTAssertEqual(Array(after.prefix(7)), Array("// caf".utf8) + [0xE9], "the invalid byte is not re-encoded")
        let lone = after.indices.filter { after[$0] == 0x0A && ($0 == 0 || after[$0 - 1] != 0x0D) }
        XCTAssertEqual(lone, [], "every line break is CRLF")
        XCTAssertTrue(String(decoding: after, as: UTF8.self).contains("banner: String? = nil\r\n"))
    }

    /// A hard-linked file is refused (a rename would split its names), and nothing else is written.
    func testAHardLinkedFileIsRefusedWithNothingWritten() throws {
        let project = try project(actions: "tap", responderActions: nil)
        XCTAssertEqual(link(project.path(Self.viewModel), project.path("Backup.swift.txt")), 0)
        let before = try read(project, Self.viewModel), tests = try read(project, Self.tests)
        let result = try CLI.run(["add", "action", "LoginViewModel", "retry"], in: project.root)
        XCTAssertEqual(result.status, 2, result.output)
        XCTAssertTrue(result.error.contains("Sources/LoginViewModel.swift: error: cannot write (has 2 hard links"), result.error)
        XCTAssertEqual(try read(project, Self.viewModel), before)
        XCTAssertEqual(try read(project, Self.tests), tests)
        XCTAssertEqual(try read(project, "Backup.swift.txt"), before)
        let leftovers = try FileManager.default.subpathsOfDirectory(atPath: project.root).filter { $0.hasSuffix(".mvvm~") }
        XCTAssertEqual(leftovers, [])
    }

    /// Run as root, an edited file keeps its owner.
    func testAnEditedFileKeepsItsOwner() throws {
        guard getuid() == 0 else { throw XCTSkip("only root can give a file to another user") }
        let project = try project(actions: "tap", responderActions: nil)
        XCTAssertEqual(chown(project.path(Self.viewModel), 1234, 5678), 0)
        XCTAssertEqual(try CLI.run(["add", "output", "LoginViewModel", "banner:String?"], in: project.root).status, 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: project.path(Self.viewModel))
        XCTAssertEqual((attributes[.ownerAccountID] as? NSNumber)?.intValue, 1234)
        XCTAssertEqual((attributes[.groupOwnerAccountID] as? NSNumber)?.intValue, 5678)
    }

    // MARK: - The result compiles

    #if os(Linux)
    /// Every kind added to a combine and an observable screen, then the screen and its tests
    /// type-checked against the stand-in SwiftUI and Combine (as FixTypeCheckTests does).
    func testEveryKindAddedStillTypeChecks() throws {
        let build = CompileProofPackage.build
        XCTAssertEqual(build.status, 0, build.output)
        let helpers = try XCTUnwrap(CompileProofPackage.find(suffix: "/debug/COpenCombineHelpers.build/module.modulemap"))
        for flavor in ["combine", "observable"] {
            let project = try project(flavor: flavor, actions: nil, responderActions: nil)
            try project.write("Sources/Analytics.swift", "struct Analytics { static let preview = Analytics() }\n")
            for (kind, value) in [("action", "resetPassword(String),select(id: Int)"), ("responder-action", "cancelled,failed(String)"),
                                  ("output", "banner:String?,count:Int"), ("dependency", "analytics:Analytics,retries:Int=3")] {
                let result = try CLI.run(["add", kind, "LoginViewModel", value], in: project.root)
                XCTAssertEqual(result.status, 0, "\(flavor) \(kind): \(result.error)")
            }
            try lintClean(project)
            let files = ["Sources/LoginViewModel.swift", "Sources/LoginView.swift", "Sources/Responder.swift", "Sources/Analytics.swift",
                         "Tests/LoginViewModelTests.swift"].map(project.path)
            let check = try ProcessRun.run("/usr/bin/env", ["swiftc", "-swift-version", "6", "-typecheck", "-warnings-as-errors", "-I", CompileProofPackage.modules,
                                                            "-Xcc", "-fmodule-map-file=" + helpers] + files)
            XCTAssertEqual(check.status, 0, "\(flavor): \(check.output)")
            // The control: a preview left without the new argument would not compile.
            let view = try read(project, "Sources/LoginView.swift")
            XCTAssertTrue(view.contains("analytics: .preview, "), view)
            try project.write("Sources/LoginView.swift", view.replacingOccurrences(of: "analytics: .preview, ", with: ""))
            let broken = try ProcessRun.run("/usr/bin/env", ["swiftc", "-swift-version", "6", "-typecheck", "-I", CompileProofPackage.modules,
                                                             "-Xcc", "-fmodule-map-file=" + helpers] + files)
            XCTAssertNotEqual(broken.status, 0, "\(flavor): the check must catch a missing argument")
        }
    }
    #endif
}
