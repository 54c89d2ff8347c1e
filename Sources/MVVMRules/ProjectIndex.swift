/// The app as the rules need to understand it: its modules, its types identified by module and
/// nesting, what each type is (view model, view, screen, service) with the evidence for it, and
/// what the tests send. Built once from every file's facts; immutable after, so every rule
/// context of a run shares it across threads without copying.
public final class ProjectIndex: Sendable {
    public struct Settings: Sendable {
        public var viewModelSuffixes: [String]
        public var serviceSuffixes: [String]
        /// Action methods named in the configuration, added to the reducers the index infers.
        public var actionMethods: [String]
        /// `view_models: {include, exclude}`: true or false for a (type name, file) it names.
        public var viewModelOverride: @Sendable (_ typeName: String, _ file: String) -> Bool?
        /// `modules:`: a module name for a file the configuration places.
        public var moduleOverride: @Sendable (_ file: String) -> String?

        public static let defaultServiceSuffixes = ["Manager", "Service", "Store", "Provider", "Client", "Repository", "Coordinator",
                                                    "Router", "Delegate", "Cache", "Settings", "Preferences", "Theme"]

        public init(viewModelSuffixes: [String] = ["ViewModel"], serviceSuffixes: [String] = Settings.defaultServiceSuffixes,
                    actionMethods: [String] = ["send"],
                    viewModelOverride: @escaping @Sendable (String, String) -> Bool? = { _, _ in nil },
                    moduleOverride: @escaping @Sendable (String) -> String? = { _ in nil }) {
            self.viewModelSuffixes = viewModelSuffixes
            self.serviceSuffixes = serviceSuffixes
            self.actionMethods = actionMethods
            self.viewModelOverride = viewModelOverride
            self.moduleOverride = moduleOverride
        }
    }

    public let settings: Settings
    public let types: [ProjectType]
    /// The module of each indexed file.
    private let modules: ModuleMap
    /// Every primary declaration by module and qualified name, for resolving written names.
    private let names: TypeNames
    /// `file \0 Qualified.Name` → the declaration written in that file.
    private let byFile: [String: Int]
    /// Each type's role, with the evidence for it.
    public let roles: [Role]
    /// Test files by the view-model names they mention.
    private let testsByName: [String: [FileFacts]]
    /// Protocols of view models named as such (`LoginViewModelProtocol`): what a property typed
    /// with one holds is a view model.
    public let viewModelInterfaces: Set<String>
    /// Typealiases that name callbacks.
    public let callbackAliases: Set<String>
    /// Files holding a declaration or extension of a view model or a view: the files rules look at.
    public let filesWithSubjects: Set<String>
    /// The file that declares each type name (not an extension), tests included; the first one
    /// when a name is declared twice.
    public let declaringFile: [String: String]

    public init(facts: [FileFacts], settings: Settings = Settings()) {
        self.settings = settings
        let modules = ModuleMap(facts: facts, override: settings.moduleOverride)
        var types: [ProjectType] = []
        var names = TypeNames(), byFile: [String: Int] = [:]
        var declaringFile: [String: String] = [:]
        let fileModules = facts.map { modules.module(of: $0.path) }
        for (file, module) in zip(facts, fileModules) {
            for fact in file.types where !fact.isExtension {
                let id = types.count
                types.append(ProjectType(id: id, module: module, name: fact.name, kind: fact.kind, file: file.path,
                                         isTestDouble: file.isTestFile || fact.inPreview, fact: fact))
                names.add(id, module: module, name: fact.name, simpleName: types[id].simpleName)
                if byFile[file.path + "\u{0}" + fact.name] == nil { byFile[file.path + "\u{0}" + fact.name] = id }
                if declaringFile[types[id].simpleName] == nil { declaringFile[types[id].simpleName] = file.path }
            }
        }
        for (file, module) in zip(facts, fileModules) {
            for (alias, target) in file.typeAliases { names.addAlias(alias, target: target, module: module) }
        }
        self.modules = modules
        self.names = names
        self.byFile = byFile
        self.declaringFile = declaringFile
        // Extensions attach to what they extend: in their own module first, then anywhere.
        var extensionTargets: [(file: String, type: Int)] = []
        for (file, module) in zip(facts, fileModules) {
            for fact in file.types where fact.isExtension {
                guard let id = names.lookup(fact.name, module: module, scope: "") else { continue }
                types[id].merge(extension: fact)
                extensionTargets.append((file.path, id))
            }
        }
        for id in types.indices {
            types[id].parents = types[id].inheritance.compactMap {
                names.lookup($0, module: types[id].module, scope: types[id].enclosingScope)
            }.filter { $0 != id }
        }
        self.types = types
        self.callbackAliases = Set(facts.flatMap(\.callbackAliases))
        let resolvedTypes = types
        var roleBuilder = RoleBuilder(types: types, settings: settings) { [resolvedTypes, names] written, id in
            names.lookup(written, module: resolvedTypes[id].module, scope: resolvedTypes[id].name, types: resolvedTypes)
        }
        let roles = roleBuilder.build()
        self.roles = roles
        self.viewModelInterfaces = roleBuilder.viewModelInterfaces
        var withSubjects = Set<String>()
        for type in types where roles[type.id].isSubject { withSubjects.insert(type.file) }
        for (file, id) in extensionTargets where roles[id].isSubject { withSubjects.insert(file) }
        self.filesWithSubjects = withSubjects
        var testsByName: [String: [FileFacts]] = [:]
        let viewModelNames = Set(types.filter { roles[$0.id].isViewModel }.map(\.simpleName))
        for file in facts where file.isTestFile {
            for name in file.mentionedTypeNames where viewModelNames.contains(name) { testsByName[name, default: []].append(file) }
        }
        self.testsByName = testsByName
    }

    // MARK: - Modules and names

    /// The module a file belongs to: an SPM target's name, a configured module, else `App`.
    public func module(ofFile path: String) -> String { modules.module(of: path) }

    /// Whether the module is built with `.defaultIsolation(MainActor.self)`.
    public func isMainActorByDefault(_ module: String) -> Bool { modules.mainActorModules.contains(module) }

    /// Resolves a written type name as the compiler would from inside `scope` (a qualified type
    /// name, or empty at file level) of `module`: through the nesting, then the module, then
    /// every other module.
    public func resolve(_ written: String, module: String, scope: String) -> Int? {
        names.lookup(written, module: module, scope: scope, types: types)
    }

    /// A written type name as seen from inside a type (its members and nested types are in scope).
    public func resolve(_ written: String, from type: Int) -> Int? {
        resolve(written, module: types[type].module, scope: types[type].name)
    }

    /// The type a declaration of this file is: its own entry for a type, the extended type for an
    /// extension.
    public func type(declaredAs qualifiedName: String, isExtension: Bool, inFile path: String) -> Int? {
        if isExtension { return resolve(qualifiedName, module: module(ofFile: path), scope: "") }
        return byFile[path + "\u{0}" + qualifiedName]
    }

    // MARK: - Roles

    public func isViewModel(_ id: Int) -> Bool { roles[id].isViewModel }
    public func isView(_ id: Int) -> Bool { roles[id].isView }
    public func isScreen(_ id: Int) -> Bool { !roles[id].heldViewModels.isEmpty }

    /// Whether a type written inside `type` names a view model: a project view model, or — for a
    /// type this project doesn't declare (another module's) — a name with a view-model suffix.
    public func namesViewModel(_ written: String, from type: Int) -> Bool {
        if let id = resolve(written, from: type) { return roles[id].isViewModel }
        let simple = QualifiedNames.simpleName(written)
        return hasViewModelSuffix(simple) || viewModelInterfaces.contains(simple)
    }

    public func hasViewModelSuffix(_ name: String) -> Bool {
        !name.isEmpty && settings.viewModelSuffixes.contains { name.hasSuffix($0) }
    }

    /// The stored properties of a screen that hold a view model, in declaration order; the
    /// screen's own one is `ownViewModel(of:)`. Empty for leaf views and anything that is no view.
    public func viewModelProperties(of view: Int) -> [FileFacts.PropertyFact] { roles[view].heldViewModels }

    /// The screen's own view model property: `viewModel` or `model`, else the one whose type has
    /// the view-model suffix, else the first held.
    public func ownViewModel(of view: Int) -> FileFacts.PropertyFact? { roles[view].ownViewModel }

    /// Whether the type, or a project base class it inherits from, carries the attribute.
    public func hasAttribute(_ attribute: String, _ id: Int) -> Bool {
        ancestors(of: id, including: true).contains { types[$0].attributes.contains(attribute) }
    }

    /// Whether the type inherits the attribute from a project base class (not counting itself).
    public func inheritsAttribute(_ attribute: String, _ id: Int) -> Bool {
        ancestors(of: id, including: false).contains { types[$0].attributes.contains(attribute) }
    }

    /// Whether the view model uses `@Observable` (rather than `ObservableObject`).
    public func isObservationViewModel(_ id: Int) -> Bool { hasAttribute("Observable", id) }

    /// The type and its project base classes, nearest first.
    public func ancestors(of id: Int, including: Bool) -> [Int] {
        let all = ProjectType.ancestors(of: id, in: types)
        return including ? all : Array(all.dropFirst())
    }

    /// The action methods of a view model: the configured names and the reducers inferred from
    /// it and its base classes (`process(viewAction:)` switching over a nested action enum).
    public func actionMethods(of id: Int) -> Set<String> {
        var names = Set(settings.actionMethods)
        for ancestor in ancestors(of: id, including: true) { names.formUnion(roles[ancestor].reducers) }
        return names
    }

    /// Test files whose code mentions the view model's name as a whole token.
    public func tests(mentioning id: Int) -> [FileFacts] { testsByName[types[id].simpleName] ?? [] }

    /// Whether a written type is a callback typealias.
    public func isCallbackAlias(_ written: String) -> Bool {
        !written.isEmpty && callbackAliases.contains(QualifiedNames.simpleName(written))
    }

    /// Every type with its role, for `mvvm dump --roles` and `mvvm init`.
    public func describe(_ id: Int) -> String {
        let type = types[id]
        return "\(type.module).\(type.name): \(roles[id].summary)"
    }

    /// Every reducer name the project's view models use, for `mvvm init`.
    public var inferredReducers: Set<String> {
        roles.indices.filter { roles[$0].isViewModel }.reduce(into: Set<String>()) { $0.formUnion(roles[$1].reducers) }
    }
}

/// One type of the project: a primary declaration with every extension merged in.
public struct ProjectType: Sendable {
    public let id: Int
    public let module: String
    /// The nesting path: `LoginView.Row`.
    public let name: String
    public let simpleName: String
    public let kind: FileFacts.TypeKind
    /// The file of the primary declaration.
    public let file: String
    /// Declared in a test file or a `PreviewProvider`: a double or fixture, never one of the
    /// app's roles.
    public let isTestDouble: Bool
    public private(set) var inheritance: [String]
    public private(set) var attributes: Set<String>
    public private(set) var properties: [FileFacts.PropertyFact]
    public private(set) var nestedTypes: Set<String>
    public private(set) var methods: [FileFacts.MethodFact]
    /// Project types among `inheritance`, resolved.
    public internal(set) var parents: [Int] = []

    init(id: Int, module: String, name: String, kind: FileFacts.TypeKind, file: String, isTestDouble: Bool, fact: FileFacts.TypeFact) {
        self.id = id
        self.module = module
        self.name = name
        self.simpleName = QualifiedNames.simpleName(name)
        self.kind = kind
        self.file = file
        self.isTestDouble = isTestDouble
        self.inheritance = fact.inheritance
        self.attributes = Set(fact.attributes)
        self.properties = fact.properties
        self.nestedTypes = Set(fact.nestedTypes)
        self.methods = fact.methods
    }

    mutating func merge(extension fact: FileFacts.TypeFact) {
        inheritance += fact.inheritance
        attributes.formUnion(fact.attributes)
        nestedTypes.formUnion(fact.nestedTypes)
        methods += fact.methods
    }

    /// The type (first) and its project ancestors, nearest first, each once (cycles are cut).
    static func ancestors(of id: Int, in types: [ProjectType]) -> [Int] {
        var result = [id]
        var seen: Set<Int> = [id]
        var next = 0
        while next < result.count {
            for parent in types[result[next]].parents where seen.insert(parent).inserted { result.append(parent) }
            next += 1
        }
        return result
    }

    /// The scope its own inheritance clause is read in: the enclosing type.
    var enclosingScope: String {
        guard let dot = name.lastIndex(of: ".") else { return "" }
        return String(name[..<dot])
    }
}

/// Which module each file is in: SPM targets found in any `Package.swift` of the tree (their
/// `Sources/<name>`, `Tests/<name>` or `path:` folder), configured modules, else the app.
struct ModuleMap: Sendable {
    static let app = "App"
    /// Folder (with a trailing `/`) → module name, longest folders first.
    private let roots: [(folder: String, module: String)]
    /// Targets built with `.defaultIsolation(MainActor.self)`.
    let mainActorModules: Set<String>
    private let override: @Sendable (String) -> String?

    init(facts: [FileFacts], override: @escaping @Sendable (String) -> String?) {
        var roots: [(String, String)] = []
        var mainActorModules = Set<String>()
        for file in facts where !file.packageTargets.isEmpty {
            let packageFolder = file.path.hasSuffix("/Package.swift") ? String(file.path.dropLast("Package.swift".count)) : ""
            for target in file.packageTargets {
                var folder = target.path ?? ((target.isTest ? "Tests/" : "Sources/") + target.name)
                while folder.hasPrefix("./") { folder.removeFirst(2) }
                if !folder.hasSuffix("/") { folder += "/" }
                roots.append((packageFolder + folder, target.name))
                if target.isMainActorByDefault { mainActorModules.insert(target.name) }
            }
        }
        self.roots = roots.sorted { $0.0.count > $1.0.count }
        self.mainActorModules = mainActorModules
        self.override = override
    }

    func module(of path: String) -> String {
        if let configured = override(path) { return configured }
        return roots.first { path.hasPrefix($0.folder) }?.module ?? Self.app
    }
}

/// Primary declarations by module and qualified name, and the lookup the compiler would make.
struct TypeNames: Sendable {
    private struct Key: Hashable {
        var module: String
        var name: Substring
    }

    private var byKey: [Key: Int] = [:]
    /// `Qualified.Name` → its declarations in every module, for lookups across modules.
    private var byName: [String: [Int]] = [:]
    /// Every simple name declared anywhere: most names written in code (`Text`, `VStack`) are
    /// not the project's, and this answers that without building a single candidate.
    private var simpleNames: Set<Substring> = []

    /// `Qualified.Alias` (in its module) → the written target, resolved from file level.
    private var aliases: [Key: String] = [:]

    mutating func addAlias(_ alias: String, target: String, module: String) {
        aliases[Key(module: module, name: Substring(alias))] = target
        simpleNames.insert(Substring(QualifiedNames.simpleName(alias)))
    }

    mutating func add(_ id: Int, module: String, name: String, simpleName: String) {
        let key = Key(module: module, name: Substring(name))
        if byKey[key] == nil { byKey[key] = id }
        byName[name, default: []].append(id)
        simpleNames.insert(Substring(simpleName))
    }

    /// `lookup`, then through inheritance, as member types are inherited: `ScreenViewModel.Context`
    /// or `Context` inside `ScreenViewModel` when `Context` is declared in its base class.
    func lookup(_ written: String, module: String, scope: String, types: [ProjectType]) -> Int? {
        if let id = lookup(written, module: module, scope: scope) { return id }
        let last = written.lastIndex(of: ".").map { written[written.index(after: $0)...] } ?? Substring(written)
        guard simpleNames.contains(last) else { return nil }
        var owner: Int?
        if let dot = written.lastIndex(of: ".") {
            owner = lookup(String(written[..<dot]), module: module, scope: scope)
        } else if !scope.isEmpty {
            owner = lookup(scope, module: module, scope: "")
        }
        guard let owner else { return nil }
        for ancestor in ProjectType.ancestors(of: owner, in: types).dropFirst() {
            if let id = lookup(types[ancestor].name + "." + last, module: types[ancestor].module, scope: "") { return id }
        }
        return nil
    }

    /// Through the nesting of `scope` (innermost first), then `module`, then every other module;
    /// `Module.Type` reaches another module's top-level type.
    func lookup(_ written: String, module: String, scope: String, aliasDepth: Int = 0) -> Int? {
        guard !written.isEmpty else { return nil }
        let last = written.lastIndex(of: ".").map { written[written.index(after: $0)...] } ?? Substring(written)
        guard simpleNames.contains(last) else { return nil }
        var prefix = Substring(scope)
        while true {
            let candidate = prefix.isEmpty ? Substring(written) : Substring(prefix + "." + written)
            if let id = byKey[Key(module: module, name: candidate)] { return id }
            // A typealias names its target (`HomeViewModelType` → `StateStoreViewModel`).
            if aliasDepth < 4, let target = aliases[Key(module: module, name: candidate)] {
                return lookup(target, module: module, scope: "", aliasDepth: aliasDepth + 1)
            }
            guard let dot = prefix.lastIndex(of: ".") else {
                if prefix.isEmpty { break }
                prefix = ""
                continue
            }
            prefix = prefix[..<dot]
        }
        if let id = byName[written]?.first { return id }
        if let dot = written.firstIndex(of: "."), let id = byName[String(written[written.index(after: dot)...])]?.first { return id }
        return nil
    }
}
