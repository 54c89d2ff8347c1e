import SwiftLexer
import SwiftOutline

/// ReMVVM dialect: each reducer handles exactly one concrete action type, so where an action is
/// handled is plain from the types — never a switch or a cast over actions.
public struct OneActionPerReducerRule: Rule {
    public static let description = RuleDescription(
        id: "one_action_per_reducer",
        name: "One Action per Reducer",
        summary: "A reducer's `reduce(state:with:)` takes one concrete action type and never switches over or casts actions",
        defaultSeverity: .warning,
        roles: [.reducerTypes, .actionTypes],
        profiles: [.remvvm],
        alsoReads: DialectFiles.declaringReducers
    )

    public init() {}

    public func findings(in context: RuleContext) -> [Finding] {
        let actionProtocols = Set(context.roles[.actionTypes] + ["Any", "AnyObject"])
        let outline = context.outline
        var findings: [Finding] = []
        for reducer in context.reducerFunctions() {
            let function = reducer.declaration
            if let actionType = reducer.actionType, actionProtocols.contains(QualifiedNames.simpleName(TypeReading.path(of: actionType, outline).path)) {
                findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: function.keywordToken),
                                        message: "`\(reducer.displayName)` takes any `\(outline.text(actionType))`; give it one concrete action type and a reducer per action"))
            }
            guard let action = reducer.actionName, let body = function.body else { continue }
            for statement in outline.switchStatements(in: body)
            where statement.subject.count == 1 && outline.text(statement.subject.lowerBound) == action {
                findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: statement.switchToken),
                                        message: "`\(reducer.displayName)` switches over its action; one reducer handles one action"))
            }
            // `case let action as SetMovies` binds a new name in a switch's pattern: reported with the switch.
            for cast in outline.castNames(in: body) where outline.text(cast) == action {
                findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: cast),
                                        message: "`\(reducer.displayName)` casts its action; one reducer handles one action type"))
            }
        }
        return findings
    }
}
