import SwiftLexer
import SwiftOutline

/// Types only previews use, read across files. A type named inside previews (`#Preview`, a
/// `PreviewProvider`, a preview-only host) of other files and nowhere else in the project — its
/// own declaration and extensions aside — is scaffolding for previews (`struct
/// StateViewPreviewHost: View` in a `Previews/` folder, shown by `#Preview { StateViewPreviewHost() }`
/// in another file), exempt like a type declared in a `PreviewProvider`. One its own file
/// previews is a screen being written, not wired yet (what `mvvm new` makes): it stays in play, unless its name says it is a preview's (`SearchPreviewWrapper`) or it keeps nothing of its own. Names are kept as 32-bit hashes of their spelling, so
/// every file's mentions stay small; a collision only ever keeps a type in play.
public enum PreviewScaffolding {
    /// One file's capitalised names, hashed (`SourceOutline.spellingHash`), each once.
    public struct Mentions: Sendable, Hashable, Codable {
        /// Named inside the file's previews.
        public var inPreviews: [UInt32] = []
        /// Named anywhere else: every other capitalised name, but a type's own name inside its
        /// own declaration or an extension of it (`Self`-like mentions use nothing).
        public var elsewhere: [UInt32] = []

        public init(inPreviews: [UInt32] = [], elsewhere: [UInt32] = []) {
            self.inPreviews = inPreviews
            self.elsewhere = elsewhere
        }
    }

    /// The file's mentions; `scaffolds` are the declarations already read as preview scaffolding
    /// (a type in a `PreviewProvider`, a debug-only `…Preview` type, a private type only its
    /// previews name), whose code counts as the previews'.
    static func mentions(_ outline: SourceOutline, scaffolds: [Range<Int>]) -> Mentions {
        let tokens = outline.tokens
        var previews = scaffolds
        // Each type's own name, with the declaration (or extension) it is said in as itself: a
        // few per file, so a list.
        var ownRegions: [(hash: UInt32, tokens: Range<Int>)] = []
        var ownBits: UInt64 = 0  // one bit per own name's hash: most names skip the list
        for declaration in outline.declarations {
            if FactExtractor.isPreview(declaration, outline) { previews.append(declaration.tokens) }
            // The last name of `extension Feature.Row`: how its code says it.
            if declaration.kind.isType, let name = declaration.name, !name.isEmpty {
                let hash = outline.spellingHash(name.upperBound - 1)
                ownRegions.append((hash, declaration.tokens))
                ownBits |= 1 << UInt64(hash & 63)
            }
        }
        previews.sort { $0.lowerBound < $1.lowerBound }
        var inPreviews = HashSet(), elsewhere = HashSet()
        var next = 0  // the first preview region not wholly before the token
        outline.file.bytes.withUnsafeBufferPointer { bytes in
            tokens.withUnsafeBufferPointer { tokens in
                for index in tokens.indices {
                    let token = tokens[index]
                    guard token.kind == .identifier else { continue }
                    let start = Int(token.start)
                    guard bytes[start] >= UInt8(ascii: "A"), bytes[start] <= UInt8(ascii: "Z") else { continue }
                    var hash: UInt32 = 0x811C_9DC5
                    for position in start..<Int(token.end) { hash = (hash ^ UInt32(bytes[position])) &* 0x0100_0193 }
                    while next < previews.count, previews[next].upperBound <= index { next += 1 }
                    // Regions may nest (a `PreviewProvider` holding a scaffold): any one holding it counts.
                    if next < previews.count, previews[next].lowerBound <= index,
                       previews[next...].prefix(while: { $0.lowerBound <= index }).contains(where: { $0.contains(index) }) {
                        inPreviews.insert(hash)
                    } else if ownBits & (1 << UInt64(hash & 63)) == 0 || !ownRegions.contains(where: { $0.hash == hash && $0.tokens.contains(index) }) {
                        elsewhere.insert(hash)
                    }
                }
            }
        }
        return Mentions(inPreviews: inPreviews.elements, elsewhere: elsewhere.elements)
    }

    /// Hashes, each once: open addressing keyed by the hash itself, already spread by FNV-1a
    /// (a `Set` hashed every name again, a third of the sweep).
    struct HashSet {
        private var slots = [UInt32](repeating: 0, count: 64)
        private var count = 0
        private var hasZero = false

        mutating func insert(_ hash: UInt32) {
            guard hash != 0 else { hasZero = true; return }
            let mask = slots.count - 1
            var slot = Int(hash) & mask
            while slots[slot] != 0 {
                if slots[slot] == hash { return }
                slot = (slot + 1) & mask
            }
            slots[slot] = hash
            count += 1
            if count * 2 > slots.count { grow() }
        }

        private mutating func grow() {
            let old = slots
            slots = [UInt32](repeating: 0, count: old.count * 2)
            count = 0
            for hash in old where hash != 0 { insert(hash) }
        }

        /// The hashes in slot order: the same for the same file, so cached facts compare equal,
        /// without a sort the index does not need.
        var elements: [UInt32] {
            var elements: [UInt32] = []
            elements.reserveCapacity(count + 1)
            for hash in slots where hash != 0 { elements.append(hash) }
            if hasZero { elements.append(0) }
            return elements
        }
    }

    /// Whether a type of this simple name, declared in the file with `declaringMentions`, is one
    /// only other files' previews name (`previewOnlyNames`) — or only previews name, its own
    /// file's too, when it is named as a preview's (`SearchPreviewWrapper`) or keeps nothing of
    /// its own (`HotFeedSettingsTester`, which builds a model only to hand it to the view being
    /// previewed, or holds only `.shared` instances): a screen being written owns its model.
    static func isPreviewOnly(_ simpleName: String, in names: Set<UInt32>, declaringMentions: Mentions, keepsNothingOfItsOwn: Bool) -> Bool {
        guard !names.isEmpty else { return false }
        let hash = SourceOutline.spellingHash(simpleName)
        return names.contains(hash)
            && (!declaringMentions.inPreviews.contains(hash) || simpleName.contains("Preview") || keepsNothingOfItsOwn)
    }

    /// The hashed names of types that only previews name, across every file: named in some
    /// file's previews, and in no file anywhere else.
    static func previewOnlyNames(_ facts: [FileFacts]) -> Set<UInt32> {
        var candidates = Set<UInt32>()
        for index in facts.indices { candidates.formUnion(facts[index].previewMentions.inPreviews) }
        guard !candidates.isEmpty else { return [] }
        for index in facts.indices {
            for hash in facts[index].previewMentions.elsewhere where candidates.contains(hash) { candidates.remove(hash) }
            if candidates.isEmpty { break }
        }
        return candidates
    }
}
