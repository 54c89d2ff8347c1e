import SwiftLexer
import SwiftOutline

/// Seed 004's inputs/outputs dialect: the view pushes events into inputs and only observes
/// outputs, so an output is a stream nobody outside the view model can write into.
public struct OutputsReadOnlyRule: Rule {
    public static let description = RuleDescription(
        id: "outputs_read_only",
        name: "Outputs Read Only",
        summary: "An output of an inputs/outputs view model is a read-only stream (`Observable`, `Driver`, `AnyPublisher`…), never a subject or relay the view could push into",
        defaultSeverity: .error,
        roles: [.inputTypes],
        profiles: [.inputsOutputs]
    )

    /// Names of the types that hold a view model's outputs: `struct Output` nested in it, or a
    /// protocol such as `LoginViewModelOutputs`.
    static let containerSuffixes = ["Outputs", "Output", "OutputsType", "OutputType", "OutputProtocol"]

    public init() {}

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        let outline = context.outline
        let suffixes = context.index.settings.viewModelSuffixes.filter { !$0.isEmpty }
        var containers: [Declaration] = []
        for viewModel in context.viewModelBodies {
            for member in context.members(of: viewModel.declaration) {
                switch member.kind {
                case .variable:
                    // Under an outputs comment, or (outside the inputs) a stream only observed
                    // from outside: `viewModel.items.subscribe(…)` and never `viewModel.items.onNext(…)`.
                    // What the code does outranks a comment: a subject views push into is an input.
                    let section = self.section(of: member, in: viewModel.declaration, context)
                    guard section == .outputs && !isPushedInto(member, viewModel.type, context)
                        || section == .none && isObservedOnly(member, viewModel.type, context) else { continue }
                    if let finding = finding(member, context) { findings.append(finding) }
                case .struct, .class, .protocol:
                    if let name = outline.name(of: member), name == "Output" || name == "Outputs" { containers.append(member) }
                default: break
                }
            }
        }
        // Output protocols declared beside the view model: `protocol LoginViewModelOutputs`.
        for declaration in outline.declarations where declaration.kind == .protocol && declaration.parent == nil {
            guard let name = outline.name(of: declaration),
                  Self.containerSuffixes.contains(where: { name.hasSuffix($0) }),
                  suffixes.contains(where: { name.contains($0) }) else { continue }
            containers.append(declaration)
        }
        for container in containers {
            for member in context.members(of: container) where member.kind == .variable && !member.hasModifier(.static) {
                if let finding = finding(member, context) { findings.append(finding) }
            }
        }
        return findings
    }

    /// The finding for a property whose type (written, or constructed by its initial value) is a
    /// writable stream; private ones are the view model's own plumbing and never reach the view.
    private func finding(_ property: Declaration, _ context: RuleContext) -> Finding? {
        guard !context.isPrivate(property) else { return nil }
        for binding in property.bindings {
            guard let (name, token) = streamType(binding, context), context.roles[.inputTypes].contains(name) else { continue }
            let propertyName = context.outline.text(binding.nameToken)
            return Finding(ruleID: Self.description.id, offset: context.offset(of: token),
                           message: "output `\(propertyName)` is a `\(name)` the view could push into; expose a read-only stream (`Observable`, `Driver`, `AnyPublisher`) and keep the subject private")
        }
        return nil
    }

    /// The last component of the type before its generic arguments (`PublishRelay` in
    /// `RxRelay.PublishRelay<Int>?`), and the token the type starts at.
    private func streamType(_ binding: Binding, _ context: RuleContext) -> (String, Int)? {
        let outline = context.outline
        if let type = binding.type {
            guard let name = TypeReading.path(of: type, outline).path.split(separator: ".").last else { return nil }
            return (String(name), type.lowerBound)
        }
        // `RxRelay.PublishRelay<Int>()`, `ReplaySubject<Bool>.create(bufferSize: 1)`: the type
        // the value's chain starts with.
        guard let value = binding.initializer, let chain = outline.postfixChain(at: value.lowerBound, end: value.upperBound),
              outline.startsAtName(chain) else { return nil }
        var name = chain.base
        for component in chain.components {
            guard case .member(let member) = component, outline.isCapitalized(member) else { break }
            name = member
        }
        return (outline.text(name), chain.base)
    }

    private func isPushedInto(_ property: Declaration, _ type: Int, _ context: RuleContext) -> Bool {
        property.bindings.contains { context.index.isPushedInto(member: context.outline.text($0.nameToken), of: type) }
    }

    private func isObservedOnly(_ property: Declaration, _ type: Int, _ context: RuleContext) -> Bool {
        property.bindings.contains { context.index.isObservedOnly(member: context.outline.text($0.nameToken), of: type) }
    }

    /// The view model's section the member sits in: under `// MARK: - Outputs` or a plain
    /// `// outputs` comment (up to the next section comment or a closing `// }`), likewise inputs.
    private func section(of member: Declaration, in type: Declaration, _ context: RuleContext) -> Section {
        var section: Section = .none
        for comment in context.outline.memberLevelComments(before: member, in: type) {
            if let found = Self.section(of: comment) { section = found }
        }
        return section
    }

    enum Section { case none, inputs, outputs }

    /// What a comment says about the members below it: `// outputs`, `// Outputs {`,
    /// `// MARK: - Outputs`, `// output for flow controller` open the outputs; `// inputs` the
    /// inputs; `// }` or another MARK closes; anything else says nothing.
    static func section(of comment: String) -> Section? {
        var text = Substring(comment)
        text = text.drop { $0 == "/" || $0 == "*" }
        if text.hasSuffix("*/") { text = text.dropLast(2) }
        var trimmed = text.trimmingCharacters(" \t")
        var isMark = false
        if trimmed.hasPrefix("MARK:") {
            isMark = true
            trimmed = String(trimmed.dropFirst(5)).trimmingCharacters(" \t-")
        }
        let words = trimmed.lowercased().split { !$0.isLetter && !$0.isNumber }
        if trimmed == "}" { return Section.none }
        guard let head = words.first else { return isMark ? Section.none : nil }
        if words.count <= 4, head == "outputs" || head == "output" { return .outputs }
        if words.count <= 4, head == "inputs" || head == "input" { return .inputs }
        return isMark ? Section.none : nil
    }
}

private extension StringProtocol {
    func trimmingCharacters(_ set: String) -> String {
        let characters = Set(set)
        var slice = Substring(self)
        while let first = slice.first, characters.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, characters.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
