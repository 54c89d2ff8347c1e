import SwiftLexer

/// A `let`/`var` that binds one name — a local, or an `if let`/`guard let` condition — with what
/// its tokens say: the written type and where the initial value starts.
public struct LocalBinding: Sendable {
    /// The `let` or `var` keyword.
    public var keyword: Int
    /// The bound name.
    public var name: Int
    /// The type annotation, from after the `:` to the `=` or the end of the line.
    public var type: Range<Int>?
    /// The first token after `=`; nil when no value is written on the binding's line.
    public var value: Int?
}

extension SourceOutline {
    /// Every `let`/`var` binding a plain name in `range`, at any depth, in source order. Tuple
    /// and enum-case patterns bind several names and are left out.
    public func localBindings(in range: Range<Int>) -> [LocalBinding] {
        var bindings: [LocalBinding] = []
        var index = range.lowerBound
        while index + 1 < range.upperBound {
            defer { index += 1 }
            guard tokens[index].keyword == .let || tokens[index].keyword == .var, tokens[index + 1].isWord else { continue }
            let parts = bindingParts(name: index + 1, end: range.upperBound)
            bindings.append(LocalBinding(keyword: index, name: index + 1, type: parts.type, value: parts.value))
        }
        return bindings
    }

    /// What follows a bound name: `: Type` (to the `=` or the end of the line) and `= value`
    /// (the value's first token).
    func bindingParts(name: Int, end: Int) -> (type: Range<Int>?, value: Int?) {
        var type: Range<Int>?, next = name + 1
        if next < end, tokens[next].kind == .colon {
            var typeEnd = next + 1
            while typeEnd < end, tokens[typeEnd].kind != .equal, !tokens[typeEnd].isAtStartOfLine || typeEnd == next + 1 { typeEnd += 1 }
            type = (next + 1)..<typeEnd
            next = typeEnd
        }
        return (type, next + 1 < end && tokens[next].kind == .equal ? next + 1 : nil)
    }

    /// Whether the expression ends right after `token`: at the end of the line, a `}` or a `;`.
    public func endsExpression(after token: Int, end: Int) -> Bool {
        let next = token + 1
        return next >= end || tokens[next].isAtStartOfLine || tokens[next].kind == .rightBrace || tokens[next].kind == .semicolon
    }

    /// Whether a value written before `index` ends there, so that nothing after it changes its
    /// type: the end of the range, a new line that does not continue the expression (a `.member`
    /// or a binary operator does), `else`, `{` (a condition's body or a trailing closure), or a
    /// separator or closing bracket.
    public func endsValue(at index: Int, end: Int) -> Bool {
        guard index < end else { return true }
        let token = tokens[index]
        switch token.kind {
        case .leftBrace, .comma, .semicolon, .rightParen, .rightBracket, .rightBrace:
            return true
        case .period:
            return false
        case .operator:
            return token.isAtStartOfLine && token.fixity == .prefix
        default:
            return token.isAtStartOfLine || token.keyword == .else
        }
    }

    /// Whether the name bound at `name` is mentioned between `start` and `end`, each time to
    /// read a member of it (`server.title`, `server?.title`): never handed on whole.
    public func isOnlyReadThroughMembers(_ name: Int, from start: Int, end: Int) -> Bool {
        let spelling = text(name)
        var mentioned = false
        for index in start..<end where tokens[index].kind == .identifier && tokens[index - 1].kind != .period {
            guard text(index) == spelling else { continue }
            var next = index + 1
            if next < end, tokens[next].kind == .operator, tokens[next].fixity == .postfix { next += 1 }  // `server?.title`
            guard next < end, tokens[next].kind == .period else { return false }
            mentioned = true
        }
        return mentioned
    }

    /// The end (exclusive) of the value written from `start`, brackets skipped and a ternary's
    /// `:` read on (`isNew ? Model() : Model(id: id)` whole): where `endsValue` first says it ends.
    public func valueEnd(from start: Int, end: Int) -> Int {
        var index = start
        while index < end {
            if index > start, tokens[index].kind != .colon, endsValue(at: index, end: end) { return index }
            index = tokens[index].kind.isOpeningBracket ? indexAfterGroup(index) : index + 1
        }
        return end
    }
    /// The starts of the operands the value at `start` (up to `end`) joins with `??`
    /// (`context ?? viewModel.context` → both); just `start` when it coalesces nothing.
    public func coalescedOperands(from start: Int, end: Int) -> [Int] {
        let valueEnd = valueEnd(from: start, end: end)
        var operands = [start]
        var index = start
        while index < valueEnd {
            if tokens[index].kind == .operator, tokens[index].length == 2, index + 1 < valueEnd, text(index) == "??" { operands.append(index + 1) }
            index = tokens[index].kind.isOpeningBracket ? indexAfterGroup(index) : index + 1
        }
        return operands
    }


    /// The start of the expression at `index`, past `try` (`try?`, `try!`) and `await` in any
    /// order, and whether it is awaited: `try await api.load()` → `api`, true.
    public func expressionStart(at index: Int, end: Int) -> (start: Int, awaits: Bool) {
        var start = index, awaits = false
        while start < end {
            if tokens[start].keyword == .try {
                start += 1
                // `try?` and `try!`: the mark is glued to the keyword.
                if start < end, tokens[start].kind == .operator, !tokens[start].flags.contains(.hasLeadingTrivia) { start += 1 }
            } else if tokens[start].keyword == .await {
                awaits = true
                start += 1
            } else {
                break
            }
        }
        return (start, awaits)
    }
}
