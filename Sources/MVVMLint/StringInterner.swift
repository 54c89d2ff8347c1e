import Foundation

/// One string for equal spellings, from any thread: a project's facts repeat the same type
/// names and owners across thousands of files, each decoded into storage of its own. Strings
/// of up to 15 UTF-8 bytes are stored inline and are returned as they are.
public final class StringInterner: @unchecked Sendable {
    private static let shardCount = 16
    private var shards = [Set<String>](repeating: [], count: shardCount)
    private let locks = (0..<shardCount).map { _ in NSLock() }

    public init() {}

    /// The first string spelled like `text` this interner was handed.
    public func shared(_ text: String) -> String {
        let bytes = text.utf8
        guard bytes.count > 15, let last = bytes.last else { return text }
        // Picked by length and last byte, so the set hashes the string once.
        let shard = (bytes.count &+ Int(last)) & (Self.shardCount - 1)
        locks[shard].lock()
        defer { locks[shard].unlock() }
        return shards[shard].insert(text).memberAfterInsert
    }
}
