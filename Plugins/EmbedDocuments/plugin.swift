import Foundation
import PackagePlugin

/// Embeds the package's `Rules/*.md` documents into the target that uses this plugin, as a
/// generated Swift file (`EmbeddedRuleDocuments.files`), so an installed binary can explain rules.
@main
struct EmbedDocuments: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let rules = context.package.directoryURL.appendingPathComponent("Rules")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: rules.path)) ?? []
        let inputs = names.filter { $0.hasSuffix(".md") }.sorted().map { rules.appendingPathComponent($0) }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedRuleDocuments.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) rule documents",
                executable: try context.tool(named: "mvvm-embed").url,
                arguments: [output.path, "EmbeddedRuleDocuments"] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]
            ),
        ]
    }
}
