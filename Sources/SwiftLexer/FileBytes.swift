#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A file's bytes, read straight into one array (`open`/`fstat`/`read`): through Foundation's
/// `Data` every file was read into one buffer and copied into another, a twentieth of a cold lint.
public enum FileBytes {
    /// The whole file, to its end as it is when read (it may have grown or shrunk since `fstat`);
    /// nil when it cannot be opened or read (a folder, no permission).
    public static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        // One byte more than its size: a file that kept its size ends in one short read.
        let capacity = max(Int(info.st_size), 0) + 1
        var failed = false, grew = false
        var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            while count < capacity {
                let got = read(descriptor, buffer.baseAddress! + count, capacity - count)
                if got < 0, errno == EINTR { continue }
                if got < 0 { failed = true; return }
                if got == 0 { return }
                count += got
            }
            grew = true
        }
        // Only a file that grew since `fstat` reads on: a chunk allocated for every file was a
        // 64 KB fill per file, a thirtieth of a cold lint.
        var chunk = grew ? [UInt8](repeating: 0, count: 65_536) : []
        while grew, !failed {
            let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if got < 0, errno == EINTR { continue }
            if got < 0 { failed = true } else if got == 0 { grew = false } else { bytes += chunk[0..<got] }
        }
        return failed ? nil : bytes
    }
}
