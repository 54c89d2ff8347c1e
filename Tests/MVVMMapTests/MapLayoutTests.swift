@testable import MVVMMap
import XCTest

/// The layered layout and the rule documents' HTML, which the pages draw from.
final class MapLayoutTests: XCTestCase {
    func screen(_ id: String, module: String = "App", children: [String] = []) -> ArchitectureMap.Screen {
        ArchitectureMap.Screen(id: id, module: module, view: .init(file: "\(id).swift", line: 1), viewModel: nil, viewModelProperty: "",
                               dialect: "rulebook", childScreens: children, childViewModels: [], sends: [], findings: [])
    }

    func testLayersFollowTheLongestChainAndOrdersFollowTheParents() {
        // A → B → D, A → C, C → D: D sits below its deepest parent.
        var screens = [screen("A", children: ["B", "C"]), screen("B", children: ["D"]), screen("C", children: ["D"]), screen("D"),
                       screen("Z", children: ["Y"]), screen("Y")]
        MapLayout.arrange(&screens)
        let layers = Dictionary(uniqueKeysWithValues: screens.map { ($0.id, $0.layer) })
        XCTAssertEqual(layers, ["A": 0, "Z": 0, "B": 1, "C": 1, "Y": 1, "D": 2])
        let orders = Dictionary(uniqueKeysWithValues: screens.map { ($0.id, $0.order) })
        XCTAssertEqual(orders["A"], 0)
        XCTAssertEqual(orders["Z"], 1)
        XCTAssertLessThan(orders["C"]!, orders["Y"]!, "A's children come before Z's, as A comes before Z")
    }

    func testACycleIsCutAndEveryScreenGetsALayer() {
        var screens = [screen("A", children: ["B"]), screen("B", children: ["C"]), screen("C", children: ["A"])]
        MapLayout.arrange(&screens)
        XCTAssertEqual(Set(screens.map(\.layer)), [0, 1, 2])
    }

    func testALongChainDoesNotExhaustTheStack() {
        var screens = (0..<20_000).map { screen("S\($0)", children: $0 < 19_999 ? ["S\($0 + 1)"] : []) }
        MapLayout.arrange(&screens)
        XCTAssertEqual(screens.last?.layer, 19_999)
    }

    func testRuleDocumentsBecomeEscapedHTML() {
        let html = MarkdownPage.html("""
            # rule_id

            A **view** uses `send(_:)` <always>.

            - one
              continued
            - two

            ```swift
            let a = b < c
            ```
            """)
        XCTAssertEqual(html, """
            <h3>rule_id</h3>
            <p>A <strong>view</strong> uses <code>send(_:)</code> &lt;always&gt;.</p>
            <ul>
            <li>one continued</li>
            <li>two</li>
            </ul>
            <pre><code>let a = b &lt; c</code></pre>

            """)
    }
}
