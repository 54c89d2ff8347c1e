import Foundation
import SwiftOutline

/// One string for equal spellings, from any thread: a project's facts repeat the same type
/// names and owners across thousands of files, each decoded into storage of its own. Strings
/// of up to 15 UTF-8 bytes are stored inline and are returned as they are.
public final class StringInterner: Sendable {
    /// Spellings numbered by their bytes (FNV-1a and one comparison, cheaper than hashing each
    /// string), each shard its own object behind its own lock: threads never share mutable state.
    private final class Shard: @unchecked Sendable {
        var names = ByteNames()
        let lock = NSLock()
    }

    private static let shardCount = 16
    private let shards = (0..<shardCount).map { _ in Shard() }

    public init() {}

    /// The first string spelled like `text` this interner was handed.
    public func shared(_ text: String) -> String {
        let bytes = text.utf8
        guard bytes.count > 15, let last = bytes.last else { return text }
        // Picked by length and last byte, so the string is hashed once.
        let shard = shards[(bytes.count &+ Int(last)) & (Self.shardCount - 1)]
        shard.lock.lock()
        defer { shard.lock.unlock() }
        let number = shard.names.number(of: text)
        return shard.names.names[number]
    }
}
