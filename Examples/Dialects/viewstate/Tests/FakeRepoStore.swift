@testable import RepoSearch

/// Answers at once with the repositories it was given.
struct FakeRepoStore: RepoStore {
    var repos: [Repo] = []

    func fetchRepos(matching query: String) async throws -> [Repo] {
        repos
    }
}
