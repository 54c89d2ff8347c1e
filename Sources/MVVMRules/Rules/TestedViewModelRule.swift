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
            // A base class counts as tested through a tested subclass.
            guard !context.index.isMentionedByTests(subject.type, orThroughSubclasses: true) else { continue }
            findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: subject.declaration.keywordToken),
                                    message: "no test mentions view model `\(subject.name)`"))
        }
        return findings
    }
}
