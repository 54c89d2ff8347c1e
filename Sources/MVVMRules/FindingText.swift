/// Small pieces of finding messages that several rules share.
public enum FindingText {
    /// The last component of a path: messages name files as a user sees them in an editor tab.
    public static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// `File.swift:12`.
    public static func place(_ file: String, _ line: Int) -> String { "\(fileName(file)):\(line)" }
}
