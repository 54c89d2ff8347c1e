import Foundation
import MVVMLint
import TestSupport
import XCTest

/// The binary `make install` ships (issue 22): built the same way — release, and on Linux with the
/// Swift runtime linked in and stripped — it runs every subcommand once on a fresh project. The
/// debug binary the other tests run cannot show what static linking breaks (`mvvm templates
/// xcode` failed there with `NSCocoaErrorDomain Code=3851` while every other test passed).
final class ShippedBinaryTests: XCTestCase {
    func testTheInstalledBinaryRunsEverySubcommand() throws {
        let root = CorpusFiles.packageRoot
        let prefix = try TemporaryDirectory()
        let install = try ProcessRun.run("/usr/bin/env", ["make", "install", "PREFIX=" + prefix.root], in: root)
        XCTAssertEqual(install.status, 0, install.output)
        let binary = prefix.path("bin/mvvm")
        #if os(Linux)
        let sections = try ProcessRun.run("/usr/bin/env", ["readelf", "-S", "-W", binary], in: root)
        XCTAssertEqual(sections.status, 0, sections.output)
        XCTAssertFalse(sections.output.contains(".debug_info") || sections.output.contains(".symtab"), "stripped: \(sections.output)")
        #endif
        let project = try TemporaryDirectory()
        XCTAssertEqual(try ProcessRun.run("/usr/bin/env", ["git", "init", "-q"], in: project.root).status, 0)
        func run(_ arguments: [String], expecting status: Int32 = 0) throws -> String {
            let result = try ProcessRun.run(binary, arguments, in: project.root)
            XCTAssertEqual(result.status, status, "mvvm \(arguments.joined(separator: " ")): \(result.output)")
            return result.output
        }
        _ = try run(["init"])
        _ = try run(["new", "Login", "--actions", "signIn"])
        _ = try run(["add", "action", "LoginViewModel", "signOut"])
        XCTAssertTrue(try run(["lint"]).contains("Linted 4 file(s)"))
        _ = try run(["lint", "--reporter", "sarif", "--reporter", "junit=report.xml"])
        _ = try run(["lint", "--reporter", "html=report.html"])
        XCTAssertTrue(try run(["map", "--format", "json"]).contains("\"id\" : \"LoginView\""))
        _ = try run(["map", "--output", "map.html"])
        XCTAssertTrue(try run(["explain", "output_private_set"]).hasPrefix("# output_private_set"))
        _ = try run(["rules", "--json"])
        _ = try run(["dump", "LoginViewModel.swift", "--roles"])
        XCTAssertTrue(try run(["templates", "xcode", "--output", "XcodeTemplates"]).contains("TemplateInfo.plist"))
        let plist = try Data(contentsOf: URL(fileURLWithPath: project.path("XcodeTemplates/MVVM Screen.xctemplate/TemplateInfo.plist")))
        XCTAssertNotNil(try PropertyListSerialization.propertyList(from: plist, format: nil) as? [String: Any])
        _ = try run(["templates", "list"])
        _ = try run(["cache", "path"])
        // The version names the commit it was built from.
        let head = try ProcessRun.run("/usr/bin/env", ["git", "rev-parse", "--short=12", "HEAD"], in: root)
        if head.status == 0 {
            let commit = head.output.trimmingCharacters(in: .whitespacesAndNewlines)
            XCTAssertTrue(try run(["version"]).hasPrefix(MVVMVersion.current + " (" + commit), "built from \(commit)")
        }
    }
}
