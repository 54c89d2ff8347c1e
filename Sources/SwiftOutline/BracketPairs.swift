import SwiftLexer

/// For each bracket token, the index of its partner — stored for brackets only. A partner per
/// token would cost 4 bytes for every token of the file; here each token costs a bit plus a
/// rank word per 64 tokens, and only brackets (a fifth of the tokens or fewer) a partner.
public struct BracketPairs: Sendable {
    /// One bit per token: set for brackets.
    private let isBracket: [UInt64]
    /// Brackets before each 64-token word of `isBracket`.
    private let bracketsBefore: [UInt32]
    /// Per bracket, in token order: its partner's token index, or -1 (unmatched), or the token
    /// count for an opener never closed.
    private let partners: [Int32]

    /// The partner of the bracket token at `index`: its matching bracket (both directions), -1
    /// when it has none or is not a bracket, and the token count for an opener still open at
    /// the end of the file.
    @inline(__always)
    public subscript(index: Int) -> Int32 {
        let word = isBracket[index >> 6]
        let bit = UInt64(1) << UInt64(index & 63)
        guard word & bit != 0 else { return -1 }
        return partners[Int(bracketsBefore[index >> 6]) + (word & (bit &- 1)).nonzeroBitCount]
    }

    init(_ tokens: [Token]) {
        var bits = [UInt64](repeating: 0, count: (tokens.count + 63) / 64 + 1)
        var before = [UInt32](repeating: 0, count: bits.count)
        var bracketCount = 0
        // The brackets' token indices: the matching walk below visits them alone.
        var brackets: [Int32] = []
        brackets.reserveCapacity(tokens.count / 4)
        for index in tokens.indices {
            if index & 63 == 0 { before[index >> 6] = UInt32(bracketCount) }
            let kind = tokens[index].kind
            if kind.isOpeningBracket || kind.isClosingBracket {
                bits[index >> 6] |= UInt64(1) << UInt64(index & 63)
                bracketCount += 1
                brackets.append(Int32(index))
            }
        }
        if tokens.count & 63 == 0 { before[tokens.count >> 6] = UInt32(bracketCount) }
        var partners = [Int32](repeating: -1, count: bracketCount)
        // The matching walk: `ordinal` is the bracket's position in `partners`.
        var stack: [(token: Int32, ordinal: Int32)] = []
        // How many openers of each family are on the stack, so a stray closer never triggers a
        // search through the whole stack.
        var open = [0, 0, 0]
        @inline(__always) func family(_ kind: TokenKind) -> Int {
            switch kind {
            case .leftParen, .rightParen, .interpolationOpen, .interpolationClose: return 0
            case .leftBrace, .rightBrace: return 1
            default: return 2
            }
        }
        var ordinal: Int32 = 0
        for bracket in brackets {
            let index = Int(bracket)
            let kind = tokens[index].kind
            if kind.isOpeningBracket {
                stack.append((Int32(index), ordinal))
                open[family(kind)] += 1
                ordinal += 1
            } else if kind.isClosingBracket {
                defer { ordinal += 1 }
                let wanted = family(kind)
                guard open[wanted] > 0 else { continue }  // stray closer: leave unmatched
                while let top = stack.popLast() {
                    let topFamily = family(tokens[Int(top.token)].kind)
                    open[topFamily] -= 1
                    if topFamily == wanted {
                        partners[Int(top.ordinal)] = Int32(index)
                        partners[Int(ordinal)] = top.token
                        break
                    }
                    // An opener closed over by an outer closer (`{ ( }`) is left unmatched and
                    // reads as a plain token, so matched groups always nest and skipping a group
                    // never leaves the group around it.
                }
            }
        }
        for top in stack { partners[Int(top.ordinal)] = Int32(tokens.count) }
        isBracket = bits
        bracketsBefore = before
        self.partners = partners
    }
}
