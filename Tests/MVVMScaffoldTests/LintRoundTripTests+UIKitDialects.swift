import Foundation
import MVVMRules
@testable import MVVMScaffold
import XCTest

/// The viewstate and remvvm dialects' screens lint clean under their own profile: every option
/// mix, every indentation; and a screen broken on purpose is reported.
extension LintRoundTripTests {
    private static let uikitDialects: [(ScreenDialect, Profile)] = [(.viewstate, .viewstate), (.remvvm, .remvvm)]

    func testUIKitDialectsLintCleanUnderTheirProfiles() throws {
        for (dialect, profile) in Self.uikitDialects {
            for scaffoldCase in ScaffoldCase.matrix {
                XCTAssertEqual(try lint(scaffoldCase.render(dialect: dialect), profile: profile), [], "\(dialect) / \(scaffoldCase)")
            }
        }
    }

    func testUIKitDialectsLintCleanInOtherIndentations() throws {
        for (dialect, profile) in Self.uikitDialects {
            for indentation in [Indentation.tab, .spaces(2), .spaces(3)] {
                let files = try ScaffoldCase.everything.render(dialect: dialect, indentation: indentation)
                XCTAssertEqual(try lint(files, profile: profile), [], "\(dialect) / \(indentation)")
            }
        }
    }

    /// A view state with a `var` breaks `immutable_state`.
    func testTheViewstateRoundTripSeesABrokenScreen() throws {
        var files = try ScaffoldCase.everything.render(dialect: .viewstate)
        let index = try XCTUnwrap(files.firstIndex { $0.kind.rawValue == "ViewState" })
        files[index].contents = files[index].contents.replacingOccurrences(of: "    let title: String", with: "    var title: String")
        XCTAssertEqual(try lint(files, profile: .viewstate), ["immutable_state"])
    }

    /// A reducer that prints breaks `pure_reducer`.
    func testTheRemvvmRoundTripSeesABrokenScreen() throws {
        var files = try ScaffoldCase.everything.render(dialect: .remvvm)
        let index = try XCTUnwrap(files.firstIndex { $0.kind.rawValue == "Reducers" })
        files[index].contents = files[index].contents.replacingOccurrences(
            of: "        state.replacing(status: .add)", with: "        print(action)\n        return state.replacing(status: .add)")
        XCTAssertEqual(try lint(files, profile: .remvvm), ["pure_reducer"])
    }
}

/// Names the viewstate and remvvm templates declare themselves are refused as outputs.
final class UIKitDialectNameTests: XCTestCase {
    func testAnOutputNamedLikeTheDialectsOwnPropertyIsRefused() throws {
        let viewstate = ScaffoldCase(label: "clash", name: "Search", outputs: "route:String")
        XCTAssertThrowsError(try viewstate.render(dialect: .viewstate)) { error in
            XCTAssertEqual((error as? ScaffoldError)?.message,
                           "--outputs/--dependencies: `route` would clash with the `route` a viewstate screen declares; choose another name")
        }
        let remvvm = ScaffoldCase(label: "clash", name: "Search", dependencies: "source:DataSource=.preview")
        XCTAssertThrowsError(try remvvm.render(dialect: .remvvm))
        XCTAssertNoThrow(try remvvm.render(dialect: .viewstate))
    }
}
