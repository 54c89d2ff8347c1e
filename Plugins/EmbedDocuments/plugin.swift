import Foundation
import PackagePlugin

/// Embeds the package's documents into the target that uses this plugin, as a generated Swift file
/// of string literals keyed by path, so an installed binary needs no resource bundle and no checkout:
/// `Rules/*.md` into MVVMRules (`EmbeddedRuleDocuments`), `Templates/<flavor>/*.mustache` into
/// MVVMScaffold (`EmbeddedTemplates`).
@main
struct EmbedDocuments: BuildToolPlugin {
    struct Embedding {
        let folder: String
        let fileExtension: String
        let enumName: String
    }

    static let embeddings: [String: Embedding] = [
        "MVVMRules": Embedding(folder: "Rules", fileExtension: "md", enumName: "EmbeddedRuleDocuments"),
        "MVVMScaffold": Embedding(folder: "Templates", fileExtension: "mustache", enumName: "EmbeddedTemplates"),
    ]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let embedding = Self.embeddings[target.name] else { return [] }
        let root = context.package.directoryURL.appendingPathComponent(embedding.folder)
        let inputs = files(under: root, fileExtension: embedding.fileExtension)
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("\(embedding.enumName).swift")
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) files of \(embedding.folder)/",
                executable: try context.tool(named: "mvvm-embed").url,
                arguments: [output.path, embedding.enumName, root.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]
            ),
        ]
    }

    /// Files with the extension, one folder level deep at most (`Templates/combine/View.mustache`).
    private func files(under root: URL, fileExtension: String) -> [URL] {
        let manager = FileManager.default
        var found: [URL] = []
        for name in (try? manager.contentsOfDirectory(atPath: root.path)) ?? [] {
            let url = root.appendingPathComponent(name)
            if name.hasSuffix(".\(fileExtension)") {
                found.append(url)
            } else {
                for inner in (try? manager.contentsOfDirectory(atPath: url.path)) ?? [] where inner.hasSuffix(".\(fileExtension)") {
                    found.append(url.appendingPathComponent(inner))
                }
            }
        }
        return found.sorted { $0.path < $1.path }
    }
}
