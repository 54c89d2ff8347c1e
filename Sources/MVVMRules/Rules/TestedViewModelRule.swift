import SwiftLexer
import SwiftOutline

/// Profiles other than the rulebook: a view model is the testable half of a screen, so some test
/// names it.
public struct TestedViewModelRule: Rule {
    public static let description = RuleDescription(
        id: "tested_view_model",
        name: "Tested View Model",
        summary: "Every view model is mentioned by at least one test file (its name as a whole token, outside comments and strings)",
        defaultSeverity: .warning,
        profiles: [.viewstate, .remvvm, .observable, .inputsOutputs]
    )

    public init() {}

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        // The primary declaration only: an extension in another file is the same view model.
        for subject in context.viewModelBodies where subject.declaration.kind != .extension {
            guard !isTested(subject.type, context.index) else { continue }
            findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: subject.declaration.keywordToken),
                                    message: "no test mentions view model `\(subject.name)`"))
        }
        return findings
    }

    /// Mentioned by a test itself, or — for a base class other view models inherit from
    /// (`CommonViewModel<State>`, `StateStoreViewModel`) — through a tested subclass.
    private func isTested(_ id: Int, _ index: ProjectIndex) -> Bool {
        if !index.tests(mentioning: id).isEmpty { return true }
        return index.types.contains { type in
            type.id != id && type.lineage.dropFirst().contains(id) && index.isViewModel(type.id) && !index.tests(mentioning: type.id).isEmpty
        }
    }
}
