import Foundation
import MVVMLint
import XCTest

/// Files under an Xcode project's folder that no target compiles are left out; a project the
/// reading cannot place on disk leaves out nothing.
final class XcodeTargetMembershipTests: XCTestCase {
    /// A project whose main group holds `App` (with `LoginViewModel.swift` compiled and
    /// `OldViewModel.swift` only listed), a file placed from the project's folder
    /// (`SOURCE_ROOT`), and a folder Xcode keeps in sync with the disk (`Widgets`).
    private func projectText(compiling extra: String = "") -> String {
        """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 77;
            objects = {
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F3; };
                \(extra.isEmpty ? "" : "B9 = {isa = PBXBuildFile; fileRef = F9; };")
                F1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = LoginViewModel.swift; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = OldViewModel.swift; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Shared/Clock.swift; sourceTree = SOURCE_ROOT; };
                \(extra.isEmpty ? "" : "F9 = {isa = PBXFileReference; path = \(extra); sourceTree = \"<group>\"; };")
                G0 = {isa = PBXGroup; children = (G1, F3, S1); sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; children = (F1, F2 \(extra.isEmpty ? "" : ", F9")); path = App; sourceTree = "<group>"; };
                S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = Widgets; sourceTree = "<group>"; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1, B2 \(extra.isEmpty ? "" : ", B9")); };
                T1 = {isa = PBXNativeTarget; buildPhases = (P1); fileSystemSynchronizedGroups = (S1); name = Shop; };
                R0 = {isa = PBXProject; mainGroup = G0; projectDirPath = ""; targets = (T1); };
            };
            rootObject = R0;
        }
        """
    }

    private let viewModel = "import Combine\n\n@MainActor\nfinal class NAMEViewModel: ObservableObject {\n    @Published var title = \"\"\n}\n"

    private func makeProject() throws -> TemporaryDirectory {
        let project = try TemporaryDirectory()
        try project.write(".mvvm.yml", "")
        try project.write("Shop.xcodeproj/project.pbxproj", projectText())
        for name in ["App/Login", "App/Old", "App/Copies/Login", "Widgets/Clock", "Scripts/Release"] {
            try project.write(name + "ViewModel.swift", viewModel.replacingOccurrences(of: "NAME", with: String(name.split(separator: "/").last!)))
        }
        try project.write("Shared/Clock.swift", "struct Clock {}\n")
        try project.write("Kit/Package.swift", "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"Kit\")\n")
        try project.write("Kit/Sources/Kit/KitViewModel.swift", viewModel.replacingOccurrences(of: "NAME", with: "Kit"))
        return project
    }

    private func reported(_ output: String) -> [String] {
        output.split(separator: "\n").filter { $0.contains("could write") }.map { String($0.split(separator: ":")[0]) }.sorted()
    }

    func testFilesNoTargetCompilesAreLeftOut() throws {
        let project = try makeProject()
        let run = try CLI.run(["lint", "--no-cache"], in: project.root)
        XCTAssertEqual(reported(run.output), ["App/LoginViewModel.swift", "Kit/Sources/Kit/KitViewModel.swift", "Widgets/ClockViewModel.swift"],
                       "a listed but uncompiled file, a copy in another folder and a script are left out\n" + run.output)
        XCTAssertTrue(run.error.contains("3 left out (no Xcode target compiles them)"), run.error)
        // Named one by one, a file is linted all the same.
        let named = try CLI.run(["lint", "--no-cache", "App/OldViewModel.swift"], in: project.root)
        XCTAssertEqual(reported(named.output), ["App/OldViewModel.swift"], named.output)
    }

    func testTheConfigurationCanKeepEveryFile() throws {
        let project = try makeProject()
        try project.write(".mvvm.yml", "only_built_files: false\n")
        let run = try CLI.run(["lint", "--no-cache"], in: project.root)
        XCTAssertEqual(reported(run.output).count, 6, run.output)
        XCTAssertFalse(run.error.contains("left out"), run.error)
        try project.write(".mvvm.yml", "only_built_files: sometimes\n")
        let wrong = try CLI.run(["lint", "--no-cache"], in: project.root)
        XCTAssertEqual(wrong.status, 2)
        XCTAssertTrue(wrong.error.contains("`only_built_files` must be true or false"), wrong.error)
    }

    /// A compiled reference missing from disk while another file has its name (a path the
    /// reading may have misplaced) leaves the whole project in: a missed finding costs less than
    /// a file wrongly left out. One no file is named like is a deleted or generated file.
    func testAProjectThatMayBeMisplacedLeavesOutNothing() throws {
        let project = try makeProject()
        try project.write("Shop.xcodeproj/project.pbxproj", projectText(compiling: "Gone/Secrets.swift"))
        XCTAssertEqual(reported(try CLI.run(["lint", "--no-cache"], in: project.root).output).count, 3, "a deleted or generated file")
        try project.write("Shop.xcodeproj/project.pbxproj", projectText(compiling: "Moved/OldViewModel.swift"))
        let run = try CLI.run(["lint", "--no-cache"], in: project.root)
        XCTAssertEqual(reported(run.output).count, 6, run.output)
        try project.write("Shop.xcodeproj/project.pbxproj", "{ objects = ( ; }")
        XCTAssertEqual(reported(try CLI.run(["lint", "--no-cache"], in: project.root).output).count, 6, "an unreadable project")
    }

    /// macOS's file systems ignore case by default: a project's `LoginViewModel.swift` is the
    /// disk's `loginViewModel.swift`.
    func testPathsAreComparedIgnoringCase() throws {
        let project = try makeProject()
        let files = ["App/loginViewModel.swift", "App/OldViewModel.swift", "Shared/Clock.swift"].map(project.path)
        let unbuilt = XcodeTargetMembership.unbuilt(files, projectFiles: [project.path("Shop.xcodeproj/project.pbxproj")], exists: { _ in false })
        XCTAssertEqual(unbuilt, [project.path("App/OldViewModel.swift")])
    }

    /// The reading is kept by the project file's content: the second run reads the cache, and an
    /// edit of the project reads it again.
    func testTheReadingIsCachedByTheProjectsContent() throws {
        let project = try makeProject()
        let files = ["App/LoginViewModel.swift", "App/OldViewModel.swift", "Shared/Clock.swift"].map(project.path)
        let projectFile = project.path("Shop.xcodeproj/project.pbxproj")
        let cache = project.path("cache")
        XCTAssertEqual(XcodeTargetMembership.unbuilt(files, projectFiles: [projectFile], cacheDirectory: cache), [project.path("App/OldViewModel.swift")])
        let kept = try FileManager.default.contentsOfDirectory(atPath: cache).filter { $0.hasPrefix("xcode-compiled-") }
        XCTAssertEqual(kept.count, 1)
        // The cached reading answers: here it says every file is compiled.
        let cacheFile = cache + "/" + kept[0]
        let text = try String(contentsOfFile: cacheFile, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\nend", with: "\nF \(files[1])\nend").utf8).write(to: URL(fileURLWithPath: cacheFile))
        XCTAssertEqual(XcodeTargetMembership.unbuilt(files, projectFiles: [projectFile], cacheDirectory: cache), [])
        try project.write("Shop.xcodeproj/project.pbxproj", projectText() + "\n")
        XCTAssertEqual(XcodeTargetMembership.unbuilt(files, projectFiles: [projectFile], cacheDirectory: cache), [project.path("App/OldViewModel.swift")],
                       "another content is read again")
    }
}
