import Foundation
import PackagePlugin

/// Lints a target's Swift files during `swift build` and Xcode builds, as SwiftLint's build-tool
/// plugin does: the whole project is indexed as by `mvvm lint`, the target's files are reported in
/// Xcode's `file:line:column: severity: message` form with absolute paths, and an error-severity
/// violation fails the build. Set `MVVM_PLUGIN_DISABLED=1` to skip it (a quick local build, say).
///
/// - Its inputs are everything the rules read — every Swift file of the package (other targets
///   and tests included) and every `.mvvm.yml` — so editing a test or the configuration lints again.
/// - Its output is a Swift file holding one comment: SwiftPM compiles a generated Swift file away,
///   while any other output (a JSON report, say) would be copied into the app's resource bundle.
/// - The project is rooted at the package's (or Xcode project's) folder, wherever the build runs.
@main
struct MVVMLintPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let sources = target.sourceModule?.sourceFiles(withSuffix: "swift").map(\.url) ?? []
        return try Self.commands(named: target.name, sources: sources, project: context.package.directoryURL,
                                 tool: context.tool(named: "mvvm").url, workDirectory: context.pluginWorkDirectoryURL)
    }

    static func commands(named name: String, sources: [URL], project: URL, tool: URL, workDirectory: URL) -> [Command] {
        guard ProcessInfo.processInfo.environment["MVVM_PLUGIN_DISABLED"] != "1", !sources.isEmpty else { return [] }
        let stamp = workDirectory.appendingPathComponent("MVVMLint_\(name.filter { $0.isLetter || $0.isNumber || $0 == "_" }).swift")
        return [
            .buildCommand(
                displayName: "mvvm lint \(name)",
                executable: tool,
                arguments: ["lint", "--quiet", "--absolute-paths", "--project-root", project.path,
                            "--cache-path", workDirectory.appendingPathComponent("cache").path,
                            "--reporter", "xcode", "--build-stamp", stamp.path, "--"]
                    + sources.map(\.path),
                inputFiles: Array(Set(sources + projectInputs(under: project))).sorted { $0.path < $1.path },
                outputFiles: [stamp]
            ),
        ]
    }

    /// Every Swift file and `.mvvm.yml` below `folder`, hidden folders (`.build`, `.git`,
    /// `.swiftpm`) left out as mvvm's own walk leaves them out.
    static func projectInputs(under folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey],
                                                          options: [.skipsHiddenFiles]) else { return [] }
        // Hidden files are skipped, so each folder's configuration is looked for by name.
        var folders = [folder]
        var inputs: [URL] = []
        for case let url as URL in walker {
            if url.pathExtension == "swift" { inputs.append(url) }
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true { folders.append(url) }
        }
        return inputs + folders.map { $0.appendingPathComponent(".mvvm.yml") }.filter { FileManager.default.fileExists(atPath: $0.path) }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same command for a target of an Xcode project (Build Phases ▸ Run Build Tool Plug-ins).
extension MVVMLintPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let sources = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
        return try Self.commands(named: target.displayName, sources: sources, project: context.xcodeProject.directoryURL,
                                 tool: context.tool(named: "mvvm").url, workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
