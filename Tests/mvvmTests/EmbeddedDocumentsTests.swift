import Foundation
@testable import MVVMRules
import MVVMScaffold
import TestSupport
import XCTest

/// The committed Sources/*/Embedded*.swift hold exactly today's Rules/ and Templates/.
final class EmbeddedDocumentsTests: XCTestCase {
    func testCommittedEmbeddingsMatchTheDocuments() throws {
        let root = CorpusFiles.packageRoot
        let recording = ProcessInfo.processInfo.environment["MVVM_RECORD_EMBEDDED"] == "1"
        for embedding in EmbeddedDocuments.all {
            let expected = try embedding.render(root: root)
            let path = root + "/" + embedding.output
            if recording { try expected.write(toFile: path, atomically: true, encoding: .utf8) }
            let committed = try String(contentsOfFile: path, encoding: .utf8)
            XCTAssertTrue(committed == expected,
                          "\(embedding.output) is out of date with \(embedding.folder)/: run MVVM_RECORD_EMBEDDED=1 swift test --filter EmbeddedDocumentsTests")
        }
    }

    /// The compiled-in text is each document byte for byte, whatever quotes and pounds it holds.
    func testEveryDocumentRoundTripsThroughItsLiteral() throws {
        let root = CorpusFiles.packageRoot
        let rules = try FileManager.default.contentsOfDirectory(atPath: root + "/Rules").filter { $0.hasSuffix(".md") }
        XCTAssertGreaterThan(rules.count, 10)
        XCTAssertEqual(Set(EmbeddedRuleDocuments.files.keys), Set(rules))
        for rule in rules {
            XCTAssertEqual(EmbeddedRuleDocuments.files[rule], try String(contentsOfFile: root + "/Rules/" + rule, encoding: .utf8), rule)
        }
        XCTAssertGreaterThanOrEqual(TemplateSet.builtIn.count, 8)
        for (path, text) in TemplateSet.builtIn {
            XCTAssertEqual(text, try String(contentsOfFile: root + "/Templates/" + path, encoding: .utf8), path)
        }
    }
}
