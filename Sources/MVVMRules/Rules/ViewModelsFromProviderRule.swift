import SwiftLexer
import SwiftOutline

/// ReMVVM dialect: view models come from the provider (`@Provided`, `remvvm.viewModel(for:)`),
/// which builds them from the store's state; a view or controller never constructs one.
public struct ViewModelsFromProviderRule: Rule {
    public static let description = RuleDescription(
        id: "view_models_from_provider",
        name: "View Models from Provider",
        summary: "A view or view controller never constructs a view model; it asks the provider",
        defaultSeverity: .error,
        profiles: [.remvvm]
    )

    public init() {}

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        let outline = context.outline, tokens = context.tokens, index = context.index
        for view in context.viewBodies {
            // `.init(…)` builds the declared type: a property or local typed as a view model.
            var implicitInits = Set<Int>()
            for member in context.members(of: view.declaration) {
                for binding in member.bindings {
                    guard let type = binding.type, let value = binding.initializer, value.count >= 2,
                          tokens[value.lowerBound].kind == .period, outline.text(value.lowerBound + 1) == "init",
                          index.namesViewModel(TypeReading.path(of: type, outline).path, from: view.type) else { continue }
                    implicitInits.insert(value.lowerBound)
                }
            }
            for token in view.declaration.tokens {
                if implicitInits.contains(token) {
                    report(token, "`.init(…)`", view, context, into: &findings)
                    continue
                }
                guard tokens[token].kind == .identifier, token + 1 < tokens.count,
                      token == 0 || tokens[token - 1].kind != .period,
                      TypeReading.startsUppercase(token, outline) else { continue }
                // `LoginViewModel(…)` or `LoginViewModel.init(…)`.
                let call = tokens[token + 1].kind == .leftParen
                    || (tokens[token + 1].kind == .period && token + 3 < tokens.count && outline.text(token + 2) == "init"
                        && tokens[token + 3].kind == .leftParen)
                let written = outline.text(token)
                guard call, index.namesViewModel(written, from: view.type) else { continue }
                report(token, "`\(written)`", view, context, into: &findings)
            }
        }
        return findings
    }

    private func report(_ token: Int, _ what: String, _ view: Subject, _ context: RuleContext, into findings: inout [Finding]) {
        findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: token),
                                message: "`\(view.name)` constructs a view model (\(what)); get it from the provider (`@Provided`, `remvvm.viewModel(for:)`)"))
    }
}
