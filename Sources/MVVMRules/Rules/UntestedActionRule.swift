import SwiftLexer
import SwiftOutline

/// Rule 9: every action is sent by a test, and every responder action is observed by one.
public struct UntestedActionRule: Rule {
    static let actionProviders = RuleOption(
        key: "action_providers", kind: .stringList, defaultValue: ["Stateful"],
        summary: "Attached macros or protocols that give a view model its action method over its `Action` enum (Swiftfin's `@Stateful`, `Stateful`)")

    public static let description = RuleDescription(
        id: "untested_action",
        name: "Untested Action",
        summary: "Every `Action` case is sent by a test of the view model, and every `ResponderAction` case observed by one",
        defaultSeverity: .warning,
        options: [actionProviders],
        // The action enum a view model's reducer takes may be declared in a file of its own.
        alsoReads: { index, _ in
            let files = Set(index.reducerActions.keys.map { index.types[$0].file })
            return { files.contains($0.path) }
        }
    )

    public init() {}

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        let outline = context.outline
        let providers = Set(context.options.list(Self.actionProviders.key, default: Self.actionProviders.defaultValue))
        findings += reducerActionFindings(context)
        for viewModel in context.viewModelBodies {
            let name = viewModel.name
            let tests = context.index.tests(mentioning: viewModel.type)
            // `send(.case`, or the same through any other action method of this view model.
            let actionMethods = context.index.actionMethods(of: viewModel.type)
            var sent = Set<String>()
            for test in tests {
                for entry in test.sentCases {
                    let parts = entry.split(separator: "\u{1}", maxSplits: 1)
                    if parts.count == 2, actionMethods.contains(String(parts[0])) { sent.insert(String(parts[1])) }
                }
            }
            // An action macro's method per case (`viewModel.refresh()`) sends that case.
            for method in context.index.macroActionMethods(of: viewModel.type) where tests.contains(where: { $0.calledMembers.contains(method) }) {
                sent.insert(method)
            }
            let observed = tests.reduce(into: Set<String>()) { $0.formUnion($1.referencedCases) }
            // An `Action` enum that no action method of the view model takes (a catalogue of
            // buttons handed to a delegate) is not the view model's actions. An action macro, or
            // a protocol's extension, writes that method itself.
            let takesActions = context.index.takesActionEnum(viewModel.type, providers: providers)
            for member in context.members(of: viewModel.declaration) where member.kind == .enum {
                let enumName = outline.name(of: member)
                guard enumName == "Action" && takesActions || enumName == "ResponderAction" else { continue }
                let isAction = enumName == "Action"
                for caseDeclaration in context.members(of: member) where caseDeclaration.kind == .enumCase {
                    for element in caseDeclaration.caseElements {
                        let caseName = outline.text(element.nameToken)
                        let covered = isAction ? sent.contains(caseName) : observed.contains(caseName)
                        guard !covered else { continue }
                        let message = isAction
                            ? "no test of `\(name)` sends `.\(caseName)`"
                            : "no test of `\(name)` observes the responder action `.\(caseName)`"
                        findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: element.nameToken),
                                                message: message))
                    }
                }
            }
        }
        return findings
    }

    /// The enums of this file that view models' reducers take (`process(viewAction:
    /// HomeScreenViewAction)`), declared beside the view model rather than in it: each case some
    /// test of one of those view models sends through its action methods. A view model's own
    /// nested `Action` is read above.
    private func reducerActionFindings(_ context: RuleContext) -> [Finding] {
        guard !context.isTestFile else { return [] }
        var findings: [Finding] = []
        let outline = context.outline, index = context.index
        for (position, declaration) in outline.declarations.enumerated() where declaration.kind == .enum {
            guard let name = QualifiedNames.path(of: position, in: outline),
                  let id = index.type(declaredAs: name, isExtension: false, inFile: outline.file.path),
                  let viewModels = index.reducerActions[id] else { continue }
            if index.types[id].simpleName == "Action", let dot = QualifiedNames.lastDot(name),
               let enclosing = index.resolve(String(name[..<dot]), from: id), index.isViewModel(enclosing) { continue }
            let tests = viewModels.map { viewModel in (index.tests(mentioning: viewModel), index.actionMethods(of: viewModel)) }
            for caseDeclaration in context.members(of: declaration) where caseDeclaration.kind == .enumCase {
                for element in caseDeclaration.caseElements {
                    let caseName = outline.text(element.nameToken)
                    let sent = tests.contains { files, methods in
                        files.contains { test in methods.contains { test.sentCases.contains(FileFacts.sentCase($0, caseName)) } }
                    }
                    guard !sent else { continue }
                    findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: element.nameToken),
                                            message: "no test of `\(index.types[viewModels[0]].name)` sends `.\(caseName)`"))
                }
            }
        }
        return findings
    }
}
