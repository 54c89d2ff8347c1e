import SwiftLexer
import SwiftOutline

/// Which argument labels callers pass to which type's initializers — the fact that tells whether
/// a struct's memberwise initializer may lose or reorder a parameter. Extraction, the project
/// table and its query live here together.
public enum ConstructionFacts {
    /// `Type(label: …, other: …)`, `Outer.Type(label:)`, `Type.init(label:)`: the labels at the top
    /// level of each call, keyed by the constructed type's last name; `.init(label:)` and
    /// `Self(label:)` under the empty name. Each label once per type, at its first line.
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
            var j = contents.lowerBound
            var expectsLabel = true
            while j < contents.upperBound {
                let token = tokens[j]
                if expectsLabel, token.isWord, j + 1 < contents.upperBound, tokens[j + 1].kind == .colon {
                    let label = number(j)
                    if seen.insert(Seen(type: type, label: label)).inserted {
                        found.append(FileFacts.ConstructionLabel(type: names.names[type], label: names.names[label],
                                                                 line: outline.location(ofToken: j).line))
                    }
                }
                expectsLabel = token.kind == .comma
                j = token.kind == .leftParen || token.kind == .leftBracket || token.kind == .leftBrace ? outline.indexAfterGroup(j) : j + 1
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

    /// The project's table: type name → label → the first place passing it.
    static func table(_ facts: [FileFacts]) -> [String: [String: (file: String, line: Int)]] {
        var table: [String: [String: (file: String, line: Int)]] = [:]
        for index in facts.indices {
            for entry in facts[index].constructionLabels where table[entry.type]?[entry.label] == nil {
                table[entry.type, default: [:]][entry.label] = (facts[index].path, entry.line)
            }
        }
        return table
    }
}

extension ProjectIndex {
    /// Whether some construction may pass `label` to an initializer of `type`: `Type(label: …)` by
    /// its name (`isNamed`), or `.init(label: …)` / `Self(label: …)`, whose type only the context
    /// knows.
    public func passesLabel(_ label: String, toConstructionOf type: Int) -> (file: String, line: Int, isNamed: Bool)? {
        if let named = constructionLabels[types[type].simpleName]?[label] { return (named.file, named.line, true) }
        return constructionLabels[""]?[label].map { ($0.file, $0.line, false) }
    }
}
