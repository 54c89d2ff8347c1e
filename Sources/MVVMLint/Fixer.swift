import Foundation
import MVVMRules
import SafeFiles
import SwiftLexer
import SwiftOutline

/// Applies rule fixes as byte-range edits and writes files so that nothing is ever half-written.
public enum Fixer {
    /// Applies non-overlapping edits (back to front); an edit overlapping one already taken is
    /// left for the next pass. Line breaks in replacements take the file's own style (CRLF, CR),
    /// so a fix never mixes endings. Returns the new bytes and how many edits were applied.
    public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> (bytes: [UInt8], applied: Int) {
        let (result, applied) = applying(edits, to: bytes)
        return (result, applied.count)
    }

    /// `apply`, also saying which edits were applied.
    static func applying(_ edits: [TextEdit], to bytes: [UInt8]) -> (bytes: [UInt8], applied: Set<TextEdit>) {
        var result = bytes
        var applied = Set<TextEdit>()
        var lowestStart = Int.max
        let lineBreak = SourceFile.lineBreak(of: bytes)
        for edit in edits.sorted(by: { ($0.range.lowerBound, $0.range.upperBound) > ($1.range.lowerBound, $1.range.upperBound) }) {
            // Offsets refer to the original bytes; going back to front keeps them valid.
            guard edit.range.lowerBound >= 0, edit.range.upperBound <= bytes.count,
                  edit.range.upperBound <= lowestStart else { continue }
            var replacement = Array(edit.replacement.utf8)
            if lineBreak != [0x0A], replacement.contains(0x0A) {
                replacement = replacement.flatMap { $0 == 0x0A ? lineBreak : [$0] }
            }
            result.replaceSubrange(edit.range, with: replacement)
            lowestStart = edit.range.lowerBound
            applied.insert(edit)
        }
        return (result, applied)
    }


    /// Parse before write: why the fixed bytes must not be written, or nil when they may. Every
    /// token the edits did not touch is still there, each edit's own tokens are there besides,
    /// no token is malformed that was not, and the file declares as many things as before — a
    /// fix moves, annotates and narrows; it never loses, splits or merges a declaration.
    public static func problem(original: SourceFile, fixed bytes: [UInt8], edits: Set<TextEdit>) -> String? {
        let fixed = SourceFile(path: original.path, bytes: bytes, trivia: .comments)
        var expected: [ArraySlice<UInt8>: Int] = [:]
        let touched = edits.map(\.range).sorted { $0.lowerBound < $1.lowerBound }
        var next = 0
        for token in original.tokens {
            let range = Int(token.start)..<Int(token.end)
            while next < touched.count, touched[next].upperBound <= range.lowerBound { next += 1 }
            let replaced = touched[next...].prefix { $0.lowerBound < range.upperBound }.contains { $0.overlaps(range) }
            if !replaced { expected[original.bytes[range], default: 0] += 1 }
        }
        for edit in edits {
            let inserted = SourceFile(path: original.path, bytes: Array(edit.replacement.utf8), trivia: .comments)
            for token in inserted.tokens { expected[inserted.bytes[Int(token.start)..<Int(token.end)], default: 0] += 1 }
        }
        var found: [ArraySlice<UInt8>: Int] = [:]
        for token in fixed.tokens { found[fixed.bytes[Int(token.start)..<Int(token.end)], default: 0] += 1 }
        guard found == expected else { return "the fixed file would not keep its tokens" }
        guard fixed.lexed.diagnostics.count <= original.lexed.diagnostics.count else { return "the fixed file would not lex cleanly" }
        guard SourceOutline(fixed).declarations.count == SourceOutline(original).declarations.count else {
            return "the fixed file would not keep its declarations"
        }
        return nil
    }

    /// Why a write failed, in the writer's words.
    public static func reason(_ error: Error) -> String {
        (error as? FileWriteError)?.reason ?? error.localizedDescription
    }
}
