import MVVMRules
import XCTest

/// A move `--fix` holds back says why, naming what is in the way (cwa-app-ios's developer-menu
/// view models, inside a `#if` of the file, were left unfixed without a word).
final class TypesBeforeUseMessageTests: XCTestCase {
    func testATypeInsideAConditionalBlockOfTheBodyIsHeldBackAndSaysSo() {
        let result = findings(TypesBeforeUseRule(), ["""
            final class MenuViewModel: ObservableObject {
                @Published private(set) var rows: [Row] = []
                #if DEBUG
                struct Row {}
                #endif
            }
            """]).map(\.finding)
        XCTAssertEqual(result.map(\.message), [
            "`MenuViewModel.Row` is declared below `rows`, which uses it; move it up; "
                + "`--fix` holds it back: it is declared inside a `#if` block of `MenuViewModel`",
        ])
        XCTAssertNil(result.first?.fix)
    }

    func testATypeWithASectionOfItsOwnIsHeldBackAtTheMemberOfAnotherSection() {
        let result = findings(TypesBeforeUseRule(), ["""
            final class CartViewModel: ObservableObject {
                @Published private(set) var last: Action?
                func send(_ action: Action) {}
                enum Action { case checkout }
            }
            """]).map(\.finding)
        XCTAssertEqual(result.count, 1)
        XCTAssertNil(result.first?.fix)
        XCTAssertTrue(result.first?.message.contains("`--fix` holds it back: moving it above `last` (File0.swift:2) would take it out of ") == true,
                      result.first?.message ?? "no finding")
    }

    func testAViewModelInsideAConditionalBlockOfTheFileIsFixed() {
        let result = findings(TypesBeforeUseRule(), ["""
            #if !RELEASE
            final class MenuViewModel: ObservableObject {
                @Published private(set) var rows: [Row] = []
                struct Row {}
            }
            #endif
            """]).map(\.finding)
        XCTAssertEqual(result.map(\.message), ["`MenuViewModel.Row` is declared below `rows`, which uses it; move it up"])
        XCTAssertNotNil(result.first?.fix)
    }
}
