import Foundation
import MVVMRules

/// Applies rule fixes as byte-range edits and writes files so that nothing is ever half-written.
public enum Fixer {
    /// Applies non-overlapping edits (back to front); an edit overlapping one already taken is
    /// left for the next pass. Returns the new bytes and how many edits were applied.
    public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> (bytes: [UInt8], applied: Int) {
        var result = bytes
        var applied = 0
        var lowestStart = Int.max
        for edit in edits.sorted(by: { ($0.range.lowerBound, $0.range.upperBound) > ($1.range.lowerBound, $1.range.upperBound) }) {
            // Offsets refer to the original bytes; going back to front keeps them valid.
            guard edit.range.lowerBound >= 0, edit.range.upperBound <= bytes.count,
                  edit.range.upperBound <= lowestStart else { continue }
            result.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
            lowestStart = edit.range.lowerBound
            applied += 1
        }
        return (result, applied)
    }

    /// Writes through a temporary file in the same folder and renames it over the original,
    /// keeping the original's permissions: readers see the old file or the new one, never a part.
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).mvvm-\(UUID().uuidString)")
        let manager = FileManager.default
        let attributes = try? manager.attributesOfItem(atPath: path)
        do {
            try Data(bytes).write(to: temporary, options: .withoutOverwriting)
            if let permissions = attributes?[.posixPermissions] {
                try manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
            }
            if rename(temporary.path, path) != 0 {
                throw CocoaError(.fileWriteUnknown)
            }
        } catch {
            try? manager.removeItem(at: temporary)
            throw error
        }
    }
}
