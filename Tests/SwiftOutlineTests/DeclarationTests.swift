import SwiftLexer
import SwiftOutline
import XCTest

final class TypeDeclarationTests: XCTestCase {
    func testTypesWithGenericsInheritanceAndWhereClauses() {
        let outline = makeOutline("""
            final class Store<State: Equatable, Action>: ObservableObject, Sendable where State: Hashable {}
            struct Row: View {}
            enum Mode: String, CaseIterable { case a }
            actor Cache {}
            protocol Loading: AnyObject { func load() }
            extension Array: Identifiable where Element == Item {}
            extension Foo.Bar {}
            """)
        let store = outline.declaration(named: "Store")!
        XCTAssertEqual(store.kind, .class)
        XCTAssertEqual(outline.text(store.genericParameters!), "State: Equatable, Action")
        XCTAssertEqual(outline.texts(store.inheritance), ["ObservableObject", "Sendable"])
        XCTAssertEqual(outline.text(store.whereClause!), "State: Hashable")
        XCTAssertEqual(outline.modifierTexts(store), ["final"])
        XCTAssertEqual(outline.declaration(named: "Cache")?.kind, .actor)
        XCTAssertEqual(outline.declaration(named: "Loading")?.kind, .protocol)
        XCTAssertEqual(outline.memberNames(of: outline.declaration(named: "Loading")!), ["load"])
        let array = outline.declaration(named: "Array")!
        XCTAssertEqual(array.kind, .extension)
        XCTAssertEqual(outline.texts(array.inheritance), ["Identifiable"])
        XCTAssertEqual(outline.text(array.whereClause!), "Element == Item")
        XCTAssertEqual(outline.declaration(named: "Foo.Bar")?.kind, .extension)
        XCTAssertEqual(outline.topLevel.count, 7)
    }

    func testGenericArgumentsWithCommasInInheritance() {
        let outline = makeOutline("class A: Base<[String: [Item]], Int>, P {}")
        XCTAssertEqual(outline.texts(outline.declaration(named: "A")!.inheritance), ["Base<[String: [Item]], Int>", "P"])
    }

    func testNestedTypesAreMembersOfTheirParent() {
        let outline = makeOutline("""
            struct Outer {
                enum Inner {
                    struct Deep { let x: Int }
                }
                let y = 1
            }
            """)
        let outer = outline.declaration(named: "Outer")!
        XCTAssertEqual(outline.memberNames(of: outer), ["Inner", "y"])
        let inner = outline.declaration(named: "Inner")!
        XCTAssertEqual(outline.memberNames(of: inner), ["Deep"])
        XCTAssertEqual(inner.parent.map { outline.name(of: outline.declarations[$0]) }, "Outer")
        XCTAssertEqual(outline.memberNames(of: outline.declaration(named: "Deep")!), ["x"])
    }
}

final class AttributeAndModifierTests: XCTestCase {
    func testAttributesOnTheLineAboveAndWithArguments() {
        let outline = makeOutline("""
            @MainActor
            @available(iOS 17, *)
            final class ViewModel {
                @Published
                private(set) var isLoading = false
                @Environment(\\.dismiss) private var dismiss
                nonisolated(unsafe) static var shared = 1
                @objc(doIt:) dynamic func doIt(_ x: Int) {}
            }
            """)
        let viewModel = outline.declaration(named: "ViewModel")!
        XCTAssertEqual(outline.attributeNames(viewModel), ["MainActor", "available"])
        XCTAssertEqual(outline.text(viewModel.attributes[1].arguments!), "iOS 17, *")
        let isLoading = outline.declaration(named: "isLoading")!
        XCTAssertEqual(outline.attributeNames(isLoading), ["Published"])
        XCTAssertEqual(outline.modifierTexts(isLoading), ["private(set)"])
        XCTAssertEqual(outline.location(ofToken: isLoading.tokens.lowerBound).line, 4)
        let dismiss = outline.declaration(named: "dismiss")!
        XCTAssertEqual(outline.text(dismiss.attributes[0].arguments!), "\\.dismiss")
        XCTAssertEqual(outline.modifierTexts(dismiss), ["private"])
        XCTAssertEqual(outline.modifierTexts(outline.declaration(named: "shared")!), ["nonisolated(unsafe)", "static"])
        let doIt = outline.declaration(named: "doIt")!
        XCTAssertEqual(outline.modifierTexts(doIt), ["dynamic"])
        XCTAssertEqual(outline.text(doIt.attributes[0].arguments!), "doIt:")
    }

    func testAModifiersDetailMayFollowASpace() {
        let outline = makeOutline("""
            final class ViewModel {
                private (set) lazy var handler = makeHandler()
                nonisolated (unsafe) static var count = 0
                isolated deinit { stop() }
            }
            """)
        let deinitializer = outline.declarations.first { $0.kind == .deinitializer }
        XCTAssertEqual(deinitializer.map(outline.modifierTexts), ["isolated"], "Swift 6.2's `isolated deinit`")
        XCTAssertEqual(outline.modifierTexts(outline.declaration(named: "handler")!), ["private(set)", "lazy"])
        XCTAssertEqual(outline.modifierTexts(outline.declaration(named: "count")!), ["nonisolated(unsafe)", "static"])
    }

    func testAFrameworksWrapperSpelledWithItsModuleIsNamedWithout() {
        let outline = makeOutline("""
            final class ViewModel {
                @OpenCombine.Published var count = 0
                @SwiftUI.State private var isOn = false
                @Settings.Stored var theme = 0
            }
            """)
        XCTAssertEqual(outline.attributeNames(outline.declaration(named: "count")!), ["Published"])
        XCTAssertNotNil(outline.attribute(named: "State", on: outline.declaration(named: "isOn")!))
        XCTAssertEqual(outline.attributeNames(outline.declaration(named: "theme")!), ["Settings.Stored"], "a project type's nested wrapper keeps its path")
    }

    func testClassModifierVersusClassDeclaration() {
        let outline = makeOutline("class A { class var x: Int { 1 }; class func f() {}; class B {} }")
        let a = outline.declaration(named: "A")!
        XCTAssertEqual(outline.memberNames(of: a), ["x", "f", "B"])
        XCTAssertEqual(outline.declaration(named: "x")!.modifiers.map(\.keyword), [.class])
        XCTAssertEqual(outline.declaration(named: "B")!.kind, .class)
    }

    func testContextualWordsAreOnlyModifiersBeforeDeclarations() {
        let outline = makeOutline("""
            struct S {
                var open = true
                var final: Int { 1 }
                open override func f() {}
                lazy var cache = Cache()
            }
            """)
        XCTAssertEqual(outline.memberNames(of: outline.declaration(named: "S")!), ["open", "final", "f", "cache"])
        XCTAssertEqual(outline.declaration(named: "f")!.modifiers.map(\.keyword), [.open, .override])
        XCTAssertEqual(outline.declaration(named: "cache")!.modifiers.map(\.keyword), [.lazy])
    }
}

final class MemberTests: XCTestCase {
    func testPropertiesTypesInitializersAndAccessors() {
        let outline = makeOutline("""
            struct S {
                let a = 1, b: Int = 2
                var items: [String: [Item]] = [:]
                var responder: Responder<ResponderAction>
                var computed: Int { items.count }
                var observed = 0 { didSet { print(observed) } }
                var getSet: Int { get { 1 } set { } }
                let closure = { (x: Int) -> Int in x }
                var (first, second) = (1, 2)
                let multiLine = items
                    .map { $0 }
                    .filter { !$0.isEmpty }
                var next = 3
            }
            """)
        let ab = outline.declaration(named: "a")!
        XCTAssertEqual(ab.bindings.map { outline.text($0.nameToken) }, ["a", "b"])
        XCTAssertEqual(outline.text(ab.bindings[1].type!), "Int")
        XCTAssertEqual(outline.text(ab.bindings[1].initializer!), "2")
        let items = outline.declaration(named: "items")!
        XCTAssertEqual(outline.text(items.bindings[0].type!), "[String: [Item]]")
        XCTAssertEqual(outline.text(outline.declaration(named: "responder")!.bindings[0].type!), "Responder<ResponderAction>")
        let tokens = outline.tokens
        XCTAssertFalse(outline.declaration(named: "computed")!.bindings[0].isStored(in: tokens))
        XCTAssertTrue(outline.declaration(named: "observed")!.bindings[0].isStored(in: tokens))
        XCTAssertEqual(outline.text(outline.declaration(named: "observed")!.bindings[0].initializer!), "0")
        XCTAssertFalse(outline.declaration(named: "getSet")!.bindings[0].isStored(in: tokens))
        XCTAssertTrue(outline.declaration(named: "closure")!.bindings[0].isStored(in: tokens))
        XCTAssertEqual(outline.declaration(named: "first")?.bindings.first.map { outline.text($0.pattern) }, "(first, second)")
        XCTAssertEqual(outline.text(outline.declaration(named: "multiLine")!.bindings[0].initializer!),
                       "items\n        .map { $0 }\n        .filter { !$0.isEmpty }")
        XCTAssertEqual(outline.memberNames(of: outline.declaration(named: "S")!).count, 10)
    }

    func testFunctionSignatures() {
        let outline = makeOutline("""
            struct S {
                func send(_ action: Action) {}
                func load(id: Int, into cache: inout [Int: String], _ done: @escaping (Result<Int, Error>) -> Void = { _ in }) async throws -> [Item] where T: P { [] }
                static func == (lhs: S, rhs: S) -> Bool { true }
                init?(responder: Responder<ResponderAction> = .noop) {}
                deinit {}
                subscript(index: Int) -> Int { index }
            }
            """)
        let send = outline.declaration(named: "send")!
        XCTAssertEqual(send.parameters.count, 1)
        XCTAssertEqual(send.parameters[0].label.map { outline.text($0) }, "_")
        XCTAssertEqual(send.parameters[0].name.map { outline.text($0) }, "action")
        XCTAssertEqual(outline.text(send.parameters[0].type!), "Action")
        let load = outline.declaration(named: "load")!
        XCTAssertEqual(load.parameters.map { $0.name.map { outline.text($0) } ?? "-" }, ["id", "cache", "done"])
        XCTAssertEqual(load.parameters.map { outline.text($0.type!) },
                       ["Int", "inout [Int: String]", "@escaping (Result<Int, Error>) -> Void"])
        XCTAssertEqual(outline.text(load.parameters[2].defaultValue!), "{ _ in }")
        XCTAssertEqual(outline.text(load.returnType!), "[Item]")
        XCTAssertEqual(outline.text(load.whereClause!), "T: P")
        XCTAssertEqual(outline.text(load.body!), "[]")
        XCTAssertEqual(outline.declaration(named: "==")?.parameters.count, 2)
        let initializer = outline.declarations.first { $0.kind == .initializer }!
        XCTAssertEqual(outline.text(initializer.parameters[0].type!), "Responder<ResponderAction>")
        XCTAssertEqual(outline.text(initializer.parameters[0].defaultValue!), ".noop")
        XCTAssertNotNil(outline.declarations.first { $0.kind == .deinitializer })
        XCTAssertEqual(outline.declarations.first { $0.kind == .subscript }.map { outline.text($0.returnType!) }, "Int")
    }

    func testProtocolRequirementsWithoutBodies() {
        let outline = makeOutline("""
            protocol P {
                var name: String { get set }
                func load() async throws
                init(x: Int)
                associatedtype Item: Hashable
            }
            """)
        XCTAssertEqual(outline.memberNames(of: outline.declaration(named: "P")!), ["name", "load", "init", "Item"])
        XCTAssertNil(outline.declaration(named: "load")!.body)
    }

    func testEnumCasesWithAssociatedValuesAndRawValues() {
        let outline = makeOutline("""
            enum Action {
                case signIn(String, password: String), cancel
                case failed(Error)
                indirect case tree(Action)
            }
            enum Code: Int { case a = 1, b = 2 }
            """)
        let action = outline.declaration(named: "Action")!
        let elements = action.members.flatMap { outline.declarations[$0].caseElements }
        XCTAssertEqual(elements.map { outline.text($0.nameToken) }, ["signIn", "cancel", "failed", "tree"])
        XCTAssertEqual(elements[0].associatedValues.map { $0.name.map { outline.text($0) } }, [nil, "password"])
        XCTAssertEqual(elements[0].associatedValues.map { outline.text($0.type!) }, ["String", "String"])
        XCTAssertEqual(outline.declaration(named: "tree")!.modifiers.map(\.keyword), [.indirect])
        let code = outline.declaration(named: "Code")!
        XCTAssertEqual(outline.declarations[code.members[0]].caseElements.map { outline.text($0.rawValue!) }, ["1", "2"])
    }
}

final class SectionAndConditionalTests: XCTestCase {
    func testMarkSectionsIgnoreMarksNestedInsideMembers() {
        let outline = makeOutline("""
            class VM {
                let a = 1
                // MARK: - Lifecycle
                init() {
                    // MARK: - Not a section of VM
                }
                func f() {}
                /* MARK: Output */
                var out = 1
            }
            // MARK: - Helpers
            func helper() {}
            """)
        XCTAssertNil(outline.declaration(named: "a")!.section)
        XCTAssertEqual(outline.sectionTitle(of: outline.declaration(named: "init")!), "Lifecycle")
        XCTAssertEqual(outline.sectionTitle(of: outline.declaration(named: "f")!), "Lifecycle")
        XCTAssertEqual(outline.sectionTitle(of: outline.declaration(named: "out")!), "Output")
        XCTAssertEqual(outline.sectionTitle(of: outline.declaration(named: "helper")!), "Helpers")
        XCTAssertEqual(outline.marks.map(\.hasSeparator), [true, true, false, true])
    }

    /// A dashless MARK under a dashed one of the same type divides its group (element-ios's
    /// `// MARK: - Properties` then `// MARK: Private`).
    func testASubheadingKnowsTheHeadingAboveIt() {
        let outline = makeOutline("""
            // MARK: - Outside
            class VM {
                // MARK: Loose
                let a = 1
            }
            class Screen {
                // MARK: - Properties
                // MARK: Private
                let c = 1
                // MARK: - Properties

                // MARK: Private

                private let b = 1
                // MARK: - Setup
                init() {}
            }
            """)
        let type = outline.declaration(named: "VM")!
        XCTAssertNil(outline.headingAbove(subheadingOf: outline.declaration(named: "a")!, in: type), "no dashed MARK above it in the type")
        XCTAssertEqual(outline.sectionTitle(of: outline.declaration(named: "b")!), "Private")
        XCTAssertEqual(outline.headingAbove(subheadingOf: outline.declaration(named: "b")!, in: type), "Properties")
        XCTAssertNil(outline.headingAbove(subheadingOf: outline.declaration(named: "init")!, in: type), "a dashed MARK is a heading")
        XCTAssertEqual(outline.headingAbove(subheadingOf: outline.declaration(named: "c")!, in: outline.declaration(named: "Screen")!),
                       "Properties", "both before the first member")
    }

    func testMembersInsideIfBlocksStayInTheirType() {
        let outline = makeOutline("""
            struct S {
                #if DEBUG
                var debug = 1
                #elseif os(iOS)
                var ios = 2
                #else
                @Published var other = 3
                #endif
                var after = 4
            }
            """)
        XCTAssertEqual(outline.memberNames(of: outline.declaration(named: "S")!), ["debug", "ios", "other", "after"])
        XCTAssertEqual(outline.declaration(named: "other")!.conditionalDepth, 1)
        XCTAssertEqual(outline.attributeNames(outline.declaration(named: "other")!), ["Published"])
        XCTAssertEqual(outline.declaration(named: "after")!.conditionalDepth, 0)
    }

    func testMacroExpansionsAtFileLevel() {
        let outline = makeOutline("""
            #Preview("Login") {
                LoginView(viewModel: .init(responder: .noop))
            }
            #warning("todo")
            """)
        let preview = outline.declaration(named: "Preview")!
        XCTAssertEqual(preview.kind, .macroExpansion)
        XCTAssertEqual(outline.text(preview.body!), "LoginView(viewModel: .init(responder: .noop))")
        XCTAssertEqual(outline.declaration(named: "warning")?.kind, .macroExpansion)
    }

    func testResultBuilderBodyAndTrailingClosuresDoNotLeakMembers() {
        let outline = makeOutline("""
            struct V: View {
                var body: some View {
                    VStack {
                        let x = 1
                        Text("\\(x)")
                    }
                    .onAppear { var y = 2 }
                }
                var after: Int { 1 }
            }
            """)
        XCTAssertEqual(outline.memberNames(of: outline.declaration(named: "V")!), ["body", "after"])
    }
}

final class AngleBracketTests: XCTestCase {
    func testAnEmptyGenericClauseIsReadNotACrash() {
        // Found by Fuzz/run.sh: `<>` lexes as one token that both opens and closes the clause.
        let outline = makeOutline("final class A<>P: T {}\nstruct B<> {}\n")
        let b = outline.declaration(named: "B")
        XCTAssertNotNil(b)
        XCTAssertEqual(b?.genericParameters?.isEmpty, true)
    }

    func testComparisonsAreNotGenericArguments() {
        let outline = makeOutline("""
            struct S {
                let small = a < b, large = c > d
                var isAscending: Bool { first < second }
                func f(flag: Bool = a < b, limit: Int = x > y ? 1 : 2, map: [String: Set<Int>]) -> Result<[Int], Error> { .success([]) }
                let next = 1
            }
            """)
        XCTAssertEqual(outline.memberNames(of: outline.declaration(named: "S")!), ["small", "isAscending", "f", "next"])
        let small = outline.declaration(named: "small")!
        XCTAssertEqual(small.bindings.map { outline.text($0.initializer!) }, ["a < b", "c > d"])
        let f = outline.declaration(named: "f")!
        XCTAssertEqual(f.parameters.map { outline.text($0.defaultValue ?? 0..<0) }, ["a < b", "x > y ? 1 : 2", ""])
        XCTAssertEqual(outline.text(f.parameters[2].type!), "[String: Set<Int>]")
        XCTAssertEqual(outline.text(f.returnType!), "Result<[Int], Error>")
    }
}
