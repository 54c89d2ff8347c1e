// ComposerBar has no `init` of its own. `alert` is a private optional, nil unless set: the
// memberwise initializer leaves it out (`ComposerBar(viewModel:showPreview:)`), so moving it
// above the bindings reorders no parameter. `Box<Int>?` ends in `>?`, one token.
import SwiftUI

struct Box<Value> {
    var value: Value
}

struct ComposerBar: View {
    @ObservedObject var viewModel: ComposerViewModel
    @Binding var showPreview: Bool
    @State private var alert: Box<Int>?

    var body: some View {
        Text("" + (alert.map { String($0.value) } ?? ""))
    }
}

struct Composer: View {
    @State private var preview = false
    @StateObject private var model = ComposerViewModel()

    var body: some View {
        ComposerBar(viewModel: model, showPreview: $preview)
    }
}

@MainActor
final class ComposerViewModel: ObservableObject {
    @Published private(set) var count = 0
}
