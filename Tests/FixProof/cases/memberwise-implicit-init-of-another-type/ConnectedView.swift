// ConnectedView has no `init` of its own: its memberwise initializer is
// `ConnectedView(viewModel:isExpanded: = false)`, and its only caller passes `viewModel:` alone.
// `.init(isExpanded:isPlaying:)` in the widget builds a `WidgetModel` (the argument's type):
// ConnectedView takes no `isPlaying`, so that call cannot be its own, and moving the defaulted
// `isExpanded` above `viewModel` breaks nothing.
import SwiftUI

struct ConnectedView: View {
    @ObservedObject var viewModel: ConnectedViewModel
    @State var isExpanded = false

    var body: some View {
        Text(viewModel.server)
    }
}
