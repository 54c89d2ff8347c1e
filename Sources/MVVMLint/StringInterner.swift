import Foundation
import SwiftOutline

/// One string for equal spellings, from any thread: a project's facts repeat the same type
/// names and owners across thousands of files, each decoded into storage of its own. Strings
/// of up to 15 UTF-8 bytes are stored inline and are returned as they are.
public final class StringInterner: @unchecked Sendable {
    private static let shardCount = 16
    // Numbered by their bytes (FNV-1a and one comparison), cheaper than hashing each string.
    private var shards = [ByteNames](repeating: ByteNames(), count: shardCount)
    private let locks = (0..<shardCount).map { _ in NSLock() }

    public init() {}

    /// The first string spelled like `text` this interner was handed.
    public func shared(_ text: String) -> String {
        let bytes = text.utf8
        guard bytes.count > 15, let last = bytes.last else { return text }
        // Picked by length and last byte, so the string is hashed once.
        let shard = (bytes.count &+ Int(last)) & (Self.shardCount - 1)
        locks[shard].lock()
        defer { locks[shard].unlock() }
        let number = shards[shard].number(of: text)
        return shards[shard].names[number]
    }
}
