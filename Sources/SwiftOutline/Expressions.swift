import Foundation
import SwiftLexer

/// A postfix expression: a base followed by member accesses, calls, subscripts, trailing
/// closures and optional chaining — `viewModel.items.append(x)`, `self.x = 1`, `$model.name`,
/// `.init(x)`.
public struct PostfixChain: Sendable {
    public enum Component: Sendable, Equatable {
        /// `.name`: the name token.
        case member(Int)
        /// `( … )`: the tokens inside the parentheses.
        case call(Range<Int>)
        /// `{ … }` after a call or name: the closure's contents.
        case trailingClosure(Range<Int>)
        /// `[ … ]`
        case subscriptAccess(Range<Int>)
        /// `?` (optional chaining) or `!` (force unwrap), by token index.
        case optional(Int)
        case forceUnwrap(Int)
    }

    /// The first token: an identifier, `$name`, `self`, `super`, `Self`, or the `.` of an
    /// implicit member expression (`.load`).
    public var base: Int
    public var components: [Component]
    public var tokens: Range<Int>
    /// The `=` or compound-assignment operator (`+=`, `-=`…) that writes to the chain.
    public var assignmentOperator: Int?

    /// Names of the `.member` components in order.
    public var memberTokens: [Int] {
        components.compactMap { if case .member(let token) = $0 { return token } else { return nil } }
    }

    /// Whether the chain ends with a call (possibly followed by trailing closures).
    public var endsWithCall: Bool {
        for component in components.reversed() {
            switch component {
            case .call: return true
            case .trailingClosure: continue
            default: return false
            }
        }
        return false
    }
}

extension SourceOutline {
    /// Whether the chain starts at `self` (`self.viewModel.x`).
    public func startsAtSelf(_ chain: PostfixChain) -> Bool { tokens[chain.base].keyword == .self }

    /// Whether the chain is assigned `self` alone (`viewModel.delegate = self`): the code hands
    /// over the value it runs in, as a listener.
    public func assignsSelf(_ chain: PostfixChain) -> Bool {
        guard let assignment = chain.assignmentOperator, assignment + 1 < tokens.count,
              tokens[assignment + 1].keyword == .self else { return false }
        return endsValue(at: assignment + 2, end: tokens.count)
    }

    /// Whether the chain is assigned a closure literal (`model.onDeleted = { … }`).
    public func assignsClosure(_ chain: PostfixChain) -> Bool {
        guard let assignment = chain.assignmentOperator, assignment + 1 < tokens.count else { return false }
        return tokens[assignment + 1].kind == .leftBrace
    }

    /// The contents of closures passed under an argument label in `range`
    /// (`previewProvider: { … }`).
    public func closureArguments(labelled label: String, in range: Range<Int>) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for index in range where index + 2 < range.upperBound && tokens[index].isWord && tokens[index + 1].kind == .colon
            && tokens[index + 2].kind == .leftBrace && text(index) == label {
            result.append(groupContents(index + 2))
        }
        return result
    }

    /// Whether the chain starts at `super` (`super.viewDidLoad()`).
    public func startsAtSuper(_ chain: PostfixChain) -> Bool { tokens[chain.base].keyword == .super }

    /// Whether the chain starts at a plain name (`viewModel.x`, not `self`, `$x`, `.member` or `Self`).
    public func startsAtName(_ chain: PostfixChain) -> Bool { tokens[chain.base].kind == .identifier }

    /// Whether the chain is an implicit member expression (`.init(…)`, `.shared`).
    public func isImplicitMember(_ chain: PostfixChain) -> Bool { tokens[chain.base].kind == .period }

    /// Whether the chain starts at a name the member's own code binds there — a parameter, a
    /// local, a closure parameter — rather than at a property of the type.
    public func startsAtLocal(_ chain: PostfixChain, _ scopes: LocalScopes) -> Bool {
        startsAtName(chain) && scopes.binds(text(chain.base), at: chain.base)
    }

    /// Every postfix chain in `range`, at any depth (inside arguments and closures too), in
    /// source order. Braces that are statement blocks (`if x { }`) are never trailing closures.
    public func postfixChains(in range: Range<Int>) -> [PostfixChain] {
        // Rules ask for the chains of the same bodies one after another: read each range once.
        if let known = chainMemo.chains(in: range) { return known }
        let chains = readPostfixChains(in: range)
        chainMemo.remember(chains, in: range)
        return chains
    }

    private func readPostfixChains(in range: Range<Int>) -> [PostfixChain] {
        let blocks = statementBlockBraces(in: range)
        var chains: [PostfixChain] = []
        var i = range.lowerBound
        let end = range.upperBound
        while i < end {
            if isChainBase(i, rangeStart: range.lowerBound) {
                chains.append(chain(from: i, end: end, blocks: blocks))
            }
            i += 1
        }
        return chains
    }

    /// The postfix chain starting at `base`, read up to `end`, or nil when no chain starts there.
    /// For a statement's leading expression, where `postfixChains(in:)` would also read every
    /// chain nested in it: braces after the chain are read as trailing closures.
    public func postfixChain(at base: Int, end: Int) -> PostfixChain? {
        guard base < end, isChainBase(base, rangeStart: base) else { return nil }
        return chain(from: base, end: end, blocks: [])
    }

    /// The contents of every closure in `range` (at any depth).
    public func closures(in range: Range<Int>) -> [Range<Int>] {
        let blocks = statementBlockBraces(in: range)
        var result: [Range<Int>] = []
        for i in range where tokens[i].kind == .leftBrace && !blocks.contains(i) {
            result.append(groupContents(i))
        }
        return result
    }

    /// Splits a closure's contents into its signature (`[weak self] value in`) and body.
    public func closureParts(_ contents: Range<Int>) -> (signature: Range<Int>?, body: Range<Int>) {
        var i = contents.lowerBound
        while i < contents.upperBound {
            let token = tokens[i]
            if token.kind == .keyword {
                if token.keyword == .in {
                    return (contents.lowerBound..<i, (i + 1)..<contents.upperBound)
                }
                // A statement keyword first means there is no signature (`for x in xs` is a loop).
                if token.keyword != .throws && token.keyword != .wildcard && token.keyword != .inout
                    && token.keyword != .self && token.keyword != .rethrows {
                    break
                }
            }
            if token.kind == .equal || token.kind == .semicolon || (i > contents.lowerBound && token.isAtStartOfLine) { break }
            i = indexAfterToken(i)
        }
        return (nil, contents)
    }

    /// Indices of `{` tokens in `range` that open statement blocks or local declaration bodies,
    /// found level by level with a worklist (no recursion).
    ///
    /// Every token is visited once: a statement's own blocks are skipped whole when scanning it for
    /// closures, since the worklist reads them as ranges of their own. Scanning into them too
    /// read each nesting level once per enclosing level, and pushed the same block again as a
    /// "closure" from each of them — exponential in `switch`/`if` nesting depth.
    public func statementBlockBraces(in range: Range<Int>) -> Set<Int> {
        scanStatementBlockBraces(in: range).blocks
    }

    /// `statementBlockBraces`, with the work it took: how many ranges it split into statements
    /// and how many tokens it stepped through looking for closures (at most one per brace and
    /// one per token, whatever the nesting).
    func scanStatementBlockBraces(in range: Range<Int>) -> (blocks: Set<Int>, rangesRead: Int, tokensScanned: Int) {
        var blocks = Set<Int>()
        var work = [range]
        var rangesRead = 0, tokensScanned = 0
        while let current = work.popLast() {
            rangesRead += 1
            for statement in statements(in: current) {
                var ownBlocks = Set<Int>()
                for block in statement.blocks {
                    if block.lowerBound > 0 {
                        blocks.insert(block.lowerBound - 1)
                        ownBlocks.insert(block.lowerBound - 1)
                    }
                    work.append(block)
                }
                // Closures inside the statement hold statements of their own.
                var j = statement.tokens.lowerBound
                while j < statement.tokens.upperBound {
                    tokensScanned += 1
                    let token = tokens[j]
                    if token.kind == .leftBrace {
                        if !ownBlocks.contains(j) { work.append(closureParts(groupContents(j)).body) }
                        j = indexAfterGroup(j)
                    } else {
                        j += 1
                    }
                }
            }
        }
        return (blocks, rangesRead, tokensScanned)
    }

    @inline(__always)
    private func isChainBase(_ i: Int, rangeStart: Int) -> Bool {
        let token = tokens[i]
        let previous = i > 0 ? tokens[i - 1] : nil
        switch token.kind {
        case .identifier, .dollarIdentifier:
            if let previous {
                if previous.kind == .period || previous.kind == .pound || previous.kind == .atSign { return false }
                // Names being declared are not expressions.
                if previous.kind == .keyword, Self.declaresName(previous.keyword) { return false }
            }
            // `label:` in an argument list.
            if i + 1 < tokens.count, tokens[i + 1].kind == .colon, !tokens[i + 1].flags.contains(.hasLeadingTrivia),
               let previous, previous.kind == .leftParen || previous.kind == .comma {
                return false
            }
            return true
        case .keyword:
            guard token.keyword == .self || token.keyword == .super || token.keyword == .Self else { return false }
            return previous?.kind != .period
        case .period:
            return startsImplicitMember(at: i)
        default:
            return false
        }
    }

    /// Whether the `.` at `period` starts an implicit member (`.load`, `.init(…)`) where an
    /// expression starts, rather than following a value.
    @inline(__always)
    public func startsImplicitMember(at period: Int) -> Bool {
        guard tokens[period].kind == .period, period + 1 < tokens.count,
              tokens[period + 1].isWord || tokens[period + 1].kind == .keyword else { return false }
        guard period > 0 else { return true }
        let previous = tokens[period - 1]
        switch previous.kind {
        case .identifier, .dollarIdentifier, .rightParen, .rightBracket, .rightBrace, .integerLiteral,
             .floatLiteral, .stringClose, .interpolationClose, .regexLiteral:
            return false
        case .operator:
            return previous.fixity != .postfix
        case .keyword:
            return !(previous.keyword == .self || previous.keyword == .super || previous.keyword == .Self
                || previous.keyword == .true || previous.keyword == .false || previous.keyword == .nil)
        default:
            return true
        }
    }

    private static func declaresName(_ keyword: Keyword) -> Bool {
        switch keyword {
        case .func, .var, .let, .class, .struct, .enum, .protocol, .typealias, .associatedtype, .case, .import:
            return true
        default:
            return false
        }
    }

    private func chain(from base: Int, end: Int, blocks: Set<Int>) -> PostfixChain {
        var components: [PostfixChain.Component] = []
        var j = base + 1
        // Room for a few components at once where some follow: grown one append at a time,
        // the arrays' reallocations were a thirtieth of a cold lint.
        if tokens[base].kind == .period || (j < end && Self.mayStartComponent(tokens[j].kind)) { components.reserveCapacity(4) }
        if tokens[base].kind == .period {
            components.append(.member(base + 1))
            j = base + 2
        }
        loop: while j < end {
            let token = tokens[j]
            switch token.kind {
            case .period:
                guard j + 1 < end, tokens[j + 1].isWord || tokens[j + 1].kind == .keyword || tokens[j + 1].kind == .integerLiteral else { break loop }
                components.append(.member(j + 1))
                j += 2
            case .operator where token.length == 1 && token.flags.contains(.leftBound) && !token.flags.contains(.hasLeadingTrivia):
                let byte = file.bytes[Int(token.start)]
                if byte == UInt8(ascii: "?") {
                    components.append(.optional(j))
                } else if byte == UInt8(ascii: "!") {
                    components.append(.forceUnwrap(j))
                } else {
                    break loop
                }
                j += 1
            case .leftParen where !token.isAtStartOfLine:
                // `search(query:)`, `handle(_:with:)`: the name with its argument labels, a
                // reference to the function — no call.
                let contents = groupContents(j)
                if !isArgumentLabelList(contents) { components.append(.call(contents)) }
                j = indexAfterGroup(j)
            case .leftBracket where !token.isAtStartOfLine:
                components.append(.subscriptAccess(groupContents(j)))
                j = indexAfterGroup(j)
            case .leftBrace where !token.isAtStartOfLine && !blocks.contains(j):
                components.append(.trailingClosure(groupContents(j)))
                j = indexAfterGroup(j)
                // Labeled trailing closures: `} label: { … }`.
                while j + 2 < end, tokens[j].isWord, tokens[j + 1].kind == .colon, tokens[j + 2].kind == .leftBrace {
                    components.append(.trailingClosure(groupContents(j + 2)))
                    j = indexAfterGroup(j + 2)
                }
            default:
                break loop
            }
        }
        var chain = PostfixChain(base: base, components: components, tokens: base..<j, assignmentOperator: nil)
        if j < end, isAssignmentOperator(j) { chain.assignmentOperator = j }
        return chain
    }

    /// Whether the contents of parentheses are argument labels alone (`query:`, `_:with:`): a
    /// compound name, not arguments.
    func isArgumentLabelList(_ contents: Range<Int>) -> Bool {
        guard !contents.isEmpty, contents.count % 2 == 0 else { return false }
        for index in stride(from: contents.lowerBound, to: contents.upperBound, by: 2) {
            guard tokens[index].isWord || tokens[index].kind == .keyword, tokens[index + 1].kind == .colon,
                  !tokens[index].flags.contains(.hasLeadingTrivia) || index == contents.lowerBound else { return false }
        }
        return true
    }

    /// Whether a token of this kind after a chain's base may begin one of its components: a
    /// chain whose base is followed by none has no components.
    @inline(__always)
    static func mayStartComponent(_ kind: TokenKind) -> Bool {
        kind == .period || kind == .leftParen || kind == .leftBracket || kind == .leftBrace || kind == .operator
    }

    /// `=`, `+=`, `-=`, `*=`, `/=`, `%=`, `&=`, `|=`, `^=`, `<<=`, `>>=`, `&+=`… but not `==`,
    /// `!=`, `<=`, `>=`, `===`, `!==`.
    public func isAssignmentOperator(_ j: Int) -> Bool {
        let token = tokens[j]
        if token.kind == .equal { return true }
        guard token.kind == .operator, token.fixity == .infix, token.length >= 2 else { return false }
        let bytes = file.bytes
        let start = Int(token.start), last = Int(token.end) - 1
        guard bytes[last] == UInt8(ascii: "=") else { return false }
        let first = bytes[start]
        if first == UInt8(ascii: "=") || first == UInt8(ascii: "!") { return false }
        if token.length == 2, first == UInt8(ascii: "<") || first == UInt8(ascii: ">") { return false }
        return true
    }
}

/// The chains `postfixChains(in:)` read for each range of one file, shared by every copy of its
/// outline (several rules read the same view body).
final class ChainMemo: @unchecked Sendable {
    private var byRange: [Range<Int>: [PostfixChain]] = [:]
    private let lock = NSLock()

    func chains(in range: Range<Int>) -> [PostfixChain]? {
        lock.lock()
        defer { lock.unlock() }
        return byRange[range]
    }

    func remember(_ chains: [PostfixChain], in range: Range<Int>) {
        lock.lock()
        byRange[range] = chains
        lock.unlock()
    }
}
