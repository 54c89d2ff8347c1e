// `AppCoordinator` is `@MainActor`, so its extension in another file runs on the main actor:
// `PlayerViewModel` built and called there takes `@MainActor` and still compiles.
@MainActor
final class AppCoordinator {
    var player: PlayerViewModel?
}
