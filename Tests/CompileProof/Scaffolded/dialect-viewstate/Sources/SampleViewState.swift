import Foundation

/// Everything the Sample screen shows, as one value. A command builds the next one from it;
/// nothing edits it in place.
struct SampleViewState: ViewState {
    // MARK: - Status

    enum Status {
        case idle
    }

    // MARK: - Properties

    let status: Status

    // MARK: - Initial State

    /// The screen before any command.
    static var initial: SampleViewState {
        SampleViewState(status: .idle)
    }
}
