import SwiftLexer

public struct Statement: Sendable {
    public enum Kind: String, Sendable {
        case expression, declaration
        case `if`, `guard`, `switch`, `for`, `while`, `repeat`, `do`, `defer`
        case `return`, `throw`, `break`, `continue`, `fallthrough`
        /// `#if` / `#elseif` (with their condition), `#else`, `#endif`.
        case directive
    }

    public var kind: Kind
    public var tokens: Range<Int>
    /// Contents of the braces that belong to the statement itself: `if`/`else` branches, loop
    /// bodies, `do`/`catch`, `defer`, the `switch` body, a local function's body. Closures are
    /// never blocks.
    public var blocks: [Range<Int>]
}

public struct SwitchStatement: Sendable {
    public var switchToken: Int
    public var subject: Range<Int>
    public var body: Range<Int>
    public var cases: [SwitchCase]
}

public struct SwitchCase: Sendable {
    /// The `case` or `default` keyword.
    public var labelToken: Int
    public var isDefault: Bool
    /// Each comma-separated pattern (a `where` clause stays with its pattern).
    public var patterns: [Range<Int>]
    /// The statements after the colon, up to the next label.
    public var body: Range<Int>
}

extension SourceOutline {
    private static let blockStatements: Set<Statement.Kind> = [.if, .guard, .switch, .for, .while, .repeat, .do, .defer]

    /// The top-level statements of a code block (function body, closure body, case body).
    public func statements(in range: Range<Int>) -> [Statement] {
        let tokens = self.tokens
        var result: [Statement] = []
        var i = range.lowerBound
        let end = range.upperBound
        while i < end {
            let first = tokens[i]
            if first.kind == .semicolon { i += 1; continue }
            if first.kind == .poundKeyword, first.keyword != .poundAvailable, first.keyword != .poundUnavailable {
                var j = i + 1
                if first.keyword == .poundIf || first.keyword == .poundElseif {
                    while j < end, !tokens[j].isAtStartOfLine { j = indexAfterToken(j) }
                }
                result.append(Statement(kind: .directive, tokens: i..<j, blocks: []))
                i = j
                continue
            }
            let start = i
            // A label (`outer: for …`) belongs to the statement it names.
            if first.isWord, i + 2 < end, tokens[i + 1].kind == .colon, Self.isLoopKeyword(tokens[i + 2].keyword) {
                i += 2
            }
            let kind = statementKind(at: i)
            var blocks: [Range<Int>] = []
            // A statement may begin with a group (`(a, b) = f()`, a closure call): skip it whole.
            var j = tokens[i].kind == .leftBrace ? i : indexAfterToken(i)
            var seenAssignment = false
            let needsBlock = Self.blockStatements.contains(kind)
            let isBodyDeclaration = kind == .declaration && Self.declaresBody(tokens[i].keyword)
            scan: while j < end {
                let token = tokens[j]
                if token.kind == .semicolon { break }
                if token.isAtStartOfLine, !(needsBlock && blocks.isEmpty), !continuesStatement(at: j) { break }
                if token.kind == .equal { seenAssignment = true }
                if token.kind == .leftBrace {
                    let isBlock = needsBlock || isBodyDeclaration
                        || (kind == .declaration && !seenAssignment && (tokens[i].keyword == .var || tokens[i].keyword == .let))
                    if isBlock {
                        blocks.append(groupContents(j))
                        j = indexAfterGroup(j)
                        if needsBlock {
                            // `else`, `catch` and `repeat … while` continue the same statement.
                            if j < end, tokens[j].keyword == .else || tokens[j].keyword == .catch { continue scan }
                            if kind == .repeat, j < end, tokens[j].keyword == .while { continue scan }
                            if kind == .guard || blocks.count > 0 { break scan }
                        }
                        if isBodyDeclaration { break scan }
                        continue scan
                    }
                }
                j = indexAfterToken(j)
            }
            result.append(Statement(kind: kind, tokens: start..<max(j, start + 1), blocks: blocks))
            i = max(j, start + 1)
        }
        return result
    }

    @inline(__always)
    func indexAfterToken(_ i: Int) -> Int {
        tokens[i].kind.isOpeningBracket ? indexAfterGroup(i) : i + 1
    }

    private static func isLoopKeyword(_ keyword: Keyword) -> Bool {
        keyword == .for || keyword == .while || keyword == .repeat || keyword == .do || keyword == .if || keyword == .switch
    }

    private static func declaresBody(_ keyword: Keyword) -> Bool {
        switch keyword {
        case .func, .`init`, .deinit, .subscript, .class, .struct, .enum, .protocol, .extension: return true
        default: return false
        }
    }

    func statementKind(at i: Int) -> Statement.Kind {
        let token = tokens[i]
        switch token.keyword {
        case .if: return .if
        case .guard: return .guard
        case .switch: return .switch
        case .for: return .for
        case .while: return .while
        case .repeat: return .repeat
        case .do: return .do
        case .defer: return .defer
        case .return: return .return
        case .throw: return .throw
        case .break: return .break
        case .continue: return .continue
        case .fallthrough: return .fallthrough
        case .let, .var, .func, .class, .struct, .enum, .protocol, .extension, .typealias, .`init`, .deinit, .subscript:
            return token.kind == .keyword ? .declaration : .expression
        default:
            return token.kind == .atSign ? .declaration : .expression
        }
    }

    /// Whether a token at the start of a line continues the statement before it, as the
    /// compiler reads it: `.member` chains, infix operators on either side, `else`/`catch`,
    /// an opening brace, a value after `return`.
    func continuesStatement(at j: Int) -> Bool {
        let token = tokens[j]
        switch token.kind {
        case .period, .equal, .arrow, .leftBrace, .colon:
            return true
        case .operator:
            if token.fixity == .infix { return true }
        case .keyword:
            if token.keyword == .else || token.keyword == .catch || token.keyword == .where
                || token.keyword == .as || token.keyword == .is || token.keyword == .in {
                return true
            }
        default:
            break
        }
        guard j > 0 else { return false }
        let previous = tokens[j - 1]
        switch previous.kind {
        case .equal, .arrow, .comma, .colon, .period, .atSign:
            return true
        case .operator:
            return previous.fixity == .infix || previous.fixity == .prefix
        case .keyword:
            switch previous.keyword {
            case .return, .throw:
                return startsExpression(token)
            case .try, .in, .as, .is:
                return true
            default:
                return false
            }
        case .identifier:
            return previous.keyword == .await && startsExpression(token)
        default:
            return false
        }
    }

    private func startsExpression(_ token: Token) -> Bool {
        switch token.kind {
        case .rightBrace, .poundKeyword, .semicolon: return false
        case .keyword:
            switch token.keyword {
            case .case, .default, .if, .guard, .for, .while, .switch, .return, .let, .var, .break, .continue, .func, .throw:
                return false
            default:
                return true
            }
        default:
            return true
        }
    }

    /// A directive statement's keyword (`#if`, `#elseif`, `#else`, `#endif`); `.none` for others.
    public func directiveKeyword(of statement: Statement) -> Keyword {
        statement.kind == .directive ? tokens[statement.tokens.lowerBound].keyword : .none
    }

    /// The tokens of `range` on its first line.
    public func firstLine(of range: Range<Int>) -> Range<Int> {
        guard !range.isEmpty else { return range }
        var end = range.lowerBound + 1
        while end < range.upperBound, !tokens[end].isAtStartOfLine { end += 1 }
        return range.lowerBound..<end
    }

    // MARK: - Switch

    /// Every `switch` in `range`, at any depth, in source order.
    public func switchStatements(in range: Range<Int>) -> [SwitchStatement] {
        range.compactMap { tokens[$0].keyword == .switch ? switchStatement(at: $0) : nil }
    }

    /// The `switch` whose keyword is at `index`: subject, and each case with its patterns and body.
    public func switchStatement(at index: Int) -> SwitchStatement? {
        guard index < tokens.count, tokens[index].keyword == .switch else { return nil }
        var i = index + 1
        while i < tokens.count, tokens[i].kind != .leftBrace, tokens[i].kind != .rightBrace {
            i = indexAfterToken(i)
        }
        guard i < tokens.count, tokens[i].kind == .leftBrace else { return nil }
        let subject = (index + 1)..<i
        let body = groupContents(i)
        var cases: [SwitchCase] = []
        var j = body.lowerBound
        var labels: [Int] = []
        while j < body.upperBound {
            if isCaseLabel(at: j) { labels.append(j) }
            j = indexAfterToken(j)
        }
        for (n, label) in labels.enumerated() {
            let isDefault = tokens[label].keyword == .default
            var k = label + 1
            var patterns: [Range<Int>] = []
            var patternStart = k
            while k < body.upperBound, tokens[k].kind != .colon {
                if tokens[k].kind == .comma {
                    patterns.append(patternStart..<k)
                    patternStart = k + 1
                }
                k = indexAfterToken(k)
            }
            if !isDefault, k > patternStart { patterns.append(patternStart..<k) }
            let bodyStart = min(k + 1, body.upperBound)
            var bodyEnd = n + 1 < labels.count ? labels[n + 1] : body.upperBound
            // `@unknown default:` — the attribute belongs to the next label.
            if bodyEnd >= 2, n + 1 < labels.count, tokens[bodyEnd - 2].kind == .atSign { bodyEnd -= 2 }
            cases.append(SwitchCase(labelToken: label, isDefault: isDefault, patterns: patterns, body: bodyStart..<max(bodyStart, bodyEnd)))
        }
        return SwitchStatement(switchToken: index, subject: subject, body: body, cases: cases)
    }

    /// `case`/`default` starting a switch case, as opposed to `if case`, `for case`, `, case`.
    private func isCaseLabel(at j: Int) -> Bool {
        let token = tokens[j]
        guard token.kind == .keyword, token.keyword == .case || token.keyword == .default else { return false }
        guard j > 0 else { return true }
        let previous = tokens[j - 1]
        if previous.kind == .comma || previous.kind == .period { return false }
        if previous.kind == .keyword {
            switch previous.keyword {
            case .if, .guard, .while, .for: return false
            default: break
            }
        }
        if token.keyword == .default, j + 1 < tokens.count, tokens[j + 1].kind != .colon { return false }
        return true
    }
}
