import ArgumentParser
import Foundation
import SwiftLexer
import SwiftOutline

/// `mvvm dump FILE`: what the lexer and the outline see, for bug reports and rule authors.
struct Dump: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the tokens or the declaration outline of a Swift file.",
        discussion: """
            --outline (the default) prints declarations with their attributes, modifiers, \
            inheritance, parameters, bindings and MARK sections; --bodies adds the statements, \
            switch cases and postfix chains inside function bodies. --tokens prints one token \
            per line with its position and kind; --trivia includes whitespace and comments.
            """
    )

    enum Mode: String, EnumerableFlag {
        case outline, tokens
    }

    @Argument(help: "The Swift file to read.", completion: .file(extensions: ["swift"]))
    var file: String

    @Flag(help: "What to print.")
    var mode: Mode = .outline

    @Flag(help: "With --tokens: include whitespace, newlines and comments.")
    var trivia = false

    @Flag(help: "With --outline: also print statements, switch cases and chains in function bodies.")
    var bodies = false

    func run() throws {
        let source: SourceFile
        do {
            source = try SourceFile(contentsOf: file)
        } catch {
            throw CommandFailure("\(file): error: cannot read file")
        }
        switch mode {
        case .tokens:
            print(OutlineDump.tokens(source, includeTrivia: trivia), terminator: "")
        case .outline:
            print(OutlineDump.outline(SourceOutline(source), bodies: bodies), terminator: "")
            for diagnostic in source.lexed.diagnostics {
                let location = source.location(of: diagnostic.offset)
                FileHandle.standardError.write(Data("\(file):\(location.line):\(location.column): warning: \(diagnostic.message)\n".utf8))
            }
        }
    }
}
