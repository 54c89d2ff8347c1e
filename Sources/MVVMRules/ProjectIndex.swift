import SwiftLexer
import SwiftOutline

/// What one file contributes to the project index. Small and plain, so the index can be built
/// in parallel, cached by content hash, and shared read-only by every rule.
public struct FileFacts: Sendable, Hashable, Codable {
    /// Bump whenever what is extracted changes, so cached facts from an older build are not reused.
    public static let formatVersion = 2

    public struct TypeFact: Sendable, Hashable, Codable {
        public var name: String
        public var isExtension: Bool
        public var inheritance: [String]
        public var attributes: [String]
        /// Stored instance properties, in order (declarations only; extensions have none).
        public var properties: [PropertyFact]
        /// Names of the types declared directly inside (`Action`, `ResponderAction`, `State`).
        public var nestedTypes: [String]

        public init(name: String, isExtension: Bool, inheritance: [String], attributes: [String],
                    properties: [PropertyFact] = [], nestedTypes: [String] = []) {
            self.name = name
            self.isExtension = isExtension
            self.inheritance = inheritance
            self.attributes = attributes
            self.properties = properties
            self.nestedTypes = nestedTypes
        }
    }

    /// A stored property as the index needs it: which view holds which view model, and how.
    public struct PropertyFact: Sendable, Hashable, Codable {
        public var name: String
        /// The annotated type's base name (`LoginViewModel` for `LoginViewModel?`), else the type
        /// constructed by the initial value (`= LoginViewModel()`), else empty.
        public var typeName: String
        public var attributes: [String]

        public init(name: String, typeName: String, attributes: [String]) {
            self.name = name
            self.typeName = typeName
            self.attributes = attributes
        }
    }

    public var path: String
    public var types: [TypeFact]
    public var isTestFile: Bool
    /// Test files only: capitalised identifiers mentioned, cases sent (`send(.case`), and cases
    /// referred to at all (`.case`).
    public var mentionedTypeNames: Set<String>
    public var sentCases: Set<String>
    public var referencedCases: Set<String>
    /// Whether a comment holds a `mvvm:` directive (a suppression to check).
    public var hasDirectives: Bool = false

    public init(path: String, types: [TypeFact], isTestFile: Bool, mentionedTypeNames: Set<String> = [],
                sentCases: Set<String> = [], referencedCases: Set<String> = []) {
        self.path = path
        self.types = types
        self.isTestFile = isTestFile
        self.mentionedTypeNames = mentionedTypeNames
        self.sentCases = sentCases
        self.referencedCases = referencedCases
    }

    /// Whether this file holds anything the lint pass looks at (a type, a test, a suppression).
    public var isRelevant: Bool { isTestFile || !types.isEmpty || hasDirectives }
}

public enum FactExtractor {
    /// Reads the facts of one file from its outline.
    public static func facts(of outline: SourceOutline, path: String, isTestFile: Bool, actionMethods: Set<String>) -> FileFacts {
        var types: [FileFacts.TypeFact] = []
        for declaration in outline.declarations where declaration.kind.isType && declaration.kind != .protocol {
            guard let name = outline.name(of: declaration) else { continue }
            let members = declaration.members.map { outline.declarations[$0] }
            types.append(FileFacts.TypeFact(
                name: declaration.kind == .extension ? baseTypeName(name) : name,
                isExtension: declaration.kind == .extension,
                inheritance: declaration.inheritance.map { baseTypeName(outline.text($0)) },
                attributes: declaration.attributes.map { outline.name(of: $0) },
                properties: declaration.kind == .extension ? [] : storedProperties(members, outline),
                nestedTypes: members.filter { $0.kind.isType || $0.kind == .typealias }.compactMap { outline.name(of: $0) }))
        }
        var facts = FileFacts(path: path, types: types, isTestFile: isTestFile,
                              mentionedTypeNames: [], sentCases: [], referencedCases: [])
        if isTestFile { readTestFacts(outline, actionMethods: actionMethods, into: &facts) }
        facts.hasDirectives = hasDirective(outline.file)
        return facts
    }

    static func storedProperties(_ members: [Declaration], _ outline: SourceOutline) -> [FileFacts.PropertyFact] {
        var result: [FileFacts.PropertyFact] = []
        for member in members where member.kind == .variable && !member.hasModifier(.static) && !member.hasModifier(.class) {
            let attributes = member.attributes.map { outline.name(of: $0) }
            for binding in member.bindings where binding.isStored(in: outline.tokens) {
                result.append(FileFacts.PropertyFact(name: outline.text(binding.nameToken),
                                                     typeName: typeName(of: binding, outline), attributes: attributes))
            }
        }
        return result
    }

    /// `x: LoginViewModel?` → `LoginViewModel`; `x = LoginViewModel(…)` or `= .init(…)` with an
    /// annotation → the constructed type; otherwise empty.
    public static func typeName(of binding: Binding, _ outline: SourceOutline) -> String {
        if let type = binding.type { return baseTypeName(outline.text(type)) }
        guard let value = binding.initializer, !value.isEmpty else { return "" }
        let tokens = outline.tokens
        var index = value.lowerBound
        // `StateObject(wrappedValue: Model())` and `State(initialValue: Model())` hold the inner type.
        if tokens[index].kind == .identifier, ["StateObject", "State", "ObservedObject", "Bindable"].contains(outline.text(index)),
           index + 3 < value.upperBound, tokens[index + 1].kind == .leftParen, tokens[index + 3].kind == .colon {
            index += 4
        }
        guard index < value.upperBound, tokens[index].kind == .identifier else { return "" }
        var end = index + 1
        while end + 1 < value.upperBound, tokens[end].kind == .period, tokens[end + 1].kind == .identifier,
              outline.text(end + 1) != "init" {
            end += 2
        }
        guard end < value.upperBound, tokens[end].kind == .leftParen
                || (tokens[end].kind == .period && end + 1 < value.upperBound && outline.text(end + 1) == "init") else { return "" }
        let name = outline.text(end - 1)
        guard let first = name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return "" }
        return name
    }

    static func hasDirective(_ file: SourceFile) -> Bool {
        let bytes = file.bytes
        let marker: [UInt8] = Array("mvvm:".utf8)
        for piece in file.lexed.trivia where piece.kind == .lineComment || piece.kind == .blockComment {
            // A byte loop: the generic `firstRange(of:)` cost 8% of indexing.
            var index = Int(piece.start)
            let last = Int(piece.end) - marker.count
            while index <= last {
                if bytes[index] == marker[0], bytes[index + 1] == marker[1], bytes[index + 2] == marker[2],
                   bytes[index + 3] == marker[3], bytes[index + 4] == marker[4] { return true }
                index += 1
            }
        }
        return false
    }

    /// `send(.case`, `.case` and capitalised names, from code only (never comments or strings).
    static func readTestFacts(_ outline: SourceOutline, actionMethods: Set<String>, into facts: inout FileFacts) {
        let tokens = outline.tokens
        let bytes = outline.file.bytes
        for index in tokens.indices {
            let token = tokens[index]
            guard token.kind == .identifier else { continue }
            let first = bytes[Int(token.start)]
            if first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") {
                facts.mentionedTypeNames.insert(outline.text(index))
            }
            guard index >= 1, tokens[index - 1].kind == .period else { continue }
            guard index < 2 || !endsExpression(tokens[index - 2]) else { continue }
            let name = outline.text(index)
            facts.referencedCases.insert(name)
            // `send(.case` — the action method, then `(`, then this implicit member.
            if index >= 3, tokens[index - 2].kind == .leftParen, tokens[index - 3].isWord,
               actionMethods.contains(outline.text(index - 3)) {
                facts.sentCases.insert(name)
            }
        }
    }

    /// Whether a `.` after this token is a member access on it (so `.name` is not an implicit
    /// member such as an enum case).
    static func endsExpression(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier, .dollarIdentifier, .rightParen, .rightBracket, .rightBrace, .integerLiteral, .floatLiteral,
             .stringClose, .interpolationClose, .regexLiteral:
            return true
        case .operator:
            return token.fixity == .postfix
        case .keyword:
            return token.keyword == .self || token.keyword == .Self || token.keyword == .super
                || token.keyword == .true || token.keyword == .false || token.keyword == .nil
        default:
            return false
        }
    }

    /// `Responder<Action>` → `Responder`; `Foo.Bar` → `Bar`; `[Item]?` stays as written.
    public static func baseTypeName(_ text: String) -> String {
        var name = Substring(text)
        if let angle = name.firstIndex(of: "<") { name = name[..<angle] }
        while let last = name.last, last == "?" || last == "!" { name.removeLast() }
        if let dot = name.lastIndex(of: "."), !name.hasPrefix("[") { name = name[name.index(after: dot)...] }
        return name.trimmingCharacters(in: " \t\n")
    }
}

private extension Substring {
    func trimmingCharacters(in set: String) -> String {
        var slice = self
        while let first = slice.first, set.contains(first) { slice.removeFirst() }
        while let last = slice.last, set.contains(last) { slice.removeLast() }
        return String(slice)
    }
}

/// The whole project as rules need it: which types are view models and views, their base
/// classes, and what the tests send. Built once from every file's facts; read-only after.
/// A class, so the many rule contexts of a run share it without copying its dictionaries;
/// immutable after `init`, which is what makes sharing it across threads safe.
public final class ProjectIndex: @unchecked Sendable {
    public struct Settings: Sendable {
        public var viewModelSuffixes: [String]
        public var actionMethods: [String]

        public init(viewModelSuffixes: [String] = ["ViewModel"], actionMethods: [String] = ["send"]) {
            self.viewModelSuffixes = viewModelSuffixes
            self.actionMethods = actionMethods
        }
    }

    public let settings: Settings
    /// Everything declared or extended under each type name, merged across files.
    public private(set) var inheritance: [String: Set<String>] = [:]
    public private(set) var attributes: [String: Set<String>] = [:]
    public private(set) var viewModels: Set<String> = []
    public private(set) var tests: [FileFacts] = []
    /// Stored properties of each declared type, and the types nested in it (extensions included).
    public private(set) var properties: [String: [FileFacts.PropertyFact]] = [:]
    public private(set) var nestedTypes: [String: Set<String>] = [:]
    /// The file that declares each type (not an extension), tests included; the first one when
    /// a name is declared twice.
    public private(set) var declaringFile: [String: String] = [:]
    private var views: Set<String> = []
    private var screens: [String: [FileFacts.PropertyFact]] = [:]

    public init(facts: [FileFacts], settings: Settings = Settings()) {
        self.settings = settings
        var declared: Set<String> = []
        for file in facts {
            for type in file.types {
                inheritance[type.name, default: []].formUnion(type.inheritance)
                attributes[type.name, default: []].formUnion(type.attributes)
                // Types declared in tests are doubles and fixtures, never the app's view models.
                if !type.isExtension, !file.isTestFile { declared.insert(type.name) }
                if !type.isExtension, declaringFile[type.name] == nil { declaringFile[type.name] = file.path }
                if !type.properties.isEmpty { properties[type.name, default: []] += type.properties }
                if !type.nestedTypes.isEmpty { nestedTypes[type.name, default: []].formUnion(type.nestedTypes) }
            }
            if file.isTestFile { tests.append(file) }
        }
        for name in declared where isViewModelCandidate(name) { viewModels.insert(name) }
        // Answered once here: rules ask for every type of every file.
        for name in inheritance.keys where !viewModels.contains(name) && inheritsFromView(name) {
            views.insert(name)
            let held = (properties[name] ?? []).filter { isViewModelType($0.typeName) }
            if !held.isEmpty { screens[name] = held }
        }
    }

    private func isViewModelCandidate(_ name: String) -> Bool {
        if settings.viewModelSuffixes.contains(where: { name.hasSuffix($0) }) { return true }
        if attributes[name]?.contains("Observable") == true { return true }
        return inherits(name, from: "ObservableObject")
    }

    /// Whether `name` conforms to or inherits from `ancestor`, through project types.
    public func inherits(_ name: String, from ancestor: String) -> Bool {
        var seen: Set<String> = [name]
        var queue = [name]
        while let current = queue.popLast() {
            for parent in inheritance[current] ?? [] {
                if parent == ancestor { return true }
                if seen.insert(parent).inserted { queue.append(parent) }
            }
        }
        return false
    }

    public func isViewModel(_ name: String) -> Bool { viewModels.contains(name) }

    /// A view model of this project, or — for types this project doesn't declare (another
    /// module's) — a name with a view-model suffix.
    public func isViewModelType(_ name: String) -> Bool {
        if name.isEmpty { return false }
        return viewModels.contains(name) || settings.viewModelSuffixes.contains { name.hasSuffix($0) }
    }

    /// A SwiftUI view or a view controller: conforms to `View`, or inherits (through project base
    /// classes) from a `…ViewController`. View models are never views.
    public func isView(_ name: String) -> Bool { views.contains(name) }

    private func inheritsFromView(_ name: String) -> Bool {
        var seen: Set<String> = [name]
        var queue = [name]
        while let current = queue.popLast() {
            for parent in inheritance[current] ?? [] {
                if parent == "View" || parent.hasSuffix("ViewController") { return true }
                if seen.insert(parent).inserted { queue.append(parent) }
            }
        }
        return false
    }

    /// The stored properties of a view that hold a view model, in declaration order: the first is
    /// the view's own. Empty for leaf views (and for anything that is not a view).
    public func viewModelProperties(of view: String) -> [FileFacts.PropertyFact] { screens[view] ?? [] }

    /// A screen: a view or view controller holding a view model in a stored property.
    public func isScreen(_ name: String) -> Bool { screens[name] != nil }

    /// Whether the type, or a project base class it inherits from, carries the attribute.
    public func hasAttribute(_ attribute: String, _ name: String) -> Bool {
        var seen: Set<String> = [name]
        var queue = [name]
        while let current = queue.popLast() {
            if attributes[current]?.contains(attribute) == true { return true }
            for parent in inheritance[current] ?? [] where seen.insert(parent).inserted { queue.append(parent) }
        }
        return false
    }

    /// Whether the view model uses `@Observable` (rather than `ObservableObject`).
    public func isObservationViewModel(_ name: String) -> Bool { hasAttribute("Observable", name) }

    /// Test files whose code mentions the view model's name as a whole token.
    public func tests(mentioning viewModel: String) -> [FileFacts] {
        tests.filter { $0.mentionedTypeNames.contains(viewModel) }
    }
}
