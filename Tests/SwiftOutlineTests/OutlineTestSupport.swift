import SwiftLexer
import SwiftOutline
import XCTest

func makeOutline(_ source: String) -> SourceOutline {
    SourceOutline(SourceFile(text: source))
}

extension SourceOutline {
    /// The first declaration with this name (and kind, when given).
    func declaration(named name: String, kind: Declaration.Kind? = nil) -> Declaration? {
        declarations.first { self.name(of: $0) == name && (kind == nil || $0.kind == kind) }
    }

    func memberNames(of declaration: Declaration) -> [String] {
        declaration.members.map { self.name(of: declarations[$0]) ?? "?" }
    }

    func attributeNames(_ declaration: Declaration) -> [String] {
        declaration.attributes.map { name(of: $0) }
    }

    func modifierTexts(_ declaration: Declaration) -> [String] {
        declaration.modifiers.map { modifier in
            text(modifier.token) + (modifier.detail.map { "(\(text($0)))" } ?? "")
        }
    }

    func texts(_ ranges: some Collection<Range<Int>>) -> [String] { ranges.map { text($0) } }
}
