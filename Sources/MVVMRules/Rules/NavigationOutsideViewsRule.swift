import SwiftLexer
import SwiftOutline

/// ReMVVM and inputs/outputs dialects: a screen never navigates by itself. It reports the intent
/// (an output, a dispatched action) and a flow controller or middleware shows the next screen, so
/// screens know nothing of each other and the flow can change without touching them.
public struct NavigationOutsideViewsRule: Rule {
    public static let description = RuleDescription(
        id: "navigation_outside_views",
        name: "Navigation Outside Views",
        summary: "A view or view controller never presents, pushes, shows or instantiates another screen; a flow controller or middleware does",
        defaultSeverity: .warning,
        profiles: [.remvvm, .inputsOutputs]
    )

    /// UIKit's navigation calls, each with an argument label that only its UIKit signature has
    /// (so `hud.show()` or a presenter's own `present(notice)` are not read as navigation).
    /// `setViewControllers` is left out: on a page view controller it turns pages.
    static let navigationCalls: [String: String] = [
        "present": "animated", "pushViewController": "animated", "performSegue": "withIdentifier",
        "show": "sender", "showDetailViewController": "sender",
    ]

    public init() {}

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        let outline = context.outline
        for view in context.viewBodies {
            for member in context.members(of: view.declaration) {
                // A method named for what it shows (`presentAlert(_:)`) presents that when it is
                // handed the controller; what its closures build and present is another matter.
                let handedTransients: Set<String> = member.kind == .function && Self.isTransient(outline.name(of: member) ?? "")
                    ? Set(member.parameters.compactMap { $0.name.map { outline.text($0) } }) : []
                // A static factory (`static func loadFromStoryboard()`) builds a screen for whoever
                // calls it — a constructor, not navigation.
                let isFactory = member.kind == .function && (member.hasModifier(.static) || member.hasModifier(.class))
                // `override func performSegue(…)` calling `super.performSegue(…)` forwards the call.
                let overridden = member.hasModifier(.override) ? outline.name(of: member) : nil
                for range in context.codeRanges(of: member) {
                    let alerts = alertNames(in: range, outline)
                    // A context menu's preview (`previewProvider: { … }`) is built to be peeked at,
                    // not shown as the next screen.
                    let previews = outline.closureArguments(labelled: "previewProvider", in: range)
                    for chain in outline.postfixChains(in: range) {
                        let members = chain.memberTokens
                        let storyboardBase = outline.text(chain.base) == "UIStoryboard" || outline.text(chain.base) == "storyboard"
                        if storyboardBase, !isFactory, !previews.contains(where: { $0.contains(chain.base) }),
                           members.contains(where: { outline.text($0).hasPrefix("instantiate") }) {
                            findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: chain.base),
                                                    message: "`\(view.name)` instantiates a screen from a storyboard; let a flow controller build and show it"))
                            continue
                        }
                        let method = members.last ?? chain.base
                        let name = outline.text(method)
                        if outline.startsAtSuper(chain), members.count == 1, name == overridden { continue }
                        guard let label = Self.navigationCalls[name], let call = callArguments(after: method, in: chain) else { continue }
                        let arguments = outline.arguments(of: call)
                        guard arguments.contains(where: { $0.label.map { outline.text($0) } == label }) else { continue }
                        // UIKit's calls take the controller first, unlabelled (`performSegue` names
                        // its segue): `present(animated:)` (the print panel's) shows no controller of
                        // ours, and `navigator.show(segue: .x, sender: self)` is the app's own API.
                        if name != "performSegue", arguments.first?.label != nil { continue }
                        // Handing the screen to the app's navigator, router or coordinator is the
                        // delegation the dialect asks for.
                        let receivers = [chain.base] + members.dropLast()
                        if receivers.contains(where: { Self.isDelegate(outline.text($0)) }) { continue }
                        // An alert or a confirmation is not another screen.
                        if name == "present", let first = arguments.first?.value.lowerBound,
                           isAlert(first, alerts.union(handedTransients), outline) { continue }
                        findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: chain.base),
                                                message: "`\(view.name)` navigates by itself (`\(name)`); report the intent and let a flow controller or middleware show the next screen"))
                    }
                }
            }
        }
        return findings
    }

    /// A receiver named as the app's own navigation object: `navigator`, `router`, `appCoordinator`.
    static func isDelegate(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["navigator", "router", "coordinator"].contains { lowered.contains($0) }
    }

    /// The tokens inside the parentheses right after `method` in the chain.
    private func callArguments(after method: Int, in chain: PostfixChain) -> Range<Int>? {
        for component in chain.components {
            if case .call(let range) = component, range.lowerBound == method + 2 { return range }
        }
        return nil
    }

    /// Locals bound to an alert or another transient presentation: `let alert =
    /// UIAlertController(…)`, `let share = UIActivityViewController(…)`.
    private func alertNames(in range: Range<Int>, _ outline: SourceOutline) -> Set<String> {
        var names = Set<String>()
        for binding in outline.localBindings(in: range) where binding.type == nil {
            guard let value = binding.value, let chain = outline.postfixChain(at: value, end: range.upperBound),
                  outline.startsAtName(chain), Self.isTransient(outline.text(value)) else { continue }
            names.insert(outline.text(binding.name))
        }
        return names
    }

    private func isAlert(_ first: Int, _ alerts: Set<String>, _ outline: SourceOutline) -> Bool {
        let text = outline.text(first)
        return alerts.contains(text) || Self.isTransient(text)
    }

    /// What is shown over a screen for a moment and is not another screen: alerts, action sheets,
    /// confirmations, the system share sheet, progress and loading overlays, toasts.
    static let transientWords = ["alert", "actionsheet", "confirmation", "activityviewcontroller", "progress", "loading",
                                 "hud", "spinner", "toast"]

    static func isTransient(_ name: String) -> Bool {
        // ASCII case folded and searched on bytes: this runs for every presented value and
        // local binding of every view, where Foundation's locale-aware search showed.
        let folded = String(decoding: name.utf8.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }, as: UTF8.self)
        return transientWords.contains { ByteText.contains(folded, $0) }
    }
}
