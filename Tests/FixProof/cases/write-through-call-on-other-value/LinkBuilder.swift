import Foundation

@MainActor
final class LinkFactory {
    let draft = DraftViewModel()

    func makeComponents() -> URLComponents {
        URLComponents()
    }

    func currentDraft() -> DraftViewModel {
        draft
    }
}

@MainActor
final class LinkBuilder {
    let factory = LinkFactory()

    func link(to path: String) -> String {
        var components = factory.makeComponents()
        components.path = path
        return components.path
    }

    func rename(with factory: LinkFactory) {
        let current = factory.currentDraft()
        current.title = "Renamed"
    }
}
