import SwiftLexer
import SwiftOutline

/// Rule 4: a screen's data and view state come from its view model's outputs.
public struct ViewStateFromViewModelRule: Rule {
    public static let description = RuleDescription(
        id: "view_state_from_view_model",
        name: "View State From View Model",
        summary: "A screen keeps no data or view state of its own: no mutations of local state, no `@FetchRequest`/`@Query`",
        defaultSeverity: .warning
    )

    public init() {}

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        let outline = context.outline
        for (screen, name) in context.screenBodies {
            var localState = Set<String>()
            for property in context.index.properties[name] ?? [] where !PropertyWrappers.writableState.isDisjoint(with: property.attributes)
                && !context.index.isViewModelType(property.typeName) {  // `@State var model = Model()` holds the view model
                localState.insert(property.name)
            }
            for member in context.members(of: screen) {
                for attribute in member.attributes where PropertyWrappers.dataSources.contains(outline.name(of: attribute)) {
                    findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: attribute.atToken),
                                            message: "`@\(outline.name(of: attribute))` fetches data in the view; let the view model provide it"))
                }
                for range in context.codeRanges(of: member) {
                    if context.initialValueOwner(range, in: member) != nil { continue }
                    for chain in outline.postfixChains(in: range) {
                        let path = context.memberPath(chain)
                        guard let first = path.first, localState.contains(first) else { continue }
                        if chain.assignmentOperator != nil {
                            findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: chain.base),
                                                    message: "the view changes its own state `\(first)`; send an action and read an output"))
                        } else if path.count >= 2, MutatingMethods.names.contains(path[path.count - 1]),
                                  case .call? = context.component(after: path.count, in: chain) {
                            findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: chain.base),
                                                    message: "the view changes its own state `\(first)` with `\(path[path.count - 1])`; send an action and read an output"))
                        }
                    }
                }
            }
        }
        return findings
    }
}
