import SwiftLexer
import SwiftOutline

/// Seed 004's inputs/outputs dialect: the controller is wiring, nothing more. It binds UI events
/// to the view model's inputs and its outputs to the UI; shaping the streams is the view model's
/// job, where tests see it.
public struct ViewsOnlyBindRule: Rule {
    public static let description = RuleDescription(
        id: "views_only_bind",
        name: "Views Only Bind",
        summary: "A controller binds UI events to inputs and outputs to the UI: it never transforms a view-model stream (`map`, `filter`, `combineLatest`…) nor calls view-model methods",
        defaultSeverity: .warning,
        roles: [.inputTypes, .outputTypes],
        profiles: [.inputsOutputs]
    )

    /// Operators that put logic into a stream: applied to a view-model stream, or taking one.
    public static let transforms: Set<String> = [
        "map", "compactMap", "flatMap", "flatMapLatest", "flatMapFirst", "concatMap", "switchMap", "filter", "scan",
        "reduce", "combineLatest", "withLatestFrom", "zip", "merge", "startWith", "prepend", "append",
        "distinctUntilChanged", "removeDuplicates", "debounce", "throttle", "delay", "skip", "take", "takeWhile",
        "takeUntil", "skipWhile", "skipUntil", "sample", "buffer", "window", "switchLatest", "mapTo", "catchError",
        "catchErrorJustReturn", "catchAndReturn", "replaceError", "replaceNil", "materialize", "dematerialize",
        "CombineLatest", "CombineLatest3", "CombineLatest4", "Zip", "Zip3", "Merge", "Merge3",
    ]
    /// Operators that only move or re-type a stream: the controller may apply them on the way.
    static let passThrough: Set<String> = [
        "observe", "observeOn", "receive", "subscribeOn", "subscribe(on", "asObservable", "asDriver", "asSignal",
        "eraseToAnyPublisher", "share", "asPublisher",
    ]
    /// A view model's members that hold its outputs or inputs as a group (`viewModel.outputs.items`).
    static let groups: Set<String> = ["outputs", "output", "inputs", "input"]
    /// The dialect's single entry point: `viewModel.transform(input:)` returns the outputs.
    static let entryPoints: Set<String> = ["transform"]

    public init() {}

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        var reported = Set<Int>()
        let outline = context.outline
        for view in context.viewBodies {
            // View-model properties, with what their view model's streams and inputs are.
            var properties: [String: Streams] = [:]
            // Seed 004: in SwiftUI the inputs become methods and the outputs `@Published`.
            let swiftUI = context.index.types[view.type].lineage.contains { current in
                context.index.types[current].inheritance.contains { QualifiedNames.simpleName($0) == "View" }
            }
            // What the messages call the holder: a SwiftUI view is never "the controller".
            let noun = swiftUI ? "the view" : "the controller"
            for property in context.index.viewModelProperties(of: view.type) {
                let id = context.index.resolve(property.typeName, from: view.type)
                properties[property.name] = id.map { streams(of: $0, context, heldBySwiftUI: swiftUI) } ?? Streams(names: [], methodsAreInputs: true)
            }
            for member in context.members(of: view.declaration) {
                let scopes = outline.localScopes(of: member)
                for range in context.codeRanges(of: member) {
                    if let owner = context.initialValueOwner(range, in: member), properties[owner] != nil { continue }
                    // Locals holding a view model built here, or the outputs `transform(input:)` returned.
                    var locals: [String: Streams] = [:]
                    var outputs = Set<String>()
                    func root(_ chain: PostfixChain) -> Root? {
                        guard outline.startsAtName(chain) || outline.startsAtSelf(chain) else { return nil }
                        let path = context.memberPath(chain)
                        guard let first = path.first else { return nil }
                        let isSelf = outline.startsAtSelf(chain)
                        if !isSelf, let streams = locals[first] { return Root(name: first, streams: streams) }
                        if !isSelf, outputs.contains(first) { return Root(name: first, streams: nil) }
                        if !isSelf, scopes.binds(first, at: chain.base) {
                            // `guard let viewModel = viewModel as? SearchViewModel`: a base class's
                            // view model, downcast to the screen's own.
                            guard let value = scopes.initialValue(of: first, at: chain.base),
                                  let cast = TypeReading.castType(in: value..<range.upperBound, outline),
                                  let id = context.index.resolve(cast, from: view.type), context.index.isViewModel(id) else { return nil }
                            return Root(name: first, streams: streams(of: id, context, heldBySwiftUI: swiftUI))
                        }
                        if let streams = properties[first] { return Root(name: first, streams: streams) }
                        return nil
                    }
                    let chains = outline.postfixChains(in: range)
                    // The locals each value is bound to, by the value's first token.
                    var boundTo: [Int: String] = [:]
                    for binding in outline.localBindings(in: range) where binding.type == nil {
                        if let value = binding.value { boundTo[value] = outline.text(binding.name) }
                    }
                    for chain in chains {
                        // `let viewModel = SignupViewModel(…)`, `let output = viewModel.transform(input: input)`.
                        if let name = boundTo[chain.base] {
                            let path = context.memberPath(chain)
                            if path.count == 1, case .call? = chain.components.first,
                               let id = context.index.resolve(path[0], from: view.type), context.index.isViewModel(id) {
                                locals[name] = streams(of: id, context, heldBySwiftUI: swiftUI)
                            } else if path.count == 2, Self.entryPoints.contains(path[1]), let root = root(chain), root.streams != nil {
                                outputs.insert(name)
                            }
                        }
                        // One finding per chain: its first problem.
                        if let root = root(chain), let finding = problem(chain, root: root, noun: noun, context) {
                            if reported.insert(finding.offset).inserted { findings.append(finding) }
                            continue
                        }
                        // A transform taking a view-model stream: `tap.withLatestFrom(viewModel.isValid)`.
                        for (position, component) in chain.components.enumerated() {
                            guard case .member(let name) = component, Self.transforms.contains(outline.text(name)),
                                  position + 1 < chain.components.count, case .call(let arguments) = chain.components[position + 1],
                                  takesStream(arguments, chains: chains, context, root: root) else { continue }
                            if reported.insert(context.offset(of: name)).inserted {
                                findings.append(Finding(ruleID: Self.description.id, offset: context.offset(of: name),
                                                        message: "\(noun) combines a view-model stream with `\(outline.text(name))`; let the view model take the input and expose the result as an output"))
                            }
                            break
                        }
                    }
                }
            }
        }
        return findings
    }

    /// Which of a view model's members are streams, and whether its methods are its inputs.
    struct Streams {
        /// Stored properties of a stream type (`Observable`, `Driver`, `AnyPublisher`, a subject…).
        var names: Set<String>
        /// No input streams (subjects, relays, observers, an `Input` type), or an observable
        /// model (seed 004's SwiftUI variant: inputs become methods, outputs `@Published`): calling
        /// its methods is pushing inputs.
        var methodsAreInputs: Bool
    }

    /// What a chain starts from: a view model (its streams) or the outputs `transform(input:)`
    /// returned (`streams` nil: every member is a stream).
    struct Root {
        var name: String
        var streams: Streams?
    }

    private func streams(of id: Int, _ context: RuleContext, heldBySwiftUI: Bool) -> Streams {
        var names = Set<String>()
        var takesStreams = false, publishes = false
        // Stream types, generic arguments dropped, last component (`Publisher` of `Published<T>.Publisher`).
        let inputTypes = Set(context.roles[.inputTypes]), streamTypes = inputTypes.union(context.roles[.outputTypes])
        for current in context.index.types[id].lineage {
            let type = context.index.types[current]
            if type.nestedTypes.contains("Input") || type.nestedTypes.contains("Inputs") { takesStreams = true }
            for property in type.properties {
                let name = QualifiedNames.simpleName(property.typeName)
                if streamTypes.contains(name) { names.insert(property.name) }
                if property.attributes.contains("Published") { publishes = true }
                // Private subjects are the view model's plumbing, not inputs the view pushes into;
                // nor is a public one nothing outside pushes into (`bind(to:)`, `send`, `accept`,
                // `onNext`, `.value =`): an output built on a subject, or a leftover.
                if !property.isPrivate, inputTypes.contains(name) || name == "AnyObserver" || name == "Binder",
                   context.index.isPushedInto(member: property.name, of: current, throughUnknown: true) {
                    takesStreams = true
                }
            }
        }
        let swiftUIVariant = heldBySwiftUI || publishes || context.index.roles[id].isObservable
        return Streams(names: names, methodsAreInputs: !takesStreams || swiftUIVariant)
    }

    /// A top-level argument of the call that is a view-model stream (`viewModel.isValid`, an
    /// output of `transform(input:)`): right after `(`, `,` or a label's `:`, outside any closure.
    private func takesStream(_ arguments: Range<Int>, chains: [PostfixChain], _ context: RuleContext,
                             root: (PostfixChain) -> Root?) -> Bool {
        let starts = Set(context.outline.arguments(of: arguments).map(\.value.lowerBound))
        for chain in chains where starts.contains(chain.base) && chain.tokens.upperBound <= arguments.upperBound {
            if let found = root(chain), isStream(chain, found, context) { return true }
        }
        return false
    }

    /// Whether the chain starts with a stream of the root: `viewModel.items` with `items` a stored
    /// stream, `viewModel.$items`, `viewModel.outputs.items`, `output.items`.
    private func isStream(_ chain: PostfixChain, _ root: Root, _ context: RuleContext) -> Bool {
        let path = context.memberPath(chain)
        guard path.count >= 2 else { return false }
        guard let streams = root.streams else { return true }
        if Self.groups.contains(path[1]) { return path.count >= 3 }
        return path[1].hasPrefix("$") || streams.names.contains(path[1])
    }

    private func problem(_ chain: PostfixChain, root: Root, noun: String, _ context: RuleContext) -> Finding? {
        let outline = context.outline
        var members: [(name: String, token: Int, next: PostfixChain.Component?)] = []
        for (position, component) in chain.components.enumerated() {
            if case .member(let token) = component {
                let next = position + 1 < chain.components.count ? chain.components[position + 1] : nil
                members.append((outline.text(token), token, next))
            }
        }
        // `self.viewModel.x`: the first member is the property itself.
        if context.outline.startsAtSelf(chain), !members.isEmpty { members.removeFirst() }
        var stream = 0  // index in `members` of the stream itself
        if let streams = root.streams, let first = members.first {
            if Self.groups.contains(first.name) {
                stream += 1
            } else if case .call? = first.next {
                if Self.entryPoints.contains(first.name) || streams.methodsAreInputs { return nil }
                return Finding(ruleID: Self.description.id, offset: context.offset(of: chain.base),
                               message: "\(noun) calls `\(root.name).\(first.name)(…)`; push into an input instead (`onNext`, `accept`, `send`, `bind(to:)`)")
            }
        }
        guard stream < members.count, isStream(chain, root, context) else { return nil }
        if case .call? = members[stream].next { return nil }  // a method of a group
        for member in members.dropFirst(stream + 1) {
            let isCalled: Bool
            switch member.next {
            case .call?, .trailingClosure?: isCalled = true
            default: isCalled = false
            }
            guard isCalled else { return nil }
            if Self.transforms.contains(member.name) {
                return Finding(ruleID: Self.description.id, offset: context.offset(of: member.token),
                               message: "\(noun) transforms the view-model stream `\(members[stream].name)` with `\(member.name)`; expose the result as an output and bind it as it is")
            }
            if !Self.passThrough.contains(member.name) { return nil }
        }
        return nil
    }
}
