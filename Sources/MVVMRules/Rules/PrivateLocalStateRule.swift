import SwiftLexer
import SwiftOutline

/// Rule 5: a screen's local state only captures input for actions, so it stays private to the
/// view, and never persists on its own.
public struct PrivateLocalStateRule: Rule {
    public static let description = RuleDescription(
        id: "private_local_state",
        name: "Private Local State",
        summary: "A screen's `@State`/`@FocusState`/`@GestureState` is `private`; no `@AppStorage`/`@SceneStorage`",
        defaultSeverity: .warning,
        isFixable: true
    )

    public init() {}

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        let outline = context.outline
        for screen in context.screenBodies where screen.declaration.kind != .extension {
            // `private` must break no caller: not the memberwise initializer, not an extension
            // in another file (which cannot see private members).
            let memberwiseStays = Self.memberwiseInitializerStays(screen.declaration, context)
            // In a `private struct`, a member is `fileprivate` already.
            let withinPrivateScope = context.isWithinPrivateScope(screen.declaration)
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
                    } else if PropertyWrappers.privateState.contains(wrapper), !context.hasRestrictedSetter(property), !withinPrivateScope {
                        let name = outline.name(of: property) ?? "state"
                        // `private` where no access level is written; an explicit `internal` or
                        // `public` is the author's choice, reported and left alone.
                        let writtenAccess = property.modifiers.contains { Self.accessKeywords.contains($0.keyword) }
                        var message = "`@\(wrapper) var \(name)` is not private; local state belongs to this view alone"
                        // A private wrapped property with an initial value leaves the memberwise
                        // initializer (which stays internal): safe unless a caller passes it.
                        // An optional `var` starts as `nil` without writing it.
                        let hasInitialValue = StoredOrder.isDefaulted(property, outline)
                        // A memberwise initializer already private (another private stored
                        // property) is still called in this file: a label passed there breaks too.
                        let passedBy = Self.declaresInitializer(screen.declaration, context) ? nil
                            : context.index.passesLabel(name, toConstructionOf: screen.type)
                        // A certain reason is cited before a write that only may reach it.
                        let written = context.index.outsideWrite(ofMember: name, in: screen.type)
                        let blocker: String?
                        if let place = written, place.isCertain {
                            blocker = FindingText.write(place)
                        } else if let file = context.index.codeElsewhere[screen.type] {
                            blocker = "`\(screen.name)` has code in \(FindingText.fileName(file)), which could use it"
                        } else if !memberwiseStays, !hasInitialValue {
                            blocker = "`private` would make `\(screen.name)`'s memberwise initializer private"
                        } else if let place = passedBy, place.isNamed {
                            blocker = "passed to `\(screen.name)(\(name):)` at " + FindingText.place(place.file, place.line)
                        } else if let written {
                            blocker = FindingText.write(written)
                        } else if let place = passedBy {
                            // `.init(prompt: …)`: its type is known only from its context.
                            blocker = "`.init(\(name):)` at " + FindingText.place(place.file, place.line)
                                + " may construct `\(screen.name)` (a type only its context gives)"
                        } else {
                            blocker = nil
                        }
                        var fix: [TextEdit]?
                        if !writtenAccess {
                            if let blocker {
                                message += "; `--fix` holds it back: " + blocker
                            } else {
                                let at = property.modifiers.first.map { min($0.token, property.keywordToken) } ?? property.keywordToken
                                let offset = context.offset(of: at)
                                fix = [TextEdit(range: offset..<offset, replacement: "private ")]
                            }
                        }
                        findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: property.keywordToken),
                                                message: message, fix: fix))
                    }
                }
            }
        }
        return findings
    }

    static let accessKeywords: Set<Keyword> = [.public, .internal, .open, .package, .private, .fileprivate]

    /// Whether making a stored property `private` leaves the type's initializers as callers see
    /// them: a struct whose body declares an `init` has no memberwise one, and one with a stored
    /// property that is already `private` has only a private memberwise one. Otherwise `private`
    /// would make the memberwise initializer private and break every `LoginView(viewModel: …)`.
    /// Whether the type is not built through a memberwise initializer: not a struct, or one whose
    /// body declares an `init` (Swift synthesizes none then).
    static func declaresInitializer(_ declaration: Declaration, _ context: RuleContext) -> Bool {
        declaration.kind != .struct || context.members(of: declaration).contains { $0.kind == .initializer }
    }

    static func memberwiseInitializerStays(_ declaration: Declaration, _ context: RuleContext) -> Bool {
        guard declaration.kind == .struct else { return true }
        for member in context.members(of: declaration) {
            if member.kind == .initializer { return true }
            // A private stored property the initializer takes makes it private. One it leaves out
            // does not: a wrapped property or a `let` with a value of its own (swiftc, both modes).
            if member.kind == .variable, !member.hasModifier(.static),
               member.modifiers.contains(where: { $0.keyword == .private && $0.detail == nil }),
               member.bindings.contains(where: { $0.isStored(in: context.tokens) }),
               StoredOrder.isMemberwiseParameter(member, context.outline) { return true }
        }
        return false
    }
}
