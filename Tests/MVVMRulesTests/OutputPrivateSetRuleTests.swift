import MVVMRules
import SwiftLexer
import SwiftOutline
import XCTest

final class OutputPrivateSetRuleTests: XCTestCase {
    let rule = OutputPrivateSetRule()

    func testPublishedVarWithoutPrivateSetIsReportedAtTheVarKeyword() {
        let result = findings(rule, ["""
            @MainActor
            final class LoginViewModel: ObservableObject {
                @Published
                var isLoading = false
                @Published private(set) var title = ""
                @Published private var secret = 0
                @Published public internal(set) var count = 0
            }
            """])
        XCTAssertEqual(result.map { "\($0.line):\($0.column)" }, ["4:5", "7:37"])
        XCTAssertEqual(result[0].finding.message, "`isLoading` is an output the view could write; declare it `private(set)`")
        XCTAssertEqual(result[0].finding.fix, [TextEdit(range: 77..<77, replacement: "private(set) ")])
        XCTAssertNil(result[1].finding.fix, "an explicit setter access is the author's call")
    }

    func testObservableViewModelStoredVarsAreOutputs() {
        let result = findings(rule, ["""
            @Observable
            final class ProfileViewModel {
                var name = ""
                private(set) var age = 0
                let id: UUID
                var initials: String { String(name.prefix(1)) }
                static var shared = 0
            }
            """])
        XCTAssertEqual(result.map(\.line), [3])
    }

    func testViewModelRecognisedThroughConformanceInAnotherFile() {
        let result = findings(rule, [
            "final class Cart { @Published var items: [Int] = [] }",
            "extension Cart: ObservableObject {}",
            "struct CartView: View { @StateObject var cart = Cart() }",
        ])
        XCTAssertEqual(result.map(\.line), [1])
    }

    func testNonViewModelsAndCommentsAreLeftAlone() {
        let result = findings(rule, ["""
            final class Settings: NSObject { @Published var x = 1 }
            // @Published var y = 2 in a LoginViewModel comment
            let text = "class AViewModel: ObservableObject { @Published var z = 3 }"
            """])
        XCTAssertTrue(result.isEmpty)
    }
}
