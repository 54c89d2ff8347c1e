import Combine
import SwiftUI

/// A view model with code in another file (TimerViewModel+Reset.swift) that sets its output:
/// `private(set)` would put the setter out of that code's reach.
@MainActor
final class TimerViewModel: ObservableObject {
    // MARK: - Output

    @Published var elapsed = 0
}

struct TimerView: View {
    // MARK: - View Model

    @StateObject var viewModel = TimerViewModel()

    // MARK: - Body

    var body: some View {
        Text("\(viewModel.elapsed)")
    }
}
