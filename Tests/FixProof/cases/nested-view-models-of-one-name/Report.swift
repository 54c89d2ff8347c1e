// Two view models nested under the same simple name: `Report.ViewModel` is built off the main
// actor (in `ReportExporter`), `Rules.ViewModel` only by its view. A use written
// `Report.ViewModel` is that type's alone, so `Rules.ViewModel` is still fixed.
import Combine

enum Report {
    final class ViewModel: ObservableObject {
        // MARK: - Input

        func submit() {
            isSent = true
        }

        // MARK: - Output

        @Published private(set) var isSent = false
    }
}

final class ReportExporter {
    func export() -> Bool {
        let model = Report.ViewModel()
        model.submit()
        return model.isSent
    }
}
