import Foundation

/// The layout SwiftFormat's default rules give a file, applied to what the templates render so
/// that a team formatting with it sees no churn on a new screen: the leading imports sorted by
/// module name (`sortImports`, `@testable` ones among the rest), and no blank line right after a
/// scope opens (`blankLinesAtStartOfScope`). Whole lines only: the code itself is untouched.
enum GeneratedLayout {
    static func tidy(_ text: String) -> String {
        var lines = text.components(separatedBy: "\n")
        sortLeadingImports(&lines)
        // What a multi-line string or block comment holds is content: left as written.
        let content = LineWrapping.linesInMultilineTokens(lines.joined(separator: "\n"))
        var kept: [String] = []
        for (number, line) in lines.enumerated() {
            let isBlank = line.allSatisfy { $0 == " " || $0 == "\t" }
            if isBlank, !content.contains(number), let previous = kept.last, previous.trimmingCharacters(in: .whitespaces).hasSuffix("{"),
               !previous.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                continue
            }
            kept.append(line)
        }
        return kept.joined(separator: "\n")
    }

    /// `import B` / `@testable import A` lines at the top, in order of their module.
    static func sortLeadingImports(_ lines: inout [String]) {
        func module(_ line: String) -> String? {
            let words = line.split(separator: " ")
            if words.count == 2, words[0] == "import" { return String(words[1]) }
            if words.count == 3, words[0] == "@testable", words[1] == "import" { return String(words[2]) }
            return nil
        }
        guard let first = lines.firstIndex(where: { module($0) != nil }) else { return }
        var end = first
        while end < lines.count, module(lines[end]) != nil { end += 1 }
        lines[first..<end].sort { module($0)!.lowercased() < module($1)!.lowercased() }
    }
}
