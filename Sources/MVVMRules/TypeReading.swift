import SwiftLexer
import SwiftOutline

/// Reads written types from tokens: the named type a property holds, its first generic argument,
/// and whether a type is a callback (a function type returning nothing).
public enum TypeReading {
    public struct WrittenType: Sendable, Hashable {
        /// `Feature.ViewModel`, without generic arguments or optionals; empty for tuples,
        /// collections and function types.
        public var path: String
        /// The first generic argument's path; `_` when the first argument is no named type
        /// (`Box<[Item]>`, `Pair<(Int, Int)>`); empty when the type takes none.
        public var genericArgument: String

        /// Written with generic arguments (`CurrentValueSubject<Model, Never>`).
        public var isGeneric: Bool { !genericArgument.isEmpty }
    }

    /// `x: LoginViewModel?` → `LoginViewModel`; `x = Feature.Model(…)`, `= Model.init(…)`,
    /// `= StateObject(wrappedValue: Model())` → the constructed type; otherwise empty.
    public static func type(of binding: Binding, _ outline: SourceOutline) -> WrittenType {
        if let type = binding.type { return path(of: type, outline) }
        guard let value = binding.initializer, !value.isEmpty else { return WrittenType(path: "", genericArgument: "") }
        return constructedType(in: value, outline) ?? WrittenType(path: "", genericArgument: "")
    }

    /// For an initial value that names an existing instance through a static member —
    /// `.shared`, `ThemeModel.shared`, `Settings.Store.default`, no call — the type written
    /// before the member (empty for an implicit member), else nil.
    public static func sharedInstance(in value: Range<Int>, _ outline: SourceOutline) -> String? {
        let tokens = outline.tokens
        guard value.count >= 2, tokens[value.upperBound - 1].kind == .identifier, tokens[value.upperBound - 2].kind == .period,
              !outline.isCapitalized(value.upperBound - 1) else { return nil }
        if value.count == 2 { return "" }
        // `Type.Nested.member`: capitalised names joined by periods, then the member.
        var index = value.lowerBound
        while index < value.upperBound - 2 {
            guard tokens[index].kind == .identifier, outline.isCapitalized(index), tokens[index + 1].kind == .period else { return nil }
            index += 2
        }
        return index == value.upperBound - 1 ? outline.text(value.lowerBound..<(value.upperBound - 2)) : nil
    }

    /// For an initial value that is a chain of members through a type's static member, with no
    /// call (`AppContainer.shared.session`, `Theme.Palette.current.accent`), the chain as written
    /// with periods; else nil. The type part is its capitalised names, the members the rest: at
    /// least two (a static member alone, `= Layout.spacing`, is most often a constant).
    public static func staticChain(in value: Range<Int>, _ outline: SourceOutline) -> String? {
        let tokens = outline.tokens
        guard value.count >= 3, value.count % 2 == 1 else { return nil }
        var parts: [String] = []
        var inMembers = false, members = 0
        for index in stride(from: value.lowerBound, to: value.upperBound, by: 2) {
            guard tokens[index].kind == .identifier, index + 1 == value.upperBound || tokens[index + 1].kind == .period else { return nil }
            let capitalized = outline.isCapitalized(index)
            if index == value.lowerBound ? !capitalized : capitalized && inMembers { return nil }
            if !capitalized { members += 1 }
            inMembers = inMembers || !capitalized
            parts.append(outline.text(index))
        }
        return members >= 2 ? parts.joined(separator: ".") : nil
    }

    /// The type a value expression constructs: `Model(…)`, `Outer.Model(…)`, `Model.init(…)`,
    /// `Subject<Action, Never>()`, through a `StateObject(wrappedValue:)`-style wrapper, after
    /// `try` or `await`. The call must end the value: `Factory(…).make()` is not a `Factory`.
    public static func constructedType(in value: Range<Int>, _ outline: SourceOutline) -> WrittenType? {
        let tokens = outline.tokens
        var index = outline.expressionStart(at: value.lowerBound, end: value.upperBound).start
        if tokens[index].kind == .identifier, ["StateObject", "State", "ObservedObject", "Bindable"].contains(outline.text(index)),
           index + 3 < value.upperBound, tokens[index + 1].kind == .leftParen, tokens[index + 3].kind == .colon {
            index += 4
        }
        guard index < value.upperBound, tokens[index].kind == .identifier, outline.isCapitalized(index) else { return nil }
        let written = path(from: index, end: value.upperBound, outline)
        // `Builder.accessoryState(…)` calls a static method: what it returns is not a `Builder`.
        guard outline.isCapitalized(written.end - 1) else { return nil }
        var end = written.end
        // `Subject<Action, Never>(…)`: skip the generic argument clause to the call.
        // `BehaviorSubject<[String]>(value: [])`: the clause may hold collections and tuples.
        if end < value.upperBound, tokens[end].kind == .operator, outline.file.bytes[Int(tokens[end].start)] == UInt8(ascii: "<") {
            guard let close = closingAngle(from: end, end: value.upperBound, outline) else { return nil }
            end = close + 1
        }
        if end + 1 < value.upperBound, tokens[end].kind == .period, outline.text(end + 1) == "init" { end += 2 }
        guard end < value.upperBound, tokens[end].kind == .leftParen else { return nil }
        // A failable initializer's result forced open: `URLComponents(url: url, …)!`.
        var after = outline.indexAfterGroup(end)
        if after < value.upperBound, tokens[after].kind == .operator, tokens[after].fixity == .postfix, outline.text(after) == "!" { after += 1 }
        guard outline.endsValue(at: after, end: value.upperBound) else { return nil }
        return written.type
    }

    /// The named type a type annotation refers to.
    public static func path(of range: Range<Int>, _ outline: SourceOutline) -> WrittenType {
        let tokens = outline.tokens
        var index = range.lowerBound
        // Attributes (`@escaping`, `@MainActor`) and specifiers (`some`, `any`, `inout`) first.
        while index < range.upperBound {
            if tokens[index].kind == .atSign {
                index = outline.attributeEnd(at: index, end: range.upperBound)
            } else if Self.specifiers.contains(tokens[index].keyword), index + 1 < range.upperBound, tokens[index + 1].isWord {
                index += 1
            } else {
                break
            }
        }
        // `Self.Model`: the enclosing type's `Model`, which the index resolves from there.
        guard index < range.upperBound, tokens[index].isWord || tokens[index].keyword == .Self else { return WrittenType(path: "", genericArgument: "") }
        let written = path(from: index, end: range.upperBound, outline)
        // A function type starting with a named type is impossible; `Foo -> Bar` cannot be written.
        return written.type
    }

    /// Generic collections whose one argument is their element type.
    static let collectionTypes: Set<String> = ["Array", "Set", "ContiguousArray"]

    /// The element type of a written collection type: `Item` for `[Item]`, `[Item]?`,
    /// `Array<Item>`, `Set<Item>`, marked when it is generic itself (`Binding<Item><>`, see
    /// `MemberTypes.marked`: another module's generic type may hand out project values); empty for
    /// a dictionary or anything else.
    static func elementType(of range: Range<Int>, _ outline: SourceOutline) -> String {
        guard let first = range.first else { return "" }
        if outline.tokens[first].kind == .leftBracket {
            return arrayElement(of: range, outline).map(MemberTypes.marked) ?? ""
        }
        let written = path(of: range, outline)
        guard collectionTypes.contains(written.path), written.genericArgument != "_",
              let open = range.first(where: { outline.tokens[$0].kind == .operator && outline.file.bytes[Int(outline.tokens[$0].start)] == UInt8(ascii: "<") }),
              let close = closingAngle(from: open, end: range.upperBound, outline) else { return "" }
        return MemberTypes.marked(path(of: (open + 1)..<close, outline))
    }

    /// The element type of an array written with brackets (`[Row]`, `[Row]?`, `[Row?]`), as
    /// written (generic arguments kept in `genericArgument`); nil for a dictionary or anything else.
    static func arrayElement(of range: Range<Int>, _ outline: SourceOutline) -> WrittenType? {
        guard let first = range.first, outline.tokens[first].kind == .leftBracket else { return nil }
        let contents = outline.groupContents(first)
        var index = contents.lowerBound
        while index < contents.upperBound {
            switch outline.tokens[index].kind {
            case .colon: return nil  // `[Key: Value]`
            case .leftParen, .leftBracket, .leftBrace: index = outline.indexAfterGroup(index)
            default: index += 1
            }
        }
        return path(of: contents, outline)
    }

    /// `[Row]()`, the whole value (after `try`/`await`): an empty array of `Row`, its element
    /// type as `arrayElement` reads it; nil for anything else.
    static func constructedArrayElement(in value: Range<Int>, _ outline: SourceOutline) -> WrittenType? {
        let start = outline.expressionStart(at: value.lowerBound, end: value.upperBound).start
        guard start < value.upperBound, outline.tokens[start].kind == .leftBracket else { return nil }
        let call = outline.indexAfterGroup(start)
        guard call < value.upperBound, outline.tokens[call].kind == .leftParen,
              outline.endsValue(at: outline.indexAfterGroup(call), end: value.upperBound) else { return nil }
        return arrayElement(of: start..<call, outline)
    }

    /// Every top-level generic argument of a written type, as paths: `Base<Feature.State, Action>`
    /// → `["Feature.State", "Action"]`; an argument that is no named type (a tuple, a closure) is
    /// empty, so positions still match the base's parameters.
    public static func genericArguments(of range: Range<Int>, _ outline: SourceOutline) -> [String] {
        let tokens = outline.tokens, bytes = outline.file.bytes
        guard let open = range.first(where: { tokens[$0].kind == .operator && bytes[Int(tokens[$0].start)] == UInt8(ascii: "<") }),
              let close = closingAngle(from: open, end: range.upperBound, outline) else { return [] }
        var arguments: [String] = []
        var start = open + 1, depth = 0
        for index in (open + 1)...close {
            let kind = tokens[index].kind
            if kind == .leftParen || kind == .leftBracket { depth += 1 } else if kind == .rightParen || kind == .rightBracket { depth -= 1 }
            if kind == .operator {
                for byte in bytes[Int(tokens[index].start)..<Int(tokens[index].end)] {
                    if byte == UInt8(ascii: "<") { depth += 1 } else if byte == UInt8(ascii: ">") { depth -= 1 }
                }
            }
            // The closing `>` (possibly glued to inner ones, as in `>>`) or a comma at the top ends one.
            if index == close || depth == 0 && kind == .comma {
                arguments.append(start < index ? path(of: start..<index, outline).path : "")
                start = index + 1
            }
        }
        return arguments
    }

    /// The first constraint of each generic parameter, from its clause (`M: LaunchProtocol`) or a
    /// `where` clause (`where M: LaunchProtocol`): what a property of type `M` is to the compiler.
    public static func genericConstraints(_ clause: Range<Int>?, whereClause: Range<Int>?, _ outline: SourceOutline) -> [String: String] {
        var constraints: [String: String] = [:]
        for (name, constraintRange) in constraintSegments(clause, whereClause: whereClause, outline) where constraints[outline.text(name)] == nil {
            let constraint = path(of: constraintRange, outline).path
            if !constraint.isEmpty { constraints[outline.text(name)] = constraint }
        }
        return constraints
    }

    /// The one constraint written for the generic parameter `name`, when it has exactly one and
    /// it is a single type (`M: Model`, or `where M: Model`); nil for none, several or a
    /// composition (`M: A & B`): what a value of it holds is then not one type's members.
    public static func soleConstraint(of name: String, _ clause: Range<Int>, whereClause: Range<Int>?, _ outline: SourceOutline) -> String? {
        var found: String?
        for (parameter, constraintRange) in constraintSegments(clause, whereClause: whereClause, outline) where outline.text(parameter) == name {
            guard found == nil, !constraintRange.contains(where: { outline.tokens[$0].kind == .operator && outline.text($0) == "&" }) else { return nil }
            found = path(of: constraintRange, outline).path
        }
        return found?.isEmpty == false ? found : nil
    }

    /// Each `Name: Constraint` segment of a generic clause and its `where` clause: the name's
    /// token and the constraint's tokens.
    private static func constraintSegments(_ clause: Range<Int>?, whereClause: Range<Int>?,
                                           _ outline: SourceOutline) -> [(name: Int, constraint: Range<Int>)] {
        let tokens = outline.tokens, bytes = outline.file.bytes
        var segments: [(name: Int, constraint: Range<Int>)] = []
        for range in [clause, whereClause].compactMap({ $0 }) {
            var start = range.lowerBound, depth = 0
            for index in range.lowerBound...range.upperBound {
                if index < range.upperBound, tokens[index].kind == .operator {
                    for byte in bytes[Int(tokens[index].start)..<Int(tokens[index].end)] {
                        if byte == UInt8(ascii: "<") { depth += 1 } else if byte == UInt8(ascii: ">") { depth -= 1 }
                    }
                }
                guard index == range.upperBound || depth == 0 && tokens[index].kind == .comma else { continue }
                // `Name: Constraint` — a `where` clause's first segment starts after `where`.
                var name = start
                if name < index, tokens[name].keyword == .where { name += 1 }
                if name + 2 < index + 1, tokens[name].isWord, tokens[name + 1].kind == .colon {
                    segments.append((name, (name + 2)..<index))
                }
                start = index + 1
            }
        }
        return segments
    }

    /// The names a generic parameter clause declares: `State: BindableState, Action` → both.
    public static func genericParameterNames(_ clause: Range<Int>, _ outline: SourceOutline) -> [String] {
        let tokens = outline.tokens
        var names: [String] = []
        var expectsName = true
        for index in clause {
            if expectsName, tokens[index].isWord { names.append(outline.text(index)); expectsName = false }
            if tokens[index].kind == .comma { expectsName = true }
        }
        return names
    }

    /// `A.B.C` from `start`, and its first generic argument when `<` follows.
    private static func path(from start: Int, end: Int, _ outline: SourceOutline) -> (type: WrittenType, end: Int) {
        let tokens = outline.tokens
        var components = [outline.text(start)]
        var index = start + 1
        var genericArgument = ""
        while index < end {
            if tokens[index].kind == .period, index + 1 < end, tokens[index + 1].isWord {
                components.append(outline.text(index + 1))
                index += 2
            } else if tokens[index].kind == .operator, outline.file.bytes[Int(tokens[index].start)] == UInt8(ascii: "<"),
                      genericArgument.isEmpty, index + 1 < end {
                genericArgument = tokens[index + 1].isWord ? path(from: index + 1, end: end, outline).type.path : "_"
                // `PagingViewModel<Episode>.ID`: a member type of the specialised type goes on.
                guard let close = closingAngle(from: index, end: end, outline), close + 2 < end, tokens[close + 1].kind == .period,
                      tokens[close + 2].isWord, outline.file.bytes[Int(tokens[close].end) - 1] == UInt8(ascii: ">") else { break }
                index = close + 1
            } else {
                break
            }
        }
        return (WrittenType(path: components.joined(separator: "."), genericArgument: genericArgument), index)
    }

    /// The token ending the generic argument clause opened at `open` (`<`): angle brackets are
    /// operator characters, counted one by one (`>>` closes two). Nil if it does not close.
    private static func closingAngle(from open: Int, end: Int, _ outline: SourceOutline) -> Int? {
        let tokens = outline.tokens, bytes = outline.file.bytes
        var depth = 0
        for index in open..<end {
            guard tokens[index].kind == .operator else {
                if tokens[index].kind == .leftBrace || tokens[index].kind == .equal || tokens[index].isAtStartOfLine && index > open { return nil }
                continue
            }
            for byte in bytes[Int(tokens[index].start)..<Int(tokens[index].end)] {
                if byte == UInt8(ascii: "<") { depth += 1 } else if byte == UInt8(ascii: ">") { depth -= 1 }
            }
            if depth <= 0 { return depth == 0 ? index : nil }
        }
        return nil
    }

    /// Words before a type that are not part of its name.
    static let specifiers: Set<Keyword> = [.inout, .some, .any, .sending, .borrowing, .consuming]

    /// `@Environment(Theme.self)` → `Theme`.
    static func environmentType(_ attribute: Attribute, _ outline: SourceOutline) -> String? {
        guard let arguments = attribute.arguments, arguments.count >= 3 else { return nil }
        let tokens = outline.tokens
        let last = arguments.upperBound - 1
        guard tokens[last].keyword == .self, tokens[last - 1].kind == .period, tokens[arguments.lowerBound].isWord else { return nil }
        return path(from: arguments.lowerBound, end: last - 1, outline).type.path
    }

    /// `Responder<Action>` → `Responder`; `Outer<T>.Inner` → `Outer.Inner`.
    public static func stripGenerics(_ text: String) -> String {
        // Byte search: Foundation's `contains` showed in profiles of files with many types.
        // On the bytes in place: the UTF-8 view's own iteration costs tens of instructions a byte.
        let hasGenericsOrSpaces = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.contains { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: " ") }
        } ?? text.utf8.contains { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: " ") }
        guard hasGenericsOrSpaces else { return text }
        var result = ""
        var depth = 0
        for character in text {
            switch character {
            case "<": depth += 1
            case ">": depth -= 1
            case " ", "\t", "\n": continue
            default: if depth == 0 { result.append(character) }
            }
        }
        return result
    }

    /// Whether the type annotation is a function type that returns nothing — a callback:
    /// `() -> Void`, `((Order) -> ())?`, `@escaping @Sendable (String) async -> Void`. A function
    /// type that returns a value (`() -> Date`) is a provider, not a callback.
    /// The names of the instance properties among `members` annotated with a function type
    /// (`var onAction: ((Action) -> Void)?`, `let onChange: (CGSize) -> Void`).
    public static func closureProperties(_ members: some Sequence<Declaration>, _ outline: SourceOutline) -> Set<String> {
        var names = Set<String>()
        for member in members where member.kind == .variable && !member.hasModifier(.static) && !member.hasModifier(.class) {
            for binding in member.bindings where isFunction(binding.type, outline) { names.insert(outline.text(binding.nameToken)) }
        }
        return names
    }

    public static func isCallback(_ range: Range<Int>?, _ outline: SourceOutline) -> Bool {
        guard let result = functionResult(range, outline) else { return false }
        let tokens = outline.tokens
        // `(String, String) async throws -> Void`: an operation the model awaits and whose error
        // it handles — an injected dependency, not a report to whoever listens.
        if result.lowerBound >= 2, tokens[result.lowerBound - 1].kind == .arrow {
            var before = result.lowerBound - 2
            // `throws(LoginError) ->`: back over the thrown type's parentheses.
            if tokens[before].kind == .rightParen {
                let open = Int(outline.matchingBracket[before])
                if open >= 1, open < before { before = open - 1 }
            }
            if tokens[before].keyword == .throws || tokens[before].keyword == .rethrows { return false }
        }
        if result.count == 2, tokens[result.lowerBound].kind == .leftParen, tokens[result.lowerBound + 1].kind == .rightParen { return true }
        let text = outline.text(result)
        return text == "Void" || text == "Swift.Void"
    }

    /// Whether the type annotation is a function type, a callback or a provider.
    public static func isFunction(_ range: Range<Int>?, _ outline: SourceOutline) -> Bool { functionResult(range, outline) != nil }

    /// The result type of a function type annotation (`Date` of `(@escaping () -> Date)?`); nil
    /// when the annotation is no function type.
    static func functionResult(_ range: Range<Int>?, _ outline: SourceOutline) -> Range<Int>? {
        guard var range else { return nil }
        let tokens = outline.tokens
        while !range.isEmpty {
            let first = tokens[range.lowerBound]
            let last = tokens[range.upperBound - 1]
            if first.kind == .atSign {
                range = outline.attributeEnd(at: range.lowerBound, end: range.upperBound)..<range.upperBound
            } else if Self.specifiers.contains(first.keyword) {
                range = (range.lowerBound + 1)..<range.upperBound
            } else if last.kind == .operator, last.length == 1,
                      outline.file.bytes[Int(last.start)] == UInt8(ascii: "?") || outline.file.bytes[Int(last.start)] == UInt8(ascii: "!") {
                range = range.lowerBound..<(range.upperBound - 1)
            } else if first.kind == .leftParen, outline.indexAfterGroup(range.lowerBound) == range.upperBound {
                range = outline.groupContents(range.lowerBound)
            } else {
                break
            }
        }
        // The first arrow at the top level separates the result type: arrows group to the right,
        // so `() -> (Report) -> Void` returns a function (a factory), not `Void`.
        var arrow: Int?
        var index = range.lowerBound
        while index < range.upperBound {
            if tokens[index].kind == .arrow, arrow == nil { arrow = index }
            index = tokens[index].kind.isOpeningBracket ? outline.indexAfterGroup(index) : index + 1
        }
        return arrow.map { ($0 + 1)..<range.upperBound }
    }

    /// `typealias Type = Target<A>` → `Target`; nil for function types and tuples.
    static func aliasTarget(_ declaration: Declaration, _ outline: SourceOutline) -> String? {
        guard let equal = declaration.tokens.first(where: { outline.tokens[$0].kind == .equal }) else { return nil }
        let target = path(of: (equal + 1)..<declaration.tokens.upperBound, outline).path
        return target.isEmpty ? nil : target
    }

    /// `… as! Cell` or `… as? Cell` ending the value's line — the line it ends on when a call's
    /// arguments spread over several: the type it is cast to.
    public static func castType(in value: Range<Int>, _ outline: SourceOutline) -> String? {
        let tokens = outline.tokens
        var index = value.lowerBound
        while index < value.upperBound, !(index > value.lowerBound && tokens[index].isAtStartOfLine) {
            // `dequeueReusableCell(\n withIdentifier: …,\n for: indexPath) as! Cell`: a group
            // is passed whole, whatever lines it spans.
            if tokens[index].kind.isOpeningBracket {
                index = outline.indexAfterGroup(index)
                continue
            }
            if tokens[index].keyword == .as, index + 2 < value.upperBound, tokens[index + 1].kind == .operator,
               tokens[index + 2].kind == .identifier, outline.isCapitalized(index + 2) {
                var end = index + 3
                while end + 1 < value.upperBound, tokens[end].kind == .period, tokens[end + 1].kind == .identifier { end += 2 }
                // The cast must end the value (nothing chained after it).
                guard outline.endsValue(at: end, end: value.upperBound) else { return nil }
                return path(of: (index + 2)..<end, outline).path
            }
            index += 1
        }
        return nil
    }

    /// The member a computed property's getter hands back cast to another type, nothing else:
    /// `viewModel` for `{ viewModel as? SearchViewModel }`, `{ return self.viewModel as! X }` or
    /// `{ get { viewModel as? X } }`. The property is that member, seen as a subclass.
    static func castMember(inAccessors accessors: Range<Int>, _ outline: SourceOutline) -> String? {
        let tokens = outline.tokens
        var start = accessors.lowerBound, end = accessors.upperBound
        if start + 1 < end, tokens[start].kind == .identifier, outline.text(start) == "get", tokens[start + 1].kind == .leftBrace {
            let close = outline.indexAfterGroup(start + 1) - 1
            // A setter beside the getter writes elsewhere: not a plain view of the member.
            guard close + 1 == end else { return nil }
            start += 2
            end = close
        }
        if start < end, tokens[start].keyword == .return { start += 1 }
        if start + 1 < end, tokens[start].keyword == .self, tokens[start + 1].kind == .period { start += 2 }
        guard start + 4 <= end, tokens[start].kind == .identifier, tokens[start + 1].keyword == .as,
              tokens[start + 2].kind == .operator, outline.text(start + 2) == "?" || outline.text(start + 2) == "!",
              tokens[start + 3].kind == .identifier else { return nil }
        var typeEnd = start + 4
        while typeEnd + 1 < end, tokens[typeEnd].kind == .period, tokens[typeEnd + 1].kind == .identifier { typeEnd += 2 }
        guard typeEnd == end else { return nil }
        return outline.text(start)
    }

    /// Whether a written type is optional: `T?`, `T!`, `Optional<T>`.
    public static func isOptional(_ range: Range<Int>, _ outline: SourceOutline) -> Bool {
        guard let last = range.last else { return false }
        let text = outline.text(last)
        if text == "?" || text == "!" { return true }
        // `Box<Int>?` lexes its end as one operator, `>?`.
        if outline.tokens[last].kind == .operator, text.hasSuffix(">?") || text.hasSuffix(">!") { return true }
        let first = range.lowerBound
        return outline.text(first) == "Optional" || first + 2 < range.upperBound && outline.text(first) == "Swift" && outline.text(first + 2) == "Optional"
    }

    /// The generic arguments of an alias's target: `typealias T = Base<A, B>` → `A`, `B`.
    static func aliasArguments(_ declaration: Declaration, _ outline: SourceOutline) -> [String] {
        guard let equal = declaration.tokens.first(where: { outline.tokens[$0].kind == .equal }) else { return [] }
        return genericArguments(of: (equal + 1)..<declaration.tokens.upperBound, outline)
    }

    /// `typealias Completion = (Bool) -> Void`.
    static func isCallbackAlias(_ declaration: Declaration, _ outline: SourceOutline) -> Bool {
        guard let equal = declaration.tokens.first(where: { outline.tokens[$0].kind == .equal }) else { return false }
        return isCallback((equal + 1)..<declaration.tokens.upperBound, outline)
    }
}

/// `Package.swift` read without running Swift: each `.target(name:path:)`-style call.
enum PackageManifest {
    static let targetKinds: Set<String> = ["target", "executableTarget", "testTarget", "macro", "plugin"]

    static func targets(_ outline: SourceOutline) -> [FileFacts.PackageTarget] {
        let tokens = outline.tokens
        var targets: [FileFacts.PackageTarget] = []
        var index = 0
        while index + 2 < tokens.count {
            defer { index += 1 }
            guard tokens[index].kind == .period, tokens[index + 1].kind == .identifier, tokens[index + 2].kind == .leftParen,
                  index == 0 || !FactExtractor.endsExpression(tokens[index - 1]) else { continue }
            let kind = outline.text(index + 1)
            guard targetKinds.contains(kind) else { continue }
            let arguments = outline.groupContents(index + 2)
            guard let name = stringArgument("name", in: arguments, outline) else { continue }
            let mainActor = arguments.contains { index in
                tokens[index].kind == .identifier && outline.text(index) == "defaultIsolation"
                    && index + 2 < arguments.upperBound && outline.text(index + 2) == "MainActor"
            }
            targets.append(FileFacts.PackageTarget(name: name, path: stringArgument("path", in: arguments, outline),
                                                   isTest: kind == "testTarget", isMainActorByDefault: mainActor))
        }
        return targets
    }

    /// The string literal after `label:` at the top level of an argument list.
    private static func stringArgument(_ label: String, in arguments: Range<Int>, _ outline: SourceOutline) -> String? {
        let tokens = outline.tokens
        var index = arguments.lowerBound
        while index + 3 < arguments.upperBound {
            if tokens[index].kind == .identifier, tokens[index + 1].kind == .colon, outline.text(index) == label,
               tokens[index + 2].kind == .stringOpen {
                if tokens[index + 3].kind == .stringSegment { return outline.text(index + 3) }
                if tokens[index + 3].kind == .stringClose { return "" }
                return nil
            }
            index = tokens[index].kind.isOpeningBracket ? outline.indexAfterGroup(index) : index + 1
        }
        return nil
    }
}

/// Properties that pass actions up the responder chain (SPEC §3).
public enum ResponderChannels {
    /// `Responder<…>`, or a Combine subject, relay or publisher of an action enum
    /// (`PassthroughSubject<ResponderAction, Never>`, `AnyPublisher<ScreenViewModelAction, Never>`).
    public static func isChannel(typeName: String, genericArgument: String) -> Bool {
        let simple = QualifiedNames.simpleName(typeName)
        if simple == "Responder" { return true }
        let carriesActions = simple.hasSuffix("Subject") || simple.hasSuffix("Relay") || simple.hasSuffix("Publisher")
        return carriesActions && QualifiedNames.simpleName(genericArgument).hasSuffix("Action")
    }
}

/// Where reducers switch over their action.
public enum Reducers {
    /// `switch action` statements of a method body, through `if`/`do`/`guard` blocks but never
    /// into closures or switches over other values.
    /// A body that only hands the action on: its one statement a call given the parameter whole
    /// (`handler.process(action: action, in: self)`), a dispatcher to the reducer behind it — not
    /// a call of one of `callbacks`, the type's own closure properties (`onAction?(action)`
    /// reports the action up to whoever set it: no reducer is behind it).
    public static func forwards(in body: Range<Int>, _ parameter: String, callbacks: Set<String>, _ outline: SourceOutline) -> Bool {
        let statements = outline.statements(in: body)
        guard statements.count == 1, statements[0].kind == .expression else { return false }
        let range = statements[0].tokens
        guard let chain = outline.postfixChain(at: range.lowerBound, end: range.upperBound), chain.tokens.upperBound == range.upperBound,
              chain.assignmentOperator == nil, case .call(let arguments)? = chain.components.last else { return false }
        let called = chain.memberTokens.last ?? chain.base
        if !callbacks.isEmpty, callbacks.contains(outline.text(called)) { return false }
        return outline.arguments(of: arguments).contains { outline.isBareName($0.value) && outline.text($0.value.lowerBound) == parameter }
    }

    public static func switches(in body: Range<Int>, over parameter: String, _ outline: SourceOutline) -> [SwitchStatement] {
        var result: [SwitchStatement] = []
        var work = [body]
        while let range = work.popLast() {
            for statement in outline.statements(in: range) {
                if statement.kind == .switch, let reducer = outline.switchStatement(at: statement.tokens.lowerBound) {
                    var subject = reducer.subject
                    if subject.count == 3, outline.tokens[subject.lowerBound].keyword == .self {
                        subject = (subject.lowerBound + 2)..<subject.upperBound
                    }
                    if subject.count == 1, outline.text(subject.lowerBound) == parameter { result.append(reducer) }
                } else if statement.kind == .if || statement.kind == .do || statement.kind == .guard {
                    work += statement.blocks
                }
            }
        }
        return result
    }
}
