// PanelView already has a private stored property, so its memberwise initializer is private —
// but `makeExpandedPanel()` in this same file still calls it with `showsSide: true`. A `private`
// `@State` with an initial value drops out of that initializer ("extra argument 'showsSide'"):
// the fix must be held back.
import SwiftUI

@MainActor
final class PanelViewModel: ObservableObject {
    // MARK: - Output

    @Published private(set) var title = "Panel"
}

struct PanelView: View {
    // MARK: - Local State

    @State var showsSide = false
    @State private var isHovering = false

    // MARK: - View Model

    @ObservedObject var viewModel: PanelViewModel

    // MARK: - Body

    var body: some View {
        Text(showsSide && !isHovering ? viewModel.title : "")
    }
}

@MainActor
func makeExpandedPanel() -> PanelView {
    PanelView(showsSide: true, viewModel: PanelViewModel())
}
