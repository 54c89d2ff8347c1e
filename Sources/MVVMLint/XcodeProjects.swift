import MVVMRules

/// An app whose tree holds several Xcode projects (a macOS and an iOS app side by side, an app
/// beside the frameworks it links) builds each into modules of its own: two `TerminalContext`s
/// in two projects are two types, and a framework's internal members are out of the app's reach.
/// Each project's folder is read as one module named after the project, as SwiftPM targets are;
/// which target of a project a file belongs to is not read (a file may be in several). With one
/// project nothing changes: its files are the app module.
public enum XcodeProjects {
    /// The modules the `project.pbxproj` files among `buildSettingFiles` make, when there are
    /// several projects.
    public static func modules(from buildSettingFiles: [String]) -> [XcodeProjectModule] {
        var modules: [XcodeProjectModule] = []
        for file in buildSettingFiles where file.hasSuffix(".xcodeproj/project.pbxproj") {
            let project = file.dropLast("/project.pbxproj".count)
            guard let slash = project.lastIndex(of: "/") else { continue }
            let name = project[project.index(after: slash)...].dropLast(".xcodeproj".count)
            guard !name.isEmpty else { continue }
            modules.append(XcodeProjectModule(folder: String(project[...slash]), name: String(name)))
        }
        return modules.count > 1 ? modules.sorted { $0.folder < $1.folder } : []
    }
}
