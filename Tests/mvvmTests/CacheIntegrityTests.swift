import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import MVVMLint
import XCTest

/// The fact cache may only ever give the answer `--no-cache` gives: whatever happens to the
/// files or to the cache file, a warm run reports exactly what a run without the cache reports.
final class CacheIntegrityTests: XCTestCase {
    /// A view model with two actions and a test that sends one of them: `untested_action` names
    /// the other, so what the test file's cached facts say shows in the report.
    private func makeProject() throws -> TemporaryDirectory {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("Sources/LoginViewModel.swift", """
            @MainActor final class LoginViewModel: ObservableObject {
                enum Action {
                    case signIn
                    case logOut
                }

                func send(_ action: Action) {
                    switch action {
                    case .signIn: break
                    case .logOut: break
                    }
                }
            }

            """)
        try project.write("Tests/LoginViewModelTests.swift", """
            final class LoginViewModelTests: XCTestCase {
                func testAction() { LoginViewModel().send(.signIn) }
            }

            """)
        return project
    }

    private func lint(_ project: TemporaryDirectory, cache: Bool = true) throws -> CLI.Result {
        try CLI.run(["lint", "--reporter", "json", "--cache-path", project.path("cache")] + (cache ? [] : ["--no-cache"]),
                    in: project.root)
    }

    /// Removes the findings the last run kept, so the next run reads its facts (the findings of
    /// an unchanged project would otherwise answer without them).
    private func dropFindings(_ project: TemporaryDirectory) throws {
        for file in try FileManager.default.subpathsOfDirectory(atPath: project.path("cache")) where file.hasSuffix(".findings") {
            try FileManager.default.removeItem(atPath: project.path("cache/" + file))
        }
    }

    private func cacheFile(_ project: TemporaryDirectory) throws -> String {
        let files = try FileManager.default.subpathsOfDirectory(atPath: project.path("cache")).filter { $0.hasSuffix(".facts") }
        XCTAssertEqual(files.count, 1)
        return project.path("cache/" + (files.first ?? ""))
    }

    /// `touch -r`, `cp -p`, `rsync -a`, `tar x`: the content changes, size and modification time do not.
    func testASameSizeEditWithItsModificationTimeRestoredIsSeen() throws {
        let project = try makeProject()
        let test = project.path("Tests/LoginViewModelTests.swift")
        let before = try lint(project)
        XCTAssertTrue(before.output.contains("`.logOut`"), before.output + before.error)
        let original = try modificationTime(test)
        let text = try String(contentsOfFile: test, encoding: .utf8)
        try project.write("Tests/LoginViewModelTests.swift", text.replacingOccurrences(of: ".signIn", with: ".logOut"))
        try setModificationTime(test, original)
        XCTAssertEqual(try modificationTime(test), original)
        let warm = try lint(project)
        let uncached = try lint(project, cache: false)
        XCTAssertTrue(uncached.output.contains("`.signIn`"), uncached.output)
        XCTAssertEqual(warm.output, uncached.output)
        XCTAssertEqual(warm.status, uncached.status)
    }

    /// The same, for an entry whose stamp is old enough to be trusted from `stat` alone: the
    /// change time (which no user call can set back) gives the edit away.
    func testASameSizeEditIsSeenEvenWhenTheEntryIsLongSettled() throws {
        let project = try makeProject()
        let test = project.path("Tests/LoginViewModelTests.swift")
        var past = try modificationTime(test)
        past.tv_sec -= 3600
        try setModificationTime(test, past)
        // Past the coarsest file-system clock, so the stamp is not racy and is trusted as is.
        Thread.sleep(forTimeInterval: 2.2)
        _ = try lint(project)
        XCTAssertEqual(try lint(project).output, try lint(project, cache: false).output, "warm and settled")
        let text = try String(contentsOfFile: test, encoding: .utf8)
        try project.write("Tests/LoginViewModelTests.swift", text.replacingOccurrences(of: ".signIn", with: ".logOut"))
        try setModificationTime(test, past)
        let uncached = try lint(project, cache: false)
        XCTAssertTrue(uncached.output.contains("`.signIn`"), uncached.output)
        XCTAssertEqual(try lint(project).output, uncached.output)
    }

    /// A byte flipped in the cached facts of the test file (its sent case `.signIn` read as
    /// `.signIm`) must not reach the report; a truncated cache is a miss, never a crash.
    func testATamperedOrTruncatedCacheIsAMiss() throws {
        let project = try makeProject()
        let cold = try lint(project)
        let file = try cacheFile(project)
        var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
        let sent = Array("signIn".utf8)
        let table = try XCTUnwrap(FactCacheFormat.table(bytes)).entries
        let block = try XCTUnwrap(table.first { $0.key.hasSuffix("Tests/LoginViewModelTests.swift") }?.value.block)
        let caseAt = try XCTUnwrap(firstRange(of: sent, in: bytes, from: block.lowerBound))
        XCTAssertLessThan(caseAt, block.upperBound, "the sent case is in the test file's facts")
        bytes[caseAt + sent.count - 1] = UInt8(ascii: "m")
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        try dropFindings(project)
        let tampered = try lint(project)
        XCTAssertEqual(tampered.output, cold.output, "the tampered entry is read again from the file")
        XCTAssertEqual(tampered.status, cold.status)

        let whole = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
        for length in [0, 7, whole.count / 3, whole.count / 2, whole.count - 1] {
            try Data(whole.prefix(length)).write(to: URL(fileURLWithPath: file))
            try dropFindings(project)
            let truncated = try lint(project)
            XCTAssertEqual(truncated.output, cold.output, "truncated to \(length) bytes")
            XCTAssertEqual(truncated.status, cold.status, truncated.error)
        }
    }

    /// A cache file recorded by another tool version, facts format or configuration answers
    /// nothing, even with entries whose stamps match. The entries here are poisoned (the test
    /// sends nothing) and settled: the same file under this build's identity shows the poison,
    /// which proves it is the identity that keeps them out.
    func testACacheOfAnotherVersionFormatOrConfigurationIsAMiss() throws {
        let project = try makeProject()
        _ = try lint(project)
        let uncached = try lint(project, cache: false)
        let file = try cacheFile(project)
        let written = try XCTUnwrap(FactCacheFormat.decode(Array(try Data(contentsOf: URL(fileURLWithPath: file)))))
        var poisoned = written.entries
        for (path, entry) in poisoned where path.hasSuffix("Tests/LoginViewModelTests.swift") {
            poisoned[path]!.facts.sentCases = []
            poisoned[path]!.observedAt = entry.observedAt + 3_600_000_000_000
        }
        XCTAssertNotEqual(poisoned, written.entries)
        func lintWithCache(recordedAs identity: FactCache.Identity) throws -> String {
            try Data(FactCacheFormat.encode(identity: identity, entries: poisoned)).write(to: URL(fileURLWithPath: file))
            try dropFindings(project)
            return try self.lint(project).output
        }
        let believed = try lintWithCache(recordedAs: written.identity)
        XCTAssertTrue(believed.contains("`.signIn`"), "control: this build believes its own cache")
        var other = written.identity
        other.toolVersion += "-other"
        XCTAssertEqual(try lintWithCache(recordedAs: other), uncached.output, "another version")
        other = written.identity
        other.factsFormat += 1
        XCTAssertEqual(try lintWithCache(recordedAs: other), uncached.output, "another facts format")
        other = written.identity
        other.key += "\u{0}Other/Tests"
        XCTAssertEqual(try lintWithCache(recordedAs: other), uncached.output, "another configuration")
    }

    // MARK: - Support

    private func firstRange(of needle: [UInt8], in haystack: [UInt8], from start: Int = 0) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        return (start...(haystack.count - needle.count)).first { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}

/// The modification time to the nanosecond: Foundation's `Date` would round it, and a rounded
/// time would give the edit away on its own.
func modificationTime(_ path: String) throws -> timespec {
    var info = stat()
    guard stat(path, &info) == 0 else { throw CocoaError(.fileReadNoSuchFile) }
    #if canImport(Darwin)
    return info.st_mtimespec
    #else
    return info.st_mtim
    #endif
}

/// Sets the modification time, keeping the access time (`UTIME_OMIT` is not imported on Linux).
func setModificationTime(_ path: String, _ time: timespec) throws {
    var info = stat()
    guard stat(path, &info) == 0 else { throw CocoaError(.fileReadNoSuchFile) }
    #if canImport(Darwin)
    let accessed = info.st_atimespec
    #else
    let accessed = info.st_atim
    #endif
    let times = [accessed, time]
    guard utimensat(AT_FDCWD, path, times, 0) == 0 else { throw CocoaError(.fileWriteUnknown) }
}

extension timespec: @retroactive Equatable {
    public static func == (lhs: timespec, rhs: timespec) -> Bool { lhs.tv_sec == rhs.tv_sec && lhs.tv_nsec == rhs.tv_nsec }
}
