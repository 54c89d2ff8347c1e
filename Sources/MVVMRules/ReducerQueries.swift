import SwiftLexer
import SwiftOutline

/// The reducers of the ReMVVM dialect (SPEC §4.2): `reduce(state:with:)` of a type conforming to
/// `Reducer`, each handling one action type and returning the next state.
public struct ReducerFunction {
    public var declaration: Declaration
    /// How messages name it: `LoginReducer.reduce`, or a free function's own name.
    public var displayName: String
    /// The action parameter's name inside the body (`action`), when it has one.
    public var actionName: String?
    /// The action parameter's written type.
    public var actionType: Range<Int>?
}

/// A reducer written as a free function (`func appStateReducer(state: AppState, action: Action) ->
/// AppState`, the Redux shape of SwiftUIFlux apps): a top-level function named `reduce` or
/// `…Reducer`, taking the state (labelled or named `state`) and one action, returning a value of
/// the state's type.
public enum FreeReducers {
    public static func isReducer(_ declaration: Declaration, _ outline: SourceOutline) -> Bool {
        guard declaration.kind == .function, declaration.parent == nil, let name = outline.name(of: declaration),
              name == "reduce" || name.hasSuffix("Reducer"), let returnType = declaration.returnType,
              declaration.parameters.count == 2, let state = stateParameter(declaration, outline),
              let stateType = state.type else { return false }
        return outline.text(returnType).filter { !$0.isWhitespace } == outline.text(stateType).filter { !$0.isWhitespace }
    }

    static func stateParameter(_ declaration: Declaration, _ outline: SourceOutline) -> Parameter? {
        declaration.parameters.first { parameter in
            parameter.label.map { outline.text($0) } == "state" || parameter.name.map { outline.text($0) } == "state"
        }
    }
}

extension RuleContext {
    /// Every `reduce` function of a type in this file that conforms to one of the dialect's
    /// `reducer_types` (directly, through a project base class, or by an extension). The action
    /// is the parameter labelled `with`, else the last one.
    public func reducerFunctions() -> [ReducerFunction] {
        guard !isTestFile else { return [] }
        let protocols = Set(roles[.reducerTypes])
        var reducers: [ReducerFunction] = []
        for (position, member) in outline.declarations.enumerated() where member.kind == .function && outline.name(of: member) == "reduce" {
            guard let owner = enclosingType(ofMember: position),
                  index.ancestors(of: owner, including: true).contains(where: { ancestor in
                      index.types[ancestor].inheritance.contains { protocols.contains(QualifiedNames.simpleName($0)) }
                  }) else { continue }
            let parameters = Array(member.parameters)
            // The dialect's reducer hands back the state it takes (`reduce(state:with:) -> State`);
            // one editing it in place and returning effects (`reduce(into: inout State, action:)
            // -> Effect<Action>`, The Composable Architecture's) is another library's.
            guard let state = parameters.first?.type, let returned = member.returnType,
                  TypeReading.path(of: state, outline).path == TypeReading.path(of: returned, outline).path,
                  !outline.text(state).hasPrefix("inout") else { continue }
            let action = parameters.first { $0.label.map { outline.text($0) } == "with" } ?? parameters.last
            reducers.append(ReducerFunction(declaration: member, displayName: index.types[owner].name + ".reduce",
                                            actionName: action?.name.map { outline.text($0) }, actionType: action?.type))
        }
        for declaration in outline.declarations where declaration.parent == nil && FreeReducers.isReducer(declaration, outline) {
            let parameters = Array(declaration.parameters)
            let stateName = FreeReducers.stateParameter(declaration, outline).flatMap(\.name)
            let action = parameters.first { $0.name != stateName }
            reducers.append(ReducerFunction(declaration: declaration, displayName: outline.name(of: declaration) ?? "reduce",
                                            actionName: action?.name.map { outline.text($0) }, actionType: action?.type))
        }
        return reducers
    }
}
