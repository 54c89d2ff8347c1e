/// Carries a view model's actions up to whoever created it: a parent view model, or a test.
struct Responder<Action> {
    var send: (Action) -> Void
}

extension Responder {
    /// Ignores every action: for previews, and for tests that don't watch the responder.
    static var noop: Self {
        .init { _ in }
    }
}
