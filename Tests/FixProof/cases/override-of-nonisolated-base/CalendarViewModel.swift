import Combine

/// Its `override func subscribe()` keeps the base's isolation, nonisolated, whatever the class
/// says: under `@MainActor` on the class its write of `calendarID` would not compile.
final class CalendarViewModel: BaseModel, ObservableObject {
    // MARK: - Lifecycle

    override func subscribe() {
        calendarID = "default"
    }

    // MARK: - Output

    @Published private(set) var calendarID = ""
}
