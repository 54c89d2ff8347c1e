// `Refreshing` is main-actor, so a class conforming to it in its own declaration is main-actor
// as Swift infers it: `FeedViewModel` needs no annotation, and `FeedRefresher`'s code, which
// calls `BadgeViewModel`, runs on the main actor — `@MainActor` on `BadgeViewModel` compiles.
@MainActor
protocol Refreshing {
    func refresh()
}

final class FeedRefresher: Refreshing {
    let badge = BadgeViewModel()

    func refresh() {
        badge.clear()
    }
}
