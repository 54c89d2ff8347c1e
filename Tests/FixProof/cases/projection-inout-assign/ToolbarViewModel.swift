import Combine

/// A controller republishes into the output's projection with `assign(to: &model.$isPollActive)`:
/// the `inout` projection needs the property's setter, so `private(set)` would not compile.
@MainActor
final class ToolbarViewModel: ObservableObject {
    // MARK: - Output

    @Published var isPollActive = false
}
