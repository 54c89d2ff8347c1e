import Foundation

/// The formats `mvvm map` writes. `json` is the map itself; the others are drawn from it.
public enum MapFormat: String, CaseIterable, Sendable {
    case html, json, dot, mermaid

    public func render(_ map: ArchitectureMap) -> String {
        switch self {
        case .json: return MapText.json(map)
        case .dot: return MapText.dot(map)
        case .mermaid: return MapText.mermaid(map)
        case .html: return MapPage.html(map)
        }
    }
}

enum MapText {
    static func json(_ map: ArchitectureMap) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, numbers and arrays cannot fail.
        return String(decoding: try! encoder.encode(map), as: UTF8.self) + "\n"
    }

    /// A node's label, line by line: the screen, its view model, the actions and their test
    /// status, the findings.
    static func label(of screen: ArchitectureMap.Screen, models: [String: ArchitectureMap.ViewModel]) -> [String] {
        var lines = [screen.id]
        if let name = screen.viewModel { lines.append(name) }
        let model = screen.viewModel.flatMap { models[$0] }
        if let model, !model.actions.isEmpty {
            let untested = model.actions.filter { !$0.tested }.count
            lines.append("\(model.actions.count) action(s)" + (untested > 0 ? ", \(untested) untested" : ""))
        }
        let findings = screen.findings.count + (model?.findings.count ?? 0)
        if findings > 0 { lines.append("\(findings) finding(s)") }
        return lines
    }

    static func viewModels(of map: ArchitectureMap) -> [String: ArchitectureMap.ViewModel] {
        Dictionary(map.viewModels.map { ($0.name, $0) }) { first, _ in first }
    }

    /// Graphviz: one cluster per module, a box per screen, an ellipse per view model no screen
    /// owns, an edge for each child handed down.
    static func dot(_ map: ArchitectureMap) -> String {
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\n", with: " ")
        }
        func quoted(_ text: String) -> String { "\"" + escaped(text) + "\"" }
        var out = "digraph mvvm {\n  rankdir=LR;\n  node [fontname=\"Helvetica\", fontsize=11];\n"
        let screens = Dictionary(uniqueKeysWithValues: map.screens.map { ($0.id, $0) }), models = viewModels(of: map)
        for (number, module) in map.modules.enumerated() {
            out += "  subgraph cluster_\(number) {\n    label=\(quoted(module.name));\n"
            for id in module.screens {
                let screen = screens[id]!
                let flagged = !screen.findings.isEmpty || screen.viewModel.flatMap { models[$0] }?.findings.isEmpty == false
                let color = flagged ? "firebrick" : "black"
                // `\n` inside a quoted DOT label breaks the line.
                let lines = label(of: screen, models: models).map(escaped).joined(separator: "\\n")
                out += "    \(quoted("screen:" + id)) [shape=box, color=\(color), label=\"\(lines)\"];\n"
            }
            for name in module.viewModels {
                out += "    \(quoted("viewModel:" + name)) [shape=ellipse, label=\(quoted(name))];\n"
            }
            out += "  }\n"
        }
        for screen in map.screens {
            for child in screen.childScreens { out += "  \(quoted("screen:" + screen.id)) -> \(quoted("screen:" + child));\n" }
            for child in screen.childViewModels where models[child] != nil {
                out += "  \(quoted("screen:" + screen.id)) -> \(quoted("viewModel:" + child)) [style=dashed];\n"
            }
        }
        return out + "}\n"
    }

    /// A Mermaid flowchart, which GitHub renders in Markdown.
    static func mermaid(_ map: ArchitectureMap) -> String {
        // Mermaid ids are plain words; labels are quoted, with `#quot;` for quotes.
        var ids: [String: String] = [:]
        func id(_ key: String) -> String {
            if let known = ids[key] { return known }
            let made = "n\(ids.count + 1)"
            ids[key] = made
            return made
        }
        func text(_ line: String) -> String {
            line.replacingOccurrences(of: "\"", with: "#quot;").replacingOccurrences(of: "<", with: "#lt;")
                .replacingOccurrences(of: ">", with: "#gt;")
        }
        let screens = Dictionary(uniqueKeysWithValues: map.screens.map { ($0.id, $0) }), models = viewModels(of: map)
        var out = "flowchart LR\n"
        for module in map.modules {
            out += "  subgraph \(id("module:" + module.name))[\"\(text(module.name))\"]\n"
            for screenID in module.screens {
                let screen = screens[screenID]!
                out += "    \(id("screen:" + screenID))[\"\(label(of: screen, models: models).map(text).joined(separator: "<br/>"))\"]\n"
            }
            for name in module.viewModels { out += "    \(id("viewModel:" + name))([\"\(text(name))\"])\n" }
            out += "  end\n"
        }
        for screen in map.screens {
            for child in screen.childScreens { out += "  \(id("screen:" + screen.id)) --> \(id("screen:" + child))\n" }
            for child in screen.childViewModels where models[child] != nil {
                out += "  \(id("screen:" + screen.id)) -.-> \(id("viewModel:" + child))\n"
            }
        }
        let flagged = map.screens.filter { screen in !screen.findings.isEmpty || screen.viewModel.flatMap { models[$0] }?.findings.isEmpty == false }
        if !flagged.isEmpty {
            out += "  classDef findings stroke:#b22222,stroke-width:2px\n"
            out += "  class \(flagged.map { id("screen:" + $0.id) }.joined(separator: ",")) findings\n"
        }
        return out
    }
}
