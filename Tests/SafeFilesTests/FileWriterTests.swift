import Foundation
import SafeFiles
import XCTest
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

final class FileWriterTests: XCTestCase {
    var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "FileWriterTests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder)
        try? FileManager.default.removeItem(atPath: folder)
    }

    func write(_ name: String, _ text: String, mode: Int = 0o644) throws -> String {
        let path = folder + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        return path
    }

    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    func entries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    func reason(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch let error as FileWriteError {
            return error.reason
        } catch {
            return "\(error)"
        }
    }

    func testReplaceKeepsModeAndLeavesNoTemporary() throws {
        let path = try write("A.swift", "old", mode: 0o640)
        try FileWriter.replace(path, expecting: Array("old".utf8), with: Array("new".utf8))
        XCTAssertEqual(read(path), "new")
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o640)
        XCTAssertEqual(try entries(), ["A.swift"])
    }

    func testReplaceRefusesAFileChangedSinceItWasRead() throws {
        let path = try write("A.swift", "saved by the editor")
        let why = reason { try FileWriter.replace(path, expecting: Array("what mvvm read".utf8), with: Array("fixed".utf8)) }
        XCTAssertEqual(why?.hasPrefix("changed since mvvm read it"), true)
        XCTAssertEqual(read(path), "saved by the editor")
        XCTAssertEqual(try entries(), ["A.swift"])
    }

    func testReplaceRefusesHardLinkedFilesAndKeepsEveryName() throws {
        let path = try write("A.swift", "old")
        XCTAssertEqual(link(path, folder + "/B.swift"), 0)
        let why = reason { try FileWriter.replace(path, expecting: Array("old".utf8), with: Array("new".utf8)) }
        XCTAssertEqual(why?.hasPrefix("has 2 hard links"), true)
        XCTAssertEqual(read(path), "old")
        XCTAssertEqual(read(folder + "/B.swift"), "old")
    }

    func testReplaceLeavesReadOnlyFilesAlone() throws {
        let path = try write("A.swift", "old", mode: 0o444)
        XCTAssertEqual(reason { try FileWriter.replace(path, expecting: Array("old".utf8), with: Array("new".utf8)) },
                       "is read-only; left unchanged")
        XCTAssertEqual(read(path), "old")
    }

    func testReplaceWritesThroughALinkInsideTheRootAndRefusesOneLeadingOut() throws {
        let inside = folder + "/project"
        let outside = folder + "/elsewhere"
        try FileManager.default.createDirectory(atPath: inside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        let real = try write("project/Real.swift", "old")
        try FileManager.default.createSymbolicLink(atPath: inside + "/Link.swift", withDestinationPath: real)
        try FileWriter.replace(inside + "/Link.swift", expecting: Array("old".utf8), with: Array("new".utf8), within: inside)
        XCTAssertEqual(read(real), "new")
        XCTAssertNotNil(try? FileManager.default.destinationOfSymbolicLink(atPath: inside + "/Link.swift"))

        let foreign = try write("elsewhere/Foreign.swift", "theirs")
        try FileManager.default.createSymbolicLink(atPath: inside + "/Out.swift", withDestinationPath: foreign)
        let why = reason { try FileWriter.replace(inside + "/Out.swift", expecting: Array("theirs".utf8), with: Array("x".utf8), within: inside) }
        XCTAssertEqual(why?.contains("outside the project"), true)
        XCTAssertEqual(read(foreign), "theirs")
    }

    /// A temporary a live run holds (locked) is left alone; one nobody holds is a killed run's.
    func testAHeldTemporaryIsLeftAloneAndAKilledRunsIsReplaced() throws {
        let path = try write("A.swift", "old")
        let temporary = FileWriter.temporaryPath(for: path)
        XCTAssertEqual(temporary, folder + "/.A.swift.mvvm~")
        _ = try write(".A.swift.mvvm~", "half of a running run's fi")
        let holder = open(temporary, O_RDONLY)
        XCTAssertEqual(flock(holder, LOCK_EX), 0)
        XCTAssertEqual(reason { try FileWriter.replace(path, expecting: Array("old".utf8), with: Array("new".utf8)) }?
            .hasPrefix("another mvvm run is writing it"), true)
        XCTAssertEqual(read(path), "old")
        XCTAssertFalse(FileWriter.isStaleTemporary(temporary))
        close(holder)
        XCTAssertTrue(FileWriter.isStaleTemporary(temporary), "the lock goes with its run, however it ends")
        try FileWriter.replace(path, expecting: Array("old".utf8), with: Array("new".utf8))
        XCTAssertEqual(read(path), "new")
        XCTAssertEqual(try entries(), ["A.swift"])

        _ = try write(".B.swift.mvvm~", "left behind")
        XCTAssertTrue(FileWriter.removeStaleTemporary(folder + "/.B.swift.mvvm~"))
        _ = try write("notes.txt", "mine")
        XCTAssertFalse(FileWriter.removeStaleTemporary(folder + "/notes.txt"), "only names of ours")
        XCTAssertEqual(try entries(), ["A.swift", "notes.txt"])
    }

    /// A save that lands after the check but before the swap is put back whole.
    func testASaveBetweenTheCheckAndTheSwapWins() throws {
        let path = try write("A.swift", "what mvvm read")
        let prepared = try FileWriter.prepareReplacement(path, expecting: Array("what mvvm read".utf8), with: Array("fixed".utf8))
        try Data("the editor's save".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try FileWriter.commit(prepared))
        XCTAssertEqual(read(path), "the editor's save")
        XCTAssertEqual(try entries(), ["A.swift"])
    }

    func testExtendedAttributesAreKept() throws {
        let path = try write("A.swift", "old")
        let set = Process()
        set.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        set.arguments = ["python3", "-c", "import os,sys; os.setxattr(sys.argv[1], 'user.note', b'keep me')", path]
        try set.run()
        set.waitUntilExit()
        guard set.terminationStatus == 0 else { throw XCTSkip("this file system takes no user extended attributes") }
        try FileWriter.replace(path, expecting: Array("old".utf8), with: Array("new".utf8))
        let get = Process(), output = Pipe()
        get.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        get.arguments = ["python3", "-c", "import os,sys; print(os.getxattr(sys.argv[1], 'user.note').decode())", path]
        get.standardOutput = output
        try get.run()
        get.waitUntilExit()
        XCTAssertEqual(String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self), "keep me\n")
        XCTAssertEqual(read(path), "new")
    }

    func testCreateNeverReplacesAFile() throws {
        let path = folder + "/New.swift"
        try FileWriter.create(path, with: Array("made".utf8))
        XCTAssertEqual(read(path), "made")
        XCTAssertNotNil(reason { try FileWriter.create(path, with: Array("again".utf8)) })
        XCTAssertEqual(read(path), "made")
        XCTAssertEqual(try entries(), ["New.swift"])
    }

    func testOutputsGoIntoDevicesAndThroughLinksWithoutReplacingThem() throws {
        try FileWriter.writeOutput(Array("report".utf8), to: "/dev/null")
        var info = stat()
        XCTAssertEqual(stat("/dev/null", &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFCHR, "/dev/null must stay a device")

        let real = try write("report.json", "old")
        try FileManager.default.createSymbolicLink(atPath: folder + "/latest.json", withDestinationPath: real)
        try FileWriter.writeOutput(Array("new".utf8), to: folder + "/latest.json")
        XCTAssertEqual(read(real), "new")
        XCTAssertNotNil(try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/latest.json"))

        try FileWriter.writeOutput(Array("fresh".utf8), to: folder + "/fresh.json")
        XCTAssertEqual(read(folder + "/fresh.json"), "fresh")
        XCTAssertEqual(try entries(), ["fresh.json", "latest.json", "report.json"])
    }

    func testOutputsReachAReaderOfAPipe() throws {
        let fifo = folder + "/pipe"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let received = expectation(description: "the reader gets the report")
        let box = Received()
        Thread.detachNewThread {
            box.text = FileHandle(forReadingAtPath: fifo).map { String(decoding: $0.readDataToEndOfFile(), as: UTF8.self) } ?? ""
            received.fulfill()
        }
        try FileWriter.writeOutput(Array("through the pipe".utf8), to: fifo)
        wait(for: [received], timeout: 10)
        XCTAssertEqual(box.text, "through the pipe")
    }
}

/// What the pipe's reader got; written by its thread before the expectation is fulfilled.
private final class Received: @unchecked Sendable {
    var text = ""
}
