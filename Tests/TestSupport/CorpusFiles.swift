import Foundation

/// Real Swift to test against: this package's own tree and its dependencies' checkouts.
public enum CorpusFiles {
    public static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
        }
        return FileManager.default.currentDirectoryPath
    }()

    public static func swiftFiles() -> [String] {
        ["Sources", "Tests", "Benchmarks", "Examples", ".build/checkouts"].flatMap { swiftFiles(under: packageRoot + "/" + $0) }.sorted()
    }

    /// Every `.swift` file below `root` (absolute paths, sorted), fuzz seeds excluded.
    public static func swiftFiles(under root: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var paths: [String] = []
        while let relative = walker.nextObject() as? String {
            // Fuzz seeds are broken on purpose; they are not "real Swift".
            if relative.hasSuffix(".swift"), !relative.contains("FuzzCorpus") { paths.append(root + "/" + relative) }
        }
        return paths.sorted()
    }
}
