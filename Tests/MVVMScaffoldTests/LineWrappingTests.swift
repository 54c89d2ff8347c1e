@testable import MVVMScaffold
import XCTest

/// Wrapping long generated lines (a project's own templates included) splits code only: what a
/// multi-line string or a block comment holds is content, and stays as written.
final class LineWrappingTests: XCTestCase {
    private let long = String(repeating: "x", count: 60)

    func testACallUnfoldsOneArgumentALine() {
        let line = "        let result = compute(first: \(long), second: \(long), third: [1, 2])"
        XCTAssertEqual(LineWrapping.wrap(line, unit: "    "), """
                    let result = compute(
                        first: \(long),
                        second: \(long),
                        third: [1, 2]
                    )
            """)
    }

    func testAParametersGenericArgumentsStayOnItsLine() {
        let line = "    func onNext(for state: State, action: \(long), interceptor: Interceptor<\(long), State>, dispatcher: Dispatcher) {"
        XCTAssertEqual(LineWrapping.wrap(line, unit: "    "), """
                func onNext(
                    for state: State,
                    action: \(long),
                    interceptor: Interceptor<\(long), State>,
                    dispatcher: Dispatcher
                ) {
            """)
        let comparison = "        let kept = values.filter(first: a < b, second: \(long), third: c > d, fourth: \(long))"
        XCTAssertEqual(LineWrapping.wrap(comparison, unit: "    ").split(separator: "\n").count, 6, "a comparison's `<` opens nothing")
    }

    func testMultilineStringsAndBlockCommentsAreLeftAsWritten() {
        let text = """
            let message = \"\"\"
                Call compute(first: \(long), second: \(long)) to see it.
                \"\"\"
            /* compute(first: \(long), second: \(long)) is the old way */
            /*
             compute(first: \(long), second: \(long))
             */
            """
        XCTAssertEqual(LineWrapping.wrap(text, unit: "    "), text)
    }

    func testACommentFlowsUnderItsPrefix() {
        let words = Array(repeating: "word", count: 40).joined(separator: " ")
        let wrapped = LineWrapping.wrap("    /// " + words, unit: "    ").components(separatedBy: "\n")
        XCTAssertGreaterThan(wrapped.count, 1)
        XCTAssertTrue(wrapped.allSatisfy { $0.hasPrefix("    /// ") && $0.count <= 120 }, "\(wrapped)")
        XCTAssertEqual(wrapped.map { $0.dropFirst(8) }.joined(separator: " "), words)
    }

    func testTheFormattersLayoutLeavesStringContentAlone() {
        let text = """
            import SwiftUI
            import Combine

            struct Page {

                let css = \"\"\"
                    body {

                    }
                    \"\"\"
            }
            """
        XCTAssertEqual(GeneratedLayout.tidy(text), """
            import Combine
            import SwiftUI

            struct Page {
                let css = \"\"\"
                    body {

                    }
                    \"\"\"
            }
            """)
    }
}
