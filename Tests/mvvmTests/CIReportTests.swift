import Foundation
import XCTest

/// What CI services read (issue 22): files named from the repository's root wherever the lint
/// runs, a SARIF driver with its version and the rules' documents, a clean JUnit report with a
/// test case, and no pass for a job pointed at a folder without Swift.
final class CIReportTests: XCTestCase {
    func repository() throws -> TemporaryDirectory {
        let repository = try TemporaryDirectory()
        try repository.write(".git/HEAD", "ref: refs/heads/main\n")
        try repository.write("App/.mvvm.yml", "")
        try repository.write("App/Sources/A.swift", "@MainActor class AViewModel: ObservableObject {\n    @Published var x = 0\n}\n")
        return repository
    }

    func testAnnotationsAndAlertsNameFilesFromTheRepositoryRoot() throws {
        let repository = try repository()
        let github = try CLI.run(["lint", "--reporter", "github"], in: repository.path("App/Sources"))
        XCTAssertEqual(github.status, 1, github.error)
        XCTAssertTrue(github.output.hasPrefix("::error file=App/Sources/A.swift,line=2,col=16,"), github.output)

        let sarif = try CLI.run(["lint", "--reporter", "sarif"], in: repository.path("App/Sources"))
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertNotNil(driver["version"] as? String)
        XCTAssertNil(driver["informationUri"], "no made-up web address")
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertTrue(rules.allSatisfy { $0["helpUri"] == nil })
        let help = try XCTUnwrap(rules.first { $0["id"] as? String == "output_private_set" }?["help"] as? [String: Any])
        XCTAssertTrue((help["markdown"] as? String)?.hasPrefix("# output_private_set") == true)
        let location = try XCTUnwrap(((run["results"] as? [[String: Any]])?.first?["locations"] as? [[String: Any]])?.first)
        let artifact = (location["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any]
        XCTAssertEqual(artifact?["uri"] as? String, "App/Sources/A.swift")

        let gitlab = try CLI.run(["lint", "--reporter", "gitlab"], in: repository.path("App"))
        XCTAssertTrue(gitlab.output.contains("\"path\" : \"App/Sources/A.swift\""), gitlab.output)
        let plain = try CLI.run(["lint"], in: repository.path("App/Sources"))
        XCTAssertTrue(plain.output.hasPrefix("A.swift:2:16: error:"), "terminal lines stay relative to the working folder: \(plain.output)")
    }

    func testACleanJUnitReportHasAPassingTestCase() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("A.swift", "struct A {}\n")
        let result = try CLI.run(["lint", "--reporter", "junit"], in: project.root)
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(result.output.contains("<testsuites name=\"mvvm\" tests=\"1\" failures=\"0\">"), result.output)
        XCTAssertTrue(result.output.contains("<testcase classname=\"mvvm\" name=\"lint\"/>"), result.output)
    }

    func testAFolderWithoutSwiftIsAnError() throws {
        let project = try TemporaryDirectory()
        try project.write("README.md", "no code here\n")
        try project.write("Docs/guide.md", "none here either\n")
        let whole = try CLI.run(["lint"], in: project.root)
        XCTAssertEqual(whole.status, 2, whole.error)
        XCTAssertEqual(whole.error, ".: error: no Swift file to lint here; run mvvm in the project's folder, or check `included`\n")
        let named = try CLI.run(["lint", "Docs"], in: project.root)
        XCTAssertEqual(named.status, 2, named.error)
        try project.write("A.swift", "struct A {}\n")
        XCTAssertEqual(try CLI.run(["lint"], in: project.root).status, 0)
    }

    func testAMissingBaselineSaysWhy() throws {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("A.swift", "struct A {}\n")
        let result = try CLI.run(["lint", "--baseline", "missing.json"], in: project.root)
        XCTAssertEqual(result.status, 2, result.error)
        XCTAssertEqual(result.error, "missing.json: error: cannot read baseline: no such file (write one with --write-baseline missing.json)\n")
    }
}
