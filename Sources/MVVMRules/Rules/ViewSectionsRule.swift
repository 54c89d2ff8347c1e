import SwiftLexer
import SwiftOutline

/// View anatomy: Environment → Local State → View Model → Body → Support.
public struct ViewSectionsRule: Rule {
    static let order = SectionOrder(sections: [
        .init(name: "Environment", option: SectionOrder.option("environment_aliases", "Environment", ["Environment"])),
        .init(name: "Local State", option: SectionOrder.option("local_state_aliases", "Local State", ["Local State", "State"])),
        .init(name: "View Model", option: SectionOrder.option("view_model_aliases", "View Model", ["View Model", "ViewModel"])),
        .init(name: "Body", option: SectionOrder.option("body_aliases", "Body", ["Body"])),
        .init(name: "Support", option: SectionOrder.option("support_aliases", "Support",
              ["Support", "Subviews", "Helpers", "Private", "View Builders"])),
    ])

    public static let description = RuleDescription(
        id: "view_sections",
        name: "View Sections",
        summary: "A screen's members follow the order Environment → Local State → View Model → Body → Support",
        defaultSeverity: .warning,
        isFixable: true,
        options: order.sections.map(\.option)
    )

    /// Environment, Local State and View Model hold properties only.
    static let lastPropertySection = 2

    /// MARK title → section rank, from the options; worked out once per run by `prepared(with:)`.
    private var aliases: [String: Int]?

    public init() {}

    public func prepared(with options: RuleOptions) -> Self {
        var rule = self
        rule.aliases = Self.order.aliases(options)
        return rule
    }

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        let outline = context.outline
        let aliases = self.aliases ?? Self.order.aliases(context.options)
        for screen in context.screenBodies where screen.declaration.kind != .extension {
            let viewModels = Set(context.index.viewModelProperties(of: screen.type).map(\.name))
                .union(context.index.presentedViewModels(of: screen.type))
            var placements: [(token: Int, rank: Int?)] = []
            placements.reserveCapacity(screen.declaration.members.count)
            var afterBody = false
            var targets: [Int?] = []
            var conditional = ConditionalMembers()
            for member in context.members(of: screen.declaration) {
                var kindRank: Int?
                let wrappers = Set(member.attributes.map { outline.name(of: $0) })
                if member.kind == .variable, !member.hasModifier(.static) {
                    // Environment first: an environment object is never the view's model.
                    if !wrappers.isDisjoint(with: PropertyWrappers.environment) {
                        kindRank = 0
                    } else if member.bindings.contains(where: { viewModels.contains(outline.text($0.nameToken)) }) {
                        kindRank = 2
                    } else if !wrappers.isDisjoint(with: PropertyWrappers.localState) {
                        kindRank = 1
                    } else if outline.name(of: member) == "body" {
                        kindRank = 3
                    }
                }
                kindRank = conditional.rank(kindRank, of: member, outline)
                if kindRank == nil, afterBody { kindRank = 4 }
                if kindRank == 3 { afterBody = true }
                // A MARK naming a section of properties (`// MARK: - State` above the methods that
                // render a view model's state) does not make a method one of them.
                let markRank = SectionOrder.markRank(of: member, in: screen.declaration, kindRank: kindRank, aliases: aliases, outline: outline)
                    .flatMap { member.kind == .variable || $0 > Self.lastPropertySection ? $0 : nil }
                placements.append((member.keywordToken, markRank ?? kindRank))
                // The fix puts a member where its kind says, else where its MARK says.
                targets.append(kindRank ?? markRank)
            }
            let screenFindings = Self.order.orderFindings(placements, ruleID: Self.description.id, context: context)
            guard !screenFindings.isEmpty else { continue }
            let plan = SectionReordering.plan(for: screen.declaration, targets: targets, outline: outline, aliases: aliases,
                                             titles: SectionReordering.titles(Self.order, options: context.options),
                                             caller: { context.index.passesLabel($0, toConstructionOf: screen.type) })
            findings += screenFindings.map { finding in
                var finding = finding
                finding.fix = plan.edit.map { [$0] }
                finding.message += plan.note
                return finding
            }
        }
        return findings
    }
}
