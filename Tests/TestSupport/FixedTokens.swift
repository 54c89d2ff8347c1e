import Foundation
import SwiftLexer
import SwiftOutline

/// What a fix may change in a file, checked on the tokens: the fixed file holds the same tokens
/// as before (comments included), only in another order, except for what the fixes insert or
/// drop on purpose — `private` (`private_local_state`), `private(set)` (`output_private_set`),
/// `@MainActor` and a dropped `nonisolated` (`main_actor_view_model`), and `// MARK:` comments
/// (the section fixes write, rename and merge them).
public enum FixedTokens {
    /// Each difference beyond those, as `+token` / `-token` with its count; empty when none.
    public static func unexpectedChanges(before: [UInt8], after: [UInt8]) -> [String] {
        var counts = tokenCounts(before)
        for (token, count) in tokenCounts(after) { counts[token, default: 0] -= count }
        // counts: positive = removed by the fix, negative = added.
        var added: [String: Int] = [:], removed: [String: Int] = [:]
        for (token, count) in counts where count != 0 {
            if isMark(token) { continue }
            if count > 0 { removed[token] = count } else { added[token] = -count }
        }
        removed["nonisolated"] = nil
        let privates = added.removeValue(forKey: "private") ?? 0
        let setters = added["set"] ?? 0
        if setters <= privates, added["("] ?? 0 == setters, added[")"] ?? 0 == setters {
            added["set"] = nil; added["("] = nil; added[")"] = nil
        }
        if added["@"] == added["MainActor"] { added["@"] = nil; added["MainActor"] = nil }
        return (added.map { "+\($0.key) ×\($0.value)" } + removed.map { "-\($0.key) ×\($0.value)" }).sorted()
    }

    /// How many members changed places: per type (by qualified name), the members not on the
    /// longest common subsequence of their order before and after.
    public static func movedMembers(before: [UInt8], after: [UInt8]) -> Int {
        let old = memberOrders(before), new = memberOrders(after)
        var moved = 0
        for (type, members) in old {
            guard let others = new[type] else { continue }
            moved += members.count - longestCommonSubsequence(members, others)
        }
        return moved
    }

    static func tokenCounts(_ bytes: [UInt8]) -> [String: Int] {
        let file = SourceFile(path: "<fixed>", bytes: bytes, trivia: .comments)
        var counts: [String: Int] = [:]
        for token in file.tokens { counts[file.text(token), default: 0] += 1 }
        for piece in file.lexed.trivia where piece.kind.isComment {
            counts[file.text(piece).trimmingCharacters(in: .whitespacesAndNewlines), default: 0] += 1
        }
        return counts
    }

    static func isMark(_ comment: String) -> Bool {
        guard comment.hasPrefix("//") || comment.hasPrefix("/*") else { return false }
        return comment.dropFirst(2).drop { $0 == " " || $0 == "\t" }.hasPrefix("MARK:")
    }

    /// Each type's members in order, keyed by the type's path of names.
    static func memberOrders(_ bytes: [UInt8]) -> [String: [String]] {
        let outline = SourceOutline(SourceFile(path: "<fixed>", bytes: bytes, trivia: .comments))
        var paths: [Int: String] = [:]
        var orders: [String: [String]] = [:]
        var seen: [String: Int] = [:]
        for index in 0..<outline.declarations.count {
            let declaration = outline.declarations[index]
            let name = outline.name(of: declaration) ?? "_"
            let key = "\(declaration.kind.rawValue) \(name)"
            let parentPath = declaration.parent.map { paths[$0] ?? "?" } ?? ""
            var path = parentPath + "/" + key
            seen[path, default: 0] += 1
            if seen[path]! > 1 { path += "#\(seen[path]!)" }
            paths[index] = path
            if declaration.parent != nil { orders[parentPath, default: []].append(path) }
        }
        return orders
    }

    static func longestCommonSubsequence(_ a: [String], _ b: [String]) -> Int {
        guard !a.isEmpty, !b.isEmpty else { return 0 }
        if a.count * b.count > 4_000_000 { return zip(a, b).filter { $0 == $1 }.count }
        var previous = Array(repeating: 0, count: b.count + 1)
        for x in a {
            var current = Array(repeating: 0, count: b.count + 1)
            for (j, y) in b.enumerated() {
                current[j + 1] = x == y ? previous[j] + 1 : max(previous[j + 1], current[j])
            }
            previous = current
        }
        return previous[b.count]
    }
}
