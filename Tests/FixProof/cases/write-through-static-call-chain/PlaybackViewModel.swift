import Combine

/// `nowPlaying` is written through `InfoCenter.shared().nowPlaying`, the result of a static
/// method declared to return `InfoCenter` — not this view model (fixed). `title` is written
/// through `Playback.current().title`, a static method returning this view model (held back).
@MainActor
final class PlaybackViewModel: ObservableObject {
    // MARK: - Input

    func play(_ item: String) {
        nowPlaying = item
        title = item
    }

    // MARK: - Output

    @Published var nowPlaying = ""
    @Published var title = ""
}
