@testable import MVVMScaffold
import XCTest

final class IndentationTests: XCTestCase {
    func testDetectsTheProjectsStyle() {
        let twoSpaces = "struct A {\n  var b: Int\n  func c() {\n    d()\n  }\n}\n"
        let fourSpaces = "struct A {\n    var b: Int\n    func c() {\n        d()\n    }\n}\n"
        let tabs = "struct A {\n\tvar b: Int\n\tfunc c() {\n\t\td()\n\t}\n}\n"
        XCTAssertEqual(Indentation.detect(in: [Array(twoSpaces.utf8)]), .spaces(2))
        XCTAssertEqual(Indentation.detect(in: [Array(fourSpaces.utf8)]), .spaces(4))
        XCTAssertEqual(Indentation.detect(in: [Array(tabs.utf8)]), .tab)
        XCTAssertEqual(Indentation.detect(in: [Array(fourSpaces.utf8), Array(fourSpaces.utf8), Array(twoSpaces.utf8)]), .spaces(4), "the majority wins")
        XCTAssertNil(Indentation.detect(in: [Array("let a = 1\n".utf8)]), "nothing indented: no opinion")
    }

    func testDocCommentContinuationsAndBlankLinesDoNotCount() {
        let text = "/**\n * Doc\n */\nstruct A {\n\n    var b: Int\n}\n"
        XCTAssertEqual(Indentation.detect(in: [Array(text.utf8)]), .spaces(4))
    }

    func testReindentKeepsAlignmentRemainders() {
        let text = "a {\n    b(\n      c)\n        d\n}"
        XCTAssertEqual(Indentation.tab.reindent(text), "a {\n\tb(\n\t  c)\n\t\td\n}")
        XCTAssertEqual(Indentation.spaces(2).reindent(text), "a {\n  b(\n    c)\n    d\n}")
        XCTAssertEqual(Indentation.standard.reindent(text), text)
    }

    func testSettings() {
        XCTAssertEqual(Indentation(setting: "tab"), .tab)
        XCTAssertEqual(Indentation(setting: "Tabs"), .tab)
        XCTAssertEqual(Indentation(setting: "2"), .spaces(2))
        XCTAssertNil(Indentation(setting: "0"))
        XCTAssertNil(Indentation(setting: "wide"))
    }
}
