import SwiftLexer
import SwiftOutline

/// Rule 5 and the view-model anatomy: outputs are read by the view and written only by the view
/// model, so their setters must be private.
public struct OutputPrivateSetRule: Rule {
    public static let description = RuleDescription(
        id: "output_private_set",
        name: "Output Private Set",
        summary: "View-model outputs must be `private(set)` so the view can read but never write them",
        defaultSeverity: .error,
        isFixable: true,
        profiles: [.rulebook, .observable]
    )

    public init() {}

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        let outline = context.outline
        for viewModel in context.viewModelBodies where viewModel.declaration.kind != .extension {
            let observation = context.index.isObservationViewModel(viewModel.type)
            for property in context.storedProperties(of: viewModel.declaration) where context.isVar(property) {
                let isPublished = outline.attribute(named: "Published", on: property) != nil
                guard isPublished || (observation && context.isTrackedByObservation(property)),
                      !context.hasRestrictedSetter(property) else { continue }
                // `var onChange: (() -> Void)?`: a slot the owner fills, not state the view reads
                // (responder_pattern speaks to callbacks). So is a provider an `@Observable`
                // model tracks only because it is stored (`var settings: (() -> Settings)?`);
                // one marked `@Published` was published by choice.
                if property.bindings.contains(where: { context.isCallback($0.type, from: viewModel.type) || !isPublished && TypeReading.isFunction($0.type, outline) }) { continue }
                // Nor is a service an `@Observable` model is handed after `init` (`var
                // navigationStore: NavigationStoreProtocol?`): a dependency, not an output.
                if !isPublished, context.holdsService(property, of: viewModel.type) { continue }
                let keyword = property.keywordToken
                let propertyName = outline.name(of: property) ?? "output"
                // The observable dialect binds a form's fields straight to the model through
                // `@Bindable`: a property some view binds that way is input, not a leaked output.
                if context.profile == .observable, context.index.isBoundThroughBindable(propertyName, in: viewModel.type) { continue }
                // `internal(set)` / `public(set)` already say something about the setter: report,
                // but leave the choice to the author.
                let hasExplicitSetter = property.modifiers.contains { $0.detail != nil }
                // A fix never breaks the build: a member written from elsewhere keeps its setter.
                let writtenElsewhere = context.index.outsideWrite(ofMember: propertyName, in: viewModel.type)
                // Nor one a subclass overrides.
                let override = context.index.overridingSubclass(ofProperty: propertyName, in: viewModel.type)
                // Nor one a protocol it conforms to requires as `{ get set }`.
                let requiredSettable = context.index.settableRequirement(propertyName, of: viewModel.type)
                let insertAt = context.offset(of: keyword)
                var message = "`\(propertyName)` is an output the view could write; declare it `private(set)`"
                // A certain reason is cited before a write that only may reach it.
                if let place = writtenElsewhere, place.isCertain {
                    message += "; `--fix` holds it back: " + FindingText.write(place)
                } else if let requiredSettable {
                    message += "; `--fix` holds it back: `\(requiredSettable)` requires it as `{ get set }`"
                } else if let override {
                    message += "; `--fix` holds it back: `\(override.name)` overrides it in \(FindingText.fileName(override.file))"
                } else if let place = writtenElsewhere {
                    message += "; `--fix` holds it back: " + FindingText.write(place)
                }
                findings.append(Finding(
                    ruleID: Self.description.id,
                    offset: insertAt,
                    message: message,
                    fix: hasExplicitSetter || writtenElsewhere != nil || override != nil || requiredSettable != nil ? nil : [TextEdit(range: insertAt..<insertAt, replacement: "private(set) ")]
                ))
            }
        }
        return findings
    }
}
