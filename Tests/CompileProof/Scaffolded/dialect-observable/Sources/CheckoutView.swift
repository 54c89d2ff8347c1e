import SwiftUI

struct CheckoutView: View {
    // MARK: - View Model

    let viewModel: CheckoutViewModel

    // MARK: - Body

    var body: some View {
        VStack {
            title
            Button("Cancel") {
                viewModel.cancel()
            }
            Button("Checkout") {
                viewModel.checkout()
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
        CheckoutView(
            viewModel: CheckoutViewModel(
                api: .preview,
                now: Date(),
                onCancel: {},
                onFinished: { _ in },
                onFailed: { _ in }
            )
        )
    }
}
