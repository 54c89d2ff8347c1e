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
        var name: String
        /// `.other`: a symbolic link, or a file system that does not report types — ask `stat`.
        var kind: Kind
    }

    static func read(_ path: String) -> [Entry]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var entries: [Entry] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    String(cString: $0)
                }
            }
            if name == "." || name == ".." { continue }
            // DT_DIR and DT_REG have these values on Linux and the BSDs, macOS included.
            let kind: Kind = switch entry.pointee.d_type {
            case 4: .directory
            case 8: .file
            default: .other
            }
            entries.append(Entry(name: name, kind: kind))
        }
        return entries
    }
}

/// A folder's device and inode: the same folder reached through a symbolic link is recognised.
struct FileIdentity: Hashable {
    var device: UInt64
    var inode: UInt64

    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }

    /// What a path is once symbolic links are followed; nil when it leads nowhere.
    static func kind(followingLinksAt path: String) -> DirectoryEntries.Kind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .file
        default: return .other
        }
    }
}
