import Foundation
import MVVMLint
import MVVMRules
import TestSupport
import XCTest

/// Every example in every `Rules/<id>.md` is run through the same battery, so the documents can't
/// drift from what the rules do: findings exactly at each `↓`; none once the example is commented
/// out or turned into a string; the same columns one line lower under an emoji comment or a
/// shebang; none under `// mvvm:disable <id>`; and for fixable rules, the documented correction.
final class RuleDocumentTests: XCTestCase {
    struct Example {
        var files: [(name: String, text: String)]
        var correction: [(name: String, text: String)]?
        /// Expected findings: (file, line, column), from the `↓` markers.
        var markers: Set<String>
        var title: String
        /// A ```` ```yaml ```` block right before the example: its `.mvvm.yml`.
        var configuration: String?
    }

    struct Document {
        var id: String
        var triggering: [Example]
        var nonTriggering: [Example]
    }

    static let directory = CorpusFiles.packageRoot + "/Rules"

    static func documents() throws -> [Document] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".md") }.sorted()
        return try names.map { name in
            try parse(String(contentsOfFile: directory + "/" + name, encoding: .utf8), id: String(name.dropLast(3)))
        }
    }

    static func parse(_ text: String, id: String) throws -> Document {
        var document = Document(id: id, triggering: [], nonTriggering: [])
        var section = ""
        var block: [String]?
        var blockIsCorrection = false
        var blockIsConfiguration = false
        var pendingConfiguration: String?
        for line in text.components(separatedBy: "\n") {
            if block == nil, line.hasPrefix("## ") { section = line; continue }
            if block == nil, line.hasPrefix("```swift") || line.hasPrefix("```yaml") {
                block = []
                blockIsCorrection = line.contains("correction")
                blockIsConfiguration = line.hasPrefix("```yaml")
                continue
            }
            if var lines = block {
                if line == "```" {
                    let files = split(lines.joined(separator: "\n") + "\n")
                    if blockIsConfiguration {
                        pendingConfiguration = lines.joined(separator: "\n") + "\n"
                    } else if blockIsCorrection {
                        document.triggering[document.triggering.count - 1].correction = files
                    } else {
                        var example = example(files, title: "\(id) example at block \(document.triggering.count + document.nonTriggering.count + 1)")
                        example.configuration = pendingConfiguration
                        pendingConfiguration = nil
                        if section.hasPrefix("## Triggering") { document.triggering.append(example) }
                        if section.hasPrefix("## Non-triggering") { document.nonTriggering.append(example) }
                    }
                    block = nil
                } else {
                    lines.append(line)
                    block = lines
                }
            }
        }
        return document
    }

    /// `// file: Name.swift` lines split a block into files.
    static func split(_ text: String) -> [(name: String, text: String)] {
        var files: [(name: String, text: String)] = []
        for line in text.components(separatedBy: "\n").dropLast() {
            if line.hasPrefix("// file: ") {
                files.append((String(line.dropFirst("// file: ".count)), ""))
            } else {
                if files.isEmpty { files.append(("Example.swift", "")) }
                files[files.count - 1].text += line + "\n"
            }
        }
        return files
    }

    /// Removes the `↓` markers, remembering where each stood (1-based line, character column).
    static func example(_ files: [(name: String, text: String)], title: String) -> Example {
        var markers: Set<String> = []
        let cleaned = files.map { file -> (String, String) in
            var lines: [String] = []
            for (number, line) in file.text.components(separatedBy: "\n").enumerated() {
                var clean = ""
                for character in line {
                    if character == "↓" {
                        markers.insert("\(file.name):\(number + 1):\(clean.count + 1)")
                    } else {
                        clean.append(character)
                    }
                }
                lines.append(clean)
            }
            return (file.name, lines.joined(separator: "\n"))
        }
        return Example(files: cleaned, correction: nil, markers: markers, title: title)
    }

    /// Runs the engine over the files; returns this rule's findings as `file:line:column`, and
    /// the files' contents afterwards.
    /// Only `rule` runs, so fixes of other rules never touch the example.
    func lint(_ files: [(name: String, text: String)], rule: String, fix: Bool = false,
              configuration text: String? = nil) throws -> (found: Set<String>, after: [String]) {
        let project = try TemporaryProject(Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.text) }))
        var configuration = try text.map { try LintConfiguration.parse($0, path: project.path(".mvvm.yml"), rootDirectory: project.root) }
            ?? LintConfiguration(rootDirectory: project.root)
        // A rule of another dialect runs under its first profile unless the example picks one.
        if configuration.setKeys["profile"] == nil, let profiles = RuleRegistry.description(withID: rule)?.profiles,
           !profiles.contains(configuration.profile), let first = Profile.allCases.first(where: profiles.contains) {
            configuration.profile = first
        }
        // `unused_suppression` judges the other rules' suppressions, so it runs with all of them.
        if rule != RuleRegistry.unusedSuppression.id {
            configuration.disabledRules = Set(RuleRegistry.ids).subtracting([rule, RuleRegistry.unusedSuppression.id])
        }
        let discovered = try FileDiscovery.discover(paths: [], configuration: configuration, workingDirectory: project.root)
        let outcome = LintRun.run(files: discovered, configuration: configuration, workingDirectory: project.root, fix: fix)
        let found = Set(outcome.violations.filter { $0.rule == rule }.map { "\($0.file):\($0.line):\($0.column)" })
        let after = try files.map { try String(contentsOfFile: project.path($0.name), encoding: .utf8) }
        return (found, after)
    }

    static func transform(_ files: [(name: String, text: String)], _ change: (String) -> String) -> [(name: String, text: String)] {
        files.map { ($0.name, change($0.text)) }
    }

    func testEveryRuleHasADocumentAndEveryDocumentARule() throws {
        let ids = try Self.documents().map(\.id)
        XCTAssertEqual(Set(ids), Set(RuleRegistry.ids))
    }

    func testEveryDocumentHasEnoughExamples() throws {
        for document in try Self.documents() {
            XCTAssertGreaterThanOrEqual(document.triggering.count, 4, document.id)
            XCTAssertGreaterThanOrEqual(document.nonTriggering.count, 6, document.id)
            let fixable = RuleRegistry.description(withID: document.id)?.isFixable == true
            for example in document.triggering {
                XCTAssertFalse(example.markers.isEmpty, "\(example.title): a triggering example needs a ↓")
                XCTAssertEqual(example.correction != nil, fixable, "\(example.title): corrections go with fixable rules")
            }
        }
    }

    func testTriggeringExamplesPassTheBattery() throws {
        for document in try Self.documents() {
            for example in document.triggering {
                let title = example.title
                XCTAssertEqual(try lint(example.files, rule: document.id, configuration: example.configuration).found, example.markers, "\(title): exact markers")
                let commented = Self.transform(example.files) { $0.split(separator: "\n", omittingEmptySubsequences: false).map { "// " + $0 }.joined(separator: "\n") }
                XCTAssertEqual(try lint(commented, rule: document.id, configuration: example.configuration).found, [], "\(title): inside a comment")
                let stringed = Self.transform(example.files) { "let text = ##\"\"\"\n" + $0 + "\"\"\"##\n" }
                XCTAssertEqual(try lint(stringed, rule: document.id, configuration: example.configuration).found, [], "\(title): inside a string")
                let shifted = Set(example.markers.map { marker -> String in
                    let parts = marker.split(separator: ":")
                    return "\(parts[0]):\(Int(parts[1])! + 1):\(parts[2])"
                })
                for prefix in ["// 👋🏽 émoji first\n", "#!/usr/bin/env swift\n"] {
                    let prefixed = Self.transform(example.files) { prefix + $0 }
                    XCTAssertEqual(try lint(prefixed, rule: document.id, configuration: example.configuration).found, shifted, "\(title): under \(prefix.debugDescription)")
                }
                let disabled = Self.transform(example.files) { "// mvvm:disable \(document.id)\n" + $0 }
                XCTAssertEqual(try lint(disabled, rule: document.id, configuration: example.configuration).found, [], "\(title): under mvvm:disable")
                if let correction = example.correction {
                    let (found, after) = try lint(example.files, rule: document.id, fix: true, configuration: example.configuration)
                    XCTAssertEqual(after, correction.map(\.text), "\(title): correction")
                    // A correction that changes nothing documents a finding the fix leaves alone
                    // (it would break the build): then every finding remains, else none does.
                    let unchanged = correction.map(\.text) == example.files.map(\.text)
                    XCTAssertEqual(found, unchanged ? example.markers : [], "\(title): what is left after the fix")
                }
            }
        }
    }

    func testNonTriggeringExamplesStayQuietAndUnchanged() throws {
        for document in try Self.documents() {
            let fixable = RuleRegistry.description(withID: document.id)?.isFixable == true
            for example in document.nonTriggering {
                let (found, after) = try lint(example.files, rule: document.id, fix: fixable, configuration: example.configuration)
                XCTAssertEqual(found, [], example.title)
                XCTAssertEqual(after, example.files.map(\.text), "\(example.title): a fix must not touch it")
            }
        }
    }
}
