import SwiftLexer

/// Finds the innermost declaration holding a byte offset in logarithmic time, so placing every
/// finding of a file costs O(findings × log declarations), not a scan of the file per finding.
public struct DeclarationLocator: Sendable {
    private let outline: SourceOutline
    /// Declarations with tokens, in source order of their first byte: (start, end, index).
    private let spans: [(start: Int, end: Int, index: Int)]

    public init(_ outline: SourceOutline) {
        self.outline = outline
        let tokens = outline.tokens
        spans = outline.declarations.indices.compactMap { index in
            let range = outline.declarations[index].tokens
            guard !range.isEmpty else { return nil }
            return (Int(tokens[range.lowerBound].start), Int(tokens[range.upperBound - 1].end), index)
        }.sorted { $0.start < $1.start }
    }

    /// The index of the innermost declaration whose bytes hold `offset`, or nil at file level.
    /// The last declaration starting at or before the offset is that one or nested in it, since
    /// declarations nest: walking up its parents finds it.
    public func innermost(at offset: Int) -> Int? {
        var low = 0, high = spans.count
        while low < high {
            let middle = (low + high) / 2
            if spans[middle].start <= offset { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        var current: Int? = spans[low - 1].index
        while let index = current {
            let range = outline.declarations[index].tokens
            if !range.isEmpty, Int(outline.tokens[range.lowerBound].start) <= offset, offset < Int(outline.tokens[range.upperBound - 1].end) {
                return index
            }
            current = outline.declarations[index].parent
        }
        return nil
    }

    /// `Outer.member` for the innermost declaration holding the offset (`""` at file level).
    /// Below `SourceOutline.qualifiedNameDepthLimit` levels only the innermost that many names
    /// are kept, so a finding's name stays bounded however deep the nesting.
    public func qualifiedName(at offset: Int) -> String {
        var names: [String] = []
        var current = innermost(at: offset)
        while let index = current, names.count < SourceOutline.qualifiedNameDepthLimit {
            names.append(outline.name(of: outline.declarations[index]) ?? "_")
            current = outline.declarations[index].parent
        }
        return names.reversed().joined(separator: ".")
    }
}

extension SourceOutline {
    /// The innermost type or extension that is, or holds, the declaration at `position`: whose
    /// code that is.
    public func enclosingType(from position: Int?) -> Int? {
        var current = position
        while let index = current, !declarations[index].kind.isType { current = declarations[index].parent }
        return current
    }
}
