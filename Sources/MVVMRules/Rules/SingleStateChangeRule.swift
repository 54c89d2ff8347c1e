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
        for viewModel in context.viewModelBodies {
            let actionMethods = context.index.actionMethods(of: viewModel.type)
            let channels = responderChannels(of: viewModel.type, context)
            let handles = workHandles(of: viewModel.type, context)
            for method in context.members(of: viewModel.declaration) where context.isActionMethod(method, of: viewModel.type) {
                guard let body = method.body, let parameter = method.parameters.first?.name else { continue }
                let locals = outline.localScopes(of: method)
                for reducer in Reducers.switches(in: body, over: outline.text(parameter), outline) {
                    for switchCase in reducer.cases {
                        findings += check(switchCase, actionMethods: actionMethods, channels: channels, handles: handles,
                                          locals: locals, context)
                    }
                }
            }
        }
        return findings
    }

    /// Properties that pass actions up (SPEC §3): the responder, and stored Combine subjects or
    /// relays of an action enum (`actionsSubject.send(.done)`).
    private func responderChannels(of type: Int, _ context: RuleContext) -> Set<String> {
        var names: Set<String> = ["responder"]
        for property in context.index.types[type].properties
        where ResponderChannels.isChannel(typeName: property.typeName, genericArgument: property.genericArgument) {
            names.insert(property.name)
        }
        return names
    }

    /// Types that hold started work: cancelling one (`task?.cancel()`) or keeping a new one is
    /// bookkeeping on the handle, like starting a `Task`, not a change of state.
    static let workHandleTypes: Set<String> = ["Task", "AnyCancellable", "Cancellable", "Disposable", "DisposeBag",
                                               "CompositeDisposable", "SerialDisposable"]

    /// Stored properties of the view model (or a base class) holding started work.
    private func workHandles(of type: Int, _ context: RuleContext) -> Set<String> {
        var names = Set<String>()
        for ancestor in context.index.ancestors(of: type, including: true) {
            for property in context.index.types[ancestor].properties {
                let held = QualifiedNames.simpleName(property.typeName)
                if Self.workHandleTypes.contains(held) || held == "Set" && Self.workHandleTypes.contains(QualifiedNames.simpleName(property.genericArgument)) {
                    names.insert(property.name)
                }
            }
        }
        return names
    }

    private func check(_ switchCase: SwitchCase, actionMethods: Set<String>, channels: Set<String>, handles: Set<String>,
                       locals: LocalScopes, _ context: RuleContext) -> [Finding] {
        let label = context.offset(of: switchCase.labelToken)
        if switchCase.patterns.count > 1 {
            return [Finding(ruleID: Self.description.id, offset: label,
                            message: "one case handles \(switchCase.patterns.count) actions; give each action its own case")]
        }
        let counter = ChangeCounter(context: context, actionMethods: actionMethods, channels: channels, handles: handles, locals: locals)
        let changes = counter.changes(in: context.outline.statements(in: switchCase.body))
        guard changes.count > 1 else { return [] }
        let listed = changes.prefix(4).map { "`\($0)`" }.joined(separator: ", ") + (changes.count > 4 ? ", …" : "")
        return [Finding(ruleID: Self.description.id, offset: label,
                        message: "this action makes \(changes.count) state changes (\(listed)); make one and `send(.next)` for the rest")]
    }
}

/// Counts the statements of a case body that change something (SPEC §4.1).
private struct ChangeCounter {
    let context: RuleContext
    let actionMethods: Set<String>
    let channels: Set<String>
    /// Properties holding started work (`userTask: AnyCancellable?`).
    let handles: Set<String>
    /// The action method's own bindings: writing one of them (`count += 1` on a local `var`)
    /// prepares a change, it is not one.
    let locals: LocalScopes

    /// The changing statements, as short texts; an `#if … #endif` block counts once (its branches
    /// are alternatives, not a sequence).
    func changes(in statements: [Statement]) -> [String] {
        var result: [String] = []
        var depth = 0
        var groupChange: String?
        for statement in statements {
            if statement.kind == .directive {
                switch context.outline.directiveKeyword(of: statement) {
                case .poundIf: depth += 1
                case .poundEndif:
                    depth = max(0, depth - 1)
                    if depth == 0, let change = groupChange { result.append(change); groupChange = nil }
                default: break
                }
                continue
            }
            guard changesState(statement) else { continue }
            if depth > 0 { groupChange = groupChange ?? summary(statement) } else { result.append(summary(statement)) }
        }
        if let change = groupChange { result.append(change) }
        return result
    }

    /// The statement's first line, shortened: what the message quotes.
    private func summary(_ statement: Statement) -> String {
        var text = context.outline.text(context.outline.firstLine(of: statement.tokens))
        if text.hasSuffix("{") { text = String(text.dropLast()).trimmingTrailingSpaces + " { … }" }
        if text.count > 40 { text = String(text.prefix(39)) + "…" }
        return text
    }

    /// Whether a top-level statement of a case body changes something: assignments (but to a
    /// local of the action method) and calls do —
    /// once each, a call taking a closure included — except calls of the view model's action
    /// methods (`send(…)`, `self.send(…)`), sends on a responder channel, and `Task { }`, whose
    /// results come back through an action. Declarations, `guard`, `return` and `break` don't.
    private func changesState(_ statement: Statement) -> Bool {
        switch statement.kind {
        case .declaration, .guard, .return, .break, .continue, .fallthrough, .throw, .directive:
            return false
        case .expression:
            return expressionChanges(statement.tokens)
        default:
            // `if`, `switch`, loops, `do`: one statement; it changes state if any branch does.
            return statement.blocks.contains { block in
                context.outline.statements(in: block).contains { changesState($0) }
            }
        }
    }

    private func expressionChanges(_ range: Range<Int>) -> Bool {
        let start = context.outline.expressionStart(at: range.lowerBound, end: range.upperBound).start
        guard start < range.upperBound else { return false }
        guard let chain = context.outline.postfixChain(at: start, end: range.upperBound) else {
            return true  // `_ = f()`, an operator expression: assume it does something
        }
        // `userTask?.cancel()`, `userTask = publisher.sink { … }`: bookkeeping on a work handle.
        if !context.outline.startsAtLocal(chain, locals), let first = context.memberPath(chain).first, handles.contains(first) { return false }
        if let assignment = chain.assignmentOperator {
            // `total += price` on a local `var total`: no state is touched (`self.total` always is).
            if context.outline.startsAtLocal(chain, locals) { return false }
            // `uploadTask = Task { … }` keeps the handle to cancel the work; it is still a `Task`.
            let value = assignment + 1
            return !(value < range.upperBound && context.outline.postfixChain(at: value, end: range.upperBound)
                .map { context.outline.startsAtName($0) && context.outline.text(value) == "Task" } == true)
        }
        guard chain.endsWithCall || chain.components.contains(where: { if case .trailingClosure = $0 { true } else { false } }) else {
            return false  // a bare read: `x`, `self.value`
        }
        let path = context.memberPath(chain)
        if path.count == 1, actionMethods.contains(path[0]) { return false }
        if path.count == 2, channels.contains(path[0]), path[1] == "send" || path[1] == "accept" || path[1] == "onNext" { return false }
        // `Task { … }`, `Task.detached { … }`: the work reports back through `send`.
        if path.first == "Task", path.count == 1 || path == ["Task", "detached"] { return false }
        return true
    }
}

private extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
