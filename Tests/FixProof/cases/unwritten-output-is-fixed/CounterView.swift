import SwiftUI

struct CounterView: View {
    // MARK: - View Model

    @StateObject var viewModel = CounterViewModel()

    // MARK: - Body

    var body: some View {
        VStack {
            Text("\(viewModel.count) \(viewModel.note)")
            Button("+") { viewModel.increment() }
            Button("Clear") { viewModel.clearNote() }
        }
    }
}
