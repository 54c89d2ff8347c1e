import SwiftLexer
import XCTest

/// `(kind, text)` of each significant token.
func significant(_ source: String) -> [(TokenKind, String)] {
    let file = SourceFile(text: source)
    return file.tokens.map { ($0.kind, file.text($0)) }
}

/// Compact rendering for assertions: `kind:text` joined by spaces.
func render(_ source: String) -> String {
    significant(source).map { "\($0.0):\($0.1)" }.joined(separator: " ")
}

func assertRoundTrip(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
    // Tokens that are contiguous from 0 to the end re-assemble the input byte for byte.
    var offset = 0
    for token in Lexer.lex(bytes).allTokens() {
        guard Int(token.start) == offset, token.end > token.start else {
            XCTFail("gap, overlap or empty token at \(offset)", file: file, line: line)
            return
        }
        offset = Int(token.end)
    }
    XCTAssertEqual(offset, bytes.count, "tokens stop before the end of the input", file: file, line: line)
}
