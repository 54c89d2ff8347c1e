import SwiftUI

struct CounterView: View {
    // MARK: - View Model

    @ObservedObject var viewModel: CounterViewModel

    // MARK: - Body

    var body: some View {
        Button("\(viewModel.count)") { viewModel.increment() }
    }
}

struct CounterView_Previews: PreviewProvider {
    static var previews: some View {
        CounterView(viewModel: CounterViewModel())
    }
}
