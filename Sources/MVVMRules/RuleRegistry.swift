/// Every rule, in the order `mvvm rules` lists them. Adding a rule is one file plus one line here.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        OutputPrivateSetRule.self,
    ]

    public static func rule(withID id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }

    public static var ids: [String] { all.map { $0.description.id } }
}
