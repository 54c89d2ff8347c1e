// RateView has a private `@State` with an initial value, which its memberwise initializer leaves
// out — so the initializer is still internal, and SettingsView calls it with `remembers:`. A
// `private` on `remembers` (no initial value) keeps it a parameter and makes the
// initializer private: the fix must be held back.
import SwiftUI

@MainActor
final class RateViewModel: ObservableObject {
    // MARK: - Output

    @Published private(set) var rate = 0
}

struct RateView: View {
    // MARK: - Local State

    @State private var isEditing = false
    @State var remembers: Bool

    // MARK: - View Model

    @ObservedObject var viewModel: RateViewModel

    // MARK: - Body

    var body: some View {
        Text(remembers && !isEditing ? "\(viewModel.rate)" : "")
    }
}
