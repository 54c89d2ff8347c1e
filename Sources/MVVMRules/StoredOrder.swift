import SwiftLexer
import SwiftOutline

/// Which stored properties must keep their relative order when a body is reordered: moving a
/// member never changes what the code means.
///
/// - A struct without an `init` of its own has a memberwise initializer whose parameters follow its
///   stored properties: swapping two that callers pass breaks those calls (a private wrapped
///   property with an initial value and a `let` with one are not parameters; a defaulted one that
///   no caller passes may move).
/// - Initial values (and wrappers' arguments) run in declaration order: two that call code
///   (`Counter.next()`) keep theirs.
enum StoredOrder {
    /// A construction passing a label: where, and whether it names the type.
    typealias Caller = (file: String, line: Int, isNamed: Bool)

    /// Why `newOrder` (indices into the body's members, in their new order) would change meaning,
    /// or nil when it does not.
    /// `caller(label)`: a construction that passes that argument label to the type's initializer
    /// (`ProjectIndex.passesLabel`) — a defaulted parameter nobody passes may move freely.
    static func violation(in declaration: Declaration, newOrder: [Int], outline: SourceOutline,
                          caller: (String) -> Caller? = { _ in ("", 0, true) }) -> String? {
        let members = Array(outline.members(of: declaration))
        let position = Dictionary(newOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        func firstSwap(_ indices: [Int]) -> (Int, Int)? {
            for (a, b) in zip(indices, indices.dropFirst()) {
                guard let pa = position[a], let pb = position[b] else { continue }
                if pa > pb { return (a, b) }
            }
            return nil
        }
        func name(_ index: Int) -> String { outline.name(of: members[index]) ?? "member" }
        func place(_ index: Int) -> String {
            FindingText.place(outline.file.path, outline.location(ofToken: members[index].keywordToken).line)
        }
        let stored = members.indices.filter { index in
            let member = members[index]
            return member.kind == .variable && !member.hasModifier(.static) && !member.hasModifier(.class) && !member.hasModifier(.lazy)
                && member.bindings.contains { $0.isStored(in: outline.tokens) }
        }
        if declaration.kind == .struct, !members.contains(where: { $0.kind == .initializer }) {
            let typeName = outline.name(of: declaration) ?? "type"
            // Who passes each parameter: every call (no default), a call by the type's name, or
            // only an `.init(label:)` whose type its context gives; a defaulted one nobody passes
            // may move freely.
            enum Passed { case certainly, possibly(Caller) }
            var passed: [Int: Passed] = [:]
            for index in stored where isMemberwiseParameter(members[index], outline) {
                if !isDefaulted(members[index], outline) {
                    passed[index] = .certainly
                } else if let found = caller(name(index)) {
                    passed[index] = found.isNamed ? .certainly : .possibly(found)
                }
            }
            // A certain reason first.
            let certain = stored.filter { if case .certainly? = passed[$0] { true } else { false } }
            if let (a, b) = firstSwap(certain) {
                return "moving `\(name(b))` above `\(name(a))` (\(place(a))) would reorder the parameters of `\(typeName)`'s memberwise initializer"
            }
            // Any swap left involves a parameter only such an `.init` may pass.
            if let (a, b) = firstSwap(stored.filter { passed[$0] != nil }),
               let (label, possible) = [a, b].lazy.compactMap({ index -> (String, Caller)? in
                   if case .possibly(let found) = passed[index] { (name(index), found) } else { nil }
               }).first {
                return "moving `\(name(b))` above `\(name(a))` (\(place(a))) may reorder the parameters of `\(typeName)`'s memberwise initializer: `.init(\(label):)` at "
                    + FindingText.place(possible.file, possible.line) + " may construct it (a type only its context gives)"
            }
        }
        let evaluated = stored.filter { runsCode(members[$0], outline) }
        if let (a, b) = firstSwap(evaluated) {
            return "moving `\(name(b))` above `\(name(a))` (\(place(a))) would run their initial values in another order"
        }
        return nil
    }

    /// Whether a stored property is a parameter of the memberwise initializer: not a `let` with
    /// an initial value, not a private wrapped property with one.
    static func isMemberwiseParameter(_ member: Declaration, _ outline: SourceOutline) -> Bool {
        let hasInitialValue = isDefaulted(member, outline)
        if outline.tokens[member.keywordToken].keyword == .let { return !hasInitialValue }
        let isPrivate = member.modifiers.contains { ($0.keyword == .private || $0.keyword == .fileprivate) && $0.detail == nil }
        return !(isPrivate && hasInitialValue && !wrappers(of: member, outline).isEmpty)
    }

    /// Whether a stored property has a value without the initializer: `= value`, a wrapper
    /// built from its attribute's arguments (`@Environment(\.dismiss) var dismiss`), or an
    /// optional `var`, which starts as `nil` — wrapped or not.
    static func isDefaulted(_ member: Declaration, _ outline: SourceOutline) -> Bool {
        member.bindings.allSatisfy { $0.initializer != nil }
            || wrappers(of: member, outline).contains { $0.arguments != nil || defaultInitialized.contains(outline.name(of: $0)) }
            || outline.tokens[member.keywordToken].keyword == .var
                && member.bindings.allSatisfy { binding in binding.type.map { TypeReading.isOptional($0, outline) } == true }
    }

    static func wrappers(of member: Declaration, _ outline: SourceOutline) -> [Attribute] {
        member.attributes.filter { attribute in
            let name = outline.name(of: attribute)
            return name.first?.isUppercase == true && !notWrappers.contains(name)
        }
    }

    /// SwiftUI wrappers that start with a value of their own (`init()`): a memberwise parameter
    /// for one has a default, so no caller has to pass it.
    static let defaultInitialized: Set<String> = ["EnvironmentObject", "FocusState", "AccessibilityFocusState", "Namespace"]

    static let notWrappers: Set<String> = ["MainActor", "IBOutlet", "IBInspectable", "NSManaged", "GKInspectable", "NSCopying"]

    /// Whether building a stored property calls code: its initial value, or its wrapper's
    /// arguments (`@FetchRequest(entity: Reason.entity())`), evaluated as it is initialised — a
    /// call (a trailing closure's too), an interpolated string, a subscript's getter
    /// (`Defaults[.iconName]`, not an array literal). A closure that is the whole value
    /// (`let parse: (String) -> Double? = { Double($0) }`) is made, not run, unless called at
    /// once. `@StateObject` takes its value as an autoclosure SwiftUI runs later, in no order the
    /// declarations set.
    static func runsCode(_ member: Declaration, _ outline: SourceOutline) -> Bool {
        let tokens = outline.tokens
        func callsCode(_ range: Range<Int>) -> Bool {
            var index = range.lowerBound
            if index < range.upperBound, tokens[index].kind == .leftBrace {
                let after = outline.indexAfterGroup(index)
                guard after < range.upperBound else { return false }
                if tokens[after].kind == .leftParen { return true }
                index = after
            }
            while index < range.upperBound {
                defer { index += 1 }
                let kind = tokens[index].kind
                if kind == .leftParen || kind == .leftBrace || kind == .interpolationOpen { return true }
                guard kind == .leftBracket, index > range.lowerBound, !tokens[index].flags.contains(.hasLeadingTrivia) else { continue }
                let before = tokens[index - 1]
                if before.kind == .identifier || before.kind == .rightParen || before.kind == .rightBracket
                    || before.keyword == .self || before.kind == .operator && before.fixity == .postfix { return true }
            }
            return false
        }
        if member.attributes.contains(where: { outline.name(of: $0) == "StateObject" }) { return false }
        if wrappers(of: member, outline).contains(where: { $0.arguments.map(callsCode) ?? false }) { return true }
        return member.bindings.contains { binding in binding.initializer.map(callsCode) ?? false }
    }
}
