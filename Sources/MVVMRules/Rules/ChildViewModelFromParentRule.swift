import SwiftLexer
import SwiftOutline

/// Rule 6: a view may build the next view, but that view's model comes from its own view model.
public struct ChildViewModelFromParentRule: Rule {
    public static let description = RuleDescription(
        id: "child_view_model_from_parent",
        name: "Child View Model From Parent",
        summary: "Views never construct view models, except the initial value of their own view-model property",
        defaultSeverity: .error
    )

    public init() {}

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        let outline = context.outline
        if context.isTestFile { return [] }
        for (view, name) in context.viewBodies {
            let own = Set(context.index.viewModelProperties(of: name).prefix(1).flatMap { [$0.name, "_" + $0.name] })
            for member in context.members(of: view) {
                for range in context.codeRanges(of: member) {
                    if let owner = context.initialValueOwner(range, in: member), own.contains(owner) {
                        continue  // `@StateObject var viewModel = LoginViewModel()`
                    }
                    let allowed = member.kind == .initializer ? ownAssignments(in: range, own: own, context) : []
                    for chain in outline.postfixChains(in: range) {
                        guard let typeName = constructedType(chain, context), context.index.isViewModelType(typeName),
                              !allowed.contains(where: { $0.contains(chain.base) }) else { continue }
                        findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: chain.base),
                                                message: "`\(name)` constructs `\(typeName)`; get it from its own view model instead"))
                    }
                }
            }
        }
        return findings
    }

    /// `LoginViewModel(…)` or `LoginViewModel.init(…)`: the constructed type's name.
    private func constructedType(_ chain: PostfixChain, _ context: RuleContext) -> String? {
        guard context.tokens[chain.base].kind == .identifier, let first = chain.components.first else { return nil }
        let name = context.outline.text(chain.base)
        if case .call = first { return name }
        if case .member(let token) = first, context.outline.text(token) == "init", chain.components.count > 1,
           case .call = chain.components[1] { return name }
        return nil
    }

    /// In an `init`, statements that set the view's own view-model property
    /// (`_viewModel = StateObject(wrappedValue: LoginViewModel(…))`): their right-hand side may
    /// construct it.
    private func ownAssignments(in body: Range<Int>, own: Set<String>, _ context: RuleContext) -> [Range<Int>] {
        context.outline.statements(in: body).compactMap { statement in
            guard let chain = context.outline.postfixChain(at: statement.tokens.lowerBound, end: statement.tokens.upperBound),
                  chain.assignmentOperator != nil,
                  let target = context.memberPath(chain).first, own.contains(target) else { return nil }
            return statement.tokens
        }
    }
}
