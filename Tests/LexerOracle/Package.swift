// swift-tools-version:6.0
import PackageDescription

// The lexer's oracle: SwiftSyntax tokenizes the same real Swift and the two must agree. Kept out of
// the root manifest so that `swift run mvvm`, `make install` and a package depending on mvvm never
// fetch or build swift-syntax; the root's `LexerOracleRunTests` builds and runs this package.
let package = Package(
    name: "LexerOracle",
    dependencies: [
        .package(name: "mvvm", path: "../.."),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        .testTarget(
            name: "LexerOracleTests",
            dependencies: [
                .product(name: "SwiftLexer", package: "mvvm"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
    ]
)
