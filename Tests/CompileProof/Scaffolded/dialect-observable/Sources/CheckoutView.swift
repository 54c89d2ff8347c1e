import SwiftUI

struct CheckoutView: View {
    // MARK: - View Model

    /// Given by the screen's owner, which keeps it alive in `@State private var` (as the preview's
    /// `Owner` does). A form that edits the view model's own properties takes it as
    /// `@Bindable var viewModel` instead, for `$viewModel.field` bindings.
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
        Owner()
    }

    /// How a screen's owner holds its view model: `@State private var`, handed down as a plain property.
    private struct Owner: View {
        @State private var viewModel = CheckoutViewModel(
            api: .preview,
            now: Date(),
            onCancel: {},
            onFinished: { _ in },
            onFailed: { _ in }
        )

        var body: some View {
            CheckoutView(viewModel: viewModel)
        }
    }
}
