#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Names numbered by their UTF-8 bytes: a name seen before is found from its token's bytes by an
/// FNV-1a hash and one comparison, without making a string or hashing one with SipHash — which,
/// once per name of every file, was a large share of a cold lint.
public struct ByteNames: Sendable {
    public private(set) var names: [String] = []
    private var hashes: [UInt64] = []
    /// Open addressing: a name's number, or -1.
    private var slots = [Int32](repeating: -1, count: 16)

    public init() {}

    /// The number of the name spelled by `bytes[range]`, numbered now if it is new.
    public mutating func number(of bytes: [UInt8], _ range: Range<Int>) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            let spelled = UnsafeBufferPointer(rebasing: buffer[range])
            return number(spelled) { String(decoding: spelled, as: UTF8.self) }
        }
    }

    /// The number of `name`, numbered now if it is new.
    public mutating func number(of name: String) -> Int {
        var spelling = name
        return spelling.withUTF8 { spelled in number(spelled) { name } }
    }

    /// The number of the name spelled by `bytes[range]`, if it has one.
    public func existingNumber(of bytes: [UInt8], _ range: Range<Int>) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in find(UnsafeBufferPointer(rebasing: buffer[range])).number }
    }

    /// The number of `name`, if it has one.
    public func existingNumber(of name: String) -> Int? {
        var spelling = name
        return spelling.withUTF8 { find($0).number }
    }

    private mutating func number(_ spelled: UnsafeBufferPointer<UInt8>, make: () -> String) -> Int {
        let (found, slot, hash) = find(spelled)
        if let found { return found }
        names.append(make())
        hashes.append(hash)
        slots[slot] = Int32(names.count - 1)
        if names.count * 2 > slots.count { grow() }
        return names.count - 1
    }

    /// The name's number, or the free slot it would take, and its hash.
    private func find(_ spelled: UnsafeBufferPointer<UInt8>) -> (number: Int?, slot: Int, hash: UInt64) {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in spelled { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while slots[slot] >= 0 {
            let number = Int(slots[slot])
            if hashes[number] == hash, Self.same(names[number], spelled) { return (number, slot, hash) }
            slot = (slot + 1) & (slots.count - 1)
        }
        return (nil, slot, hash)
    }

    private static func same(_ name: String, _ spelled: UnsafeBufferPointer<UInt8>) -> Bool {
        guard name.utf8.count == spelled.count else { return false }
        var name = name
        return name.withUTF8 { stored in
            guard let left = stored.baseAddress, let right = spelled.baseAddress else { return stored.count == 0 }
            return memcmp(left, right, stored.count) == 0
        }
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        for number in names.indices {
            var slot = Int(truncatingIfNeeded: hashes[number]) & (slots.count - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(number)
        }
    }
}
