import XCTest

/// `action_macros:` names the attached macros that write one method per `Action` case: a call of
/// such a method is a send, in views and in tests.
final class ActionMacrosConfigurationTests: XCTestCase {
    func testAConfiguredMacroMakesItsMethodsSends() throws {
        let project = try TemporaryDirectory()
        try project.write("Sources/Shelf.swift", """
            @Actionable
            final class ShelfViewModel: ObservableObject {
                enum Action { case refresh, share }
            }

            struct ShelfView: View {
                @StateObject private var viewModel = ShelfViewModel()
                var body: some View { List {}.refreshable { viewModel.refresh() } }
            }

            """)
        try project.write("Tests/ShelfViewModelTests.swift", "func testRefresh() { ShelfViewModel().refresh() }\n")
        try project.write(".mvvm.yml", "")
        let plain = try CLI.run(["lint", "--reporter", "json"], in: project.root)
        XCTAssertTrue(plain.output.contains("\"rule\" : \"view_sends_actions\""), "not a macro the default names: \(plain.output)")
        XCTAssertFalse(plain.output.contains("untested_action"), "no action method takes the enum: not the view model's actions")
        try project.write(".mvvm.yml", "action_macros: [Actionable]\n")
        let configured = try CLI.run(["lint", "--reporter", "json"], in: project.root)
        XCTAssertFalse(configured.output.contains("view_sends_actions"), configured.output)
        XCTAssertFalse(configured.output.contains("sends `.refresh`"), "the test's call sends it: \(configured.output)")
        XCTAssertTrue(configured.output.contains("no test of `ShelfViewModel` sends `.share`"), configured.output)
    }
}
