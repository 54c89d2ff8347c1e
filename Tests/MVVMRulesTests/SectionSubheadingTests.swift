import MVVMRules
import XCTest

/// A dashless MARK under a dashed one divides its group: element-ios's `// MARK: - Properties`
/// then `// MARK: Private` over private properties is no Support section (round 39: 27 false
/// findings of both section rules in one app).
final class SectionSubheadingTests: XCTestCase {
    func testASubheadingOfPropertiesNamesNoSupportSection() {
        let view = """
            struct LoginScreen: View {
                // MARK: - Properties

                // MARK: Private

                @Environment(\\.theme) private var theme: Theme
                @State private var isFocused = false

                // MARK: Public

                @ObservedObject var viewModel: LoginViewModel

                var body: some View {
                    Text(viewModel.title)
                }
            }
            """
        let viewModel = """
            @MainActor
            final class LoginViewModel: ObservableObject {
                // MARK: - Properties

                // MARK: Private

                private let service: Service

                // MARK: Public

                @Published private(set) var title = ""
            }
            """
        XCTAssertEqual(findings(ViewSectionsRule(), [view, viewModel]).map(\.finding.message), [])
        XCTAssertEqual(findings(ViewModelSectionsRule(), [viewModel, view]).map(\.finding.message), [])
    }

    /// A sub-heading naming the member's own section still names it: `init` under `// MARK:
    /// Lifecycle` after `// MARK: - Properties` is where it belongs.
    func testASubheadingAgreeingWithTheMembersKindNamesItsSection() {
        let viewModel = """
            @MainActor
            final class ReaderViewModel: ObservableObject {
                // MARK: - Properties

                private let service: Service

                // MARK: Lifecycle

                init(service: Service) { self.service = service }

                // MARK: Output

                @Published private(set) var title = ""
            }
            """
        XCTAssertEqual(findings(ViewModelSectionsRule(), [viewModel]).map(\.finding.message), [])
    }

    /// A member of no kind under the sub-heading is not placed by it either: element-ios's
    /// controllers keep `private var theme` beside their view model under `// MARK: Private`.
    func testAMemberOfNoKindUnderASubheadingIsPlacedByTheHeading() {
        let controller = """
            final class PreviewViewController: UIViewController {
                // MARK: - Constants

                private enum Constants { static let width = 300 }

                // MARK: Private

                private var theme: Theme!
                private var viewModel: PreviewViewModel!
            }
            """
        XCTAssertEqual(findings(ViewSectionsRule(), [controller, "final class PreviewViewModel {}"]).map(\.finding.message), [])
    }
}
