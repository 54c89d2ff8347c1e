import SwiftUI

struct CheckoutView: View {

    // MARK: - Environment

    // MARK: - Local State

    // MARK: - View Model

    @StateObject var viewModel: CheckoutViewModel

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
