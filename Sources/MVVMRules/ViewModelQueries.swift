import SwiftLexer
import SwiftOutline

/// Questions rules ask about the declarations of one file, answered with the project index.
extension RuleContext {
    /// Stored properties declared directly in a type, read lazily: a generated type can hold
    /// hundreds of thousands of members, and copying them all would double the outline's memory.
    public func storedProperties(of type: Declaration) -> some Sequence<Declaration> {
        type.members.lazy.map { outline.declarations[$0] }.filter { member in
            member.kind == .variable && !member.hasModifier(.static) && !member.hasModifier(.class)
                && member.bindings.contains { $0.isStored(in: tokens) }
        }
    }

    /// Whether the property's setter is hidden from other types: `private`, `fileprivate`, or
    /// `private(set)` / `fileprivate(set)`.
    public func hasRestrictedSetter(_ property: Declaration) -> Bool {
        property.modifiers.contains { $0.keyword == .private || $0.keyword == .fileprivate }
    }

    /// Whether the declaration, or a type around it, is `private` or `fileprivate`: its members
    /// are at most `fileprivate`, whatever access they write.
    public func isWithinPrivateScope(_ declaration: Declaration) -> Bool {
        if isPrivate(declaration) { return true }
        var parent = declaration.parent
        while let position = parent {
            if isPrivate(outline.declarations[position]) { return true }
            parent = outline.declarations[position].parent
        }
        return false
    }

    /// Whether the declaration is `private` or `fileprivate` — wholly, not only its setter.
    public func isPrivate(_ declaration: Declaration) -> Bool {
        declaration.modifiers.contains { ($0.keyword == .private || $0.keyword == .fileprivate) && $0.detail == nil }
    }

    /// Whether an `@Observable` type tracks the stored property: not when it is
    /// `@ObservationIgnored`, nor behind a property wrapper (`@Dependency`, `@AppStorage`…), which
    /// the macro cannot track. A wrapper is an attribute named like a type; `@MainActor` is not one.
    public func isTrackedByObservation(_ property: Declaration) -> Bool {
        !property.attributes.contains { attribute in
            let name = outline.name(of: attribute)
            guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else { return false }
            return name != "MainActor"
        }
    }

    /// Whether a stored property holds a service the model is handed after `init` (`var
    /// navigationStore: NavigationStoreProtocol?`, set by the views from their environment): a
    /// dependency, not state the views read.
    public func holdsService(_ property: Declaration, of type: Int) -> Bool {
        guard let binding = property.bindings.first else { return false }
        let written = TypeReading.type(of: binding, outline).path
        return !written.isEmpty && index.namesService(written, from: type)
    }

    /// Whether the declaration is introduced by `var` (as opposed to `let`).
    public func isVar(_ property: Declaration) -> Bool { tokens[property.keywordToken].keyword == .var }
}
