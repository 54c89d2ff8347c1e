import Foundation

/// Runs a program to completion: its exit status and its standard output and error, interleaved.
public enum ProcessRun {
    public static func run(_ executable: String, _ arguments: [String], in directory: String? = nil,
                           environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// `swift` from the PATH, as the test run found it.
    public static func swift(_ arguments: [String], in directory: String? = nil,
                             environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
        try run("/usr/bin/env", ["swift"] + arguments, in: directory, environment: environment)
    }
}
