import Foundation

/// The lines around findings, each file read once. Lines longer than a page can show are cut:
/// an excerpt never copies a minified or generated file's one huge line.
public final class Excerpts {
    private let read: (String) -> [UInt8]?
    private var files: [String: [Substring]?] = [:]
    /// Lines shown before and after the finding's own.
    public let context: Int
    static let longestLine = 400

    /// `read` gives a file's bytes by the path findings name.
    public init(context: Int = 2, read: @escaping (String) -> [UInt8]?) {
        self.context = context
        self.read = read
    }

    public func around(file: String, line: Int) -> Excerpt? {
        if files[file] == nil {
            files[file] = read(file).map { bytes in
                String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            }
        }
        guard let lines = files[file] ?? nil, line >= 1, line <= lines.count else { return nil }
        let first = max(1, line - context), last = min(lines.count, line + context)
        let shown = lines[(first - 1)..<last].map { text -> String in
            let trimmed = text.hasSuffix("\r") ? text.dropLast() : text
            return trimmed.count > Self.longestLine ? String(trimmed.prefix(Self.longestLine)) + "…" : String(trimmed)
        }
        return Excerpt(firstLine: first, lines: shown)
    }
}
