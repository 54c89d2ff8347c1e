/// One level of indentation in generated code: the built-in templates are written with four
/// spaces and re-indented to the project's own style.
public enum Indentation: Sendable, Equatable, CustomStringConvertible {
    case spaces(Int)
    case tab

    public static let standard = Indentation.spaces(4)

    public var description: String {
        switch self {
        case .tab: return "tab"
        case .spaces(let width): return "\(width) spaces"
        }
    }

    var unit: String {
        switch self {
        case .tab: return "\t"
        case .spaces(let width): return String(repeating: " ", count: width)
        }
    }

    /// `tab`, `tabs` or a width of 1–8 spaces, as written in `new.indent` or `--indent`.
    public init?(setting: String) {
        switch setting.lowercased() {
        case "tab", "tabs": self = .tab
        default:
            guard let width = Int(setting), (1...8).contains(width) else { return nil }
            self = .spaces(width)
        }
    }

    /// The style most of these sources use (`nil` when they show none): tabs if most indented
    /// lines start with one, else the most common step between a line and a deeper next line.
    public static func detect(in sources: [[UInt8]]) -> Indentation? {
        var tabLines = 0, spaceLines = 0
        var steps: [Int: Int] = [:]
        for bytes in sources {
            var previous = 0
            var lineStart = 0
            while lineStart < bytes.count {
                var end = lineStart
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                var column = lineStart
                while column < end, bytes[column] == UInt8(ascii: " ") { column += 1 }
                let spaces = column - lineStart
                let first: UInt8? = column < end ? bytes[column] : nil
                if first == UInt8(ascii: "\t") {
                    tabLines += 1
                } else if let first, first != UInt8(ascii: "\r"), first != UInt8(ascii: "*") {
                    // Blank lines and block-comment continuations say nothing about the style.
                    if spaces > 0 { spaceLines += 1 }
                    if spaces > previous { steps[spaces - previous, default: 0] += 1 }
                    previous = spaces
                }
                lineStart = end + 1
            }
        }
        if tabLines > spaceLines, tabLines > 0 { return .tab }
        let candidates = steps.filter { (2...8).contains($0.key) }
        guard let best = candidates.max(by: { ($0.value, -$0.key) < ($1.value, -$1.key) }) else { return nil }
        return .spaces(best.key)
    }

    /// Re-indents text written with four-space levels; a leftover of fewer than four spaces
    /// (continuation alignment) is kept as spaces.
    func reindent(_ text: String) -> String {
        if self == .standard { return text }
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let spaces = line.prefix { $0 == " " }.count
            if spaces == 0 { lines.append(line); continue }
            let levels = String(repeating: unit, count: spaces / 4) + String(repeating: " ", count: spaces % 4)
            lines.append(Substring(levels + line.dropFirst(spaces)))
        }
        return lines.joined(separator: "\n")
    }
}
