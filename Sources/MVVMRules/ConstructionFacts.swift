import SwiftLexer
import SwiftOutline

/// Which argument labels callers pass to which type's initializers — the fact that tells whether
/// a struct's memberwise initializer may lose or reorder a parameter. Extraction, the project
/// table and its query live here together.
public enum ConstructionFacts {
    /// `Type(label: …, other: …)`, `Outer.Type(label:)`, `Type.init(label:)`: the labels at the top
    /// level of each call, keyed by the constructed type's last name, each label once per type, at
    /// its first line. `.init(label:other:)` and `Self(label:)` go under the empty name with all
    /// their labels, `\u{1}` between, each set once: only a type taking every one of them can be
    /// what the context builds.
    static func extract(_ outline: SourceOutline) -> [FileFacts.ConstructionLabel] {
        let tokens = outline.tokens
        let bytes = outline.file.bytes
        var found: [FileFacts.ConstructionLabel] = []
        // Types and labels numbered by their bytes: a generated table constructing one type
        // thousands of times makes two strings per kind of label, not per construction.
        var names = ByteNames()
        func number(_ token: Int) -> Int { names.number(of: bytes, Int(tokens[token].start)..<Int(tokens[token].end)) }
        struct Seen: Hashable { var type: Int, label: Int }
        var seen = Set<Seen>()
        var locator: DeclarationLocator?
        for index in tokens.indices where tokens[index].kind == .leftParen && index > 0 && !tokens[index].flags.contains(.hasLeadingTrivia) {
            let callee = index - 1
            let type: Int
            if tokens[callee].kind == .identifier, outline.isCapitalized(callee) {
                type = number(callee)
            } else if tokens[callee].keyword == .Self {
                type = names.number(of: "")
            } else if tokens[callee].keyword == .`init`, callee >= 2, tokens[callee - 1].kind == .period,
                      tokens[callee - 2].keyword == .self || tokens[callee - 2].keyword == .super {
                // `self.init(` delegates to an initializer of the type it is written in; `super.init(`
                // to its superclass's (the first type it inherits).
                if locator == nil { locator = DeclarationLocator(outline) }
                guard let enclosing = enclosingType(of: callee, outline, locator!) else { continue }
                if tokens[callee - 2].keyword == .self {
                    type = names.number(of: QualifiedNames.simpleName(outline.name(of: enclosing) ?? ""))
                } else {
                    guard let base = enclosing.inheritance.first else { continue }
                    type = names.number(of: QualifiedNames.simpleName(TypeReading.path(of: base, outline).path))
                }
            } else if tokens[callee].keyword == .`init`, callee >= 1, tokens[callee - 1].kind == .period {
                // `Type.init(` names its type; `.init(` leaves it to the context.
                type = callee >= 2 && tokens[callee - 2].kind == .identifier && outline.isCapitalized(callee - 2)
                    ? number(callee - 2) : names.number(of: "")
            } else {
                continue
            }
            let contents = outline.groupContents(index)
            let implicit = names.names[type].isEmpty
            var labels: [Int] = [], firstLabel: Int?
            var j = contents.lowerBound
            var expectsLabel = true
            while j < contents.upperBound {
                let token = tokens[j]
                if expectsLabel, token.isWord, j + 1 < contents.upperBound, tokens[j + 1].kind == .colon {
                    let label = number(j)
                    if implicit {
                        labels.append(label)
                        if firstLabel == nil { firstLabel = j }
                    } else if seen.insert(Seen(type: type, label: label)).inserted {
                        found.append(FileFacts.ConstructionLabel(type: names.names[type], label: names.names[label],
                                                                 line: outline.location(ofToken: j).line))
                    }
                }
                expectsLabel = token.kind == .comma
                j = token.kind == .leftParen || token.kind == .leftBracket || token.kind == .leftBrace ? outline.indexAfterGroup(j) : j + 1
            }
            if let firstLabel {
                let set = names.number(of: labels.map { names.names[$0] }.joined(separator: "\u{1}"))
                if seen.insert(Seen(type: type, label: set)).inserted {
                    found.append(FileFacts.ConstructionLabel(type: "", label: names.names[set], line: outline.location(ofToken: firstLabel).line))
                }
            }
        }
        return found
    }

    /// The type or extension whose code holds the token.
    private static func enclosingType(of token: Int, _ outline: SourceOutline, _ locator: DeclarationLocator) -> Declaration? {
        var current = locator.innermost(at: outline.startOffset(of: token))
        while let position = current {
            let declaration = outline.declarations[position]
            if declaration.kind.isType { return declaration }
            current = declaration.parent
        }
        return nil
    }

    /// A call whose type only its context gives, with the labels it passes.
    struct ImplicitCall: Sendable {
        var file: String
        var line: Int
        var labels: [String]
    }

    /// The project's tables: type name → label → the first place passing it; label → the implicit
    /// calls passing it, in file order.
    static func table(_ facts: [FileFacts]) -> (named: [String: [String: (file: String, line: Int)]], implicit: [String: [ImplicitCall]]) {
        var table: [String: [String: (file: String, line: Int)]] = [:]
        var implicit: [String: [ImplicitCall]] = [:]
        for index in facts.indices {
            for entry in facts[index].constructionLabels {
                if entry.type.isEmpty {
                    let call = ImplicitCall(file: facts[index].path, line: entry.line,
                                            labels: entry.label.split(separator: "\u{1}").map(String.init))
                    for label in Set(call.labels) { implicit[label, default: []].append(call) }
                } else if table[entry.type]?[entry.label] == nil {
                    table[entry.type, default: [:]][entry.label] = (facts[index].path, entry.line)
                }
            }
        }
        return (table, implicit)
    }
}

extension ProjectIndex {
    /// Whether some construction may pass `label` to an initializer of `type`: `Type(label: …)` by
    /// its name (`isNamed`), or `.init(label: …)` / `Self(label: …)`, whose type only the context
    /// knows — when `type` takes every label it passes, as a stored property (a memberwise
    /// parameter) or an initializer's parameter (`.init(item:isPlaying:theme:)` builds no view
    /// whose only parameters are `viewModel` and `theme`).
    public func passesLabel(_ label: String, toConstructionOf type: Int) -> (file: String, line: Int, isNamed: Bool)? {
        if let named = constructionLabels[types[type].simpleName]?[label] { return (named.file, named.line, true) }
        guard let calls = implicitConstructions[label] else { return nil }
        var takes = Set(types[type].properties.map(\.name))
        for parameter in types[type].initializerParameters {
            if let end = parameter.firstIndex(of: "\u{1}") { takes.insert(String(parameter[..<end])) }
        }
        return calls.first { $0.labels.allSatisfy(takes.contains) }.map { ($0.file, $0.line, false) }
    }
}
