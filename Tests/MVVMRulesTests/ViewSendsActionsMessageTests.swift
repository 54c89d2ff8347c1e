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
}
