/// Carries a view model's outward actions to whoever created it (a parent view model or a test).
struct Responder<Action> {
    var send: (Action) -> Void
}

extension Responder {
    /// A responder that ignores everything: for previews and tests that don't observe.
    static var noop: Self { .init { _ in } }
}
