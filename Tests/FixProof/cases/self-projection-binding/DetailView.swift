import SwiftUI

struct DetailView: View {
    @StateObject private var viewModel = DetailViewModel()

    var body: some View {
        Toggle("Show the restore alert", isOn: self.$viewModel.showsRestoreAlert)
    }
}
