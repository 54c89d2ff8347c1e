// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "mvvm",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "mvvm", targets: ["mvvm"]),
        .library(name: "SwiftLexer", targets: ["SwiftLexer"]),
        .library(name: "SwiftOutline", targets: ["SwiftOutline"]),
        .plugin(name: "MVVMCommand", targets: ["MVVMCommand"]),
        .plugin(name: "MVVMLintPlugin", targets: ["MVVMLintPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
    ],
    targets: [
        .target(name: "SwiftLexer"),
        // The commit a shipped binary was built from, passed by `make install` as a C macro.
        .target(name: "BuildInfo"),
        .target(name: "SwiftOutline", dependencies: ["SwiftLexer"]),
        // Rules/*.md and Templates/ are compiled in as generated, committed Swift files
        // (Embedded*.swift; see Tests/TestSupport/EmbeddedDocuments.swift): no resource bundle,
        // and nothing for a build plugin to generate when mvvm is built as a host tool.
        .target(name: "MVVMRules", dependencies: ["SwiftLexer", "SwiftOutline"]),
        // The one writer of every file mvvm changes or creates (linter and scaffolder alike).
        .target(name: "SafeFiles"),
        // `swift package plugin mvvm lint` in a package that depends on this one.
        .plugin(
            name: "MVVMCommand",
            capability: .command(
                intent: .custom(verb: "mvvm", description: "Run mvvm (lint, new, rules…) in this package"),
                permissions: [.writeToPackageDirectory(reason: "`mvvm lint --fix` and `mvvm new` write Swift files")]
            ),
            dependencies: ["mvvm"]
        ),
        // Lints a target's sources on every `swift build` of a package that applies it.
        .plugin(name: "MVVMLintPlugin", capability: .buildTool(), dependencies: ["mvvm"]),
        .target(
            name: "MVVMLint",
            dependencies: ["BuildInfo", "MVVMRules", "SafeFiles", "SwiftLexer", "SwiftOutline", .product(name: "Yams", package: "Yams")]
        ),
        // `mvvm map` and the HTML pages: the architecture the lint run read, drawn.
        .target(name: "MVVMMap", dependencies: ["MVVMLint", "MVVMRules"]),
        .target(
            name: "MVVMScaffold",
            dependencies: ["SafeFiles", "SwiftLexer", "SwiftOutline", .product(name: "Mustache", package: "swift-mustache")]
        ),
        .executableTarget(
            name: "mvvm",
            dependencies: [
                "SwiftLexer",
                "SwiftOutline",
                "MVVMRules",
                "MVVMLint",
                "MVVMMap",
                "MVVMScaffold",
                "SafeFiles",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "mvvm-benchmark",
            dependencies: ["SwiftLexer", "SwiftOutline"],
            path: "Benchmarks/mvvm-benchmark"
        ),
        // Helpers shared by the test targets (corpus discovery); never part of the product.
        .target(name: "TestSupport", dependencies: ["SwiftLexer", "SwiftOutline"], path: "Tests/TestSupport"),
        .testTarget(name: "SwiftLexerTests", dependencies: ["SwiftLexer", "TestSupport"]),
        .testTarget(name: "SafeFilesTests", dependencies: ["SafeFiles"]),
        .testTarget(name: "SwiftOutlineTests", dependencies: ["SwiftOutline", "SwiftLexer", "TestSupport"]),
        .testTarget(name: "MVVMRulesTests", dependencies: ["MVVMRules", "SwiftLexer", "SwiftOutline", "TestSupport"]),
        .testTarget(
            name: "MVVMLintTests",
            dependencies: ["MVVMLint", "MVVMRules", "SwiftLexer", "SwiftOutline", "TestSupport", .product(name: "Yams", package: "Yams")]
        ),
        .testTarget(
            name: "MVVMScaffoldTests",
            dependencies: ["MVVMScaffold", "MVVMLint", "TestSupport"]
        ),
        .testTarget(name: "MVVMMapTests", dependencies: ["MVVMMap"]),
        .testTarget(
            name: "mvvmTests",
            dependencies: ["mvvm", "MVVMLint", "MVVMRules", "MVVMScaffold", "TestSupport"]
        ),
    ]
)
