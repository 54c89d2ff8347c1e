import SwiftLexer
import SwiftOutline

/// ViewState and ReMVVM dialects: a new state is built from the old one, never edited in place —
/// not through a property, a local copy or optional chaining.
public struct StateReplacedNotMutatedRule: Rule {
    public static let description = RuleDescription(
        id: "state_replaced_not_mutated",
        name: "State Replaced, Not Mutated",
        summary: "No assignment to a property of a state value (`viewState.isLoading = false`); build a new state instead",
        defaultSeverity: .error,
        roles: [.stateTypes],
        profiles: [.viewstate, .remvvm],
        alsoReads: DialectFiles.writingStates
    )

    public init() {}

    public func findings(in context: RuleContext) -> [Finding] {
        guard !context.isTestFile else { return [] }
        let stateNames = context.roles[.stateTypes]
        let outline = context.outline, index = context.index
        var findings: [Finding] = []
        for (position, member) in outline.declarations.enumerated() {
            switch member.kind {
            case .function, .initializer, .variable, .subscript, .deinitializer: break
            default: continue
            }
            // Only code that assigns something can change a state: the rest costs no more reading.
            let ranges = context.codeRanges(of: member)
            let assignments = ranges.map { outline.postfixChains(in: $0).filter { $0.assignmentOperator != nil } }
            guard assignments.contains(where: { !$0.isEmpty }) else { continue }
            let owner = context.enclosingType(ofMember: position)
            /// The state type a written type names, seen from the member's type.
            func state(_ written: String) -> Int? {
                guard !written.isEmpty else { return nil }
                let id = owner.map { index.resolve(written, from: $0) }
                    ?? index.resolve(written, module: index.module(ofFile: outline.file.path), scope: "")
                guard let id, index.isState(id, names: stateNames) else { return nil }
                return id
            }
            /// A property of the member's type (or a base class, generic arguments read) holding a state.
            func stateProperty(_ name: String) -> Int? {
                guard let owner, let id = index.propertyType(name, of: owner), index.isState(id, names: stateNames) else { return nil }
                return id
            }
            var locals: [String: Int] = [:]
            for parameter in member.parameters {
                if let name = parameter.name, let type = parameter.type, let id = state(TypeReading.path(of: type, outline).path) {
                    locals[outline.text(name)] = id
                }
            }
            let scopes = outline.localScopes(of: member)
            for (range, chains) in zip(ranges, assignments) {
                collectStateLocals(in: range, outline, into: &locals, state: state, stateProperty: stateProperty)
                for chain in chains {
                    let members = chain.memberTokens
                    let baseIsSelf = outline.startsAtSelf(chain)
                    guard let first = baseIsSelf ? members.first : chain.base, members.count >= (baseIsSelf ? 2 : 1) else { continue }
                    let name = outline.text(first)
                    let local = baseIsSelf ? nil : locals[name]
                    let shadowed = !baseIsSelf && scopes.binds(name, at: first) && local == nil
                    guard !shadowed, let stateID = local ?? stateProperty(name) else { continue }
                    let written = outline.text(chain.base..<(members.last.map { $0 + 1 } ?? chain.base + 1))
                    findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: chain.base),
                                            message: "`\(written)` changes state `\(index.types[stateID].name)` in place; build a new state instead"))
                }
            }
        }
        return findings
    }

    /// `var next = state`, `var next: AppState = …`, `var next = AppState(…)`: locals holding a state.
    private func collectStateLocals(in range: Range<Int>, _ outline: SourceOutline, into locals: inout [String: Int],
                                    state: (String) -> Int?, stateProperty: (String) -> Int?) {
        for binding in outline.localBindings(in: range) {
            let name = outline.text(binding.name)
            if let type = binding.type, let id = state(TypeReading.path(of: type, outline).path) { locals[name] = id }
            guard let value = binding.value else { continue }
            let valueName = outline.text(value)
            let chain = outline.postfixChain(at: value, end: range.upperBound)
            let valueEnd = chain?.tokens.upperBound ?? value + 1
            if valueEnd == value + 1, let id = locals[valueName] ?? stateProperty(valueName) {
                locals[name] = id
            } else if let chain, outline.startsAtSelf(chain), valueEnd == value + 3, let id = stateProperty(outline.text(value + 2)) {
                locals[name] = id
            } else if let constructed = TypeReading.constructedType(in: value..<valueEnd, outline), let id = state(constructed.path) {
                locals[name] = id
            }
        }
    }
}
