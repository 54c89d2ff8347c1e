import SwiftUI

struct SampleView: View {

    // MARK: - Environment

    // MARK: - Local State

    // MARK: - View Model

    @State var viewModel: SampleViewModel

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
