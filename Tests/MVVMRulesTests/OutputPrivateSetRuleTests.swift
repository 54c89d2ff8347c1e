import MVVMRules
import SwiftLexer
import SwiftOutline
import XCTest

/// Runs one rule over in-memory files (the first is the one reported on; all are indexed).
func findings(_ rule: some Rule, _ sources: [String], tests: [String] = []) -> [(line: Int, column: Int, finding: Finding)] {
    let files = sources.enumerated().map { SourceFile(path: "File\($0.offset).swift", text: $0.element) }
    let testFiles = tests.enumerated().map { SourceFile(path: "Tests/File\($0.offset)Tests.swift", text: $0.element) }
    let outlines = (files + testFiles).map(SourceOutline.init)
    let facts = outlines.enumerated().map { offset, outline in
        FactExtractor.facts(of: outline, path: outline.file.path, isTestFile: offset >= files.count, actionMethods: ["send"])
    }
    let index = ProjectIndex(facts: facts)
    let context = RuleContext(outline: outlines[0], index: index, options: RuleOptions())
    return rule.findings(in: context).map { finding in
        let location = outlines[0].file.location(of: finding.offset)
        return (location.line, location.column, finding)
    }
}

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
            "final class Store { @Published var items: [Int] = [] }",
            "extension Store: ObservableObject {}",
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

final class ProjectIndexTests: XCTestCase {
    func testViewModelsBaseClassesAndTests() {
        let sources = [
            "@MainActor class BaseViewModel: ObservableObject {}",
            "final class LoginViewModel: BaseViewModel {}",
            "final class Cart: ObservableObject {}",
            "@Observable final class Feed {}",
            "struct Row {}",
            "struct Responder<A> { var send: (A) -> Void }",
        ]
        let test = "final class LoginViewModelTests: XCTestCase { func test() { let sut = LoginViewModel(); sut.send(.signIn(\"a\")); if case .done = x {} } }"
        let outlines = (sources + [test]).map { SourceOutline(SourceFile(text: $0)) }
        let facts = outlines.enumerated().map { FactExtractor.facts(of: $1, path: "\($0)", isTestFile: $0 == sources.count, actionMethods: ["send"]) }
        let index = ProjectIndex(facts: facts)
        XCTAssertEqual(index.viewModels, ["BaseViewModel", "LoginViewModel", "Cart", "Feed"])
        XCTAssertTrue(index.hasAttribute("MainActor", "LoginViewModel"), "inherited from the project base class")
        XCTAssertTrue(index.isObservationViewModel("Feed"))
        let tests = index.tests(mentioning: "LoginViewModel")
        XCTAssertEqual(tests.count, 1)
        guard tests.count == 1 else { return }
        XCTAssertEqual(tests[0].sentCases, ["signIn"])
        XCTAssertEqual(tests[0].referencedCases, ["signIn", "done"])
        XCTAssertTrue(index.tests(mentioning: "ViewModel").isEmpty, "whole tokens only")
    }

    func testTypesDeclaredInTestFilesAreNotViewModels() {
        let result = findings(OutputPrivateSetRule(), ["final class Real: ObservableObject { @Published var x = 0 }"],
                              tests: ["final class SpyViewModel: ObservableObject { @Published var y = 0 }"])
        XCTAssertEqual(result.count, 1)
        let outline = SourceOutline(SourceFile(text: "final class SpyViewModel: ObservableObject {}"))
        let facts = FactExtractor.facts(of: outline, path: "Tests/SpyTests.swift", isTestFile: true, actionMethods: ["send"])
        XCTAssertFalse(ProjectIndex(facts: [facts]).isViewModel("SpyViewModel"))
    }
}
