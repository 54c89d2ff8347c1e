@MainActor
final class InfoCenter {
    var nowPlaying = ""
    private static let instance = InfoCenter()

    static func shared() -> InfoCenter { instance }
}

@MainActor
enum Playback {
    private static let model = PlaybackViewModel()

    static func current() -> PlaybackViewModel { model }
}

@MainActor
func publish(_ item: String) {
    InfoCenter.shared().nowPlaying = item
    Playback.current().title = item
}
