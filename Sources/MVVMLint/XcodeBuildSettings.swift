import Foundation

/// What an app's Xcode build settings say that changes how its code is read. Only one setting
/// matters today: `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor` makes every type of the target
/// `@MainActor`, so `main_actor_view_model` has nothing to ask of its view models.
public enum XcodeBuildSettings {
    /// Whether a file that sets build settings is one: an `.xcconfig`, an Xcode project's
    /// `project.pbxproj`, or XcodeGen's `project.yml`.
    public static func isSettingsFile(named name: String) -> Bool {
        name.hasSuffix(".xcconfig") || name == "project.pbxproj" || name == "project.yml"
    }

    /// Whether any of `files` sets default actor isolation to `MainActor`. Targets are not told
    /// apart: the app's files (those outside SwiftPM targets) are read as main-actor when any
    /// setting says so, which can only hide findings, never make one.
    public static func setsMainActorByDefault(_ files: [String]) -> Bool {
        let key = Data("SWIFT_DEFAULT_ACTOR_ISOLATION".utf8)
        let value = Data("MainActor".utf8)
        let newline = Data("\n".utf8)
        for file in files {
            // Foundation's search, not a generic collection's: a project file runs to megabytes.
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            var from = data.startIndex
            // The key, then on the same line the value (`= MainActor;`, `: MainActor`).
            while let found = data.range(of: key, in: from..<data.endIndex) {
                let lineEnd = data.range(of: newline, in: found.upperBound..<data.endIndex)?.lowerBound ?? data.endIndex
                if data.range(of: value, in: found.upperBound..<lineEnd) != nil { return true }
                from = lineEnd
            }
        }
        return false
    }
}
