import SwiftLexer
import SwiftOutline

/// ViewState dialect: the view model owns the view state; a view or controller sends it commands
/// and never sets the state itself.
public struct ViewNeverSetsStateRule: Rule {
    public static let description = RuleDescription(
        id: "view_never_sets_state",
        name: "View Never Sets State",
        summary: "A view or view controller never calls its view model's `setViewState(…)` nor assigns `viewModel.viewState`; it sends commands",
        defaultSeverity: .error,
        profiles: [.viewstate]
    )

    public init() {}

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        let outline = context.outline
        for view in context.viewBodies {
            let viewModels = Set(context.index.viewModelProperties(of: view.type).map(\.name))
            guard !viewModels.isEmpty else { continue }
            for member in context.members(of: view.declaration) {
                let scopes = outline.localScopes(of: member)
                for range in context.codeRanges(of: member) {
                    for chain in outline.postfixChains(in: range) {
                        let path = names(chain, outline)
                        guard path.count >= 2, let viewModel = path.first, viewModels.contains(viewModel) else { continue }
                        // A parameter or local named like the property is not the property.
                        if outline.startsAtLocal(chain, scopes) { continue }
                        let written = path.prefix(2).joined(separator: ".")
                        if path[1] == "setViewState", chain.endsWithCall || chain.components.contains(where: { if case .call = $0 { return true } else { return false } }) {
                            findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: chain.base),
                                                    message: "the view calls `\(written)(…)`; send a command (`execute(command:)`) and let the view model set its state"))
                        } else if path[1] == "viewState", chain.assignmentOperator != nil {
                            findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: chain.base),
                                                    message: "the view assigns `\(path.joined(separator: "."))`; send a command and let the view model set its state"))
                        }
                    }
                }
            }
        }
        return findings
    }

    /// The chain's names from its base, `self.` dropped and `?`/`!` skipped: `viewModel?.viewState` → [viewModel, viewState].
    private func names(_ chain: PostfixChain, _ outline: SourceOutline) -> [String] {
        var path: [String] = []
        if outline.startsAtName(chain) {
            path.append(outline.text(chain.base))
        } else if !outline.startsAtSelf(chain) {
            return []
        }
        for component in chain.components {
            switch component {
            case .member(let token): path.append(outline.text(token))
            case .optional, .forceUnwrap: continue
            default: return path
            }
        }
        return path
    }
}
