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
        let outline = context.outline, tokens = context.tokens
        var findings: [Finding] = []
        for reducer in context.reducerFunctions() {
            let function = reducer.declaration
            if let actionType = reducer.actionType, actionProtocols.contains(QualifiedNames.simpleName(TypeReading.path(of: actionType, outline).path)) {
                findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: function.keywordToken),
                                        message: "`\(reducer.displayName)` takes any `\(outline.text(actionType))`; give it one concrete action type and a reducer per action"))
            }
            guard let action = reducer.actionName, let body = function.body else { continue }
            var index = body.lowerBound
            while index < body.upperBound {
                defer { index += 1 }
                let token = tokens[index]
                if token.keyword == .switch, let statement = outline.switchStatement(at: index),
                   statement.subject.count == 1, outline.text(statement.subject.lowerBound) == action {
                    findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: index),
                                            message: "`\(reducer.displayName)` switches over its action; one reducer handles one action"))
                } else if token.kind == .identifier, outline.text(index) == action, index + 1 < body.upperBound,
                          tokens[index + 1].keyword == .as || tokens[index + 1].keyword == .is,
                          index == body.lowerBound || tokens[index - 1].kind != .period
                            // `case let action as SetMovies`: a new binding in the switch's pattern, reported with the switch.
                            && tokens[index - 1].keyword != .let && tokens[index - 1].keyword != .var {
                    findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: index),
                                            message: "`\(reducer.displayName)` casts its action; one reducer handles one action type"))
                }
            }
        }
        return findings
    }
}
