import SwiftLexer
import SwiftOutline

/// The observable dialect (seed 003): view models use the Observation framework, so a view owns
/// one with `@State private var`, receives one as a plain property and binds one with
/// `@Bindable`. The Combine-era wrappers and conformances have no place in such a project.
public struct ObservationWrappersRule: Rule {
    public static let description = RuleDescription(
        id: "observation_wrappers",
        name: "Observation Wrappers",
        summary: "An `@Observable` view model is owned with `@State private var`, passed as a plain property, bound with `@Bindable`; "
            + "no `@StateObject`, `@ObservedObject`, `@EnvironmentObject`, `ObservableObject` or `@Published`",
        defaultSeverity: .warning,
        profiles: [.observable],
        // A service still on `ObservableObject` is a finding too, though it is no view model.
        alsoReads: { _, _ in { $0.usesObservableObject } }
    )

    /// The wrappers of `ObservableObject`, each with what replaces it.
    static let combineWrappers: [String: String] = [
        "StateObject": "own an `@Observable` view model with `@State private var`",
        "ObservedObject": "receive an `@Observable` view model as a plain `let`/`var`, or `@Bindable` to bind it",
        "EnvironmentObject": "pass the model down, or read an `@Observable` one with `@Environment(Type.self)`",
        "Published": "an `@Observable` type observes its stored properties without it",
    ]

    public init() {}

    public func findings(in context: RuleContext) -> [Finding] {
        // Test files hold doubles and fixtures, not the app's observation.
        guard !context.isTestFile else { return [] }
        var findings: [Finding] = []
        let outline = context.outline
        for (position, declaration) in outline.declarations.enumerated() {
            if declaration.kind.isType {
                guard !isScaffolding(position, context) else { continue }
                for entry in declaration.inheritance
                where QualifiedNames.simpleName(TypeReading.path(of: entry, outline).path) == "ObservableObject" {
                    findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: entry.lowerBound),
                                            message: "`ObservableObject` is the Combine-era observation; mark the type `@Observable` instead"))
                }
            } else if declaration.kind == .variable, let parent = declaration.parent, outline.declarations[parent].kind.isType {
                guard !isScaffolding(parent, context) else { continue }
                for attribute in declaration.attributes {
                    let wrapper = outline.name(of: attribute)
                    if let replacement = Self.combineWrappers[wrapper] {
                        findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: attribute.atToken),
                                                message: "`@\(wrapper)` belongs to `ObservableObject`; \(replacement)"))
                    }
                }
                if outline.attribute(named: "State", on: declaration) != nil, !context.isPrivate(declaration),
                   holdsViewModel(declaration, parent: parent, context) {
                    let name = outline.name(of: declaration) ?? "model"
                    findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: declaration.keywordToken),
                                            message: "`@State var \(name)` owns a view model but is not private; "
                                                + "own it with `@State private var`, or receive it as a plain property"))
                }
            }
        }
        return findings
    }

    /// The project type a type declaration of this file declares or extends.
    private func projectType(_ position: Int, _ context: RuleContext) -> Int? {
        let declaration = context.outline.declarations[position]
        guard let name = QualifiedNames.path(of: position, in: context.outline) else { return nil }
        return context.index.type(declaredAs: name, isExtension: declaration.kind == .extension, inFile: context.outline.file.path)
    }

    /// Previews (a `PreviewProvider`, a debug-only preview host) build whatever they show.
    private func isScaffolding(_ position: Int, _ context: RuleContext) -> Bool {
        var current: Int? = position
        while let index = current {
            let declaration = context.outline.declarations[index]
            if declaration.inheritance.contains(where: { context.outline.text($0).hasSuffix("PreviewProvider") }) { return true }
            if declaration.kind != .extension, let id = projectType(index, context), context.index.types[id].isTestDouble { return true }
            current = declaration.parent
        }
        return false
    }

    /// Whether a stored property holds a view model, by its type as written or constructed.
    private func holdsViewModel(_ property: Declaration, parent: Int, _ context: RuleContext) -> Bool {
        let owner = projectType(parent, context)
        return property.bindings.contains { binding in
            let typeName = TypeReading.type(of: binding, context.outline).path
            guard !typeName.isEmpty else { return false }
            if let owner { return context.index.namesViewModel(typeName, from: owner) }
            return context.index.hasViewModelSuffix(QualifiedNames.simpleName(typeName))
        }
    }
}
