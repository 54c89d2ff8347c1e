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

    /// A base view model held back only because a subclass of it is used off the main actor
    /// still builds its own child view model in its nonisolated `init`: the child is held back
    /// too (pocket-casts-ios: `MessageSupportViewModel` building `SupportLogsViewModel`).
    func testAClassBuiltByABaseHeldBackThroughItsSubclassIsHeldBackToo() {
        let result = findings(MainActorViewModelRule(), [
            """
            class MessageViewModel: ObservableObject {
                @Published private(set) var logs: LogsViewModel
                init() { logs = LogsViewModel() }
            }
            final class CustomMessageViewModel: MessageViewModel {}
            final class LogsViewModel: ObservableObject {
                @Published private(set) var text = ""
            }
            """,
            """
            enum Mailer {
                static func make() -> CustomMessageViewModel { CustomMessageViewModel() }
            }
            """,
        ]).map(\.finding).filter { $0.message.contains("`LogsViewModel`") }
        XCTAssertEqual(result.count, 1)
        XCTAssertNil(result.first?.fix, "its builder cannot be main-actor: the fix would not compile")
        XCTAssertTrue(result.first?.message.contains("used off the main actor at File0.swift:2") == true, result.first?.message ?? "")
    }
}
