// ToggleView has no `init` of its own and HomeView builds it through the memberwise initializer,
// without passing `isOn`. A `private` property-wrapped `@State` with an initial value is left out
// of that initializer rather than making it private, so `ToggleView(viewModel:)` still compiles
// from another file: the fix is applied. (A plain `private var` with an initial value would make
// the whole memberwise initializer private.)
import SwiftUI

struct ToggleView: View {
    // MARK: - Local State

    @State var isOn = false

    // MARK: - View Model

    @ObservedObject var viewModel: ToggleViewModel

    // MARK: - Body

    var body: some View {
        Toggle(viewModel.title, isOn: $isOn)
    }
}
