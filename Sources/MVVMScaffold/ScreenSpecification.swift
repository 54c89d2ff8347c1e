import Foundation

/// What `mvvm new` is asked to build, parsed and checked from its options before anything is
/// rendered: every name a Swift identifier, every type a type spelling, every value known.
public struct ScreenSpecification: Sendable, Equatable {
    public var name: String
    public var actions: [ActionCase] = []
    public var responderActions: [ActionCase] = []
    public var outputs: [Output] = []
    public var dependencies: [Dependency] = []

    public struct ActionCase: Sendable, Equatable {
        public var name: String
        public var parameters: [Parameter]
    }

    public struct Parameter: Sendable, Equatable {
        public var label: String?
        public var type: String
        /// What a generated test sends for this parameter.
        public var sample: String
    }

    public struct Output: Sendable, Equatable {
        public var name: String
        public var type: String
        public var initialValue: String
    }

    public struct Dependency: Sendable, Equatable {
        public var name: String
        public var type: String
        /// What the preview and the generated tests pass for it.
        public var value: String
    }

    /// Parses the options as written on the command line (each a comma-separated list, `nil` or
    /// empty for none). Errors name the option and the entry.
    public init(name: String, actions: String? = nil, responderActions: String? = nil,
                outputs: String? = nil, dependencies: String? = nil) throws {
        if let first = name.unicodeScalars.first, first.properties.isLowercase, SwiftSpelling.isIdentifier(name) {
            throw ScaffoldError("`\(name)` starts lowercase; type names start uppercase (`\(name.prefix(1).uppercased() + name.dropFirst())`)")
        }
        guard SwiftSpelling.isIdentifier(name) else {
            throw ScaffoldError("`\(name)` is not a Swift type name: use letters, digits and `_`, not starting with a digit, and no keyword (e.g. `Login`, `ProfileSettings`)")
        }
        for suffix in ["ViewModel", "View"] where name.hasSuffix(suffix) && name != suffix {
            throw ScaffoldError("`\(name)` already ends in `\(suffix)`: name the screen (`\(name.dropLast(suffix.count))`), mvvm adds `View` and `ViewModel`")
        }
        self.name = name
        self.actions = try Self.entries(actions).map { try Self.actionCase($0, option: "--actions") }
        self.responderActions = try Self.entries(responderActions).map { try Self.actionCase($0, option: "--responder-actions") }
        self.outputs = try Self.entries(outputs).map { entry in
            let (name, type, value) = try Self.namedType(entry, option: "--outputs")
            guard let initial = value ?? SampleValues.value(for: type) else {
                throw ScaffoldError("--outputs: `\(entry)` needs an initial value mvvm can't guess; give one: `\(name):\(type)=.init()`")
            }
            return Output(name: name, type: type, initialValue: initial)
        }
        self.dependencies = try Self.entries(dependencies).map { entry in
            let (name, type, value) = try Self.namedType(entry, option: "--dependencies")
            // A service is rarely built inline: previews and tests use its `.preview` unless told.
            return Dependency(name: name, type: type, value: value ?? SampleValues.value(for: type) ?? ".preview")
        }
        try checkNames()
    }

    /// The input cases the view model handles: the requested actions, then one forwarding case per
    /// responder action that no input action of the same name already forwards.
    public var inputActions: [ActionCase] {
        actions + responderActions.filter { responder in !actions.contains { $0.name == responder.name } }
    }

    /// Whether an input case sends a responder action (rather than changing state).
    public func forwards(_ action: ActionCase) -> Bool {
        responderActions.contains { $0.name == action.name }
    }

    private func checkNames() throws {
        func duplicates(_ names: [String], _ option: String) throws {
            var seen: Set<String> = []
            for name in names where !seen.insert(name).inserted {
                throw ScaffoldError("\(option): `\(name)` is listed twice")
            }
        }
        try duplicates(actions.map(\.name), "--actions")
        try duplicates(responderActions.map(\.name), "--responder-actions")
        try duplicates(outputs.map(\.name) + dependencies.map(\.name) + ["state", "responder"], "--outputs/--dependencies")
        for action in actions where action.name == "idle" {
            throw ScaffoldError("--actions: `\(action.name)` would clash with the generated `State.idle`; choose another name")
        }
        for responder in responderActions {
            if let input = actions.first(where: { $0.name == responder.name }),
               input.parameters.map({ [$0.label ?? "_", $0.type] }) != responder.parameters.map({ [$0.label ?? "_", $0.type] }) {
                throw ScaffoldError("--responder-actions: `\(responder.name)` forwards the input action of the same name, so it needs the same associated values")
            }
        }
    }

    // MARK: - Parsing

    /// Splits a comma-separated list at the commas outside brackets and string literals.
    static func entries(_ text: String?) throws -> [String] {
        guard let text, !text.trimmingCharacters(in: .whitespaces).isEmpty else { return [] }
        return splitTopLevel(text, separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    static func splitTopLevel(_ text: String, separator: Character) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var previous: Character = " "
        for character in text {
            if inString {
                if character == "\"" && previous != "\\" { inString = false }
            } else {
                switch character {
                case "\"": inString = true
                case "(", "[", "<": depth += 1
                case ")", "]": depth -= 1
                case ">" where previous != "-": depth -= 1
                case separator where depth == 0:
                    parts.append(current)
                    current = ""
                    previous = character
                    continue
                default: break
                }
            }
            current.append(character)
            previous = character
        }
        parts.append(current)
        return parts
    }

    /// `signIn(String, String)`, `select(id: Item.ID = UUID())`, `cancel`.
    static func actionCase(_ entry: String, option: String) throws -> ActionCase {
        guard !entry.isEmpty else { throw ScaffoldError("\(option): an entry is empty (two commas in a row?)") }
        guard let open = entry.firstIndex(of: "(") else {
            guard SwiftSpelling.isIdentifier(entry) else { throw ScaffoldError("\(option): `\(entry)` is not a Swift identifier") }
            return ActionCase(name: entry, parameters: [])
        }
        let name = entry[..<open].trimmingCharacters(in: .whitespaces)
        guard SwiftSpelling.isIdentifier(name) else { throw ScaffoldError("\(option): `\(name)` in `\(entry)` is not a Swift identifier") }
        guard entry.hasSuffix(")") else { throw ScaffoldError("\(option): `\(entry)` must end with `)` after its associated values") }
        let inside = String(entry[entry.index(after: open)..<entry.index(before: entry.endIndex)])
        var parameters: [Parameter] = []
        for part in try entries(inside) {
            parameters.append(try parameter(part, in: entry, option: option))
        }
        guard !parameters.isEmpty else { throw ScaffoldError("\(option): `\(entry)` has empty parentheses; write `\(name)` for no associated values") }
        return ActionCase(name: name, parameters: parameters)
    }

    private static func parameter(_ text: String, in entry: String, option: String) throws -> Parameter {
        let (typed, sample) = splitValue(text)
        var label: String?
        var type = typed
        let labelled = splitTopLevel(typed, separator: ":")
        if labelled.count > 1 {
            let candidate = labelled[0].trimmingCharacters(in: .whitespaces)
            guard SwiftSpelling.isIdentifier(candidate) else {
                throw ScaffoldError("\(option): `\(candidate)` in `\(entry)` is not a Swift identifier")
            }
            label = candidate
            type = labelled.dropFirst().joined(separator: ":").trimmingCharacters(in: .whitespaces)
        }
        try check(type: type, value: sample, in: entry, option: option)
        guard let value = sample ?? SampleValues.value(for: type) else {
            throw ScaffoldError("\(option): the tests need a sample `\(type)` for `\(entry)`; give one: `\(type)=.init()`")
        }
        return Parameter(label: label, type: type, sample: value)
    }

    /// `items:[Item]=[]` → (`items`, `[Item]`, `[]`).
    static func namedType(_ entry: String, option: String) throws -> (String, String, String?) {
        let (typed, value) = splitValue(entry)
        guard let colon = typed.firstIndex(of: ":") else {
            throw ScaffoldError("\(option): `\(entry)` must be `name:Type` (e.g. `items:[Item]`)")
        }
        let name = typed[..<colon].trimmingCharacters(in: .whitespaces)
        let type = typed[typed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        guard SwiftSpelling.isIdentifier(name) else { throw ScaffoldError("\(option): `\(name)` in `\(entry)` is not a Swift identifier") }
        try check(type: type, value: value, in: entry, option: option)
        return (name, type, value)
    }

    private static func check(type: String, value: String?, in entry: String, option: String) throws {
        if let problem = SwiftSpelling.problem(inType: type) {
            throw ScaffoldError("\(option): the type `\(type)` in `\(entry)` \(problem)")
        }
        if let value, let problem = SwiftSpelling.problem(inExpression: value) {
            throw ScaffoldError("\(option): the value `\(value)` in `\(entry)` \(problem)")
        }
    }

    /// Splits `Type=value` at the first `=` outside brackets (`->` and `==` are not it).
    private static func splitValue(_ text: String) -> (String, String?) {
        let parts = splitTopLevel(text, separator: "=")
        guard parts.count > 1 else { return (text.trimmingCharacters(in: .whitespaces), nil) }
        return (parts[0].trimmingCharacters(in: .whitespaces), parts.dropFirst().joined(separator: "=").trimmingCharacters(in: .whitespaces))
    }
}
