import Foundation
import XCTest

/// `mvvm map` (issue 23): what the map says about a small two-module package, in each format,
/// and the HTML lint report. The pages' behaviour in a browser is PageBrowserTests'.
final class MapCommandTests: XCTestCase {
    struct Map: Decodable {
        struct Module: Decodable { var name: String; var screens: [String]; var viewModels: [String] }
        struct Finding: Decodable { var rule: String; var line: Int; var fixable: Bool; var excerpt: Excerpt? }
        struct Excerpt: Decodable { var firstLine: Int; var lines: [String] }
        struct Screen: Decodable {
            var id: String, module: String, viewModel: String?, childScreens: [String], sends: [String], layer: Int
            var findings: [Finding]
        }
        struct Action: Decodable {
            var name: String, tested: Bool, sentBy: [String], testedBy: [String], tests: [String], handledBy: [String]
        }
        struct Dependency: Decodable, Equatable { var name: String; var type: String }
        struct ViewModel: Decodable {
            var name: String, screens: [String], actions: [Action], responderActions: [Action], dependencies: [Dependency]
            var children: [String], findings: [Finding]
        }
        struct Totals: Decodable { var screens: Int; var actions: Int; var untestedActions: Int; var findings: Int }
        var schema: String
        var modules: [Module]
        var screens: [Screen]
        var viewModels: [ViewModel]
        var totals: Totals
    }

    func shop() throws -> TemporaryDirectory {
        let project = try TemporaryDirectory()
        try ShopProject.write(into: project)
        return project
    }

    func testTheJSONMapReadsScreensActionsTestsChildrenAndFindings() throws {
        let project = try shop()
        let result = try CLI.run(["map", "--format", "json"], in: project.root)
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(result.error, "Mapped 3 screen(s), 3 view model(s) in 2 module(s)\n")
        let map = try JSONDecoder().decode(Map.self, from: Data(result.output.utf8))
        XCTAssertEqual(map.schema, "mvvm-map/1")
        XCTAssertEqual(map.modules.map(\.name), ["Catalog", "Checkout"], "modules come from Package.swift's targets")
        XCTAssertEqual(map.modules[0].screens, ["ProductDetailView", "ProductListView"])

        let list = try XCTUnwrap(map.screens.first { $0.id == "ProductListView" })
        XCTAssertEqual(list.viewModel, "ProductListViewModel")
        XCTAssertEqual(list.sends, ["appear", "open"])
        XCTAssertEqual(list.childScreens, ["ProductDetailView"], "its view model holds the detail's view model")
        XCTAssertEqual(list.layer, 0)
        XCTAssertEqual(map.screens.first { $0.id == "ProductDetailView" }?.layer, 1, "a child is drawn one layer right of its parent")

        let model = try XCTUnwrap(map.viewModels.first { $0.name == "ProductListViewModel" })
        XCTAssertEqual(model.screens, ["ProductListView"])
        XCTAssertEqual(model.actions.map(\.name), ["appear", "open"])
        XCTAssertEqual(model.actions.map(\.tested), [true, false])
        XCTAssertEqual(model.actions[0].testedBy, ["Tests/CatalogTests/ProductListViewModelTests.swift"])
        XCTAssertEqual(model.actions[0].tests, ["ProductListViewModelTests.testAppear"], "the test function that sends it")
        XCTAssertEqual(model.actions[1].sentBy, ["ProductListView"])
        XCTAssertEqual(model.dependencies, [.init(name: "api", type: "CatalogAPI"), .init(name: "detail", type: "ProductDetailViewModel")])
        XCTAssertEqual(model.children, ["ProductDetailViewModel"])
        XCTAssertEqual(model.findings.map(\.rule), ["untested_action"])

        let detail = try XCTUnwrap(map.viewModels.first { $0.name == "ProductDetailViewModel" })
        XCTAssertEqual(detail.responderActions.map(\.name), ["closed"])
        XCTAssertEqual(detail.responderActions.first?.handledBy, ["ProductListViewModel"], "the parent's method takes it")

        // Each finding lands on the screen or view model whose code holds it, with its code.
        let cart = try XCTUnwrap(map.screens.first { $0.id == "CartView" })
        XCTAssertEqual(cart.findings.map(\.rule), ["private_local_state"])
        XCTAssertEqual(cart.findings.first?.excerpt?.lines.contains("    @State var isEditing = false"), true)
        let cartModel = try XCTUnwrap(map.viewModels.first { $0.name == "CartViewModel" })
        XCTAssertEqual(Set(cartModel.findings.map(\.rule)), ["main_actor_view_model", "output_private_set"])
        XCTAssertEqual(cartModel.findings.first { $0.rule == "output_private_set" }?.fixable, true)
        XCTAssertEqual(map.totals.screens, 3)
        XCTAssertEqual(map.totals.actions, 3)
        XCTAssertEqual(map.totals.untestedActions, 2)
        let lint = try CLI.run(["lint", "--reporter", "json"], in: project.root)
        XCTAssertEqual(map.totals.findings, (try JSONSerialization.jsonObject(with: Data(lint.output.utf8)) as? [Any])?.count,
                       "the map holds every finding the lint reports")
    }

    /// The shape of a large real app: each screen's view model derives from a generic base class
    /// that declares the view-facing `Context`; the view holds `ScreenViewModel.Context`, and the
    /// actions are a top-level enum the view model's reducer takes, sent by tests through the context.
    func testAScreenHoldingAGenericBasesContextIsItsViewModelsScreenWithTheReducersActions() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("Sources/StateStore.swift", """
            class StateStore<State, ViewAction> {
                @Observable final class Context {
                    var state: State
                    init(state: State) { self.state = state }
                    func send(viewAction: ViewAction) {}
                }
                let context: Context
                init(state: State) { context = Context(state: state) }
                func process(viewAction: ViewAction) {}
            }

            """)
        try project.write("Sources/RenameScreen.swift", """
            struct RenameState { var name = "" }
            enum RenameViewAction { case save, cancel }

            final class RenameScreenViewModel: StateStore<RenameState, RenameViewAction> {
                override func process(viewAction: RenameViewAction) {
                    switch viewAction {
                    case .save: break
                    case .cancel: break
                    }
                }
            }

            struct RenameScreen: View {
                @Bindable var context: RenameScreenViewModel.Context

                var body: some View {
                    Button("Save") { context.send(viewAction: .save) }
                }
            }

            """)
        try project.write("Tests/RenameScreenViewModelTests.swift", """
            final class RenameScreenViewModelTests: XCTestCase {
                func testSave() {
                    let viewModel = RenameScreenViewModel(state: RenameState())
                    viewModel.context.send(viewAction: .save)
                }
            }

            """)
        let result = try CLI.run(["map", "--format", "json"], in: project.root)
        XCTAssertEqual(result.status, 0, result.error)
        let map = try JSONDecoder().decode(Map.self, from: Data(result.output.utf8))
        XCTAssertEqual(map.screens.map(\.id), ["RenameScreen"])
        XCTAssertEqual(map.screens.first?.viewModel, "RenameScreenViewModel", "the view model it is the context of, not the shared base's type")
        let model = try XCTUnwrap(map.viewModels.first { $0.name == "RenameScreenViewModel" })
        XCTAssertEqual(model.actions.map(\.name), ["save", "cancel"], "the cases of the enum its reducer takes")
        XCTAssertEqual(model.actions.map(\.tested), [true, false])
        XCTAssertEqual(model.actions.first?.tests, ["RenameScreenViewModelTests.testSave"])
        XCTAssertEqual(model.screens, ["RenameScreen"])
    }

    func testSameNamedScreensOfTwoModulesStayApartShownWithTheirModule() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("Package.swift", """
            let package = Package(name: "Two", targets: [.target(name: "Shop"), .target(name: "Blog")])

            """)
        for module in ["Shop", "Blog"] {
            try project.write("Sources/\(module)/HomeView.swift", """
                struct HomeView: View {
                    @StateObject private var viewModel = HomeViewModel()
                    var body: some View { Button("Go") { viewModel.send(.open\(module)) } }
                }
                @MainActor final class HomeViewModel: ObservableObject {
                    enum Action { case open\(module) }
                    func send(_ action: Action) {}
                }

                """)
        }
        let result = try CLI.run(["map", "--format", "json"], in: project.root)
        XCTAssertEqual(result.status, 0, result.error)
        let map = try JSONDecoder().decode(Map.self, from: Data(result.output.utf8))
        XCTAssertEqual(map.screens.map(\.id).sorted(), ["Blog.HomeView", "Shop.HomeView"])
        XCTAssertEqual(map.screens.map(\.viewModel).sorted { ($0 ?? "") < ($1 ?? "") }, ["Blog.HomeViewModel", "Shop.HomeViewModel"])
        let shop = try XCTUnwrap(map.viewModels.first { $0.name == "Shop.HomeViewModel" })
        XCTAssertEqual(shop.actions.map(\.name), ["openShop"], "each module's view model keeps its own actions")
        XCTAssertEqual(shop.screens, ["Shop.HomeView"])
        XCTAssertEqual(shop.actions.first?.sentBy, ["Shop.HomeView"])
    }

    func testDotAndMermaidDrawTheSameGraph() throws {
        let project = try shop()
        let dot = try CLI.run(["map", "--format", "dot"], in: project.root)
        XCTAssertEqual(dot.status, 0, dot.error)
        XCTAssertTrue(dot.output.hasPrefix("digraph mvvm {\n"), dot.output)
        XCTAssertTrue(dot.output.contains("label=\"Catalog\";"), dot.output)
        XCTAssertTrue(dot.output.contains("\"screen:ProductListView\" -> \"screen:ProductDetailView\";"), dot.output)
        XCTAssertTrue(dot.output.contains("label=\"ProductListView\\nProductListViewModel\\n2 action(s), 1 untested\\n1 finding(s)\""), dot.output)

        let mermaid = try CLI.run(["map", "--format", "mermaid"], in: project.root)
        XCTAssertEqual(mermaid.status, 0, mermaid.error)
        let lines = mermaid.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "flowchart LR")
        let listNode = try XCTUnwrap(lines.first { $0.contains("[\"ProductListView<br/>") })
        let detailNode = try XCTUnwrap(lines.first { $0.contains("[\"ProductDetailView<br/>") })
        func id(_ line: String) -> String { String(line.trimmingCharacters(in: .whitespaces).prefix { $0 != "[" }) }
        XCTAssertTrue(lines.contains("  \(id(listNode)) --> \(id(detailNode))"), mermaid.output)
        XCTAssertEqual(lines.filter { $0.hasPrefix("  subgraph ") }.count, 2)
    }

    func testTheHTMLMapIsOneSelfContainedFileWhoseDataCannotCloseItsScript() throws {
        let project = try shop()
        let result = try CLI.run(["map", "--output", "map.html"], in: project.root)
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(result.output, "", "written to the file, not to standard output")
        let page = try String(contentsOfFile: project.path("map.html"), encoding: .utf8)
        XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>"))
        // The SVG namespace is a name, not an address anything fetches.
        XCTAssertFalse(page.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "").contains("://"), "nothing is fetched")
        XCTAssertFalse(page.contains("src=\""), "no external script or image")
        // The cart's documentation holds `</script>`; in the data island it is `<\/script>`.
        XCTAssertEqual(page.components(separatedBy: "</script>").count - 1, 2, "only the data island's and the script's own end tags")
        XCTAssertTrue(page.contains("\\\"<\\/script>\\\" here tests"), "the excerpt is in the page, escaped")
    }

    func testUnknownFormatAndUnwritableOutputAreOneLineErrors() throws {
        let project = try shop()
        let unknown = try CLI.run(["map", "--format", "svg"], in: project.root)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.error, "error: --format: unknown format `svg` (available: html, json, dot, mermaid)\n")
        let unwritable = try CLI.run(["map", "--output", "missing/folder/map.html"], in: project.root)
        XCTAssertEqual(unwritable.status, 2)
        XCTAssertTrue(unwritable.error.hasPrefix("missing/folder/map.html: error: cannot write the map"), unwritable.error)
        let empty = try TemporaryDirectory()
        try empty.write("README.md", "no Swift\n")
        let nothing = try CLI.run(["map"], in: empty.root)
        XCTAssertEqual(nothing.status, 2)
        XCTAssertTrue(nothing.error.contains("error: no Swift file here"), nothing.error)
    }

    func testTheHTMLLintReportHoldsEveryFindingWithItsCodeAndTheBaselinesStaleEntries() throws {
        let project = try shop()
        XCTAssertEqual(try CLI.run(["lint", "--write-baseline", "baseline.json"], in: project.root).status, 0)
        // Fix one finding so that its baseline entry goes stale, and add a new one.
        try project.write("Sources/Checkout/CartView.swift",
                          try String(contentsOfFile: project.path("Sources/Checkout/CartView.swift"), encoding: .utf8)
                            .replacingOccurrences(of: "@State var isEditing", with: "@State private var isEditing")
                            .replacingOccurrences(of: "@Published var total = 0", with: "@Published var total = 0\n    @Published var count = 0"))
        let result = try CLI.run(["lint", "--baseline", "baseline.json", "--reporter", "html=report.html", "--reporter", "json"], in: project.root)
        XCTAssertEqual(result.status, 1, result.error)
        let findings = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        XCTAssertEqual(findings.map { $0["rule"] as? String }, ["output_private_set"], "only the new finding")
        let page = try String(contentsOfFile: project.path("report.html"), encoding: .utf8)
        let island = try XCTUnwrap(page.components(separatedBy: "<script type=\"application/json\" id=\"report-data\">").last?
            .components(separatedBy: "</script>").first)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(island.utf8)) as? [String: Any])
        let entries = try XCTUnwrap(report["findings"] as? [[String: Any]])
        XCTAssertEqual(entries.count, 1)
        XCTAssertEqual(entries.first?["screen"] as? String, "CartView", "a view model's finding is placed in its screen")
        XCTAssertEqual(entries.first?["module"] as? String, "Checkout")
        let finding = try XCTUnwrap(entries.first?["finding"] as? [String: Any])
        let excerpt = try XCTUnwrap(finding["excerpt"] as? [String: Any])
        XCTAssertEqual((excerpt["lines"] as? [String])?.contains("    @Published var count = 0"), true)
        let stale = try XCTUnwrap(report["stale"] as? [[String: Any]])
        XCTAssertEqual(stale.map { $0["rule"] as? String }, ["private_local_state"])
        let rules = try XCTUnwrap(report["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.map { $0["id"] as? String }, ["output_private_set"])
        XCTAssertTrue((rules.first?["html"] as? String)?.contains("<h4>Why</h4>") == true, "the rule's document, as HTML")
        XCTAssertEqual(try CLI.run(["lint", "--reporter", "nope"], in: project.root).error,
                       "error: unknown reporter `nope` (available: xcode, json, sarif, checkstyle, junit, github, gitlab, summary, html)\n")
    }
}
