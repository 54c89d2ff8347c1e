import Foundation
import SwiftLexer

/// Everything one `mvvm new` renders from.
public struct ScreenRequest: Sendable {
    public var specification: ScreenSpecification
    public var dialect: ScreenDialect
    /// The module the tests `@testable import` (none: the tests live in the app's module).
    public var module: String?
    /// The support types (`Responder`, …) the project already declares: their files are not written.
    public var declaredSupport: Set<String>
    public var indentation: Indentation

    public init(specification: ScreenSpecification, dialect: ScreenDialect, module: String?, declaredSupport: Set<String> = [],
                indentation: Indentation = .standard) {
        self.specification = specification
        self.dialect = dialect
        self.module = module
        self.declaredSupport = declaredSupport
        self.indentation = indentation
    }
}

/// One generated file: where it goes (sources or tests) and what it holds.
public struct RenderedFile: Sendable, Equatable {
    public var kind: TemplateKind
    public var fileName: String
    public var contents: String
    public var isTest: Bool { kind.place == .tests }
}

/// Turns a request into file contents through the templates. Pure: writes nothing.
public enum ScreenRenderer {
    public static func render(_ request: ScreenRequest, templates: TemplateSet) throws -> [RenderedFile] {
        let name = request.specification.name
        try checkNamesFree(request)
        let forwards = request.specification.inputActions.contains(where: request.specification.forwards)
        let files = request.dialect.files.filter { kind in
            (kind.place != .support || !request.declaredSupport.contains(kind.rawValue)) && (forwards || !kind.onlyWithForwardedActions)
        }
        let context = context(for: request)
        return try files.map { kind in
            var text = try templates.template(kind).render(context)
            // One final newline, whatever the template ends with.
            while text.hasSuffix("\n") { text.removeLast() }
            var lines = request.indentation.reindent(text)
            // The built-in templates get the formatters' layout; a project's own are its style.
            if templates.overridePath(kind) == nil {
                lines = LineWrapping.wrap(GeneratedLayout.tidy(lines), unit: request.indentation.unit)
            }
            let file = RenderedFile(kind: kind, fileName: kind.fileName(screen: name), contents: lines + "\n")
            // Parse before write: a template (above all a project's own) that renders broken Swift
            // is refused before any file is written.
            if file.fileName.hasSuffix(".swift"), let problem = swiftProblem(in: Array(file.contents.utf8)) {
                throw ScaffoldError("\(try templates.source(kind).origin): error: renders a \(file.fileName) that \(problem); nothing was written")
            }
            return file
        }
    }

    /// Why `bytes` is not Swift mvvm can stand behind, or nil: a lexical error (an unterminated
    /// string or comment), an `#if` or a bracket without its partner. Lexical only — mvvm has no
    /// Swift parser, so `let = 1` passes this check (and fails the build).
    static func swiftProblem(in bytes: [UInt8]) -> String? {
        let file = SourceFile(path: "", bytes: bytes, trivia: .comments)
        if let diagnostic = file.lexed.diagnostics.first {
            return "does not lex at line \(file.location(of: diagnostic.offset).line) (\(diagnostic.message))"
        }
        var conditions = 0
        for token in file.tokens where token.kind == .poundKeyword {
            if token.keyword == .poundIf { conditions += 1 }
            if token.keyword == .poundEndif { conditions -= 1 }
            if conditions < 0 { return "has an `#endif` without its `#if` at line \(file.location(of: Int(token.start)).line)" }
        }
        if conditions > 0 { return "leaves an `#if` open" }
        var open: [TokenKind] = []
        let partner: [TokenKind: TokenKind] = [.rightParen: .leftParen, .rightBrace: .leftBrace, .rightBracket: .leftBracket,
                                               .interpolationClose: .interpolationOpen]
        for token in file.tokens {
            if token.kind.isOpeningBracket {
                open.append(token.kind)
            } else if token.kind.isClosingBracket, open.popLast() != partner[token.kind] {
                return "has an unmatched bracket at line \(file.location(of: Int(token.start)).line)"
            }
        }
        return open.isEmpty ? nil : "leaves a bracket open"
    }

    /// Outputs and dependencies must not take a name the dialect's templates declare beside
    /// them (`status` of a view state, `source` of a remvvm view model).
    static func checkNamesFree(_ request: ScreenRequest) throws {
        let reserved: [String]
        switch request.dialect {
        case .viewstate: reserved = ["status", "route", "viewState", "viewStateStream"]
        case .remvvm: reserved = ["status", "source"]
        default: reserved = []
        }
        let specification = request.specification
        for name in specification.outputs.map(\.name) + specification.dependencies.map(\.name) where reserved.contains(name) {
            throw ScaffoldError("--outputs/--dependencies: `\(name)` would clash with the `\(name)` a \(request.dialect.profile) screen declares; choose another name")
        }
    }

    /// The values templates see (documented in README, "Writing your own templates").
    static func context(for request: ScreenRequest) -> [String: Any] {
        let specification = request.specification
        let name = specification.name
        let inputs = specification.inputActions
        let stateActions = inputs.filter { !specification.forwards($0) }
        return [
            "name": name,
            "title": words(name),
            "viewName": "\(name)View",
            "viewModelName": "\(name)ViewModel",
            "viewControllerName": "\(name)ViewController",
            "testsName": "\(name)ViewModelTests",
            "viewStateName": "\(name)ViewState",
            "stateName": "\(name)State",
            "reducersName": "\(name)Reducers",
            "reducersTestsName": "\(name)ReducersTests",
            "middlewareTestsName": "\(name)MiddlewareTests",
            // The remvvm dialect: one middleware per action that forwards, navigating on it.
            "forwardActions": inputs.filter(specification.forwards).map { action in
                [
                    "name": action.name,
                    "storeAction": name + capitalized(action.name) + "Action",
                    "middleware": name + capitalized(action.name) + "Middleware",
                    "sampleFields": zip(action.parameters, bindings(action)).map { "\($1): \($0.sample)" }.joined(separator: ", "),
                ]
            },
            "profile": request.dialect.profile,
            // The viewstate base file declares `protocol ViewState` unless the project already does.
            "declaresViewState": !request.declaredSupport.contains("ViewState"),
            "flavor": request.dialect.flavorName,
            "hasModule": request.module != nil,
            "module": request.module ?? "",
            "hasDependencies": !specification.dependencies.isEmpty,
            // Whether `init` takes anything: dependencies or responder callbacks (observable).
            "hasInjections": !specification.dependencies.isEmpty || !specification.responderActions.isEmpty,
            "dependencies": specification.dependencies.map { ["name": $0.name, "type": $0.type, "value": $0.value] },
            "hasOutputs": !specification.outputs.isEmpty,
            "outputs": specification.outputs.map { ["name": $0.name, "capitalized": capitalized($0.name), "type": $0.type, "initialValue": $0.initialValue] },
            "hasActions": !inputs.isEmpty,
            "actions": inputs.enumerated().map { index, action in
                [
                    "name": action.name,
                    "capitalized": capitalized(action.name),
                    "declaration": declaration(action),
                    "hasParameters": !action.parameters.isEmpty,
                    "parameters": parameters(action),
                    "arguments": arguments(action),
                    "sampleArguments": action.parameters.map { ($0.label.map { "\($0): " } ?? "") + $0.sample }.joined(separator: ", "),
                    "pattern": specification.forwards(action) ? bindingPattern(action) : "." + action.name,
                    "statement": specification.forwards(action) ? "responder.send(\(forwarded(action)))" : "state = .\(action.name)",
                    "sample": sample(action),
                    "isFirst": index == 0,
                    // The other dialects: whether the action is also a responder action (a callback,
                    // a route, a StoreAction for middleware, a navigation output).
                    "forwards": specification.forwards(action),
                    "callback": "on" + capitalized(action.name),
                    "forwardedArguments": bindings(action).joined(separator: ", "),
                    "elementType": elementType(action),
                    "sampleElement": sampleElement(action),
                    "elementCase": elementCase(action),
                    // The viewstate and remvvm dialects: the route, the StoreAction, the reducer.
                    "route": forwarded(action),
                    "storeAction": name + capitalized(action.name) + "Action",
                    "reducer": name + capitalized(action.name) + "Reducer",
                    "fields": zip(action.parameters, bindings(action)).map { ["name": $1, "type": $0.type] },
                    "fieldArguments": bindings(action).map { "\($0): \($0)" }.joined(separator: ", "),
                    "sampleFields": zip(action.parameters, bindings(action)).map { "\($1): \($0.sample)" }.joined(separator: ", "),
                ] as [String: Any]
            },
            "hasStateActions": !stateActions.isEmpty,
            "stateActions": stateActions.map { action in
                ["name": action.name, "capitalized": capitalized(action.name), "sample": sample(action),
                 "sampleArguments": action.parameters.map { ($0.label.map { "\($0): " } ?? "") + $0.sample }.joined(separator: ", "),
                 "sampleElement": sampleElement(action), "hasParameters": !action.parameters.isEmpty]
            },
            "hasResponderActions": !specification.responderActions.isEmpty,
            "responderActions": specification.responderActions.map { action in
                [
                    "name": action.name, "capitalized": capitalized(action.name), "declaration": declaration(action), "sample": sample(action),
                    "callback": "on" + capitalized(action.name),
                    "sampleArguments": action.parameters.map { ($0.label.map { "\($0): " } ?? "") + $0.sample }.joined(separator: ", "),
                    "closureType": closureType(action),
                    "hasParameters": !action.parameters.isEmpty,
                    "elementCase": elementCase(action),
                    "sampleElement": sampleElement(action),
                    "ignoringClosure": action.parameters.isEmpty ? "{}" : "{ " + closureParameters(action) + " }",
                    "closureHead": action.parameters.isEmpty ? "{" : "{ " + closureParameters(action),
                ]
            },
            // The view gets a button for each requested action it can send without input.
            "buttons": specification.actions.filter(\.parameters.isEmpty).map { ["label": words($0.name), "send": "." + $0.name, "name": $0.name] },
            // A UIKit controller: a button for every input it can send without input, a method
            // (for its cells and gestures) for every one that needs values.
            "controlActions": inputs.filter(\.parameters.isEmpty).map { action in
                ["name": action.name, "label": words(action.name), "storeAction": name + capitalized(action.name) + "Action"]
            },
            "hasParameterizedActions": inputs.contains { !$0.parameters.isEmpty },
            "parameterizedActions": inputs.filter { !$0.parameters.isEmpty }.map { action in
                ["name": action.name, "parameters": parameters(action), "arguments": arguments(action),
                 "storeAction": name + capitalized(action.name) + "Action",
                 "fieldArguments": bindings(action).map { "\($0): \($0)" }.joined(separator: ", ")]
            },
        ]
    }

    /// `signIn(String, String)`, `select(id: Item.ID)`.
    static func declaration(_ action: ScreenSpecification.ActionCase) -> String {
        guard !action.parameters.isEmpty else { return action.name }
        return action.name + "(" + action.parameters.map { ($0.label.map { "\($0): " } ?? "") + $0.type }.joined(separator: ", ") + ")"
    }

    /// `_ value: String, id: Item.ID`: the action as a method's parameter list.
    static func parameters(_ action: ScreenSpecification.ActionCase) -> String {
        zip(action.parameters, bindings(action)).map { parameter, binding in
            (parameter.label ?? "_ \(binding)") + ": " + parameter.type
        }.joined(separator: ", ")
    }

    /// `value, id: id`: a call passing that method's parameters on.
    static func arguments(_ action: ScreenSpecification.ActionCase) -> String {
        zip(action.parameters, bindings(action)).map { parameter, binding in
            (parameter.label.map { "\($0): " } ?? "") + binding
        }.joined(separator: ", ")
    }

    /// `.signIn("", "")`: the case with every parameter's sample value.
    static func sample(_ action: ScreenSpecification.ActionCase) -> String {
        guard !action.parameters.isEmpty else { return "." + action.name }
        return "." + action.name + "(" + action.parameters.map { ($0.label.map { "\($0): " } ?? "") + $0.sample }.joined(separator: ", ") + ")"
    }

    /// Names for the associated values a forwarding case passes on: labels, else `value`/`valueN`.
    static func bindings(_ action: ScreenSpecification.ActionCase) -> [String] {
        action.parameters.enumerated().map { index, parameter in
            parameter.label ?? (action.parameters.count == 1 ? "value" : "value\(index + 1)")
        }
    }

    /// What one input stream carries for an action: `Void`, its one value's type, or a tuple of
    /// its values (`(code: String, replacing: Bool)`).
    static func elementType(_ action: ScreenSpecification.ActionCase) -> String {
        switch action.parameters.count {
        case 0: return "Void"
        case 1: return action.parameters[0].type
        default: return "(" + action.parameters.map { ($0.label.map { "\($0): " } ?? "") + $0.type }.joined(separator: ", ") + ")"
        }
    }

    /// A value of `elementType` a test pushes: `()`, `0`, `(code: "", replacing: false)`.
    static func sampleElement(_ action: ScreenSpecification.ActionCase) -> String {
        switch action.parameters.count {
        case 0: return "()"
        case 1: return action.parameters[0].sample
        default: return "(" + action.parameters.map { ($0.label.map { "\($0): " } ?? "") + $0.sample }.joined(separator: ", ") + ")"
        }
    }

    /// The case rebuilt from a stream's element `$0`: `cancel`, `finished(total: $0)`,
    /// `apply(code: $0.code, replacing: $0.replacing)`, `pick($0.0, $0.1)`.
    static func elementCase(_ action: ScreenSpecification.ActionCase) -> String {
        switch action.parameters.count {
        case 0: return action.name
        case 1: return action.name + "(" + (action.parameters[0].label.map { "\($0): " } ?? "") + "$0)"
        default:
            return action.name + "(" + action.parameters.enumerated().map { index, parameter in
                (parameter.label.map { "\($0): " } ?? "") + "$0." + (parameter.label ?? String(index))
            }.joined(separator: ", ") + ")"
        }
    }

    /// A callback's type for a responder action: `() -> Void`, `(_ total: Double) -> Void`.
    static func closureType(_ action: ScreenSpecification.ActionCase) -> String {
        "(" + action.parameters.map { ($0.label.map { "_ \($0): " } ?? "") + $0.type }.joined(separator: ", ") + ") -> Void"
    }

    /// `_ in`, `_, _ in`: a closure's head that ignores the action's values.
    static func closureParameters(_ action: ScreenSpecification.ActionCase) -> String {
        action.parameters.map { _ in "_" }.joined(separator: ", ") + " in"
    }

    /// `.failed(let value)`.
    static func bindingPattern(_ action: ScreenSpecification.ActionCase) -> String {
        guard !action.parameters.isEmpty else { return "." + action.name }
        // `case let .signedIn(user)`: the `let` hoisted out, as SwiftFormat's `hoistPatternLet` writes it.
        return "let ." + action.name + "(" + bindings(action).joined(separator: ", ") + ")"
    }

    /// `.failed(value)`, `.select(id: id)`: the same case rebuilt from the bindings.
    static func forwarded(_ action: ScreenSpecification.ActionCase) -> String {
        guard !action.parameters.isEmpty else { return "." + action.name }
        let arguments = zip(action.parameters, bindings(action)).map { parameter, binding in
            (parameter.label.map { "\($0): " } ?? "") + binding
        }
        return "." + action.name + "(" + arguments.joined(separator: ", ") + ")"
    }

    static func capitalized(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }

    /// `forgotPassword` → `Forgot Password`, `ProfileSettings` → `Profile Settings`, `loadURL` → `Load URL`.
    static func words(_ name: String) -> String {
        var result = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            if character == "_" { result += " "; continue }
            if index > 0, character.isUppercase {
                let previous = characters[index - 1]
                let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && nextIsLower) { result += " " }
            }
            result.append(index == 0 ? Character(character.uppercased()) : character)
        }
        return result.split(separator: " ").joined(separator: " ")
    }
}
