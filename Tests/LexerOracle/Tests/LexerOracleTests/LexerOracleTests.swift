import Foundation
import SwiftLexer
import SwiftParser
import SwiftSyntax
import XCTest

/// Compares our token boundaries and broad kinds with SwiftSyntax's on real Swift: mvvm's own tree
/// and the checkouts of this package and mvvm's (swift-syntax's own sources among them).
/// SwiftSyntax is the oracle only here, never in the product.
final class LexerOracleTests: XCTestCase {
    func testAgreesWithSwiftSyntaxOnRealSources() throws {
        let files = OracleCorpus.swiftFiles()
        XCTAssertGreaterThan(files.count, 100, "the corpus should hold the dependencies' sources")

        var matched = 0
        var total = 0
        var disagreements: [String] = []
        for path in files {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let bytes = [UInt8](data)
            let ours = OracleUnits.ours(bytes)
            let theirs = OracleUnits.swiftSyntax(bytes)
            let theirSet = Set(theirs)
            let common = ours.filter { theirSet.contains($0) }.count
            matched += common
            total += max(ours.count, theirs.count)
            if common < max(ours.count, theirs.count) {
                disagreements += OracleUnits.firstDisagreements(ours: ours, theirs: theirs, bytes: bytes, path: path, limit: 50)
            }
        }
        let rate = Double(matched) / Double(max(total, 1))
        print("lexer oracle: \(files.count) files, \(total) tokens, \(matched) agree with SwiftSyntax: "
            + String(format: "%.4f%%", rate * 100))
        for line in disagreements.prefix(25) { print("  " + line) }
        // Set MVVM_ORACLE_REPORT=FILE to get every disagreement.
        if let report = ProcessInfo.processInfo.environment["MVVM_ORACLE_REPORT"] {
            try disagreements.joined(separator: "\n").write(toFile: report, atomically: true, encoding: .utf8)
        }
        XCTAssertGreaterThanOrEqual(rate, 0.999, "token agreement with SwiftSyntax fell below 99.9%")
    }
}

/// Real Swift to compare on. mvvm's root is the folder above this package holding `Sources/SwiftLexer`.
enum OracleCorpus {
    static let mvvmRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Sources/SwiftLexer").path) { return url.path }
        }
        return FileManager.default.currentDirectoryPath
    }()

    /// Every `.swift` file of mvvm's tree, its checkouts and this package's (`--scratch-path
    /// .build-lexer-oracle`, as the runner builds it), fuzz seeds excluded: they are broken on purpose.
    static func swiftFiles() -> [String] {
        ["Sources", "Tests", "Benchmarks", "Examples", ".build/checkouts", ".build-lexer-oracle/checkouts"].flatMap { folder in
            let root = mvvmRoot + "/" + folder
            let walker = FileManager.default.enumerator(atPath: root)
            var paths: [String] = []
            while let relative = walker?.nextObject() as? String {
                if relative.hasSuffix(".swift"), !relative.contains("FuzzCorpus") { paths.append(root + "/" + relative) }
            }
            return paths
        }.sorted()
    }
}

/// A comparable unit: a byte range and a broad kind. Adjacent literal pieces (quotes, segments,
/// pound delimiters) merge into one unit, so both sides describe a string literal the same way.
struct OracleUnit: Hashable {
    enum Kind: String { case identifier, keyword, literal, `operator`, punctuation, comment, unknown }
    var start: Int
    var end: Int
    var kind: Kind
}

enum OracleUnits {
    static func ours(_ bytes: [UInt8]) -> [OracleUnit] {
        var units: [OracleUnit] = []
        for token in Lexer.lex(bytes).allTokens() {
            let kind: OracleUnit.Kind
            switch token.kind {
            case .whitespace, .newline: continue
            case .lineComment, .docLineComment, .blockComment, .docBlockComment, .shebang: kind = .comment
            case .identifier, .dollarIdentifier: kind = .identifier
            case .keyword, .poundKeyword: kind = .keyword
            case .integerLiteral, .floatLiteral, .stringOpen, .stringSegment, .stringClose, .regexLiteral: kind = .literal
            case .operator, .equal, .arrow: kind = .operator
            case .unknown: kind = .unknown
            default: kind = .punctuation
            }
            units.append(OracleUnit(start: Int(token.start), end: Int(token.end), kind: kind))
        }
        return mergeLiterals(units, bytes)
    }

    static func swiftSyntax(_ bytes: [UInt8]) -> [OracleUnit] {
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        var units: [OracleUnit] = []
        func addTrivia(_ trivia: Trivia, from start: Int) {
            var offset = start
            for piece in trivia {
                let length = piece.sourceLength.utf8Length
                switch piece {
                case .lineComment, .docLineComment, .blockComment, .docBlockComment:
                    units.append(OracleUnit(start: offset, end: offset + length, kind: .comment))
                default: break
                }
                offset += length
            }
        }
        for token in tree.tokens(viewMode: .sourceAccurate) {
            addTrivia(token.leadingTrivia, from: token.position.utf8Offset)
            let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = token.endPositionBeforeTrailingTrivia.utf8Offset
            if end > start {
                var unit = OracleUnit(start: start, end: end, kind: kind(of: token))
                // `10.15` in `@available`: one float literal to a lexer; the parser splits it.
                if token.parent?.is(VersionTupleSyntax.self) == true || token.parent?.is(VersionComponentSyntax.self) == true {
                    unit.kind = .literal
                }
                // `\(`, `\#(`: one unit, as our lexer reads it.
                let inSegment = token.parent?.is(ExpressionSegmentSyntax.self) == true
                var isPoundDelimiter = false
                if case .rawStringPoundDelimiter = token.tokenKind { isPoundDelimiter = true }
                if inSegment, token.tokenKind == .leftParen || isPoundDelimiter,
                   let last = units.last, last.kind == .punctuation, last.end == start,
                   bytes[last.start] == UInt8(ascii: "\\") {
                    units.removeLast()
                    unit = OracleUnit(start: last.start, end: end, kind: .punctuation)
                } else if inSegment, isPoundDelimiter {
                    unit.kind = .punctuation
                }
                units.append(unit)
            }
            addTrivia(token.trailingTrivia, from: end)
        }
        return mergeLiterals(units, bytes)
    }

    static func kind(of token: TokenSyntax) -> OracleUnit.Kind {
        switch token.tokenKind {
        case .identifier, .dollarIdentifier: return .identifier
        case .keyword:
            // Contextual keywords are identifiers to a lexer; only reserved words are keywords.
            let keyword = token.text.utf8.withContiguousStorageIfAvailable { Keyword.spelled($0) } ?? nil
            return keyword?.isReserved == true ? .keyword : .identifier
        case .wildcard: return .keyword
        case .poundIf, .poundElse, .poundElseif, .poundEndif, .poundSourceLocation, .poundAvailable, .poundUnavailable:
            return .keyword
        case .integerLiteral, .floatLiteral, .stringSegment, .stringQuote, .multilineStringQuote, .singleQuote,
             .rawStringPoundDelimiter, .regexSlash, .regexPoundDelimiter, .regexLiteralPattern:
            return .literal
        case .binaryOperator, .prefixOperator, .postfixOperator, .prefixAmpersand, .exclamationMark,
             .postfixQuestionMark, .infixQuestionMark, .leftAngle, .rightAngle, .equal, .arrow, .ellipsis:
            return .operator
        case .shebang: return .comment
        case .unknown: return .unknown
        default: return .punctuation
        }
    }

    static func mergeLiterals(_ units: [OracleUnit], _ bytes: [UInt8]) -> [OracleUnit] {
        var merged: [OracleUnit] = []
        merged.reserveCapacity(units.count)
        for unit in units {
            // Multi-line strings: SwiftSyntax keeps line indentation and escaped newlines out of
            // segments; we keep them in. Both are the same literal.
            if unit.kind == .literal, let last = merged.last, last.kind == .literal,
               bytes[last.end..<unit.start].allSatisfy({ isBlank($0) || $0 == UInt8(ascii: "\\") }),
               last.end < unit.start || !(isDigit(bytes[last.end - 1]) && isDigit(bytes[unit.start])) {
                merged[merged.count - 1].end = unit.end
            } else {
                merged.append(unit)
            }
        }
        // Trim blanks at literal edges for the same reason.
        for index in merged.indices where merged[index].kind == .literal {
            while merged[index].end > merged[index].start, isBlank(bytes[merged[index].end - 1]) || bytes[merged[index].end - 1] == UInt8(ascii: "\\") {
                merged[index].end -= 1
            }
            while merged[index].end > merged[index].start, isBlank(bytes[merged[index].start]) { merged[index].start += 1 }
        }
        return merged
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    static func firstDisagreements(ours: [OracleUnit], theirs: [OracleUnit], bytes: [UInt8], path: String, limit: Int) -> [String] {
        let theirSet = Set(theirs), ourSet = Set(ours)
        func text(_ unit: OracleUnit) -> String {
            String(decoding: bytes[unit.start..<min(unit.end, unit.start + 40)], as: UTF8.self).debugDescription
        }
        let onlyOurs = ours.filter { !theirSet.contains($0) }
        let onlyTheirs = theirs.filter { !ourSet.contains($0) }
        var lines: [String] = []
        let name = path.split(separator: "/").suffix(2).joined(separator: "/")
        for index in 0..<min(limit, max(onlyOurs.count, onlyTheirs.count)) {
            let mine = index < onlyOurs.count ? "\(onlyOurs[index].kind) \(text(onlyOurs[index])) @\(onlyOurs[index].start)" : "-"
            let other = index < onlyTheirs.count ? "\(onlyTheirs[index].kind) \(text(onlyTheirs[index])) @\(onlyTheirs[index].start)" : "-"
            lines.append("\(name): ours \(mine) | SwiftSyntax \(other)")
        }
        return lines
    }
}
