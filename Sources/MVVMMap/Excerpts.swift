import Foundation

/// The lines around findings, each file read once and only the lines shown decoded. Lines longer
/// than a page can show are cut: an excerpt never copies a generated file's one huge line.
public final class Excerpts {
    private let read: (String) -> [UInt8]?
    private var files: [String: (bytes: [UInt8], lineStarts: [Int])?] = [:]
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
                var starts = [0]
                for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") { starts.append(index + 1) }
                return (bytes, starts)
            }
        }
        guard let (bytes, starts) = files[file] ?? nil, line >= 1, line <= starts.count else { return nil }
        let first = max(1, line - context), last = min(starts.count, line + context)
        let shown = (first...last).map { number -> String in
            var end = number < starts.count ? starts[number] - 1 : bytes.count
            if end > starts[number - 1], bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            let start = starts[number - 1]
            let text = String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
            return text.count > Self.longestLine ? String(text.prefix(Self.longestLine)) + "…" : text
        }
        return Excerpt(firstLine: first, lines: shown)
    }
}
