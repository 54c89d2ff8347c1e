import Foundation
import TestSupport
import XCTest

/// The screens `mvvm new` writes, with names long enough to need wrapping, in every dialect: no
/// line past SwiftLint's 120-column `line_length`, imports in SwiftFormat's order, no blank line
/// opening a scope, `let` hoisted out of patterns — and, wrapped as they are, they still
/// type-check in Swift 6 against the stand-ins of Tests/CompileProof. (SwiftFormat itself is
/// checked by `Scripts/check-generated-style.sh`, which needs a SwiftFormat build.)
final class GeneratedStyleTests: XCTestCase {
    static let dialects: [(profile: String, extra: [String])] = [
        ("rulebook", ["--flavor", "combine"]), ("rulebook", ["--flavor", "observable"]), ("viewstate", []), ("remvvm", []),
        ("observable", []), ("inputs_outputs", ["--reactive", "combine"]), ("inputs_outputs", ["--reactive", "rxswift"]),
    ]

    func testLongNamesStayWithinTheLineLengthInTheFormattersOrderAndStillCompile() throws {
        #if os(Linux)
        let build = CompileProofPackage.build
        XCTAssertEqual(build.status, 0, build.output)
        let helpers = try XCTUnwrap(CompileProofPackage.find(suffix: "/debug/COpenCombineHelpers.build/module.modulemap"))
        #endif
        for (profile, extra) in Self.dialects {
            let label = ([profile] + extra).joined(separator: " ")
            let project = try TemporaryDirectory()
            try project.write(".mvvm.yml", "profile: \(profile)\nnew: {sources: Sources, tests: Tests}\n")
            let new = try CLI.run(["new", "ProfileSettingsAccountRecoveryDetails", "--profile", profile] + extra + [
                "--actions", "signIn(email: String, password: String),forgotPassword,select(id: Int)",
                "--responder-actions", "signedIn(user: String)", "--outputs", "title:String,isLoading:Bool",
                "--dependencies", "now:Date=Date()",
            ], in: project.root)
            XCTAssertEqual(new.status, 0, "\(label): \(new.error)")
            let files = (FileManager.default.enumerator(atPath: project.root)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".swift") }.sorted()
            XCTAssertGreaterThanOrEqual(files.count, 3, label)
            var wrapped = 0
            for file in files {
                let text = try String(contentsOfFile: project.path(file), encoding: .utf8)
                let lines = text.components(separatedBy: "\n")
                for (number, line) in lines.enumerated() {
                    XCTAssertLessThanOrEqual(line.count, 120, "\(label) \(file):\(number + 1): \(line)")
                    if number > 0, line.trimmingCharacters(in: .whitespaces).isEmpty {
                        XCTAssertFalse(lines[number - 1].hasSuffix("{"), "\(label) \(file):\(number + 1): a blank line opens a scope")
                    }
                    XCTAssertFalse(line.contains("(let "), "\(label) \(file):\(number + 1): `let` inside the pattern: \(line)")
                }
                if lines.contains(where: { $0.hasSuffix("(") || $0.hasSuffix(":") }) { wrapped += 1 }
                let modules = lines.prefix { $0.hasPrefix("import ") || $0.hasPrefix("@testable import ") }.map { $0.split(separator: " ").last! }
                XCTAssertEqual(modules, modules.sorted { $0.lowercased() < $1.lowercased() }, "\(label) \(file)")
            }
            XCTAssertGreaterThan(wrapped, 0, "\(label): nothing needed wrapping, so the test proves nothing")
            XCTAssertEqual(try CLI.run(["lint", "--quiet"], in: project.root).output, "", label)
            #if os(Linux)
            let check = try ProcessRun.run("/usr/bin/env", ["swiftc", "-typecheck", "-swift-version", "6", "-I", CompileProofPackage.modules,
                                                            "-Xcc", "-fmodule-map-file=" + helpers] + files.map { project.path($0) })
            XCTAssertEqual(check.status, 0, "\(label): \(check.output)")
            #endif
        }
    }
}
