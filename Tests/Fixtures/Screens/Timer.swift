import SwiftUI

struct TimerView: View {
    @State private var viewModel = TimerViewModel()

    var body: some View {
        Text(viewModel.elapsed, format: .number)
            .onAppear { viewModel.send(.start) }
    }
}

@MainActor
@Observable
final class TimerViewModel {
    @ObservationIgnored
    @Environment(\.scenePhase) private var scenePhase // expect: dependencies_via_init
    private let clock = TimerService() // expect: dependencies_via_init
    private let now: () -> Date

    init(now: @escaping () -> Date = Date.init) {
        self.now = now
    }

    enum Action { case start, tick }

    func send(_ action: Action) {
        switch action {
        case .start:
            clock.start { [weak self] in self?.send(.tick) }
        case .tick:
            elapsed = now().timeIntervalSince1970
        }
    }

    private(set) var elapsed: TimeInterval = 0
}
