import Foundation
import TestSupport
import XCTest

#if os(Linux)
/// Every case under `Tests/FixProof/cases`: a tiny project that type-checks (Swift 6 language
/// mode, against the SwiftUI and Combine stand-ins of Tests/CompileProof) before `mvvm lint --fix`
/// and after it, with what the fix must apply (`fixed`), hold back (`kept`) and say (`says`), and
/// the blunt fix (`blunt FROM => TO`) that the compiler rejects — so each decision is checked by
/// the compiler both ways. `\n` in a directive is a line break. `mode: 5` type-checks a case in
/// Swift 5 language mode, for code that Swift 6 would reject before any fix (an app that builds
/// in Swift 5 with minimal concurrency checking).
final class FixProofCaseTests: XCTestCase {
    struct Directive {
        enum Kind: String { case fixed, kept, blunt, says, mode }
        var kind: Kind
        var file: String
        var text: String
        var replacement: String
    }

    static let casesFolder = CorpusFiles.packageRoot + "/Tests/FixProof/cases"

    static func directives(_ path: String) throws -> [Directive] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#"), let space = line.firstIndex(of: " ") else { return nil }
            guard let kind = Directive.Kind(rawValue: String(line[..<space]).trimmingCharacters(in: CharacterSet(charactersIn: ":"))) else {
                throw NSError(domain: "FixProof", code: 1, userInfo: [NSLocalizedDescriptionKey: "unknown directive: \(line)"])
            }
            let rest = String(line[line.index(after: space)...]).replacingOccurrences(of: "\\n", with: "\n")
            if kind == .says || kind == .mode { return Directive(kind: kind, file: "", text: rest, replacement: "") }
            guard let colon = rest.range(of: ": ") else { return nil }
            let file = String(rest[..<colon.lowerBound]), body = String(rest[colon.upperBound...])
            if kind == .blunt {
                let parts = body.components(separatedBy: " => ")
                XCTAssertEqual(parts.count, 2, "blunt needs FROM => TO: \(line)")
                return Directive(kind: kind, file: file, text: parts[0], replacement: parts.count > 1 ? parts[1] : "")
            }
            return Directive(kind: kind, file: file, text: body, replacement: "")
        }
    }

    func testEveryCaseTypeChecksBeforeAndAfterAndTheBluntFixDoesNot() throws {
        let build = CompileProofPackage.build
        XCTAssertEqual(build.status, 0, build.output)
        let modules = CompileProofPackage.modules
        let helpers = try XCTUnwrap(CompileProofPackage.find(suffix: "/debug/COpenCombineHelpers.build/module.modulemap"))
        let cases = try FileManager.default.contentsOfDirectory(atPath: Self.casesFolder).sorted()
        XCTAssertGreaterThanOrEqual(cases.count, 20)
        for name in cases {
            let folder = Self.casesFolder + "/" + name
            let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }.sorted()
            let directives = try Self.directives(folder + "/expect.txt")
            XCTAssertFalse(directives.isEmpty, name)
            let project = try TemporaryDirectory()
            try project.write(".mvvm.yml", "")
            var before: [String: String] = [:]
            for file in files {
                before[file] = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
                try project.write(file, before[file]!)
            }
            let mode = directives.first { $0.kind == .mode }?.text ?? "6"
            XCTAssertTrue(["5", "6"].contains(mode), "\(name): mode is 5 or 6")
            func typeCheck() throws -> (ok: Bool, output: String) {
                let result = try ProcessRun.run("/usr/bin/env", ["swiftc", "-typecheck", "-swift-version", mode, "-I", modules,
                                                                 "-Xcc", "-fmodule-map-file=" + helpers] + files.map { project.path($0) })
                return (result.status == 0, result.output)
            }
            let start = try typeCheck()
            XCTAssertTrue(start.ok, "\(name) before --fix:\n\(start.output)")
            _ = try CLI.run(["lint", "--fix", "--no-cache"], in: project.root)
            let report = try CLI.run(["lint", "--no-cache"], in: project.root)
            var after: [String: String] = [:]
            for file in files { after[file] = try String(contentsOfFile: project.path(file), encoding: .utf8) }
            for directive in directives {
                switch directive.kind {
                case .fixed:
                    XCTAssertFalse(before[directive.file]?.contains(directive.text) ?? true, "\(name): already there before: \(directive.text)")
                    XCTAssertTrue(after[directive.file]?.contains(directive.text) ?? false,
                                  "\(name): --fix should give \(directive.file) \(directive.text)\n\(after[directive.file] ?? "")")
                case .kept:
                    XCTAssertTrue(after[directive.file]?.contains(directive.text) ?? false,
                                  "\(name): --fix should keep in \(directive.file) \(directive.text)\n\(after[directive.file] ?? "")")
                case .says:
                    XCTAssertTrue(report.output.contains(directive.text), "\(name): the lint after --fix should say \(directive.text)\n\(report.output)")
                case .blunt, .mode:
                    break
                }
            }
            let fixed = try typeCheck()
            XCTAssertTrue(fixed.ok, "\(name) after --fix:\n\(fixed.output)\n\(after.values.joined(separator: "\n----\n"))")
            for directive in directives where directive.kind == .blunt {
                let original = try XCTUnwrap(after[directive.file], name)
                XCTAssertTrue(original.contains(directive.text), "\(name): blunt FROM not in \(directive.file): \(directive.text)")
                guard let range = original.range(of: directive.text) else { continue }
                try project.write(directive.file, original.replacingCharacters(in: range, with: directive.replacement))
                XCTAssertFalse(try typeCheck().ok, "\(name): the blunt fix should not type-check: \(directive.text)")
                try project.write(directive.file, original)
            }
        }
    }
}
#endif
