extension TimerViewModel {
    func reset() {
        elapsed = 0
    }
}
