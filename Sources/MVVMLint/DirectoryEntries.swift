import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A folder's entries with the type `readdir` already knows, which spares a `stat` per file.
struct DirectoryEntries {
    enum Kind { case file, directory, other }

    struct Entry {
        /// The name as text: the bytes themselves when they are UTF-8, else with each invalid
        /// byte written `\xNN` (see `FileSystemName`).
        var name: String
        /// `.other`: a symbolic link, or a file system that does not report types — ask `stat`.
        var kind: Kind
        /// The name's bytes when they are not UTF-8 (`name` then only shows them).
        var rawName: [UInt8]?
    }

    static func read(_ path: String) -> [Entry]? { read(fileSystemPath: Array(path.utf8)) }

    /// `fileSystemPath`: the folder's path as the file system spells it, in bytes.
    static func read(fileSystemPath: [UInt8]) -> [Entry]? {
        guard let directory = FileSystemName.withCString(fileSystemPath, { opendir($0) }) else { return nil }
        defer { closedir(directory) }
        var entries: [Entry] = []
        while let entry = readdir(directory) {
            // Names are nearly always UTF-8: only the others cost a copy of their bytes.
            var rawName: [UInt8]?
            var name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    String(validatingCString: $0)
                }
            }
            if name == nil {
                let bytes = withUnsafeBytes(of: &entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
                rawName = bytes
                name = FileSystemName.text(of: bytes).text
            }
            guard let name else { continue }
            if name == "." || name == ".." { continue }
            // DT_DIR and DT_REG have these values on Linux and the BSDs, macOS included.
            let kind: Kind = switch entry.pointee.d_type {
            case 4: .directory
            case 8: .file
            default: .other
            }
            entries.append(Entry(name: name, kind: kind, rawName: rawName))
        }
        return entries
    }
}

/// File names are bytes; Swift strings are Unicode. A name that is not UTF-8 is shown with each
/// invalid byte written `\xNN`, and reached through its bytes (kept beside the shown path).
public enum FileSystemName {
    /// This process's arguments as text: as `CommandLine.arguments` gives them, except that one
    /// that is not UTF-8 (a file's name is bytes) has each invalid byte written `\xNN`, the way
    /// a walk shows that name, instead of being replaced by U+FFFD and lost.
    public static func commandLineArguments() -> [String] {
        (0..<Int(CommandLine.argc)).map { index in
            guard let argument = CommandLine.unsafeArgv[index] else { return "" }
            return text(of: Array(UnsafeBufferPointer(start: argument, count: strlen(argument)).map { UInt8(bitPattern: $0) })).text
        }
    }


    /// The name as text, and whether it was UTF-8 as it stands.
    static func text(of bytes: [UInt8]) -> (text: String, isUTF8: Bool) {
        var text = ""
        var isUTF8 = true
        var index = 0
        while index < bytes.count {
            let length = validSequenceLength(bytes, at: index)
            if length > 0 {
                text += String(decoding: bytes[index..<(index + length)], as: UTF8.self)
                index += length
            } else {
                text += "\\x" + String(format: "%02X", bytes[index])
                index += 1
                isUTF8 = false
            }
        }
        return (text, isUTF8)
    }

    /// The length of the well-formed UTF-8 sequence starting at `index`, or 0 (Unicode's table
    /// of well-formed byte sequences: no overlong forms, no surrogates, nothing above U+10FFFF).
    static func validSequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let (length, secondRange): (Int, ClosedRange<UInt8>) = switch lead {
        case 0x00...0x7F: (1, 0x80...0xBF)
        case 0xC2...0xDF: (2, 0x80...0xBF)
        case 0xE0: (3, 0xA0...0xBF)
        case 0xED: (3, 0x80...0x9F)
        case 0xE1...0xEF: (3, 0x80...0xBF)
        case 0xF0: (4, 0x90...0xBF)
        case 0xF4: (4, 0x80...0x8F)
        case 0xF1...0xF3: (4, 0x80...0xBF)
        default: (0, 0x80...0xBF)
        }
        guard length > 1 else { return length }
        guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { return 0 }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return 0 }
        return length
    }

    static func withCString<T>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T {
        (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { body($0) }
        }
    }

    /// The whole file at `path` (bytes), or nil when it cannot be read.
    static func contents(of path: [UInt8]) -> [UInt8]? {
        let descriptor = withCString(path) { open($0, O_RDONLY) }
        guard descriptor >= 0 else { return nil }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            // nil: an empty file.
            return Array(try handle.readToEnd() ?? Data())
        } catch {
            return nil
        }
    }
}

/// A folder's device and inode: the same folder reached through a symbolic link is recognised.
struct FileIdentity: Hashable {
    var device: UInt64
    var inode: UInt64

    init?(path: String) { self.init(fileSystemPath: Array(path.utf8)) }

    init?(fileSystemPath: [UInt8]) {
        var info = stat()
        guard FileSystemName.withCString(fileSystemPath, { stat($0, &info) }) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }

    /// What a path is once symbolic links are followed; nil when it leads nowhere.
    static func kind(followingLinksAt path: String) -> DirectoryEntries.Kind? { kind(followingLinksAt: Array(path.utf8)) }

    static func kind(followingLinksAt path: [UInt8]) -> DirectoryEntries.Kind? {
        var info = stat()
        guard FileSystemName.withCString(path, { stat($0, &info) }) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .file
        default: return .other
        }
    }
}
