import Foundation
import MVVMRules
import SafeFiles
import SwiftLexer

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


    /// Writes a fixed file through the one writer (`FileWriter.replace`): only while it still
    /// holds `original`, never a hard-linked or read-only file, never through a link leading out
    /// of `root`.
    public static func write(_ bytes: [UInt8], over original: [UInt8], at path: String, within root: String?) throws {
        try FileWriter.replace(path, expecting: original, with: bytes, within: root)
    }

    /// Why a write failed, in the writer's words.
    public static func reason(_ error: Error) -> String {
        (error as? FileWriteError)?.reason ?? error.localizedDescription
    }
}
