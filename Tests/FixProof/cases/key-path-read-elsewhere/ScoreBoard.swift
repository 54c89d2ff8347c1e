/// Reads every score through a key path used as a function, and identifies rows by it: a
/// read-only `KeyPath` is all `map` and `sorted` need, so `private(set)` leaves this compiling.
@MainActor
func bestScores(of viewModels: [ScoreViewModel]) -> [Int] {
    viewModels.map(\.score).sorted()
}

@MainActor
func firstScore(of viewModels: [ScoreViewModel]) -> Int? {
    viewModels.first.map(\.score)
}
