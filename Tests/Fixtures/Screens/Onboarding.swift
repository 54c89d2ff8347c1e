import SwiftUI

struct OnboardingView: View {
    @StateObject var viewModel = OnboardingViewModel()
    @Environment(\.openURL) private var openURL // expect: view_sections
    @State private var page = 0 // expect: view_sections

    var body: some View {
        TabView(selection: $page) {
            ForEach(viewModel.pages.indices, id: \.self) { index in
                Text(viewModel.pages[index]).tag(index)
            }
        }
        .toolbar { Button("Done") { viewModel.send(.finish(lastPage: page)) } }
    }
}

@MainActor
final class OnboardingViewModel: ObservableObject {
    enum Action { case finish(lastPage: Int) }

    func send(_ action: Action) {
        switch action {
        case .finish(let lastPage):
            completedPages = lastPage + 1
        }
    }

    @Published private(set) var pages = ["Welcome", "Sync", "Done"]
    @Published private(set) var completedPages = 0
}
