// A protocol the view model conforms to asks for `title` with a setter: `private(set)` on the
// output would leave the conformance unsatisfied, so the fix must be held back.
import Combine

@MainActor
protocol TitleEditing: AnyObject {
    var title: String { get set }
}

@MainActor
final class SettingsViewModel: ObservableObject, TitleEditing {
    // MARK: - Output

    @Published var title = ""
    @Published var subtitle = ""
}
