// HomeView builds ToggleView through its memberwise initializer and passes `isOn: true`. A
// `private` `@State` with an initial value drops out of that initializer, so the call would stop
// compiling ("extra argument 'isOn'"): the fix must be held back.
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
