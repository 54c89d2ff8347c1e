import SwiftUI

struct SampleView: View {
    // MARK: - View Model

    /// Given by the screen's owner, which keeps it alive in `@State private var` (as the preview's
    /// `Owner` does). A form that edits the view model's own properties takes it as
    /// `@Bindable var viewModel` instead, for `$viewModel.field` bindings.
    let viewModel: SampleViewModel

    // MARK: - Body

    var body: some View {
        VStack {
            title
        }
    }

    // MARK: - Support

    private var title: some View {
        Text("Sample")
    }
}

struct SampleView_Previews: PreviewProvider {
    static var previews: some View {
        Owner()
    }

    /// How a screen's owner holds its view model: `@State private var`, handed down as a plain property.
    private struct Owner: View {
        @State private var viewModel = SampleViewModel()

        var body: some View {
            SampleView(viewModel: viewModel)
        }
    }
}
