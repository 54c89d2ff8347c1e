import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What exchanging two names did.
enum SwapOutcome {
    case swapped
    /// The system or file system has no atomic exchange: the caller renames instead.
    case unsupported
    case failed(String)
}

#if !canImport(Darwin)
/// A C library function Swift's Glibc module does not declare, looked up at run time (an older
/// system may lack it: then nil).
private func systemFunction<T>(_ name: String, as type: T.Type) -> T? {
    dlsym(UnsafeMutableRawPointer(bitPattern: 0), name).map { unsafeBitCast($0, to: type) }
}

private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
/// `renameat2` (Linux 3.15, glibc 2.28).
private let renameAt2 = systemFunction("renameat2", as: RenameAt2.self)
private let exchangeFlag: UInt32 = 2  // RENAME_EXCHANGE
#endif

extension FileWriter {
    /// Exchanges the files at two names in one step, so a file that changed just before can be
    /// put back whole (`renameat2(RENAME_EXCHANGE)` on Linux, `renamex_np(RENAME_SWAP)` on macOS).
    static func swap(_ first: String, _ second: String) -> SwapOutcome {
        #if canImport(Darwin)
        if renamex_np(first, second, UInt32(RENAME_SWAP)) == 0 { return .swapped }
        #else
        guard let renameAt2 else { return .unsupported }
        if renameAt2(AT_FDCWD, first, AT_FDCWD, second, exchangeFlag) == 0 { return .swapped }
        #endif
        // EPERM: a sandbox or seccomp filter that forbids the call; a plain rename still works.
        if errno == EINVAL || errno == ENOSYS || errno == ENOTSUP || errno == EOPNOTSUPP || errno == EPERM { return .unsupported }
        return .failed(lastError())
    }
}

#if !canImport(Darwin)
/// `sys/xattr.h` is not part of Swift's Glibc module: the three calls, looked up at run time.
private typealias ListAttributes = @convention(c) (UnsafePointer<CChar>, UnsafeMutablePointer<CChar>?, Int) -> Int
private typealias GetAttribute = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int
private typealias SetAttribute = @convention(c) (Int32, UnsafePointer<CChar>, UnsafeRawPointer?, Int, Int32) -> Int32
private let listxattr = systemFunction("listxattr", as: ListAttributes.self)
private let getxattr = systemFunction("getxattr", as: GetAttribute.self)
private let fsetxattr = systemFunction("fsetxattr", as: SetAttribute.self)
#endif

/// A file's extended attributes (Finder tags, quarantine, `user.*` notes; ACLs on Linux are
/// `system.*` ones), kept across a rewrite.
enum ExtendedAttributes {
    /// Copies every extended attribute of `path` onto the open file; nil when all were kept, else why not.
    static func copy(from path: String, to descriptor: Int32) -> String? {
        for name in list(path) {
            guard let value = read(name, of: path) else { return "its extended attribute \(name) cannot be read" }
            let written = value.withUnsafeBytes { buffer -> Int32 in
                #if canImport(Darwin)
                return fsetxattr(descriptor, name, buffer.baseAddress, buffer.count, 0, 0)
                #else
                return fsetxattr?(descriptor, name, buffer.baseAddress, buffer.count, 0) ?? -1
                #endif
            }
            if written != 0 { return "its extended attribute \(name) cannot be kept (\(FileWriter.lastError()))" }
        }
        return nil
    }

    private static func list(_ path: String) -> [String] {
        #if canImport(Darwin)
        let size = listxattr(path, nil, 0, 0)
        #else
        guard let listxattr else { return [] }
        let size = listxattr(path, nil, 0)
        #endif
        guard size > 0 else { return [] }
        var buffer = [CChar](repeating: 0, count: size)
        #if canImport(Darwin)
        let count = listxattr(path, &buffer, size, 0)
        #else
        let count = listxattr(path, &buffer, size)
        #endif
        guard count > 0 else { return [] }
        return buffer[0..<count].split(separator: 0).map { String(decoding: $0.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
    }

    private static func read(_ name: String, of path: String) -> [UInt8]? {
        #if canImport(Darwin)
        let size = getxattr(path, name, nil, 0, 0, 0)
        #else
        guard let getxattr else { return nil }
        let size = getxattr(path, name, nil, 0)
        #endif
        guard size >= 0 else { return nil }
        var value = [UInt8](repeating: 0, count: size)
        #if canImport(Darwin)
        let count = getxattr(path, name, &value, size, 0, 0)
        #else
        let count = getxattr(path, name, &value, size)
        #endif
        return count == size ? value : nil
    }
}
