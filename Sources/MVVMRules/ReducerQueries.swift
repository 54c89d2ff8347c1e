import SwiftLexer
import SwiftOutline

/// The reducers of the ReMVVM dialect (SPEC §4.2): `reduce(state:with:)` of a type conforming to
/// `Reducer`, each handling one action type and returning the next state.
public struct ReducerFunction {
    public var declaration: Declaration
    /// The reducer type's name, for messages.
    public var typeName: String
    /// The action parameter's name inside the body (`action`), when it has one.
    public var actionName: String?
    /// The action parameter's written type.
    public var actionType: Range<Int>?
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
            let action = parameters.first { $0.label.map { outline.text($0) } == "with" } ?? parameters.last
            reducers.append(ReducerFunction(declaration: member, typeName: index.types[owner].name,
                                            actionName: action?.name.map { outline.text($0) }, actionType: action?.type))
        }
        return reducers
    }
}
