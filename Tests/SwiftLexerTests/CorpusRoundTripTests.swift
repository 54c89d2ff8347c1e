import Foundation
import SwiftLexer
import TestSupport
import XCTest

/// Every `.swift` file of this package and its dependencies' checkouts must re-assemble byte
/// for byte from its tokens, and lex without a diagnostic (it is all valid Swift).
final class CorpusRoundTripTests: XCTestCase {
    func testEveryCorpusFileRoundTripsAndLexesCleanly() {
        let files = CorpusFiles.swiftFiles()
        XCTAssertGreaterThan(files.count, 100)
        var failures: [String] = []
        for path in files {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let bytes = [UInt8](data)
            let lexed = Lexer.lex(bytes)
            var rebuilt: [UInt8] = []
            rebuilt.reserveCapacity(bytes.count)
            var contiguous = true
            var offset = 0
            for token in lexed.allTokens() {
                if Int(token.start) != offset { contiguous = false }
                rebuilt += bytes[token.range]
                offset = Int(token.end)
            }
            if !contiguous || rebuilt != bytes { failures.append("\(path): does not round-trip") }
            if let first = lexed.diagnostics.first { failures.append("\(path): \(first)") }
        }
        print("round-trip: \(files.count) files, \(failures.count) failures")
        XCTAssertEqual(failures, [])
    }
}
