import SwiftLexer
import SwiftOutline

/// ReMVVM dialect: a reducer is a pure function of the state and the action. Side effects —
/// asynchronous work, globals, printing, writing anything but its own locals — belong in
/// middleware.
public struct PureReducerRule: Rule {
    public static let description = RuleDescription(
        id: "pure_reducer",
        name: "Pure Reducer",
        summary: "A reducer's body has no side effects: no `Task`, `DispatchQueue`, `await`, `print`, singletons or globals, no assignment except to locals",
        defaultSeverity: .warning,
        options: [DependenciesViaInitRule.globalAccessors],
        roles: [.reducerTypes],
        profiles: [.remvvm],
        alsoReads: DialectFiles.declaringReducers
    )

    public init() {}

    public func findings(in context: RuleContext) -> [Finding] {
        let accessors = Set(context.options.list(DependenciesViaInitRule.globalAccessors.key,
                                                 default: DependenciesViaInitRule.globalAccessors.defaultValue))
        let outline = context.outline
        var findings: [Finding] = []
        for reducer in context.reducerFunctions() {
            guard let body = reducer.declaration.body else { continue }
            let scopes = outline.localScopes(of: reducer.declaration)
            func report(_ token: Int, _ what: String) {
                findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: token),
                                        message: "`\(reducer.displayName)` \(what); a reducer only builds the next state — side effects go in middleware"))
            }
            for suspension in outline.suspensionPoints(in: body) { report(suspension, "awaits") }
            for chain in outline.postfixChains(in: body) {
                let base = chain.base, members = chain.memberTokens
                switch outline.startsAtName(chain) ? outline.text(base) : "" {
                case "Task", "DispatchQueue": report(base, "starts asynchronous work (`\(outline.text(base))`)")
                case "print", "debugPrint", "NSLog":
                    if case .call? = chain.components.first { report(base, "prints") }
                default: break
                }
                // `UserDefaults.standard`, `Analytics.shared`: a global instance.
                if let first = members.first, accessors.contains(outline.text(first)), outline.isCapitalized(base) {
                    report(base, "reaches a global (`\(outline.text(base)).\(outline.text(first))`)")
                    continue
                }
                // An assignment, or a mutating call (`history.append(…)`) on what it names.
                let mutatingCall = members.count >= (outline.startsAtSelf(chain) ? 2 : 1) && chain.endsWithCall
                    && members.last.map { MutatingMethods.names.contains(outline.text($0)) } == true
                guard chain.assignmentOperator != nil || mutatingCall else { continue }
                let isLocal = outline.startsAtLocal(chain, scopes)
                if !isLocal {
                    report(base, "changes `\(outline.text(chain.tokens.lowerBound..<(members.last.map { $0 + 1 } ?? base + 1)))`, which is not its own local")
                }
            }
        }
        return findings
    }
}
