import Foundation
import SwiftLexer
import SwiftOutline

// Lexes and outlines every `.swift` file under a directory and prints throughput per phase.
// The baseline phase is a plain byte scan (counting lines) over the same in-memory bytes, measured
// in the same run, so the lexer and outline figures can be read against the machine's speed.
// Usage: swift run -c release mvvm-benchmark [DIR] [--repeat N]
//        swift run -c release mvvm-benchmark --pathological
// The second form times lexer + outline (+ body readers) on hostile inputs at size n and 2n:
// a ratio near 2 shows linear time.

func swiftFiles(under root: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
    var paths: [String] = []
    while let relative = enumerator.nextObject() as? String {
        // Folders can be named like files (`GRDB.swift`): only regular files count.
        if relative.hasSuffix(".swift"), enumerator.fileAttributes?[.type] as? FileAttributeType == .typeRegular {
            paths.append(root + "/" + relative)
        }
    }
    return paths.sorted()
}

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

var arguments = Array(CommandLine.arguments.dropFirst())
nonisolated(unsafe) var repeats = 5
if let index = arguments.firstIndex(of: "--repeat"), index + 1 < arguments.count {
    repeats = Int(arguments[index + 1]) ?? repeats
    arguments.removeSubrange(index...index + 1)
}
if arguments.contains("--pathological") {
    runPathological()
    exit(0)
}
let root = arguments.first ?? ".build/checkouts"
let paths = swiftFiles(under: root)
guard !paths.isEmpty else {
    FileHandle.standardError.write("mvvm-benchmark: no .swift files under \(root)\n".data(using: .utf8)!)
    exit(2)
}

let readStart = now()
let contents: [[UInt8]] = paths.map { [UInt8](FileManager.default.contents(atPath: $0) ?? Data()) }
let readSeconds = now() - readStart
let totalBytes = contents.reduce(0) { $0 + $1.count }
let megabytes = Double(totalBytes) / 1_000_000

/// Best of `repeats` runs: the least disturbed measurement of the same work.
func measure(_ body: () -> Int) -> (seconds: Double, checksum: Int) {
    var best = Double.infinity
    var checksum = 0
    for _ in 0..<repeats {
        let start = now()
        checksum = body()
        best = min(best, now() - start)
    }
    return (best, checksum)
}

let baseline = measure {
    var lines = 0
    for bytes in contents { for byte in bytes where byte == 0x0A { lines += 1 } }
    return lines
}
let lines = baseline.checksum
let lexing = measure {
    var count = 0
    for bytes in contents { count += Lexer.lex(bytes).tokens.count }
    return count
}
let outlining = measure {
    var count = 0
    for bytes in contents {
        count += SourceOutline(SourceFile(path: "", bytes: bytes)).declarations.count
    }
    return count
}
let bodies = measure {
    var count = 0
    for bytes in contents {
        count += walkAllBodies(SourceOutline(SourceFile(path: "", bytes: bytes)))
    }
    return count
}

func row(_ name: String, _ seconds: Double) -> String {
    let mbps = megabytes / seconds
    let linesPerSecond = Double(lines) / seconds
    return name.padding(toLength: 22, withPad: " ", startingAt: 0)
        + String(format: "%8.3f s %9.1f MB/s %12.0f lines/s", seconds, mbps, linesPerSecond)
}

print("files: \(paths.count)  lines: \(lines)  size: \(String(format: "%.1f", megabytes)) MB  (\(root), best of \(repeats), one core)")
print(row("read files (once)", readSeconds))
print(row("baseline: byte scan", baseline.seconds))
print(row("lex", lexing.seconds))
print(row("lex + outline", outlining.seconds))
print(row("  + every body read", bodies.seconds))
print("tokens: \(lexing.checksum)  declarations: \(outlining.checksum)  statements + chains: \(bodies.checksum)")

/// Reads every function and accessor body with the statement, switch and chain readers, as
/// rules will; returns how many statements and chains it found.
func walkAllBodies(_ outline: SourceOutline) -> Int {
    var count = 0
    for declaration in outline.declarations where !declaration.kind.isType {
        var bodies = declaration.body.map { [$0] } ?? []
        bodies += declaration.bindings.compactMap(\.accessors)
        for body in bodies {
            for statement in outline.statements(in: body) {
                count += 1
                if statement.kind == .switch, let index = statement.tokens.first(where: { outline.tokens[$0].keyword == .switch }) {
                    count += outline.switchStatement(at: index)?.cases.count ?? 0
                }
            }
            count += outline.postfixChains(in: body).count
        }
    }
    return count
}

/// Lexes, outlines and walks every body of `text`; returns the time taken.
func timeFullRead(_ text: String) -> Double {
    let bytes = Array(text.utf8)
    let start = now()
    let file = SourceFile(path: "pathological.swift", bytes: bytes)
    _ = walkAllBodies(SourceOutline(file))
    return now() - start
}

func runPathological() {
    let shapes: [(String, (Int) -> String)] = [
        ("one line, n x 30 bytes", { String(repeating: "let x = foo(bar, \"baz\") + 1; ", count: $0) }),
        ("n nested {( )}", { "func f() {" + String(repeating: "{(", count: $0) + String(repeating: ")}", count: $0) + "}" }),
        ("n nested struct bodies", { String(repeating: "struct S {", count: $0) + String(repeating: "}", count: $0) }),
        ("n nested interpolations", { String(repeating: "\"\\(", count: $0) + String(repeating: ")\"", count: $0) }),
        ("n unterminated strings", { String(repeating: "\"open\n", count: $0) + String(repeating: "\"a \\(", count: $0) }),
        ("n unterminated comments", { String(repeating: "/* ", count: $0) }),
        ("n nested closures in body", { "func f() {" + String(repeating: "a { ", count: $0) + String(repeating: "} ", count: $0) + "}" }),
    ]
    let n = 100_000
    print("pathological inputs: time at n = \(n) and 2n (best of \(repeats)); ratio ~2 means linear")
    for (name, make) in shapes {
        let small = make(n), large = make(2 * n)
        var best = (Double.infinity, Double.infinity)
        for _ in 0..<repeats {
            best.0 = min(best.0, timeFullRead(small))
            best.1 = min(best.1, timeFullRead(large))
        }
        print(name.padding(toLength: 28, withPad: " ", startingAt: 0)
            + String(format: "%8.4f s %8.4f s  ratio %.2f", best.0, best.1, best.1 / best.0))
    }
}
