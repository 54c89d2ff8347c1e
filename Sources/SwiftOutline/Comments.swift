import SwiftLexer

extension SourceOutline {
    /// The comments between a type's opening brace and one of its members, at the level of the
    /// type's members (not inside an earlier member's code), as written (`// outputs`,
    /// `// MARK: - Inputs`), in source order: the section headings the member sits under.
    public func memberLevelComments(before member: Declaration, in type: Declaration) -> [String] {
        guard let body = type.body else { return [] }
        let lower = endOffset(of: max(body.lowerBound - 1, 0))
        let upper = startOffset(of: member.tokens.lowerBound)
        let earlierMembers = type.members.map { declarations[$0] }.filter { $0.tokens.lowerBound < member.tokens.lowerBound }
            .map { startOffset(of: $0.tokens.lowerBound)..<endOffset(of: $0.tokens.upperBound - 1) }
        let trivia = file.lexed.trivia
        // Trivia is in source order: find the first piece after the brace by bisection.
        var first = 0, last = trivia.count
        while first < last {
            let middle = (first + last) / 2
            if Int(trivia[middle].start) < lower { first = middle + 1 } else { last = middle }
        }
        var comments: [String] = []
        for piece in trivia[first...] {
            let start = Int(piece.start)
            if start >= upper { break }
            guard piece.kind == .lineComment || piece.kind == .blockComment,
                  !earlierMembers.contains(where: { $0.contains(start) }) else { continue }
            comments.append(String(decoding: file.bytes[start..<Int(piece.end)], as: UTF8.self))
        }
        return comments
    }
}
