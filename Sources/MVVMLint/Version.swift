import BuildInfo

/// The tool's version: printed by `--version`, written into reports, and part of cache keys.
public enum MVVMVersion {
    public static let current = "0.2.0"

    /// The commit this binary was built from (`abc123def456`, `-dirty` when the tree had changes),
    /// or empty for a plain `swift build`.
    public static let commit = String(cString: mvvm_build_commit())

    /// What `mvvm --version` prints: `0.2.0 (abc123def456)`, or the version alone.
    public static let described = commit.isEmpty ? current : "\(current) (\(commit))"
}
