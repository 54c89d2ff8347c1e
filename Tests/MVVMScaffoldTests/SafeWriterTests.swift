import Foundation
@testable import MVVMScaffold
import XCTest
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Each safety rule of `mvvm new`, with a test that fails if it is breached.
final class SafeWriterTests: XCTestCase {
    private var root = ""

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("mvvm-writer-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/Sources", withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: root)
    }

    // MARK: - Paths stay in the project

    func testFoldersInsideTheProjectAreAccepted() throws {
        XCTAssertEqual(try SafeWriter.folder("Sources/Screens", base: root, root: root, option: "--sources"), root + "/Sources/Screens")
        XCTAssertEqual(try SafeWriter.folder(root + "/Sources", base: "/elsewhere", root: root, option: "--sources"), root + "/Sources")
        XCTAssertEqual(try SafeWriter.folder(".", base: root, root: root, option: "--sources"), root)
    }

    func testDotDotIsRefusedEvenWhenItWouldComeBackInside() {
        for path in ["../Other", "Sources/../../x", "Sources/../Sources"] {
            XCTAssertThrowsError(try SafeWriter.folder(path, base: root, root: root, option: "--sources")) { error in
                XCTAssertTrue("\(error)".contains("uses `..`"), "\(error)")
            }
        }
    }

    func testAbsolutePathsOutsideTheProjectAreRefused() {
        for path in ["/tmp", root + "-sibling/Sources", "/"] {
            XCTAssertThrowsError(try SafeWriter.folder(path, base: root, root: root, option: "--tests")) { error in
                XCTAssertTrue("\(error)".hasPrefix("--tests: `\(path)` is outside the project"), "\(error)")
            }
        }
    }

    func testASymbolicLinkLeadingOutsideIsRefused() throws {
        let outside = root + "-outside"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try FileManager.default.createSymbolicLink(atPath: root + "/Escape", withDestinationPath: outside)
        XCTAssertThrowsError(try SafeWriter.folder("Escape/Screens", base: root, root: root, option: "--sources")) { error in
            XCTAssertTrue("\(error)".contains("is outside the project"), "\(error)")
        }
        // A link that stays inside is fine.
        try FileManager.default.createSymbolicLink(atPath: root + "/Alias", withDestinationPath: root + "/Sources")
        XCTAssertNoThrow(try SafeWriter.folder("Alias/New", base: root, root: root, option: "--sources"))
    }

    func testALinkedFileIsNotWrittenThrough() throws {
        let outside = root + "-target.swift"
        try Data("theirs".utf8).write(to: URL(fileURLWithPath: outside))
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try FileManager.default.createSymbolicLink(atPath: root + "/Sources/A.swift", withDestinationPath: outside)
        XCTAssertThrowsError(try SafeWriter.plan([file("Sources/A.swift", "mine")], force: true)) { error in
            XCTAssertTrue("\(error)".contains("is a symbolic link"), "\(error)")
        }
        XCTAssertEqual(try String(contentsOfFile: outside, encoding: .utf8), "theirs")
    }

    // MARK: - Statuses, conflicts, --force

    func testStatusesReflectWhatIsOnDisk() throws {
        try write("Sources/Same.swift", "same\n")
        try write("Sources/Other.swift", "theirs\n")
        let plan = try SafeWriter.plan([file("Sources/New.swift", "new\n"), file("Sources/Same.swift", "same\n"),
                                        file("Sources/Other.swift", "mine\n")], force: false)
        XCTAssertEqual(plan.map(\.status), [.create, .identical, .conflict])
        XCTAssertEqual(plan.map(\.statusLine), ["create    Sources/New.swift", "identical Sources/Same.swift", "conflict  Sources/Other.swift"])
    }

    func testAConflictWritesNothingAtAll() throws {
        try write("Sources/Other.swift", "theirs\n")
        let plan = try SafeWriter.plan([file("Sources/New.swift", "new\n"), file("Sources/Other.swift", "mine\n")], force: false)
        XCTAssertThrowsError(try SafeWriter.write(plan))
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/Sources/New.swift"), "the creatable file must not be written either")
        XCTAssertEqual(try read("Sources/Other.swift"), "theirs\n")
    }

    func testForceReplacesAndKeepsTheOriginal() throws {
        try write("Sources/Other.swift", "theirs\n")
        let plan = try SafeWriter.plan([file("Sources/Other.swift", "mine\n")], force: true)
        XCTAssertEqual(plan.map(\.status), [.overwrite])
        try SafeWriter.write(plan)
        XCTAssertEqual(try read("Sources/Other.swift"), "mine\n")
        XCTAssertEqual(try read("Sources/Other.swift.orig"), "theirs\n")
    }

    func testForceNeverOverwritesAnEarlierOrig() throws {
        try write("Sources/Other.swift", "theirs\n")
        try write("Sources/Other.swift.orig", "older\n")
        XCTAssertThrowsError(try SafeWriter.plan([file("Sources/Other.swift", "mine\n")], force: true)) { error in
            XCTAssertTrue("\(error)".contains("Other.swift.orig: error: already exists"), "\(error)")
        }
        XCTAssertEqual(try read("Sources/Other.swift.orig"), "older\n")
    }

    func testForceCanKeepTheReplacedFileInAnotherFolder() throws {
        try write("Sources/Other.swift", "theirs\n")
        let keptAside = { (path: String) in path.replacingOccurrences(of: "Sources/", with: "Replaced/Sources/") }
        let plan = try SafeWriter.plan([file("Sources/Other.swift", "mine\n")], force: true, backup: keptAside)
        XCTAssertEqual(plan.map(\.backupPath), [root + "/Replaced/Sources/Other.swift"])
        try SafeWriter.write(plan)
        XCTAssertEqual(try read("Sources/Other.swift"), "mine\n")
        XCTAssertEqual(try read("Replaced/Sources/Other.swift"), "theirs\n", "the folder for it is made")
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/Sources/Other.swift.orig"))
        // And an earlier one there is never overwritten, named as the user sees it.
        try write("Sources/Other.swift", "theirs again\n")
        XCTAssertThrowsError(try SafeWriter.plan([file("Sources/Other.swift", "mine\n")], force: true, backup: keptAside)) { error in
            XCTAssertEqual("\(error)", "Replaced/Sources/Other.swift: error: already exists; move it away so --force can keep the replaced file there")
        }
    }

    func testAFolderInTheWayIsAnError() throws {
        try FileManager.default.createDirectory(atPath: root + "/Sources/A.swift", withIntermediateDirectories: true)
        XCTAssertThrowsError(try SafeWriter.plan([file("Sources/A.swift", "x")], force: true))
    }

    // MARK: - All or nothing

    func testAFailedWriteLeavesNoFileAndNoNewFolderBehind() throws {
        // `Tests` is a file, so the tests folder can't be made: by then the sources are staged.
        try write("Tests", "not a folder\n")
        let plan = try SafeWriter.plan([file("Sources/Screens/LoginView.swift", "view\n"),
                                        file("Tests/Unit/LoginViewModelTests.swift", "tests\n")], force: false)
        XCTAssertEqual(plan.map(\.status), [.create, .create])
        XCTAssertThrowsError(try SafeWriter.write(plan)) { error in
            XCTAssertTrue("\(error)".hasPrefix("Tests/Unit/LoginViewModelTests.swift: error: cannot write"), "\(error)")
            XCTAssertTrue("\(error)".hasSuffix("nothing was written"), "\(error)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/Sources/Screens"), "the folder made for the view is removed again")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root + "/Sources"), [])
        XCTAssertEqual(try read("Tests"), "not a folder\n")
    }

    func testWritingLeavesNoTemporaryFiles() throws {
        let plan = try SafeWriter.plan([file("Sources/A.swift", "a\n"), file("Sources/B.swift", "b\n")], force: false)
        try SafeWriter.write(plan)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root + "/Sources").sorted(), ["A.swift", "B.swift"])
    }

    func testAKilledRunsTemporaryIsReplacedAndTemporaryNamesStayShort() throws {
        // What a run killed between writing and renaming leaves behind: while a live run holds
        // it (locked), nothing is written; once nobody holds it, it is a killed run's.
        try write("Sources/.A.swift.mvvm~", "half a fi")
        let holder = open(root + "/Sources/.A.swift.mvvm~", O_RDONLY)
        XCTAssertEqual(flock(holder, LOCK_EX), 0)
        let plan = try SafeWriter.plan([file("Sources/A.swift", "a\n")], force: false)
        XCTAssertThrowsError(try SafeWriter.write(plan)) { error in
            XCTAssertTrue("\(error)".contains("another mvvm run is writing it"), "\(error)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/Sources/A.swift"))
        close(holder)
        try SafeWriter.write(plan)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root + "/Sources").sorted(), ["A.swift"])
        XCTAssertEqual(try read("Sources/A.swift"), "a\n")
        // The temporary is the name plus 7 bytes, so any name the file system takes still works.
        let long = String(repeating: "L", count: 240) + ".swift"
        XCTAssertEqual(SafeWriter.temporaryPath(for: root + "/" + long), root + "/." + long + ".mvvm~")
        try SafeWriter.write(try SafeWriter.plan([file(long, "l\n")], force: false))
        XCTAssertEqual(try read(long), "l\n")
    }

    // MARK: - Helpers

    private func file(_ relative: String, _ contents: String) -> (path: String, displayPath: String, contents: String) {
        (root + "/" + relative, relative, contents)
    }

    private func write(_ relative: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + relative))
    }

    private func read(_ relative: String) throws -> String {
        try String(contentsOfFile: root + "/" + relative, encoding: .utf8)
    }
}
