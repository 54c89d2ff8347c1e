import SwiftUI

struct FiltersView: View {
    @State private var minimumRating = 3.0
    @ObservedObject var viewModel: FiltersViewModel

    var body: some View {
        Form {
            Slider(value: $minimumRating, in: 1...5)
            Picker("Sort", selection: Binding(get: { viewModel.sort }, set: { viewModel.send(.sort($0)) })) {
                ForEach(FiltersViewModel.Sort.allCases, id: \.self) { Text($0.rawValue) }
            }
            Button("Apply") { viewModel.send(.apply(minimumRating: minimumRating)) }
        }
    }
}

@MainActor
final class FiltersViewModel: ObservableObject {
    // MARK: - Lifecycle
    init(responder: Responder<ResponderAction>) {
        self.responder = responder
    }

    // MARK: - Responder
    enum ResponderAction: Equatable {
        case applied(minimumRating: Double, sort: Sort)
        case dismissed
    }

    private let responder: Responder<ResponderAction>

    // MARK: - Input
    enum Action {
        case sort(Sort)
        case apply(minimumRating: Double)
        case dismiss
    }

    func send(_ action: Action) {
        switch action {
        case .sort(let sort):
            self.sort = sort
        case .apply(let minimumRating):
            responder.send(.applied(minimumRating: minimumRating, sort: sort))
        case .dismiss:
            responder.send(.dismissed)
        }
    }

    // MARK: - Output
    enum Sort: String, CaseIterable { case relevance, price }
    @Published private(set) var sort: Sort = .relevance
}
