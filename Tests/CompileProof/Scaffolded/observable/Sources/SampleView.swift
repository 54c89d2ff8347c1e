import SwiftUI

struct SampleView: View {
    // MARK: - Environment

    // MARK: - Local State

    // MARK: - View Model

    @State private var viewModel: SampleViewModel

    /// The view owns the view model it is given: private, so no memberwise initializer can hand
    /// it a replacement that `@State` would silently ignore.
    init(viewModel: SampleViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

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
        SampleView(viewModel: SampleViewModel(responder: .noop))
    }
}
