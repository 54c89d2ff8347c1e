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
        let outline = context.outline, index = context.index
        for view in context.viewBodies {
            // `.init(…)` builds the declared type: a property or local typed as a view model.
            var implicitInits = Set<Int>()
            for member in context.members(of: view.declaration) {
                for binding in member.bindings {
                    guard let type = binding.type, let value = binding.initializer,
                          index.namesViewModel(TypeReading.path(of: type, outline).path, from: view.type) else { continue }
                    implicitInits.insert(value.lowerBound)
                }
            }
            // `LoginViewModel(…)`, `Feature.ViewModel(…)`, `LoginViewModel.init(…)`.
            for chain in outline.postfixChains(in: view.declaration.tokens) {
                guard let construction = outline.construction(chain) else { continue }
                if construction.typePath.isEmpty {
                    if implicitInits.contains(chain.base) { report(chain.base, "`.init(…)`", view, context, into: &findings) }
                    continue
                }
                let written = construction.typePath.map { outline.text($0) }.joined(separator: ".")
                guard index.namesViewModel(written, from: view.type) else { continue }
                report(chain.base, "`\(written)`", view, context, into: &findings)
            }
        }
        return findings
    }

    private func report(_ token: Int, _ what: String, _ view: Subject, _ context: RuleContext, into findings: inout [Finding]) {
        findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: token),
                                message: "`\(view.name)` constructs a view model (\(what)); get it from the provider (`@Provided`, `remvvm.viewModel(for:)`)"))
    }
}
