import Foundation
import MVVMRules
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

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
        let lineBreak = Self.lineBreak(of: bytes)
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

    /// The file's first line break: `\r\n`, `\r` or (also for a file without any) `\n`.
    static func lineBreak(of bytes: [UInt8]) -> [UInt8] {
        guard let index = bytes.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return [0x0A] }
        if bytes[index] == 0x0A { return [0x0A] }
        return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? [0x0D, 0x0A] : [0x0D]
    }

    /// Writes `bytes` as the new content of `path`:
    /// - through a symbolic link, to the file it points at (the link stays a link);
    /// - for a file with other hard links, in place, so every name sees the fix;
    /// - otherwise through a temporary file in the same folder, renamed over the original, so
    ///   readers see the old file or the new one, never a part.
    /// Owner, group and mode (setuid and setgid included) are kept. The temporary's name is the
    /// file's own plus a short suffix, so a name the file system accepts never fails only for it.
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        let target = realPath(path) ?? path
        var info = stat()
        guard stat(target, &info) == 0 else { throw CocoaError(.fileNoSuchFile) }
        if info.st_nlink > 1 {
            try writeInPlace(bytes, to: target)
            return
        }
        let url = URL(fileURLWithPath: target)
        let folder = url.deletingLastPathComponent().path
        let temporary = folder + "/" + temporaryName(for: url.lastPathComponent)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
        var succeeded = false
        defer {
            if !succeeded { unlink(temporary) }
        }
        let written = bytes.withUnsafeBytes { buffer in writeAll(descriptor, buffer) }
        // Owner first: changing it clears setuid and setgid, which the mode then restores.
        let owned = fchown(descriptor, info.st_uid, info.st_gid) == 0 || getuid() != 0
        let moded = fchmod(descriptor, info.st_mode & 0o7777) == 0
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard written, owned, moded, synced, rename(temporary, target) == 0 else { throw CocoaError(.fileWriteUnknown) }
        succeeded = true
    }

    /// `.Name.swift.mvvm` plus a short random suffix: at most 12 bytes longer than the name.
    static func temporaryName(for name: String) -> String {
        let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 36)
        return "." + name + "." + suffix
    }

    private static func writeInPlace(_ bytes: [UInt8], to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_TRUNC)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
        let written = bytes.withUnsafeBytes { buffer in writeAll(descriptor, buffer) }
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard written, synced else { throw CocoaError(.fileWriteUnknown) }
    }

    private static func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < buffer.count {
            let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += count
        }
        return true
    }

    /// The path with every symbolic link resolved, or nil when it cannot be.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
