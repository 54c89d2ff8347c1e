import ArgumentParser
import MVVMLint
import MVVMRules

/// `mvvm explain <rule-id>`: the rule's document, with its examples.
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "explain", abstract: "Print a rule's document: why it exists, what triggers it, examples.")

    @Argument(help: "A rule id, as `mvvm rules` lists them.")
    var ruleID: String

    func run() throws {
        guard let document = RuleRegistry.document(forID: ruleID) else {
            throw CommandFailure("error: unknown rule `\(ruleID)`" + LintConfiguration.suggestion(ruleID, RuleRegistry.ids))
        }
        print(document, terminator: document.hasSuffix("\n") ? "" : "\n")
    }
}
