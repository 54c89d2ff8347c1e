import Foundation
import SwiftLexer
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

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
        files.contains { file in
            guard let bytes = FileBytes.contents(of: file) else { return false }
            return bytes.withUnsafeBytes { setsMainActorByDefault(in: $0) }
        }
    }

    /// The key, then on the same line the value (`= MainActor;`, `: MainActor`). A project file
    /// runs to megabytes: Foundation's `Data` search over one took a tenth of a warm pre-commit
    /// run, `memchr` for the first byte a few hundredths of that.
    static func setsMainActorByDefault(in text: UnsafeRawBufferPointer) -> Bool {
        let key = Array("SWIFT_DEFAULT_ACTOR_ISOLATION".utf8), value = Array("MainActor".utf8)
        var from = 0
        while let found = firstOffset(of: key, in: text, from: from, to: text.count) {
            let start = found + key.count
            let lineEnd = firstOffset(of: [0x0A], in: text, from: start, to: text.count) ?? text.count
            if firstOffset(of: value, in: text, from: start, to: lineEnd) != nil { return true }
            from = lineEnd
        }
        return false
    }

    /// Where `needle` first starts in `text[from..<to]`.
    static func firstOffset(of needle: [UInt8], in text: UnsafeRawBufferPointer, from: Int, to end: Int) -> Int? {
        guard let base = text.baseAddress, !needle.isEmpty else { return nil }
        var position = from
        while end - position >= needle.count {
            guard let hit = memchr(base + position, Int32(needle[0]), end - position - needle.count + 1) else { return nil }
            let offset = base.distance(to: UnsafeRawPointer(hit))
            if memcmp(base + offset, needle, needle.count) == 0 { return offset }
            position = offset + 1
        }
        return nil
    }
}
