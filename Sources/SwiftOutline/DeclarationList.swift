/// A file's declarations, stored in fixed-size chunks. An array would double and copy itself
/// while the outline is built — on a generated file with hundreds of thousands of declarations
/// that briefly holds them three times over; chunks never move, so memory is the declarations
/// themselves plus at most one partly filled chunk.
public struct DeclarationList: RandomAccessCollection, MutableCollection, Sendable {
    @usableFromInline static let chunkShift = 10
    @usableFromInline static let chunkMask = (1 << chunkShift) - 1

    @usableFromInline var chunks: [[Declaration]] = []
    public private(set) var count = 0

    public init() {}

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    @inlinable
    public subscript(position: Int) -> Declaration {
        get {
            precondition(position >= 0 && position < count, "declaration index out of range")
            return chunks[position >> Self.chunkShift][position & Self.chunkMask]
        }
        _modify {
            precondition(position >= 0 && position < count, "declaration index out of range")
            yield &chunks[position >> Self.chunkShift][position & Self.chunkMask]
        }
    }

    mutating func append(_ declaration: Declaration) {
        if count & Self.chunkMask == 0 {
            var chunk: [Declaration] = []
            chunk.reserveCapacity(1 << Self.chunkShift)
            chunks.append(chunk)
        }
        chunks[chunks.count - 1].append(declaration)
        count += 1
    }
}
