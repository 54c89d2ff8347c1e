/// A unified diff of two texts by lines (Myers' algorithm: time grows with the lines changed,
/// which for `mvvm add` are a handful), for `--dry-run`.
public enum LineDiff {
    public static func unified(_ old: String, _ new: String, path: String, context: Int = 3) -> String {
        let a = lines(old), b = lines(new)
        let script = editScript(a, b)
        // Hunks: runs of changes with `context` lines around them, merged when they touch.
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        var index = 0
        while index < script.count {
            guard script[index].kind != .same else { index += 1; continue }
            var start = max(0, index - context)
            var end = index
            while end < script.count {
                if script[end].kind != .same { end += 1; continue }
                var run = end
                while run < script.count, script[run].kind == .same { run += 1 }
                if run < script.count, run - end <= 2 * context { end = run; continue }
                end = min(script.count, end + context)
                break
            }
            start = max(start, 0)
            let hunk = script[start..<end]
            let oldStart = hunk.first { $0.kind != .insert }?.oldLine ?? (hunk.first?.oldLine ?? 0)
            let newStart = hunk.first { $0.kind != .delete }?.newLine ?? (hunk.first?.newLine ?? 0)
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            output += "@@ -\(oldStart + 1),\(oldCount) +\(newStart + 1),\(newCount) @@\n"
            for step in hunk {
                switch step.kind {
                case .same: output += " " + a[step.oldLine] + "\n"
                case .delete: output += "-" + a[step.oldLine] + "\n"
                case .insert: output += "+" + b[step.newLine] + "\n"
                }
            }
            index = end
        }
        return output
    }

    struct Step {
        enum Kind { case same, delete, insert }
        var kind: Kind
        /// The line in the old text (for `insert`: the old line it comes before).
        var oldLine: Int
        /// The line in the new text (for `delete`: the new line it comes before).
        var newLine: Int
    }

    static func lines(_ text: String) -> [Substring] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false)
        if result.last == "" { result.removeLast() }
        return result
    }

    /// The shortest edit script turning `a` into `b`.
    static func editScript(_ a: [Substring], _ b: [Substring]) -> [Step] {
        let n = a.count, m = b.count, max = n + m
        var v = [Int](repeating: 0, count: 2 * max + 2)
        var trace: [[Int]] = []
        var found = false
        for d in 0...max {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x = (k == -d || (k != d && v[max + k - 1] < v[max + k + 1])) ? v[max + k + 1] : v[max + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                v[max + k] = x
                if x >= n, y >= m { found = true; break }
            }
            if found { break }
        }
        // Walk back through the saved frontiers.
        var steps: [Step] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && v[max + k - 1] < v[max + k + 1])) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : v[max + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1; y -= 1
                steps.append(Step(kind: .same, oldLine: x, newLine: y))
            }
            if d > 0 {
                if x == previousX {
                    steps.append(Step(kind: .insert, oldLine: x, newLine: y - 1))
                } else {
                    steps.append(Step(kind: .delete, oldLine: x - 1, newLine: y))
                }
            }
            x = previousX; y = previousY
        }
        return steps.reversed()
    }
}
