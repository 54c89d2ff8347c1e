import SwiftLexer
import SwiftOutline

/// Rule 8: a view model gets its dependencies through `init` (or, for what only the SwiftUI
/// environment has, through an action) — never by reaching out for them.
public struct DependenciesViaInitRule: Rule {
    static let globalAccessors = RuleOption(
        key: "global_accessors", kind: .stringList, defaultValue: ["shared", "standard", "default"],
        summary: "Static members that hand out a global instance (`X.shared`, `UserDefaults.standard`)")
    static let globalInstances = RuleOption(
        key: "global_instances", kind: .stringList,
        defaultValue: ["UIDevice.current", "UIPasteboard.general", "NSPasteboard.general", "UIScreen.main", "NSScreen.main"],
        summary: "System objects reached through a static member of their own type (`UIDevice.current`)")
    static let valueTypes = RuleOption(
        key: "value_types", kind: .stringList,
        defaultValue: ["ImmediateScheduler", "UNNotificationSound", "URLSessionConfiguration", "DispatchQoS"],
        summary: "Framework types whose static members are values, not shared instances (`ImmediateScheduler.shared`, `UNNotificationSound.default`)")
    static let locatorWrappers = RuleOption(
        key: "locator_wrappers", kind: .stringList,
        defaultValue: ["Injected", "LazyInjected", "WeakInjected", "InjectedObject", "Inject", "Dependency"],
        summary: "Property wrappers that fetch a dependency from a global container (`@Injected(\\.api)`)")
    static let dependencySuffixes = RuleOption(
        key: "dependency_suffixes", kind: .stringList,
        defaultValue: ["Service", "Client", "Repository", "Store", "Provider", "Manager", "UseCase"],
        summary: "Type-name suffixes of dependencies that must be injected, not constructed inline")

    public static let description = RuleDescription(
        id: "dependencies_via_init",
        name: "Dependencies Via Init",
        summary: "View models receive dependencies through `init`: no singletons, no environment wrappers, no inline construction",
        defaultSeverity: .warning,
        options: [globalAccessors, globalInstances, valueTypes, locatorWrappers, dependencySuffixes],
        profiles: Profile.everyProfile
    )

    public init() {}

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        let outline = context.outline
        let accessors = Set(context.options.list(Self.globalAccessors.key, default: Self.globalAccessors.defaultValue))
        let suffixes = context.options.list(Self.dependencySuffixes.key, default: Self.dependencySuffixes.defaultValue)
        let instances = Set(context.options.list(Self.globalInstances.key, default: Self.globalInstances.defaultValue))
        let locators = Set(context.options.list(Self.locatorWrappers.key, default: Self.locatorWrappers.defaultValue))
        let values = Set(context.options.list(Self.valueTypes.key, default: Self.valueTypes.defaultValue))
        for viewModel in context.viewModelBodies {
            for member in context.members(of: viewModel.declaration) {
                for attribute in member.attributes where PropertyWrappers.environment.contains(outline.name(of: attribute)) {
                    findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: attribute.atToken),
                                            message: "`@\(outline.name(of: attribute))` in a view model; pass the value in with an action from the view"))
                }
                for attribute in member.attributes where locators.contains(outline.name(of: attribute)) {
                    findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: attribute.atToken),
                                            message: "`@\(outline.name(of: attribute))` takes the dependency from a global container; inject it through `init`"))
                }
                // A static factory of the view model (`static func instance() -> Self`) hands it its
                // dependencies through `init`, from wherever it finds them: composition, not the
                // view model reaching out.
                if isFactory(member, of: viewModel.type, context) { continue }
                let parameters = Set(member.kind == .initializer ? member.parameters.compactMap { $0.name.map(outline.text) } : [])
                for range in context.codeRanges(of: member) {
                    let chains = outline.postfixChains(in: range)
                    // `convenience init() { self.init(api: LiveAPI()) }`: what it hands the
                    // injecting `init` — directly or through a local — is a default, as in
                    // `init(api: API = LiveAPI())`.
                    let delegated = member.kind == .initializer ? context.selfInitArguments(in: range) : []
                    for chain in chains where context.outline.startsAtName(chain) {
                        // `self.api = api ?? LiveAPI()` in `init`: a default for an injected
                        // parameter, like `init(api: API = LiveAPI())`.
                        if isDefault(for: parameters, before: chain.base, context) { continue }
                        if delegated.contains(where: { $0.contains(chain.base) }) { continue }
                        let typeName = outline.text(chain.base)
                        guard let first = typeName.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"),
                              let component = chain.components.first else { continue }
                        switch component {
                        case .member(let token) where (accessors.contains(outline.text(token)) || instances.contains(typeName + "." + outline.text(token)))
                                && !values.contains(typeName) && !isConstantValue(typeName, suffixes: suffixes, from: viewModel.type, context):
                            findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: chain.base),
                                                    message: "`\(typeName).\(outline.text(token))` is a global; inject it through `init`"))
                        // `Defaults[.token]`: a store reached through a static (or global) subscript.
                        case .subscriptAccess where !isConstantValue(typeName, suffixes: suffixes, from: viewModel.type, context):
                            findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: chain.base),
                                                    message: "`\(typeName)[…]` is a global; inject it through `init`"))
                        // A static factory (`static var preview`) builds the view model and
                        // hands it its dependencies through `init`: that is injection.
                        case .call where suffixes.contains(where: { typeName.hasSuffix($0) }) && !member.hasModifier(.static)
                                && !isOwnType(typeName, of: viewModel.type, context) && !isFrameworkObject(typeName, from: viewModel.type, context):
                            findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: chain.base),
                                                    message: "`\(typeName)` is constructed inside the view model; inject it through `init`"))
                        default:
                            break
                        }
                    }
                }
            }
        }
        return findings
    }


    /// Whether `parameter ??` stands right before the token.
    private func isDefault(for parameters: Set<String>, before token: Int, _ context: RuleContext) -> Bool {
        guard !parameters.isEmpty, let name = context.outline.defaultedName(before: token) else { return false }
        return parameters.contains(context.outline.text(name))
    }

    /// `Theme.default` of a project struct or enum is a value, copied where it is read: a
    /// constant, with no shared instance behind it to inject — unless the type is named as a
    /// dependency (`InboxService.shared` of a struct is still a service reached globally).
    private func isConstantValue(_ name: String, suffixes: [String], from viewModel: Int, _ context: RuleContext) -> Bool {
        guard let id = context.index.resolve(name, from: viewModel), !suffixes.contains(where: { name.hasSuffix($0) }) else { return false }
        return context.index.types[id].kind == .struct || context.index.types[id].kind == .enum
    }

    /// A static method or property declared to return the view model's own type (or `Self`).
    private func isFactory(_ member: Declaration, of viewModel: Int, _ context: RuleContext) -> Bool {
        guard member.hasModifier(.static) || member.hasModifier(.class) else { return false }
        let written: Range<Int>?
        switch member.kind {
        case .function: written = member.returnType
        case .variable: written = member.bindings.first?.type
        default: return false
        }
        guard let written else { return false }
        let path = TypeReading.path(of: written, context.outline).path
        return path == "Self" || context.index.resolve(path, from: viewModel) == viewModel
    }

    /// `NSItemProvider()`, `UIActivityItemProvider(…)`: a Foundation, UIKit or AppKit object the
    /// project does not declare is what those frameworks hand around (a drag's payload), not a
    /// service to inject, whatever its name ends in.
    private func isFrameworkObject(_ name: String, from viewModel: Int, _ context: RuleContext) -> Bool {
        UITypes.hasFrameworkPrefix(name) && context.index.resolve(name, from: viewModel) == nil
    }

    /// A type declared inside the view model (`struct QuantityStore` in one of its extensions) is
    /// part of its own state, never an outside dependency, whatever its name; and a data model
    /// the app stores or exchanges (`struct Repository: Codable`) is a value, whatever its name.
    private func isOwnType(_ name: String, of viewModel: Int, _ context: RuleContext) -> Bool {
        guard let id = context.index.resolve(name, from: viewModel) else { return false }
        let type = context.index.types[id]
        // A struct of stored values alone (`struct PresentedPeerService: Identifiable { let id … }`)
        // is data the model hands its view, whatever its name ends in.
        if type.isEntity || type.kind == .struct && !type.hasCode { return true }
        return type.name.hasPrefix(context.index.types[viewModel].name + ".")
    }
}
