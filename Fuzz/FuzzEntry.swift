import SwiftLexer
import SwiftOutline

/// libFuzzer entry point: lexes and outlines arbitrary bytes, walks every body with the
/// statement, switch, chain and closure readers, reads local scopes and locates declarations,
/// and traps if the tokens stop covering the input exactly. Built and run by `Fuzz/run.sh`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let file = SourceFile(path: "fuzz.swift", bytes: bytes)
    var offset = 0
    for token in file.lexed.allTokens() {
        precondition(Int(token.start) == offset && token.end > token.start, "tokens must tile the input")
        offset = Int(token.end)
    }
    precondition(offset == size, "tokens must reach the end of the input")

    let outline = SourceOutline(file)
    let tokenCount = file.tokens.count
    for declaration in outline.declarations {
        precondition(declaration.tokens.upperBound <= tokenCount && declaration.keywordToken < tokenCount)
        var bodies: [Range<Int>] = declaration.body.map { [$0] } ?? []
        bodies += declaration.bindings.compactMap(\.accessors)
        for body in bodies where !declaration.kind.isType {
            for statement in outline.statements(in: body) {
                precondition(statement.tokens.lowerBound >= body.lowerBound && statement.tokens.upperBound <= body.upperBound)
                if let switchIndex = statement.tokens.first(where: { file.tokens[$0].keyword == .switch }),
                   let switchStatement = outline.switchStatement(at: switchIndex) {
                    for switchCase in switchStatement.cases { _ = outline.statements(in: switchCase.body) }
                }
            }
            for chain in outline.postfixChains(in: body) { precondition(chain.tokens.upperBound <= tokenCount) }
            for closure in outline.closures(in: body) { _ = outline.closureParts(closure) }
        }
    }
    // The semantic model's readers: local scopes of every member, and placing findings.
    let locator = DeclarationLocator(outline)
    for (index, declaration) in outline.declarations.enumerated() where !declaration.kind.isType {
        let scopes = outline.localScopes(of: declaration)
        if let first = declaration.tokens.first { _ = scopes.binds("x", at: first) }
        if let first = declaration.tokens.first {
            let found = locator.innermost(at: Int(file.tokens[first].start))
            precondition(found != nil && found! < outline.declarations.count, "a declaration's own start lies in a declaration (\(index))")
        }
    }
    for probe in stride(from: 0, to: size + 1, by: max(1, size / 16)) { _ = locator.qualifiedName(at: probe) }
    _ = OutlineDump.outline(outline, bodies: true)
    _ = OutlineDump.tokens(file, includeTrivia: true)
    for diagnostic in file.lexed.diagnostics { _ = file.location(of: diagnostic.offset) }
    return 0
}
