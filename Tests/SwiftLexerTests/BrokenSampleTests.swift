import SwiftLexer
import Testing

/// Truncated and malformed fragments, one case each: every one must lex to tokens that tile the
/// input exactly, with a diagnostic wherever the input is not complete Swift.
struct BrokenSampleTests {
    static let incomplete = [
        "\"", "\"\"\"", "#\"", "\"\\(", "/*", "#/", "`", "0x", "0b", "'a",
        "\"\\(\"\\(\"\\(", "#\"\"\"\n", "let x = \"abc", "/* /* */",
    ]
    static let complete = [
        "", "$", "#", "@", "\\(", "1e", "let x = \"\\(a)\" + #\"\\#(b)\"#", "\r\n\r", "a\u{00A0}b", "x /* \n */ y",
    ]

    @Test(arguments: incomplete)
    func incompleteInputTilesAndIsDiagnosed(_ sample: String) {
        let bytes = Array(sample.utf8)
        let lexed = Lexer.lex(bytes)
        #expect(tiles(lexed, count: bytes.count))
        #expect(!lexed.diagnostics.isEmpty)
    }

    @Test(arguments: complete)
    func completeInputTiles(_ sample: String) {
        let bytes = Array(sample.utf8)
        #expect(tiles(Lexer.lex(bytes), count: bytes.count))
    }

    private func tiles(_ lexed: LexedSource, count: Int) -> Bool {
        var offset = 0
        for token in lexed.allTokens() {
            guard Int(token.start) == offset, token.end > token.start else { return false }
            offset = Int(token.end)
        }
        return offset == count
    }
}
