final class SearchListViewModel: BaseListViewModel {
    func search(_ query: String) {
        isLoading = true
        rows.append(query)
    }
}
