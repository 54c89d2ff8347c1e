import SwiftLexer
import SwiftOutline

/// Rule 5: a screen's local state only captures input for actions, so it stays private to the
/// view, and never persists on its own.
public struct PrivateLocalStateRule: Rule {
    public static let description = RuleDescription(
        id: "private_local_state",
        name: "Private Local State",
        summary: "A screen's `@State`/`@FocusState`/`@GestureState` is `private`; no `@AppStorage`/`@SceneStorage`",
        defaultSeverity: .warning
    )

    public init() {}

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        let outline = context.outline
        for screen in context.screenBodies where screen.declaration.kind != .extension {
            for property in context.storedProperties(of: screen.declaration) {
                // `@State private var model = Model()` holds an `@Observable` view model, not local state.
                if property.bindings.contains(where: { binding in
                    let typeName = TypeReading.type(of: binding, outline).path
                    return !typeName.isEmpty && context.index.namesViewModel(typeName, from: screen.type)
                }) { continue }
                for attribute in property.attributes {
                    let wrapper = outline.name(of: attribute)
                    if PropertyWrappers.storage.contains(wrapper) {
                        findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: attribute.atToken),
                                                message: "`@\(wrapper)` persists state behind the view model's back; make it a dependency of the view model"))
                    } else if PropertyWrappers.privateState.contains(wrapper), !context.hasRestrictedSetter(property) {
                        let name = outline.name(of: property) ?? "state"
                        findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: property.keywordToken),
                                                message: "`@\(wrapper) var \(name)` is not private; local state belongs to this view alone"))
                    }
                }
            }
        }
        return findings
    }
}
