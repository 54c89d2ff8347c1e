import Foundation
import Mustache

/// The two ways a screen's view model publishes its outputs (SPEC §7).
public enum Flavor: String, Sendable, CaseIterable {
    /// `ObservableObject` with `@Published private(set)` outputs.
    case combine
    /// `@Observable` with `private(set)` outputs.
    case observable
}

/// The files a screen is made of, one template each.
public enum TemplateKind: String, Sendable, CaseIterable {
    case view = "View"
    case viewModel = "ViewModel"
    case viewModelTests = "ViewModelTests"
    case responder = "Responder"

    /// `combine/View.mustache`: the template's path under `Templates/` or an override folder.
    public func path(for flavor: Flavor) -> String { "\(flavor.rawValue)/\(rawValue).mustache" }
}

/// The templates one run renders with: the built-in ones (embedded in the binary at build time),
/// each replaced by the project's copy when its override folder has one.
public struct TemplateSet: Sendable {
    /// Every built-in template, keyed by its path under `Templates/`.
    public static let builtIn: [String: String] = EmbeddedTemplates.files

    public let flavor: Flavor
    /// The override folder (absolute), if the project has one.
    public let overrideDirectory: String?
    /// How to show an override file's path in an error (relative to the working directory).
    private let displayPath: @Sendable (String) -> String

    public init(flavor: Flavor, overrideDirectory: String?, displayPath: @escaping @Sendable (String) -> String = { $0 }) {
        self.flavor = flavor
        self.overrideDirectory = overrideDirectory
        self.displayPath = displayPath
    }

    /// The override file that replaces a built-in template, if there is one.
    public func overridePath(_ kind: TemplateKind) -> String? {
        guard let overrideDirectory else { return nil }
        let path = overrideDirectory + "/" + kind.path(for: flavor)
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// The template's text, and its file as errors name it.
    func source(_ kind: TemplateKind) throws -> (text: String, origin: String) {
        if let path = overridePath(kind) {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw ScaffoldError("\(displayPath(path)): error: cannot read template")
            }
            guard let decoded = String(data: data, encoding: .utf8) else {
                throw ScaffoldError("\(displayPath(path)): error: template is not UTF-8 text")
            }
            return (decoded, displayPath(path))
        }
        guard let builtIn = Self.builtIn[kind.path(for: flavor)] else {
            throw ScaffoldError("Templates/\(kind.path(for: flavor)): error: no such built-in template")
        }
        return (builtIn, "Templates/\(kind.path(for: flavor)) (built in)")
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
