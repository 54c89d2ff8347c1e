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
        let key = Array("SWIFT_DEFAULT_ACTOR_ISOLATION".utf8)
        let value = Array("MainActor".utf8)
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            let bytes = [UInt8](data)
            // The key, then on the same line the value (`= MainActor;`, `: MainActor`).
            var index = 0
            while let found = bytes.firstRange(of: key, startingAt: index) {
                var end = found.upperBound
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                if bytes[found.upperBound..<end].firstRange(of: value) != nil { return true }
                index = end
            }
        }
        return false
    }
}

private extension Array where Element == UInt8 {
    func firstRange(of needle: [UInt8], startingAt start: Int) -> Range<Int>? {
        self[start...].firstRange(of: needle)
    }
}
