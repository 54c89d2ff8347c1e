final class ProfilesSection {
    func item(named name: String) -> String {
        let item = ProfileItemViewModel()
        item.rename(name)
        return name
    }
}
