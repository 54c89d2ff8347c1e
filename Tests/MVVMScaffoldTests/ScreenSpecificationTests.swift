@testable import MVVMScaffold
import XCTest

final class ScreenSpecificationTests: XCTestCase {
    func testActionsWithAssociatedValuesLabelsAndSamples() throws {
        let specification = try ScreenSpecification(
            name: "Login",
            actions: "signIn(String,String), select(id: Item.ID = UUID()),pick([String: Int], Result<Int, Error>?),cancel"
        )
        XCTAssertEqual(specification.actions.map(\.name), ["signIn", "select", "pick", "cancel"])
        XCTAssertEqual(specification.actions[0].parameters.map(\.type), ["String", "String"])
        XCTAssertEqual(specification.actions[0].parameters.map(\.sample), ["\"\"", "\"\""])
        XCTAssertEqual(specification.actions[1].parameters, [.init(label: "id", type: "Item.ID", sample: "UUID()")])
        XCTAssertEqual(specification.actions[2].parameters.map(\.type), ["[String: Int]", "Result<Int, Error>?"])
        XCTAssertEqual(specification.actions[2].parameters.map(\.sample), ["[:]", "nil"])
        XCTAssertEqual(specification.actions[3].parameters, [])
    }

    func testOutputsAndDependencies() throws {
        let specification = try ScreenSpecification(
            name: "Feed",
            outputs: "title:String,items:[Item],selected:Item?,profile:Profile=.empty,message:String=\"a, b\"",
            dependencies: "api:APIClient,store:Store=.inMemory,now:Date"
        )
        XCTAssertEqual(specification.outputs.map(\.initialValue), ["\"\"", "[]", "nil", ".empty", "\"a, b\""])
        XCTAssertEqual(specification.dependencies.map(\.value), [".preview", ".inMemory", "Date()"])
    }

    func testResponderActionsGetForwardingInputCasesUnlessOneExists() throws {
        let specification = try ScreenSpecification(name: "Checkout", actions: "cancel,pay", responderActions: "cancel,done(Int)")
        XCTAssertEqual(specification.inputActions.map(\.name), ["cancel", "pay", "done"])
        XCTAssertEqual(specification.inputActions.map { specification.forwards($0) }, [true, false, true])
    }

    func testMalformedValuesAreOneLineErrorsNamingTheOptionAndEntry() {
        let cases: [(ScreenSpecification.Arguments, String)] = [
            (.init(name: "1Login"), "`1Login` is not a Swift type name"),
            (.init(name: "class"), "`class` is not a Swift type name"),
            (.init(name: "Log-in"), "`Log-in` is not a Swift type name"),
            (.init(name: "`Login`"), "``Login`` is not a Swift type name"),
            (.init(name: "Login", actions: "`go`"), "--actions: ``go`` is not a Swift identifier"),
            (.init(name: "LoginView"), "`LoginView` already ends in `View`: name the screen (`Login`)"),
            (.init(name: "LoginViewModel"), "already ends in `ViewModel`"),
            (.init(name: "Login", actions: "signIn(String"), "--actions: `signIn(String` must end with `)`"),
            (.init(name: "Login", actions: "signIn(String,,String)"), "--actions: the type `` in `signIn(String,,String)` is empty"),
            (.init(name: "Login", actions: "sign in"), "--actions: `sign in` is not a Swift identifier"),
            (.init(name: "Login", actions: "default"), "--actions: `default` is not a Swift identifier"),
            (.init(name: "Login", actions: "a,,b"), "--actions: an entry is empty"),
            (.init(name: "Login", actions: "go()"), "--actions: `go()` has empty parentheses"),
            (.init(name: "Login", actions: "go(String])"), "--actions: the type `String]` in `go(String])` has an unbalanced `]`"),
            (.init(name: "Login", actions: "go(Item)"), "--actions: the tests need a sample `Item` for `go(Item)`; give one: `Item=.init()`"),
            (.init(name: "Login", actions: "go({ x })"), "--actions: the type `{ x }` in `go({ x })` has `{`"),
            (.init(name: "Login", actions: "go,go"), "--actions: `go` is listed twice"),
            (.init(name: "Login", actions: "idle"), "--actions: `idle` would clash with the generated `State.idle`"),
            (.init(name: "Login", actions: "done(Int)", responderActions: "done(String)"), "--responder-actions: `done` forwards the input action of the same name"),
            (.init(name: "Login", outputs: "items"), "--outputs: `items` must be `name:Type`"),
            (.init(name: "Login", outputs: "profile:Profile"), "--outputs: `profile:Profile` needs an initial value mvvm can't guess"),
            (.init(name: "Login", outputs: "n:Int=(1"), "--outputs: the value `(1` in `n:Int=(1` has an unclosed bracket"),
            (.init(name: "Login", outputs: "state:Int"), "--outputs/--dependencies: `state` is listed twice"),
            (.init(name: "Login", dependencies: "api:API Client"), "--dependencies: the type `API Client`"),
        ]
        for (arguments, expected) in cases {
            XCTAssertThrowsError(try arguments.parse(), "\(arguments)") { error in
                let message = (error as? ScaffoldError)?.message ?? "\(error)"
                XCTAssertTrue(message.contains(expected), "\(arguments): \(message)")
                XCTAssertFalse(message.contains("\n"), message)
            }
        }
    }
}

extension ScreenSpecification {
    /// The command-line values of one case, parsed on demand.
    struct Arguments: CustomStringConvertible {
        var name: String
        var actions: String?
        var responderActions: String?
        var outputs: String?
        var dependencies: String?

        func parse() throws -> ScreenSpecification {
            try ScreenSpecification(name: name, actions: actions, responderActions: responderActions, outputs: outputs, dependencies: dependencies)
        }

        var description: String { [name, actions, responderActions, outputs, dependencies].compactMap { $0 }.joined(separator: " ") }
    }
}
