import Foundation

struct Repo: Equatable {
    let id: Int
    let fullName: String
    let language: String?
}

/// Where repositories come from: the view models see only this protocol.
protocol RepoStore {
    func fetchRepos(matching query: String) async throws -> [Repo]
}

/// The GitHub search API behind `RepoStore`; the app injects it, tests inject a fake.
final class RepoStoreImpl: RepoStore {
    private let session: URLSession

    init(session: URLSession) {
        self.session = session
    }

    func fetchRepos(matching query: String) async throws -> [Repo] {
        var components = URLComponents(string: "https://api.github.com/search/repositories")
        components?.queryItems = [URLQueryItem(name: "q", value: query + " in:name")]
        guard let url = components?.url else { return [] }
        _ = try await session.data(from: url)
        return []
    }
}
