/// Small pieces of finding messages that several rules share.
public enum FindingText {
    /// The last component of a path: messages name files as a user sees them in an editor tab.
    public static func fileName(_ path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// `File.swift:12`.
    public static func place(_ file: String, _ line: Int) -> String { "\(fileName(file)):\(line)" }

    /// Why a fix is held back by a write: `written at File.swift:12` when the write reaches the
    /// member through a value known to hold the type, else `may be written at …` — a member of
    /// that name written through a value whose type is not known, which might be this one.
    public static func write(_ place: (file: String, line: Int, isCertain: Bool)) -> String {
        place.isCertain ? "written at " + self.place(place.file, place.line)
            : "may be written at " + self.place(place.file, place.line) + " (a member of that name, through a value of unknown type)"
    }
}
