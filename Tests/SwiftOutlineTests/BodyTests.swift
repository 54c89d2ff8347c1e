import SwiftLexer
import SwiftOutline
import XCTest

private func body(of name: String, in outline: SourceOutline) -> Range<Int> {
    let declaration = outline.declaration(named: name)!
    return declaration.body ?? declaration.bindings[0].accessors!
}

final class StatementTests: XCTestCase {
    func testStatementsSplitAtLineBreaksButNotContinuations() {
        let outline = makeOutline("""
            func f() {
                let x = items
                    .filter { $0 > 1 }
                    .count
                total = a +
                    b
                flag = a
                    && b
                print(x); print(total)
                return
            }
            """)
        let statements = outline.statements(in: body(of: "f", in: outline))
        XCTAssertEqual(statements.map(\.kind), [.declaration, .expression, .expression, .expression, .expression, .return])
        XCTAssertEqual(outline.text(statements[0].tokens), "let x = items\n        .filter { $0 > 1 }\n        .count")
        XCTAssertEqual(outline.text(statements[2].tokens), "flag = a\n        && b")
        XCTAssertTrue(statements[0].blocks.isEmpty)
    }

    func testControlStatementsAndTheirBlocks() {
        let outline = makeOutline("""
            func f() {
                if a { x() } else if b { y() } else { z() }
                guard let v = value,
                      v > 0
                else { return }
                for item in items where item.isOn { use(item) }
                repeat { n += 1 } while n < 3
                do { try run() } catch { log(error) }
                outer: while true { break outer }
                if x
                {
                    allman()
                }
                defer { cleanup() }
            }
            """)
        let statements = outline.statements(in: body(of: "f", in: outline))
        XCTAssertEqual(statements.map(\.kind), [.if, .guard, .for, .repeat, .do, .while, .if, .defer])
        XCTAssertEqual(statements.map(\.blocks.count), [3, 1, 1, 1, 2, 1, 1, 1])
        XCTAssertEqual(outline.text(statements[0].blocks[2]), "z()")
        XCTAssertEqual(outline.text(statements[5].tokens), "outer: while true { break outer }")
    }

    func testReturnTakesTheValueOnTheNextLine() {
        let outline = makeOutline("func f() -> Int {\n    return\n        42\n}")
        let statements = outline.statements(in: body(of: "f", in: outline))
        XCTAssertEqual(statements.count, 1)
        XCTAssertEqual(outline.text(statements[0].tokens), "return\n        42")
    }

    func testDirectivesInsideBodies() {
        let outline = makeOutline("func f() {\n#if DEBUG\nlog()\n#else\nquiet()\n#endif\n}")
        XCTAssertEqual(outline.statements(in: body(of: "f", in: outline)).map(\.kind),
                       [.directive, .expression, .directive, .expression, .directive])
    }
}

final class SwitchTests: XCTestCase {
    let source = """
        func send(_ action: Action) {
            switch action {
            case .signIn(let user, let password):
                isLoading = true
                Task { await login(user, password) }
            case .a, .b:
                break
            case .nested(let inner):
                switch inner {
                case .x: one()
                case .y: two()
                }
                if case .z = inner { three() }
            case let .value(x) where x > 0:
                send(.next)
            @unknown default:
                fatal()
            }
        }
        """

    func testCasesPatternsAndBodies() throws {
        let outline = makeOutline(source)
        let statements = outline.statements(in: body(of: "send", in: outline))
        XCTAssertEqual(statements.map(\.kind), [.switch])
        let switchStatement = try XCTUnwrap(outline.switchStatement(at: statements[0].tokens.lowerBound))
        XCTAssertEqual(outline.text(switchStatement.subject), "action")
        XCTAssertEqual(switchStatement.cases.map { outline.texts($0.patterns) },
                       [[".signIn(let user, let password)"], [".a", ".b"], [".nested(let inner)"], ["let .value(x) where x > 0"], []])
        XCTAssertEqual(switchStatement.cases.map(\.isDefault), [false, false, false, false, true])
        XCTAssertEqual(switchStatement.cases.map { outline.statements(in: $0.body).count }, [2, 1, 2, 1, 1])
        // The nested switch is a statement of its case, with cases of its own.
        let nested = outline.statements(in: switchStatement.cases[2].body)[0]
        XCTAssertEqual(nested.kind, .switch)
        XCTAssertEqual(outline.switchStatement(at: nested.tokens.lowerBound)?.cases.count, 2)
    }
}

final class ChainTests: XCTestCase {
    func testCallsMembersAssignmentsAndProjections() {
        let outline = makeOutline("""
            func f() {
                viewModel.load()
                self.title = "x"
                viewModel.items.append(4)
                count += 1
                if a == b { }
                _ = $viewModel.name
                viewModel.send(.select(item.id))
                let total = viewModel.total.formatted()
            }
            """)
        let chains = outline.postfixChains(in: body(of: "f", in: outline))
        func find(_ text: String) -> PostfixChain? { chains.first { outline.text($0.tokens) == text } }
        XCTAssertEqual(find("viewModel.load()")?.endsWithCall, true)
        XCTAssertEqual(find("viewModel.load()")?.memberTokens.map { outline.text($0) }, ["load"])
        XCTAssertEqual(find("self.title")?.assignmentOperator.map { outline.text($0) }, "=")
        XCTAssertEqual(find("viewModel.items.append(4)")?.memberTokens.map { outline.text($0) }, ["items", "append"])
        XCTAssertEqual(find("count")?.assignmentOperator.map { outline.text($0) }, "+=")
        XCTAssertNil(find("a")?.assignmentOperator)
        XCTAssertEqual(find("$viewModel.name")?.memberTokens.map { outline.text($0) }, ["name"])
        XCTAssertNotNil(find("viewModel.send(.select(item.id))"))
        XCTAssertNotNil(find(".select(item.id)"))
        XCTAssertNotNil(find("item.id"))
        XCTAssertNotNil(find("viewModel.total.formatted()"))
        XCTAssertNil(find("total"), "a declared name is not an expression")
    }

    func testTrailingClosuresButNotStatementBlocks() {
        let outline = makeOutline("""
            var body: some View {
                VStack {
                    Button("Go") { viewModel.send(.go) }
                    if viewModel.isLoading { ProgressView() }
                    List(items) { item in Row(item) } header: { Text("h") }
                }
                .onAppear { viewModel.load() }
            }
            """)
        let chains = outline.postfixChains(in: body(of: "body", in: outline))
        func find(_ prefix: String) -> PostfixChain? { chains.first { outline.text($0.tokens).hasPrefix(prefix) } }
        let vstack = find("VStack")!
        XCTAssertEqual(vstack.components.count, 3, "VStack {…} .onAppear {…}")
        XCTAssertEqual(vstack.memberTokens.map { outline.text($0) }, ["onAppear"])
        XCTAssertEqual(find("Button")!.components.count, 2)
        XCTAssertEqual(outline.text(find("viewModel.isLoading")!.tokens), "viewModel.isLoading")
        let list = find("List")!
        XCTAssertEqual(list.components.filter { if case .trailingClosure = $0 { return true } else { return false } }.count, 2)
        XCTAssertTrue(chains.contains { outline.text($0.tokens) == "viewModel.load()" })
    }

    func testClosuresAndClosureSignatures() {
        let outline = makeOutline("""
            func f() {
                items.map { [weak self] item in self?.use(item) }
                if ok { run() }
                let c = { for x in xs { print(x) } }
            }
            """)
        let closures = outline.closures(in: body(of: "f", in: outline))
        XCTAssertEqual(closures.count, 2)
        let (signature, statements) = outline.closureParts(closures[0])
        XCTAssertEqual(outline.text(signature!), "[weak self] item")
        XCTAssertEqual(outline.text(statements), "self?.use(item)")
        XCTAssertNil(outline.closureParts(closures[1]).signature, "`for x in` is a loop, not a signature")
    }
}

final class OutlinePathologicalTests: XCTestCase {
    func testDeeplyNestedTypesAndBracesDoNotOverflowTheStack() {
        let depth = 100_000
        let types = String(repeating: "struct S {", count: depth) + String(repeating: "}", count: depth)
        let outline = makeOutline(types)
        XCTAssertEqual(outline.declarations.count, depth)
        XCTAssertEqual(outline.declarations.last?.parent, depth - 2)
        XCTAssertFalse(OutlineDump.outline(outline, bodies: false).isEmpty)

        let braces = "func f() {" + String(repeating: "{(", count: depth) + String(repeating: ")}", count: depth) + "}"
        let nested = makeOutline(braces)
        let body = nested.declaration(named: "f")!.body!
        XCTAssertEqual(nested.statements(in: body).count, 1)
        XCTAssertEqual(nested.closures(in: body).count, depth)
        XCTAssertEqual(nested.postfixChains(in: body).count, 0)
    }

    func testUnbalancedBracketsAreMatchedAsFarAsPossible() {
        let outline = makeOutline("struct A { func f() { ( ] } }\nstruct B {")
        XCTAssertEqual(outline.declarations.map { outline.name(of: $0) }, ["A", "B", "f"])
        XCTAssertEqual(outline.declaration(named: "B")?.body?.isEmpty, true)
    }
}

final class RecoveryTests: XCTestCase {
    func testOpenerClosedOverByOuterBracketDoesNotEscapeItsBody() {
        let outline = makeOutline("func f() { switch x { case ,a, ( } }\nfunc g() {}")
        let body = outline.declaration(named: "f")!.body!
        for statement in outline.statements(in: body) {
            XCTAssertTrue(body.contains(statement.tokens.lowerBound))
            XCTAssertLessThanOrEqual(statement.tokens.upperBound, body.upperBound)
        }
        XCTAssertNotNil(outline.declaration(named: "g"))
    }
}
