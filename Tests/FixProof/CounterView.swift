import SwiftUI

struct CounterView: View {
    @StateObject var viewModel = CounterViewModel()
    /// Set by `CounterScreen` through the memberwise initializer: `private` would not compile.
    @State var showsTotal = false

    var body: some View {
        VStack {
            Button("+") { viewModel.count += 1 }
            TextField("Name", text: $viewModel.name)
            Button("Add") { viewModel.items.append(viewModel.total) }
            Button("Reset") { viewModel.send(.reset) }
        }
    }
}

struct CounterScreen: View {
    var body: some View { CounterView(showsTotal: true) }
}

/// Declares its own `init`, so its local state can become `private`.
struct TotalView: View {
    @ObservedObject var viewModel: CounterViewModel
    @State var isExpanded = false

    init(viewModel: CounterViewModel) { _viewModel = ObservedObject(wrappedValue: viewModel) }

    var body: some View { Text("") }
}
