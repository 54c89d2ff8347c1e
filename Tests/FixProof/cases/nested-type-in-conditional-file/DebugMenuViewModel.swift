// A view model compiled only in debug builds, inside a `#if` of the file: its nested type moves
// above the output that uses it, as in any other view model.
import Combine

#if DEBUG
@MainActor
final class DebugMenuViewModel: ObservableObject {
    @Published private(set) var rows: [Row] = [Row(title: "Reset onboarding")]

    struct Row {
        let title: String
    }
}
#endif
