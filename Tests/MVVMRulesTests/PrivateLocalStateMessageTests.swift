import MVVMRules
import XCTest

/// What holds `private` back on a view's state names a write that may reach it.
final class PrivateLocalStateMessageTests: XCTestCase {
    /// A write through a value of a project protocol's type reaches only a type that may conform
    /// to it; a protocol the project makes an SDK class adopt reaches that class's subclasses, never
    /// a struct (anytype-swift: `model.userDefaults.rowsPerPageInSet = count` in a view with a
    /// `rowsPerPageInSet` of its own).
    func testAWriteThroughAProtocolAnSDKClassAdoptsDoesNotReachAStruct() {
        // The view first: findings are read in the first file.
        let sources = [
            """
            struct MenuView: View {
                @StateObject private var model = MenuViewModel()
                @State var rows = ""
                var body: some View {
                    TextField("", text: $rows).onChange(of: rows) { _, value in model.storage.rows = value }
                }
            }
            """,
            """
            protocol Storage: AnyObject { var rows: String { get set } }
            extension UserDefaults: Storage { var rows: String { get { "" } set {} } }
            final class MenuViewModel: ObservableObject {
                var storage: any Storage = UserDefaults.standard
            }
            """,
        ]
        let result = findings(PrivateLocalStateRule(), sources).map(\.finding)
        XCTAssertEqual(result.map(\.message), ["`@State var rows` is not private; local state belongs to this view alone"])
        XCTAssertNotNil(result.first?.fix, "the write goes to a conformer, which a struct cannot be")
    }

    /// The view's own code in its own file keeps a `private` member in reach, whatever value it
    /// writes through: a write there of a member of that name through a value of unknown type
    /// holds nothing back (anytype-swift: `model.userDefaults.rowsPerPageInSet = count` in the
    /// view's own `onChange`, round 46).
    func testTheViewsOwnCodeNeverHoldsItsPrivacyBack() {
        let view = """
            struct MenuView: View {
                @StateObject private var model = MenuViewModel()
                @State var rows = ""
                var body: some View {
                    TextField("", text: $rows).onChange(of: rows) { _, value in model.panels.forEach { $0.rows = value } }
                }
            }
            """
        let model = "final class Panel { var rows = \"\" }\nfinal class MenuViewModel: ObservableObject { var panels: [AnyObject] = [] }"
        let own = findings(PrivateLocalStateRule(), [view, model]).map(\.finding)
        XCTAssertEqual(own.map(\.message), ["`@State var rows` is not private; local state belongs to this view alone"])
        XCTAssertNotNil(own.first?.fix)
        let other = "final class Sync { func f(_ panels: [AnyObject]) { panels.forEach { $0.rows = \"\" } } }"
        let elsewhere = findings(PrivateLocalStateRule(), [view, model, other]).map(\.finding)
        XCTAssertNil(elsewhere.first?.fix, "another type's write through an unknown value may reach it")
    }

    /// A caller passing the label is a certain reason to hold `private` back; a write of a member
    /// of that name through a value of unknown type is only a possible one, cited when nothing
    /// certain is (openhab-ios: `parent?.navigationItem.title = …` was cited over
    /// `ContentView(viewModel: …, title: title)`).
    func testACallerPassingTheLabelIsCitedBeforeAWriteThroughAnUnknownValue() {
        let sources = [
            """
            struct RowView: View {
                @ObservedObject var viewModel: RowViewModel
                @State var title = ""
                var body: some View { Text(title) }
            }
            """,
            """
            final class RowViewModel: ObservableObject {}
            struct Parent: View {
                var body: some View { RowView(viewModel: RowViewModel(), title: "Rows") }
            }
            """,
            """
            func rename() { update { $0.title = "Other" } }
            """,
        ]
        let result = findings(PrivateLocalStateRule(), sources).map(\.finding)
        XCTAssertEqual(result.map(\.message), [
            "`@State var title` is not private; local state belongs to this view alone; `--fix` holds it back: "
                + "passed to `RowView(title:)` at File1.swift:3",
        ])
        XCTAssertNil(result.first?.fix)
    }
    /// `.init(prompt: …)` handed to a library call may build anything: it is cited as what may
    /// construct the view, not as a caller that certainly does (mlx-swift-examples' LoRA app:
    /// `processor.prepare(input: .init(prompt: prompt))` was cited as `ContentView(prompt:)`).
    func testAnImplicitInitIsCitedAsAPossibleCallerOnly() {
        let sources = [
            """
            struct ContentView: View {
                @StateObject var viewModel = ContentViewModel()
                @State var prompt = ""
                var body: some View { Text(prompt) }
            }
            """,
            """
            final class ContentViewModel: ObservableObject {}
            func generate(_ prompt: String) { processor.prepare(input: .init(prompt: prompt)) }
            """,
        ]
        let result = findings(PrivateLocalStateRule(), sources).map(\.finding)
        XCTAssertEqual(result.map(\.message), [
            "`@State var prompt` is not private; local state belongs to this view alone; `--fix` holds it back: "
                + "`.init(prompt:)` at File1.swift:2 may construct `ContentView` (a type only its context gives)",
        ])
        XCTAssertNil(result.first?.fix)
    }
}
