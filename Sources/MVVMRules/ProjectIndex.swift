import SwiftLexer
import SwiftOutline

/// What one file contributes to the project index. Small and plain, so the index can be built
/// in parallel, cached by content hash, and shared read-only by every rule.
public struct FileFacts: Sendable, Hashable, Codable {
    /// Bump whenever what is extracted changes, so cached facts from an older build are not reused.
    public static let formatVersion = 1

    public struct TypeFact: Sendable, Hashable, Codable {
        public var name: String
        public var isExtension: Bool
        public var inheritance: [String]
        public var attributes: [String]

        public init(name: String, isExtension: Bool, inheritance: [String], attributes: [String]) {
            self.name = name
            self.isExtension = isExtension
            self.inheritance = inheritance
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
            types.append(FileFacts.TypeFact(
                name: declaration.kind == .extension ? baseTypeName(name) : name,
                isExtension: declaration.kind == .extension,
                inheritance: declaration.inheritance.map { baseTypeName(outline.text($0)) },
                attributes: declaration.attributes.map { outline.name(of: $0) }))
        }
        var facts = FileFacts(path: path, types: types, isTestFile: isTestFile,
                              mentionedTypeNames: [], sentCases: [], referencedCases: [])
        if isTestFile { readTestFacts(outline, actionMethods: actionMethods, into: &facts) }
        facts.hasDirectives = hasDirective(outline.file)
        return facts
    }

    static func hasDirective(_ file: SourceFile) -> Bool {
        let marker = Array("mvvm:".utf8)
        return file.lexed.trivia.contains { piece in
            guard piece.kind == .lineComment || piece.kind == .blockComment, piece.length > marker.count else { return false }
            return file.bytes[piece.range].firstRange(of: marker) != nil
        }
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
public struct ProjectIndex: Sendable {
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
    public private(set) var hasResponderType = false

    public init(facts: [FileFacts], settings: Settings = Settings()) {
        self.settings = settings
        var declared: Set<String> = []
        for file in facts {
            for type in file.types {
                inheritance[type.name, default: []].formUnion(type.inheritance)
                attributes[type.name, default: []].formUnion(type.attributes)
                // Types declared in tests are doubles and fixtures, never the app's view models.
                if !type.isExtension, !file.isTestFile { declared.insert(type.name) }
                if type.name == "Responder", !type.isExtension { hasResponderType = true }
            }
            if file.isTestFile { tests.append(file) }
        }
        for name in declared where isViewModelCandidate(name) { viewModels.insert(name) }
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
