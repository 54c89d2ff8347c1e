import SwiftLexer
import SwiftOutline

/// ViewState and ReMVVM dialects: a state is a value replaced as a whole, so it is a struct or
/// an enum and every stored property is a `let`.
public struct ImmutableStateRule: Rule {
    public static let description = RuleDescription(
        id: "immutable_state",
        name: "Immutable State",
        summary: "A state type (`ViewState`, `StoreState`, `StoreAction`) is a struct or enum whose stored properties are all `let`",
        defaultSeverity: .error,
        roles: [.stateTypes],
        profiles: [.viewstate, .remvvm],
        alsoReads: DialectFiles.declaringStates
    )

    public init() {}

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for state in context.stateTypes() {
            let declaration = state.declaration
            if declaration.kind == .class || declaration.kind == .actor {
                findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: declaration.keywordToken),
                                        message: "state `\(state.name)` is a \(declaration.kind.rawValue); make it a struct so each change builds a new state"))
                continue
            }
            for property in context.storedProperties(of: declaration) where context.isVar(property) {
                let name = context.outline.name(of: property) ?? "property"
                // A project protocol requiring it `{ get set }` (`BindableState`'s `bindings`) makes
                // `var` the only thing that compiles: that design is the protocol's, not this state's.
                if context.index.settableRequirement(name, of: state.type) != nil { continue }
                findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: property.keywordToken),
                                        message: "`\(name)` of state `\(state.name)` is a `var`; make it `let` and build a new state instead of changing this one"))
            }
        }
        return findings
    }
}
