import MVVMRules
import XCTest

/// The advice fits the call: a statement is sent as an action, a value is read as an output.
final class ViewSendsActionsMessageTests: XCTestCase {
    func testQueriesAreAskedToBecomeOutputsAndCommandsActions() {
        let result = findings(ViewSendsActionsRule(), ["""
            final class EditViewModel: ObservableObject {}
            struct EditView: View {
                @StateObject var viewModel = EditViewModel()
                var body: some View {
                    Button("Save") {
                        viewModel.save()
                        if viewModel.hasChanges() { }
                        try? viewModel.export()
                        _ = viewModel.reload()
                    }
                    .task { await viewModel.load() }
                    .disabled(!viewModel.canSave())
                }
            }
            """]).map { "\($0.line): \($0.finding.message)" }
        XCTAssertEqual(result, [
            "6: the view calls `viewModel.save(…)`; send an action instead (`viewModel.send(.…)`)",
            "7: the view asks `viewModel.hasChanges(…)` for a value; expose it as an output the view reads",
            "8: the view calls `viewModel.export(…)`; send an action instead (`viewModel.send(.…)`)",
            "9: the view calls `viewModel.reload(…)`; send an action instead (`viewModel.send(.…)`)",
            "11: the view calls `viewModel.load(…)`; send an action instead (`viewModel.send(.…)`)",
            "12: the view asks `viewModel.canSave(…)` for a value; expose it as an output the view reads",
        ])
    }

    /// A view the call builds and the lines below modify is a value, even though the call starts
    /// its line (PDF-Archiver: `viewModel.view(for: tab.type)` then `.tabItem { … }.tag(tab)`);
    /// awaiting a returned task or promise on the call's line is not.
    func testAResultAChainGoesOnFromIsAValue() {
        let result = findings(ViewSendsActionsRule(), ["""
            final class TabsViewModel: ObservableObject {}
            struct TabsView: View {
                @StateObject var viewModel = TabsViewModel()
                var body: some View {
                    TabView {
                        viewModel.content(for: 1)
                            .tabItem { Text("Inbox") }
                    }
                    .onAppear { viewModel.start() }
                    .refreshable { try? await viewModel.refresh().value }
                    .onDisappear { viewModel.save().then { print($0) } }
                }
            }
            """]).map { "\($0.line): \($0.finding.message)" }
        XCTAssertEqual(result, [
            "6: the view asks `viewModel.content(…)` for a value; expose it as an output the view reads",
            "9: the view calls `viewModel.start(…)`; send an action instead (`viewModel.send(.…)`)",
            "10: the view calls `viewModel.refresh(…)`; send an action instead (`viewModel.send(.…)`)",
            "11: the view calls `viewModel.save(…)`; send an action instead (`viewModel.send(.…)`)",
        ])
    }

    /// The single expression of a getter or of a function returning a value is handed back: its
    /// value is used (food-truck's `var filteredDonuts { model.donuts(sortedBy:)… }`). A closure's
    /// or a `Void` function's is a statement.
    func testTheSingleExpressionOfAGetterOrFunctionIsAValue() {
        let result = findings(ViewSendsActionsRule(), ["""
            final class ShopViewModel: ObservableObject {}
            struct ShopView: View {
                @StateObject var viewModel = ShopViewModel()
                var rows: [Int] { viewModel.rows(sortedBy: 1) }
                var total: Int { try! viewModel.total() }
                func title() -> String { viewModel.title() }
                func refresh() { viewModel.refresh() }
                func reset() -> Void { viewModel.reset() }
                var body: some View { Button("Go") { viewModel.go() } }
            }
            """]).map { "\($0.line): \($0.finding.message)" }
        XCTAssertEqual(result, [
            "4: the view asks `viewModel.rows(…)` for a value; expose it as an output the view reads",
            "5: the view asks `viewModel.total(…)` for a value; expose it as an output the view reads",
            "6: the view asks `viewModel.title(…)` for a value; expose it as an output the view reads",
            "7: the view calls `viewModel.refresh(…)`; send an action instead (`viewModel.send(.…)`)",
            "8: the view calls `viewModel.reset(…)`; send an action instead (`viewModel.send(.…)`)",
            "9: the view calls `viewModel.go(…)`; send an action instead (`viewModel.send(.…)`)",
        ])
    }

    /// A method declared to return a view, standing alone in a view builder, is a view the screen
    /// shows: a value (anytype-swift: `VStack { viewModel.headerView() }` with `-> AnyView`).
    func testACallReturningAViewIsAValueEvenStandingAlone() {
        let result = findings(ViewSendsActionsRule(), ["""
            final class FiltersViewModel: ObservableObject {
                func headerView() -> AnyView { AnyView(EmptyView()) }
                func footer() -> some View { Text("") }
                func row() -> RowView { RowView() }
                func reload() -> Bool { true }
            }
            struct RowView: View { var body: some View { Text("") } }
            struct FiltersView: View {
                @StateObject var viewModel = FiltersViewModel()
                var body: some View {
                    VStack {
                        viewModel.headerView()
                        viewModel.footer()
                        viewModel.row()
                        Button("Reload") { viewModel.reload() }
                    }
                }
            }
            """]).map { "\($0.line): \($0.finding.message)" }
        XCTAssertEqual(result, [
            "12: the view asks `viewModel.headerView(…)` for a value; expose it as an output the view reads",
            "13: the view asks `viewModel.footer(…)` for a value; expose it as an output the view reads",
            "14: the view asks `viewModel.row(…)` for a value; expose it as an output the view reads",
            "15: the view calls `viewModel.reload(…)`; send an action instead (`viewModel.send(.…)`)",
        ])
    }
}
