import Foundation
import TestSupport
import XCTest

/// `Scripts/make-artifactbundle.sh` packs a binary SwiftPM accepts and the plugin package over it:
/// an app applies mvvm's build-tool plugin with no source dependency at all.
final class ArtifactBundleTests: XCTestCase {
    func testABinaryTargetFromTheBundleRunsInABuildPlugin() throws {
        let root = CorpusFiles.packageRoot
        let client = try TemporaryDirectory()
        let script = try ProcessRun.run(root + "/Scripts/make-artifactbundle.sh",
                             [client.path("out"), "--binary", CLI.binary.path, "--triple", Self.hostTriple], in: root)
        XCTAssertEqual(script.status, 0, script.output)
        XCTAssertTrue(script.output.contains("checksum: "), script.output)
        XCTAssertTrue(FileManager.default.fileExists(atPath: client.path("out/mvvm.artifactbundle.zip")))

        let info = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: client.path("out/mvvm.artifactbundle/info.json"))))
        let artifact = try XCTUnwrap(((info as? [String: Any])?["artifacts"] as? [String: Any])?["mvvm"] as? [String: Any])
        XCTAssertEqual(artifact["type"] as? String, "executable")
        let variant = try XCTUnwrap((artifact["variants"] as? [[String: Any]])?.first)
        XCTAssertEqual(variant["supportedTriples"] as? [String], [Self.hostTriple])
        let bundled = client.path("out/mvvm.artifactbundle/" + (variant["path"] as? String ?? ""))
        XCTAssertEqual(try ProcessRun.run(bundled, ["--version"], in: root).output.trimmingCharacters(in: .whitespacesAndNewlines),
                       try ProcessRun.run(CLI.binary.path, ["--version"], in: root).output.trimmingCharacters(in: .whitespacesAndNewlines))

        // The plugin package the script writes: mvvm's own plugins over the binary, so the app's
        // dependency graph holds no source package (no Yams to clash with an app's own pin).
        try client.write("Package.swift", """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "BundleClient",
                dependencies: [.package(path: "out/mvvm-plugin")],
                targets: [.target(name: "App", plugins: [.plugin(name: "MVVMLintPlugin", package: "mvvm-plugin")])]
            )

            """)
        try client.write("Sources/App/Settings.swift",
                         "import Observation\n\n@Observable\nfinal class SettingsViewModel {\n    var enabled = false\n}\n")
        let scratch = ["--scratch-path", root + "/.build-bundle-client"]
        let build = try ProcessRun.run("/usr/bin/env", ["swift", "build"] + scratch, in: client.root)
        XCTAssertNotEqual(build.status, 0, build.output)
        XCTAssertTrue(build.output.contains("Sources/App/Settings.swift:5:5: error: `enabled` is an output"), build.output)
        XCTAssertFalse(build.output.contains("Compiling mvvm") || build.output.contains("Yams"), build.output)
        let graph = try ProcessRun.run("/usr/bin/env", ["swift", "package"] + scratch + ["show-dependencies", "--format", "flatlist"],
                                       in: client.root)
        XCTAssertEqual(graph.status, 0, graph.output)
        XCTAssertEqual(graph.output.split(separator: "\n").filter { !$0.isEmpty && !$0.hasPrefix("warning") }, ["mvvm-plugin"], graph.output)
        // The command plugin runs the same binary.
        let rules = try ProcessRun.run("/usr/bin/env", ["swift", "package"] + scratch + ["plugin", "--allow-writing-to-package-directory", "mvvm", "rules"], in: client.root)
        XCTAssertEqual(rules.status, 0, rules.output)
        XCTAssertTrue(rules.output.contains("output_private_set"), rules.output)
    }

    static var hostTriple: String {
        #if arch(arm64)
        let cpu = "arm64"
        #else
        let cpu = "x86_64"
        #endif
        #if os(Linux)
        return (cpu == "arm64" ? "aarch64" : cpu) + "-unknown-linux-gnu"
        #else
        return cpu + "-apple-macosx"
        #endif
    }
}
