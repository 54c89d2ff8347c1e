import Foundation
import TestSupport
import XCTest

/// The pages in a real browser (issue 23): headless Chromium opens `mvvm map`'s page and the
/// `html` lint report from `file://` and checks them as a person would (Tests/Browser/check_pages.py:
/// no console errors, every screen drawn, a click shows actions with their test status, filters
/// and search work). Needs Debian's `chromium` and `chromium-driver` and Selenium from PyPI, which
/// `.ci/run` installs; without them these tests fail, never pass.
/// `MVVM_RECORD_SCREENSHOTS=1` writes the example app's screenshots to Documentation/ for the README.
final class PageBrowserTests: XCTestCase {
    static let checker = CorpusFiles.packageRoot + "/Tests/Browser/check_pages.py"

    func check(_ kind: String, page: String, data: String, screenshot: String) throws {
        let result = try ProcessRun.run("/usr/bin/env", ["python3", Self.checker, kind, page, data, screenshot])
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertFalse(result.output.contains("FAIL"), result.output)
        XCTAssertTrue(FileManager.default.fileExists(atPath: screenshot), "a screenshot was saved: \(result.output)")
    }

    func pages(of project: String, into folder: TemporaryDirectory) throws {
        let map = try CLI.run(["map", "--output", folder.path("map.html")], in: project)
        XCTAssertEqual(map.status, 0, map.error)
        let json = try CLI.run(["map", "--format", "json", "--output", folder.path("map.json")], in: project)
        XCTAssertEqual(json.status, 0, json.error)
        let lint = try CLI.run(["lint", "--reporter", "html=" + folder.path("report.html"), "--reporter", "json=" + folder.path("report.json")],
                               in: project)
        XCTAssertNotEqual(lint.status, 2, lint.error)
    }

    func testTheExampleAppsMapAndReportInABrowser() throws {
        let folder = try TemporaryDirectory()
        try pages(of: CorpusFiles.packageRoot + "/Examples/TodoApp", into: folder)
        try check("map", page: folder.path("map.html"), data: folder.path("map.json"), screenshot: folder.path("map.png"))
        try check("report", page: folder.path("report.html"), data: folder.path("report.json"), screenshot: folder.path("report.png"))
        if ProcessInfo.processInfo.environment["MVVM_RECORD_SCREENSHOTS"] == "1" {
            for name in ["map.png", "report.png"] {
                let target = CorpusFiles.packageRoot + "/Documentation/" + name
                try? FileManager.default.removeItem(atPath: target)
                try FileManager.default.copyItem(atPath: folder.path(name), toPath: target)
            }
        }
    }

    func testThreeHundredScreensInSixModules() throws {
        let project = try TemporaryDirectory()
        try GeneratedApp.write(screens: 300, modules: 6, into: project)
        let folder = try TemporaryDirectory()
        try pages(of: project.root, into: folder)
        let map = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder.path("map.json")))) as? [String: Any])
        XCTAssertEqual((map["screens"] as? [Any])?.count, 300)
        XCTAssertEqual((map["modules"] as? [Any])?.count, 6)
        let totals = try XCTUnwrap(map["totals"] as? [String: Int])
        XCTAssertEqual(totals["untestedActions"], 100, "every third view model's refresh")
        try check("map", page: folder.path("map.html"), data: folder.path("map.json"), screenshot: folder.path("map.png"))
        try check("report", page: folder.path("report.html"), data: folder.path("report.json"), screenshot: folder.path("report.png"))
    }
}
