import SwiftLexer

/// One argument of a call: `label: value`, or a bare `value`.
public struct CallArgument: Sendable, Equatable {
    /// The label's token, when the argument has one.
    public var label: Int?
    /// The argument's expression.
    public var value: Range<Int>
}

/// A construction of a named type: `LoginViewModel(…)`, `Feature.ViewModel(…)`,
/// `LoginViewModel.init(…)`, or the implicit `.init(…)` whose type the context gives.
public struct Construction: Sendable, Equatable {
    /// The name tokens of the written type (`Feature`, `ViewModel`); empty for `.init(…)`.
    public var typePath: [Int]
    /// The tokens inside the call's parentheses.
    public var arguments: Range<Int>
    /// Whether a member is read off the new instance right away (`Loader().start()`): an
    /// instance built to be used there, not to be kept or handed on.
    public var isUsedAtOnce: Bool
}

/// Where a value stands when that place gives an implicit member (`.init(…)`) its type.
public enum ValueContext: Sendable, Equatable {
    /// `let model: RowViewModel = value`: the annotation's tokens.
    case annotation(Range<Int>)
    /// `Row(viewModel: value)`, `Row.init(viewModel: value)`: the argument's label and the name
    /// of what is called.
    case argument(label: Int, callee: Int)
    /// `self.model = value`, `model = value` (not a declaration): the first token of the chain
    /// assigned to, `self` or a lowercase name.
    case assignment(target: Int)
}

extension SourceOutline {
    /// Whether the token's text starts with an uppercase ASCII letter: how Swift code spells
    /// type names (`LoginViewModel`), as opposed to values (`viewModel`).
    public func isCapitalized(_ token: Int) -> Bool {
        let byte = file.bytes[Int(tokens[token].start)]
        return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }

    /// Whether the token's text is `word` followed by a capitalised rest (`onChange`, `onEvent`
    /// for `on`), read on its bytes: asked of every member of every chain.
    public func isPrefixedWord(_ token: Int, _ word: StaticString) -> Bool {
        let start = Int(tokens[token].start), end = Int(tokens[token].end), count = word.utf8CodeUnitCount
        guard end - start > count else { return false }
        let bytes = file.bytes
        for offset in 0..<count where bytes[start + offset] != word.utf8Start[offset] { return false }
        return bytes[start + count] >= UInt8(ascii: "A") && bytes[start + count] <= UInt8(ascii: "Z")
    }

    /// Just past the attribute at `atSign` in a written type, arguments included when they are
    /// attached (`@available(iOS 17, *)`): the group in `@escaping ((Int) -> Void)`, after a space,
    /// is the function type the attribute marks, as the compiler reads it.
    public func attributeEnd(at atSign: Int, end: Int) -> Int {
        let next = min(atSign + 2, end)
        guard next < end, tokens[next].kind == .leftParen, !tokens[next].flags.contains(.hasLeadingTrivia) else { return next }
        return min(indexAfterGroup(next), end)
    }

    /// A stable 32-bit hash of a token's spelling (FNV-1a): names compared across files and runs
    /// without keeping their strings. Equal spellings hash alike; a rare collision is the price.
    public func spellingHash(_ token: Int) -> UInt32 {
        var hash: UInt32 = 0x811C_9DC5
        for byte in file.bytes[Int(tokens[token].start)..<Int(tokens[token].end)] { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        return hash
    }

    /// `spellingHash` of a name held as a string.
    public static func spellingHash(_ name: String) -> UInt32 {
        var hash: UInt32 = 0x811C_9DC5
        for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        return hash
    }

    /// The plain names (identifier tokens) in `range`, in source order: the types, members and
    /// values a piece of code or a written type mentions.
    public func names(in range: Range<Int>) -> [Int] {
        range.filter { tokens[$0].kind == .identifier }
    }

    /// The name a member name is qualified by: `SwiftUI` for `Color` in `SwiftUI.Color`, nil
    /// when nothing (or no plain name) stands before its `.`.
    public func qualifier(of name: Int) -> Int? {
        guard name >= 2, tokens[name - 1].kind == .period, tokens[name - 2].kind == .identifier else { return nil }
        return name - 2
    }

    /// Whether the name qualifies the one after it: `NSControl` in `NSControl.StateValue`.
    public func qualifies(_ name: Int) -> Bool {
        name + 2 < tokens.count && tokens[name + 1].kind == .period && tokens[name + 2].kind == .identifier
    }

    /// Whether the name follows a `.`: a member (`x.count`, `.load`), not a name on its own.
    public func isMemberName(_ name: Int) -> Bool { name > 0 && tokens[name - 1].kind == .period }

    /// The byte offset where a token starts.
    public func startOffset(of token: Int) -> Int { Int(tokens[token].start) }

    /// The byte offset just past a token.
    public func endOffset(of token: Int) -> Int { Int(tokens[token].end) }

    /// The arguments of a call, split at its top-level commas (`(…)` contents as a
    /// `PostfixChain.Component.call` gives them). A word right before a `:` that opens an
    /// argument is its label.
    public func arguments(of call: Range<Int>) -> [CallArgument] {
        var result: [CallArgument] = []
        var start = call.lowerBound
        var index = start
        func close() {
            guard start < index else { return }
            var label: Int?
            var value = start..<index
            if index - start >= 2, tokens[start].isWord || tokens[start].kind == .keyword, tokens[start + 1].kind == .colon {
                label = start
                value = (start + 2)..<index
            }
            result.append(CallArgument(label: label, value: value))
        }
        while index < call.upperBound {
            switch tokens[index].kind {
            case .leftParen, .leftBracket, .leftBrace:
                index = max(index + 1, min(indexAfterGroup(index), call.upperBound))
            case .comma:
                close()
                index += 1
                start = index
            default:
                index += 1
            }
        }
        close()
        return result
    }

    /// Whether the range is a single plain name (`viewModel`), as an argument passing a local on.
    public func isBareName(_ range: Range<Int>) -> Bool {
        range.count == 1 && tokens[range.lowerBound].kind == .identifier
    }

    /// The name token of a value naming a function without calling it, bare or with its argument
    /// labels (`refresh`, `updateState(state:)`); nil for any other value.
    public func functionReference(_ range: Range<Int>) -> Int? {
        if isBareName(range) { return range.lowerBound }
        guard range.count >= 4, tokens[range.lowerBound].kind == .identifier, tokens[range.lowerBound + 1].kind == .leftParen,
              indexAfterGroup(range.lowerBound + 1) == range.upperBound, isArgumentLabelList(groupContents(range.lowerBound + 1)) else { return nil }
        return range.lowerBound
    }

    /// The construction a chain is, if it is one (see `Construction`). A lowercase call
    /// (`makeViewModel()`) constructs nothing the code names.
    public func construction(_ chain: PostfixChain) -> Construction? {
        var components = chain.components[...]
        var path: [Int] = []
        if isImplicitMember(chain) {
            guard case .member(let member)? = components.first, text(member) == "init" else { return nil }
            components = components.dropFirst()
        } else {
            guard startsAtName(chain), isCapitalized(chain.base) else { return nil }
            path = [chain.base]
            while case .member(let token)? = components.first, text(token) != "init", isCapitalized(token) {
                path.append(token)
                components = components.dropFirst()
            }
            if case .member(let token)? = components.first, text(token) == "init" { components = components.dropFirst() }
        }
        guard case .call(let arguments)? = components.first else { return nil }
        let usedAtOnce = components.dropFirst().contains { if case .member = $0 { true } else { false } }
        return Construction(typePath: path, arguments: arguments, isUsedAtOnce: usedAtOnce)
    }

    /// What gives a value starting at `start` its type, looking no further back than `range`:
    /// an annotated binding (`let x: T = value`), a labelled argument of a call to a name
    /// (`Row(viewModel: value)`), or the chain an assignment writes (`self.model = value`).
    public func valueContext(of start: Int, within range: Range<Int>) -> ValueContext? {
        guard start >= 2, start - 1 >= range.lowerBound else { return nil }
        if tokens[start - 1].kind == .equal {
            // Walk back over the annotation to its colon, on the same line.
            var index = start - 2
            while index > range.lowerBound, tokens[index].kind != .colon, !tokens[index].isAtStartOfLine { index -= 1 }
            guard tokens[index].kind == .colon, index + 1 < start - 1 else { return assignmentTarget(before: start - 1, within: range) }
            return .annotation((index + 1)..<(start - 1))
        }
        guard tokens[start - 1].kind == .colon, let argument = callArgument(at: start), let label = argument.label,
              argument.callee >= range.lowerBound else { return nil }
        return .argument(label: label, callee: argument.callee)
    }

    /// The `(` of the call whose argument list holds the value starting at `start`, and the
    /// value's label (nil unlabelled).
    private func argumentListOpening(ofArgumentAt start: Int) -> (open: Int, label: Int?)? {
        guard start >= 2 else { return nil }
        var label: Int?
        var before = start - 1
        if tokens[before].kind == .colon {
            guard before >= 2, tokens[before - 1].isWord else { return nil }
            label = before - 1
            before -= 2
        }
        guard before >= 1, tokens[before].kind == .leftParen || tokens[before].kind == .comma else { return nil }
        // Back over earlier arguments, each group whole, to the `(` holding this one.
        var open = before
        while open >= 1, tokens[open].kind != .leftParen {
            switch tokens[open].kind {
            case .rightParen, .rightBracket, .rightBrace:
                let match = Int(matchingBracket[open])
                guard match >= 0, match < open else { return nil }
                open = match - 1
            case .leftBracket, .leftBrace, .semicolon:
                return nil
            default:
                open -= 1
            }
        }
        guard open >= 1, tokens[open].kind == .leftParen, !tokens[open].flags.contains(.hasLeadingTrivia) else { return nil }
        return (open, label)
    }

    /// Another argument of the call the value starting at `start` is an argument of, by its label:
    /// the getter of `Binding(get: { … }, set: { … })` from its setter.
    public func siblingArgument(labelled label: String, ofArgumentAt start: Int) -> CallArgument? {
        guard let (open, _) = argumentListOpening(ofArgumentAt: start) else { return nil }
        return arguments(of: groupContents(open)).first { $0.label.map(text) == label }
    }

    /// The call the chain is a whole argument of (`callArgument`), when the call's `,` or `)`
    /// follows it right away: `Badge(status: $viewModel.status)`, not `x + y`.
    public func wholeArgument(_ chain: PostfixChain) -> (callee: Int, label: Int?)? {
        guard chain.tokens.upperBound < tokens.count else { return nil }
        let next = tokens[chain.tokens.upperBound].kind
        guard next == .comma || next == .rightParen else { return nil }
        return callArgument(at: chain.base)
    }

    /// The call a value starting at `start` is an argument of, right in its parentheses: the
    /// callee's name token (`Type` for `Type.init(`) and the argument's label (nil unlabelled).
    public func callArgument(at start: Int) -> (callee: Int, label: Int?)? {
        guard let (open, label) = argumentListOpening(ofArgumentAt: start) else { return nil }
        var callee = open >= 3 && tokens[open - 1].keyword == .`init` && tokens[open - 2].kind == .period ? open - 3 : open - 1
        // `Binding<Double>(get: …, set: …)`: the type before its generic arguments.
        if tokens[callee].kind == .operator, let start = genericArgumentsStart(endingAt: callee) { callee = start - 1 }
        guard callee >= 0, tokens[callee].kind == .identifier else { return nil }
        return (callee, label)
    }

    /// The `<` opening the generic argument clause whose last token (`>`, or `>>` closing two)
    /// is `close`, back over names, periods, commas, `?` and nested clauses; nil when the
    /// tokens before are no such clause (a comparison).
    func genericArgumentsStart(endingAt close: Int) -> Int? {
        func count(_ token: Int, _ byte: UInt8) -> Int {
            (Int(tokens[token].start)..<Int(tokens[token].end)).reduce(0) { $0 + (file.bytes[$1] == byte ? 1 : 0) }
        }
        var depth = 0, index = close
        while index >= 1 {
            let token = tokens[index]
            switch token.kind {
            case .operator:
                let closes = count(index, UInt8(ascii: ">")), opens = count(index, UInt8(ascii: "<"))
                guard closes + opens + count(index, UInt8(ascii: "?")) + count(index, UInt8(ascii: "!")) == token.length else { return nil }
                depth += closes - opens
                if depth == 0 { return opens > 0 ? index : nil }
                if depth < 0 { return nil }
            case .identifier, .period, .comma, .leftBracket, .rightBracket, .colon:
                break
            default:
                if token.keyword == .any || token.keyword == .some || token.keyword == .Self { break }
                return nil
            }
            index -= 1
        }
        return nil
    }

    /// The `{` of the innermost brace group around `token`, back no further than `limit`: nil
    /// when a `(` or `[` holds it first (an argument, not a statement of the group) — unless
    /// `throughArguments`, where an argument's code is the group's too.
    public func enclosingBrace(of token: Int, from limit: Int, throughArguments: Bool = false) -> Int? {
        var index = token - 1
        while index >= limit {
            switch tokens[index].kind {
            case .rightParen, .rightBracket, .rightBrace:
                let open = Int(matchingBracket[index])
                guard open >= 0, open < index else { return nil }
                index = open - 1
            case .leftBrace:
                return index
            case .leftParen, .leftBracket:
                if !throughArguments { return nil }
                index -= 1
            default:
                index -= 1
            }
        }
        return nil
    }

    /// The call a closure opening at `brace` is handed to: the callee's name token and the
    /// argument's label token — nil for an unlabelled argument and for the first trailing
    /// closure (`f { }`, `x.f(a) { }`, `f(body: { })`, `f { } action: { }` → `action`).
    public func closureCall(at brace: Int) -> (callee: Int, label: Int?)? {
        guard brace >= 1 else { return nil }
        let before = brace - 1
        switch tokens[before].kind {
        case .identifier:
            return (before, nil)
        case .rightParen:
            let open = Int(matchingBracket[before])
            guard open >= 1, open < before, tokens[open - 1].kind == .identifier else { return nil }
            return (open - 1, nil)
        case .colon:
            // `f { } action: { }`: a labelled trailing closure, after the closure before it.
            if before >= 2, tokens[before - 1].isWord, tokens[before - 2].kind == .rightBrace {
                let previous = Int(matchingBracket[before - 2])
                guard previous >= 0, previous < before - 2, let call = closureCall(at: previous) else { return nil }
                return (call.callee, before - 1)
            }
            return callArgument(at: brace)
        default:
            return callArgument(at: brace)
        }
    }

    /// The chain written by the `=` at `equal`, back to its first token — `self` or a lowercase
    /// name — over names, periods and `?`/`!`; nil for a declaration (`let x = …`).
    private func assignmentTarget(before equal: Int, within range: Range<Int>) -> ValueContext? {
        func isLink(_ token: Token) -> Bool { token.kind == .period || (token.kind == .operator && token.fixity == .postfix) }
        var index = equal - 1
        while index > range.lowerBound, isLink(tokens[index]) || isLink(tokens[index - 1]) { index -= 1 }
        guard (index..<equal).allSatisfy({ isLink(tokens[$0]) || tokens[$0].kind == .identifier || tokens[$0].keyword == .self }),
              tokens[index].keyword == .self || (tokens[index].kind == .identifier && !isCapitalized(index)) else { return nil }
        if index > range.lowerBound, tokens[index - 1].keyword == .let || tokens[index - 1].keyword == .var { return nil }
        return .assignment(target: index)
    }

    /// The name defaulted by `??` right before `token` (`service ?? Service()` → `service`).
    public func defaultedName(before token: Int) -> Int? {
        guard token >= 2, tokens[token - 1].kind == .operator, text(token - 1) == "??",
              tokens[token - 2].kind == .identifier else { return nil }
        return token - 2
    }

    /// Plain names cast in `range` (`action as? SetMovies`, `action is Reset`): not a member
    /// (`x.action as?`) and not a name a pattern binds (`case let action as Reset`).
    public func castNames(in range: Range<Int>) -> [Int] {
        var result: [Int] = []
        for index in range where tokens[index].kind == .identifier && index + 1 < range.upperBound {
            guard tokens[index + 1].keyword == .as || tokens[index + 1].keyword == .is else { continue }
            if index > range.lowerBound {
                let previous = tokens[index - 1]
                if previous.kind == .period || previous.keyword == .let || previous.keyword == .var { continue }
            }
            result.append(index)
        }
        return result
    }

    /// The `await` keywords in `range`: where its code suspends.
    public func suspensionPoints(in range: Range<Int>) -> [Int] {
        range.filter { tokens[$0].keyword == .await }
    }

    /// What an immediately called closure making up `range` whole (`{ … }()`, as a stored
    /// property's initial value often is) returns: the chain `return` hands back, or the one a
    /// local it returns was bound to (`let model = Model(); return model`), by where each starts;
    /// empty for other values.
    public func returnedByCalledClosure(_ range: Range<Int>) -> [Int] {
        guard range.count >= 4, tokens[range.lowerBound].kind == .leftBrace else { return [] }
        let close = indexAfterGroup(range.lowerBound)
        guard close + 2 == range.upperBound, tokens[close].kind == .leftParen, tokens[close + 1].kind == .rightParen else { return [] }
        let body = groupContents(range.lowerBound)
        var starts: [Int] = [], bindings: [LocalBinding]?
        for statement in statements(in: body) where statement.kind == .return && statement.tokens.count > 1 {
            let value = statement.tokens.lowerBound + 1
            let returnsName = statement.tokens.count == 2 && tokens[value].kind == .identifier
            if returnsName, bindings == nil { bindings = localBindings(in: body) }
            if returnsName, let binding = bindings?.last(where: { $0.name < value && text($0.name) == text(value) }),
               let bound = binding.value {
                starts.append(expressionStart(at: bound, end: body.upperBound).start)
            } else {
                starts.append(expressionStart(at: value, end: statement.tokens.upperBound).start)
            }
        }
        return starts
    }

    /// Whether the chain (after `try`/`await`) is the whole of `body`: the single expression a
    /// getter or a function returning a value hands back without `return`.
    public func isWholeBody(_ chain: PostfixChain, _ body: Range<Int>) -> Bool {
        var first = chain.base
        while first > body.lowerBound, tokens[first - 1].keyword == .try || tokens[first - 1].keyword == .await
                || first - 2 >= body.lowerBound && tokens[first - 1].kind == .operator && tokens[first - 2].keyword == .try {
            first -= tokens[first - 1].kind == .operator ? 2 : 1
        }
        return first == body.lowerBound && chain.tokens.upperBound == body.upperBound
    }

    /// Whether a method is called on the result of the chain's first call from a line of its own
    /// (`vm.view(for: tab)` then `.tabItem { … }` below): a value built and modified further, as
    /// SwiftUI's modifiers are written. A trailing closure is the call's own argument; `.value` or
    /// `.then { … }` on the call's line only awaits what it started.
    public func modifiesResultBelow(_ chain: PostfixChain) -> Bool {
        let components = chain.components
        guard let call = components.firstIndex(where: { if case .call = $0 { return true } else { return false } }) else { return false }
        return components.indices.dropFirst(call + 1).contains { index in
            guard case .member(let name) = components[index], index + 1 < components.count, tokens[name - 1].isAtStartOfLine else { return false }
            switch components[index + 1] {
            case .call, .trailingClosure: return true
            default: return false
            }
        }
    }

    /// Whether a call chain stands as a statement of its own, its result unused (`vm.reset()`
    /// on its line, `_ = vm.reload()`, `try? vm.save()`, `await vm.load()`, `{ _ in vm.go() }`,
    /// `async let done: Void = vm.update()`) rather than where a value is expected
    /// (`if vm.canSave()`, `Text(vm.title)`, `let x = try await vm.total()`, `return vm.total()`).
    /// Whether the expression goes on after the token `index` ending a line: a comma, an opening
    /// bracket, a colon, `=`, an infix operator, or a keyword a condition or value follows.
    private func leavesExpressionOpen(_ index: Int) -> Bool {
        switch tokens[index].kind {
        case .comma, .leftParen, .leftBracket, .colon, .equal: return true
        case .operator: return tokens[index].fixity == .infix
        default: return Self.expressionKeywords.contains(tokens[index].keyword)
        }
    }

    /// Whether the colon closes a `switch` label: its line starts with `case` or `default`
    /// (after `@unknown`), and no bracket opened on the line is still open at it.
    private func endsCaseLabel(_ colon: Int) -> Bool {
        var start = colon
        while start > 0, !tokens[start].isAtStartOfLine { start -= 1 }
        if tokens[start].kind == .atSign, start + 2 < colon { start += 2 }
        guard tokens[start].keyword == .case || tokens[start].keyword == .default else { return false }
        // Inside a brace (a `switch` body), not an argument list (`f(\n default: …)`).
        guard enclosingBrace(of: start, from: 0) != nil else { return false }
        var depth = 0
        for index in start..<colon {
            switch tokens[index].kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            default: break
            }
        }
        return depth == 0
    }

    private static let expressionKeywords: Set<Keyword> = [.return, .guard, .if, .while, .throw, .case, .where]

    public func discardsResult(_ chain: PostfixChain) -> Bool {
        guard chain.base > 0, chain.tokens.upperBound <= tokens.count else { return true }
        // Step back over `try`, `try?`, `try!` and `await`: they mark the call, not its use.
        var first = chain.base
        while first > 0 {
            let previous = tokens[first - 1]
            if previous.keyword == .try || previous.keyword == .await {
                first -= 1
            } else if first >= 2, previous.kind == .operator, tokens[first - 2].keyword == .try {
                first -= 2
            } else {
                break
            }
        }
        guard first > 0 else { return true }
        let before = first - 1
        // `case .action(let action): viewModel.handle(action)`: a switch label's colon ends it.
        if tokens[before].kind == .colon, endsCaseLabel(before) { return true }
        // A new line starts a statement, unless the line above leaves its expression open:
        // `guard ready,\n model.items(for: section).isEmpty == false else { … }`.
        if tokens[first].isAtStartOfLine, !leavesExpressionOpen(before) { return true }
        if tokens[before].kind == .equal {
            // `_ = vm.reload()`, or bound as nothing: `let done: Void = …`, `let _: () = …`.
            guard before >= 1 else { return false }
            if tokens[before - 1].keyword == .wildcard { return true }
            if before >= 2, tokens[before - 2].kind == .colon, text(before - 1) == "Void" { return true }
            if before >= 3, tokens[before - 1].kind == .rightParen, tokens[before - 2].kind == .leftParen,
               tokens[before - 3].kind == .colon {
                return true
            }
            return false
        }
        // Contextual keywords lex as identifiers tagged with the keyword they could be.
        if tokens[before].keyword == .in || tokens[before].keyword == .else { return true }
        switch tokens[before].kind {
        case .leftBrace, .rightBrace, .semicolon: return true
        default: return false
        }
    }
}
