import Foundation
import PackagePlugin

/// Lints a target's Swift files during `swift build` (and Xcode builds of a package), as
/// SwiftLint's build-tool plugin does: the whole project is indexed as by `mvvm lint`, the target's
/// files are reported in Xcode's `file:line:column: severity: message` form, and an error-severity
/// violation fails the build. The command reruns only when one of the target's files changes.
/// Set `MVVM_PLUGIN_DISABLED=1` to skip it (a quick local build, say).
@main
struct MVVMLintPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard ProcessInfo.processInfo.environment["MVVM_PLUGIN_DISABLED"] != "1",
              let sources = target.sourceModule?.sourceFiles(withSuffix: "swift").map(\.url), !sources.isEmpty else { return [] }
        let work = context.pluginWorkDirectoryURL
        let report = work.appendingPathComponent("mvvm-report.json")
        return [
            .buildCommand(
                displayName: "mvvm lint \(target.name)",
                executable: try context.tool(named: "mvvm").url,
                arguments: ["lint", "--quiet", "--absolute-paths",
                            "--cache-path", work.appendingPathComponent("cache").path,
                            "--reporter", "xcode", "--reporter", "json=" + report.path]
                    + sources.map(\.path),
                inputFiles: sources,
                // The JSON report is the command's output, so it reruns only when a source changes.
                outputFiles: [report]
            ),
        ]
    }
}
