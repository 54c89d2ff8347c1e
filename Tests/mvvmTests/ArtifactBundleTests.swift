import Foundation
import TestSupport
import XCTest

/// `Scripts/make-artifactbundle.sh` packs a binary SwiftPM accepts: a package declares the bundle
/// as a binary target, and a build-tool plugin of its own runs the prebuilt mvvm from it.
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

        try client.write("Package.swift", """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "BundleClient",
                targets: [
                    .binaryTarget(name: "MVVMBinary", path: "out/mvvm.artifactbundle"),
                    .plugin(name: "Lint", capability: .buildTool(), dependencies: ["MVVMBinary"]),
                    .target(name: "App", plugins: ["Lint"]),
                ]
            )

            """)
        try client.write("Plugins/Lint/Lint.swift", """
            import PackagePlugin

            @main
            struct Lint: BuildToolPlugin {
                func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
                    let sources = target.sourceModule?.sourceFiles(withSuffix: "swift").map(\\.url) ?? []
                    return [.buildCommand(displayName: "mvvm lint", executable: try context.tool(named: "mvvm").url,
                                          arguments: ["lint", "--quiet", "--no-cache", "--absolute-paths"] + sources.map(\\.path),
                                          inputFiles: sources, outputFiles: [])]
                }
            }

            """)
        try client.write("Sources/App/Settings.swift",
                         "import Observation\n\n@Observable\nfinal class SettingsViewModel {\n    var enabled = false\n}\n")
        let build = try ProcessRun.run("/usr/bin/env", ["swift", "build", "--scratch-path", root + "/.build-bundle-client"], in: client.root)
        XCTAssertNotEqual(build.status, 0, build.output)
        XCTAssertTrue(build.output.contains("Sources/App/Settings.swift:5:5: error: `enabled` is an output"), build.output)
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
