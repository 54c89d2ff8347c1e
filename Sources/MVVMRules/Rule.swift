import SwiftLexer
import SwiftOutline

public enum Severity: String, Sendable, Codable, CaseIterable, Comparable {
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
}

/// A byte-range replacement in one file. Fixes are lists of these, applied back to front.
public struct TextEdit: Sendable, Hashable {
    public var range: Range<Int>
    public var replacement: String

    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// One finding, before it is placed on a line: a rule, where (a byte offset), and why.
public struct Finding: Sendable, Hashable {
    public var ruleID: String
    /// Byte offset of the reported column.
    public var offset: Int
    public var message: String
    /// The edits that fix it, when the rule knows an unambiguous fix.
    public var fix: [TextEdit]?

    public init(ruleID: String, offset: Int, message: String, fix: [TextEdit]? = nil) {
        self.ruleID = ruleID
        self.offset = offset
        self.message = message
        self.fix = fix
    }
}

/// A rule option's description, for `mvvm rules`, the docs and config validation.
public struct RuleOption: Sendable, Hashable {
    public enum Kind: String, Sendable {
        case stringList = "list of strings"
        case boolean
    }

    public var key: String
    public var kind: Kind
    public var defaultValue: [String]
    public var summary: String

    public init(key: String, kind: Kind, defaultValue: [String], summary: String) {
        self.key = key
        self.kind = kind
        self.defaultValue = defaultValue
        self.summary = summary
    }
}

/// What a rule is, independent of any run.
public struct RuleDescription: Sendable {
    /// Which files a rule reads besides those with a view model or a view: decided once per run
    /// from the index and the dialect's roles, then asked of each file's facts.
    public typealias FileSelector = @Sendable (ProjectIndex, DialectRoles) -> @Sendable (FileFacts) -> Bool

    public var id: String
    public var name: String
    public var summary: String
    public var defaultSeverity: Severity
    public var isEnabledByDefault: Bool
    public var isFixable: Bool
    public var options: [RuleOption]
    /// The dialects the rule belongs to (SPEC §4.2's table); it runs only under those.
    public var profiles: Set<Profile>
    /// The dialect roles (`roles:` in the configuration) the rule reads.
    public var roles: [DialectRoles.Role]
    /// The files the rule looks at besides those holding a view model or a view (which every
    /// rule run reads): state types, stores, reducers, leftover `ObservableObject`s. Decided from
    /// each file's index facts, so the lint run reads only what some enabled rule needs.
    public var alsoReads: FileSelector?

    public init(id: String, name: String, summary: String, defaultSeverity: Severity,
                isEnabledByDefault: Bool = true, isFixable: Bool = false, options: [RuleOption] = [], roles: [DialectRoles.Role] = [],
                profiles: Set<Profile> = [.rulebook], alsoReads: FileSelector? = nil) {
        self.profiles = profiles
        self.roles = roles
        self.alsoReads = alsoReads
        self.id = id
        self.name = name
        self.summary = summary
        self.defaultSeverity = defaultSeverity
        self.isEnabledByDefault = isEnabledByDefault
        self.isFixable = isFixable
        self.options = options
    }
}

/// Option values given to a rule: the configured ones, else each option's default.
public struct RuleOptions: Sendable {
    public var values: [String: [String]]

    public init(_ values: [String: [String]] = [:]) { self.values = values }

    public func list(_ key: String, default fallback: [String]) -> [String] { values[key] ?? fallback }
}

/// The file a rule looks at, with the project it belongs to.
public struct RuleContext: Sendable {
    public let outline: SourceOutline
    public let index: ProjectIndex
    public let options: RuleOptions
    /// Whether the file is one of the project's tests (they may build view models, for example).
    public let isTestFile: Bool
    /// The file's view models, views and screens; pass one instance to every rule of a file.
    public let subjects: FileSubjects
    /// The dialect the file's configuration picks (`profile:`, nested configurations included):
    /// a rule shared between profiles may read a profile's idiom differently.
    public let profile: Profile
    /// What the file's dialect recognises as states, reducers, stores, inputs and outputs.
    public let roles: DialectRoles

    public init(outline: SourceOutline, index: ProjectIndex, options: RuleOptions, isTestFile: Bool = false,
                subjects: FileSubjects? = nil, profile: Profile = .rulebook, roles: DialectRoles? = nil) {
        self.profile = profile
        self.roles = roles ?? DialectRoles.defaults(for: profile)
        self.outline = outline
        self.index = index
        self.options = options
        self.isTestFile = isTestFile
        self.subjects = subjects ?? FileSubjects(outline: outline, index: index, isTestFile: isTestFile)
    }

    public var tokens: [Token] { outline.tokens }
}

/// A rule is a pure function of (file outline, project index, options) → findings.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    func findings(in context: RuleContext) -> [Finding]
    init()
    /// The rule with whatever it derives from its options worked out once for the whole run
    /// (tables it would otherwise rebuild for every file).
    func prepared(with options: RuleOptions) -> Self
}

extension Rule {
    public func prepared(with options: RuleOptions) -> Self { self }
}
