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
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        // Test-only oracle for the tokenizer; never linked into `mvvm`.
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        .target(name: "SwiftLexer"),
        .target(name: "SwiftOutline", dependencies: ["SwiftLexer"]),
        .target(name: "MVVMRules", dependencies: ["SwiftLexer", "SwiftOutline"], plugins: ["EmbedDocuments"]),
        // Build-time embedding of Rules/*.md: no resource bundle, no checkout needed to explain.
        .executableTarget(name: "mvvm-embed"),
        .plugin(name: "EmbedDocuments", capability: .buildTool(), dependencies: ["mvvm-embed"]),
        // `swift package plugin mvvm lint` in a package that depends on this one.
        .plugin(
            name: "MVVMCommand",
            capability: .command(
                intent: .custom(verb: "mvvm", description: "Run mvvm (lint, new, rules…) in this package"),
                permissions: [.writeToPackageDirectory(reason: "`mvvm lint --fix` and `mvvm new` write Swift files")]
            ),
            dependencies: ["mvvm"]
        ),
        .target(
            name: "MVVMLint",
            dependencies: ["MVVMRules", "SwiftLexer", "SwiftOutline", .product(name: "Yams", package: "Yams")]
        ),
        .target(
            name: "MVVMScaffold",
            dependencies: ["SwiftLexer", .product(name: "Mustache", package: "swift-mustache")],
            plugins: ["EmbedDocuments"]
        ),
        .executableTarget(
            name: "mvvm",
            dependencies: [
                "SwiftLexer",
                "SwiftOutline",
                "MVVMRules",
                "MVVMLint",
                "MVVMScaffold",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "mvvm-benchmark",
            dependencies: ["SwiftLexer", "SwiftOutline"],
            path: "Benchmarks/mvvm-benchmark"
        ),
        // Helpers shared by the test targets (corpus discovery); never part of the product.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "SwiftLexerTests", dependencies: ["SwiftLexer", "TestSupport"]),
        .testTarget(name: "SwiftOutlineTests", dependencies: ["SwiftOutline", "SwiftLexer", "TestSupport"]),
        .testTarget(name: "MVVMRulesTests", dependencies: ["MVVMRules", "SwiftLexer", "SwiftOutline", "TestSupport"]),
        .testTarget(
            name: "MVVMLintTests",
            dependencies: ["MVVMLint", "MVVMRules", "SwiftLexer", "SwiftOutline", "TestSupport", .product(name: "Yams", package: "Yams")]
        ),
        .testTarget(
            name: "LexerOracleTests",
            dependencies: [
                "SwiftLexer",
                "TestSupport",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        .testTarget(
            name: "MVVMScaffoldTests",
            dependencies: ["MVVMScaffold", "MVVMLint", "TestSupport"]
        ),
        .testTarget(
            name: "mvvmTests",
            dependencies: ["mvvm", "MVVMLint", "MVVMRules", "TestSupport"]
        ),
    ]
)

// Compile-and-run proof for the scaffolder (Linux only, where Apple's SwiftUI and Combine do not
// exist): small stand-in modules with those names, and the generated screens compiled unmodified
// against them, their generated tests run by `swift test`. On macOS the names would clash with the
// real frameworks, so these targets are left out there.
#if os(Linux)
// Generated code must compile without a single warning.
let warningsAsErrors: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]
package.dependencies.append(.package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"))
package.targets += [
    .target(name: "Combine", dependencies: ["OpenCombine"], path: "Tests/StandIns/Combine"),
    .target(name: "SwiftUI", dependencies: ["Combine"], path: "Tests/StandIns/SwiftUI"),
    .target(name: "ScaffoldedCombine", dependencies: ["SwiftUI", "Combine"], path: "Tests/Scaffolded/combine/Sources",
            swiftSettings: warningsAsErrors),
    .testTarget(name: "ScaffoldedCombineTests", dependencies: ["ScaffoldedCombine"], path: "Tests/Scaffolded/combine/Tests",
                swiftSettings: warningsAsErrors),
    .target(name: "ScaffoldedObservable", dependencies: ["SwiftUI"], path: "Tests/Scaffolded/observable/Sources",
            swiftSettings: warningsAsErrors),
    .testTarget(name: "ScaffoldedObservableTests", dependencies: ["ScaffoldedObservable"], path: "Tests/Scaffolded/observable/Tests",
                swiftSettings: warningsAsErrors),
    // The example app's `mvvm new Login` output, exactly as committed.
    .target(
        name: "TodoApp",
        dependencies: ["SwiftUI", "Combine"],
        path: "Examples/TodoApp/Sources",
        sources: ["Screens/LoginView.swift", "Screens/LoginViewModel.swift", "Screens/Responder.swift"],
        swiftSettings: warningsAsErrors
    ),
    .testTarget(
        name: "TodoAppTests",
        dependencies: ["TodoApp"],
        path: "Examples/TodoApp/Tests",
        sources: ["LoginViewModelTests.swift"],
        swiftSettings: warningsAsErrors
    ),
]
#endif
