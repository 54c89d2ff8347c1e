import SwiftLexer
import SwiftOutline

/// View-model anatomy: outputs drive the UI, so a view model lives on the main actor.
public struct MainActorViewModelRule: Rule {
    static let mainActorByDefault = RuleOption(
        key: "main_actor_by_default", kind: .boolean, defaultValue: ["false"],
        summary: "The app builds with default actor isolation MainActor (Xcode's SWIFT_DEFAULT_ACTOR_ISOLATION); SPM targets with `.defaultIsolation(MainActor.self)` are recognised on their own")

    public static let description = RuleDescription(
        id: "main_actor_view_model",
        name: "Main Actor View Model",
        summary: "A view-model class is annotated `@MainActor` (on the class, or inherited from a project base class)",
        defaultSeverity: .warning,
        isFixable: true,
        options: [mainActorByDefault],
        profiles: Profile.everyProfile
    )

    public init() {}

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        let bytes = context.outline.file.bytes
        let configuredDefault = context.options.list(Self.mainActorByDefault.key, default: Self.mainActorByDefault.defaultValue) == ["true"]
        for subject in context.viewModelBodies where subject.declaration.kind == .class {
            let viewModel = subject.declaration
            let name = subject.name
            // Under default MainActor isolation only an explicitly `nonisolated` class is off it,
            // and dropping that word is the fix (`@MainActor nonisolated` would not compile).
            if configuredDefault || context.index.isMainActorByDefault(context.index.types[subject.type].module) {
                guard let modifier = viewModel.modifiers.first(where: { $0.keyword == .nonisolated }), modifier.detail == nil else { continue }
                let start = context.offset(of: modifier.token)
                let end = context.offset(of: modifier.token + 1)
                findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: viewModel.keywordToken),
                                        message: "view model `\(name)` is `nonisolated`; its outputs drive the UI from the main actor",
                                        fix: [TextEdit(range: start..<end, replacement: "")]))
                continue
            }
            // The class's own attributes come from this outline (fresh while `--fix` re-lints);
            // base classes from the index.
            let inherited = context.index.inheritsAttribute("MainActor", subject.type)
            guard context.outline.attribute(named: "MainActor", on: viewModel) == nil, !inherited else { continue }
            // A conformance in its own declaration to a main-actor protocol (`ThreadListable`
            // declared `@MainActor`, `UITextViewDelegate`) makes it main-actor already, and so
            // does an SDK base class that is (`final class PUIButton: NSControl, ObservableObject`).
            if context.index.isMainActorType(subject.type) { continue }
            // A base from a package the project does not hold may be main-actor: unknown, not guessed.
            if context.index.unknownBase(of: subject.type) != nil { continue }
            // A project base class that is itself a view model gets the annotation, and this
            // class inherits it: annotating both would be redundant.
            let annotatedAbove = context.index.ancestors(of: subject.type, including: false).contains { ancestor in
                context.index.types[ancestor].kind == .class && context.index.isViewModel(ancestor)
            }
            if annotatedAbove { continue }
            // Insert on a line of its own above the declaration, with the declaration's indentation.
            let start = context.offset(of: viewModel.tokens.lowerBound)
            var lineStart = start
            while lineStart > 0, bytes[lineStart - 1] == UInt8(ascii: " ") || bytes[lineStart - 1] == UInt8(ascii: "\t") { lineStart -= 1 }
            // A byte-order mark is not a line's content: the attribute goes on a line of its own after it.
            let afterMark = lineStart == 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
            let onItsOwnLine = lineStart == 0 || afterMark || bytes[lineStart - 1] == UInt8(ascii: "\n") || bytes[lineStart - 1] == UInt8(ascii: "\r")
            let indentation = String(decoding: bytes[lineStart..<start], as: UTF8.self)
            let insertion = onItsOwnLine ? "@MainActor\n" + indentation : "@MainActor "
            // A fix never breaks the build: code that may run off the main actor (a test case
            // without `@MainActor`, a plain service) could no longer create or call it.
            let offMainActor = context.index.mainActorBlockers[subject.type]
            var message = "view model `\(name)` is not `@MainActor`; its outputs drive the UI"
            if let offMainActor {
                message += "; `--fix` holds it back: " + offMainActor.reason
                if offMainActor.line > 0 { message += " at " + FindingText.place(offMainActor.file, offMainActor.line) }
            }
            findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: viewModel.keywordToken),
                                    message: message,
                                    fix: offMainActor == nil ? [TextEdit(range: start..<start, replacement: insertion)] : nil))
        }
        return findings
    }
}
