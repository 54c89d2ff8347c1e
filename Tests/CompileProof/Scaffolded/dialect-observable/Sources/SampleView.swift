import SwiftUI

struct SampleView: View {
    // MARK: - View Model

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
        SampleView(viewModel: SampleViewModel())
    }
}
