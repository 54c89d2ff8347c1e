import SwiftUI

struct CheckoutView: View {
    // MARK: - Environment

    // MARK: - Local State

    // MARK: - View Model

    @StateObject private var viewModel: CheckoutViewModel

    /// Built once, however often the parent renders; the parent decides which view model, the
    /// view owns it from then on.
    init(viewModel: @autoclosure @escaping () -> CheckoutViewModel) {
        _viewModel = StateObject(wrappedValue: viewModel())
    }

    // MARK: - Body

    var body: some View {
        VStack {
            title
            Button("Cancel") {
                viewModel.send(.cancel)
            }
            Button("Checkout") {
                viewModel.send(.checkout)
            }
        }
    }

    // MARK: - Support

    private var title: some View {
        Text("Checkout")
    }
}

struct CheckoutView_Previews: PreviewProvider {
    static var previews: some View {
        CheckoutView(viewModel: CheckoutViewModel(api: .preview, now: Date(), responder: .noop))
    }
}
