import Foundation
import SwiftLexer
import SwiftOutline

// Lexes and outlines every `.swift` file under a directory and prints throughput per phase.
// The baseline phase is a plain byte scan (counting lines) over the same in-memory bytes, measured
// in the same run, so the lexer and outline figures can be read against the machine's speed.
// Usage: swift run -c release mvvm-benchmark [DIR] [--repeat N]

func swiftFiles(under root: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
    var paths: [String] = []
    while let relative = enumerator.nextObject() as? String {
        if relative.hasSuffix(".swift") { paths.append(root + "/" + relative) }
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
print("tokens: \(lexing.checksum)  declarations: \(outlining.checksum)")
