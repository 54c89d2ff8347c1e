import Foundation
import SwiftLexer
import XCTest

final class FileBytesTests: XCTestCase {
    func testReadsWholeFilesOfAnySizeAndNothingForWhatIsNoFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mvvm-bytes-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for size in [0, 1, 4095, 65_536, 200_003] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            let path = folder + "/\(size).swift"
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            XCTAssertEqual(FileBytes.contents(of: path), bytes, "\(size) bytes")
            XCTAssertEqual(try SourceFile(contentsOf: path).bytes, bytes)
        }
        XCTAssertNil(FileBytes.contents(of: folder + "/missing.swift"))
        XCTAssertNil(FileBytes.contents(of: folder), "a folder is no file")
        XCTAssertThrowsError(try SourceFile(contentsOf: folder + "/missing.swift"))
    }

    /// A file that is not the size `stat` said by the time it is read (a generated file still
    /// being written) is read to its end, not cut at the old size.
    func testReadsPastTheStatSizeOfAGrowingFile() throws {
        // `/proc` files report size 0 and have content; where there is no `/proc`, nothing to show.
        guard FileManager.default.fileExists(atPath: "/proc/self/status") else { return }
        let bytes = try XCTUnwrap(FileBytes.contents(of: "/proc/self/status"))
        XCTAssertGreaterThan(bytes.count, 0)
        XCTAssertTrue(String(decoding: bytes, as: UTF8.self).contains("Name:"))
    }
}
