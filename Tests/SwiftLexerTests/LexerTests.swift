import SwiftLexer
import XCTest

final class IdentifierAndKeywordTests: XCTestCase {
    func testIdentifiersIncludingUnicodeBackticksAndDollar() {
        XCTAssertEqual(render("café π 🐶 `class` $0 $name _x"),
                       "identifier:café identifier:π identifier:🐶 identifier:`class` dollarIdentifier:$0 identifier:$name identifier:_x")
    }

    func testRawIdentifierWithSpaces() {
        XCTAssertEqual(render("func `a test`() {}").split(separator: " ")[1], "identifier:`a")
        XCTAssertEqual(significant("func `a test`() {}")[1].1, "`a test`")
    }

    func testReservedWordsAreKeywordsAndContextualWordsAreTaggedIdentifiers() {
        let file = SourceFile(text: "class var get actor some _")
        let tokens = file.tokens
        XCTAssertEqual(tokens.map(\.kind), [.keyword, .keyword, .identifier, .identifier, .identifier, .keyword])
        XCTAssertEqual(tokens.map(\.keyword), [.class, .var, .get, .actor, .some, .wildcard])
        XCTAssertTrue(Keyword.class.isReserved)
        XCTAssertTrue(Keyword.get.isContextual)
    }

    func testReservedWordsUsedAsMemberNamesAndLabelsAreIdentifiers() {
        XCTAssertEqual(render("x.default"), "identifier:x period:. identifier:default")
        XCTAssertEqual(render("f(in: a, for: b)"),
                       "identifier:f leftParen:( identifier:in colon:: identifier:a comma:, identifier:for colon:: identifier:b rightParen:)")
        XCTAssertEqual(render("func f(for value: Int)").split(separator: " ")[3], "identifier:for")
        // `self` and `init` after a dot, and the `@unknown default:` label, stay keywords.
        XCTAssertEqual(render("T.self.init"), "identifier:T period:. keyword:self period:. keyword:init")
        XCTAssertEqual(render("@unknown default:"), "atSign:@ identifier:unknown keyword:default colon::")
        XCTAssertEqual(render("switch x { default: break }").split(separator: " ")[3], "keyword:default")
    }

    func testEveryKeywordSpellingIsFoundByTheTable() {
        for keyword in Keyword.allCases where keyword != .none {
            let text = keyword.isPound ? String(keyword.text.dropFirst()) : keyword.text
            let found = Array(text.utf8).withUnsafeBufferPointer { Keyword.spelled($0) }
            if keyword.isPound {
                XCTAssertEqual(SourceFile(text: keyword.text).tokens.first?.keyword, keyword)
            } else {
                XCTAssertEqual(found, keyword, "lookup of \(text)")
            }
        }
    }
}

final class NumberTests: XCTestCase {
    func testIntegerForms() {
        XCTAssertEqual(render("0b1010 0o17 0xFF 1_000_000 42"),
                       "integerLiteral:0b1010 integerLiteral:0o17 integerLiteral:0xFF integerLiteral:1_000_000 integerLiteral:42")
    }

    func testFloatForms() {
        XCTAssertEqual(render("1.5 1.5e-3 1e10 0x1.8p3 0x1p-2"),
                       "floatLiteral:1.5 floatLiteral:1.5e-3 floatLiteral:1e10 floatLiteral:0x1.8p3 floatLiteral:0x1p-2")
    }

    func testMemberAccessOnNumbersAndTupleIndices() {
        XCTAssertEqual(render("0xff.description"), "integerLiteral:0xff period:. identifier:description")
        XCTAssertEqual(render("t.0.1"), "identifier:t period:. integerLiteral:0 period:. integerLiteral:1")
        XCTAssertEqual(render("1.foo"), "integerLiteral:1 period:. identifier:foo")
    }

    func testMalformedNumbersAreFlaggedNotSplit() {
        let file = SourceFile(text: "12abc 0b102")
        XCTAssertEqual(file.tokens.count, 2)
        XCTAssertTrue(file.tokens.allSatisfy { $0.flags.contains(.malformed) })
        XCTAssertEqual(file.lexed.diagnostics.count, 2)
    }
}

final class StringTests: XCTestCase {
    func testPlainStringWithEscapedQuote() {
        XCTAssertEqual(render(#""a\"b" x"#), #"stringOpen:" stringSegment:a\"b stringClose:" identifier:x"#)
    }

    func testInterpolationIsLexedAsCode() {
        XCTAssertEqual(render(#""a\(b + c)d""#),
                       #"stringOpen:" stringSegment:a interpolationOpen:\( identifier:b operator:+ identifier:c interpolationClose:) stringSegment:d stringClose:""#)
    }

    func testNestedStringsAndClosuresInsideInterpolation() {
        let kinds = significant(#""\(items.map { "\($0)" }.joined(separator: "(")) end""#).map(\.0)
        XCTAssertEqual(kinds.filter { $0 == .stringOpen }.count, 3)
        XCTAssertEqual(kinds.filter { $0 == .stringClose }.count, 3)
        XCTAssertEqual(kinds.filter { $0 == .interpolationOpen }.count, 2)
        XCTAssertEqual(kinds.filter { $0 == .leftBrace }.count, 1)
        XCTAssertEqual(kinds.last, .stringClose)
    }

    func testParenthesesInsideInterpolationDoNotCloseIt() {
        XCTAssertEqual(render(#""\(f(x)) y""#),
                       #"stringOpen:" interpolationOpen:\( identifier:f leftParen:( identifier:x rightParen:) interpolationClose:) stringSegment: y stringClose:""#)
    }

    func testMultilineString() {
        let source = "let s = \"\"\"\n    a \"quoted\" \"\" line\n    \"\"\"\nlet t = 1"
        let tokens = significant(source)
        XCTAssertEqual(tokens[3].0, .stringOpen)
        XCTAssertEqual(tokens[3].1, "\"\"\"")
        XCTAssertEqual(tokens[4].0, .stringSegment)
        XCTAssertEqual(tokens[5].1, "\"\"\"")
        XCTAssertEqual(tokens[6].1, "let")
    }

    func testRawStringsIgnorePlainEscapesAndInterpolation() {
        XCTAssertEqual(render(##"#"a\(b)"c"#"##), ##"stringOpen:#" stringSegment:a\(b)"c stringClose:"#"##)
        XCTAssertEqual(render(##"#"a\#(b)"#"##),
                       ##"stringOpen:#" stringSegment:a interpolationOpen:\#( identifier:b interpolationClose:) stringClose:"#"##)
        XCTAssertEqual(render(###"##"a"#b"##"###), ###"stringOpen:##" stringSegment:a"#b stringClose:"##"###)
    }

    func testRawStringHoldingTripleQuoteIsSingleLine() {
        XCTAssertEqual(render(##"x == #"""# + y"##),
                       ##"identifier:x operator:== stringOpen:#" stringSegment:" stringClose:"# operator:+ identifier:y"##)
    }

    func testUnterminatedStringEndsAtLineEnd() {
        let file = SourceFile(text: "let a = \"abc\nlet b = 1")
        let tokens = file.tokens
        XCTAssertTrue(tokens[3].flags.contains(.malformed))
        XCTAssertEqual(file.text(tokens[5]), "let")
        XCTAssertEqual(tokens[5].kind, .keyword)
        XCTAssertEqual(file.lexed.diagnostics.map(\.message), ["unterminated string literal"])
    }

    func testUnterminatedInterpolationInSingleLineStringEndsAtLineEnd() {
        let file = SourceFile(text: "let a = \"x \\(foo\nlet b = 2")
        XCTAssertTrue(file.tokens.contains { file.text($0) == "b" })
        XCTAssertEqual(file.tokens.last?.kind, .integerLiteral)
        XCTAssertFalse(file.lexed.diagnostics.isEmpty)
    }

    func testUnterminatedMultilineStringRunsToEnd() {
        let file = SourceFile(text: "let a = \"\"\"\nabc\n")
        XCTAssertEqual(file.tokens.last?.kind, .stringSegment)
        XCTAssertEqual(file.lexed.diagnostics.count, 1)
    }
}

final class RegexTests: XCTestCase {
    func testBareRegexInExpressionPosition() {
        XCTAssertEqual(render("let r = /a+b/"), "keyword:let identifier:r equal:= regexLiteral:/a+b/")
        XCTAssertEqual(render("x.firstMatch(of: /[0-9]+/)").split(separator: " ").last, "rightParen:)")
        XCTAssertTrue(render("x.firstMatch(of: /[0-9]+/)").contains("regexLiteral:/[0-9]+/"))
    }

    func testDivisionIsNotARegex() {
        XCTAssertEqual(render("a / b / c"), "identifier:a operator:/ identifier:b operator:/ identifier:c")
        XCTAssertEqual(render("(x) / 2 / y"), "leftParen:( identifier:x rightParen:) operator:/ integerLiteral:2 operator:/ identifier:y")
    }

    func testUnappliedOperatorArgumentIsNotARegex() {
        XCTAssertEqual(render("reduce(0, /)"), "identifier:reduce leftParen:( integerLiteral:0 comma:, operator:/ rightParen:)")
        XCTAssertEqual(render("foo(/, /)"), "identifier:foo leftParen:( operator:/ comma:, operator:/ rightParen:)")
    }

    func testExtendedRegexLiterals() {
        XCTAssertEqual(render("let r = #/a/b/#"), "keyword:let identifier:r equal:= regexLiteral:#/a/b/#")
        let multiline = "let r = #/\n  a+ # comment\n  b\n/#\nlet x = 1"
        let tokens = significant(multiline)
        XCTAssertEqual(tokens[3].0, .regexLiteral)
        XCTAssertEqual(tokens[3].1, "#/\n  a+ # comment\n  b\n/#")
        XCTAssertEqual(tokens[4].1, "let")
    }

    func testRegexCannotStartWithSpaceInOperatorPosition() {
        XCTAssertEqual(render("foo(a, / b /)").contains("regexLiteral"), false)
    }
}

final class CommentAndTriviaTests: XCTestCase {
    func testCommentKinds() {
        let file = SourceFile(text: "// line\n/// doc\n/* a /* nested */ b */\n/** doc */\n/**/ x")
        XCTAssertEqual(file.lexed.trivia.filter { $0.kind.isComment }.map(\.kind),
                       [.lineComment, .docLineComment, .blockComment, .docBlockComment, .blockComment])
        XCTAssertEqual(file.tokens.map { file.text($0) }, ["x"])
    }

    func testUnterminatedBlockCommentRunsToEndWithDiagnostic() {
        let file = SourceFile(text: "let a = 1 /* open /* nested */ still open")
        XCTAssertEqual(file.tokens.count, 4)
        XCTAssertEqual(file.lexed.diagnostics.map(\.message), ["unterminated block comment"])
    }

    func testShebangAndByteOrderMarkAreTrivia() {
        let file = SourceFile(path: "x", bytes: [0xEF, 0xBB, 0xBF] + Array("#!/usr/bin/env swift\nprint(1)".utf8))
        XCTAssertEqual(file.lexed.trivia.map(\.kind).prefix(2), [.whitespace, .shebang])
        XCTAssertEqual(file.text(file.tokens[0]), "print")
    }

    func testStartOfLineFlagIncludingMultilineBlockComments() {
        let file = SourceFile(text: "a b\nc /* x\n */ d /* y */ e")
        XCTAssertEqual(file.tokens.map(\.isAtStartOfLine), [true, false, true, true, false])
    }
}

final class OperatorAndPunctuationTests: XCTestCase {
    func testFixityFollowsWhitespace() {
        let file = SourceFile(text: "a+b a + b -x y! z?.w")
        let fixities = file.tokens.filter { $0.kind == .operator }.map(\.fixity)
        XCTAssertEqual(fixities, [.infix, .infix, .prefix, .postfix, .postfix])
    }

    func testPostfixQuestionAndBangAreSingleCharacters() {
        XCTAssertEqual(render("a?.b!.c"), "identifier:a operator:? period:. identifier:b operator:! period:. identifier:c")
        XCTAssertEqual(render("a ?? b"), "identifier:a operator:?? identifier:b")
    }

    func testDotOperatorsRangesArrowAndEqual() {
        XCTAssertEqual(render("0..<n a...b f() -> T x = y x == y"),
                       "integerLiteral:0 operator:..< identifier:n identifier:a operator:... identifier:b identifier:f leftParen:( rightParen:) arrow:-> identifier:T identifier:x equal:= identifier:y identifier:x operator:== identifier:y")
    }

    func testCustomAndUnicodeOperators() {
        XCTAssertEqual(render("f <*> g √x a ∘ b"), "identifier:f operator:<*> identifier:g operator:√ identifier:x identifier:a operator:∘ identifier:b")
    }

    func testCommentInsideOperatorRunEndsIt() {
        XCTAssertEqual(render("a +/* c */b"), "identifier:a operator:+ identifier:b")
    }

    func testGenericAngleBracketsLexAsOperators() {
        XCTAssertEqual(render("Responder<ResponderAction>"), "identifier:Responder operator:< identifier:ResponderAction operator:>")
    }

    func testPoundDirectivesMacrosAttributesAndKeyPaths() {
        XCTAssertEqual(render("#if os(iOS)\n#endif #Preview @MainActor \\.name"),
                       "poundKeyword:#if identifier:os leftParen:( identifier:iOS rightParen:) poundKeyword:#endif pound:# identifier:Preview atSign:@ identifier:MainActor backslash:\\ period:. identifier:name")
    }
}

final class BrokenInputTests: XCTestCase {
    func testInvalidUTF8BecomesOneUnknownTokenWithDiagnostic() {
        let bytes: [UInt8] = Array("let a = ".utf8) + [0xFF, 0xFE, 0xC3] + Array(" 1".utf8)
        let lexed = Lexer.lex(bytes)
        XCTAssertEqual(lexed.tokens.filter { $0.kind == .unknown }.count, 1)
        XCTAssertEqual(lexed.diagnostics.map(\.message), ["invalid UTF-8"])
        XCTAssertEqual(lexed.tokens.last?.kind, .integerLiteral)
        assertRoundTrip(bytes)
    }

    func testNulByteIsAnErrorToken() {
        let bytes: [UInt8] = [0x61, 0x00, 0x62]
        let lexed = Lexer.lex(bytes)
        XCTAssertEqual(lexed.tokens.map(\.kind), [.identifier, .unknown, .identifier])
        XCTAssertEqual(lexed.diagnostics.map(\.message), ["NUL character in source"])
    }

    func testTruncatedMultibyteAtEndOfInput() {
        let bytes: [UInt8] = Array("let é".utf8).dropLast()
        assertRoundTrip(bytes)
        XCTAssertEqual(Lexer.lex(bytes).tokens.last?.kind, .unknown)
    }
}

final class LineTableTests: XCTestCase {
    func testLineEndingsAndScalarColumns() {
        let file = SourceFile(text: "a\r\nb\rc\n// 👋🏽 x\nd")
        XCTAssertEqual(file.lines.count, 5)
        XCTAssertEqual(file.location(of: 3), SourceLocation(line: 2, column: 1))
        XCTAssertEqual(file.location(of: 5), SourceLocation(line: 3, column: 1))
        let xOffset = Array("a\r\nb\rc\n// 👋🏽 ".utf8).count
        XCTAssertEqual(file.location(of: xOffset), SourceLocation(line: 4, column: 6))
    }
}
