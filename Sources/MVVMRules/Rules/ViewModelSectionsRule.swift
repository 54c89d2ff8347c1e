import SwiftLexer
import SwiftOutline

/// View-model anatomy: Properties & Dependencies → Lifecycle → Responder → Input → Output → Support.
public struct ViewModelSectionsRule: Rule {
    static let order = SectionOrder(sections: [
        .init(name: "Properties & Dependencies", option: SectionOrder.option("properties_aliases", "Properties & Dependencies",
              ["Properties & Dependencies", "Properties and Dependencies", "Properties", "Dependencies", "Private Properties"])),
        .init(name: "Lifecycle", option: SectionOrder.option("lifecycle_aliases", "Lifecycle",
              ["Lifecycle", "Life Cycle", "Init", "Initialization", "Initializers"])),
        .init(name: "Responder", option: SectionOrder.option("responder_aliases", "Responder", ["Responder", "Responder Actions"])),
        .init(name: "Input", option: SectionOrder.option("input_aliases", "Input", ["Input", "Inputs", "Actions"])),
        .init(name: "Output", option: SectionOrder.option("output_aliases", "Output", ["Output", "Outputs"])),
        .init(name: "Support", option: SectionOrder.option("support_aliases", "Support",
              ["Support", "Private", "Private / Support", "Helpers", "Private Helpers", "Private Methods"])),
    ])

    public static let description = RuleDescription(
        id: "view_model_sections",
        name: "View Model Sections",
        summary: "View-model members sit in their sections, in the order Properties & Dependencies → Lifecycle → Responder → Input → Output → Support",
        defaultSeverity: .warning,
        isFixable: true,
        options: order.sections.map(\.option)
    )

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
        for viewModel in context.viewModelBodies {
            let observation = context.index.isObservationViewModel(viewModel.type)
            var placements: [(token: Int, rank: Int?)] = []
            placements.reserveCapacity(viewModel.declaration.members.count)
            var typeFindings: [Finding] = []
            var targets: [Int?] = []
            var anywhere: [Int: Bool] = [:]
            var conditional = ConditionalMembers()
            for (index, member) in context.members(of: viewModel.declaration).enumerated() {
                let kindRank = conditional.rank(Self.rank(of: member, in: viewModel.type, observation: observation, context), of: member, outline)
                let markRank = SectionOrder.markRank(of: member, in: viewModel.declaration, kindRank: kindRank, aliases: aliases, outline: outline)
                if let markRank, let kindRank, markRank != kindRank {
                    let sections = Self.order.sections
                    typeFindings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: member.keywordToken),
                                                message: "`\(outline.name(of: member) ?? "member")` belongs in \(sections[kindRank].name), not \(sections[markRank].name)"))
                }
                // A member already reported as under the wrong MARK is judged there, once: its
                // MARK's place in the order says nothing about where it belongs.
                let misplaced = markRank != nil && kindRank != nil && markRank != kindRank
                placements.append((member.keywordToken, misplaced ? nil : markRank ?? kindRank))
                // The fix puts a member where its kind says, else where its MARK says.
                targets.append(kindRank ?? markRank)
                if kindRank == nil, member.kind.isType || member.kind == .typealias { anywhere[index] = true }
            }
            typeFindings += Self.order.orderFindings(placements, ruleID: Self.description.id, context: context)
            guard !typeFindings.isEmpty else { continue }
            let plan = SectionReordering.plan(for: viewModel.declaration, targets: targets, movableTypes: anywhere,
                                             users: SectionReordering.typeUsers(of: viewModel.declaration, outline: outline),
                                             outline: outline, aliases: aliases,
                                             titles: SectionReordering.titles(Self.order, options: context.options),
                                             caller: { context.index.passesLabel($0, toConstructionOf: viewModel.type) })
            findings += typeFindings.map { finding in
                var finding = finding
                finding.fix = plan.edit.map { [$0] }
                finding.message += plan.note
                return finding
            }
        }
        return findings
    }

    /// A member's section by its kind (SPEC §4.1), or nil where it may sit anywhere.
    static func rank(of member: Declaration, in type: Int, observation: Bool, _ context: RuleContext) -> Int? {
        let outline = context.outline
        let isPrivate = context.isPrivate(member)
        switch member.kind {
        case .initializer, .deinitializer:
            return 1
        case .enum:
            switch outline.name(of: member) {
            case "ResponderAction": return 2
            // Only the actions its action method takes: another `Action` (a launch option
            // handed to the app) is a nested type that may sit anywhere.
            case "Action": return context.index.takesActionEnum(type) ? 3 : nil
            default: return nil
            }
        case .function:
            if context.isActionMethod(member, of: type) { return 3 }
            return isPrivate && !member.hasModifier(.static) ? 5 : nil
        case .variable:
            if member.hasModifier(.static) || member.hasModifier(.class) { return nil }
            guard let binding = member.bindings.first else { return nil }
            // The responder and any channel of actions to the parent (`actionsSubject`, the
            // `actions` publisher over it) belong to Responder, stored or computed.
            let written = TypeReading.type(of: binding, outline)
            if ResponderChannels.isChannel(typeName: written.path, genericArgument: written.genericArgument) { return 2 }
            if !binding.isStored(in: context.tokens) { return isPrivate ? nil : 4 }
            if outline.attribute(named: "Published", on: member) != nil { return 4 }
            // In an `@Observable` model every stored `var` the view can see and the model
            // observes is an output: the `private(set)` ones, and the ones `output_private_set`
            // asks to make `private(set)`.
            // A service handed in after `init` is a dependency, tracked or not.
            if observation, context.isVar(member), !isPrivate, context.isTrackedByObservation(member),
               !context.holdsService(member, of: type) { return 4 }
            // A stream or observable box that other code only observes (`viewModel.items.observe {`)
            // may be how this model publishes to its view, which SPEC §4.1's kinds do not name:
            // it sits where its MARK says.
            if !isPrivate, context.index.isObservedOnly(member: outline.text(binding.nameToken), of: type) { return nil }
            return 0
        default:
            return nil
        }
    }
}
