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

    /// SwiftUI wrappers that own state the view could write. `@FocusState` and `@GestureState`
    /// are interaction state SwiftUI itself drives, so writing them is not keeping data.
    static let stateWrappers: Set<String> = ["State", "AppStorage", "SceneStorage"]
    static let dataSources: Set<String> = ["FetchRequest", "SectionedFetchRequest", "Query"]

    public init() {}

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        let outline = context.outline
        for (screen, name) in context.screenBodies {
            var localState = Set<String>()
            for property in context.index.properties[name] ?? [] where !Self.stateWrappers.isDisjoint(with: property.attributes)
                && !context.index.isViewModelType(property.typeName) {  // `@State var model = Model()` holds the view model
                localState.insert(property.name)
            }
            for member in context.members(of: screen) {
                for attribute in member.attributes where Self.dataSources.contains(outline.name(of: attribute)) {
                    findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: attribute.atToken),
                                            message: "`@\(outline.name(of: attribute))` fetches data in the view; let the view model provide it"))
                }
                for range in context.codeRanges(of: member) {
                    if member.kind == .variable, member.bindings.contains(where: { $0.initializer == range }) { continue }
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
