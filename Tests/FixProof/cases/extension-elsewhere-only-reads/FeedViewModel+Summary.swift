extension FeedViewModel {
    var summary: String {
        "\(title): \(items.count) items"
    }

    func shout() -> String {
        var title = title
        title += "!"
        return title
    }
}
