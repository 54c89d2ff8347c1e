import SwiftUI

/// Keeps a binding to a score model and clears it.
@MainActor
struct Scoreboard {
    let current: Binding<ScoreViewModel>

    func clear() {
        current.wrappedValue.score = 0
    }
}
