import Foundation

/// The subset of Markdown the rule documents use — headings, paragraphs, lists, fenced code,
/// `code` and **bold** — as HTML, escaped. Anything else stays plain text.
enum MarkdownPage {
    static func html(_ markdown: String) -> String {
        var out = "", paragraph: [String] = [], inList = false, code: [String]? = nil
        func flush() {
            if !paragraph.isEmpty { out += "<p>" + inline(paragraph.joined(separator: " ")) + "</p>\n"; paragraph = [] }
            if inList { out += "</ul>\n"; inList = false }
        }
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                if let lines = code {
                    out += "<pre><code>" + PageParts.escaped(lines.joined(separator: "\n")) + "</code></pre>\n"
                    code = nil
                } else {
                    flush()
                    code = []
                }
                continue
            }
            if code != nil { code!.append(line); continue }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { flush(); continue }
            if let level = headingLevel(trimmed) {
                flush()
                let tag = "h\(min(6, level + 2))"
                out += "<\(tag)>" + inline(String(trimmed.dropFirst(level + 1))) + "</\(tag)>\n"
            } else if trimmed.hasPrefix("- ") || trimmed.hasPrefix("* ") {
                if !paragraph.isEmpty { flush() }
                if !inList { out += "<ul>\n"; inList = true }
                out += "<li>" + inline(String(trimmed.dropFirst(2))) + "</li>\n"
            } else if inList, line.hasPrefix("  ") {
                // A list item's continuation line.
                out.removeLast("</li>\n".count)
                out += " " + inline(trimmed) + "</li>\n"
            } else {
                if inList { flush() }
                paragraph.append(trimmed)
            }
        }
        if let lines = code { out += "<pre><code>" + PageParts.escaped(lines.joined(separator: "\n")) + "</code></pre>\n" }
        flush()
        return out
    }

    private static func headingLevel(_ line: String) -> Int? {
        let hashes = line.prefix { $0 == "#" }.count
        return (1...6).contains(hashes) && line.dropFirst(hashes).first == " " ? hashes : nil
    }

    /// `code` spans and **bold**, the rest escaped.
    static func inline(_ text: String) -> String {
        var out = "", rest = Substring(text)
        while let tick = rest.firstIndex(of: "`") {
            out += bold(PageParts.escaped(String(rest[..<tick])))
            let after = rest[rest.index(after: tick)...]
            guard let close = after.firstIndex(of: "`") else { rest = rest[tick...]; break }
            out += "<code>" + PageParts.escaped(String(after[..<close])) + "</code>"
            rest = after[after.index(after: close)...]
        }
        return out + bold(PageParts.escaped(String(rest)))
    }

    /// `**bold**` pairs; an unpaired `**` stays as written.
    private static func bold(_ escaped: String) -> String {
        let parts = escaped.components(separatedBy: "**")
        guard parts.count >= 3, parts.count % 2 == 1 else { return escaped }
        return parts.enumerated().map { $0 % 2 == 1 ? "<strong>\($1)</strong>" : $1 }.joined()
    }
}
