/// Finds the keyword a word is spelled like, without building a String: words of up to 16 bytes
/// are packed into two integers and compared against a bucket chosen by (length, first byte).
struct KeywordTable: Sendable {
    private struct Entry: Sendable {
        var low: UInt64
        var high: UInt64
        var keyword: Keyword
    }

    static let maxLength = 16
    private let entries: [Entry]
    /// `bucketStart[length * 128 + firstByte]` ..< `bucketStart[… + 1]` indexes `entries`.
    private let bucketStart: [UInt16]

    static let shared = KeywordTable(words: Keyword.allCases.dropFirst().map { ($0.text, $0) })

    /// `#`-less spellings of the pound keywords, looked up after a `#`.
    static let pound = KeywordTable(words: Keyword.allCases.filter(\.isPound).map { (String($0.text.dropFirst()), $0) })

    private init(words: [(String, Keyword)]) {
        var buckets = [[Entry]](repeating: [], count: (Self.maxLength + 1) * 128 + 1)
        for (text, keyword) in words {
            let bytes = Array(text.utf8)
            let (low, high) = bytes.withUnsafeBufferPointer { Self.pack($0.baseAddress!, count: $0.count) }
            buckets[bytes.count * 128 + Int(bytes[0])].append(Entry(low: low, high: high, keyword: keyword))
        }
        var entries: [Entry] = []
        var starts: [UInt16] = []
        for bucket in buckets {
            starts.append(UInt16(entries.count))
            entries += bucket
        }
        starts.append(UInt16(entries.count))
        self.entries = entries
        self.bucketStart = starts
    }

    @inline(__always)
    static func pack(_ start: UnsafePointer<UInt8>, count: Int) -> (UInt64, UInt64) {
        var low: UInt64 = 0, high: UInt64 = 0
        for index in 0..<min(count, 8) { low |= UInt64(start[index]) << (8 * UInt64(index)) }
        if count > 8 {
            for index in 8..<count { high |= UInt64(start[index]) << (8 * UInt64(index - 8)) }
        }
        return (low, high)
    }

    @inline(__always)
    func lookup(_ start: UnsafePointer<UInt8>, count: Int) -> Keyword {
        guard count > 0, count <= Self.maxLength, start[0] < 128 else { return .none }
        let bucket = count * 128 + Int(start[0])
        let lower = Int(bucketStart[bucket]), upper = Int(bucketStart[bucket + 1])
        if lower == upper { return .none }
        let (low, high) = Self.pack(start, count: count)
        for index in lower..<upper where entries[index].low == low && entries[index].high == high {
            return entries[index].keyword
        }
        return .none
    }
}

extension Keyword {
    /// The keyword spelled exactly like these bytes, if any.
    public static func spelled(_ bytes: UnsafeBufferPointer<UInt8>) -> Keyword? {
        guard let base = bytes.baseAddress else { return nil }
        let keyword = KeywordTable.shared.lookup(base, count: bytes.count)
        return keyword == .none ? nil : keyword
    }
}
