import SwiftLexer
import SwiftOutline

/// Questions the view and view-model rules share: which declarations of this file are screens or
/// view models (extensions included, wherever the type itself is declared), and where their code is.
extension RuleContext {
    /// Types and extensions in this file whose type is a view model.
    public var viewModelBodies: [Subject] { subjects.viewModels }

    /// Types and extensions in this file whose type is a screen (a view holding a view model).
    public var screenBodies: [Subject] { subjects.screens }

    /// Types and extensions in this file whose type is a view or view controller, screen or leaf.
    public var viewBodies: [Subject] { subjects.views }

    public func members(of type: Declaration) -> LazyMapCollection<MemberIndices, Declaration> { outline.members(of: type) }

    /// Where a member's code is: a function or initializer body, each binding's initial value and
    /// accessors, a subscript's body. A nested type has none: its code is its own (a subject of
    /// its own when it is a view), never the enclosing type's.
    public func codeRanges(of member: Declaration) -> [Range<Int>] {
        guard !member.kind.isType else { return [] }
        var ranges: [Range<Int>] = []
        if let body = member.body { ranges.append(body) }
        for binding in member.bindings {
            if let initializer = binding.initializer { ranges.append(initializer) }
            if let accessors = binding.accessors { ranges.append(accessors) }
        }
        return ranges
    }

    /// Whether `range` of `member` hands back a value its single expression makes without
    /// `return`: a function's body with a return type other than `Void`, or a getter-only
    /// computed property's braces.
    public func returnsImplicitly(_ range: Range<Int>, of member: Declaration) -> Bool {
        if member.kind == .function || member.kind == .subscript, member.body == range, let returned = member.returnType {
            let written = outline.text(returned)
            return written != "Void" && written != "()"
        }
        guard member.kind == .variable, let binding = member.bindings.first(where: { $0.accessors == range }),
              !binding.isStored(in: tokens), range.lowerBound < range.upperBound else { return false }
        // `get { … }` / `set { … }` blocks are accessors of their own, not the getter's expression.
        return !(tokens[range.lowerBound].kind == .identifier && Self.accessorKeywords.contains(outline.text(range.lowerBound)))
    }

    private static let accessorKeywords: Set<String> = ["get", "set", "willSet", "didSet", "_read", "_modify"]

    /// The arguments of each `self.init(…)` or `super.init(…)` (by `keyword`) in an initializer's body.
    private func initCallArguments(in body: Range<Int>, through keyword: Keyword) -> [Range<Int>] {
        outline.postfixChains(in: body).compactMap { chain in
            guard outline.tokens[chain.base].keyword == keyword, chain.components.count >= 2,
                  case .member(let name) = chain.components[0], outline.text(name) == "init",
                  case .call(let arguments) = chain.components[1] else { return nil }
            return arguments
        }
    }

    /// The arguments of each `super.init(…)` in an initializer's body: what the type hands its
    /// base class to keep.
    public func superInitArguments(in body: Range<Int>) -> [Range<Int>] { initCallArguments(in: body, through: .super) }

    /// In a delegating `init`, the arguments of `self.init(…)` — what the designated `init` they
    /// go to keeps (`self.init(viewModel: OrdersViewModel(siteID: id))`, `self.init(api:
    /// LiveAPI())`) — and the statements declaring the locals passed there (`guard let viewModel
    /// = VM(id: id) else { … }`, `let provider = ConfigProvider()`).
    public func selfInitArguments(in body: Range<Int>) -> [Range<Int>] {
        var ranges = initCallArguments(in: body, through: .self), passed = Set<String>()
        for arguments in ranges {
            // `viewModel: viewModel)` — an argument that is a bare name.
            for argument in outline.arguments(of: arguments) where outline.isBareName(argument.value) {
                passed.insert(outline.text(argument.value.lowerBound))
            }
        }
        guard !passed.isEmpty else { return ranges }
        // Their declarations, `guard let`/`if let` ones included: the statement holding each.
        let declared = outline.localBindings(in: body).filter { passed.contains(outline.text($0.name)) }.map(\.keyword)
        for statement in outline.statements(in: body) where declared.contains(where: { statement.tokens.contains($0) }) {
            ranges.append(statement.tokens)
        }
        return ranges
    }

    /// What a function or a computed property's getter hands back: each `return` statement of its
    /// body, at any depth outside closures, or the whole body when its one expression is returned
    /// without `return`.
    public func returnedValues(of member: Declaration) -> [Range<Int>] {
        let getter = member.kind == .variable ? member.bindings.first?.accessors.flatMap { returnsImplicitly($0, of: member) ? $0 : nil } : nil
        guard let body = member.body ?? getter else { return [] }
        if returnsImplicitly(body, of: member), outline.statements(in: body).count == 1 { return [body] }
        var result: [Range<Int>] = [], pending = [body]
        while let block = pending.popLast() {
            for statement in outline.statements(in: block) {
                if statement.kind == .return { result.append(statement.tokens) }
                pending.append(contentsOf: statement.blocks)
            }
        }
        return result
    }

    /// The declaration of a view model, screen or view and its extensions in this file: where
    /// its own code here is (`storeHandler` may sit in an extension below the class).
    public func bodies(of type: Int) -> [Declaration] {
        var bodies: [Declaration] = []
        for subject in subjects.viewModels + subjects.views where subject.type == type && !bodies.contains(where: { $0.keywordToken == subject.declaration.keywordToken }) {
            bodies.append(subject.declaration)
        }
        return bodies
    }

    /// Whether the type's own code in this file (its members, initial values included, in its
    /// declaration and extensions) reads its member `name` — calls it, passes it on, reads
    /// through it — bare or through `self`, where no local of that name hides it; writing it is
    /// no read.
    public func readsOwnMember(_ name: String, in type: Int) -> Bool {
        for member in bodies(of: type).flatMap(members(of:)) {
            var scopes: LocalScopes?
            for range in codeRanges(of: member) {
                for chain in outline.postfixChains(in: range) {
                    let path = memberPath(chain)
                    guard path.first == name, chain.assignmentOperator == nil || path.count > 1 else { continue }
                    if scopes == nil { scopes = outline.localScopes(of: member) }
                    if !outline.startsAtLocal(chain, scopes!) { return true }
                }
            }
        }
        return false
    }

    /// Whether the type's own methods and accessors in this file (not its initializers, nor
    /// initial values; in its declaration and extensions) assign its member `name`, bare or
    /// through `self`, where no local of that name hides it; and whether one such value is a
    /// parameter of its method, handed in by the caller (`func storeReload(_ reload: …) {
    /// self.reload = reload }`) rather than made there: the names of those methods (`handedInBy`;
    /// an accessor's property, a subscript's `subscript`).
    public func ownAssignments(of name: String, outsideInitializersOf type: Int) -> (assigned: Bool, handedInBy: Set<String>) {
        var assigned = false
        var handedInBy = Set<String>()
        for member in bodies(of: type).flatMap(members(of:)) where member.kind != .initializer && member.kind != .deinitializer {
            var scopes: LocalScopes?
            for range in codeRanges(of: member) where initialValueOwner(range, in: member) == nil {
                for chain in outline.postfixChains(in: range) {
                    guard let assignment = chain.assignmentOperator, assignment + 1 < range.upperBound, memberPath(chain) == [name] else { continue }
                    if scopes == nil { scopes = outline.localScopes(of: member) }
                    guard !outline.startsAtLocal(chain, scopes!) else { continue }
                    let value = assignment + 1
                    if outline.endsExpression(after: value, end: range.upperBound),
                       member.parameters.contains(where: { $0.name.map(outline.text) == outline.text(value) }) {
                        handedInBy.insert(outline.name(of: member) ?? "subscript")
                    }
                    assigned = true
                }
            }
        }
        return (assigned, handedInBy)
    }

    /// When `range` is the initial value of one of the member's bindings, that binding's name
    /// (`viewModel` for `@StateObject var viewModel = LoginViewModel()`).
    public func initialValueOwner(_ range: Range<Int>, in member: Declaration) -> String? {
        member.bindings.first { $0.initializer == range }.map { outline.text($0.nameToken) }
    }

    /// The function is an action method of the view model: a configured name or an inferred
    /// reducer, taking one parameter, that its view can call — a `private` one is a helper.
    public func isActionMethod(_ member: Declaration, of type: Int) -> Bool {
        guard member.kind == .function, member.parameters.count == 1, let name = outline.name(of: member),
              !member.hasModifier(.private), !member.hasModifier(.fileprivate) else { return false }
        // An action method takes an action, never a closure: `send(completion:)` submits a form.
        return index.actionMethods(of: type).contains(name) && !isCallback(member.parameters[0].type, from: type)
    }

    /// Whether a type annotation is a callback: a function type returning nothing, written out or
    /// through a typealias (`() -> Void`, `Completion`). A function returning a value is a provider.
    /// Read from inside `type`, a name that is a project type there (the view model's own `enum
    /// Action`) is that type, whatever callback typealias another type declares by that name.
    public func isCallback(_ range: Range<Int>?, from type: Int) -> Bool {
        guard let range else { return false }
        if TypeReading.isCallback(range, outline) { return true }
        let written = TypeReading.path(of: range, outline).path
        guard index.isCallbackAlias(written) else { return false }
        return index.resolve(written, from: type) == nil
    }

    /// Byte offset where a token starts: where findings are placed.
    public func offset(of token: Int) -> Int { Int(tokens[token].start) }

    /// A postfix chain's receiver path: `viewModel.items` → `["viewModel", "items"]`,
    /// `self.viewModel.load()` → `["viewModel", "load"]` (a leading `self` is dropped; calls,
    /// subscripts and optionals end the path).
    public func memberPath(_ chain: PostfixChain) -> [String] {
        var path: [String] = []
        let base = tokens[chain.base]
        if base.kind == .keyword, base.keyword == .self {
            // dropped
        } else if base.kind == .identifier || base.kind == .dollarIdentifier {
            path.append(outline.text(chain.base))
        } else {
            return []
        }
        for component in chain.components {
            guard case .member(let token) = component else { break }
            path.append(outline.text(token))
        }
        return path
    }

    /// The first name of `memberPath(chain)` and the path's length, without building the path:
    /// `self.viewModel.load()` → `("viewModel", 2)`; nil where the path is empty.
    public func memberPathHead(_ chain: PostfixChain) -> (first: String, length: Int)? {
        let base = tokens[chain.base]
        var first: String?, length = 0
        if base.kind == .keyword, base.keyword == .self {
        } else if base.kind == .identifier || base.kind == .dollarIdentifier {
            first = outline.text(chain.base)
            length = 1
        } else {
            return nil
        }
        for component in chain.components {
            guard case .member(let token) = component else { break }
            if first == nil { first = outline.text(token) }
            length += 1
        }
        return first.map { ($0, length) }
    }

    /// The property of `self` an assignment replaces: `child = …`, `self.child = …`, `self?.child
    /// = …` (in a `[weak self]` closure) — not one of its members (`child.filter = …`).
    public func replacedProperty(_ chain: PostfixChain) -> String? {
        var components = chain.components[...]
        if outline.startsAtSelf(chain) {
            if case .optional? = components.first { components = components.dropFirst() }
            guard case .member(let name)? = components.first, components.count == 1 else { return nil }
            return outline.text(name)
        }
        return outline.startsAtName(chain) && components.isEmpty ? outline.text(chain.base) : nil
    }

    /// The static property an assignment replaces: `Self.draft = …`, or `Name.draft = …` where
    /// `typeName` is the simple name of the type whose code it is.
    public func replacedStaticProperty(_ chain: PostfixChain, ofTypeNamed typeName: String) -> String? {
        let base = tokens[chain.base]
        guard base.keyword == .Self || (base.kind == .identifier && outline.text(chain.base) == typeName),
              chain.components.count == 1, case .member(let name) = chain.components[0] else { return nil }
        return outline.text(name)
    }

    /// The closures a view runs when its view model changes — `.onChange(of: viewModel.error) { … }`,
    /// `.onReceive(viewModel.$error) { … }`, or a modifier of the project's shaped like them
    /// (`.onEvent(from: manager.events) { … }`: an `on…` modifier handed the object's member) —
    /// with `viewModels` the names of the properties holding view models; and a handler named in
    /// their place (`.onChange(of: viewModel.isPlaying, playingChanged)`), its name's token. Setting
    /// local state there mirrors an output to drive a presentation (`isShowingError = true` for an
    /// alert): the view model still decides.
    public func viewModelObservers(in range: Range<Int>, viewModels: Set<String>) -> [Range<Int>] {
        var closures: [Range<Int>] = []
        for chain in outline.postfixChains(in: range) {
            let components = chain.components
            for (position, component) in components.enumerated() {
                guard case .member(let token) = component, outline.isPrefixedWord(token, "on"),
                      !Self.inputModifiers.contains(outline.text(token)),
                      position + 1 < components.count, case .call(let arguments) = components[position + 1] else { continue }
                // What it observes is an argument, not code in its closure (`.onAppear(perform: { … })`).
                let handlers = outline.closures(in: arguments)
                let observesViewModel = outline.postfixChains(in: arguments).contains { observed in
                    guard !handlers.contains(where: { $0.contains(observed.base) }),
                          let root = memberPath(observed).first else { return false }
                    return viewModels.contains(root.hasPrefix("$") ? String(root.dropFirst()) : root)
                }
                guard observesViewModel else { continue }
                if position + 2 < components.count, case .trailingClosure(let body) = components[position + 2] {
                    closures.append(body)
                } else {
                    closures += outline.closures(in: arguments)
                    // A handler named, with or without its labels (`perform: updateState(state:)`).
                    closures += outline.arguments(of: arguments).dropFirst().compactMap { outline.functionReference($0.value).map { $0..<($0 + 1) } }
                }
            }
        }
        return closures
    }

    /// The view's computed properties whose getter reads one of `observed` (`var orders:
    /// [Order] { model.orders }`): a value watched through one of them is watched on the
    /// observed object (`.onChange(of: orders.last)`).
    public func derivedProperties(of view: Declaration, from observed: Set<String>) -> Set<String> {
        var derived = Set<String>()
        for member in members(of: view) where member.kind == .variable {
            for binding in member.bindings where !binding.isStored(in: tokens) {
                guard let accessors = binding.accessors else { continue }
                let readsObserved = outline.postfixChains(in: accessors).contains { chain in
                    memberPath(chain).first.map { observed.contains($0.hasPrefix("$") ? String($0.dropFirst()) : $0) } ?? false
                }
                if readsObserved { derived.insert(outline.text(binding.nameToken)) }
            }
        }
        return derived
    }

    /// Whether the assignment `chain` makes (its `=`) stores, as it comes, the value SwiftUI
    /// hands a closure of one of its pointer or layout modifiers: `.onHover { isHovered = $0 }`,
    /// `.onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }`. That is
    /// input the view captures, as a binding or `@GestureState` would, not state it decides.
    /// So is the older form of the last: a size or frame a `GeometryReader` hands its closure,
    /// stored as it comes (`width = proxy.size.width`, or `.onChange(of: proxy.size.width) { _,
    /// new in width = new }` inside it), also in a method of `member`'s that the reader hands its
    /// proxy (`func content(_ geometry: GeometryProxy)`). So is the value a `Binding(get:set:)`
    /// the view makes hands its setter, and the editing flag a `TextField` hands its
    /// `onEditingChanged` closure.
    public func storesInteractionValue(_ chain: PostfixChain, within range: Range<Int>, of member: Declaration) -> Bool {
        guard let assignment = chain.assignmentOperator, outline.tokens[assignment].kind == .equal,
              assignment + 1 < range.upperBound,
              var brace = outline.enclosingBrace(of: chain.base, from: range.lowerBound) else { return false }
        // `{ frame in if isPad { self.frame = frame } }`: the closure around the `if` (whose
        // block, after `….pad`, would read as a trailing closure).
        let blocks = outline.statementBlockBraces(in: range)
        while blocks.contains(brace), let outer = outline.enclosingBrace(of: brace, from: range.lowerBound) { brace = outer }
        let valueStart = assignment + 1
        func parameterNames() -> [String] { outline.closureParts(outline.groupContents(brace)).signature.map(outline.closureParameterNames) ?? [] }
        if let read = outline.postfixChain(at: valueStart, end: range.upperBound), read.tokens.count > 1,
           read.memberTokens.count == read.components.count,
           outline.endsExpression(after: read.tokens.upperBound - 1, end: range.upperBound) {
            if isGeometryReaderParameter(read.base, within: range, of: member) { return true }
            // `.readSize { width = $0.width }`: a member of the value a layout reporter hands.
            guard let call = outline.closureCall(at: brace), index.layoutReporters.contains(outline.text(call.callee)) else { return false }
            let base = outline.text(read.base)
            return base == "$0" || parameterNames().contains(base)
        }
        // `Binding(get: { expandedRow == .carbs }, set: { expandedRow = $0 ? .carbs : nil })`: a
        // setter writing what its getter reads keeps that binding's backing value, whatever it
        // makes of the value it is handed — the hand-written form of a binding to the state.
        if let call = outline.closureCall(at: brace), outline.text(call.callee) == "Binding", call.label.map(outline.text) == "set",
           let getter = outline.siblingArgument(labelled: "get", ofArgumentAt: brace) {
            let written = rootName(of: chain)
            return outline.postfixChains(in: getter.value).contains { rootName(of: $0) == written }
        }
        guard outline.endsExpression(after: valueStart, end: range.upperBound), let call = outline.closureCall(at: brace) else { return false }
        let value = outline.text(valueStart)
        let parameters = parameterNames()
        let callee = outline.text(call.callee)
        if index.layoutReporters.contains(callee) { return value == "$0" || parameters.contains(value) }
        if Self.inputClosures.contains(callee + "\u{1}" + (call.label.map(outline.text) ?? "")) { return value == "$0" || parameters.first == value }
        // `.onChange(of: proxy.size.width) { _, new in width = new }`: the new value of a layout read.
        guard callee == "onChange", call.label == nil, value == "$1" || (!parameters.isEmpty && parameters.last == value),
              call.callee + 1 < brace, outline.tokens[call.callee + 1].kind == .leftParen,
              let watched = outline.arguments(of: outline.groupContents(call.callee + 1)).first(where: { $0.label.map(outline.text) == "of" }),
              let read = outline.postfixChain(at: watched.value.lowerBound, end: watched.value.upperBound),
              read.tokens.upperBound == watched.value.upperBound,
              read.memberTokens.count == read.components.count else { return false }
        return isGeometryReaderParameter(read.base, within: range, of: member)
    }

    /// The name a chain starts at, past `self.` (`expandedRow` of `self.expandedRow = …`).
    private func rootName(of chain: PostfixChain) -> String {
        outline.startsAtSelf(chain) ? chain.memberTokens.first.map(outline.text) ?? "self" : outline.text(chain.base)
    }

    /// Whether the name at `token` is the parameter of a `GeometryReader`'s closure around it
    /// (`GeometryReader { proxy in … proxy … }`, or its `$0`), within `range`, or a `GeometryProxy`
    /// parameter of `member`, the method whose code `range` is, that no closure's parameter hides.
    func isGeometryReaderParameter(_ token: Int, within range: Range<Int>, of member: Declaration) -> Bool {
        let name = outline.text(token)
        var inner = token
        while let brace = outline.enclosingBrace(of: inner, from: range.lowerBound, throughArguments: true) {
            let parameters = outline.closureParts(outline.groupContents(brace)).signature.map(outline.closureParameterNames) ?? []
            // A closure closer in that names its own parameter (or uses `$0`) hides the reader's.
            if parameters.contains(name) || (name == "$0" && parameters.isEmpty) {
                return outline.closureCall(at: brace).map { outline.text($0.callee) == "GeometryReader" } ?? false
            }
            inner = brace
        }
        return member.parameters.contains { parameter in
            parameter.name.map(outline.text) == name && parameter.type.map { outline.text($0) == "GeometryProxy" } == true
        }
    }

    /// Closures SwiftUI hands the user's input, `callee\u{1}label` (empty: trailing): a hand-made
    /// `Binding(get:set:)`'s setter, whose value is that binding's backing value (input captured,
    /// as through `$percentage`), and a `TextField`'s `onEditingChanged` flag (focus state, as
    /// `@FocusState` holds it; its trailing closure in the older initializer).
    static let inputClosures: Set<String> = ["Binding\u{1}set", "TextField\u{1}onEditingChanged", "TextField\u{1}"]

    /// The modifiers that put a value in the environment for the views below
    /// (`.environmentObject(focus)`, `.environment(router)`).
    public static let environmentModifiers: Set<String> = ["environmentObject", "environment"]

    /// SwiftUI's `on…` modifiers for what the user does (or the view's own lifecycle): their
    /// arguments configure the gesture or command (`onLongPressGesture(minimumDuration:)`), so
    /// naming an observed object there does not make the closure run on its changes.
    static let inputModifiers: Set<String> = [
        "onAppear", "onDisappear", "onTapGesture", "onLongPressGesture", "onDrag", "onDrop", "onHover",
        "onContinuousHover", "onSubmit", "onKeyPress", "onOpenURL", "onContinueUserActivity", "onCommand",
        "onMoveCommand", "onExitCommand", "onPasteCommand", "onCopyCommand", "onCutCommand", "onDeleteCommand",
        "onDelete", "onMove", "onInsert", "onPencilDoubleTap", "onPencilSqueeze", "onModifierKeysChanged",
    ]

    /// The index of the component that follows the first `depth` member names of the chain's
    /// path (skipping a leading `self`), or nil.
    public func component(after depth: Int, in chain: PostfixChain) -> PostfixChain.Component? {
        let base = tokens[chain.base]
        var remaining = depth - (base.kind == .keyword && base.keyword == .self ? 0 : 1)
        for component in chain.components {
            if remaining == 0 { return component }
            guard case .member = component else { return component }
            remaining -= 1
        }
        return nil
    }
}

/// A declaration of this file that rules look at, with the project type it declares or extends.
public struct Subject: Sendable {
    public var declaration: Declaration
    /// The type's id in the project index.
    public var type: Int
    /// The type's qualified name, for messages.
    public var name: String
}

/// Which declarations of one file the rules look at, found once per file and shared by every
/// rule's context (each rule asking again cost more than all the rules' own work).
public final class FileSubjects: Sendable {
    let viewModels: [Subject]
    let screens: [Subject]
    let views: [Subject]

    /// In a test file nothing is a subject: its types are doubles and fixtures, even when they
    /// share a name with (or extend) the app's view models.
    public init(outline: SourceOutline, index: ProjectIndex, isTestFile: Bool = false) {
        var viewModels: [Subject] = [], screens: [Subject] = [], views: [Subject] = []
        for (position, declaration) in outline.declarations.enumerated() where !isTestFile {
            switch declaration.kind {
            case .class, .struct, .actor, .enum, .extension: break
            default: continue
            }
            guard let name = QualifiedNames.path(of: position, in: outline),
                  let id = index.type(declaredAs: name, isExtension: declaration.kind == .extension, inFile: outline.file.path) else { continue }
            let subject = Subject(declaration: declaration, type: id, name: index.types[id].name)
            if index.isViewModel(id) { viewModels.append(subject) }
            if index.isView(id) { views.append(subject) }
            if index.isScreen(id) { screens.append(subject) }
        }
        self.viewModels = viewModels
        self.screens = screens
        self.views = views
    }
}

/// SwiftUI property wrappers, grouped the way the view rules read them (SPEC §4.1).
public enum PropertyWrappers {
    /// Environment section; never allowed inside a view model.
    public static let environment: Set<String> = ["Environment", "EnvironmentObject"]
    /// Local State section.
    public static let localState: Set<String> = ["State", "FocusState", "GestureState", "AppStorage", "SceneStorage"]
    /// Local state that must be `private`.
    public static let privateState: Set<String> = ["State", "FocusState", "GestureState"]
    /// Local state that persists on its own, behind the view model's back.
    public static let storage: Set<String> = ["AppStorage", "SceneStorage"]
    /// Local state the view could keep data in. `@FocusState` and `@GestureState` are interaction
    /// state SwiftUI itself drives.
    public static let writableState: Set<String> = ["State", "AppStorage", "SceneStorage"]
    /// Observed objects: a screen holds exactly one, its view model.
    public static let observedObjects: Set<String> = ["StateObject", "ObservedObject", "Bindable"]
    /// Data fetched by the view itself.
    public static let dataSources: Set<String> = ["FetchRequest", "SectionedFetchRequest", "Query"]
}

/// Method names that mutate the value they are called on, for `view_sends_actions` and
/// `view_state_from_view_model`: a call to one of these on a property writes the property.
public enum MutatingMethods {
    public static let names: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "popLast",
        "popFirst", "toggle", "sort", "reverse", "shuffle", "merge", "formUnion", "formIntersection",
        "formSymmetricDifference", "subtract", "replaceSubrange", "swapAt", "updateValue", "removeValue", "move",
        "partition", "negate",
    ]
}
