/// The type a property of a type holds, stored or computed, found on the type or a base class;
/// a base's generic parameters are read through the arguments its subclasses write:
/// in `class LoginModel: StateStore<LoginState, LoginAction>`, the base's `var state: State`
/// holds `LoginState`. A type that stays a generic parameter is unknown, never guessed.
enum MemberTypes {
    /// A written type and the type it was written in (its scope for resolution).
    private struct Binding {
        var written: String
        var scope: Int
    }

    /// A written type as the facts keep it where chains are read through it: marked (`Binding<>`)
    /// when written with generic arguments, since another module's generic type may hand out the
    /// project's values it is specialised with (`binding.wrappedValue.count = 1`), which its name
    /// alone does not say.
    static func marked(_ written: TypeReading.WrittenType) -> String {
        written.isGeneric && !written.path.isEmpty ? written.path + genericMark : written.path
    }

    static let genericMark = "<>"

    /// After a declared return type: an array of it (`-> [Row]` is `Row[]`). The array's own
    /// members are unknown; its elements are of the type.
    static let arrayMark = "[]"

    /// A type as written, and whether it was written with generic arguments (see `marked`).
    static func unmarked(_ written: String) -> (written: String, isGeneric: Bool) {
        written.hasSuffix(genericMark) ? (String(written.dropLast(genericMark.count)), true) : (written, false)
    }

    /// What a property's written type is, for reading writes through it.
    enum Held: Equatable {
        /// A project type.
        case project(Int)
        /// A type the project does not declare, nor any protocol or alias of it: another module's
        /// (`UIImageView`), whose members are never the project's.
        case foreign
        /// Not written, a generic parameter, a protocol, `Any`/`AnyObject`: it may be anything.
        case unknown
    }

    /// Like `propertyType`, but telling a foreign type from an unknown one. `isOpen` says whether
    /// a written name may stand for a project type without being one (a project protocol or
    /// alias, `AnyObject`).
    static func heldType(_ name: String, of type: Int, types: [ProjectType], statics: [Int: FileFacts.StaticMembers],
                         lookup: (_ written: String, _ module: String, _ scope: String) -> Int?,
                         isOpen: (String) -> Bool) -> Held {
        if let id = propertyType(name, of: type, types: types, statics: statics, lookup: lookup) { return .project(id) }
        // Found but not a project type: foreign unless its written type is open.
        for ancestor in types[type].lineage {
            let stored = types[ancestor].properties.first(where: { $0.name == name })
            guard let marked = stored?.typeName ?? types[ancestor].computedPropertyTypes[name] else { continue }
            // Another module's generic type (`CurrentValueSubject<Model, Never>`) may hand out
            // the values it is specialised with.
            let (written, isComputedGeneric) = unmarked(marked)
            let isGeneric = stored?.genericArgument.isEmpty == false || isComputedGeneric
            return written.isEmpty || types[ancestor].genericParameters.contains(QualifiedNames.simpleName(written)) || isOpen(written) || isGeneric
                ? .unknown : .foreign
        }
        // What a UIKit or AppKit view or controller inherits (`navigationItem.title = …`,
        // `window?.title = …`) holds the SDK's types, not the project's.
        if sdkUIMembers.contains(name), inheritsSDKUIClass(type, types: types) { return .foreign }
        return .unknown
    }

    /// The element type of a stored collection property (`[Item]`, `Array<Item>`, `Set<Item>`) of
    /// `type` or a base class, as its annotation writes it: a project type, another module's, or
    /// unknown (no annotation, a dictionary, a generic parameter, a name that may stand for anything).
    static func elementType(_ name: String, of type: Int, types: [ProjectType],
                            lookup: (_ written: String, _ module: String, _ scope: String) -> Int?,
                            isOpen: (String) -> Bool) -> Held {
        for ancestor in types[type].lineage {
            guard let property = types[ancestor].properties.first(where: { $0.name == name }) else { continue }
            let (written, isGeneric) = unmarked(property.elementTypeName)
            guard !written.isEmpty, !types[ancestor].genericParameters.contains(QualifiedNames.simpleName(written)) else { return .unknown }
            if let id = lookup(written, types[ancestor].module, types[ancestor].name) { return .project(id) }
            // `[Binding<Model>]`: another module's generic type may hold the project's values.
            return isOpen(written) || isGeneric ? .unknown : .foreign
        }
        return .unknown
    }

    /// Members UIKit's and AppKit's views, windows and controllers declare.
    /// Each holds a UIKit or AppKit value or object; none can hold a project's view model.
    static let sdkUIMembers: Set<String> = ["navigationItem", "tabBarItem", "navigationController", "tabBarController",
                                           "splitViewController", "presentingViewController", "presentedViewController",
                                           "toolbarItems", "window", "view", "layer", "superview", "contentView", "parent", "children",
                                           "subviews", "frame", "bounds", "center", "transform", "alpha", "isHidden", "backgroundColor",
                                           "tintColor", "tag", "title", "isEnabled", "isUserInteractionEnabled", "clipsToBounds",
                                           "contentMode", "safeAreaInsets", "traitCollection", "preferredContentSize",
                                           "modalPresentationStyle", "tableView", "collectionView", "tableHeaderView",
                                           "tableFooterView", "contentInset", "contentOffset"]

    /// Whether the class's topmost project class derives straight from a UIKit or AppKit view,
    /// window or controller class.
    static func inheritsSDKUIClass(_ type: Int, types: [ProjectType]) -> Bool { sdkUIBase(type, types: types) != nil }

    /// The UIKit or AppKit view, window, control or controller class the type's topmost project
    /// class derives from, if it derives from one.
    static func sdkUIBase(_ type: Int, types: [ProjectType]) -> String? {
        guard let root = types[type].lineage.last(where: { types[$0].kind == .class }), types[root].kind == .class,
              !types[root].parents.contains(where: { types[$0].kind == .class }),
              let first = types[root].ownInheritance.first else { return nil }
        let simple = QualifiedNames.simpleName(first)
        let isUI = MainActorContexts.isolatedBases.contains(simple) && simple != "View" && simple != "App" && simple != "Scene"
            || ["ViewController", "WindowController", "TableViewCell", "CollectionViewCell"].contains { simple.hasSuffix($0) }
            || sdkControllers.contains(simple)
        return isUI ? simple : nil
    }

    /// UIKit's and SwiftUI's view controllers whose names do not end in `ViewController`.
    static let sdkControllers: Set<String> = ["UINavigationController", "UITabBarController", "UISearchController", "UIAlertController",
                                              "UIImagePickerController", "UIHostingController", "NSHostingController"]

    /// What a call of an instance method returns, by its declared return type (its own or a base
    /// class's): a project type, another module's, or unknown — a generic parameter, `Self`, a
    /// name declared with different return types. Nil when no project type in the lineage
    /// declares the method (a protocol's requirement or extension, where an associated type may
    /// stand behind its name; or a free function the caller may look up next).
    static func returnedType(_ method: String, of type: Int, element: Bool = false, types: [ProjectType],
                             lookup: (_ written: String, _ module: String, _ scope: String) -> Int?,
                             isOpen: (String) -> Bool) -> Held? {
        for ancestor in types[type].lineage {
            guard let declared = types[ancestor].methodReturnTypes[method] else { continue }
            // An element of what it returns only when it returns an array, and the reverse.
            guard let written = arrayElement(declared, element: element) else { return .unknown }
            let head = written.split(separator: ".").first.map(String.init) ?? written
            guard !written.isEmpty, !types[ancestor].genericParameters.contains(head) else { return .unknown }
            return held(written, module: types[ancestor].module, scope: types[ancestor].name, lookup: lookup, isOpen: isOpen)
        }
        return nil
    }

    /// A declared return type as `element` asks: the element's type of an array (`Row[]` → `Row`)
    /// when it asks for an element, the type itself when it does not; nil when they differ.
    static func arrayElement(_ declared: String, element: Bool) -> String? {
        guard declared.hasSuffix(arrayMark) == element else { return nil }
        return element ? String(declared.dropLast(arrayMark.count)) : declared
    }

    /// A written type read from a module and scope: the project's, another module's, or (a
    /// project protocol or alias, `AnyObject`) unknown.
    static func held(_ written: String, module: String, scope: String,
                     lookup: (_ written: String, _ module: String, _ scope: String) -> Int?,
                     isOpen: (String) -> Bool) -> Held {
        // An array's own members (`-> [Row]` then `.count`): unknown, never another module's.
        if written.hasSuffix(arrayMark) { return .unknown }
        let (name, isGeneric) = unmarked(written)
        if let id = lookup(name, module, scope) { return .project(id) }
        return isOpen(name) || isGeneric ? .unknown : .foreign
    }

    /// - Parameter lookup: resolves a written name from a module and scope, as the index does.
    /// - Parameter statics: static members by type id, for chains (`= Store.shared.session`).
    /// - Parameter depth: how many such chains are being read to get here.
    static func propertyType(_ name: String, of type: Int, types: [ProjectType], statics: [Int: FileFacts.StaticMembers],
                             lookup: (_ written: String, _ module: String, _ scope: String) -> Int?, depth: Int = 0) -> Int? {
        var current = type
        var arguments: [String: Binding] = [:]
        var visited: Set<Int> = []
        while visited.insert(current).inserted {
            let declaring = types[current]
            if let marked = declaring.properties.first(where: { $0.name == name })?.typeName ?? declaring.computedPropertyTypes[name] {
                let written = unmarked(marked).written
                if written.isEmpty, let chain = statics[current]?.propertyChains[name] {
                    return chainType(chain, module: declaring.module, scope: declaring.name, types: types, statics: statics, lookup: lookup,
                                     depth: depth + 1)
                }
                guard !written.isEmpty else { return nil }
                guard let bound = substitute(written, arguments, parameters: declaring.genericParameters, scope: current) else { return nil }
                return lookup(bound.written, types[bound.scope].module, types[bound.scope].name)
            }
            guard declaring.kind == .class, let baseWritten = declaring.inheritance.first,
                  let base = lookup(baseWritten, declaring.module, declaring.enclosingScope), types[base].kind == .class else { return nil }
            var next: [String: Binding] = [:]
            for (parameter, argument) in zip(types[base].genericParameters, declaring.baseArguments) where !argument.isEmpty {
                next[parameter] = substitute(argument, arguments, parameters: declaring.genericParameters, scope: current)
            }
            arguments = next
            current = base
        }
        return nil
    }

    /// What a static property of `type` or a base class holds (`static let shared = Store()`): the
    /// declaring type itself, a project type, another module's, or unknown; nil when no type in
    /// the lineage is known to declare it.
    static func staticPropertyType(_ name: String, of type: Int, types: [ProjectType], statics: [Int: FileFacts.StaticMembers],
                                   lookup: (_ written: String, _ module: String, _ scope: String) -> Int?,
                                   isOpen: (String) -> Bool) -> Held? {
        for ancestor in types[type].lineage {
            guard let written = statics[ancestor]?.propertyTypes[name] else { continue }
            return written.isEmpty ? .project(ancestor)
                : held(written, module: types[ancestor].module, scope: types[ancestor].name, lookup: lookup, isOpen: isOpen)
        }
        return nil
    }

    /// The type a chain from a type's static member holds (`Store.shared.session`, written in
    /// `module` and `scope`): the static member's, then each member's; nil when a link is not a
    /// project type's known member, or chains lead to chains too deep to be worth reading.
    static func chainType(_ chain: String, module: String, scope: String, types: [ProjectType], statics: [Int: FileFacts.StaticMembers],
                          lookup: (_ written: String, _ module: String, _ scope: String) -> Int?, depth: Int) -> Int? {
        guard depth <= 4 else { return nil }
        let parts = chain.split(separator: ".").map(String.init)
        guard let firstMember = parts.firstIndex(where: { $0.first.map { !$0.isUppercase } ?? true }), firstMember > 0,
              let root = lookup(parts[..<firstMember].joined(separator: "."), module, scope),
              case .project(var current)? = staticPropertyType(parts[firstMember], of: root, types: types, statics: statics, lookup: lookup,
                                                               isOpen: { _ in true }) else { return nil }
        for link in parts[(firstMember + 1)...] {
            guard let next = propertyType(link, of: current, types: types, statics: statics, lookup: lookup, depth: depth) else { return nil }
            current = next
        }
        return current
    }

    /// `written` with a leading generic parameter replaced by its argument (`State.Bindings` →
    /// `LoginState.Bindings`); nil when it names a parameter no argument binds.
    private static func substitute(_ written: String, _ arguments: [String: Binding], parameters: [String], scope: Int) -> Binding? {
        let head = written.firstIndex(of: ".").map { String(written[..<$0]) } ?? written
        let rest = written.dropFirst(head.count)
        if let bound = arguments[head] { return Binding(written: bound.written + rest, scope: bound.scope) }
        if parameters.contains(head) { return nil }
        return Binding(written: written, scope: scope)
    }
}
