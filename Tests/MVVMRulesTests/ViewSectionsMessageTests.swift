import MVVMRules
import XCTest

/// A reordering `--fix` holds back for a memberwise initializer names a certain caller before one
/// that only may be one (ios-drive's `FinderView`: an `.init(menuItem:)` of another type was cited
/// while a call by the view's own name passed the parameter that blocks the move).
final class ViewSectionsMessageTests: XCTestCase {
    private let view = """
        struct FinderView: View {
            var body: some View { Text(title) }
            var presentModal = false
            var title = "Files"
            @ObservedObject var viewModel: FinderViewModel
        }
        """

    func testACallByTheTypesNameIsCitedBeforeAnImplicitInit() {
        let result = findings(ViewSectionsRule(), [view, """
            struct Host: View {
                var body: some View { FinderView(viewModel: FinderViewModel(), presentModal: true) }
            }
            struct Menu: View {
                var body: some View { EditSection(item: .init(title: "x")) }
            }
            """]).map(\.finding)
        XCTAssertEqual(result.count, 1)
        XCTAssertNil(result.first?.fix)
        XCTAssertTrue(result.first?.message.hasSuffix(
            "`--fix` holds it back: moving `viewModel` above `presentModal` (File0.swift:3) would reorder the parameters of `FinderView`'s memberwise initializer") == true,
            result.first?.message ?? "no finding")
    }

    func testAnImplicitInitIsCitedAsAPossibleCaller() {
        let result = findings(ViewSectionsRule(), [view, """
            struct Menu: View {
                var body: some View { EditSection(item: .init(title: "x")) }
            }
            """]).map(\.finding)
        XCTAssertEqual(result.count, 1)
        XCTAssertNil(result.first?.fix)
        XCTAssertTrue(result.first?.message.hasSuffix(
            "`--fix` holds it back: moving `viewModel` above `title` (File0.swift:4) may reorder the parameters of `FinderView`'s memberwise "
                + "initializer: `.init(title:)` at File1.swift:2 may construct it (a type only its context gives)") == true,
            result.first?.message ?? "no finding")
    }

    /// An `.init(…)` passing a label the view has no parameter for builds something else
    /// (BookPlayer: `.init(item:isPlaying:theme:)` of a widget's model, round 38).
    func testAnImplicitInitPassingAnotherTypesLabelsIsNoCaller() {
        let result = findings(ViewSectionsRule(), [view, """
            struct Menu: View {
                var body: some View { EditSection(item: .init(title: "x", isPlaying: true)) }
            }
            """]).map(\.finding)
        XCTAssertEqual(result.count, 1)
        XCTAssertNotNil(result.first?.fix, result.first?.message ?? "no finding")
    }

    /// A `#if` block holding members of different sections moves whole or not at all: the finding
    /// says which block keeps the fix back (nostur's `NXColumnViewModel`, round 49), never nothing.
    func testABlockHoldingSeveralSectionsIsNamedAsWhatHoldsTheFixBack() {
        let result = findings(ViewModelSectionsRule(), ["""
            @MainActor
            final class ColumnViewModel: ObservableObject {
                @Published private(set) var rows: [String] = []
                init() {}
                #if DEBUG
                private let sample = ""
                func send(_ action: Int) {}
                #endif
            }
            """]).map(\.finding)
        XCTAssertFalse(result.isEmpty)
        XCTAssertTrue(result.allSatisfy { $0.fix == nil && $0.message.hasSuffix(
            "`--fix` holds it back: the `#if` block around line 6 holds members of different sections; split it by hand") },
            result.map(\.message).joined(separator: "\n"))
    }
}
