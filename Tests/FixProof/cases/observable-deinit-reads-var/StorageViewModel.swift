// `@Observable` turns `observer` into a computed property that tracks access: with `@MainActor`
// on the class, the nonisolated `deinit` could no longer read it. `QuotaViewModel` keeps its
// token `@ObservationIgnored`, which stays stored: `@MainActor` compiles there.
import Observation

final class ObservationToken {
    func invalidate() {}
}

@Observable
final class StorageViewModel {
    // MARK: - Lifecycle

    deinit {
        observer?.invalidate()
    }

    // MARK: - Output

    private(set) var observer: ObservationToken? = ObservationToken()
}

@Observable
final class QuotaViewModel {
    // MARK: - Properties & Dependencies

    @ObservationIgnored private let token = ObservationToken()

    // MARK: - Lifecycle

    deinit {
        token.invalidate()
    }

    // MARK: - Output

    private(set) var used = 0
}
