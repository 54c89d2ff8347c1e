import ArgumentParser

@main
struct MVVM: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "mvvm",
        abstract: "Scaffold and lint SwiftUI/UIKit screens that follow the MVVM rulebook.",
        discussion: """
            mvvm reads Swift with its own tokenizer: no compiler, no SourceKit, no matching \
            toolchain. Run `mvvm dump FILE` to see how a file is read.
            """,
        version: version,
        subcommands: [Dump.self]
    )
}
