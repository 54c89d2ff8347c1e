/// Every rule, in the order `mvvm rules` lists them. Adding a rule is one file plus one line here.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        SingleViewModelRule.self,
        ViewSendsActionsRule.self,
        SingleStateChangeRule.self,
        ViewStateFromViewModelRule.self,
        PrivateLocalStateRule.self,
        ChildViewModelFromParentRule.self,
        ResponderPatternRule.self,
        DependenciesViaInitRule.self,
        UntestedActionRule.self,
        ViewModelSectionsRule.self,
        ViewSectionsRule.self,
        MainActorViewModelRule.self,
        OutputPrivateSetRule.self,
        TypesBeforeUseRule.self,
        ImmutableStateRule.self,
        StateReplacedNotMutatedRule.self,
        ViewNeverSetsStateRule.self,
        ObservationWrappersRule.self,
        StoreBehindProtocolRule.self,
        TestedViewModelRule.self,
        ViewModelWithoutUIRule.self,
        OutputsReadOnlyRule.self,
        ViewsOnlyBindRule.self,
        OneActionPerReducerRule.self,
        PureReducerRule.self,
        ViewModelsFromProviderRule.self,
        NavigationOutsideViewsRule.self,
    ]

    /// Reported by the lint engine itself (it needs every other rule's findings first).
    public static let unusedSuppression = RuleDescription(
        id: "unused_suppression",
        name: "Unused Suppression",
        summary: "A `mvvm:disable` comment that silences nothing, so stale ones don't pile up",
        defaultSeverity: .warning,
        profiles: Profile.everyProfile
    )

    /// Every rule's description, engine rules included, in listing order.
    public static var descriptions: [RuleDescription] { all.map { $0.description } + [unusedSuppression] }

    public static func rule(withID id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }

    public static func description(withID id: String) -> RuleDescription? {
        descriptions.first { $0.id == id }
    }

    public static var ids: [String] { descriptions.map(\.id) }
}

extension RuleRegistry {
    /// The rule's document (`Rules/<id>.md`), embedded in the binary at build time.
    public static func document(forID id: String) -> String? {
        EmbeddedRuleDocuments.files[id + ".md"]
    }
}
