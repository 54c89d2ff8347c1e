import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import MVVMLint
import MVVMRules
import XCTest

final class FormatReporterTests: XCTestCase {
    func violation(_ file: String, _ line: Int, _ severity: Severity = .error, message: String = "m", text: String = "@Published var x = 0") -> Violation {
        Violation(file: file, line: line, column: 5, severity: severity, rule: "output_private_set", message: message, lineText: text)
    }

    func testSARIFHasWhatGitHubCodeScanningReads() throws {
        let text = SARIFReporter().report([violation("Sources/A.swift", 3, message: "a <b> & \"c\"")])
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "mvvm")
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.map { $0["id"] as? String }, RuleRegistry.descriptions.map(\.id))
        let result = try XCTUnwrap((run["results"] as? [[String: Any]])?.first)
        XCTAssertEqual(result["ruleId"] as? String, "output_private_set")
        XCTAssertEqual(result["ruleIndex"] as? Int, RuleRegistry.ids.firstIndex(of: "output_private_set"))
        XCTAssertEqual(result["level"] as? String, "error")
        XCTAssertEqual((result["message"] as? [String: Any])?["text"] as? String, "a <b> & \"c\"")
        let location = try XCTUnwrap(((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        XCTAssertEqual((location["artifactLocation"] as? [String: Any])?["uri"] as? String, "Sources/A.swift")
        XCTAssertEqual((location["region"] as? [String: Any])?["startLine"] as? Int, 3)
        XCTAssertEqual((result["partialFingerprints"] as? [String: Any])?["mvvm/v1"] as? String,
                       Fingerprints.assign([violation("Sources/A.swift", 3)]).first)
    }

    func testFingerprintsAreUniqueForIdenticalLinesAndStableWhenLinesMove() {
        let two = [violation("A.swift", 3), violation("A.swift", 9)]
        let moved = [violation("A.swift", 13), violation("A.swift", 19)]
        XCTAssertEqual(Set(Fingerprints.assign(two)).count, 2)
        XCTAssertEqual(Fingerprints.assign(two), Fingerprints.assign(moved))
        XCTAssertNotEqual(Fingerprints.assign([violation("A.swift", 3)]), Fingerprints.assign([violation("B.swift", 3)]))
        XCTAssertEqual(Fingerprints.assign([violation("A.swift", 3)]).first?.count, 32)
    }

    func testGitLabCodeQuality() throws {
        let text = GitLabReporter().report([violation("A.swift", 3), violation("A.swift", 4, .warning)])
        let issues = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        XCTAssertEqual(issues.map { $0["severity"] as? String }, ["major", "minor"])
        XCTAssertEqual(Set(issues.compactMap { $0["fingerprint"] as? String }).count, 2)
        XCTAssertEqual(issues[0]["check_name"] as? String, "output_private_set")
        let location = try XCTUnwrap(issues[0]["location"] as? [String: Any])
        XCTAssertEqual(location["path"] as? String, "A.swift")
        XCTAssertEqual((location["lines"] as? [String: Any])?["begin"] as? Int, 3)
    }

    func testGitHubErrorsFirstEscapedAndOverflowNotice() {
        let text = GitHubReporter().report([violation("W.swift", 1, .warning), violation("a,b:c.swift", 2, message: "50% done\nnext")])
        XCTAssertEqual(text, """
            ::error file=a%2Cb%3Ac.swift,line=2,col=5,title=mvvm%3A output_private_set::50%25 done%0Anext
            ::warning file=W.swift,line=1,col=5,title=mvvm%3A output_private_set::m

            """)
        let many = (1...12).map { violation("A.swift", $0) } + [violation("A.swift", 40, .warning)]
        XCTAssertTrue(GitHubReporter().report(many).hasSuffix(
            "::notice title=mvvm::12 error(s) and 1 warning(s) found; GitHub annotates the first 10 of each, so 2 error(s) and 0 warning(s) appear only in this log\n"))
    }

    func testCheckstyleAndJUnitAreWellFormedXML() throws {
        let violations = [violation("A.swift", 3, message: "a <b> & \"c\""), violation("B.swift", 1, .warning)]
        let checkstyle = try XMLDocument(xmlString: CheckstyleReporter().report(violations))
        XCTAssertEqual(checkstyle.rootElement()?.name, "checkstyle")
        let errors = try checkstyle.nodes(forXPath: "//file/error") as? [XMLElement]
        XCTAssertEqual(errors?.count, 2)
        XCTAssertEqual(errors?.first?.attribute(forName: "message")?.stringValue, "a <b> & \"c\"")
        XCTAssertEqual(errors?.first?.attribute(forName: "source")?.stringValue, "mvvm.output_private_set")

        let junit = try XMLDocument(xmlString: JUnitReporter().report(violations))
        XCTAssertEqual(junit.rootElement()?.attribute(forName: "failures")?.stringValue, "2")
        XCTAssertEqual(try junit.nodes(forXPath: "//testsuite").count, 2)
        XCTAssertEqual(try junit.nodes(forXPath: "//testcase/failure").count, 2)
        XCTAssertNoThrow(try XMLDocument(xmlString: JUnitReporter().report([])))
    }

    func testSummaryCountsPerRuleAndFile() {
        let text = SummaryReporter().report([violation("A.swift", 1), violation("A.swift", 2, .warning), violation("B.swift", 1)])
        XCTAssertEqual(text, """
            rule                errors  warnings
            output_private_set       2         1

            file     errors  warnings
            A.swift       1         1
            B.swift       1         0

            total: 2 error(s), 1 warning(s) in 2 file(s)

            """)
        XCTAssertEqual(SummaryReporter().report([]), "No violations.\n")
    }

    /// Names and messages holding line breaks, `%`, `,`, `:` and `"` never split one finding over
    /// two lines of a line-based report, and survive every structured one.
    func testEveryReporterKeepsOneFindingInOnePiece() throws {
        let hostile = Violation(file: "Odd\nName, 100%: \"x\".swift", line: 2, column: 3, severity: .warning,
                                rule: "unused_suppression", message: "names unknown rule(s) `a\nb`, 5%: \"c\"", lineText: "x")
        let plain = violation("B.swift", 1)
        for reporter in Reporters.all {
            let text = reporter.init().report([hostile, plain])
            switch reporter.name {
            case "xcode", "github":
                XCTAssertEqual(text.split(separator: "\n").count, 2, "\(reporter.name): \(text)")
            case "summary":
                XCTAssertFalse(text.contains("Odd\nName"), text)
            case "json", "sarif", "gitlab":
                XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(text.utf8)), reporter.name)
                XCTAssertTrue(text.contains("a\\nb"), "\(reporter.name) escapes the break: \(text)")
            default:
                let document = try XMLDocument(xmlString: text)
                XCTAssertNotNil(document.rootElement(), reporter.name)
                XCTAssertTrue(text.contains("a&#10;b"), "\(reporter.name): \(text)")
            }
        }
    }

    func testEveryReporterIsListedByName() {
        XCTAssertEqual(Reporters.all.map { $0.name }, ["xcode", "json", "sarif", "checkstyle", "junit", "github", "gitlab", "summary"])
    }

    func testLineTextSurvivesInsertedLinesInARealRun() throws {
        let source = "@MainActor final class AViewModel: ObservableObject {\n    @Published var a = 0\n}\n"
        let before = try TemporaryProject(["A.swift": source])
        let after = try TemporaryProject(["A.swift": "// a new comment\n\n" + source])
        func fingerprints(_ project: TemporaryProject) throws -> [String] {
            let configuration = LintConfiguration(rootDirectory: project.root)
            let files = try FileDiscovery.discover(paths: [], configuration: configuration, workingDirectory: project.root)
            return Fingerprints.assign(LintRun.run(files: files, configuration: configuration, workingDirectory: project.root).violations)
        }
        XCTAssertEqual(try fingerprints(before), try fingerprints(after))
        XCTAssertEqual(try fingerprints(before).count, 1)
    }
}
