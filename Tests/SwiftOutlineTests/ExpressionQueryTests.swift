import SwiftLexer
import SwiftOutline
import XCTest

/// The expression queries rules ask instead of reading tokens: each on its own, with the cases
/// that tell it apart from a near miss.
final class ExpressionQueryTests: XCTestCase {
    /// The body of the first function in `source`, and its outline.
    private func body(_ source: String) -> (SourceOutline, Range<Int>) {
        let outline = makeOutline(source)
        let function = outline.declarations.first { $0.kind == .function }!
        return (outline, function.body!)
    }

    /// The chain whose text (up to its end) starts with `prefix`.
    private func chain(_ prefix: String, in outline: SourceOutline, _ range: Range<Int>) -> PostfixChain {
        outline.postfixChains(in: range).first { outline.text($0.tokens).hasPrefix(prefix) }!
    }

    /// `discardsResult` of the chains of `source`'s first function, each named by its prefix.
    private func discarding(_ source: String) -> (String) -> Bool {
        let (outline, range) = body(source)
        return { outline.discardsResult(self.chain($0, in: outline, range)) }
    }

    func testCallArgumentsOfAGenericType() {
        let (outline, range) = body("""
        func f() {
            a = Binding<Double>(get: { 1 }, set: { x = $0 })
            b = Box<[String: Row?], Other.Kind>(value: v)
            c = check(a < b, c > (d))
        }
        """)
        func callee(ofArgument label: String) -> String? {
            let token = range.first { outline.text($0) == label && outline.tokens[$0 + 1].kind == .colon }!
            return outline.callArgument(at: token + 2).map { outline.text($0.callee) }
        }
        XCTAssertEqual(callee(ofArgument: "set"), "Binding")
        XCTAssertEqual(callee(ofArgument: "value"), "Box")
        let d = range.first { outline.text($0) == "d" }!
        XCTAssertNil(outline.callArgument(at: d), "a comparison's parenthesis is no call of a generic type")
    }

    func testSiblingArgumentOfTheSameCall() {
        let (outline, range) = body("""
        func f() {
            a = Binding<Bool>(get: { row == .one }, set: { row = $0 ? .one : nil })
            b = g(h(get: 1), set: { y })
        }
        """)
        func setter(_ nth: Int) -> Int {
            range.filter { outline.text($0) == "set" && outline.tokens[$0 + 1].kind == .colon }[nth] + 2
        }
        let getter = outline.siblingArgument(labelled: "get", ofArgumentAt: setter(0))
        XCTAssertEqual(getter.map { outline.text($0.value) }, "{ row == .one }")
        XCTAssertNil(outline.siblingArgument(labelled: "get", ofArgumentAt: setter(1)), "`get:` of a call inside is no argument of this one")
        XCTAssertNil(outline.siblingArgument(labelled: "missing", ofArgumentAt: setter(0)))
    }

    func testCoalescedOperands() {
        let (outline, range) = body("""
        func f() {
            a = context ?? viewModel.context ?? .fallback
            b = load(x ?? y)
            c = only.one
        }
        """)
        func operands(after name: String) -> [String] {
            let equal = range.first { outline.text($0) == name }! + 1
            return outline.coalescedOperands(from: equal + 1, end: range.upperBound).map { outline.text($0) }
        }
        XCTAssertEqual(operands(after: "a"), ["context", "viewModel", "."])
        XCTAssertEqual(operands(after: "b"), ["load"], "a `??` inside an argument joins no operand of the value")
        XCTAssertEqual(operands(after: "c"), ["only"])
    }

    func testChainRoots() {
        let (outline, range) = body("""
        func f(model: Model) {
            self.title = "x"
            super.viewDidLoad()
            model.name = "y"
            title.count
            let items = [1]
            items.append(2)
            x = .init()
            model.onTap = { print(1) }
        }
        """)
        let scopes = outline.localScopes(of: outline.declarations.first { $0.kind == .function }!)
        XCTAssertTrue(outline.startsAtSelf(chain("self.title", in: outline, range)))
        XCTAssertTrue(outline.startsAtSuper(chain("super", in: outline, range)))
        XCTAssertTrue(outline.startsAtName(chain("model.name", in: outline, range)))
        XCTAssertFalse(outline.startsAtName(chain("self.title", in: outline, range)))
        XCTAssertTrue(outline.startsAtLocal(chain("model.name", in: outline, range), scopes), "a parameter is local")
        XCTAssertTrue(outline.startsAtLocal(chain("items.append", in: outline, range), scopes))
        XCTAssertFalse(outline.startsAtLocal(chain("title.count", in: outline, range), scopes), "a property is not")
        XCTAssertTrue(outline.isImplicitMember(chain(".init", in: outline, range)))
        XCTAssertTrue(outline.assignsClosure(chain("model.onTap", in: outline, range)))
        XCTAssertFalse(outline.assignsClosure(chain("model.name", in: outline, range)))
    }

    /// A name with its argument labels (`search(query:)`, `handle(_:with:)`) refers to a function
    /// without calling it; parentheses holding values, or nothing, call it.
    func testCompoundNamesAreReferencesNotCalls() {
        let (outline, range) = body("""
        func f() {
            list(onChange: model.search(query:), onPick: handle(_:with:))
            model.search(query: text)
            model.reload()
        }
        """)
        func components(_ prefix: String) -> [PostfixChain.Component] { chain(prefix, in: outline, range).components }
        XCTAssertEqual(components("model.search(query:)").count, 1, "a member named with its labels")
        XCTAssertEqual(chain("model.search(query:)", in: outline, range).tokens.count, 7, "the labels are part of the reference")
        XCTAssertTrue(components("handle(").isEmpty, "a function named with its labels")
        guard case .call? = components("model.search(query: text)").last else { return XCTFail("a call with a value") }
        guard case .call? = components("model.reload()").last else { return XCTFail("a call without arguments") }
    }

    /// The call each closure is handed to, with its label, and the brace around a statement.
    func testClosureCallsAndEnclosingBraces() {
        let (outline, range) = body("""
        func f() {
            a.onHover { h in x = h }
            list.sorted(by: { $0 < $1 })
            view.onGeometryChange(for: Int.self) { $0.size } action: { y = $0 }
            if ready { z = 1 }
            g(w = 2)
        }
        """)
        func call(ofBraceBefore text: String) -> String? {
            guard let token = range.first(where: { outline.text($0) == text }),
                  let brace = outline.enclosingBrace(of: token, from: range.lowerBound),
                  let call = outline.closureCall(at: brace) else { return nil }
            return outline.text(call.callee) + (call.label.map { ":" + outline.text($0) } ?? "")
        }
        XCTAssertEqual(call(ofBraceBefore: "x"), "onHover")
        XCTAssertEqual(call(ofBraceBefore: "$0"), "sorted:by")
        XCTAssertEqual(call(ofBraceBefore: "y"), "onGeometryChange:action")
        XCTAssertEqual(call(ofBraceBefore: "z"), "ready", "an `if` block reads as a trailing closure of its condition's name")
        let w = range.first { outline.text($0) == "w" }!
        XCTAssertNil(outline.enclosingBrace(of: w, from: range.lowerBound), "a `(` holds it first")
        XCTAssertEqual(outline.enclosingBrace(of: w, from: 0, throughArguments: true), range.lowerBound - 1,
                       "through the argument list, the function's body")
        let dollar = range.first { outline.text($0) == "$0" }!
        XCTAssertEqual(outline.enclosingBrace(of: dollar, from: range.lowerBound, throughArguments: true).flatMap(outline.closureCall)
                        .map { outline.text($0.callee) }, "sorted", "inside a closure argument: that closure")
    }

    /// A closure parameter's written type, in a parenthesised signature only.
    func testClosureParameterTypes() {
        let (outline, range) = body("""
        func f() {
            let a = { [weak self] (model: Model, index) in }
            let b = { (_ item: inout Item) -> Void in }
            let c = { model in }
        }
        """)
        let braces = range.filter { outline.tokens[$0].kind == .leftBrace }
        func type(_ name: String, _ brace: Int) -> String? { outline.closureParameterType(named: name, brace: braces[brace]).map(outline.text) }
        XCTAssertEqual(type("model", 0), "Model")
        XCTAssertNil(type("index", 0), "no type written")
        XCTAssertEqual(type("item", 1), "inout Item")
        XCTAssertNil(type("model", 2), "no parentheses, no types")
    }

    func testCallArgumentsByLabel() {
        let (outline, range) = body("""
        func f() {
            present(controller, animated: true, completion: { done(a, b) })
            show(in: window)
            g()
        }
        """)
        func arguments(_ prefix: String) -> [(String?, String)] {
            guard case .call(let call)? = chain(prefix, in: outline, range).components.first else { return [] }
            return outline.arguments(of: call).map { ($0.label.map { outline.text($0) }, outline.text($0.value)) }
        }
        let presented = arguments("present")
        XCTAssertEqual(presented.map(\.0), [nil, "animated", "completion"])
        XCTAssertEqual(presented.map(\.1), ["controller", "true", "{ done(a, b) }"], "commas inside a closure do not split")
        XCTAssertEqual(arguments("show").map(\.0), ["in"], "a keyword is a label too")
        XCTAssertTrue(arguments("g").isEmpty)
    }

    func testBareNames() {
        let outline = makeOutline("f(viewModel, viewModel.x, 1)")
        guard case .call(let call)? = outline.postfixChains(in: 0..<outline.tokens.count)[0].components.first else { return XCTFail() }
        XCTAssertEqual(outline.arguments(of: call).map { outline.isBareName($0.value) }, [true, false, false])
    }

    func testConstructions() {
        let (outline, range) = body("""
        func f() {
            a = LoginViewModel(id: 1)
            b = Feature.ViewModel()
            c = LoginViewModel.init(id: 2)
            d = .init(id: 3)
            e = Loader().start()
            g = makeViewModel()
            h = Theme.shared
        }
        """)
        func built(_ prefix: String) -> Construction? { outline.construction(chain(prefix, in: outline, range)) }
        XCTAssertEqual(built("LoginViewModel(").map { $0.typePath.map { outline.text($0) } }, ["LoginViewModel"])
        XCTAssertEqual(built("Feature").map { $0.typePath.map { outline.text($0) } }, ["Feature", "ViewModel"])
        XCTAssertEqual(built("LoginViewModel.init").map { outline.text($0.arguments) }, "id: 2")
        XCTAssertEqual(built(".init").map(\.typePath), [], "an implicit `.init` names no type")
        XCTAssertEqual(built("Loader").map(\.isUsedAtOnce), true)
        XCTAssertEqual(built("LoginViewModel(").map(\.isUsedAtOnce), false)
        XCTAssertNil(built("makeViewModel"), "a lowercase call constructs nothing the code names")
        XCTAssertNil(built("Theme"), "a static member is no construction")
    }

    func testValueContextOfAnImplicitMember() {
        let (outline, range) = body("""
        func f() {
            let model: RowViewModel = .init()
            Row(title: "x", viewModel: .init(id: 1))
            let other = .init()
        }
        """)
        let implicit = outline.postfixChains(in: range).filter { outline.isImplicitMember($0) }.map(\.base)
        XCTAssertEqual(implicit.count, 3)
        guard case .annotation(let type)? = outline.valueContext(of: implicit[0], within: range) else { return XCTFail() }
        XCTAssertEqual(outline.text(type), "RowViewModel")
        guard case .argument(let label, let callee)? = outline.valueContext(of: implicit[1], within: range) else { return XCTFail() }
        XCTAssertEqual([outline.text(label), outline.text(callee)], ["viewModel", "Row"])
        XCTAssertNil(outline.valueContext(of: implicit[2], within: range))
    }

    /// An assignment gives the value the type of the chain it writes; `Row.init(…)` calls `Row`.
    func testValueContextOfAnAssignmentAndAnExplicitInit() {
        let (outline, range) = body("""
        func f() {
            self.palette = .init()
            model?.child = .init()
            Row.init(viewModel: .init(id: 1))
            var other = .init()
        }
        """)
        let implicit = outline.postfixChains(in: range).filter { outline.isImplicitMember($0) }.map(\.base)
        XCTAssertEqual(implicit.count, 4)
        XCTAssertTrue(implicit.allSatisfy { outline.startsImplicitMember(at: $0) })
        guard case .assignment(let palette)? = outline.valueContext(of: implicit[0], within: range) else { return XCTFail() }
        XCTAssertEqual(outline.text(palette), "self")
        guard case .assignment(let model)? = outline.valueContext(of: implicit[1], within: range) else { return XCTFail() }
        XCTAssertEqual(outline.text(model), "model")
        guard case .argument(let label, let callee)? = outline.valueContext(of: implicit[2], within: range) else { return XCTFail() }
        XCTAssertEqual([outline.text(label), outline.text(callee)], ["viewModel", "Row"])
        XCTAssertNil(outline.valueContext(of: implicit[3], within: range), "a declaration, not an assignment")
    }

    func testDefaultsCastsAndSuspensions() {
        let (outline, range) = body("""
        func f(service: Service?, action: Action) async {
            let s = service ?? Service()
            if let set = action as? SetMovies { }
            if self.action is Reset { }
            switch action { case let action as Reset: break }
            await load()
        }
        """)
        let built = outline.postfixChains(in: range).first { outline.text($0.base) == "Service" }!
        XCTAssertEqual(outline.defaultedName(before: built.base).map { outline.text($0) }, "service")
        XCTAssertNil(outline.defaultedName(before: built.base - 1))
        let casts = outline.castNames(in: range)
        XCTAssertEqual(casts.count, 1, "a member and a pattern's new binding are not cast names")
        XCTAssertEqual(outline.location(ofToken: casts[0]).line, 3)
        XCTAssertEqual(outline.suspensionPoints(in: range).map { outline.location(ofToken: $0).line }, [6])
        XCTAssertEqual(outline.switchStatements(in: range).count, 1)
    }

    func testDiscardedResults() {
        let discards = discarding("""
        func f() async {
            vm.reset()
            _ = vm.reload()
            try? vm.save()
            let x = await vm.total()
            await vm.load()
            if vm.canSave() { }
            Text(vm.title())
            list.onTap { _ in vm.go() }
            async let update: Void = vm.update()
            let _: () = try await vm.sync()
            let y = try vm.compute()
            return try vm.result()
            try? await vm.flush()
            try await vm.upload()
        }
        """)
        XCTAssertTrue(discards("vm.reset"))
        XCTAssertTrue(discards("vm.reload"))
        XCTAssertTrue(discards("vm.save"))
        XCTAssertFalse(discards("vm.total"), "an awaited value bound to a name is used")
        XCTAssertTrue(discards("vm.load"))
        XCTAssertFalse(discards("vm.canSave"))
        XCTAssertFalse(discards("vm.title"))
        XCTAssertTrue(discards("vm.go"))
        XCTAssertTrue(discards("vm.update"), "bound as `Void`: nothing to use")
        XCTAssertTrue(discards("vm.sync"), "bound as `()`, after `try await`")
        XCTAssertFalse(discards("vm.compute"), "a tried value bound to a name is used")
        XCTAssertFalse(discards("vm.result"), "a returned value is used")
        XCTAssertTrue(discards("vm.flush"))
        XCTAssertTrue(discards("vm.upload"))
    }

    func testACallOnALineThatContinuesAnExpressionIsUsed() {
        let discards = discarding("""
        func f() {
            guard ready,
                  vm.items(for: 1).isEmpty == false else { return }
            let total = base +
                vm.count()
            vm.refresh()
        }
        """)
        XCTAssertFalse(discards("vm.items"), "a condition continued from the line above")
        XCTAssertFalse(discards("vm.count"), "an operand continued from the line above")
        XCTAssertTrue(discards("vm.refresh"), "a statement of its own")
    }

    /// A `switch` label's colon ends the label: the call after it, on its line or the next, is
    /// a statement of its own (anytype-swift: `case let .action(action):\n viewModel.handle(action)`).
    /// An argument labelled `default:` is not a label.
    func testACallAfterASwitchLabelIsAStatement() {
        let discards = discarding("""
        func f() {
            switch row {
            case let .action(action):
                vm.handle(action)
            case .point(x: 1, y: _): vm.move()
            @unknown default:
                vm.reset()
            }
            show(
                default: vm.fallback())
        }
        """)
        XCTAssertTrue(discards("vm.handle"))
        XCTAssertTrue(discards("vm.move"), "after a label with a tuple pattern, on its line")
        XCTAssertTrue(discards("vm.reset"), "after `@unknown default:`")
        XCTAssertFalse(discards("vm.fallback"), "an argument labelled `default`")
    }

    func testAWholeArgumentEndsAtItsCallsCommaOrParenthesis() {
        let (outline, range) = body("""
        func f() {
            Badge(status: $vm.status, size: 2)
            Badge(status: $vm.level.animation())
            Badge(status: $vm.total + 1)
            let x = $vm.other
        }
        """)
        func whole(_ prefix: String) -> Bool { outline.wholeArgument(chain(prefix, in: outline, range)) != nil }
        XCTAssertTrue(whole("$vm.status"))
        XCTAssertTrue(whole("$vm.level"), "the whole chain, its call and all")
        XCTAssertFalse(whole("$vm.total"), "an operand")
        XCTAssertFalse(whole("$vm.other"), "no call")
    }

    func testResultsModifiedBelow() {
        let (outline, range) = body("""
        func f() {
            vm.content(for: 1)
                .tabItem { Text("") }
            vm.lock().then { done() }
            try await vm.refresh().value
            vm.apply(code: 1) { result in use(result) }
            vm.start()
        }
        """)
        func modified(_ prefix: String) -> Bool { outline.modifiesResultBelow(chain(prefix, in: outline, range)) }
        XCTAssertTrue(modified("vm.content"), "a modifier on the line below")
        XCTAssertFalse(modified("vm.lock"), "a promise's `then` on the call's line")
        XCTAssertFalse(modified("vm.refresh"), "a task's `value`")
        XCTAssertFalse(modified("vm.apply"), "the call's own trailing closure")
        XCTAssertFalse(modified("vm.start"))
    }

    func testPrefixedWordsAreReadOnTheirBytes() {
        let outline = makeOutline("v.onChange(x).on(y).online.onEvent(z).once")
        func named(_ text: String) -> Bool {
            outline.isPrefixedWord(outline.tokens.indices.first { outline.text($0) == text }!, "on")
        }
        XCTAssertTrue(named("onChange"))
        XCTAssertTrue(named("onEvent"))
        XCTAssertFalse(named("on"), "the word alone")
        XCTAssertFalse(named("online"), "a lowercase rest is another word")
        XCTAssertFalse(named("once"))
    }

    func testNamesQualifiersAndCapitals() {
        let outline = makeOutline("let color: SwiftUI.Color = theme.accent")
        let names = outline.names(in: 0..<outline.tokens.count).map { outline.text($0) }
        XCTAssertEqual(names, ["color", "SwiftUI", "Color", "theme", "accent"])
        let color = outline.names(in: 0..<outline.tokens.count).first { outline.text($0) == "Color" }!
        XCTAssertTrue(outline.isMemberName(color))
        XCTAssertEqual(outline.qualifier(of: color).map { outline.text($0) }, "SwiftUI")
        XCTAssertTrue(outline.isCapitalized(color))
        XCTAssertFalse(outline.isCapitalized(color + 3), "`theme`")
        XCTAssertEqual(outline.startOffset(of: 0), 0)
        XCTAssertEqual(outline.endOffset(of: 0), 3)
    }

    func testAttributeEndsAndSpellingHashes() {
        let outline = makeOutline("func f(a: @escaping ((Int) -> Void), b: @available(iOS 17, *) () -> Void) {}")
        let ats = outline.tokens.indices.filter { outline.tokens[$0].kind == .atSign }
        let end = outline.tokens.count
        XCTAssertEqual(outline.text(outline.attributeEnd(at: ats[0], end: end)), "(", "the parenthesised function type, after a space")
        XCTAssertEqual(outline.text(outline.attributeEnd(at: ats[1], end: end)), "(", "past the attached arguments, at `() -> Void`")
        XCTAssertEqual(outline.text(outline.attributeEnd(at: ats[1], end: end) + 1), ")")
        let int = outline.tokens.indices.first { outline.text($0) == "Int" }!
        XCTAssertEqual(outline.spellingHash(int), SourceOutline.spellingHash("Int"))
        XCTAssertNotEqual(SourceOutline.spellingHash("Int"), SourceOutline.spellingHash("Int8"))
    }

    func testLocalBindingsAndExpressionStarts() {
        let (outline, range) = body("""
        func f() {
            let model: LoginViewModel = make()
            guard let a = x, var b = try await y() else { return }
        }
        """)
        let bindings = outline.localBindings(in: range)
        XCTAssertEqual(bindings.map { outline.text($0.name) }, ["model", "a", "b"])
        XCTAssertEqual(bindings[0].type.map { outline.text($0) }, "LoginViewModel")
        let start = outline.expressionStart(at: bindings[2].value!, end: range.upperBound)
        XCTAssertEqual(outline.text(start.start), "y")
        XCTAssertTrue(start.awaits)
    }

    func testValueEndsReadATernaryWholeAndStopAtTheNextStatement() {
        let (outline, range) = body("""
        func f() {
            model = isNew ? Model() : Model(id: id)
            other = isNew
                ? Model()
                : Model(id: id)
            plain = Model(id: (a, b)).configured()
            next()
        }
        """)
        let starts = range.filter { outline.tokens[$0].kind == .equal }.map { $0 + 1 }
        XCTAssertEqual(starts.map { outline.text(starts.isEmpty ? 0..<0 : $0..<outline.valueEnd(from: $0, end: range.upperBound)) },
                       ["isNew ? Model() : Model(id: id)", "isNew\n        ? Model()\n        : Model(id: id)", "Model(id: (a, b)).configured()"])
    }

    func testALocalOnlyReadThroughMembers() {
        let (outline, range) = body("""
        func f() {
            let server = Server()
            label.text = server.title
            hint.text = server?.subtitle
            let other = Server()
            cell.model = other
            let unused = Server()
        }
        """)
        let bindings = outline.localBindings(in: range)
        func onlyRead(_ position: Int) -> Bool {
            outline.isOnlyReadThroughMembers(bindings[position].name, from: bindings[position].name + 1, end: range.upperBound)
        }
        XCTAssertTrue(onlyRead(0))
        XCTAssertFalse(onlyRead(1), "handed on whole")
        XCTAssertFalse(onlyRead(2), "never mentioned")
    }

    func testStatementQueries() {
        let (outline, range) = body("""
        func f() {
            #if DEBUG
            state.title = "a very long line" + suffix
                + more
            #endif
        }
        """)
        let statements = outline.statements(in: range)
        XCTAssertEqual(statements.map { outline.directiveKeyword(of: $0) }, [.poundIf, .none, .poundEndif])
        XCTAssertEqual(outline.text(outline.firstLine(of: statements[1].tokens)), "state.title = \"a very long line\" + suffix")
    }

    func testMemberLevelCommentsAndImports() {
        let outline = makeOutline("""
        @testable import struct SwiftUI.Color
        final class Model {
            // outputs
            var a = 1
            func f() {
                // not a section
            }
            // MARK: - Inputs
            var b = 2
        }
        """)
        XCTAssertEqual(outline.importedModule(outline.declarations[0]), "SwiftUI")
        let model = outline.declaration(named: "Model")!
        let b = outline.declaration(named: "b")!
        XCTAssertEqual(outline.memberLevelComments(before: b, in: model), ["// outputs", "// MARK: - Inputs"])
        XCTAssertEqual(outline.memberLevelComments(before: outline.declaration(named: "a")!, in: model), ["// outputs"])
    }

    func testClosureArgumentsByLabel() {
        let (outline, range) = body("""
        func f() {
            menu(items: { a }, previewProvider: { Preview() })
        }
        """)
        XCTAssertEqual(outline.closureArguments(labelled: "previewProvider", in: range).map { outline.text($0) }, ["Preview()"])
    }
}
