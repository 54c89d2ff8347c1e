/// The tool's version: printed by `--version`, written into reports, and part of cache keys.
public enum MVVMVersion {
    public static let current = "0.1.0"
}
