import SwiftLexer
import SwiftOutline

/// Profiles other than the rulebook: a view model describes what to show, never how — no UI
/// framework types in what it stores, takes or exposes, so it is tested without a screen.
public struct ViewModelWithoutUIRule: Rule {
    public static let description = RuleDescription(
        id: "view_model_without_ui",
        name: "View Model Without UI",
        summary: "A view model neither imports a UI framework for UI types nor stores, takes or exposes a UI type (`Color`, `UIImage`, `NSView`…)",
        defaultSeverity: .warning,
        profiles: [.viewstate, .remvvm, .observable, .inputsOutputs]
    )

    public init() {}

    public func findings(in context: RuleContext) -> [Finding] {
        guard !context.viewModelBodies.isEmpty else { return [] }
        var findings: [Finding] = []
        let outline = context.outline
        var usesUI = false
        for subject in context.viewModelBodies {
            if !usesUI { usesUI = UITypes.firstUse(in: subject.declaration.tokens, from: subject.type, context) != nil }
            for member in context.members(of: subject.declaration) {
                switch member.kind {
                case .variable:
                    for binding in member.bindings {
                        guard let type = uiType(of: binding, from: subject.type, context) else { continue }
                        findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: binding.nameToken),
                                                message: "property `\(outline.text(binding.nameToken))` of view model `\(subject.name)` has the UI type `\(type)`"))
                    }
                case .function, .initializer, .subscript:
                    for parameter in member.parameters {
                        guard let range = parameter.type, let use = UITypes.firstUse(in: range, from: subject.type, context) else { continue }
                        let token = parameter.name ?? parameter.label ?? range.lowerBound
                        findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: token),
                                                message: "parameter `\(outline.text(token))` of view model `\(subject.name)` has the UI type `\(outline.text(use))`"))
                    }
                    // What a method hands out is an output.
                    if member.kind != .initializer, !context.isPrivate(member), let range = member.returnType,
                       let use = UITypes.firstUse(in: range, from: subject.type, context) {
                        findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: use),
                                                message: "view model `\(subject.name)` returns the UI type `\(outline.text(use))`"))
                    }
                default:
                    continue
                }
            }
        }
        // The import is for the view models' UI types only when their code names one and no
        // other code of the file does: a view, a cell or a helper beside them is what it is for.
        if usesUI, !otherCodeUsesUI(context) {
            for declaration in outline.declarations where declaration.kind == .import && declaration.parent == nil {
                guard let module = outline.importedModule(declaration), UITypes.modules.contains(module) else { continue }
                findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: declaration.keywordToken),
                                        message: "a view-model file imports \(module) for UI types"))
            }
        }
        return findings
    }

    /// Whether code of the file outside its view models (and outside its imports) names a UI type.
    private func otherCodeUsesUI(_ context: RuleContext) -> Bool {
        let skipped = context.viewModelBodies.map(\.declaration.tokens)
            + context.outline.declarations.filter { $0.kind == .import }.map(\.tokens)
        let scope = context.viewModelBodies[0].type
        var index = 0
        while index < context.tokens.count {
            if let range = skipped.first(where: { $0.contains(index) }) {
                index = range.upperBound
                continue
            }
            if UITypes.firstUse(in: index..<(index + 1), from: scope, context) != nil { return true }
            index += 1
        }
        return false
    }

    /// The UI type a property holds: its annotation, else what its initial value constructs or
    /// reads a static member of (`= UIImage(named: "x")`, `= Color.accentColor`).
    private func uiType(of binding: Binding, from type: Int, _ context: RuleContext) -> String? {
        if let range = binding.type {
            return UITypes.firstUse(in: range, from: type, context).map { context.outline.text($0) }
        }
        let outline = context.outline
        guard let value = binding.initializer, let chain = outline.postfixChain(at: value.lowerBound, end: value.upperBound),
              outline.startsAtName(chain), let next = chain.components.first else { return nil }
        switch next {
        case .call, .member: break
        default: return nil
        }
        let name = outline.text(chain.base)
        return UITypes.isUIType(name, from: type, context) ? name : nil
    }
}

/// Names of UI framework types, as written in a view model's code.
enum UITypes {
    /// Modules whose import brings UI types: RxCocoa and Combine do not count.
    static let modules: Set<String> = ["SwiftUI", "UIKit", "AppKit", "Cocoa"]

    static let swiftUI: Set<String> = ["View", "AnyView", "Color", "Image", "Font", "Text", "Label", "Button", "Shape", "AnyShape",
                                       "ShapeStyle", "AnyShapeStyle", "LinearGradient", "RadialGradient", "AngularGradient"]
    /// UIKit types that are UI by name; the rest of `UI…` is UI when its name ends like a view.
    static let uiKit: Set<String> = ["UIImage", "UIColor", "UIFont", "UIBezierPath", "UIMenu", "UIResponder"]
    static let uiKitEndings = ["View", "Controller", "Cell", "Button", "Label", "Window", "Bar", "Control", "Field", "Recognizer",
                               "BarButtonItem", "BarItem", "NavigationItem", "Animator", "Effect"]
    static let appKit: Set<String> = ["NSImage", "NSColor", "NSFont", "NSBezierPath", "NSMenu", "NSMenuItem", "NSCursor", "NSResponder"]
    /// `NSFetchedResultsController` is Core Data: AppKit's controllers end in `ViewController`/`WindowController`.
    static let appKitEndings = ["View", "ViewController", "WindowController", "Cell", "Button", "Window", "Panel", "Control", "Field",
                                "Recognizer"]

    /// Whether a written name is a UI framework type: one of the lists above, and not a type the
    /// project declares itself (a model's own `Image`).
    static func isUIType(_ name: String, from type: Int, _ context: RuleContext) -> Bool {
        guard isUIName(name) else { return false }
        return context.index.resolve(name, from: type) == nil
    }

    /// `UI` or `NS` and a capital: how UIKit, AppKit and Foundation name their types
    /// (`UIButton`, `NSItemProvider`; not `UInt`, `NSwift`).
    static func hasFrameworkPrefix(_ name: String) -> Bool {
        let bytes = Array(name.utf8.prefix(3))
        guard bytes.count == 3, name.utf8.count > 3, name.hasPrefix("UI") || name.hasPrefix("NS") else { return false }
        return bytes[2] >= UInt8(ascii: "A") && bytes[2] <= UInt8(ascii: "Z")
    }

    static func isUIName(_ name: String) -> Bool {
        if swiftUI.contains(name) || uiKit.contains(name) || appKit.contains(name) { return true }
        guard hasFrameworkPrefix(name) else { return false }
        if name.hasPrefix("UI") { return uiKitEndings.contains { name.hasSuffix($0) } }
        if name.hasPrefix("NS") { return appKitEndings.contains { name.hasSuffix($0) } }
        return false
    }

    /// The first token in `range` that names a UI type: a type name (not a member after `.`,
    /// except after the framework's own name, `SwiftUI.Color`).
    static func firstUse(in range: Range<Int>, from type: Int, _ context: RuleContext) -> Int? {
        let outline = context.outline
        for name in outline.names(in: range) {
            // `NSControl.StateValue`, `UIView.ContentMode`: a type nested in a UI class (a value,
            // mostly), not the class.
            if outline.qualifies(name) { continue }
            if outline.isMemberName(name) {
                guard let qualifier = outline.qualifier(of: name), modules.contains(outline.text(qualifier)) else { continue }
            }
            if isUIType(outline.text(name), from: type, context) { return name }
        }
        return nil
    }
}
