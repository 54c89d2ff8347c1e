import SwiftUI

struct CheckoutView: View {
    // MARK: - Environment

    // MARK: - Local State

    // MARK: - View Model

    @State private var viewModel: CheckoutViewModel

    /// The view owns the view model it is given: private, so no memberwise initializer can hand
    /// it a replacement that `@State` would silently ignore.
    init(viewModel: CheckoutViewModel) {
        _viewModel = State(initialValue: viewModel)
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
