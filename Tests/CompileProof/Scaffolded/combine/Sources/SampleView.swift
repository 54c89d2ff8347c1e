import SwiftUI

struct SampleView: View {
    // MARK: - Environment

    // MARK: - Local State

    // MARK: - View Model

    @StateObject private var viewModel: SampleViewModel

    /// Built once, however often the parent renders; the parent decides which view model, the
    /// view owns it from then on.
    init(viewModel: @autoclosure @escaping () -> SampleViewModel) {
        _viewModel = StateObject(wrappedValue: viewModel())
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
