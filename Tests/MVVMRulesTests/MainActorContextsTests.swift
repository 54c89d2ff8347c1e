import MVVMRules
import SwiftOutline
import XCTest

/// Where `@MainActor` on a view model could break the build: the names a file uses in code that
/// may run off the main actor.
final class MainActorContextsTests: XCTestCase {
    private func mentions(_ source: String) -> Set<String> {
        let outline = outlines([source])[0]
        return FactExtractor.facts(of: outline, path: outline.file.path, isTestFile: false).nonisolatedMentions
    }

    func testPlainCodeAndTestCasesAreOffTheMainActor() {
        XCTAssertTrue(mentions("func make() -> CartViewModel { CartViewModel() }").contains("CartViewModel"))
        XCTAssertTrue(mentions("final class CartTests: XCTestCase {\n    func testIt() { _ = CartViewModel() }\n}\n").contains("CartViewModel"))
        XCTAssertTrue(mentions("final class Cache {\n    let model = CartViewModel()\n}\n").contains("CartViewModel"))
    }

    /// Names are numbered by their bytes in a table that grows: hundreds of distinct names, each
    /// used twice, from two owners, and names that share a prefix or differ in one byte, must all
    /// come out once per owner with the line of their first use.
    func testEveryDistinctNameAndOwnerIsKeptOnceWithItsFirstLine() {
        let names = (0..<300).map { "Model\($0)" } + ["Mödel", "Model", "Models", "ModeL"]
        var source = "final class First {\n"
        for name in names { source += "    func a\(abs(name.hashValue % 1000))() { _ = \(name)() }\n" }
        source += "}\nextension Second {\n"
        for name in names { source += "    func b() { _ = \(name)(); _ = \(name)() }\n" }
        source += "}\n"
        let outline = outlines([source])[0]
        let uses = FactExtractor.facts(of: outline, path: outline.file.path, isTestFile: false).nonisolatedUses
        XCTAssertEqual(uses.count, names.count * 2)
        for (offset, name) in names.enumerated() {
            XCTAssertEqual(uses.filter { $0.name == name }.map(\.owner).sorted(), ["First", "Second"], name)
            XCTAssertEqual(uses.first { $0.name == name && $0.owner == "First" }?.line, offset + 2, name)
            XCTAssertEqual(uses.first { $0.name == name && $0.owner == "Second" }?.line, names.count + offset + 4, name)
        }
    }

    func testNamesInRequirementsAndTypealiasesRunNoCode() {
        XCTAssertFalse(mentions("protocol CartDelegate: AnyObject {\n    func done(_ model: CartViewModel)\n}\n").contains("CartViewModel"))
        XCTAssertFalse(mentions("typealias CartEvent = CartViewModel.Event\n").contains("CartViewModel"))
        // A conformer's implementation is code, read where it is written: what it does with the
        // parameter is a use, naming its type alone is not.
        XCTAssertTrue(mentions("final class Flow: CartDelegate {\n    func done(_ model: CartViewModel) { model.close() }\n}\n").contains("CartViewModel"))
        XCTAssertFalse(mentions("final class Flow: CartDelegate {\n    func done(_ model: CartViewModel) {}\n}\n").contains("CartViewModel"))
    }

    func testAppKitRespondersAreOnIt() {
        XCTAssertFalse(mentions("final class CartPopover: NSPopover {\n    let model = CartViewModel()\n}\n").contains("CartViewModel"))
        XCTAssertFalse(mentions("final class CartField: NSTextField {\n    let model = CartViewModel()\n}\n").contains("CartViewModel"))
    }

    func testMainActorCodeViewsControllersAndTheTypeItselfAreOnIt() {
        XCTAssertFalse(mentions("@MainActor\nfinal class CartTests: XCTestCase {\n    func testIt() { _ = CartViewModel() }\n}\n").contains("CartViewModel"))
        XCTAssertFalse(mentions("struct CartView: View {\n    @StateObject var model = CartViewModel()\n}\n").contains("CartViewModel"))
        XCTAssertFalse(mentions("final class CartController: UIViewController {\n    let model = CartViewModel()\n}\n").contains("CartViewModel"))
        // SwiftUI's representables refine `View`: their requirements run on the main actor.
        XCTAssertFalse(mentions("struct WebView: UIViewRepresentable {\n    func makeUIView(context: Context) -> WKWebView { _ = CartViewModel(); return WKWebView() }\n}\n").contains("CartViewModel"))
        XCTAssertFalse(mentions("struct Picker: NSViewControllerRepresentable {\n    func makeNSViewController(context: Context) -> NSViewController { _ = CartViewModel(); return NSViewController() }\n}\n").contains("CartViewModel"))
        // SwiftUI's command menus and toolbar content are main-actor protocols (PlayCover's help menu).
        XCTAssertFalse(mentions("struct HelpCommands: Commands {\n    @ObservedObject var model: CartViewModel\n    var body: some Commands { EmptyCommands() }\n}\n").contains("CartViewModel"))
        XCTAssertFalse(mentions("struct CartToolbar: ToolbarContent {\n    let model = CartViewModel()\n}\n").contains("CartViewModel"))
        XCTAssertFalse(mentions("struct CartToolbar: CustomizableToolbarContent {\n    let model = CartViewModel()\n}\n").contains("CartViewModel"))
        // An extension of a controller declared elsewhere shares its isolation, known by its name.
        XCTAssertFalse(mentions("extension CartViewController {\n    func open() { _ = CartViewModel() }\n}\n").contains("CartViewModel"))
        // Its own declaration and body, and a subclass naming it as its base, do not call across it.
        XCTAssertFalse(mentions("final class CartViewModel {\n    static func make() -> CartViewModel { CartViewModel() }\n}\n").contains("CartViewModel"))
        XCTAssertFalse(mentions("final class PromoCartViewModel: CartViewModel {}\n").contains("CartViewModel"))
        // `nonisolated` takes a member off it again.
        XCTAssertTrue(mentions("struct CartView: View {\n    nonisolated func make() { _ = CartViewModel() }\n}\n").contains("CartViewModel"))
    }
}
