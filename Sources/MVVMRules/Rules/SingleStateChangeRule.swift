import SwiftLexer
import SwiftOutline

/// Rule 3: each action makes at most one state change; chaining goes through `send(.next)`.
public struct SingleStateChangeRule: Rule {
    public static let description = RuleDescription(
        id: "single_state_change",
        name: "Single State Change",
        summary: "Each case of the reducer's `switch` handles one action and makes at most one state change",
        defaultSeverity: .warning
    )

    public init() {}

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        let outline = context.outline
        for (viewModel, _) in context.viewModelBodies {
            for method in context.members(of: viewModel) where context.isActionMethod(method) {
                guard let body = method.body, let parameter = method.parameters.first?.name else { continue }
                let parameterName = outline.text(parameter)
                for reducer in reducerSwitches(in: body, over: parameterName, outline) {
                    for switchCase in reducer.cases {
                        findings += check(switchCase, context)
                    }
                }
            }
        }
        return findings
    }

    /// `switch action` statements of the method body, through `if`/`do`/`guard` blocks but never
    /// into closures or switches over other values.
    private func reducerSwitches(in body: Range<Int>, over parameter: String, _ outline: SourceOutline) -> [SwitchStatement] {
        var result: [SwitchStatement] = []
        var work = [body]
        while let range = work.popLast() {
            for statement in outline.statements(in: range) {
                if statement.kind == .switch, let reducer = outline.switchStatement(at: statement.tokens.lowerBound) {
                    var subject = reducer.subject
                    if subject.count == 3, outline.tokens[subject.lowerBound].keyword == .self { subject = (subject.lowerBound + 2)..<subject.upperBound }
                    if subject.count == 1, outline.text(subject.lowerBound) == parameter { result.append(reducer) }
                } else if statement.kind == .if || statement.kind == .do || statement.kind == .guard {
                    work += statement.blocks
                }
            }
        }
        return result
    }

    private func check(_ switchCase: SwitchCase, _ context: RuleContext) -> [Finding] {
        let label = context.offset(of: switchCase.labelToken)
        if switchCase.patterns.count > 1 {
            return [Finding(ruleID: Self.description.id, offset: label,
                            message: "one case handles \(switchCase.patterns.count) actions; give each action its own case")]
        }
        let changes = countChanges(context.outline.statements(in: switchCase.body), context)
        guard changes > 1 else { return [] }
        return [Finding(ruleID: Self.description.id, offset: label,
                        message: "this action makes \(changes) state changes; make one and `send(.next)` for the rest")]
    }

    /// Changing statements, with an `#if … #endif` block counted once (its branches are
    /// alternatives, not a sequence).
    private func countChanges(_ statements: [Statement], _ context: RuleContext) -> Int {
        var count = 0
        var depth = 0
        var groupChanges = false
        for statement in statements {
            if statement.kind == .directive {
                switch context.tokens[statement.tokens.lowerBound].keyword {
                case .poundIf: depth += 1
                case .poundEndif:
                    depth = max(0, depth - 1)
                    if depth == 0, groupChanges { count += 1; groupChanges = false }
                default: break
                }
                continue
            }
            guard changesState(statement, context) else { continue }
            if depth > 0 { groupChanges = true } else { count += 1 }
        }
        return count + (groupChanges ? 1 : 0)
    }

    /// Whether a top-level statement of a case body changes something (SPEC §4.1): assignments
    /// and calls do — once each, closures and `Task { }` included — except `send(…)`,
    /// `self.send(…)` and `responder.send(…)`; declarations, `guard`, `return` and `break` don't.
    private func changesState(_ statement: Statement, _ context: RuleContext) -> Bool {
        switch statement.kind {
        case .declaration, .guard, .return, .break, .continue, .fallthrough, .throw, .directive:
            return false
        case .expression:
            return expressionChanges(statement.tokens, context)
        default:
            // `if`, `switch`, loops, `do`: one statement; it changes state if any branch does.
            return statement.blocks.contains { block in
                context.outline.statements(in: block).contains { changesState($0, context) }
            }
        }
    }

    private func expressionChanges(_ range: Range<Int>, _ context: RuleContext) -> Bool {
        let tokens = context.tokens
        var start = range.lowerBound
        while start < range.upperBound, tokens[start].keyword == .try || tokens[start].keyword == .await {
            start += 1
            if start < range.upperBound, tokens[start].kind == .operator { start += 1 }  // `try?`, `try!`
        }
        guard start < range.upperBound else { return false }
        guard let chain = context.outline.postfixChain(at: start, end: range.upperBound) else {
            return true  // `_ = f()`, an operator expression: assume it does something
        }
        if chain.assignmentOperator != nil { return true }
        guard chain.endsWithCall || chain.components.contains(where: { if case .trailingClosure = $0 { true } else { false } }) else {
            return false  // a bare read: `x`, `self.value`
        }
        let path = context.memberPath(chain)
        let actionMethods = context.index.settings.actionMethods
        if path.count == 1, actionMethods.contains(path[0]) { return false }
        if path.count == 2, path[0] == "responder", path[1] == "send" { return false }
        return true
    }
}
