import Foundation

/// A small package with two modules, a screen handing down a child, a responder action handled by
/// the parent, a test that sends one action of two, and findings in views and view models: what
/// `mvvm map` must read right (MapCommandTests, PageBrowserTests).
enum ShopProject {
    static func write(into project: TemporaryDirectory) throws {
        try project.write(".mvvm.yml", "")
        try project.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(name: "Shop", targets: [
                .target(name: "Catalog"),
                .target(name: "Checkout"),
                .testTarget(name: "CatalogTests", dependencies: ["Catalog"]),
            ])
            """ + "\n")
        try project.write("Sources/Catalog/ProductDetailView.swift", """
            import SwiftUI

            struct ProductDetailView: View {
                @ObservedObject var viewModel: ProductDetailViewModel

                var body: some View {
                    Button("Close") { viewModel.send(.close) }
                }
            }

            @MainActor
            final class ProductDetailViewModel: ObservableObject {
                enum ResponderAction {
                    case closed
                }

                enum Action {
                    case close
                }

                func send(_ action: Action) {
                    switch action {
                    case .close: break
                    }
                }
            }
            """ + "\n")
        try project.write("Sources/Catalog/ProductListView.swift", """
            import SwiftUI

            struct ProductListView: View {
                @StateObject private var viewModel: ProductListViewModel

                init(viewModel: @autoclosure @escaping () -> ProductListViewModel) {
                    _viewModel = StateObject(wrappedValue: viewModel())
                }

                var body: some View {
                    List {
                        Button("Open") { viewModel.send(.open) }
                    }
                    .onAppear { viewModel.send(.appear) }
                }
            }
            """ + "\n")
        try project.write("Sources/Catalog/ProductListViewModel.swift", """
            import Combine

            @MainActor
            final class ProductListViewModel: ObservableObject {
                let detail: ProductDetailViewModel
                private let api: CatalogAPI

                init(api: CatalogAPI, detail: ProductDetailViewModel) {
                    self.api = api
                    self.detail = detail
                }

                func handle(_ action: ProductDetailViewModel.ResponderAction) {}

                enum Action {
                    case appear
                    case open
                }

                func send(_ action: Action) {
                    switch action {
                    case .appear: break
                    case .open: break
                    }
                }
            }

            protocol CatalogAPI {}
            """ + "\n")
        try project.write("Sources/Checkout/CartView.swift", """
            import SwiftUI

            /// The cart. "</script>" here tests that a page's data cannot end its script.
            struct CartView: View {
                @State var isEditing = false
                @StateObject private var viewModel = CartViewModel()

                var body: some View {
                    Text("Cart")
                }
            }

            final class CartViewModel: ObservableObject {
                @Published var total = 0
            }
            """ + "\n")
        try project.write("Tests/CatalogTests/ProductListViewModelTests.swift", """
            import XCTest
            @testable import Catalog

            final class ProductListViewModelTests: XCTestCase {
                func testAppear() {
                    let viewModel = ProductListViewModel(api: StubAPI(), detail: ProductDetailViewModel())
                    viewModel.send(.appear)
                }
            }
            """ + "\n")
    }
}
