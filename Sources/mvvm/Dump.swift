import ArgumentParser
import Foundation
import MVVMLint
import MVVMRules
import SwiftLexer
import SwiftOutline

/// `mvvm dump FILE`: what the lexer and the outline see, for bug reports and rule authors.
struct Dump: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print the tokens or the declaration outline of a Swift file.",
        discussion: """
            --outline (the default) prints declarations with their attributes, modifiers, \
            inheritance, parameters, bindings and MARK sections; --bodies adds the statements, \
            switch cases and postfix chains inside function bodies. --tokens prints one token \
            per line with its position and kind; --trivia includes whitespace and comments. \
            --roles indexes the whole project (as `mvvm lint` does) and prints what each type of \
            the file is — view model, screen, service — with the evidence for it.
            """
    )

    enum Mode: String, EnumerableFlag {
        case outline, tokens, roles
    }

    @Argument(help: "The Swift file to read.", completion: .file(extensions: ["swift"]))
    var file: String

    @Flag(help: "What to print.")
    var mode: Mode = .outline

    @Flag(help: "With --tokens: include whitespace, newlines and comments.")
    var trivia = false

    @Flag(help: "With --outline: also print statements, switch cases and chains in function bodies.")
    var bodies = false

    @Option(help: "With --roles: the configuration file (default: the nearest .mvvm.yml).")
    var config: String?

    func run() throws {
        let source: SourceFile
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory), isDirectory.boolValue {
            throw CommandFailure("\(file): error: is a folder; name one Swift file")
        }
        do {
            source = try SourceFile(contentsOf: file)
        } catch {
            throw CommandFailure("\(file): error: cannot read file")
        }
        switch mode {
        case .roles:
            print(try roles(of: source), terminator: "")
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

    /// Each type declared or extended in the file, with its module, role and evidence.
    private func roles(of source: SourceFile) throws -> String {
        let workingDirectory = FileManager.default.currentDirectoryPath
        let configuration = try loadConfiguration(config, workingDirectory: workingDirectory)
        let index = try projectIndex(configuration, workingDirectory: workingDirectory).index
        let path = URL(fileURLWithPath: file, relativeTo: URL(fileURLWithPath: workingDirectory)).standardizedFileURL.path
        let outline = SourceOutline(SourceFile(path: path, bytes: source.bytes))
        var lines: [String] = []
        for (position, declaration) in outline.declarations.enumerated() {
            guard let kind = FactExtractor.typeKind(declaration.kind), let name = QualifiedNames.path(of: position, in: outline) else { continue }
            let line = outline.location(ofToken: declaration.keywordToken).line
            guard let id = index.type(declaredAs: name, isExtension: kind == .extension, inFile: path) else {
                lines.append("\(line): \(kind == .extension ? "extension " : "")\(name): not a project type")
                continue
            }
            lines.append("\(line): \(kind == .extension ? "extension of " : "")\(index.describe(id))")
        }
        return lines.map { $0 + "\n" }.joined()
    }
}
