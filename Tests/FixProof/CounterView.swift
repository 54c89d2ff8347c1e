import SwiftUI

struct CounterView: View {
    @StateObject var viewModel = CounterViewModel()

    var body: some View {
        VStack {
            Button("+") { viewModel.count += 1 }
            TextField("Name", text: $viewModel.name)
            Button("Add") { viewModel.items.append(viewModel.total) }
            Button("Reset") { viewModel.send(.reset) }
        }
    }
}
