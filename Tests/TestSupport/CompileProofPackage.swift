import Foundation

/// The nested package under Tests/CompileProof (stand-in SwiftUI and Combine, the scaffolded
/// screens, the example's Login), built once per test run into `.build-compile-proof` beside the
/// root's build folder — under Tests/ its checkouts would be read as this package's own Swift.
public enum CompileProofPackage {
    public static let folder = CorpusFiles.packageRoot + "/Tests/CompileProof"
    public static let scratch = CorpusFiles.packageRoot + "/.build-compile-proof"
    public static var arguments: [String] { ["--package-path", folder, "--scratch-path", scratch] }

    /// `swift build --build-tests` of the package, run once; the status and output of that run.
    public static let build: (status: Int32, output: String) = {
        (try? swift(["build", "--build-tests"] + arguments)) ?? (-1, "could not start `swift build`")
    }()

    /// The built modules' folder, for `swiftc -I`.
    public static var modules: String { scratch + "/debug/Modules" }

    public static func swift(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try ProcessRun.swift(arguments)
    }

    /// The first file below the build folder whose path ends with `suffix`.
    public static func find(suffix: String) -> String? {
        guard let walker = FileManager.default.enumerator(atPath: scratch) else { return nil }
        for case let path as String in walker where ("/" + path).hasSuffix(suffix) { return scratch + "/" + path }
        return nil
    }
}
