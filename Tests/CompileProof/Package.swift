// swift-tools-version:6.0
import PackageDescription

// Compile-and-run proof for the scaffolder, kept out of the root manifest so that building or
// depending on `mvvm` never builds it: small stand-in `SwiftUI` and `Combine` modules (Linux has
// neither; `Combine` re-exports OpenCombine), the screens `mvvm new` writes (the snapshots under
// Scaffolded/, compared byte for byte by SnapshotTests) and the example app's `Login` screen
// (symbolic links to Examples/TodoApp), compiled without a warning and their generated tests run.
// The root's CompileProofTests builds and tests this package on Linux; on macOS the stand-ins
// would clash with Apple's frameworks.
let warningsAsErrors: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

let package = Package(
    name: "CompileProof",
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        .target(name: "Combine", dependencies: ["OpenCombine"], path: "StandIns/Combine"),
        .target(name: "SwiftUI", dependencies: ["Combine"], path: "StandIns/SwiftUI"),
        .target(name: "UIKit", path: "StandIns/UIKit"),
        .target(name: "ScaffoldedCombine", dependencies: ["SwiftUI", "Combine"], path: "Scaffolded/combine/Sources",
                swiftSettings: warningsAsErrors),
        .testTarget(name: "ScaffoldedCombineTests", dependencies: ["ScaffoldedCombine"], path: "Scaffolded/combine/Tests",
                    swiftSettings: warningsAsErrors),
        .target(name: "ScaffoldedObservable", dependencies: ["SwiftUI"], path: "Scaffolded/observable/Sources",
                swiftSettings: warningsAsErrors),
        .testTarget(name: "ScaffoldedObservableTests", dependencies: ["ScaffoldedObservable"], path: "Scaffolded/observable/Tests",
                    swiftSettings: warningsAsErrors),
        // Stand-ins for RxSwift's three modules (not on this machine), for the rxswift dialect.
        .target(name: "RxSwift", path: "StandIns/RxSwift", swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "RxRelay", dependencies: ["RxSwift"], path: "StandIns/RxRelay", swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "RxCocoa", dependencies: ["RxSwift", "UIKit"], path: "StandIns/RxCocoa", swiftSettings: [.swiftLanguageMode(.v5)]),
        // The dialects' screens (`mvvm new --profile …`), under Scaffolded/dialect-<folder>.
        .target(name: "DialectObservable", dependencies: ["SwiftUI"], path: "Scaffolded/dialect-observable/Sources",
                swiftSettings: warningsAsErrors),
        .testTarget(name: "DialectObservableTests", dependencies: ["DialectObservable"], path: "Scaffolded/dialect-observable/Tests",
                    swiftSettings: warningsAsErrors),
        .target(name: "DialectInputsOutputsCombine", dependencies: ["UIKit", "Combine"],
                path: "Scaffolded/dialect-inputs_outputs-combine/Sources", swiftSettings: warningsAsErrors),
        .testTarget(name: "DialectInputsOutputsCombineTests", dependencies: ["DialectInputsOutputsCombine"],
                    path: "Scaffolded/dialect-inputs_outputs-combine/Tests", swiftSettings: warningsAsErrors),
        .target(name: "DialectInputsOutputsRxSwift", dependencies: ["UIKit", "RxSwift", "RxRelay", "RxCocoa"],
                path: "Scaffolded/dialect-inputs_outputs-rxswift/Sources", swiftSettings: warningsAsErrors),
        .testTarget(name: "DialectInputsOutputsRxSwiftTests", dependencies: ["DialectInputsOutputsRxSwift", "RxSwift", "RxRelay", "RxCocoa"],
                    path: "Scaffolded/dialect-inputs_outputs-rxswift/Tests", swiftSettings: warningsAsErrors),
        // Hand-written: drives the generated controllers and flow controllers through the stand-in UIKit.
        .testTarget(name: "DialectControllersTests", dependencies: ["DialectInputsOutputsCombine", "DialectInputsOutputsRxSwift", "UIKit"],
                    path: "DialectControllers", swiftSettings: warningsAsErrors),
        .target(name: "ReMVVM", dependencies: ["Combine", "UIKit"], path: "StandIns/ReMVVM"),
        .target(name: "DialectViewstate", dependencies: ["Combine", "UIKit"], path: "Scaffolded/dialect-viewstate/Sources",
                swiftSettings: warningsAsErrors),
        .testTarget(name: "DialectViewstateTests", dependencies: ["DialectViewstate"], path: "Scaffolded/dialect-viewstate/Tests",
                    swiftSettings: warningsAsErrors),
        .target(name: "DialectRemvvm", dependencies: ["ReMVVM", "Combine", "UIKit"], path: "Scaffolded/dialect-remvvm/Sources",
                swiftSettings: warningsAsErrors),
        .testTarget(name: "DialectRemvvmTests", dependencies: ["DialectRemvvm", "ReMVVM"], path: "Scaffolded/dialect-remvvm/Tests",
                    swiftSettings: warningsAsErrors),
        .target(name: "TodoApp", dependencies: ["SwiftUI", "Combine"], path: "TodoApp/Sources", swiftSettings: warningsAsErrors),
        .testTarget(name: "TodoAppTests", dependencies: ["TodoApp"], path: "TodoApp/Tests", swiftSettings: warningsAsErrors),
    ]
)
