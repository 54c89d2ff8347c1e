import SwiftLexer
import SwiftOutline

/// Reads the roots of a file's chains as the facts keep them — its kind, its type's name (or the
/// function whose return it is), and the member links from it — after reading what a root name
/// is bound to. Each declaration's local scopes are read once, and each visible binding's origin
/// once: many chains start at the same local.
struct ChainRoots {
    let outline: SourceOutline
    private var scopes: [Int: LocalScopes] = [:]
    /// Each declaration's closures' contents, in source order (outer before inner), read once.
    private var closures: [Int: [Range<Int>]] = [:]
    private struct BindingKey: Hashable {
        /// Numbered by the innermost declaration's scopes.
        var name: Int
        var innermost: Int
        var binding: Int
    }
    private var origins: [BindingKey: MemberWriteFacts.Origin] = [:]

    init(_ outline: SourceOutline) { self.outline = outline }

    mutating func read(_ root: MemberWriteSite.Root, links written: [String], innermost: Int?,
                       scopeType: Int?) -> (FileFacts.MemberWrite.Root, String, [String]) {
        let links = MemberWriteFacts.elementLinks(written)
        /// A generic parameter of the nearest declaration around the chain declaring one of that
        /// name (`func f<M: Model>(m: M)`): its sole constraint (`Model`), "" when it has none or
        /// several.
        func genericConstraint(of type: String) -> String? {
            var position = innermost
            // A `where` clause of a declaration inside it (`func f() where M: Other`) may add more.
            var constrainedInside = false
            while let index = position {
                let declaration = outline.declarations[index]
                if let clause = declaration.genericParameters, TypeReading.genericParameterNames(clause, outline).contains(type) {
                    if constrainedInside { return "" }
                    return TypeReading.soleConstraint(of: type, clause, whereClause: declaration.whereClause, outline) ?? ""
                }
                if declaration.whereClause != nil { constrainedInside = true }
                position = declaration.parent
            }
            return nil
        }
        let origin: MemberWriteFacts.Origin
        switch root {
        case .unknown, .implicitMember:
            return (.unknown, "", [])
        case .closureArgument(let token):
            // `items.forEach { $0.count = 1 }`: an element of what the closure is handed by.
            let digits = outline.text(token).dropFirst()
            guard let innermost, let parameter = Int(digits), let brace = enclosingClosure(of: token, in: innermost) else { return (.unknown, "", []) }
            let element = MemberWriteFacts.closureElement(brace: brace, parameter: parameter, outline: outline)
            origin = MemberWriteFacts.origin(through: element, of: "", bound: token, innermost: innermost, scopeType: scopeType,
                                             outline: outline, scopes: &scopes)
        case .selfValue:
            return (.selfValue, "", links)
        case .keyPathArgument(let callee, let label):
            return (.argument, outline.text(callee) + "\u{1}" + (label.map { outline.text($0) } ?? "_"), links)
        case .typeName(let range, let isKeyPathRoot):
            let type = TypeReading.path(of: range, outline).path
            if genericConstraint(of: type) != nil { return (.unknown, "", []) }
            // `MPNowPlayingInfoCenter.default().nowPlayingInfo = …`: what the type's static method
            // returns, read as a local bound to it would be.
            if !isKeyPathRoot, let first = links.first, first.hasSuffix("()"), !type.isEmpty {
                return (.staticCall, type + "\u{1}" + first.dropLast(2), Array(links.dropFirst()))
            }
            return (isKeyPathRoot ? .typed : .staticMember, type, links)
        case .name(let token):
            origin = self.origin(ofNameAt: token, innermost: innermost, scopeType: scopeType)
        }
        do {
            var origin = origin, links = links
            // `let webView = delegate.prepareWebView()`: the root's origin, then these links.
            var through: [String] = []
            if case .extended(let root, let extra) = origin {
                origin = root
                through = extra
            }
            // `items[i].state`: an element of the name itself, known for a member of the
            // enclosing type (`var items: [Item]`), not for a local or a call's result.
            if links.first == "[]" {
                if through.isEmpty, case .elements(let element) = origin {
                    origin = .typed(element)
                    links = Array(links.dropFirst())
                } else if through.isEmpty, case .returned(let function) = origin {
                    // `var lists = repository.lists(); lists[0].name = …`: an element of its return.
                    return (.returned, function + MemberTypes.arrayMark, Array(links.dropFirst()))
                } else {
                    guard through.isEmpty, case .member(let chain) = origin, let last = chain.last else { return (.unknown, "", []) }
                    return (.selfValue, "", chain.dropLast() + [last + "[]"] + links.dropFirst())
                }
            }
            links = through + links
            switch origin {
            case .unknown, .extended, .call, .elements:
                return (.unknown, "", [])
            case .typed(let type):
                // A generic parameter: whatever it stands for holds its constraint's members, and
                // conforms to it.
                guard let constraint = genericConstraint(of: type) else { return (.typed, type, links) }
                return constraint.isEmpty ? (.unknown, "", []) : (.typed, constraint, links)
            case .constructed(let type):
                return (.constructed, type, links)
            case .member(let chain):
                return (.selfValue, "", chain + links)
            case .returned(let function):
                return (.returned, function, links)
            case .staticCall(let call):
                return (.staticCall, call, links)
            }
        }
    }

    /// The `{` of the innermost closure around `token` in the declaration at `position`.
    private mutating func enclosingClosure(of token: Int, in position: Int) -> Int? {
        if closures[position] == nil { closures[position] = outline.closures(in: outline.declarations[position].tokens) }
        return closures[position]!.last { $0.contains(token) }.map { $0.lowerBound - 1 }
    }

    /// Whether the bare name at `token` is a member of the enclosing type: no local or parameter
    /// of that name is in scope.
    mutating func namesOwnMember(_ token: Int, innermost: Int?, scopeType: Int?) -> Bool {
        var current = innermost
        while let position = current, position != scopeType {
            let declaration = outline.declarations[position]
            if scopes[position] == nil { scopes[position] = outline.localScopes(of: declaration) }
            if scopes[position]!.visibleBinding(ofNameAt: token, in: outline) != nil { return false }
            current = declaration.parent
        }
        return true
    }

    /// `MemberWriteFacts.origin` of the name at `token` (`$model` reads `model`), once per
    /// binding it sees in its innermost declaration. Names bound there are found by their bytes;
    /// a string is made only for a binding not read before, or a name not bound there.
    private mutating func origin(ofNameAt token: Int, innermost: Int?, scopeType: Int?) -> MemberWriteFacts.Origin {
        func name() -> String {
            let text = outline.text(token)
            return text.hasPrefix("$") ? String(text.dropFirst()) : text
        }
        guard let innermost, innermost != scopeType else {
            return MemberWriteFacts.origin(of: name(), at: token, innermost: innermost, scopeType: scopeType, outline: outline, scopes: &scopes)
        }
        if scopes[innermost] == nil { scopes[innermost] = outline.localScopes(of: outline.declarations[innermost]) }
        guard let binding = scopes[innermost]!.visibleBinding(ofNameAt: token, in: outline) else {
            return MemberWriteFacts.origin(of: name(), at: token, innermost: innermost, scopeType: scopeType, outline: outline, scopes: &scopes)
        }
        let key = BindingKey(name: binding.name, innermost: innermost, binding: binding.start)
        if let known = origins[key] { return known }
        let found = MemberWriteFacts.origin(of: name(), at: token, innermost: innermost, scopeType: scopeType, outline: outline, scopes: &scopes)
        origins[key] = found
        return found
    }
}

/// Which writes of the code's own members (`self.count = 1`, `count = 1`) a file keeps for the
/// index. A setter made private stays in reach of the type's own code in its own file, not of an
/// extension in another file nor of a subclass (in any file): only those are kept. A class without
/// an inheritance clause subclasses nothing.
private struct OwnMemberWrites {
    let outline: SourceOutline
    /// The types this file declares, and whether each may be a subclass: an extension of one that
    /// is not is its own code in its own file.
    private var declaredHere: [String: Bool]?
    private var ownProperties: DeclaredProperties

    init(_ outline: SourceOutline) {
        self.outline = outline
        ownProperties = DeclaredProperties(outline)
    }

    /// Whether the own-member write at `site`, in the type or extension `scopeType` (named
    /// `owner`), may reach a member declared elsewhere.
    mutating func keeps(_ site: MemberWriteSite, innermost: Int?, scopeType: Int?, owner: String, roots: inout ChainRoots) -> Bool {
        guard let position = scopeType else { return false }
        let declaration = outline.declarations[position]
        if declaration.kind == .extension {
            if declaredHere == nil {
                var declared: [String: Bool] = [:]
                for index in outline.declarations.indices {
                    let type = outline.declarations[index]
                    guard type.kind.isType, type.kind != .extension, let path = QualifiedNames.path(of: index, in: outline) else { continue }
                    declared[path] = (declared[path] ?? false) || (type.kind == .class && !type.inheritance.isEmpty)
                }
                declaredHere = declared
            }
            if declaredHere![owner] == false { return false }
        } else if declaration.kind != .class || declaration.inheritance.isEmpty {
            return false
        }
        // A property this file declares for the type is its own, not one it inherits or extends
        // from elsewhere (`tableView.reloadData()` in a controller that declares `tableView`).
        if ownProperties.declares(site.member, in: owner) { return false }
        if case .implicitMember = site.root {
            // `case a = 1, b = 2`, `var a = 1, b = 2`: names being declared.
            if let innermost, outline.declarations[innermost].kind == .enumCase
                || outline.declarations[innermost].bindings.contains(where: { $0.nameToken == site.member }) { return false }
            // A local or parameter of that name is written, not the member.
            return roots.namesOwnMember(site.member, innermost: innermost, scopeType: scopeType)
        }
        return true
    }
}

/// The properties a file declares for a type, by the type's (or extended type's) path: asked
/// only for the writes that may reach a member declared elsewhere, by the bytes of the name.
private struct DeclaredProperties {
    let outline: SourceOutline
    /// The positions of the type declarations and extensions of each path.
    private var declarations: [String: [Int]]?
    private var names: [String: ByteNames] = [:]

    init(_ outline: SourceOutline) { self.outline = outline }

    /// Whether a declaration of `path` in this file declares a property spelled as the token `name`.
    mutating func declares(_ name: Int, in path: String) -> Bool {
        if names[path] == nil {
            if declarations == nil {
                var positions: [String: [Int]] = [:]
                for index in outline.declarations.indices where outline.declarations[index].kind.isType {
                    if let typePath = QualifiedNames.path(of: index, in: outline) { positions[typePath, default: []].append(index) }
                }
                declarations = positions
            }
            var declared = ByteNames()
            for position in declarations![path] ?? [] {
                for member in outline.declarations[position].members where outline.declarations[member].kind == .variable {
                    for binding in outline.declarations[member].bindings {
                        let token = outline.tokens[binding.nameToken]
                        _ = declared.number(of: outline.file.bytes, Int(token.start)..<Int(token.end))
                    }
                }
            }
            names[path] = declared
        }
        let token = outline.tokens[name]
        return names[path]!.existingNumber(of: outline.file.bytes, Int(token.start)..<Int(token.end)) != nil
    }
}

/// Who writes which member through which chain — the fact that keeps a `private(set)` or
/// `private` fix from breaking the build. Extraction (per file, syntax plus local bindings) and
/// the project-wide query live here together; the index only holds the resolved table.
///
/// The reading is deliberately one-sided: a write's receiver type is *known* only when every link
/// of its chain is (a typed parameter or local, a construction, `self`, a stored property of a
/// project type); anything else is unknown, and an unknown receiver counts as a write of every
/// member of that name. So the answer can only hold a fix back, never let a breaking one through.
public enum MemberWriteFacts {
    /// The writes of one file, once per member, chain, owner and method (the first line kept).
    static func extract(_ outline: SourceOutline, roots: inout ChainRoots) -> [FileFacts.MemberWrite] {
        let sites = outline.memberWriteSites()
        guard !sites.isEmpty else { return [] }
        var locator: DeclarationLocator?
        var owners: [Int: (name: String, isExtension: Bool)] = [:]
        var writes: [FileFacts.MemberWrite] = []
        var seen = Set<FileFacts.MemberWrite>()
        let tokens = outline.tokens
        var ownWrites = OwnMemberWrites(outline)
        for site in sites {
            let isOwnMember: Bool
            switch site.root {
            case .selfValue: isOwnMember = site.path.isEmpty
            case .implicitMember: isOwnMember = true
            default: isOwnMember = false
            }
            if locator == nil { locator = DeclarationLocator(outline) }
            let innermost = locator!.innermost(at: Int(tokens[site.member].start))
            var owner = (name: "", isExtension: false)
            let scopeType = outline.enclosingType(from: innermost)
            if let position = scopeType {
                if let known = owners[position] {
                    owner = known
                } else {
                    owner = (QualifiedNames.path(of: position, in: outline) ?? "", outline.declarations[position].kind == .extension)
                    owners[position] = owner
                }
            }
            if isOwnMember, !ownWrites.keeps(site, innermost: innermost, scopeType: scopeType, owner: owner.name, roots: &roots) { continue }
            // `&viewModel.$isOn` (`assign(to:)`) hands out the projection of `isOn`, which needs
            // `isOn`'s setter: a write of `isOn`.
            let written = outline.text(site.member)
            var write = FileFacts.MemberWrite(member: written.hasPrefix("$") ? String(written.dropFirst()) : written, line: 0)
            write.owner = owner.name
            write.ownerIsExtension = owner.isExtension
            write.method = site.method.map { outline.text($0) } ?? ""
            if case .implicitMember = site.root {
                write.root = .selfValue
            } else {
                (write.root, write.rootType, write.path) = roots.read(site.root, links: links(of: site, outline), innermost: innermost,
                                                                      scopeType: scopeType)
            }
            guard seen.insert(write).inserted else { continue }
            write.line = outline.location(ofToken: site.member).line
            writes.append(write)
        }
        return writes
    }

    /// The key-path parameters of the file's functions, initializers and enum cases, by the name
    /// a call says (a function's or case's, an initializer's type) and the argument's label (`_`
    /// unlabelled), `\u{1}` between: `W` (`WritableKeyPath`, `ReferenceWritableKeyPath`) or `R`
    /// (`KeyPath`, `PartialKeyPath`), the root type as written (empty for a generic parameter or
    /// `Self`), and the type the declaration is in; "" for a key two declarations of the file
    /// disagree on.
    static func keyPathParameters(_ outline: SourceOutline) -> [String: String] {
        var table: [String: String] = [:]
        let declarations = outline.declarations
        for index in declarations.indices {
            let declaration = declarations[index]
            let groups: [(name: String, parameters: [Parameter])]
            switch declaration.kind {
            case .function:
                guard let name = outline.name(of: declaration), !declaration.parameters.isEmpty else { continue }
                groups = [(name, Array(declaration.parameters))]
            case .initializer:
                guard !declaration.parameters.isEmpty, let parent = declaration.parent,
                      let type = outline.name(of: declarations[parent]) else { continue }
                groups = [(QualifiedNames.simpleName(type), Array(declaration.parameters))]
            case .enumCase:
                groups = declaration.caseElements.compactMap { element in
                    element.associatedValues.isEmpty ? nil : (outline.text(element.nameToken), element.associatedValues)
                }
            default:
                continue
            }
            for (name, parameters) in groups {
                for parameter in parameters {
                    // Most parameters are no key path: their type's first name is not one of the four
                    // lengths (7, 14, 15, 24) before any string is made of it.
                    guard let type = parameter.type, let first = type.first, outline.tokens[first].kind == .identifier,
                          Self.keyPathNameLengths.contains(Int(outline.tokens[first].length)) else { continue }
                    let kind: String
                    switch TypeReading.path(of: type, outline).path {
                    case "WritableKeyPath", "ReferenceWritableKeyPath": kind = "W"
                    case "KeyPath", "PartialKeyPath": kind = "R"
                    default: continue
                    }
                    let label = parameter.label.map { outline.text($0) } ?? parameter.name.map { outline.text($0) } ?? "_"
                    var root = TypeReading.genericArguments(of: type, outline).first ?? ""
                    if isGeneric(root, at: index, outline) { root = "" }
                    let scope = declaration.parent.flatMap { QualifiedNames.path(of: $0, in: outline) } ?? ""
                    let key = name + "\u{1}" + label, value = kind + "\u{1}" + root + "\u{1}" + scope
                    table[key] = table[key].map { $0 == value ? value : "" } ?? value
                }
            }
        }
        return table
    }

    /// `KeyPath`, `PartialKeyPath`, `WritableKeyPath`, `ReferenceWritableKeyPath`.
    private static let keyPathNameLengths: Set<Int> = [7, 14, 15, 24]

    /// Whether a written type is `Self` or a generic parameter of the declaration at `index` or
    /// of one around it.
    private static func isGeneric(_ written: String, at index: Int, _ outline: SourceOutline) -> Bool {
        let head = written.split(separator: ".").first.map(String.init) ?? written
        if head == "Self" { return true }
        var current: Int? = index
        while let position = current {
            let declaration = outline.declarations[position]
            if let clause = declaration.genericParameters, TypeReading.genericParameterNames(clause, outline).contains(head) { return true }
            current = declaration.parent
        }
        return false
    }

    /// A site's links as the facts keep them: each member's name, `items[]` for an element of
    /// `items` (`self.items[i].state`), a first `[]` for an element of the root (`items[i].state`).
    static func links(of site: MemberWriteSite, _ outline: SourceOutline) -> [String] {
        var links: [String] = []
        links.reserveCapacity(site.path.count)
        for token in site.path {
            if outline.tokens[token].kind == .leftBracket {
                // An element of the link before, or of the root (`[]` first).
                links.append((links.popLast() ?? "") + "[]")
            } else {
                // `self.$model.x` reaches `x` through `model`, as `self.model.x` does.
                let text = outline.text(token)
                // A type's static method called on the path (`X.default().y`): spelled with `()`.
                let called = token + 1 < outline.tokens.count && outline.tokens[token + 1].kind == .leftParen
                links.append((text.hasPrefix("$") ? String(text.dropFirst()) : text) + (called ? "()" : ""))
            }
        }
        return links
    }

    /// `.typed` of a written type (marked when generic, `MemberTypes.marked`); unknown when it
    /// names none (a tuple, a function type).
    static func typed(_ written: TypeReading.WrittenType) -> Origin {
        written.path.isEmpty ? .unknown : .typed(MemberTypes.marked(written))
    }

    /// `.typed` of the type written at `range`, or `.elements` when it is an array of a named
    /// type (`[Row]`, `[Row]?`); unknown for anything else.
    static func written(_ range: Range<Int>, _ outline: SourceOutline) -> Origin {
        let written = TypeReading.path(of: range, outline)
        if !written.path.isEmpty { return typed(written) }
        guard let element = TypeReading.arrayElement(of: range, outline), !element.path.isEmpty else { return .unknown }
        return .elements(MemberTypes.marked(element))
    }

    enum Origin: Equatable {
        case unknown
        /// A parameter or local of a written type (an annotation, a cast).
        case typed(String)
        /// A local holding a value constructed there (`let item = CPListItem(…)`).
        case constructed(String)
        /// A parameter or local written as an array of a named type (`var rows: [Row]`): the
        /// element's type (marked when generic), which its subscripts, `first`, `last`, loops and
        /// element closures hand out.
        case elements(String)
        /// A member of the enclosing type, reached by this path from `self`.
        case member([String])
        /// A local holding what a call of this function or method returns (`let view = makeView()`).
        case returned(String)
        /// A local holding what a type's static method returns (`let config = UIButton.Configuration.plain()`):
        /// the type as written and the method, `\u{1}` between.
        case staticCall(String)
        /// A local holding what a chain of members and calls from `root` (a name, or `self` when
        /// nil) ends with: `let webView = delegate.prepareWebView()` → `delegate`, `["prepareWebView()"]`;
        /// `let m = screen.model` → `screen`, `["model"]`. A call is a link spelled with `()`;
        /// `origin` resolves the root.
        case call(root: Int?, links: [String])
        /// `origin`'s reading of a `call`: the root's origin, then the links.
        indirect case extended(Origin, [String])
    }

    /// How many chained locals deep `origin` follows (`let a = b.f(); let b = c.g()`…).
    static let chainDepthLimit = 4

    /// What a name means at a token: a parameter or local (with its type when written or
    /// constructed, or the member chain it was bound to), else a member of the enclosing type.
    static func origin(of name: String, at token: Int, innermost: Int?, scopeType: Int?, outline: SourceOutline,
                       scopes: inout [Int: LocalScopes], depth: Int = 0) -> Origin {
        var current = innermost
        while let position = current, position != scopeType {
            let declaration = outline.declarations[position]
            if let parameter = declaration.parameters.first(where: { $0.name.map(outline.text) == name }) {
                guard let type = parameter.type else { return .unknown }
                return written(type, outline)
            }
            let local: LocalScopes
            if let known = scopes[position] {
                local = known
            } else {
                local = outline.localScopes(of: declaration)
                scopes[position] = local
            }
            if let start = local.visibleBinding(of: name, at: token) {
                let found = binding(of: name, declaredAt: start, in: declaration.tokens, outline: outline)
                return origin(through: found, of: name, bound: start, innermost: innermost, scopeType: scopeType, outline: outline,
                              scopes: &scopes, depth: depth)
            }
            current = declaration.parent
        }
        // Outside every type, a name no parameter or local binds is a global: unknown.
        return scopeType == nil ? .unknown : .member([name])
    }

    /// The origin of a binding of `name` found at `start` (`binding(of:…)`, or a closure's `$0`
    /// there, `name` empty): a chain from another name (`.call`) is read from where that name is
    /// bound.
    static func origin(through found: Origin, of name: String, bound start: Int, innermost: Int?, scopeType: Int?,
                       outline: SourceOutline, scopes: inout [Int: LocalScopes], depth: Int = 0) -> Origin {
        guard case .call(let root, let links) = found else { return found }
        guard let root else { return .member(links) }
        guard depth < chainDepthLimit else { return .unknown }
        // `guard let model = model.child`: the root is the name as bound before this binding.
        let rootName = outline.text(root)
        let base = origin(of: rootName, at: rootName == name ? start - 1 : root, innermost: innermost, scopeType: scopeType,
                          outline: outline, scopes: &scopes, depth: depth + 1)
        // `for item in items`: `[]` is an element of the root name's own last link.
        func joined(_ path: [String]) -> [String]? {
            guard links.first == "[]" else { return path + links }
            guard let last = path.last else { return nil }
            return path.dropLast() + [last + "[]"] + links.dropFirst()
        }
        switch base {
        case .unknown: return .unknown
        case .member(let path): return joined(path).map { .member($0) } ?? .unknown
        case .extended(let inner, let path): return joined(path).map { .extended(inner, $0) } ?? .unknown
        // `for row in rows` over `rows: [Row]`: a `Row`, as is what `first(where:)` or `max()`
        // finds in it, through any of the methods that keep its elements (`sorted {…}`,
        // `filter {…}`); any other member of the array is unknown.
        case .elements(let element):
            guard let found = links.firstIndex(where: { !Self.keepsElements.contains($0) }) else { return .elements(element) }
            guard Self.findsElement.contains(links[found]) else { return .unknown }
            let rest = Array(links[(found + 1)...])
            return rest.isEmpty ? .typed(element) : .extended(.typed(element), rest)
        case .returned(let function) where links.first == "[]":
            let element = Origin.returned(function + MemberTypes.arrayMark)
            return links.count == 1 ? element : .extended(element, Array(links.dropFirst()))
        default: return links.isEmpty ? base : links.first == "[]" ? .unknown : .extended(base, links)
        }
    }

    /// An array's methods taking a closure whose result is no closure's: the element closures
    /// (`elementClosures`) that `keepsElements` or `findsElement` read.
    static let elementMethods = Set(elementClosures.keys.filter { keepsElements.contains($0 + "()") || findsElement.contains($0 + "()") })
    /// Calls on an array that hand back an array of the same elements.
    static let keepsElements: Set<String> = [
        "sorted()", "filter()", "reversed()", "shuffled()", "prefix()", "suffix()", "dropFirst()", "dropLast()",
    ]
    /// Links of an array that are one of its elements: a subscript or loop (`[]`), and what finds one.
    static let findsElement: Set<String> = [
        "[]", "first", "last", "first()", "last()", "min()", "max()", "randomElement()", "popLast()", "removeFirst()", "removeLast()",
    ]

    /// Sequence methods that call a closure with elements, by the label of the closure's argument
    /// (`""` unlabelled or trailing), and how many of its parameters are elements.
    static let elementClosures: [String: [String: Int]] = [
        "forEach": ["": 1], "map": ["": 1], "compactMap": ["": 1], "flatMap": ["": 1], "filter": ["": 1],
        "allSatisfy": ["": 1], "first": ["": 1, "where": 1], "last": ["": 1, "where": 1], "contains": ["": 1, "where": 1],
        "firstIndex": ["": 1, "where": 1], "lastIndex": ["": 1, "where": 1], "removeAll": ["": 1, "where": 1],
        "drop": ["": 1, "while": 1], "prefix": ["": 1, "while": 1],
        "sorted": ["": 2, "by": 2], "min": ["": 2, "by": 2], "max": ["": 2, "by": 2],
    ]

    /// What the closure opened at `brace` is called with as its parameter number `parameter`,
    /// when it is handed — trailing, first, or as `where:`/`by:`/`while:` — to a sequence method
    /// that calls it with elements (`elementClosures`) on a chain of names (`items.forEach { … }`,
    /// `self.rows.first(where: { row in … })`): an element of the chain's last link. Else unknown.
    static func closureElement(brace: Int, parameter: Int, outline: SourceOutline) -> Origin {
        let tokens = outline.tokens
        guard let call = outline.closureCall(at: brace), case let method = call.callee, method >= 2, tokens[method - 1].kind == .period,
              let elements = elementClosures[outline.text(method)]?[call.label.map(outline.text) ?? ""], parameter < elements else { return .unknown }
        // The receiver: names and postfix `?`/`!` joined by periods, back from the method.
        var start = method - 2
        while start > 0, tokens[start].kind == .operator, tokens[start].fixity == .postfix { start -= 1 }
        while start >= 2, tokens[start - 1].kind == .period, tokens[start].kind == .identifier {
            var previous = start - 2
            while previous > 0, tokens[previous].kind == .operator, tokens[previous].fixity == .postfix { previous -= 1 }
            guard tokens[previous].kind == .identifier || tokens[previous].keyword == .self else { break }
            start = previous
        }
        if start > 0, tokens[start - 1].kind == .period { return .unknown }
        return sequenceElement(from: start, end: method - 1, outline: outline)
    }

    /// The binding of `name` whose scope starts at `start` (as `LocalScopes` says), when that is
    /// `let name`/`var name` (`guard let`, `if let` too): `: Type`, `= Type(…)`, `= … as! Type`,
    /// `= self`, or `= a.b` (a chain of stored members); a closure parameter written with its type
    /// (`{ (model: Model) in … }`); a loop variable over a chain of names (`loopElement`);
    /// anything else (a pattern, a closure parameter without a type) is unknown.
    static func binding(of name: String, declaredAt start: Int, in range: Range<Int>, outline: SourceOutline) -> Origin {
        let tokens = outline.tokens
        if tokens[start].keyword == .for { return loopElement(named: name, loop: start, end: range.upperBound, outline: outline) }
        // `{ (model: ProfileViewModel) in … }`: a closure parameter written with its type.
        if start > range.lowerBound, tokens[start - 1].kind == .leftBrace, tokens[start].keyword != .let, tokens[start].keyword != .var {
            guard let type = outline.closureParameterType(named: name, brace: start - 1) else {
                // `items.forEach { item in … }`: an element of what the closure is handed by.
                guard let signature = outline.closureParts(outline.groupContents(start - 1)).signature,
                      let position = outline.closureParameterNames(signature).firstIndex(of: name) else { return .unknown }
                return closureElement(brace: start - 1, parameter: position, outline: outline)
            }
            return written(type, outline)
        }
        let k = start + 1
        if k < range.upperBound, tokens[k].kind == .identifier,
           tokens[start].keyword == .let || tokens[start].keyword == .var, outline.text(k) == name {
            let next = k + 1
            guard next < range.upperBound else { return .unknown }
            if tokens[next].kind == .colon { return written((next + 1)..<range.upperBound, outline) }
            // `if let viewModel {`: the same name, unwrapped.
            if tokens[next].kind == .leftBrace || tokens[next].kind == .comma || tokens[next].keyword == .else {
                return .member([name])
            }
            guard tokens[next].kind == .equal, next + 1 < range.upperBound else { return .unknown }
            let value = (next + 1)..<range.upperBound
            // In a condition (`if let d = rows.last {`) a brace opens the body, never a trailing closure.
            let inCondition = start > range.lowerBound
                && (tokens[start - 1].keyword == .if || tokens[start - 1].keyword == .guard || tokens[start - 1].keyword == .while
                    || tokens[start - 1].kind == .comma)
            if let constructed = TypeReading.constructedType(in: value, outline), !constructed.path.isEmpty {
                return .constructed(MemberTypes.marked(constructed))
            }
            // `var target = manga ?? Manga(key: …)`: both sides of `??` are one type, the one its
            // last operand builds.
            if let last = outline.coalescedOperands(from: next + 1, end: range.upperBound).dropFirst().last,
               let constructed = TypeReading.constructedType(in: last..<range.upperBound, outline), !constructed.path.isEmpty {
                return .constructed(MemberTypes.marked(constructed))
            }
            // `var rows = [Row]()`: an array of `Row`.
            if let element = TypeReading.constructedArrayElement(in: value, outline), !element.path.isEmpty {
                return .elements(MemberTypes.marked(element))
            }
            // `guard let strongSelf = self else { … }`: the enclosing value itself.
            if tokens[next + 1].keyword == .self, next + 2 >= range.upperBound || tokens[next + 2].isAtStartOfLine
                || tokens[next + 2].keyword == .else || tokens[next + 2].kind == .leftBrace || tokens[next + 2].kind == .comma {
                return .member([])
            }
            if let cast = TypeReading.castType(in: value, outline) { return .typed(cast) }
            if let function = calledFunction(in: value, outline) { return .returned(function) }
            if let call = chainedCall(in: value, trailingClosures: !inCondition, outline) { return call }
            if let call = staticCall(in: value, outline) { return call }
            // `let m = screen.model`: the chain starts at `screen` as it is bound here, which
            // may be a parameter or local rather than the enclosing type's member.
            let alias = aliasChain(from: next + 1, end: range.upperBound, braceEnds: inCondition, outline: outline)
            guard case .member(let names) = alias else { return alias }
            // `let last = self.rows.last`: an element of `rows`.
            if tokens[next + 1].keyword == .self { return .member(elementLinks(names)) }
            return .call(root: next + 1, links: elementLinks(Array(names.dropFirst())))
        }
        return .unknown
    }

    /// `for item in items {`, `for row in self.model.rows where …`: the loop variable `name` is
    /// an element of a chain of names — `.call` with the last link marked `[]` (`["model",
    /// "rows[]"]`; a bare `items` is the root with `["[]"]`). A pattern, a call or a subscript in
    /// the sequence is unknown.
    static func loopElement(named name: String, loop: Int, end: Int, outline: SourceOutline) -> Origin {
        let tokens = outline.tokens
        let variable = loop + 1
        guard variable + 2 < end, tokens[variable].kind == .identifier, outline.text(variable) == name,
              tokens[variable + 1].keyword == .in else { return .unknown }
        // The sequence ends at the loop's body or its `where`.
        let sequence = variable + 2
        var stop = sequence
        while stop < end, tokens[stop].kind != .leftBrace, tokens[stop].keyword != .where { stop += 1 }
        guard stop < end else { return .unknown }
        return sequenceElement(from: sequence, end: stop, outline: outline)
    }

    /// Links with `first` and `last` read as an element of the link before (`items.first` →
    /// `items[]`; first of all, `[]`: an element of the root), which the index types only for a
    /// stored collection (`[Item]`): whatever else has a member of that name stays unknown.
    static func elementLinks(_ links: [String]) -> [String] {
        guard links.contains(where: { $0 == "first" || $0 == "last" }) else { return links }
        var result: [String] = []
        for link in links {
            guard link == "first" || link == "last" else { result.append(link); continue }
            guard let previous = result.last else { result.append("[]"); continue }
            if previous.hasSuffix("()") || previous.hasSuffix("[]") { result.append(link) } else { result[result.count - 1] = previous + "[]" }
        }
        return result
    }

    /// An element of the chain of names in `start..<end` (`items`, `self.store.rows`), which
    /// `aliasChain` reads: the chain with `[]` on its last link.
    static func sequenceElement(from start: Int, end: Int, outline: SourceOutline) -> Origin {
        guard start < end, case .member(let names) = aliasChain(from: start, end: end, outline: outline) else { return .unknown }
        func marked(_ links: [String]) -> [String] { links.dropLast() + [links[links.count - 1] + "[]"] }
        if outline.tokens[start].keyword == .self { return .call(root: nil, links: marked(names)) }
        return .call(root: start, links: names.count == 1 ? ["[]"] : marked(Array(names.dropFirst())))
    }

    /// `f(…)` or `self.f(…)` (after `try`/`await`), ending the value's line: the function called.
    static func calledFunction(in value: Range<Int>, _ outline: SourceOutline) -> String? {
        let tokens = outline.tokens
        var index = outline.expressionStart(at: value.lowerBound, end: value.upperBound).start
        if index + 2 < value.upperBound, tokens[index].keyword == .self, tokens[index + 1].kind == .period { index += 2 }
        guard index + 1 < value.upperBound, tokens[index].kind == .identifier, !outline.isCapitalized(index),
              tokens[index + 1].kind == .leftParen else { return nil }
        guard outline.endsValue(at: outline.indexAfterGroup(index + 1), end: value.upperBound) else { return nil }
        return outline.text(index)
    }

    /// `Type.method(…)`, `Outer.Type.make(…)` (after `try`/`await`), ending the value: what a static
    /// method returns — unless an argument passes a metatype (`ofClass: Model.self`) or a closure
    /// (`MainActor.assumeIsolated({ model })`), whose instance or result a generic method may hand
    /// back.
    static func staticCall(in value: Range<Int>, _ outline: SourceOutline) -> Origin? {
        let tokens = outline.tokens
        let start = outline.expressionStart(at: value.lowerBound, end: value.upperBound).start
        guard start < value.upperBound, tokens[start].kind == .identifier, outline.isCapitalized(start) else { return nil }
        var typeEnd = start + 1
        while typeEnd + 1 < value.upperBound, tokens[typeEnd].kind == .period, tokens[typeEnd + 1].kind == .identifier,
              outline.isCapitalized(typeEnd + 1) {
            typeEnd += 2
        }
        let method = typeEnd + 1
        guard method + 1 < value.upperBound, tokens[typeEnd].kind == .period, tokens[method].kind == .identifier,
              !outline.isCapitalized(method), tokens[method + 1].kind == .leftParen else { return nil }
        let after = outline.indexAfterGroup(method + 1)
        guard outline.endsValue(at: after, end: value.upperBound) else { return nil }
        for index in (method + 2)..<max(method + 2, after - 1)
        where tokens[index].kind == .leftBrace || tokens[index].keyword == .self && tokens[index - 1].kind == .period {
            return nil
        }
        return .staticCall(TypeReading.path(of: start..<typeEnd, outline).path + "\u{1}" + outline.text(method))
    }

    /// `delegate.prepareWebView()`, `self.store.item(for: id)`, `a.b?.c().d()`: a chain from a
    /// lowercase name or `self` through members and calls (each call right after its member), that
    /// ends with a call and ends the value (after `try`/`await`); a trailing closure is a call of
    /// the member before it (`rows.sorted { … }`) unless the value is a condition's, where a brace
    /// opens the body; a subscript reads as nothing known.
    static func chainedCall(in value: Range<Int>, trailingClosures: Bool, _ outline: SourceOutline) -> Origin? {
        let start = outline.expressionStart(at: value.lowerBound, end: value.upperBound).start
        guard let chain = outline.postfixChain(at: start, end: value.upperBound) else { return nil }
        guard outline.endsValue(at: chain.tokens.upperBound, end: value.upperBound) else { return nil }
        let tokens = outline.tokens
        let root: Int?
        if outline.startsAtSelf(chain) {
            root = nil
        } else if outline.startsAtName(chain), !outline.isCapitalized(chain.base), !outline.text(chain.base).hasPrefix("$") {
            root = chain.base
        } else {
            return nil
        }
        var links: [String] = []
        var lastIsCall = false
        reading: for component in chain.components {
            switch component {
            case .member(let token):
                links.append(outline.text(token))
                lastIsCall = false
            case .call(let arguments):
                // A call of a member just read (`a.f()`), never of a call's result (`f()()`).
                guard !lastIsCall, let last = links.popLast() else { return nil }
                links.append(last + "()")
                lastIsCall = true
                // A metatype (`decoder.decode(Model.self, …)`, `container.resolve(Model.self)`) or a
                // closure lets a generic method hand back anything — but an array's own methods.
                if arguments.contains(where: { tokens[$0].keyword == .self && tokens[$0 - 1].kind == .period }) { return nil }
                if !Self.elementMethods.contains(last), arguments.contains(where: { tokens[$0].kind == .leftBrace }) { return nil }
            case .optional, .forceUnwrap:
                continue
            case .trailingClosure:
                // `rows.sorted { … }`: a call of an array's method; any other may hand back
                // whatever its closure returns (`lock.withLock { model }`).
                guard trailingClosures else { break reading }
                guard let last = links.last.map({ lastIsCall ? String($0.dropLast(2)) : $0 }), Self.elementMethods.contains(last) else { return nil }
                if !lastIsCall {
                    links[links.count - 1] = last + "()"
                    lastIsCall = true
                }
            case .subscriptAccess:
                return nil
            }
        }
        return lastIsCall ? .call(root: root, links: links) : nil
    }

    /// `self.a.b`, `a.b`, `a?.b`: a chain of names that ends the expression.
    static func aliasChain(from start: Int, end: Int, braceEnds: Bool = true, outline: SourceOutline) -> Origin {
        let tokens = outline.tokens
        var names: [String] = []
        var j = start
        if tokens[j].keyword == .self {
            j += 1
            guard j < end, tokens[j].kind == .period else { return .unknown }
            j += 1
        }
        while j < end {
            guard tokens[j].kind == .identifier, !outline.isCapitalized(j) else { return .unknown }
            names.append(outline.text(j))
            j += 1
            while j < end, tokens[j].kind == .operator, tokens[j].fixity == .postfix { j += 1 }
            guard j < end, tokens[j].kind == .period, !tokens[j].isAtStartOfLine else { break }
            j += 1
        }
        // The chain must end the value: a call, subscript or operator after it changes the type,
        // and so does a trailing closure where a brace opens no body (`lock.withLock { model }`).
        guard outline.endsValue(at: j, end: end), braceEnds || j >= end || tokens[j].kind != .leftBrace else { return .unknown }
        return names.isEmpty ? .unknown : .member(names)
    }
}

extension ProjectIndex {
    /// One write as the index keeps it: where, from which type's code, and the receiver's type
    /// when every link of the chain is known.
    struct ResolvedWrite {
        var file: String
        var line: Int
        /// Written by a test: it breaks a `private(set)` like any other code, but says nothing
        /// about who the app's code reports to.
        var inTest = false
        var owner: Int?
        var receiver: Int?
        /// The receiver is the enclosing type's own declaration (`self`, a bare member, in a type
        /// declared in this file), found by its place, not by a name: never a namesake.
        var receiverIsExact = false
        /// For a receiver of unknown type written as a project protocol (`model: FinderModel`,
        /// `<T: FinderModel>`): that protocol, which whatever it holds conforms to.
        var receiverProtocol: String?
        /// For a receiver of unknown type typed by a generic parameter constrained to a project
        /// class (`<Model: LoginViewModel>`): that class, which whatever it holds derives from.
        var receiverBaseClass: Int?
        /// For a receiver of unknown type typed as a project protocol, reached through one of the
        /// writer's own properties (`viewModel.onStarted = …` in a view): that property's name.
        var throughOwnMember: String?
        var method: String
    }

    /// A reader of the facts' chains against the finished types.
    static func chainResolver(_ facts: [FileFacts], _ modules: [String], _ names: TypeNames, _ byFile: [String: [String: Int]],
                              _ types: [ProjectType], _ protocols: [String: FileFacts.ProtocolFact], _ protocolPaths: ProtocolPaths,
                              _ statics: [Int: FileFacts.StaticMembers], _ foreignStatics: [String: StaticMethod]) -> ChainResolver {
        ChainResolver(facts: facts, modules: modules,
                      lookup: { written, module, scope in names.lookup(written, module: module, scope: scope, types: types) },
                      namesProtocol: { written, module, scope in names.namesProtocol(written, module: module, scope: scope) },
                      declared: { path, name in byFile[path]?[name] }, types: types, protocols: Set(protocols.keys),
                      protocolPaths: protocolPaths, statics: statics, foreignStatics: foreignStatics)
    }

    /// A static method's declared return type as written (`""` unknown), and where.
    struct StaticMethod: Equatable, Sendable {
        var written: String
        var module: String
        var scope: String
    }

    /// Resolves every file's writes: a table from member name to its writes, sorted by place.
    static func resolveWrites(_ facts: [FileFacts], modules: [String], resolver: ChainResolver,
                              mutatingMethods: Set<String>) -> [String: [ResolvedWrite]] {
        var table: [String: [ResolvedWrite]] = [:]
        for index in facts.indices where !facts[index].memberWrites.isEmpty {
            let path = facts[index].path, module = modules[index]
            // `items.contains(x)` reads; `items.append(x)` writes: a method no type in reach
            // declares mutating writes nothing.
            for write in facts[index].memberWrites where write.method.isEmpty || mutatingMethods.contains(write.method) {
                let owner = resolver.owner(write.owner, isExtension: write.ownerIsExtension, file: path, module: module)
                // Its own member, in an extension of a type the project does not declare (or of a
                // protocol, whose settable requirements the index reads): not a project type's.
                if write.root == .selfValue, write.path.isEmpty, owner == nil { continue }
                // `sorted(by: \.name)` with the project's `KeyPath` parameter: only read through.
                if write.root == .argument, resolver.isReadOnlyKeyPath(write.rootType) { continue }
                var receiver: Int?
                let (start, links) = resolver.start(write.root, type: write.rootType, path: write.path, owner: owner, module: module)
                switch start {
                case .project(let id): receiver = id
                case .unknown: receiver = nil
                // A value of another module's type (`let image: UIImageView`, `CPListItem(…)`,
                // `-> WKWebView`): its members are not ours.
                case .foreign: continue
                }
                var foreign = false
                // A value of a project protocol's type: the root's (`model: any Tracking`), or the
                // last link's (`dataSource.errorMessage` with `var dataSource: Source`, `Source:
                // InfiniteSource`).
                var conformedTo = write.root == .typed && write.path.isEmpty ? resolver.projectProtocol(write.rootType, scope: owner.map { resolver.name(of: $0) } ?? "") : nil
                var derivedFrom: Int?
                for (position, link) in zip(links.indices, links) {
                    guard let current = receiver else { break }
                    // A generic parameter's constraint is what every value of it is, not all it
                    // may be: `extension Box where Model: CounterViewModel` writes
                    // `CounterViewModel`'s members through `model`.
                    let constrained = resolver.isTypedByConstraint(link, of: current)
                    switch resolver.step(from: current, through: link) {
                    case .project(let id) where constrained:
                        // Some subclass of the constraint's class, or the class: a bound.
                        receiver = nil
                        if position == write.path.count - 1 { derivedFrom = id }
                    case .project(let id): receiver = id
                    case .foreign where !constrained: foreign = true; receiver = nil
                    case .foreign, .unknown:
                        receiver = nil
                        if position == write.path.count - 1 { conformedTo = resolver.memberProtocol(link, of: current) }
                    }
                }
                // Through a property declared as another module's type (`iconView.image = …`
                // with `let iconView: UIImageView`): not a member of the project's.
                if foreign { continue }
                let exact = write.root == .selfValue && write.path.isEmpty && !write.ownerIsExtension
                table[write.member, default: []].append(ResolvedWrite(file: path, line: write.line, inTest: facts[index].isTestFile,
                                                                      owner: owner, receiver: receiver, receiverIsExact: exact,
                                                                      receiverProtocol: conformedTo, receiverBaseClass: derivedFrom,
                                                                      throughOwnMember: receiver == nil && conformedTo != nil && write.root == .selfValue
                                                                        && write.path.count == 1 ? write.path[0] : nil,
                                                                      method: write.method))
            }
        }
        for member in table.keys { table[member]?.sort { ($0.file, $0.line) < ($1.file, $1.line) } }
        return table
    }
}

/// Reads the types along a chain the facts recorded (`MemberWrite`'s root, rootType and path):
/// the owner whose code it is, the root's type, and each member's, as far as they are known.
struct ChainResolver: Sendable {
    private let types: [ProjectType]
    /// Static members by type id (see `ProjectIndex`).
    private let statics: [Int: FileFacts.StaticMembers]
    /// Static methods the project's extensions add to other modules' types (see `ProjectIndex`).
    private let foreignStatics: [String: ProjectIndex.StaticMethod]
    private let lookup: @Sendable (String, String, String) -> Int?
    /// Whether a name written in a module and scope means a project protocol (`TypeNames`).
    let namesProtocol: @Sendable (_ written: String, _ module: String, _ scope: String) -> Bool
    private let declared: @Sendable (String, String) -> Int?
    /// Top-level functions' return types, by module and name (names two files disagree on left out).
    private let functions: [String: String]
    /// Names that may stand for a project type without being one: its protocols and aliases,
    /// and the existentials anything converts to.
    private let open: Set<String>
    /// The project's protocols, by simple name.
    private let protocols: Set<String>
    /// The project's protocols of one name told apart by where they are declared.
    private let protocolPaths: ProtocolPaths
    /// Key-path parameters by callee name and label: whether they write, the root as written,
    /// and where it is written (module, scope); nil where declarations disagree.
    private let keyPathParameters: [String: (writes: Bool, root: String, module: String, scope: String)?]

    init(facts: [FileFacts], modules: [String], lookup: @escaping @Sendable (String, String, String) -> Int?,
         namesProtocol: @escaping @Sendable (String, String, String) -> Bool,
         declared: @escaping @Sendable (String, String) -> Int?, types: [ProjectType], protocols: Set<String>,
         protocolPaths: ProtocolPaths, statics: [Int: FileFacts.StaticMembers], foreignStatics: [String: ProjectIndex.StaticMethod]) {
        self.types = types
        self.statics = statics
        self.foreignStatics = foreignStatics
        self.lookup = lookup
        self.namesProtocol = namesProtocol
        self.declared = declared
        var functions: [String: String] = [:]
        for index in facts.indices {
            for (name, type) in facts[index].functionReturnTypes {
                let key = modules[index] + "\u{1}" + name
                functions[key] = functions[key].map { $0 == type ? type : "" } ?? type
            }
        }
        self.functions = functions
        var keyPathParameters: [String: (writes: Bool, root: String, module: String, scope: String)?] = [:]
        for index in facts.indices {
            for (key, value) in facts[index].keyPathParameters {
                let parts = value.split(separator: "\u{1}", omittingEmptySubsequences: false).map(String.init)
                let found = parts.count == 3 ? (writes: parts[0] == "W", root: parts[1], module: modules[index], scope: parts[2]) : nil
                if let known = keyPathParameters[key] {
                    if let known, let found, known == found { continue }
                    keyPathParameters[key] = .some(nil)
                } else {
                    keyPathParameters[key] = .some(found)
                }
            }
        }
        self.keyPathParameters = keyPathParameters
        var open = protocols.union(["Any", "AnyObject", "NSObjectProtocol"])
        for index in facts.indices { for alias in facts[index].typeAliases.keys { open.insert(QualifiedNames.simpleName(alias)) } }
        self.open = open
        self.protocols = protocols
        self.protocolPaths = protocolPaths
        moduleNames = Set(modules)
    }

    /// The project's modules, which may qualify a name (`Kit.Model`).
    private let moduleNames: Set<String>

    private func isOpen(_ written: String) -> Bool { open.contains(QualifiedNames.simpleName(written)) }

    /// `isOpen`, but a name qualified by another module's type (`UIButton.Configuration`) is that
    /// type's member, not a project protocol or alias of the same simple name.
    private func isOpen(_ written: String, module: String) -> Bool {
        guard isOpen(written) else { return false }
        guard let dot = written.firstIndex(of: ".") else { return true }
        let head = String(written[..<dot])
        return moduleNames.contains(head) || lookup(head, module, "") != nil || isOpen(head)
    }

    /// Whether the stored property of `receiver` (or of a base class) is typed by a generic
    /// parameter of its type, read as that parameter's constraint.
    func isTypedByConstraint(_ link: String, of receiver: Int) -> Bool {
        for ancestor in types[receiver].lineage {
            if let property = types[ancestor].properties.first(where: { $0.name == link }) { return property.isTypedByConstraint }
        }
        return false
    }

    /// The project protocol a stored or computed property of `receiver` (or of a base class) is
    /// declared as (a generic parameter's constraint stands for it), if it is one.
    func memberProtocol(_ link: String, of receiver: Int) -> String? {
        guard !link.hasSuffix("()") else { return nil }
        for ancestor in types[receiver].lineage {
            guard let written = types[ancestor].properties.first(where: { $0.name == link })?.typeName
                    ?? types[ancestor].computedPropertyTypes[link] else { continue }
            return projectProtocol(written, scope: types[ancestor].name)
        }
        return nil
    }

    /// The project protocol a type written in `scope`'s code names, if it names one: the path it
    /// is declared at when the writing says which (`Inspector.Model`, or a bare `Model` inside
    /// `Inspector`, which nests one), else its simple name, which may be any of that name.
    func projectProtocol(_ marked: String, scope: String) -> String? {
        let written = MemberTypes.unmarked(marked).written
        let simple = QualifiedNames.simpleName(written)
        guard protocols.contains(simple) else { return nil }
        return protocolPaths.qualified(written, in: scope) ?? simple
    }

    /// A project type's qualified name.
    func name(of type: Int) -> String { types[type].name }

    /// The type or extended type whose code the chain is in.
    func owner(_ owner: String, isExtension: Bool, file: String, module: String) -> Int? {
        owner.isEmpty ? nil : isExtension ? lookup(owner, module, "") : declared(file, owner)
    }

    /// Where reading a chain starts: its root's type and the links left to step through. A chain
    /// from a type's name starts at the static member it names (`Store.shared.session`: what
    /// `shared` holds, then `session`); the type itself, written to (`Store.count = 1`), holds
    /// static members only, no instance's: another kind of value, like another module's.
    func start(_ root: FileFacts.MemberWrite.Root, type rootType: String, path: [String], owner: Int?,
               module: String) -> (MemberTypes.Held, ArraySlice<String>) {
        guard root == .staticMember else { return (self.root(root, type: rootType, owner: owner, module: module), path[...]) }
        // Not a project type: another module's, whose static members the project's extensions may declare.
        guard let type = lookup(rootType, module, owner.map { types[$0].name } ?? "") else { return (.unknown, path[...]) }
        guard let first = path.first else { return (.foreign, []) }
        guard let held = MemberTypes.staticPropertyType(first, of: type, types: types, statics: statics, lookup: lookup, isOpen: isOpen) else {
            return (.unknown, path[...])
        }
        return (held, path.dropFirst())
    }

    /// The root's type: `self`'s, a written or constructed type's, a called function's return.
    func root(_ root: FileFacts.MemberWrite.Root, type rootType: String, owner: Int?, module: String) -> MemberTypes.Held {
        let scope = owner.map { types[$0].name } ?? ""
        switch root {
        case .unknown, .staticMember:
            return .unknown
        case .argument:
            // The root the callee's parameter declares; a name it does not resolve to may be a
            // nested type of the declaring scope, so it stays unknown rather than another module's.
            guard let found = keyPathParameters[rootType] ?? nil, !found.root.isEmpty,
                  let id = lookup(found.root, found.module, found.scope) else { return .unknown }
            return .project(id)
        case .selfValue:
            return owner.map { .project($0) } ?? .unknown
        case .typed:
            let (written, isGeneric) = MemberTypes.unmarked(rootType)
            if let id = lookup(written, module, scope) { return .project(id) }
            // A value declared as another module's type (`let image: UIImageView`) — unless the
            // name may stand for anything (a protocol, an alias, a generic parameter), or the type
            // is generic (`Binding<Settings>`: its members may hold what it is specialised with).
            let generic = owner.map { types[$0].genericParameters.contains(written) } ?? false
            return written.isEmpty || isOpen(written) || generic || isGeneric ? .unknown : .foreign
        case .constructed:
            // A value of another module's type (`CPListItem(…)`): its members are not ours —
            // unless it is generic (`CurrentValueSubject<Model, Never>(…)`).
            let (written, isGeneric) = MemberTypes.unmarked(rootType)
            return lookup(written, module, scope).map { .project($0) } ?? (isGeneric ? .unknown : .foreign)
        case .staticCall:
            let parts = rootType.split(separator: "\u{1}", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2 else { return .unknown }
            // A project type's static method: its declared return type, its own or a base class's.
            if let type = lookup(parts[0], module, scope) {
                for ancestor in types[type].lineage {
                    guard let written = statics[ancestor]?.methodTypes[parts[1]] else { continue }
                    return written.isEmpty ? .unknown : held(written, module: types[ancestor].module, scope: types[ancestor].name)
                }
                return .unknown
            }
            // Another module's type: what the project's extension of it declares, else that
            // module's own method, which hands back one of its values (a generic one would need a
            // metatype argument, which leaves the call unread).
            if let declared = foreignStatics[rootType] {
                let (written, isGeneric) = MemberTypes.unmarked(declared.written)
                guard !written.isEmpty else { return .unknown }
                if let id = lookup(written, declared.module, declared.scope) { return .project(id) }
                return isOpen(written, module: declared.module) || isGeneric ? .unknown : .foreign
            }
            return isOpen(parts[0], module: module) ? .unknown : .foreign
        case .returned:
            // A method of the enclosing type (or a base class) first, as Swift looks it up,
            // then a top-level function of the module; unknown when neither declares it.
            // (`-> Element` of `class Box<Element>` is whatever the subclass makes it: unknown.)
            // `lists[]`: an element of what `lists()` returns, which must be an array.
            let element = rootType.hasSuffix(MemberTypes.arrayMark)
            let function = element ? String(rootType.dropLast(MemberTypes.arrayMark.count)) : rootType
            if let owner, let held = MemberTypes.returnedType(function, of: owner, element: element, types: types, lookup: lookup, isOpen: isOpen) {
                return held
            }
            guard let declared = functions[module + "\u{1}" + function], !declared.isEmpty,
                  let type = MemberTypes.arrayElement(declared, element: element) else { return .unknown }
            return MemberTypes.held(type, module: module, scope: "", lookup: lookup, isOpen: isOpen)
        }
    }

    /// Whether a key path handed to a call (`rootType` of an `.argument` root) is only read:
    /// every declaration of the callee's parameter is a `KeyPath` or `PartialKeyPath`.
    func isReadOnlyKeyPath(_ rootType: String) -> Bool {
        guard let found = keyPathParameters[rootType] ?? nil else { return false }
        return !found.writes
    }

    /// A type written in `module` and `scope`: the project's, another module's, or unknown.
    func held(_ written: String, module: String, scope: String) -> MemberTypes.Held {
        MemberTypes.held(written, module: module, scope: scope, lookup: lookup, isOpen: isOpen)
    }

    /// The type of `link` (a member, `method()` for what a call of it returns, `items[]` for an
    /// element of `items`, `method()[]` for an element of what a call returns) on a value of `receiver`.
    func step(from receiver: Int, through link: String) -> MemberTypes.Held {
        if link.hasSuffix("()[]") {
            return MemberTypes.returnedType(String(link.dropLast(4)), of: receiver, element: true, types: types, lookup: lookup,
                                            isOpen: isOpen) ?? .unknown
        }
        if link.hasSuffix("()") {
            return MemberTypes.returnedType(String(link.dropLast(2)), of: receiver, types: types, lookup: lookup, isOpen: isOpen) ?? .unknown
        }
        if link.hasSuffix("[]") {
            return MemberTypes.elementType(String(link.dropLast(2)), of: receiver, types: types, lookup: lookup, isOpen: isOpen)
        }
        return MemberTypes.heldType(link, of: receiver, types: types, statics: statics, lookup: lookup, isOpen: isOpen)
    }
}

/// Protocols told apart by where they are declared: two views may each nest a `Model`. Only
/// names declared at more than one path need it; the rest are one protocol each.
struct ProtocolPaths: Sendable {
    /// Simple names the project declares protocols of at more than one path, with the paths.
    private let shared: [String: [String]]

    /// `declarations`: every protocol declaration by simple name.
    init(_ declarations: [String: [FileFacts.ProtocolFact]]) {
        shared = declarations.compactMapValues { declared in
            let paths = Set(declared.map(\.name))
            return paths.count > 1 ? paths.sorted() : nil
        }
    }

    /// The declared path of a protocol written `written` in the code of `scope` (a type's
    /// qualified name): written with its path (`Inspector.Model`), or bare inside a type that nests
    /// it or inside one of its types; nil when the writing does not say which protocol it is, or
    /// only one protocol has the name.
    func qualified(_ written: String, in scope: String) -> String? {
        guard let paths = shared[QualifiedNames.simpleName(written)] else { return nil }
        if QualifiedNames.lastDot(written) != nil {
            if paths.contains(written) { return written }
            // `Module.Inspector.Model`: the longest declared path it ends with.
            return paths.filter { written.hasSuffix("." + $0) }.max { $0.count < $1.count }
        }
        var outer = scope
        while !outer.isEmpty {
            if paths.contains(outer + "." + written) { return outer + "." + written }
            outer = QualifiedNames.enclosing(outer)
        }
        return nil
    }

    /// Whether two names of a protocol may be the same one: the same simple name, and, when both
    /// say where it is declared, the same place.
    static func mayBeSame(_ first: String, _ second: String) -> Bool {
        guard QualifiedNames.simpleName(first) == QualifiedNames.simpleName(second) else { return false }
        guard QualifiedNames.lastDot(first) != nil, QualifiedNames.lastDot(second) != nil else { return true }
        return first == second
    }
}
