import Combine

/// Holds any observable; an extension for score models resets it.
@MainActor
struct Holder<Model: ObservableObject> {
    let model: Model
}

extension Holder where Model: ScoreViewModel {
    func reset() {
        model.score = 0
    }
}
