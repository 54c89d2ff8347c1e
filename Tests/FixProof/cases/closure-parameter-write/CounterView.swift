import SwiftUI

struct CounterView: View {
    // MARK: - View Model

    @ObservedObject var viewModel: CounterViewModel

    // MARK: - Body

    var body: some View {
        VStack {
            Button("Two") { [viewModel].forEach { $0.count = 2 } }
            Button("One") {
                let reset = { (vm: CounterViewModel) in vm.total = 1 }
                reset(viewModel)
            }
        }
    }
}
