import SwiftLexer

/// Human-readable renderings of what the lexer and the outline see, for `mvvm dump`: bug
/// reports and rule authors need to see exactly how a file was read.
public enum OutlineDump {
    /// One line per token: `line:column kind [keyword] [flags] "text"`.
    public static func tokens(_ file: SourceFile, includeTrivia: Bool) -> String {
        var lines: [String] = []
        let all = includeTrivia ? file.lexed.allTokens() : file.lexed.tokens
        for token in all {
            var line = "\(file.location(of: token))".padding(toLength: 9, withPad: " ", startingAt: 0)
            line += " \(token.kind)"
            if token.keyword != .none { line += " (\(token.keyword.text))" }
            if token.kind == .operator { line += " \(token.fixity)" }
            if token.flags.contains(.malformed) { line += " malformed" }
            line += " " + quoted(file.text(token))
            lines.append(line)
        }
        for diagnostic in file.lexed.diagnostics {
            lines.append("diagnostic \(file.location(of: diagnostic.offset)): \(diagnostic.message)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The declaration tree with attributes, modifiers, inheritance, sections and signatures;
    /// with `bodies`, also the statements, switches and postfix chains inside function bodies.
    public static func outline(_ outline: SourceOutline, bodies: Bool) -> String {
        var lines: [String] = []
        // Depth-first with an explicit stack: nesting depth comes from the input.
        var stack: [(index: Int, depth: Int)] = outline.topLevel.reversed().map { ($0, 0) }
        while let (index, depth) = stack.popLast() {
            let declaration = outline.declarations[index]
            lines.append(indentation(depth) + describe(declaration, in: outline))
            if bodies, let body = declaration.body, !declaration.kind.isType {
                lines += describeBody(body, in: outline, indent: indentation(depth + 1))
            }
            if bodies, declaration.kind == .variable {
                for binding in declaration.bindings {
                    if let accessors = binding.accessors {
                        lines += describeBody(accessors, in: outline, indent: indentation(depth + 1))
                    }
                }
            }
            for member in declaration.members.reversed() { stack.append((member, depth + 1)) }
        }
        if !outline.marks.isEmpty {
            lines.append("marks:")
            for mark in outline.marks {
                lines.append("  \(outline.file.location(of: mark.offset)) \(quoted(mark.title))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Indentation grows with depth only so far: output for absurdly deep input stays linear.
    static func indentation(_ depth: Int) -> String {
        let maxDepth = 32
        return depth <= maxDepth ? String(repeating: "  ", count: depth)
            : String(repeating: "  ", count: maxDepth) + "[depth \(depth)] "
    }

    static func describe(_ declaration: Declaration, in outline: SourceOutline) -> String {
        var parts: [String] = []
        for attribute in declaration.attributes {
            var text = "@" + outline.text(attribute.name)
            if let arguments = attribute.arguments { text += "(\(outline.text(arguments)))" }
            parts.append(text)
        }
        for modifier in declaration.modifiers {
            var text = outline.text(modifier.token)
            if let detail = modifier.detail { text += "(\(outline.text(detail)))" }
            parts.append(text)
        }
        parts.append(declaration.kind.rawValue)
        if let name = outline.name(of: declaration) { parts.append(name) }
        if let generics = declaration.genericParameters { parts.append("<\(outline.text(generics))>") }
        if !declaration.inheritance.isEmpty {
            parts.append(": " + declaration.inheritance.map { outline.text($0) }.joined(separator: ", "))
        }
        if declaration.kind == .function || declaration.kind == .initializer || declaration.kind == .subscript
            || declaration.kind == .macro {
            let parameters = declaration.parameters.map { parameter -> String in
                var text = ""
                if let label = parameter.label { text += outline.text(label) + " " }
                if let name = parameter.name { text += outline.text(name) }
                if let type = parameter.type { text += (text.isEmpty ? "" : ": ") + outline.text(type) }
                if let value = parameter.defaultValue { text += " = " + outline.text(value) }
                return text
            }
            parts.append("(" + parameters.joined(separator: ", ") + ")")
        }
        if let returnType = declaration.returnType { parts.append("-> " + outline.text(returnType)) }
        for binding in declaration.bindings where declaration.kind == .variable {
            var text = "[" + outline.text(binding.pattern)
            if let type = binding.type { text += ": " + outline.text(type) }
            if let value = binding.initializer { text += " = " + abbreviated(value, in: outline) }
            if binding.accessors != nil { text += binding.isStored(in: outline.tokens) ? " {observers}" : " {computed}" }
            parts.append(text + "]")
        }
        for element in declaration.caseElements {
            var text = outline.text(element.nameToken)
            if !element.associatedValues.isEmpty {
                text += "(" + element.associatedValues.map { outline.text($0.tokens) }.joined(separator: ", ") + ")"
            }
            if let raw = element.rawValue { text += " = " + outline.text(raw) }
            parts.append(text)
        }
        if let title = outline.sectionTitle(of: declaration) { parts.append("section=" + quoted(title)) }
        if declaration.conditionalDepth > 0 { parts.append("#if-depth=\(declaration.conditionalDepth)") }
        parts.append("@\(outline.location(ofToken: declaration.keywordToken))")
        return parts.joined(separator: " ")
    }

    static func describeBody(_ body: Range<Int>, in outline: SourceOutline, indent: String) -> [String] {
        var lines: [String] = []
        for statement in outline.statements(in: body) {
            lines.append(indent + "- \(statement.kind.rawValue) " + quoted(abbreviated(statement.tokens, in: outline))
                + " @\(outline.location(ofToken: statement.tokens.lowerBound))")
            if statement.kind == .switch, let switchIndex = statement.tokens.first(where: { outline.tokens[$0].keyword == .switch }),
               let switchStatement = outline.switchStatement(at: switchIndex) {
                for switchCase in switchStatement.cases {
                    let label = switchCase.isDefault ? "default" : "case " + switchCase.patterns.map { outline.text($0) }.joined(separator: " | ")
                    let count = outline.statements(in: switchCase.body).count
                    lines.append(indent + "    \(label): \(count) statement(s) @\(outline.location(ofToken: switchCase.labelToken))")
                }
            }
        }
        for chain in outline.postfixChains(in: body) where !chain.components.isEmpty || chain.assignmentOperator != nil {
            var text = indent + "chain " + quoted(abbreviated(chain.tokens, in: outline))
            if chain.endsWithCall { text += " call" }
            if let assignment = chain.assignmentOperator { text += " assigned(\(outline.text(assignment)))" }
            lines.append(text + " @\(outline.location(ofToken: chain.base))")
        }
        return lines
    }

    static func abbreviated(_ text: String) -> String {
        let flat = flattened(text)
        return flat.count > 60 ? String(flat.prefix(57)) + "..." : flat
    }

    /// `abbreviated(outline.text(tokens))`, reading only as much of the source as the 60
    /// characters shown need: a chain or statement can span the rest of the file, and copying
    /// all of it for each one nested in another made `dump --bodies` quadratic.
    static func abbreviated(_ tokens: Range<Int>, in outline: SourceOutline) -> String {
        guard !tokens.isEmpty else { return abbreviated("") }
        let start = Int(outline.tokens[tokens.lowerBound].start), end = Int(outline.tokens[tokens.upperBound - 1].end)
        var window = 512
        while end - start > window {
            // A window may cut the last character (a scalar or a cluster), so the first 57 are
            // settled once the window's text folds to at least 62 characters (61 certain ones).
            let flat = flattened(outline.file.text(start..<(start + window)))
            if flat.count >= 62 { return String(flat.prefix(57)) + "..." }
            window *= 4
        }
        return abbreviated(outline.file.text(start..<end))
    }

    private static func flattened(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingPrefix(while: \.isWhitespace) }.joined(separator: " ")
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default:
                if scalar.value < 0x20 { result += "\\u{\(String(scalar.value, radix: 16))}" } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result + "\""
    }
}

private extension Substring {
    func trimmingPrefix(while predicate: (Character) -> Bool) -> Substring {
        var start = startIndex
        while start < endIndex, predicate(self[start]) { start = index(after: start) }
        return self[start...]
    }
}
