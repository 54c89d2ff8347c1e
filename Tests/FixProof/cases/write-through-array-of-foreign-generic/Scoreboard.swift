import SwiftUI

/// Keeps bindings to score models and clears the first.
@MainActor
final class Scoreboard {
    var current: [Binding<ScoreViewModel>] = []

    func clear() {
        current[0].wrappedValue.score = 0
    }
}
