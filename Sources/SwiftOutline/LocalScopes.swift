import SwiftLexer

/// The names a member's code binds for itself — parameters, closure parameters, `let`/`var`
/// locals, `if let`/`guard let`/`case let` bindings and loop variables — each with the tokens
/// where it is visible. A name bound here shadows a property of the same name; `self.x` never does.
///
/// Scopes are read from braces alone, so a binding is visible from where it is written to the end
/// of the block holding it (an `if let x` also covers the code after its `if`). That only ever
/// shadows more than the compiler would, which keeps rules from reporting a local as a property.
public struct LocalScopes: Sendable {
    /// Bound names by their bytes; each number indexes `visible` and `values`.
    private var numbers = ByteNames()
    private var visible: [[Range<Int>]] = []
    /// For `let x = value` (also `if let`, `guard let`, `var x: T = value`): where each
    /// binding's value starts, with the tokens it is visible in.
    private var values: [[(visible: Range<Int>, value: Int)]] = []

    public init() {}

    /// The first token of the value a local visible at `token` was bound to (`guard let model =
    /// model as? LoginViewModel` → the second `model`); nil for parameters, patterns and locals
    /// declared without a value.
    public func initialValue(of name: String, at token: Int) -> Int? {
        guard let number = numbers.existingNumber(of: name),
              let innermost = visible[number].last(where: { $0.contains(token) }) else { return nil }
        return values[number].last { $0.visible == innermost }?.value
    }

    /// Whether `name` at `token` means a local binding rather than a member of the type.
    public func binds(_ name: String, at token: Int) -> Bool {
        visibleBinding(of: name, at: token) != nil
    }

    /// Where the binding of `name` visible at `token` starts to be visible (nil when none is):
    /// two tokens with the same answer see the same binding. A `let`/`var` binding's starts at
    /// its keyword.
    public func visibleBinding(of name: String, at token: Int) -> Int? {
        numbers.existingNumber(of: name).flatMap { visibleBinding(number: $0, at: token) }
    }

    /// `visibleBinding(of:at:)` for the name spelled by `token` itself, read from its bytes (no
    /// string made): with the name's number in these scopes, the same for every token spelling it.
    public func visibleBinding(ofNameAt token: Int, in outline: SourceOutline) -> (name: Int, start: Int)? {
        let spelled = outline.tokens[token]
        var start = Int(spelled.start)
        if outline.file.bytes[start] == UInt8(ascii: "$") { start += 1 }  // `$model` sees `model`
        guard let number = numbers.existingNumber(of: outline.file.bytes, start..<Int(spelled.end)),
              let binding = visibleBinding(number: number, at: token) else { return nil }
        return (number, binding)
    }

    private func visibleBinding(number: Int, at token: Int) -> Int? {
        visible[number].last { $0.contains(token) }?.lowerBound
    }

    /// Every locally bound name, for messages and tests.
    public var names: Set<String> { Set(numbers.names) }

    mutating func add(_ name: Int, _ range: Range<Int>, value: Int? = nil, in outline: SourceOutline) {
        let token = outline.tokens[name]
        guard range.lowerBound < range.upperBound, !(token.length == 1 && outline.file.bytes[Int(token.start)] == UInt8(ascii: "_")) else { return }
        let number = numbers.number(of: outline.file.bytes, Int(token.start)..<Int(token.end))
        if number == visible.count {
            visible.append([])
            values.append([])
        }
        visible[number].append(range)
        if let value { values[number].append((range, value)) }
    }
}

extension SourceOutline {
    /// The local bindings of a member's code: its parameters (whole member) and everything bound
    /// inside its body, initial values and accessors.
    public func localScopes(of member: Declaration) -> LocalScopes {
        var scopes = LocalScopes()
        for parameter in member.parameters {
            if let name = parameter.name { scopes.add(name, member.tokens, in: self) }
        }
        var ranges: [Range<Int>] = []
        if let body = member.body { ranges.append(body) }
        for binding in member.bindings {
            if let initializer = binding.initializer { ranges.append(initializer) }
            if let accessors = binding.accessors { ranges.append(accessors) }
        }
        for range in ranges { collectBindings(in: range, into: &scopes) }
        return scopes
    }

    /// One linear pass: a stack of open braces gives each binding the end of its block.
    private func collectBindings(in range: Range<Int>, into scopes: inout LocalScopes) {
        var blockEnds: [Int] = []
        var i = range.lowerBound
        while i < range.upperBound {
            while let end = blockEnds.last, i >= end { blockEnds.removeLast() }
            let blockEnd = blockEnds.last ?? range.upperBound
            let token = tokens[i]
            switch token.kind {
            case .leftBrace:
                let contents = groupContents(i)
                blockEnds.append(contents.upperBound)
                if let signature = closureParts(contents).signature {
                    for name in closureParameterTokens(signature) { scopes.add(name, contents, in: self) }
                }
            case .keyword where token.keyword == .let || token.keyword == .var:
                let names = patternNames(after: i, end: range.upperBound)
                for name in names { scopes.add(name, i..<blockEnd, value: names.count == 1 ? bindingParts(name: i + 1, end: range.upperBound).value : nil, in: self) }
            case .keyword where token.keyword == .for:
                var j = i + 1
                if j < range.upperBound, tokens[j].keyword == .case { j += 1 }
                if j < range.upperBound, tokens[j].keyword == .let || tokens[j].keyword == .var { break }  // read as `let`
                for name in patternNames(after: j - 1, end: range.upperBound) { scopes.add(name, i..<blockEnd, in: self) }
            default:
                break
            }
            i += 1
        }
    }

    /// Names bound by the pattern after `let`/`var` (at `keyword`): `x`, `(a, b)`,
    /// `.some(let x)`'s `x` is read at its own `let`; `case let .loaded(items, count)` binds both.
    private func patternNames(after keyword: Int, end: Int) -> [Int] {
        var j = keyword + 1
        guard j < end else { return [] }
        if tokens[j].isWord { return [j] }
        // `let .loaded(a, b)` / `let Result.success(a)`: skip the case name to its payload.
        while j < end, tokens[j].kind == .period || tokens[j].isWord { j += 1 }
        guard j < end, tokens[j].kind == .leftParen else { return [] }
        return tupleNames(groupContents(j))
    }

    /// Identifiers that stand alone in a tuple pattern or parameter list: `(a, b)`, `(x: Int, y)`.
    private func tupleNames(_ contents: Range<Int>) -> [Int] {
        var names: [Int] = []
        var segmentStart = contents.lowerBound
        var j = contents.lowerBound
        func closeSegment(_ end: Int) {
            // The name is the word before a `:` (`label name: Type` → `name`), else the last word.
            var name: Int?
            var k = segmentStart
            while k < end {
                if tokens[k].kind == .colon { break }
                if tokens[k].isWord || tokens[k].keyword == .wildcard { name = k }
                k = indexAfterToken(k)
            }
            if let name, tokens[name].isWord { names.append(name) }
        }
        while j < contents.upperBound {
            if tokens[j].kind == .comma {
                closeSegment(j)
                segmentStart = j + 1
            }
            j = indexAfterToken(j)
        }
        closeSegment(contents.upperBound)
        return names
    }

    /// The names a closure's signature binds: `[weak self] a, b in`, `(a: Int, b) -> Bool in`,
    /// `_ in` (none).
    public func closureParameterNames(_ signature: Range<Int>) -> [String] {
        closureParameterTokens(signature).map(text)
    }

    /// The written type of the parameter `name` of the closure opening at `brace`: `Model` in
    /// `{ (model: Model, index) in … }`; nil when its signature writes none.
    public func closureParameterType(named name: String, brace: Int) -> Range<Int>? {
        guard let signature = closureParts(groupContents(brace)).signature else { return nil }
        var j = signature.lowerBound
        if j < signature.upperBound, tokens[j].kind == .leftBracket { j = indexAfterGroup(j) }  // capture list
        guard j < signature.upperBound, tokens[j].kind == .leftParen else { return nil }
        let contents = groupContents(j)
        var segmentStart = contents.lowerBound
        var k = contents.lowerBound
        while true {
            if k >= contents.upperBound || tokens[k].kind == .comma {
                // `label name: Type`, `name: Type`: the word before the segment's first `:`.
                var colon = segmentStart
                while colon < k, tokens[colon].kind != .colon { colon = indexAfterToken(colon) }
                if colon < k, colon > segmentStart, tokens[colon - 1].isWord, text(colon - 1) == name { return (colon + 1)..<k }
                if k >= contents.upperBound { return nil }
                segmentStart = k + 1
            }
            k = indexAfterToken(k)
        }
    }

    /// The tokens of the names `closureParameterNames` reads.
    func closureParameterTokens(_ signature: Range<Int>) -> [Int] {
        var j = signature.lowerBound
        if j < signature.upperBound, tokens[j].kind == .leftBracket { j = indexAfterGroup(j) }  // capture list
        guard j < signature.upperBound else { return [] }
        if tokens[j].kind == .leftParen { return tupleNames(groupContents(j)) }
        var names: [Int] = []
        while j < signature.upperBound, tokens[j].isWord || tokens[j].kind == .comma || tokens[j].keyword == .wildcard {
            if tokens[j].isWord { names.append(j) }
            j += 1
        }
        return names
    }
}
