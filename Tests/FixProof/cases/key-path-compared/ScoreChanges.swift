/// Which change a settings screen reacts to, by key path: a pattern and a comparison read
/// `\ScoreViewModel.score` as a value, which a read-only `KeyPath` is, so `private(set)` leaves
/// this compiling.
@MainActor
func isScoreChange(_ keyPath: PartialKeyPath<ScoreViewModel>) -> Bool {
    switch keyPath {
    case \ScoreViewModel.score:
        return true
    case \ScoreViewModel.title, \ScoreViewModel.score:
        return false
    default:
        return keyPath == \ScoreViewModel.score
    }
}
