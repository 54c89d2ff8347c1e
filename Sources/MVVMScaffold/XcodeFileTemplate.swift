import Foundation

/// The "MVVM Screen" Xcode file template, rendered from the same Mustache templates as `mvvm new`,
/// so that a screen made with Xcode's File ▸ New ▸ File… is the one `mvvm new` writes.
///
/// Each template is rendered once per flavor with a sentinel for the screen's name, and every
/// form of that name the templates see is then replaced by Xcode's placeholder. Xcode picks the
/// files from the folder named after the chosen option values, in the order of the options: the
/// flavor popup's value, then the tests checkbox's identifier when it is ticked (`combine`,
/// `combineWithTests`, …), as Apple's own templates are laid out.
public enum XcodeFileTemplate {
    public static let folderName = "MVVM Screen.xctemplate"
    /// Inside a file, Xcode puts the name typed in its dialog here.
    public static let namePlaceholder = "___VARIABLE_productName___"
    /// In a file's name, Xcode puts that name here (as Apple's templates spell it).
    public static let fileNamePlaceholder = "___FILEBASENAME___"
    /// The checkbox for the tests; Xcode appends its identifier to the folder name when ticked.
    public static let testsOption = "WithTests"
    public static let flavorOption = "flavor"

    /// Stands for the screen's name while rendering: a screen name no template has reason to
    /// contain, in two words so that the title made from it (`Qzxv Screen`) differs from it and
    /// must be replaced in its own right. Any trace of `qzxv` left afterwards, in any case, is a
    /// form of the name Xcode cannot fill in.
    static let sentinel = "QzxvScreen"
    static let sentinelMark = "qzxv"

    /// What the project's configuration decides, as for `mvvm new`.
    public struct Settings: Sendable {
        /// The flavor the popup starts on.
        public var defaultFlavor: Flavor
        /// The module the tests `@testable import`.
        public var module: String?
        public var indentation: Indentation
        /// The project's template overrides, if any.
        public var overrideDirectory: String?
        public var displayPath: @Sendable (String) -> String

        public init(defaultFlavor: Flavor = .combine, module: String? = nil, indentation: Indentation = .standard,
                    overrideDirectory: String? = nil, displayPath: @escaping @Sendable (String) -> String = { $0 }) {
            self.defaultFlavor = defaultFlavor
            self.module = module
            self.indentation = indentation
            self.overrideDirectory = overrideDirectory
            self.displayPath = displayPath
        }
    }

    /// The folder Xcode takes the files from for these option values.
    public static func variantFolder(_ flavor: Flavor, withTests: Bool) -> String {
        flavor.rawValue + (withTests ? testsOption : "")
    }

    /// Every file of the template, by its path inside the `.xctemplate` folder, in a stable order.
    public static func files(_ settings: Settings) throws -> [(path: String, contents: String)] {
        var files = [(path: "TemplateInfo.plist", contents: propertyList(defaultFlavor: settings.defaultFlavor))]
        for flavor in Flavor.allCases {
            let screen = try screenFiles(flavor, settings)
            for withTests in [false, true] {
                for file in screen where withTests || !file.isTest {
                    files.append((variantFolder(flavor, withTests: withTests) + "/" + file.fileName, file.contents))
                }
            }
        }
        return files
    }

    /// View, view model and tests of one flavor with Xcode's placeholders for the name.
    /// `Responder.swift` is left out: it is declared once per app, and Xcode can't tell whether
    /// the app has it yet.
    static func screenFiles(_ flavor: Flavor, _ settings: Settings) throws -> [RenderedFile] {
        let dialect = ScreenDialect(flavor)
        let templates = TemplateSet(dialect: dialect, overrideDirectory: settings.overrideDirectory, displayPath: settings.displayPath)
        var origins: [TemplateKind: String] = [:]
        for kind in [TemplateKind.view, .viewModel, .viewModelTests] {
            let (text, origin) = try templates.source(kind)
            if text.lowercased().contains(sentinelMark) {
                throw ScaffoldError("\(origin): error: contains `\(sentinelMark)`, which mvvm uses to mark the screen's name for Xcode; rename it")
            }
            origins[kind] = origin
        }
        let request = ScreenRequest(specification: try ScreenSpecification(name: sentinel), dialect: dialect, module: settings.module,
                                    declaredSupport: [TemplateKind.responder.rawValue], indentation: settings.indentation)
        return try ScreenRenderer.render(request, templates: templates).map { rendered in
            var file = rendered
            file.fileName = file.fileName.replacingOccurrences(of: sentinel, with: fileNamePlaceholder)
            file.contents = withPlaceholders(file.contents)
            if (file.fileName + file.contents).lowercased().contains(sentinelMark) {
                throw ScaffoldError("\(origins[file.kind] ?? file.kind.path(for: dialect)): error: uses the screen's name in a form "
                    + "an Xcode template cannot fill in; only `name`, `title`, `viewName`, `viewModelName` and `testsName` can be")
            }
            return file
        }
    }

    /// Each form of the name the templates see (ScreenRenderer.context), as Xcode's placeholder.
    /// `viewName`, `viewModelName` and `testsName` contain the name itself. The title has no
    /// Xcode counterpart that splits words, so it becomes the name as typed.
    static func withPlaceholders(_ text: String) -> String {
        [ScreenRenderer.words(sentinel), sentinel].reduce(text) { text, form in
            text.replacingOccurrences(of: form, with: namePlaceholder)
        }
    }

    /// `TemplateInfo.plist`: a text substitution file template asking for the name, the flavor
    /// and whether to add tests.
    static func propertyList(defaultFlavor: Flavor) -> String {
        let options: [[String: Any]] = [
            [
                "Identifier": "productName",
                "Name": "Screen name:",
                "Description": "The screen's name, a Swift type name (Login, ProfileSettings); View and ViewModel are added to it.",
                "Type": "text",
                "Required": true,
                "NotPersisted": true,
            ],
            [
                "Identifier": flavorOption,
                "Name": "Flavor:",
                "Description": "combine: ObservableObject with @Published outputs; observable: @Observable.",
                "Type": "popup",
                "Values": Flavor.allCases.map(\.rawValue),
                "Default": defaultFlavor.rawValue,
                "Required": true,
            ],
            [
                "Identifier": testsOption,
                "Name": "Include tests",
                "Description": "Also create NameViewModelTests.swift; add it to your test target, not the app's.",
                "Type": "checkbox",
                "Default": "true",
            ],
        ]
        let information: [String: Any] = [
            "Kind": "Xcode.IDEFoundation.TextSubstitutionFileTemplateKind",
            "Description": "A SwiftUI screen: view, view model and tests, as `mvvm new` writes them.",
            "Summary": "A SwiftUI screen: view, view model and tests, as `mvvm new` writes them",
            "SortOrder": 1,
            "AllowedTypes": ["public.swift-source"],
            "SupportsSwiftPackage": true,
            "MainTemplateFile": fileNamePlaceholder + "View.swift",
            "Options": options,
        ]
        return PropertyListXML.document(information)
    }
}
