import ArgumentParser
import Foundation
import MVVMLint

/// `mvvm cache path|clear`: where the index-fact cache lives, and emptying it.
struct Cache: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache",
        abstract: "Show or clear the cache of per-file index facts.",
        discussion: """
            `mvvm lint` keeps what it learned about each file (by path and content hash, under \
            the tool version and configuration, each entry checksummed) in a cache folder outside \
            the project, so pre-commit runs skip unchanged files; it only ever answers what \
            `--no-cache` would. Move it with MVVM_CACHE_PATH or `lint --cache-path`; it is always \
            safe to delete.
            """,
        subcommands: [Path.self, Clear.self]
    )

    struct Path: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "path", abstract: "Print the cache folder.")

        func run() throws { print(FactCache.defaultDirectory()) }
    }

    struct Clear: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "clear", abstract: "Delete the cache folder and everything in it.")

        func run() throws {
            let directory = FactCache.defaultDirectory()
            guard FileManager.default.fileExists(atPath: directory) else {
                print("Nothing to clear: \(directory) does not exist")
                return
            }
            do {
                try FileManager.default.removeItem(atPath: directory)
            } catch {
                throw CommandFailure("\(directory): error: cannot delete the cache folder")
            }
            print("Cleared \(directory)")
        }
    }
}
