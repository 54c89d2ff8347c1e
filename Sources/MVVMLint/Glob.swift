/// Path patterns for `included`, `excluded` and `tests`, matched against paths relative to the
/// configuration's folder: `*` and `?` within a path segment, `**` across segments, `[abc]`
/// character sets. A pattern without wildcards also matches everything beneath it, so
/// `Sources/Generated` excludes the whole folder.
public struct Glob: Sendable, Hashable {
    public let pattern: String
    private let segments: [Substring]
    private let isLiteral: Bool

    public init(_ pattern: String) {
        var trimmed = pattern
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        while trimmed.hasSuffix("/") && trimmed.count > 1 { trimmed.removeLast() }
        self.pattern = trimmed
        self.segments = trimmed.split(separator: "/", omittingEmptySubsequences: true)
        self.isLiteral = !trimmed.contains { "*?[".contains($0) }
    }

    /// Why the pattern is malformed, if it is.
    public static func problem(in pattern: String) -> String? {
        if pattern.isEmpty { return "empty pattern" }
        var depth = 0
        for character in pattern {
            if character == "[" { depth += 1 }
            if character == "]" { depth -= 1 }
            if depth < 0 || depth > 1 { return "unbalanced `[` `]`" }
        }
        return depth == 0 ? nil : "unbalanced `[` `]`"
    }

    /// Whether the relative path (or a folder above it, for literal patterns) matches.
    public func matches(_ relativePath: String) -> Bool {
        let path = relativePath.split(separator: "/", omittingEmptySubsequences: true)
        if isLiteral {
            return path.count >= segments.count && Array(path.prefix(segments.count)) == segments
        }
        return match(segments[...], path[...]) || matchPrefixFolder(path)
    }

    /// `Sources/*/Generated` also excludes files inside the matched folder.
    private func matchPrefixFolder(_ path: [Substring]) -> Bool {
        guard segments.last != "**", path.count > segments.count else { return false }
        return match(segments[...], path.prefix(segments.count)[...])
    }

    private func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        // Iterative over `**` positions with a small explicit stack (patterns are short).
        var stack = [(pattern, path)]
        while let (p, s) = stack.popLast() {
            guard let head = p.first else {
                if s.isEmpty { return true }
                continue
            }
            if head == "**" {
                let rest = p.dropFirst()
                var tail = s
                while true {
                    stack.append((rest, tail))
                    guard !tail.isEmpty else { break }
                    tail = tail.dropFirst()
                }
                continue
            }
            guard let segment = s.first, Self.matchSegment(head, segment) else { continue }
            stack.append((p.dropFirst(), s.dropFirst()))
        }
        return false
    }

    static func matchSegment(_ pattern: Substring, _ text: Substring) -> Bool {
        let p = Array(pattern), t = Array(text)
        var pi = 0, ti = 0, starP = -1, starT = 0
        while ti < t.count {
            if pi < p.count, p[pi] == "[", let close = p[pi...].firstIndex(of: "]") {
                let set = p[(pi + 1)..<close]
                let negated = set.first == "!" || set.first == "^"
                let members = negated ? set.dropFirst() : set[...]
                if members.contains(t[ti]) != negated { pi = close + 1; ti += 1; continue }
            } else if pi < p.count, p[pi] == "?" || p[pi] == t[ti] {
                pi += 1; ti += 1; continue
            } else if pi < p.count, p[pi] == "*" {
                starP = pi; starT = ti; pi += 1; continue
            }
            guard starP >= 0 else { return false }
            pi = starP + 1
            starT += 1
            ti = starT
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}
