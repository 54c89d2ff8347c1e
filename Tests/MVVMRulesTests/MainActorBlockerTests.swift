import MVVMRules
import XCTest

/// What holds `@MainActor` back belongs to one declaration: a same-named class elsewhere (an iOS
/// and a macOS `CountryItemViewModel`) does not share it.
final class MainActorBlockerTests: XCTestCase {
    /// The first file's class (reported on), and a class of the same name conforming to a
    /// nonisolated project protocol.
    static let sameNamedClasses = [
        """
        final class CountryItemViewModel: ObservableObject {
            @Published private(set) var name = ""
        }
        """,
        """
        protocol CountryViewModel { func select() }
        final class CountryItemViewModel: CountryViewModel, ObservableObject {
            @Published private(set) var name = ""
            func select() {}
        }
        """,
    ]

    func testAConformanceOfASameNamedClassDoesNotHoldThisOneBack() {
        let result = findings(MainActorViewModelRule(), Self.sameNamedClasses).map(\.finding)
        XCTAssertEqual(result.map(\.message), ["view model `CountryItemViewModel` is not `@MainActor`; its outputs drive the UI"])
        XCTAssertNotNil(result.first?.fix, "nothing holds this one back")
    }

    func testUsesOfASameNamedClassStillHoldThisOneBack() {
        let result = findings(MainActorViewModelRule(), Self.sameNamedClasses + [
            """
            final class CountriesSection {
                func item() -> String { CountryItemViewModel().name }
            }
            """,
        ]).map(\.finding)
        XCTAssertEqual(result.count, 1)
        XCTAssertNil(result.first?.fix, "the other class's conformance must not hide this one's use off the main actor")
        XCTAssertTrue(result.first?.message.contains("used off the main actor at File2.swift:2") == true, result.first?.message ?? "")
    }

    func testAnItemOfACollectionViewIsMainActorCode() {
        let result = findings(MainActorViewModelRule(), [
            """
            final class RowViewModel: ObservableObject {
                @Published private(set) var title = ""
            }
            final class RowItem: NSCollectionViewItem {
                func configure() { _ = RowViewModel() }
            }
            """,
        ]).map(\.finding)
        XCTAssertEqual(result.count, 1)
        XCTAssertNotNil(result.first?.fix, "NSCollectionViewItem is a view controller: main-actor")
    }
}
