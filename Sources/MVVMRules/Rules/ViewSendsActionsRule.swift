import SwiftLexer
import SwiftOutline

/// Rule 2: the view only reads the view model and sends it actions.
public struct ViewSendsActionsRule: Rule {
    public static let description = RuleDescription(
        id: "view_sends_actions",
        name: "View Sends Actions",
        summary: "A screen only reads its view model and calls `send(_:)`: no other calls, assignments, mutations or `$viewModel` bindings",
        defaultSeverity: .error
    )

    public init() {}

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        let outline = context.outline
        for screen in context.screenBodies {
            // Each view-model property with the action methods of its type.
            var viewModels: [String: Set<String>] = [:], viewModelTypes: [String: Int] = [:]
            for property in context.index.viewModelProperties(of: screen.type) {
                let id = context.index.resolve(property.typeName, from: screen.type)
                viewModels[property.name] = id.map { context.index.actionMethods(of: $0) } ?? context.index.actionMethods(ofInterface: property.typeName)
                viewModelTypes[property.name] = id
            }
            for member in context.members(of: screen.declaration) {
                let scopes = outline.localScopes(of: member)
                for range in context.codeRanges(of: member) {
                    // A view model property's own initial value constructs it; that is not use.
                    if let owner = context.initialValueOwner(range, in: member), viewModels[owner] != nil { continue }
                    let returnsImplicitly = context.returnsImplicitly(range, of: member)
                    for chain in outline.postfixChains(in: range) {
                        // A parameter or local named like the property is not the property.
                        if outline.startsAtLocal(chain, scopes) { continue }
                        let returned = returnsImplicitly && outline.isWholeBody(chain, range)
                        if let problem = problem(chain, returned: returned, viewModels: viewModels, types: viewModelTypes,
                                                 screen: screen.type, context) {
                            findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: chain.base),
                                                    message: problem))
                        }
                    }
                }
            }
        }
        return findings
    }

    /// `returned`: the chain is the value its getter or function hands back without `return`.
    /// `types`: each view-model property's type, where the project declares it.
    private func problem(_ chain: PostfixChain, returned: Bool, viewModels: [String: Set<String>], types: [String: Int],
                         screen: Int, _ context: RuleContext) -> String? {
        let path = context.memberPath(chain)
        guard let first = path.first else { return nil }
        // `$viewModel.items.isEmpty`: a binding to a collection is a collection; reading its
        // `isEmpty` or `count` binds nothing.
        if first.hasPrefix("$"), path.count == 3, ["isEmpty", "count"].contains(path[2]), chain.assignmentOperator == nil,
           chain.components.count == 2 {
            return nil
        }
        if first.hasPrefix("$"), viewModels[String(first.dropFirst())] != nil, path.count > 1 {
            // Handed whole to a view of the project that never writes that `@Binding`
            // (`ProgressIndicator(status: $viewModel.status)`): the view is only shown the value.
            if path.count == 2, chain.components.count == 1, handsToReadingView(chain, from: screen, context) { return nil }
            return "`\(first).\(path[1])` binds the view to view-model state; bind to local `@State` and send an action"
        }
        guard let actionMethods = viewModels[first], path.count > 1 else { return nil }
        let member = path[1]
        if chain.assignmentOperator != nil {
            // `model.onDeleted = { … }` installs a callback, `model.delegate = self` the view as
            // a listener: the view model's way of reporting, which `responder_pattern` speaks to,
            // not state the view sets.
            if context.outline.assignsClosure(chain) || context.outline.assignsSelf(chain) { return nil }
            // So does handing on a listener to a model's `weak var delegate`, whatever names it
            // (`….relatedViewModel.delegate = newValue` in a controller passing its own on).
            if let owner = types[first].flatMap({ context.index.propertyType(through: path.dropFirst().dropLast(), from: $0) }),
               let last = path.last, context.index.isWeakReference(last, of: owner) { return nil }
            return "the view assigns `\(path.joined(separator: "."))`; send an action instead"
        }
        if member.hasPrefix("$") { return nil }  // a publisher: reading
        if case .call? = context.component(after: 2, in: chain) {
            if actionMethods.contains(member) { return nil }
            // `viewModel.details()` with `let details: () -> String`: reading what it provides.
            if types[first].map({ context.index.isProvider(member, of: $0) }) == true { return nil }
            // A call whose result the view uses asks for a value: no action returns one — nor
            // a view, which a call standing alone in a view builder shows (`viewModel.headerView()`).
            // So does a view built by the call and modified on the lines below
            // (`viewModel.view(for: tab)` then `.tabItem { … }`).
            let chainedOn = context.outline.modifiesResultBelow(chain)
            if returned || chainedOn || !context.outline.discardsResult(chain)
                || types[first].map({ context.index.returnsView(member, of: $0) }) == true {
                return "the view asks `\(first).\(member)(…)` for a value; expose it as an output the view reads"
            }
            let method = actionMethods.contains("send") ? "send" : actionMethods.sorted().first ?? "send"
            return "the view calls `\(first).\(member)(…)`; send an action instead (`\(first).\(method)(.…)`)"
        }
        // A mutating call on a view-model property: `viewModel.items.append(x)`.
        guard path.count >= 3 else { return nil }
        for depth in 3...path.count where MutatingMethods.names.contains(path[depth - 1]) {
            if case .call? = context.component(after: depth, in: chain) {
                return "the view mutates `\(path[0..<(depth - 1)].joined(separator: "."))` with `\(path[depth - 1])`; send an action instead"
            }
        }
        return nil
    }

    /// Whether the binding chain is a whole labelled argument of a project view's construction
    /// whose `@Binding` of that label the view never writes.
    private func handsToReadingView(_ chain: PostfixChain, from screen: Int, _ context: RuleContext) -> Bool {
        let outline = context.outline
        guard let (callee, label) = outline.wholeArgument(chain), let label,
              let view = context.index.resolve(outline.text(callee), from: screen), context.index.isView(view) else { return false }
        return context.index.isUnwrittenBinding(outline.text(label), of: view)
    }
}
