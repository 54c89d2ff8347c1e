import Foundation

/// A package of `screens` screens in `modules` modules, for pages at scale: each screen a view
/// with its own view model; every fifth hands down the next one's view model; every third view
/// model's `refresh` goes untested; every seventh view keeps a non-private `@State` (a finding).
enum GeneratedApp {
    static func write(screens: Int, modules: Int, into project: TemporaryDirectory) throws {
        let moduleNames = (1...modules).map { "Feature\($0)" }
        try project.write(".mvvm.yml", "")
        try project.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(name: "Generated", targets: [
            \(moduleNames.map { "    .target(name: \"\($0)\"),\n    .testTarget(name: \"\($0)Tests\", dependencies: [\"\($0)\"])," }.joined(separator: "\n"))
            ])

            """)
        for index in 0..<screens {
            let module = moduleNames[index % modules]
            let name = "Screen\(index)"
            // The next screen of the same module, handed down by every fifth.
            let child = index % 5 == 0 && index + modules < screens ? "Screen\(index + modules)ViewModel" : nil
            try project.write("Sources/\(module)/\(name)View.swift", """
                import SwiftUI

                struct \(name)View: View {
                    @State \(index % 7 == 0 ? "" : "private ")var isExpanded = false
                    @StateObject private var viewModel: \(name)ViewModel

                    init(viewModel: @autoclosure @escaping () -> \(name)ViewModel) {
                        _viewModel = StateObject(wrappedValue: viewModel())
                    }

                    var body: some View {
                        Text(viewModel.title)
                            .onAppear { viewModel.send(.appear) }
                            .refreshable { viewModel.send(.refresh) }
                    }
                }

                """)
            try project.write("Sources/\(module)/\(name)ViewModel.swift", """
                import Combine

                @MainActor
                final class \(name)ViewModel: ObservableObject {
                \(child.map { "    let child: \($0)\n\n    init(child: \($0)) {\n        self.child = child\n    }\n" } ?? "")
                    enum Action {
                        case appear
                        case refresh
                    }

                    @Published private(set) var title = "\(name)"

                    func send(_ action: Action) {
                        switch action {
                        case .appear: title = "\(name)"
                        case .refresh: title = "\(name)!"
                        }
                    }
                }

                """)
            try project.write("Tests/\(module)Tests/\(name)ViewModelTests.swift", """
                import XCTest
                @testable import \(module)

                @MainActor
                final class \(name)ViewModelTests: XCTestCase {
                    func testActions() {
                        let viewModel = \(name)ViewModel(\(child == nil ? "" : "child: .preview"))
                        viewModel.send(.appear)
                \(index % 3 == 0 ? "" : "        viewModel.send(.refresh)\n")    }
                }

                """)
        }
    }
}
