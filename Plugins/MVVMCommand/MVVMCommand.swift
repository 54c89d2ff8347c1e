import Foundation
import PackagePlugin

/// `swift package plugin mvvm lint`, `swift package --allow-writing-to-package-directory plugin mvvm
/// new Login`: runs the `mvvm` built from this package in the package that uses it, with the
/// arguments given, and fails the command when mvvm does.
@main
struct MVVMCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        let tool = try context.tool(named: "mvvm")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            // SwiftPM prints a plugin's diagnostics as they come and its output only once it ends,
            // so this line always comes first: it says where mvvm's own lines are.
            Diagnostics.error("mvvm \(arguments.joined(separator: " ")) exited with status \(process.terminationStatus); its output follows")
        }
    }
}
