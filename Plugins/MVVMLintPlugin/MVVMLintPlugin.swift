import Foundation
import PackagePlugin

/// Lints a target's Swift files during `swift build` and Xcode builds, as SwiftLint's build-tool
/// plugin does: the whole project is indexed as by `mvvm lint`, the target's files are reported in
/// Xcode's `file:line:column: severity: message` form with absolute paths, and an error-severity
/// violation fails the build. The command reruns only when one of the target's files changes.
/// Set `MVVM_PLUGIN_DISABLED=1` to skip it (a quick local build, say).
@main
struct MVVMLintPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let sources = target.sourceModule?.sourceFiles(withSuffix: "swift").map(\.url) ?? []
        return try Self.commands(named: target.name, sources: sources, tool: context.tool(named: "mvvm").url,
                                 workDirectory: context.pluginWorkDirectoryURL)
    }

    static func commands(named name: String, sources: [URL], tool: URL, workDirectory: URL) -> [Command] {
        guard ProcessInfo.processInfo.environment["MVVM_PLUGIN_DISABLED"] != "1", !sources.isEmpty else { return [] }
        let report = workDirectory.appendingPathComponent("mvvm-report.json")
        return [
            .buildCommand(
                displayName: "mvvm lint \(name)",
                executable: tool,
                arguments: ["lint", "--quiet", "--absolute-paths",
                            "--cache-path", workDirectory.appendingPathComponent("cache").path,
                            "--reporter", "xcode", "--reporter", "json=" + report.path]
                    + sources.map(\.path),
                inputFiles: sources,
                // The JSON report is the command's output, so it reruns only when a source changes.
                outputFiles: [report]
            ),
        ]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same command for a target of an Xcode project (Build Phases ▸ Run Build Tool Plug-ins).
extension MVVMLintPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let sources = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
        return try Self.commands(named: target.displayName, sources: sources, tool: context.tool(named: "mvvm").url,
                                 workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
