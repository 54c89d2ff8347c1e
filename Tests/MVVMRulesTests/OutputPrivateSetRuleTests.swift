import MVVMRules
import SwiftLexer
import SwiftOutline
import XCTest

final class OutputPrivateSetRuleTests: XCTestCase {
    let rule = OutputPrivateSetRule()

    static let counterViewModel = "@MainActor final class CounterViewModel: ObservableObject { @Published var count = 0 }"

    /// Whether `--fix` makes `CounterViewModel.count` `private(set)` with `other` as a second file.
    func fix(_ other: String) -> Bool {
        findings(rule, [Self.counterViewModel, other]).first?.finding.fix != nil
    }

    func testPublishedVarWithoutPrivateSetIsReportedAtTheVarKeyword() {
        let result = findings(rule, ["""
            @MainActor
            final class LoginViewModel: ObservableObject {
                @Published
                var isLoading = false
                @Published private(set) var title = ""
                @Published private var secret = 0
                @Published public internal(set) var count = 0
            }
            """])
        XCTAssertEqual(result.map { "\($0.line):\($0.column)" }, ["4:5", "7:37"])
        XCTAssertEqual(result[0].finding.message, "`isLoading` is an output the view could write; declare it `private(set)`")
        XCTAssertEqual(result[0].finding.fix, [TextEdit(range: 77..<77, replacement: "private(set) ")])
        XCTAssertNil(result[1].finding.fix, "an explicit setter access is the author's call")
    }

    func testObservableViewModelStoredVarsAreOutputs() {
        let result = findings(rule, ["""
            @Observable
            final class ProfileViewModel {
                var name = ""
                private(set) var age = 0
                let id: UUID
                var initials: String { String(name.prefix(1)) }
                static var shared = 0
            }
            """])
        XCTAssertEqual(result.map(\.line), [3])
    }

    func testViewModelRecognisedThroughConformanceInAnotherFile() {
        let result = findings(rule, [
            "final class Cart { @Published var items: [Int] = []; func clear() { items = [] } }",
            "extension Cart: ObservableObject {}",
            "struct CartView: View { @StateObject var cart = Cart() }",
        ])
        XCTAssertEqual(result.map(\.line), [1])
    }

    /// A write whose receiver the code makes known — another module's type it constructs, the
    /// enclosing value behind `guard let strongSelf = self`, a cast — is no write of the view
    /// model's member of that name; a construction of the view model itself still is.
    func testWritesThroughKnownReceiversOfOtherTypesDoNotHoldTheFixBack() {
        XCTAssertTrue(fix("func show() { let item = CPListItem(text: \"\"); item.count = 1 }"), "another module's type")
        XCTAssertTrue(fix("""
            final class ListController { var count = 0
                func load() { DispatchQueue.main.async { [weak self] in
                    guard let strongSelf = self else { return }
                    strongSelf.count = 1
                } }
            }
            """), "the controller itself")
        XCTAssertTrue(fix("""
            final class CountCell { var count = 0 }
            func configure(_ view: AnyObject) { let cell = view as! CountCell
                cell.count = 2 }
            """), "a cast to a project type")
        XCTAssertTrue(fix("""
            final class CountCell { var count = 0 }
            func configure(_ table: Table, _ path: Int) {
                let cell = table.dequeue(
                    withIdentifier: "count",
                    for: path) as! CountCell
                cell.count = 2 }
            """), "a cast ending a call whose arguments span lines")
        XCTAssertFalse(fix("final class Holder { let boxed: CurrentValueSubject<CounterViewModel, Never>\n func f() { boxed.value.count = 1 } }"),
                       "a stored property of another module's generic type, which may hand out the view model")
        XCTAssertFalse(fix("final class Holder { let boxed = Box<[CounterViewModel]>()\n func f() { boxed.value.first?.count = 1 } }"),
                       "the same, constructed, specialised with no named type first")
        XCTAssertFalse(fix("func f(_ binding: Binding<CounterViewModel>) { binding.wrappedValue.count = 1 }"), "a parameter of such a type")
        XCTAssertFalse(fix("func f() { let subject = CurrentValueSubject<CounterViewModel, Never>(CounterViewModel())\n subject.value.count = 1 }"),
                       "a local constructed as one")
        XCTAssertFalse(fix("final class Holder { var current: Binding<CounterViewModel> { fatalError() }\n func f() { current.wrappedValue.count = 1 } }"),
                       "a computed property of such a type")
        XCTAssertFalse(fix("func makeSubject() -> CurrentValueSubject<CounterViewModel, Never> { fatalError() }\nfunc f() { let s = makeSubject()\n s.value.count = 1 }"),
                       "what a function declared to return one returns")
        XCTAssertFalse(fix("enum Shared { static let subject = CurrentValueSubject<CounterViewModel, Never>(CounterViewModel()) }\nfunc f() { Shared.subject.value.count = 1 }"),
                       "a static property holding one")
        XCTAssertTrue(fix("func f() { let header = HeaderLabel(); header.count = 1 }"), "another module's type that is not generic")
        XCTAssertFalse(fix("func reset() { let viewModel = CounterViewModel(); viewModel.count = 0 }"), "the view model itself")
        XCTAssertFalse(fix("func reset(_ any: AnyObject) { let viewModel = any as! CounterViewModel\n viewModel.count = 0 }"), "cast to the view model")
    }

    /// A key path only read through — used as a function, observed, identifying a list's
    /// elements, naming an environment value — writes nothing; one handed to `assign(to:on:)`
    /// may write the member of that name.
    func testKeyPathsOnlyReadThroughDoNotHoldTheFixBack() {
        XCTAssertTrue(fix("func total(_ rows: [Row]) -> [Int] { rows.map(\\.count) }"), "a key path as a function")
        XCTAssertTrue(fix("func watch(_ o: NSObject) { _ = o.observe(\\.count, options: [.new]) { _, _ in } }"), "key-value observing")
        XCTAssertTrue(fix("func watch(_ o: NSObject) { _ = o.publisher(for: \\.count) }"), "a key-value publisher")
        XCTAssertTrue(fix("struct Rows: View { var rows: [Row]; var body: some View { ForEach(rows, id: \\.count) { _ in } } }"), "a list's identity")
        XCTAssertTrue(fix("func changed(_ keyPath: PartialKeyPath<Row>) -> Bool {\n switch keyPath {\n case \\.count: return true\n case \\.title, \\.count: return true\n default: return keyPath == \\.count }\n }"),
                      "a key path as a switch pattern or compared")
        XCTAssertFalse(fix("func bind(_ p: AnyPublisher<Int, Never>, _ o: AnyObject) { _ = p.assign(to: \\.count, on: o) }"),
                       "assigned through the key path")
        XCTAssertFalse(fix("func set<T>(_ o: T, _ path: WritableKeyPath<T, Int>) {}\nfunc reset(_ o: AnyObject) { set(o, \\.count) }"),
                       "handed to code that may write through it")
        // iAPS: `subscribeSetting(\.allowDilution, on: $allowDilution) { … }` writes the settings
        // struct its parameter names, not the value after `on:`, as `assign(to:on:)` would.
        XCTAssertTrue(fix("""
            struct Preferences { var count = 0 }
            class SettingsBase { func subscribeSetting<T, P>(_ keyPath: WritableKeyPath<Preferences, T>, on publisher: P, initial: (T) -> Void) {} }
            final class SettingsModel: SettingsBase { @Published var count = 0
                func subscribe() { subscribeSetting(\\.count, on: $count) { count = $0 } } }
            """), "a key path handed to a parameter rooted at another type, with an `on:` argument after it")
    }

    /// A local a call on another value returns into has the method's declared return type: another
    /// module's type is no write of the view model's member, the view model itself is; a generic
    /// result, a subscript of the result or an undeclared method stay unknown.
    func testCallsOnOtherValuesAreTypedByTheirDeclaredReturnTypes() {
        let store = "final class Store { let model = CounterViewModel()\n func make() -> CPListItem { CPListItem() }\n func current() -> CounterViewModel { model } }\n"
        XCTAssertTrue(fix(store + "func f(store: Store) { let item = store.make(); item.count = 1 }"), "another module's type")
        XCTAssertTrue(fix(store + "final class Screen { let store = Store()\n func f() { let item = try self.store.make()\n item.count = 1 } }"),
                      "through a property of self")
        XCTAssertFalse(fix(store + "func f(store: Store) { let current = store.current(); current.count = 1 }"), "the view model")
        XCTAssertFalse(fix(store + "func f(store: Store) { let item = store.make()[0]; item.count = 1 }"), "a subscript of the result")
        XCTAssertFalse(fix("final class Box<T> { func get() -> T { fatalError() } }\nfunc f(box: Box<CounterViewModel>) { let vm = box.get(); vm.count = 1 }"),
                       "a generic result")
        XCTAssertFalse(fix(store + "func f(store: Store) { let item = store.unknown(); item.count = 1 }"), "a method no project type declares")
        let overloaded = findings(rule, [Self.counterViewModel, store + "func f(store: Store) { let item = store.make(); item.count = 1 }",
                                         "extension Store { func make<T>(_ value: T) -> T { value } }"])
        XCTAssertNil(overloaded.first?.finding.fix, "a generic overload in another file: which one is called is unknown")
    }

    /// `let m = screen.model` aliases a chain from the name `screen` as it is bound there: a
    /// parameter or local hides the enclosing type's member of that name.
    func testAnAliasOfAChainStartsAtTheNameAsItIsBound() {
        let types = "final class Screen { let model = CounterViewModel() }\nfinal class Details { var count = 0 }\nfinal class Panel { let model = Details() }\n"
        XCTAssertFalse(fix(types + "final class Host { let screen = Panel()\n func f(screen: Screen) { let m = screen.model\n m.count = 1 } }"),
                       "a parameter whose member is the view model, hiding a member that is not")
        XCTAssertTrue(fix(types + "final class Host { let screen = Screen()\n func f(screen: Panel) { let m = screen.model\n m.count = 1 } }"),
                      "a parameter whose member is not the view model, hiding a member that is")
        XCTAssertFalse(fix(types + "final class Host { let screen = Screen()\n func f() { let m = screen.model\n m.count = 1 } }"),
                       "the enclosing type's own member")
        XCTAssertFalse(fix(types + "func f() { let screen = Screen()\n let m = screen.model\n m.count = 1 }"), "a local outside any type")
        XCTAssertFalse(fix(types + "final class Host { var screen: Screen?\n func f() { guard let screen = screen else { return }\n screen.model.count = 1 } }"),
                       "a binding of the same name, unwrapping the member")
        XCTAssertFalse(fix(types + "final class Host { let model = Screen()\n func f() { let model = model.model\n model.count = 1 } }"),
                       "a binding of the same name, reading through the member")
        XCTAssertTrue(fix(types + "final class Host { let model = Panel()\n func f() { let model = model.model\n model.count = 1 } }"),
                      "a binding of the same name, reading through a member that is not the view model")
    }

    /// A chain from a type's name starts at the static member it names, typed as declared or
    /// constructed; a property set from such a chain holds what the chain ends at
    /// (unstoppable-wallet: `private let watchlistManager = App.shared.watchlistManager`).
    func testAChainFromAStaticMemberIsTypedByThatMember() {
        let container = """
            final class Container { static let shared = Container()
             static var current: Container?
             let model = CounterViewModel()
             let details = Details() }
            final class Details { var count = 0 }
            final class Totals { static var count = 0 }

            """
        XCTAssertFalse(fix(container + "func f() { Container.shared.model.count = 1 }"), "through a constructed static member")
        XCTAssertFalse(fix(container + "func f() { Container.current?.model.count = 1 }"), "through an annotated static member")
        XCTAssertTrue(fix(container + "func f() { Container.shared.details.count = 1 }"), "to another type's member of that name")
        XCTAssertTrue(fix(container + "func f() { Totals.count = 1 }"), "a static member itself, no instance's")
        XCTAssertFalse(fix(container + "func f() { Elsewhere.shared.count = 1 }"), "another module's type: an extension may declare it")
        XCTAssertFalse(fix(container + "final class Host { let model = Container.shared.model\n func f() { model.count = 1 } }"),
                       "a property set from the chain")
        XCTAssertTrue(fix(container + "final class Host { let model = Container.shared.details\n func f() { model.count = 1 } }"),
                      "a property set from a chain to another type")
        XCTAssertFalse(fix(container + "final class Host { let model = Container.shared.unknown\n func f() { model.count = 1 } }"),
                       "a chain through a member no type declares")
    }

    /// What a type's static method returns is its declared return type — the project's, or, for
    /// another module's type, what a project extension of it declares, else that module's own
    /// value — never the type it is called on (anytype-swift: `AccessoryViewBuilder.accessoryState(…)`
    /// returns a tuple; `UIButton.Configuration.plain()` a value of UIKit's).
    func testAStaticMethodsResultIsItsDeclaredReturnType() {
        let types = "final class Details { var count = 0 }\nenum Factory { static func details() -> Details { Details() }\n static func model() -> CounterViewModel { fatalError() } }\n"
        XCTAssertTrue(fix(types + "func f() { let d = Factory.details()\n d.count = 1 }"), "a project type's method returning another type")
        XCTAssertFalse(fix(types + "func f() { let m = Factory.model()\n m.count = 1 }"), "one returning the view model")
        XCTAssertTrue(fix(types + "func f() { var c = UIButton.Configuration.plain()\n c.count = 1 }"), "another module's type's own method")
        XCTAssertFalse(fix(types + "extension Elsewhere { static func model() -> CounterViewModel { fatalError() } }\nfunc f() { let m = Elsewhere.model()\n m.count = 1 }"),
                       "another module's type, extended by the project to return the view model")
        XCTAssertFalse(fix(types + "func f() { let m = Decoder.decode(CounterViewModel.self)\n m.count = 1 }"), "a metatype argument: unknown")
        XCTAssertFalse(fix(types + "func f(_ model: CounterViewModel) { let m = MainActor.assumeIsolated({ model })\n m.count = 1 }"),
                       "a closure argument, whose result a generic method may return: unknown")
        XCTAssertTrue(fix(types + "protocol Configuration {}\nextension UIButton.Configuration { static func glass() -> UIButton.Configuration { .plain() } }\nfunc f() { var c = UIButton.Configuration.glass()\n c.count = 1 }"),
                      "another module's nested type, though a project protocol shares its simple name")
        XCTAssertFalse(fix(types + "protocol Configuration {}\nfunc f() { var c = Configuration.make()\n c.count = 1 }"), "a project protocol's name: unknown")
        XCTAssertFalse(fix(types + "enum Maker { static func make<T>() -> T { fatalError() } }\nfunc f() { let m: Int = 0; let n = Maker.make()\n n.count = 1 }"),
                       "a generic result: unknown")
    }

    /// A closure handed to a sequence method that calls it with elements (`forEach`, `map`,
    /// `first(where:)`, …) on a stored collection has those elements as its parameters, `$0` or
    /// named; any other closure's stay unknown (iAPS, Loop: `$0.x = …` in `forEach`).
    func testAClosureCalledWithElementsOfAKnownCollectionHasThemAsParameters() {
        let holder = "final class Details { var count = 0 }\nfinal class Holder {\n var models: [CounterViewModel] = []\n var details: [Details] = []\n var lookup: [String: Details] = [:]\n"
        XCTAssertTrue(fix(holder + "func f() { details.forEach { $0.count = 1 } } }"), "$0 of forEach over another type")
        XCTAssertTrue(fix(holder + "func f() { self.details.forEach { item in item.count = 1 } } }"), "a named parameter")
        XCTAssertTrue(fix(holder + "func f() { _ = details.first(where: { $0.count == 0 }).map { $0 } ; details.filter({ $0.count > 1 }).forEach { _ in } ; details.forEach({ d in d.count = 2 }) } }"),
                      "labelled and parenthesised")
        XCTAssertFalse(fix(holder + "func f() { models.forEach { $0.count = 1 } } }"), "$0 of forEach over the view models")
        XCTAssertFalse(fix(holder + "func f() { models.forEach { model in model.count = 1 } } }"), "a named parameter over the view models")
        XCTAssertFalse(fix(holder + "func f() { lookup.values.forEach { $0.count = 1 } } }"), "a dictionary's values: unknown")
        XCTAssertFalse(fix(holder + "func f() { run { $0.count = 1 } } \n func run(_ body: (Details) -> Void) {} }"),
                       "a closure any other call makes: unknown")
        XCTAssertFalse(fix(holder + "func f() { details.forEach { _ in models.forEach { $0.count = 1 } } } }"), "the innermost closure's")
        XCTAssertTrue(fix(holder + "func f() { details.first?.count = 1\n if let d = details.last { d.count = 2 } } }"), "first and last of another type")
        XCTAssertFalse(fix(holder + "func f() { models.first?.count = 1 } }"), "first of the view models")
        XCTAssertFalse(fix(holder + "func f() { if let m = self.models.last { m.count = 2 } } }"), "last of the view models, bound")
        XCTAssertEqual(findings(rule, [Self.counterViewModel, holder + "func f() {\n if let m = self.models.last { m.count = 2 } } }"])
                        .first?.finding.message.hasSuffix("holds it back: written at File1.swift:7"), true,
                       "bound from a chain through `self`: an element, certainly")
    }

    /// A parameter or local written as an array (`[Details]`), or holding what a method declared
    /// to return one hands back, has elements of that type: its subscripts, `first`, loops and
    /// element closures (CleanArchitectureRxSwift: `var lists = try getCustomLists()` then
    /// `lists[i].movies.append(…)`). An array of the view model, or of an unknown type, holds the
    /// fix back; the array's own members stay unknown.
    func testElementsOfAnArrayLocalOrReturnHaveItsElementType() {
        let holder = "final class Details { var count = 0 }\nfinal class Repository {\n func all() -> [Details] { [] }\n func models() -> [CounterViewModel] { [] }\n"
        XCTAssertTrue(fix(holder + "func f() { var list: [Details] = []\n list[0].count = 1 } }"), "an annotated local")
        XCTAssertTrue(fix(holder + "func f(list: [Details]?) { list?[0].count = 1\n for d in list ?? [] { _ = d } } }"), "an optional array parameter")
        XCTAssertTrue(fix(holder + "func f(list: [Details]) { list.first?.count = 1\n for d in list { d.count = 2 }\n list.forEach { $0.count = 3 } } }"),
                      "first, a loop and an element closure")
        XCTAssertTrue(fix(holder + "func f() { var list = all()\n list[0].count = 1\n for d in list { d.count = 2 } } }"), "a declared return")
        XCTAssertTrue(fix("final class Details { var count = 0 }\nfunc all() -> [Details] { [] }\nfunc f() { var list = all()\n list[0].count = 1 }"),
                      "a top-level function's declared return")
        XCTAssertFalse(fix(holder + "func f(models: [CounterViewModel]) { var m = models\n m[0].count = 1 } }"), "a copy of an array of the view model")
        XCTAssertFalse(fix(holder + "func f(models: [CounterViewModel]) { models[0].count = 1 } }"), "an array parameter of the view model")
        XCTAssertFalse(fix(holder + "func f(models: [CounterViewModel]) { for m in models { m.count = 1 } } }"), "a loop over it")
        XCTAssertFalse(fix(holder + "func f() { var list = models()\n list[0].count = 1 } }"), "a declared return of the view models")
        // ios-drive's `let photos = storageManager.fetchPhotos(…)` then `photos.forEach { $0.state = … }`.
        let other = "final class Screen {\n let repository = Repository()\n"
        XCTAssertTrue(fix(holder + "}\n" + other + "func f() { let list = repository.all()\n list[0].count = 1\n for d in list { d.count = 2 }\n list.forEach { $0.count = 3 } } }"),
                      "a declared return through another value")
        XCTAssertFalse(fix(holder + "}\n" + other + "func f() { let list = self.repository.models()\n list.forEach { $0.count = 3 } } }"),
                       "the view models through another value")
        XCTAssertFalse(fix(holder + "}\n" + other + "func f() { let one = repository.all\n one[0].count = 1 } }"),
                       "a member of that name that is no call: unknown")
        XCTAssertFalse(fix(holder + "func f() { var list: [CounterViewModel?] = []\n list[0]?.count = 1 } }"), "an array of optionals")
        XCTAssertFalse(fix(holder + "func f() { var list: [Binding<CounterViewModel>] = []\n list[0].wrappedValue.count = 1 } }"),
                       "an array of another module's generic type")
        XCTAssertFalse(fix(holder + "func f(list: [String: CounterViewModel]) { list[\"a\"]?.count = 1 } }"), "a dictionary: unknown")
        XCTAssertFalse(fix("final class Other { func all() -> [Other] { [] }\n var count = 0\n func f() { var list = all()\n list.count = 1 } }"),
                       "the array's own member: unknown, as before")
        XCTAssertTrue(fix(holder + "func f() { var list = [Details]()\n list[0].count = 1 } }"), "a local built as an empty array")
        XCTAssertFalse(fix(holder + "func f() { var list = [CounterViewModel]()\n list[0].count = 1 } }"), "an empty array of the view models")
        XCTAssertTrue(fix(holder + "var kept = [Details]()\n func f() { kept[0].count = 1 } }"), "a stored property built as an empty array")
        XCTAssertFalse(fix(holder + "var kept = [CounterViewModel]()\n func f() { kept.first?.count = 1 } }"), "a stored empty array of the view models")
        XCTAssertFalse(fix(holder + "var kept: [Binding<CounterViewModel>] = []\n func f() { kept[0].wrappedValue.count = 1 } }"),
                       "a stored array of another module's generic type")
        XCTAssertFalse(fix(holder + "var kept: Array<Binding<CounterViewModel>> = []\n func f() { kept[0].wrappedValue.count = 1 } }"),
                       "the same written as Array<…>")
    }

    /// What `first(where:)`, `max()` or a subscript finds in an array, through the methods that
    /// keep its elements (`sorted { … }`, `filter { … }`), is one of its elements (nostur: `let
    /// sorted = accounts.sorted { … }` then `if let existing = sorted.first(where: { … })`).
    func testAnElementFoundThroughElementKeepingCallsHasTheElementType() {
        let holder = "final class Details { var count = 0 }\nfinal class Merger {\n"
        XCTAssertTrue(fix(holder + "func f(list: [Details]) { let sorted = list.sorted { $0.count > $1.count }\n if let d = sorted.first(where: { $0.count > 0 }) { d.count = 1 } } }"),
                      "sorted with a trailing closure, then first(where:)")
        XCTAssertTrue(fix(holder + "func f(list: [Details]) { let d = list.filter({ $0.count > 0 }).reversed().max()\n d?.count = 1 } }"),
                      "filter, reversed, max")
        XCTAssertFalse(fix(holder + "func f(models: [CounterViewModel]) { let sorted = models.sorted { _, _ in true }\n if let m = sorted.first(where: { _ in true }) { m.count = 1 } } }"),
                       "the view models found the same way")
        XCTAssertFalse(fix(holder + "func f(list: [Details]) { let m = list.map { $0 }.first\n m?.count = 1 } }"),
                       "map makes another array: unknown")
        // A generic method of another module hands back what its metatype or closure says.
        let loader = "final class Loader {\n let decoder = JSONDecoder()\n let lock = NSLock()\n"
        XCTAssertFalse(fix(loader + "func f(_ d: Data) { if let m = try? decoder.decode(CounterViewModel.self, from: d) { m.count = 1 } } }"),
                       "a decoded view model, bound in a condition")
        XCTAssertFalse(fix(loader + "func f(_ d: Data) { let m = try? decoder.decode(CounterViewModel.self, from: d)\n m?.count = 1 } }"),
                       "a decoded view model")
        XCTAssertFalse(fix(loader + "var model = CounterViewModel()\n func f() { let m = lock.withLock { model }\n m.count = 1 } }"),
                       "what a trailing closure hands back")
        XCTAssertFalse(fix(loader + "var model = CounterViewModel()\n func f() { let m = lock.withLock({ model })\n m.count = 1 } }"),
                       "what a closure argument hands back")
    }

    /// A projection (`$count`) is a publisher or a binding: a method called on it makes a new
    /// value — even when the project declares a mutating method of that name for its own
    /// collections — and a key path to it is read (mastodon-ios: `viewModel.$userID.removeDuplicates()`;
    /// home-assistant: an app intent's `\.$pipelines`).
    func testProjectionsAreReadNotWritten() {
        let mutating = "extension Array where Element: Equatable { mutating func removeDuplicates() {} }\n"
        XCTAssertTrue(fix(mutating + "func watch(_ viewModel: CounterViewModel) { _ = viewModel.$count.removeDuplicates() }"), "an operator on the publisher")
        XCTAssertTrue(fix("struct Summary { static var keys: [AnyKeyPath] { [\\.$count] } }"), "a key path to the projection")
        XCTAssertFalse(fix(mutating + "func trim(_ viewModel: CounterViewModel) { viewModel.count.removeDuplicates() }"),
                       "the same mutating method on the output itself")
        XCTAssertFalse(fix("func bind(_ p: AnyPublisher<Int, Never>, _ viewModel: CounterViewModel) { p.assign(to: &viewModel.$count) }"),
                       "handing out the projection inout replaces it")
    }

    /// A local is typed by what it is built from when the construction is the whole value —
    /// after `try` or `await` too — and unknown when the value goes on after the construction:
    /// `Factory(…).make()` is not a `Factory` (home-assistant: `try OnboardingAuthDetails(baseURL:)`).
    func testConstructionsTypeALocalOnlyWhenTheyAreTheWholeValue() {
        let details = "final class Details { var count = 0; init(id: Int) throws {} ; func configured() -> Details { self } }\n"
        XCTAssertTrue(fix(details + "func f() throws { let details = try Details(id: 1)\n details.count = 2 }"), "after try")
        XCTAssertTrue(fix(details + "func f() async throws { let details = try await Details(id: 1)\n details.count = 2 }"), "after try await")
        XCTAssertTrue(fix(details + "func f() { guard let details = try? Details(id: 1) else { return }\n details.count = 2 }"), "try? in a guard")
        XCTAssertTrue(fix(details + "func f() { var details = Details(id: 1)!\n details.count = 2 }"), "a failable initializer forced open")
        XCTAssertFalse(fix("final class Factory { func make() -> AnyObject { self } }\nfunc f() { let made = Factory().make()\n made.count = 2 }"),
                       "a call on the constructed value")
        XCTAssertFalse(fix(details + "func f() throws { let details = try Details(id: 1)\n    .configured()\n details.count = 2 }"),
                       "a call continued on the next line: not the construction's type")
    }

    /// `x ?? Details(…)` is one type on both sides of `??`: the one its last operand builds.
    func testACoalescingWithAConstructionHasTheConstructedType() {
        let details = "struct Details { var count = 0; init(id: Int) {} }\n"
        XCTAssertTrue(fix(details + "func f(d: Details?) { var target = d ?? Details(id: 1)\n target.count = 2 }"))
        XCTAssertTrue(fix(details + "func f(d: Details?, e: Details?) { var target = d ?? e ?? Details(id: 1)\n target.count = 2 }"), "two coalescings")
        XCTAssertFalse(fix(details + "func f(d: AnyObject?) { var target = d ?? Details(id: 1).owner\n target.count = 2 }"),
                       "a member of the construction is not its type")
    }

    /// A type's static method called on the way (`InfoCenter.default().count = 1`) is read as a
    /// local bound to it would be: another module's method hands back its own value — unless a
    /// metatype or a closure argument lets a generic one hand back anything.
    func testAStaticCallOnTheChainIsTypedAsALocalWouldBe() {
        XCTAssertTrue(fix("func publish() { InfoCenter.default().count = 1 }"), "another module's static method")
        XCTAssertFalse(fix("func publish() { Resolver.resolve(CounterViewModel.self).count = 1 }"), "a metatype argument")
        XCTAssertFalse(fix("func publish() { MainActor.assumeIsolated({ CounterViewModel() }).count = 1 }"), "a closure argument")
        XCTAssertFalse(fix("enum Factory { static func make() -> CounterViewModel { CounterViewModel() } }\nfunc publish() { Factory.make().count = 1 }"),
                       "a project method declared to return the view model")
    }

    /// A name is read through the binding that is visible where it is said: a closure parameter or
    /// loop variable shadowing an earlier `let` of the same name is not typed by that `let`.
    func testAShadowingParameterIsNotTypedByTheLocalItHides() {
        let details = "final class Details { var count = 0 }\n"
        XCTAssertTrue(fix(details + "func f() { let model = Details()\n model.count = 2 }"), "the local itself")
        XCTAssertFalse(fix(details + "func f(models: [CounterViewModel]) { let model = Details()\n models.forEach { model in model.count = 2 } }"),
                       "a closure parameter of the same name")
        XCTAssertFalse(fix(details + "func f(models: [CounterViewModel]) { let model = Details()\n for model in models { model.count = 2 } }"),
                       "a loop variable of the same name")
    }

    /// Extensions in other files and subclasses are read like any other code: what they write with
    /// a bare name (`count = 1`, `items.append(x)`, `&count`) holds the fix back at that line; code
    /// that only reads, or writes a local of the same name, does not.
    func testExtensionsAndSubclassesElsewhereHoldBackOnlyWhatTheyWrite() {
        let viewModel = "@MainActor class CounterViewModel: ObservableObject { @Published var count = 0 }"
        func message(_ other: String) -> String? { findings(rule, [viewModel, other]).first?.finding.message }
        func fix(_ other: String) -> Bool { findings(rule, [viewModel, other]).first?.finding.fix != nil }
        XCTAssertTrue(fix("extension CounterViewModel { var doubled: Int { count * 2 } }"), "an extension that reads")
        XCTAssertTrue(fix("extension CounterViewModel { func f(count: Int) { var count = count\n count += 1 } }"), "a local of that name")
        XCTAssertTrue(fix("extension CounterViewModel { enum Kind: Int { case a = 1, count = 2 } }"), "an enum case of that name")
        XCTAssertTrue(fix("final class Other { var a = 1, count = 2 }"), "a property declared with that name")
        XCTAssertEqual(message("extension CounterViewModel {\n func reset() { count = 0 } }").map { $0.hasSuffix("written at File1.swift:2") }, true,
                       "an extension's bare write")
        XCTAssertFalse(fix("extension CounterViewModel { func reset() { self.count = 0 } }"), "through self")
        XCTAssertFalse(fix("func bump(_ v: inout Int) {}\nextension CounterViewModel { func f() { bump(&count) } }"), "inout")
        XCTAssertFalse(fix("final class Sub: CounterViewModel { func f() { count += 1 } }"), "a subclass's bare write")
        XCTAssertFalse(fix("final class Sub: CounterViewModel {}\nextension Sub { func f() { count = 1 } }"),
                       "an extension of a subclass, in the subclass's own file")
        XCTAssertTrue(fix("final class Sub: CounterViewModel { func f() { print(count) } }"), "a subclass that reads")
        XCTAssertEqual(message("final class Sub: CounterViewModel { override var count: Int { didSet {} } }").map { $0.hasSuffix("`Sub` overrides it in File1.swift") },
                       true, "a subclass that overrides it")
        XCTAssertTrue(fix("extension Array { mutating func reset() { removeAll() } }\nextension String { func f() { var count = 1\n count = 2 } }"),
                       "an extension of a type the project does not declare")
    }

    /// Two declarations of one class in one module (one file left out of the target): a write
    /// resolved to either holds both back (ios-pass `AliasSyncConfigurationViewModel`).
    func testAWriteOfANamesakeInTheSameModuleHoldsTheFixBack() {
        let result = findings(rule, [
            "@MainActor final class SyncViewModel: ObservableObject { @Published var vault = 0 }",
            "@MainActor final class SyncViewModel: ObservableObject { @Published private(set) var vault = 0 }",
            "struct SyncView: View { @StateObject private var viewModel = SyncViewModel()\n func f() { viewModel.vault = 1 } }",
        ])
        XCTAssertEqual(result.count, 1)
        XCTAssertNil(result.first?.finding.fix)
    }

    /// Two platforms' copies of one view model, each beside its view: every write through a value
    /// of that name holds both back, and each cites the write nearest it — in its own file, then
    /// its own folder — not the first of the project.
    func testANamesakesHoldBackCitesTheNearestWrite() {
        let iOSFile = """
            struct EditorView: View { @StateObject var viewModel = EditorViewModel()
                var body: some View { Text("") }
                func a() { viewModel.title = "a" } }
            @MainActor final class EditorViewModel: ObservableObject { @Published var title = "" }
            """
        let macOSFile = """
            struct EditorView: View { @StateObject var viewModel = EditorViewModel()
                var body: some View { Text("") }


                func b() { viewModel.title = "b" } }
            @MainActor final class EditorViewModel: ObservableObject { @Published var title = "" }
            """
        let files = outlines([], named: [("iOS/EditorView.swift", iOSFile), ("macOS/EditorView.swift", macOSFile)])
        let built = index(files)
        let macOS = rule.findings(in: RuleContext(outline: files[1], index: built, options: RuleOptions())).map(\.message)
        XCTAssertEqual(macOS.count, 1)
        XCTAssertTrue(macOS.first?.hasSuffix("written at EditorView.swift:5") == true, "\(macOS)")
        let iOS = rule.findings(in: RuleContext(outline: files[0], index: built, options: RuleOptions())).map(\.message)
        XCTAssertTrue(iOS.first?.hasSuffix("written at EditorView.swift:3") == true, "\(iOS)")
    }

    /// Two `fileprivate` classes of one name in two files: what one's own code writes of its own
    /// members is its alone, but a write through a value whose type is named may be either's
    /// (names are not resolved per file).
    func testFilePrivateClassesOfOneNameInTwoFilesAreTwoTypes() {
        let result = findings(rule, [
            """
            protocol ErrorShowing: ObservableObject { var errorMessage: String? { get } }
            struct ErrorView<Model: ErrorShowing>: View {
                @ObservedObject var viewModel: Model
                var body: some View { Text(viewModel.errorMessage ?? "") }
            }
            fileprivate class PreviewViewModel: ErrorShowing {
                @Published var errorMessage: String?
            }
            """,
            "class RoomsController { var errorMessage: String? }\nfileprivate class PreviewViewModel: RoomsController {\n func fail() { errorMessage = \"taken\" } }",
        ])
        XCTAssertEqual(result.map(\.line), [7])
        XCTAssertNotNil(result.first?.finding.fix, "\(result.map(\.finding.message))")
        let named = findings(rule, [
            "private class PlanViewModel: ObservableObject { @Published var isSubscribed = false }\nstruct PlanView: View { @StateObject var viewModel = PlanViewModel()\n var body: some View { Text(\"\\(viewModel.isSubscribed)\") } }",
            "private class PlanViewModel: ObservableObject { @Published var isSubscribed = false }\nstruct Preview { static var model: PlanViewModel = { let model = PlanViewModel()\n model.isSubscribed = true\n return model }() }",
        ])
        XCTAssertEqual(named.count, 1)
        XCTAssertNil(named.first?.finding.fix, "a write through a named `PlanViewModel` may be this one's")
    }

    /// What a UIKit or AppKit controller inherits (`navigationItem`, `window`) holds the SDK's
    /// types: a write through it is no write of a view model's member of the same name.
    func testWritesThroughInheritedSDKMembersAreNotTheViewModels() {
        let viewModel = "@MainActor final class DocumentViewModel: ObservableObject { @Published var title = \"\" }"
        func fix(_ other: String) -> Bool { findings(rule, [viewModel, other]).first?.finding.fix != nil }
        XCTAssertTrue(fix("final class DocumentController: UIViewController { func f() { navigationItem.title = \"x\" } }"))
        XCTAssertTrue(fix("final class TranscriptWindowController: NSWindowController { func f() { window?.title = \"x\" } }"))
        XCTAssertTrue(fix("class BaseController: UIViewController {}\nfinal class DocumentController: BaseController { func f() { parent?.navigationItem.title = \"x\" } }"),
                      "a controller's parent, through a base class of the project")
        XCTAssertFalse(fix("final class DocumentController: UIViewController { func f(_ items: [AnyObject]) { items.forEach { $0.title = \"x\" } } }"),
                       "a closure's argument in a controller: unknown")
        XCTAssertFalse(fix("final class Screen { func f() { navigationItem.title = \"x\" } }"), "not a controller: unknown")
        XCTAssertTrue(fix("final class StyledNavigation: UINavigationController {}\nfunc f() { let n = StyledNavigation()\n n.tabBarItem.title = \"x\" }"),
                      "a navigation controller built in code (TwidereX's tabs)")
    }

    /// `self.$viewModel.x` binds `x` as `$viewModel.x` does (RevenueCat's customer center:
    /// `private(set)` was offered and broke three bindings).
    func testABindingThroughSelfsProjectionIsAWrite() {
        let result = findings(rule, [
            "@MainActor final class DetailViewModel: ObservableObject { @Published var showsAlert = false }",
            "struct DetailView: View { @StateObject private var viewModel = DetailViewModel()\n var body: some View { Text(\"\").alert(\"x\", isPresented: self.$viewModel.showsAlert) {} } }",
        ])
        XCTAssertEqual(result.map(\.finding.message), ["`showsAlert` is an output the view could write; declare it `private(set)`; `--fix` holds it back: written at File1.swift:2"])
        XCTAssertNil(result.first?.finding.fix)
    }

    /// What UIKit's views and controllers declare for themselves (`frame`, `isHidden`, `title`,
    /// a table controller's `tableView`) is the SDK's too (duckduckgo's settings: `guard let
    /// header = tableView.tableHeaderView`, then `header.frame.size.height = …`).
    func testWritesThroughAViewsOwnSDKMembersAreNotTheViewModels() {
        let viewModel = "@MainActor final class PromptViewModel: ObservableObject { @Published var frame = CGRect.zero\n @Published var isHidden = false }"
        func fix(_ other: String) -> Bool {
            let result = findings(rule, [viewModel, other])
            return result.count == 2 && result.allSatisfy { $0.finding.fix != nil }
        }
        XCTAssertTrue(fix("final class SettingsController: UITableViewController { func f() { guard let header = tableView.tableHeaderView else { return }\n header.frame.size.height = 0 } }"))
        XCTAssertTrue(fix("final class BadgeView: UIView { func f() { frame.size.width = 1\n isHidden = true } }"))
        XCTAssertTrue(fix("final class BadgeView: UIView {}\nfunc f(_ badge: BadgeView) { badge.isHidden = true }"))
        XCTAssertFalse(fix("final class BadgeView: UIView { func f(_ rows: [AnyObject]) { rows.forEach { $0.isHidden = true } } }"),
                       "a closure's argument in a view: unknown")
    }

    /// `private lazy var actionButton = makeActionButton()`: typed by what the controller's own
    /// method returns, in its body or an extension of the same file (ios-drive's
    /// `EditNodeViewController`, round 37), so a write through it is the SDK's, not the view model's.
    func testALazyPropertyIsTypedByTheOwnMethodThatBuildsIt() {
        let viewModel = "@MainActor final class EditViewModel: ObservableObject { @Published var isEnabled = false }"
        func fix(_ other: String) -> Bool { findings(rule, [viewModel, other]).first?.finding.fix != nil }
        XCTAssertTrue(fix("""
            final class EditController: UIViewController {
                private lazy var actionButton = makeActionButton()
                func f() { actionButton.isEnabled = false }
            }
            extension EditController {
                private func makeActionButton() -> UIBarButtonItem { UIBarButtonItem() }
            }
            """))
        XCTAssertTrue(fix("""
            final class EditController: UIViewController {
                private lazy var actionButton = makeActionButton()
                func f() { actionButton.isEnabled = false }
                private func makeActionButton() -> UIBarButtonItem { UIBarButtonItem() }
            }
            """))
        XCTAssertFalse(fix("""
            final class EditController: UIViewController {
                private lazy var actionButton = makeActionButton()
                func f() { actionButton.isEnabled = false }
            }
            """), "a method the file does not declare: unknown")
        XCTAssertFalse(fix("""
            final class EditController: UIViewController {
                private lazy var model = makeModel()
                func f() { model.isEnabled = false }
                private func makeModel() -> EditViewModel { EditViewModel() }
            }
            """), "typed as the view model itself: its write holds the fix back")
    }

    /// A value of unknown type written in another module never reaches a property that is not
    /// public; a public one, a test's write (`@testable import`) and a write whose receiver is
    /// known still hold the fix back.
    func testAnUnknownWriteInAnotherModuleReachesOnlyPublicProperties() {
        func fix(_ viewModel: String, _ other: String, test: Bool = false) -> Bool {
            var settings = ProjectIndex.Settings()
            settings.moduleOverride = { $0.hasPrefix("/project/Core/") ? "Core" : nil }
            let all = outlines([viewModel], tests: test ? [other] : [], named: test ? [] : [("Core/Sync.swift", other)])
            let context = RuleContext(outline: all[0], index: index(all, settings: settings), options: RuleOptions())
            return OutputPrivateSetRule().findings(in: context).first?.fix != nil
        }
        let unknown = "func sync(_ items: [AnyObject]) { items.forEach { $0.count = 1 } }"
        XCTAssertTrue(fix(Self.counterViewModel, unknown), "an internal property, out of another module's reach")
        XCTAssertFalse(fix("@MainActor public final class CounterViewModel: ObservableObject { @Published public var count = 0 }", unknown),
                       "a public property")
        XCTAssertFalse(fix(Self.counterViewModel, unknown, test: true), "a test")
    }

    /// A value of a protocol's type, or of a generic parameter constrained by one type, holds
    /// only what conforms to it (or derives from it): a write through it reaches no other type.
    func testWritesThroughAProtocolOrAConstraintReachOnlyWhatConforms() {
        let tracking = "protocol Tracking: AnyObject { var count: Int { get set } }\nprotocol Deep: Tracking {}\n"
        XCTAssertTrue(fix(tracking + "func f<T: Tracking>(_ t: T) { t.count = 1 }"), "a generic parameter of a protocol it does not conform to")
        XCTAssertTrue(fix(tracking + "func f(_ t: any Tracking) { t.count = 1 }"), "an existential")
        XCTAssertTrue(fix(tracking + "func f<T>(_ t: T) where T: Tracking { t.count = 1 }"), "a constraint in the `where` clause")
        XCTAssertFalse(fix(tracking + "extension CounterViewModel: Deep {}\nfunc f<T: Tracking>(_ t: T) { t.count = 1 }"),
                       "conforming through a refinement, in an extension")
        let base = "@MainActor class BaseCounterViewModel: ObservableObject { @Published var count = 0 }"
        func fixBase(_ other: String) -> Bool { findings(rule, [base, other]).first?.finding.fix != nil }
        XCTAssertTrue(fixBase(tracking + "func f(_ t: any Tracking) { t.count = 1 }"))
        XCTAssertFalse(fixBase(tracking + "final class Tracked: BaseCounterViewModel {}\nextension Tracked: Deep {}\nfunc f(_ t: any Tracking) { t.count = 1 }"),
                       "a subclass conforming holds the inherited member, and needs its setter")
        XCTAssertEqual(findings(rule, [base, tracking + "final class Tracked: BaseCounterViewModel, Deep {}"]).first?.finding.message,
                       "`count` is an output the view could write; declare it `private(set)`; `--fix` holds it back: `Tracking` requires it as `{ get set }`",
                       "a subclass's conformance needs the setter it inherits")
        XCTAssertEqual(findings(rule, [base, tracking + "final class Tracked: BaseCounterViewModel, Deep {}\nfunc f() { update { $0.count = 1 } }"])
                        .first?.finding.message,
                       "`count` is an output the view could write; declare it `private(set)`; `--fix` holds it back: `Tracking` requires it as `{ get set }`",
                       "a certain reason is cited before a write through a value of unknown type")
        XCTAssertFalse(fix(tracking + "typealias Both = Tracking & AnyObject\nextension CounterViewModel: Both {}\nfunc f(_ t: any Tracking) { t.count = 1 }"),
                       "conforming through an alias")
        XCTAssertFalse(fix(tracking + "extension NSObject: Tracking {}\nfunc f(_ t: any Tracking) { t.count = 1 }"),
                       "a protocol an SDK type is made to conform to")
        XCTAssertTrue(fix(tracking + "struct Grid<Source>: View where Source: Tracking { @ObservedObject var source: Source\n func f() { source.count = 1 } }"),
                      "a property of a generic parameter's type, constrained in a `where` clause")
        XCTAssertFalse(fix(tracking + "extension CounterViewModel: Tracking {}\nstruct Grid<Source: Tracking> { let source: Source\n func f() { source.count = 1 } }"),
                       "the same, through a conforming view model")
        XCTAssertFalse(fix(tracking + "func f<T: Tracking & Sendable>(_ t: T) { t.count = 1 }"), "a composition: unknown")
        XCTAssertFalse(fix("protocol Other {}\nstruct Box<T: Other> { func f(_ t: T) where T: AnyObject { t.count = 1 } }"),
                       "a `where` clause between the parameter and its declaration may add to the constraint: unknown")
        XCTAssertTrue(fix("protocol Other {}\nstruct Box<T: Other> { let t: T\n func f() where T: AnyObject { t.count = 1 } }"),
                      "whatever a `where` clause adds, a stored `T` still conforms to `Other`")
        XCTAssertFalse(fix("func f<T: CounterViewModel>(_ t: T) { t.count = 1 }"), "a generic parameter of the class itself")
        XCTAssertEqual(findings(rule, [Self.counterViewModel, "struct CounterScreen<Model: CounterViewModel> { let model: Model\n func f() { model.count = 1 } }"])
                        .first?.finding.message.hasSuffix("holds it back: written at File1.swift:2"), true,
                       "a value constrained to the class itself, or a subclass, holds its member: certainly written")
        XCTAssertFalse(fix("struct Box<Model: ObservableObject> { let model: Model }\nextension Box where Model: CounterViewModel { func reset() { model.count = 0 } }"),
                       "an extension may know more of a generic parameter than its constraint")
        XCTAssertTrue(fix("final class LoginViewModel: ObservableObject { var count = 0 }\nstruct Box<Model: LoginViewModel> { let model: Model\n func f() { model.count = 1 } }"),
                      "a generic parameter constrained to an unrelated class")
        XCTAssertFalse(fix("class BaseViewModel: ObservableObject {}\nextension CounterViewModel {}\nstruct Box<Model: CounterViewModel> { let model: Model\n func f() { model.count = 1 } }"),
                       "constrained to the view model's class")
    }

    func testNonViewModelsAndCommentsAreLeftAlone() {
        let result = findings(rule, ["""
            final class Settings: NSObject { @Published var x = 1 }
            // @Published var y = 2 in a LoginViewModel comment
            let text = "class AViewModel: ObservableObject { @Published var z = 3 }"
            """])
        XCTAssertTrue(result.isEmpty)
    }
}
