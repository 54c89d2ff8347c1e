import Foundation
import Mustache
import SafeFiles

/// The two ways a rulebook screen's view model publishes its outputs (SPEC §7).
public enum Flavor: String, Sendable, CaseIterable {
    /// `ObservableObject` with `@Published private(set)` outputs.
    case combine
    /// `@Observable` with `private(set)` outputs.
    case observable
}

/// The reactive library an `inputs_outputs` screen's streams come from.
public enum Reactive: String, Sendable, CaseIterable {
    case combine
    case rxswift
}

/// Which templates a screen is rendered from: one folder under `Templates/` per dialect of MVVM
/// (SPEC §4.2) — the rulebook's two flavors, then one per other profile (two for
/// `inputs_outputs`, by reactive library). Each declares the files a screen is made of.
public enum ScreenDialect: String, Sendable, CaseIterable {
    case rulebookCombine = "rulebook/combine"
    case rulebookObservable = "rulebook/observable"
    case viewstate
    case remvvm
    case observable
    case inputsOutputsCombine = "inputs_outputs/combine"
    case inputsOutputsRxSwift = "inputs_outputs/rxswift"

    /// The profile names `mvvm new --profile` takes (SPEC §4.2), in the order of its table.
    public static let profileNames = ["rulebook", "viewstate", "remvvm", "observable", "inputs_outputs"]

    /// The dialect of a profile, with the rulebook's flavor or `inputs_outputs`' reactive library
    /// (each only meaningful for its own profile; `nil` for the default).
    public static func forProfile(_ profile: String, flavor: Flavor? = nil, reactive: Reactive? = nil) -> ScreenDialect? {
        switch profile {
        case "rulebook": return (flavor ?? .combine) == .combine ? .rulebookCombine : .rulebookObservable
        case "viewstate": return .viewstate
        case "remvvm": return .remvvm
        case "observable": return .observable
        case "inputs_outputs": return (reactive ?? .combine) == .combine ? .inputsOutputsCombine : .inputsOutputsRxSwift
        default: return nil
        }
    }

    /// The profile whose rules the screen is written to pass.
    public var profile: String {
        switch self {
        case .rulebookCombine, .rulebookObservable: return "rulebook"
        case .viewstate, .remvvm, .observable: return rawValue
        case .inputsOutputsCombine, .inputsOutputsRxSwift: return "inputs_outputs"
        }
    }

    /// `combine`, `observable`, `rxswift`: what templates see as `flavor`.
    public var flavorName: String {
        switch self {
        case .rulebookCombine, .inputsOutputsCombine: return "combine"
        case .rulebookObservable, .observable: return "observable"
        case .inputsOutputsRxSwift: return "rxswift"
        case .viewstate, .remvvm: return rawValue
        }
    }

    /// The rulebook dialect of a flavor.
    public init(_ flavor: Flavor) {
        self = flavor == .combine ? .rulebookCombine : .rulebookObservable
    }

    /// The files a screen of this dialect is made of, in the order they are written and listed.
    public var files: [TemplateKind] {
        switch self {
        case .rulebookCombine, .rulebookObservable:
            return [.view, .viewModel, .viewModelTests, .responder]
        case .observable:
            return [.view, .viewModel, .viewModelTests]
        case .viewstate:
            return [TemplateKind("ViewState"), .viewModel, .viewController, .viewModelTests, TemplateKind("StateViewModel", place: .support)]
        case .remvvm:
            return [TemplateKind("Actions"), TemplateKind("State"), TemplateKind("Reducers"),
                    TemplateKind("Middleware", onlyWithForwardedActions: true), .viewModel, .viewController,
                    TemplateKind("ReducersTests", place: .tests), TemplateKind("MiddlewareTests", onlyWithForwardedActions: true),
                    .viewModelTests]
        case .inputsOutputsCombine, .inputsOutputsRxSwift:
            return [.viewModel, .viewController, TemplateKind("FlowController"), .viewModelTests]
        }
    }
}

/// One template of a screen: its name under the dialect's folder (`ViewModel` is
/// `ViewModel.mustache`) and where its file goes. A screen file is named after the screen
/// (`LoginViewModel.swift`); a support file declares a type the whole app shares
/// (`Responder.swift`) and is written only while the project declares no type of its name.
public struct TemplateKind: Hashable, Sendable, CustomStringConvertible {
    public enum Place: Sendable { case sources, tests, support }

    public let rawValue: String
    public let place: Place
    /// Written only for a screen with actions that forward (the ReMVVM middleware, which
    /// navigates on them).
    public let onlyWithForwardedActions: Bool

    public init(_ rawValue: String, place: Place? = nil, onlyWithForwardedActions: Bool = false) {
        self.rawValue = rawValue
        self.place = place ?? (rawValue.hasSuffix("Tests") ? .tests : .sources)
        self.onlyWithForwardedActions = onlyWithForwardedActions
    }

    public static let view = TemplateKind("View")
    public static let viewController = TemplateKind("ViewController")
    public static let viewModel = TemplateKind("ViewModel")
    public static let viewModelTests = TemplateKind("ViewModelTests")
    public static let responder = TemplateKind("Responder", place: .support)

    public var description: String { rawValue }

    /// `rulebook/combine/View.mustache`: the template's path under `Templates/` or an override folder.
    public func path(for dialect: ScreenDialect) -> String { "\(dialect.rawValue)/\(rawValue).mustache" }

    /// `LoginViewModel.swift`, or `Responder.swift` for a support file.
    public func fileName(screen name: String) -> String {
        (place == .support ? rawValue : name + rawValue) + ".swift"
    }
}

/// The templates one run renders with: the built-in ones (embedded in the binary at build time),
/// each replaced by the project's copy when its override folder has one.
public struct TemplateSet: Sendable {
    /// Every built-in template, keyed by its path under `Templates/`.
    public static let builtIn: [String: String] = EmbeddedTemplates.files

    public let dialect: ScreenDialect
    /// The override folder (absolute), if the project has one.
    public let overrideDirectory: String?
    /// How to show an override file's path in an error (relative to the working directory).
    private let displayPath: @Sendable (String) -> String

    public init(dialect: ScreenDialect, overrideDirectory: String?, displayPath: @escaping @Sendable (String) -> String = { $0 }) {
        self.dialect = dialect
        self.overrideDirectory = overrideDirectory
        self.displayPath = displayPath
    }

    /// The override file that replaces a built-in template, if there is one.
    public func overridePath(_ kind: TemplateKind) -> String? {
        guard let overrideDirectory else { return nil }
        let path = overrideDirectory + "/" + kind.path(for: dialect)
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// The template's text, and its file as errors name it.
    func source(_ kind: TemplateKind) throws -> (text: String, origin: String) {
        // Before profiles, the rulebook's templates lived in `combine/` and `observable/`; an
        // override left at the old place would silently stop applying. (`observable/` is now the
        // observable profile's own folder, so only `combine/` can be told apart.)
        if dialect == .rulebookCombine, overridePath(kind) == nil, let overrideDirectory,
           FileManager.default.fileExists(atPath: overrideDirectory + "/combine/" + kind.rawValue + ".mustache") {
            throw ScaffoldError("\(displayPath(overrideDirectory + "/combine/" + kind.rawValue + ".mustache")): error: "
                + "the rulebook's templates now live under rulebook/; move this file to \(kind.path(for: dialect))")
        }
        if let path = overridePath(kind) {
            // The folder is inside the project (checked when it is named); a link in it must not
            // lead out — `View.mustache -> ~/.ssh/id_rsa` would copy the key into the screen.
            if let overrideDirectory, let folder = FileWriter.realPath(overrideDirectory),
               !FileWriter.isInside(FileWriter.realPath(path) ?? path, folder) {
                throw ScaffoldError("\(displayPath(path)): error: links outside the templates folder; mvvm reads templates only inside it")
            }
            guard let data = FileManager.default.contents(atPath: path) else {
                throw ScaffoldError("\(displayPath(path)): error: cannot read template")
            }
            guard let decoded = String(data: data, encoding: .utf8) else {
                throw ScaffoldError("\(displayPath(path)): error: template is not UTF-8 text")
            }
            return (decoded, displayPath(path))
        }
        guard let builtIn = Self.builtIn[kind.path(for: dialect)] else {
            throw ScaffoldError("Templates/\(kind.path(for: dialect)): error: no such built-in template")
        }
        return (builtIn, "Templates/\(kind.path(for: dialect)) (built in)")
    }

    /// Parses the template; a broken one is an error naming its file and line.
    func template(_ kind: TemplateKind) throws -> MustacheTemplate {
        let (text, origin) = try source(kind)
        do {
            return try MustacheTemplate(string: text)
        } catch let error as MustacheTemplate.ParserError {
            throw ScaffoldError("\(origin):\(error.context.lineNumber):\(error.context.columnNumber): error: \(Self.describe(error.error))")
        } catch {
            throw ScaffoldError("\(origin): error: cannot parse template (\(error))")
        }
    }

    /// A configured folder with `{{name}}` (or `{{ name }}`) replaced by the screen's name.
    public static func expand(_ path: String, name: String, option: String) throws -> String {
        do {
            return try MustacheTemplate(string: "{{%CONTENT_TYPE:TEXT}}" + path).render(["name": name])
        } catch {
            throw ScaffoldError("\(option): `\(path)` has a malformed `{{…}}`")
        }
    }

    private static func describe(_ error: Error) -> String {
        guard let error = error as? MustacheTemplate.Error else { return "cannot parse template (\(error))" }
        switch error {
        case .sectionCloseNameIncorrect: return "this closing tag does not match the section it closes"
        case .unfinishedName: return "a tag is not closed (missing `}}`?)"
        case .expectedSectionEnd: return "a section is never closed (missing `{{/name}}`)"
        case .invalidSetDelimiter: return "the set-delimiter tag is malformed"
        case .transformAppliedToInheritanceSection: return "a transform cannot apply to an inheritance section"
        case .illegalTokenInsideInheritSection: return "this tag is not allowed inside an inheritance section"
        case .textInsideInheritSection: return "text is not allowed inside an inheritance section"
        case .invalidConfigVariableSyntax: return "the `{{% … }}` configuration tag is malformed"
        case .unrecognisedConfigVariable: return "unknown `{{% … }}` configuration variable"
        }
    }
}
