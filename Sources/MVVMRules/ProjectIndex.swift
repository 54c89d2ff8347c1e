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
        /// Attached macros that write one method per `Action` case on the view model they mark.
        public var actionMacros: [String]
        /// `view_models: {include, exclude}`: true or false for a (type name, file) it names.
        public var viewModelOverride: @Sendable (_ typeName: String, _ file: String) -> Bool?
        /// `modules:`: a module name for a file the configuration places.
        public var moduleOverride: @Sendable (_ file: String) -> String?
        /// The dialect a file is written in (`profile:`, per folder through nested configurations):
        /// outside the rulebook, a view model may also be known by its base class or its protocol.
        public var profileOf: @Sendable (_ file: String) -> Profile = { _ in .rulebook }
        /// The roles the file's configuration gives (`roles:` over its profile's defaults).
        public var rolesOf: @Sendable (_ file: String) -> DialectRoles = { _ in DialectRoles.defaults(for: .rulebook) }
        /// Modules whose build settings make every type `@MainActor` (Xcode's
        /// `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`), besides SwiftPM targets that say so.
        public var mainActorByDefaultModules: Set<String> = []
        /// Xcode projects read as modules of their own (`XcodeProjects.modules`): the folder
        /// holding each `.xcodeproj` (absolute, with a trailing `/`) and the project's name. Empty
        /// for an app with one project: its files are the app module.
        public var xcodeProjectModules: [XcodeProjectModule] = []

        public static let defaultServiceSuffixes = ["Manager", "Service", "Store", "Provider", "Client", "Repository", "Coordinator",
                                                    "Router", "Delegate", "Cache", "Settings", "Preferences", "Theme"]

        public init(viewModelSuffixes: [String] = ["ViewModel"], serviceSuffixes: [String] = Settings.defaultServiceSuffixes,
                    actionMethods: [String] = ["send"], actionMacros: [String] = ["Stateful"],
                    viewModelOverride: @escaping @Sendable (String, String) -> Bool? = { _, _ in nil },
                    moduleOverride: @escaping @Sendable (String) -> String? = { _ in nil }) {
            self.viewModelSuffixes = viewModelSuffixes
            self.serviceSuffixes = serviceSuffixes
            self.actionMethods = actionMethods
            self.actionMacros = actionMacros
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
    /// File → qualified name → the declaration written in that file.
    private let byFile: [String: [String: Int]]
    /// Each type's role, with the evidence for it.
    public let roles: [Role]
    /// Test files by the view-model names they mention.
    private let testsByName: [String: [FileFacts]]
    /// View models some test mentions, with every project base class of theirs.
    private let testedThroughLineage: Set<Int>
    /// Protocols of view models named as such (`LoginViewModelProtocol`): what a property typed
    /// with one holds is a view model.
    public let viewModelInterfaces: Set<String>
    /// For each of those protocols, the reducers of the view models adopting it.
    let interfaceReducers: [String: Set<String>]
    /// Where each member name is written through a chain, across the project, tests included:
    /// what a private setter would break (`MemberWriteFacts`).
    private let memberWrites: [String: [ResolvedWrite]]
    /// Methods that mutate their receiver: the standard library's and the project's `mutating func`s.
    private let mutatingMethods: Set<String>
    /// For each constructed type's last name (`""`: `.init(…)`, `Self(…)`), the labels callers
    /// pass, each with its first place (`ConstructionFacts`).
    let constructionLabels: [String: [String: (file: String, line: Int)]]
    /// For each label, the calls of `.init(…)`/`Self(…)` passing it, with all their labels.
    let implicitConstructions: [String: [ConstructionFacts.ImplicitCall]]
    /// For each member name, the types a view binds it on through one of its `@Bindable`
    /// properties (`$viewModel.name` where `@Bindable var viewModel: ProfileModel`).
    private let bindableBindings: [String: Set<Int>]
    /// Where each member name is used as a stream through another value, outside tests: observed
    /// or pushed into, with the receiver's type when known (as for `memberWrites`).
    private let streamUses: [String: [StreamUse]]
    /// Closures handed to methods through the caller's own members, by method (`CallbackHandoffs`).
    private let callbackHandoffs: [String: [(owner: Int, receiver: String)]]
    /// Typealiases that name callbacks.
    public let callbackAliases: Set<String>
    /// The modifiers that hand a closure the pointer's or the layout's values (`LayoutReporters`).
    public let layoutReporters: Set<String>
    /// Files holding a declaration or extension of a view model or a view: the files rules look at.
    public let filesWithSubjects: Set<String>
    /// Why `@MainActor` on a view-model class (or a subclass of one) would not compile, with the
    /// place (`MainActorUses`): a use off the main actor, its `deinit`, a nonisolated
    /// conformance, a subclass that cannot be main-actor.
    public let mainActorBlockers: [Int: MainActorUses.Blocker]
    /// Protocols the project declares, by simple name.
    let protocols: [String: FileFacts.ProtocolFact]
    /// Types extended in a file other than their declaration's, or subclassed anywhere, with one
    /// such file: code there cannot see their `private` members nor use a `private(set)` setter,
    /// so a fix must not add either.
    public let codeElsewhere: [Int: String]
    /// Other declarations of a type's qualified name in its module (a file left out of the
    /// target, an extension target's copy): targets are not read, so they are not told apart.
    let namesakes: [Int: [Int]]
    /// Each type's descendants (subclasses, conformers, at any depth), in declaration order: asked
    /// per finding, a scan of every type's lineage cost more than the rules themselves.
    private let descendants: [Int: [Int]]
    /// Names that may make a type conform to a project protocol without naming it (see
    /// `mayConform`): each protocol's every refinement, across all its declarations; typealiases
    /// (`typealias Model = A & B`); and the protocols the project makes types it does not declare
    /// conform to (`extension NSObject: Named`), which their subclasses inherit.
    private let conformance: (refinements: [String: Set<String>], aliases: Set<String>, foreign: Set<String>)
    /// What each typealias names, by simple names: the first type it names (of a composition
    /// `A & B`, `A`), and the first declaration's when two share a name.
    private let aliasTargets: [String: String]
    /// The project's protocols of one name told apart by where they are declared.
    private let protocolPaths: ProtocolPaths
    /// Static members' types and stored properties set through them, by type id, for the types
    /// that have any (`FileFacts.StaticMembers`; `type` is the id here).
    private let staticMembers: [Int: FileFacts.StaticMembers]
    /// Every declaration of a project protocol, by simple name: two views may each nest a `Model`.
    private let protocolsNamed: [String: [FileFacts.ProtocolFact]]
    /// Types some `reduce(state: S, …) -> S` reduces: states by their reducers' evidence, in
    /// every dialect (a ReMVVM screen's part of the app state conforms to nothing).
    public let reducedStates: Set<Int>
    /// The enums view models' reducers take (`process(viewAction: HomeScreenViewAction)`), each
    /// with those view models: their actions, wherever the enum is declared.
    public let reducerActions: [Int: [Int]]
    /// The other way round: each view model with the enums its reducers take.
    public let actionEnums: [Int: [Int]]
    /// The file that declares each type name (not an extension), tests included; the first one
    /// when a name is declared twice.
    public let declaringFile: [String: String]
    /// Each protocol with every name it refines, through the project's own protocols (cycles cut).
    static func refinements(of protocols: [String: FileFacts.ProtocolFact]) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for name in protocols.keys {
            var seen = Set<String>(), pending = [name]
            while let next = pending.popLast() {
                for written in protocols[next]?.inheritance ?? [] {
                    let inherited = QualifiedNames.simpleName(written)
                    if inherited != name, seen.insert(inherited).inserted { pending.append(inherited) }
                }
            }
            if !seen.isEmpty { result[name] = seen }
        }
        return result
    }

    /// The module of every file outside the SwiftPM targets and configured modules: an Xcode app's.
    public static let appModule = "App"

    public init(facts: [FileFacts], settings: Settings = Settings()) {
        self.settings = settings
        let modules = ModuleMap(facts: facts, override: settings.moduleOverride, mainActorByDefault: settings.mainActorByDefaultModules,
                                xcodeProjects: settings.xcodeProjectModules)
        var types: [TypeDraft] = []
        // Declarations, not extensions: reserving for both doubled the tables' buckets.
        var typeCount = 0
        for index in facts.indices { typeCount += facts[index].types.reduce(0) { $0 + ($1.isExtension ? 0 : 1) } }
        var names = TypeNames(expectedTypes: typeCount), byFile: [String: [String: Int]] = [:]
        var declaringFile: [String: String] = [:]
        types.reserveCapacity(typeCount)
        byFile.reserveCapacity(facts.count)
        declaringFile.reserveCapacity(typeCount)
        var aliasArguments: [String: [String]] = [:]
        let fileModules = facts.indices.map { modules.module(of: facts[$0].path) }
        let previewOnly = PreviewScaffolding.previewOnlyNames(facts)
        // Indices, not `for file in facts`: each copy of a file's facts retains all its arrays.
        for index in facts.indices {
            let path = facts[index].path, module = fileModules[index], isTestFile = facts[index].isTestFile
            var declared: [String: Int] = [:]
            for typeIndex in facts[index].types.indices where !facts[index].types[typeIndex].isExtension {
                let fact = facts[index].types[typeIndex]
                let id = types.count
                // Only other files' previews name it (not another module either: it is not public).
                let isPreviewOnly = !fact.isPublic && PreviewScaffolding.isPreviewOnly(
                    QualifiedNames.simpleName(fact.name), in: previewOnly, declaringMentions: facts[index].previewMentions,
                    keepsNothingOfItsOwn: fact.kind == .struct && fact.properties.allSatisfy(\.isSharedInstance))
                types.append(TypeDraft(id: id, module: module, name: fact.name, kind: fact.kind, file: path,
                                       isTestDouble: isTestFile || fact.inPreview || isPreviewOnly, fact: fact))
                for (number, owner) in facts[index].isolationPlaceTypes.enumerated() where owner == typeIndex {
                    for use in facts[index].isolationUses {
                        let unpacked = MainActorContexts.IsolatedUse.unpack(use)
                        if unpacked.place == number { types[id].undeclaredUseHashes.append(unpacked.hash) }
                    }
                }
                names.add(id, module: module, name: fact.name, simpleName: types[id].simpleName)
                if declared[fact.name] == nil { declared[fact.name] = id }
                if declaringFile[types[id].simpleName] == nil { declaringFile[types[id].simpleName] = path }
            }
            if !declared.isEmpty { byFile[path] = declared }
            for (alias, target) in facts[index].typeAliases { names.addAlias(alias, target: target, module: module) }
            for proto in facts[index].protocols { names.addProtocol(proto.name, module: module) }
            for (alias, arguments) in facts[index].typeAliasArguments { aliasArguments[module + "." + alias] = arguments }
        }
        self.modules = modules
        self.names = names
        self.byFile = byFile
        self.declaringFile = declaringFile
        // Extensions attach to what they extend: in their own module first, then anywhere.
        var extensionTargets: [(file: String, type: Int, hasMembers: Bool)] = []
        // Static members by type id, for the types that have any; an extension's add to its type's.
        var staticMembers: [Int: FileFacts.StaticMembers] = [:]
        // Static methods the project's extensions add to other modules' types, by the type as
        // written and the method (`\u{1}` between): what a call of one returns, where it is written.
        var foreignStaticMethods: [String: StaticMethod] = [:]
        for index in facts.indices where !facts[index].staticMembers.isEmpty {
            for members in facts[index].staticMembers {
                let fact = facts[index].types[members.type]
                let id = fact.isExtension ? names.lookup(fact.name, module: fileModules[index], scope: "")
                    : byFile[facts[index].path]?[fact.name]
                guard let id else {
                    for (method, written) in members.methodTypes {
                        let key = fact.name + "\u{1}" + method
                        let found = StaticMethod(written: written, module: fileModules[index], scope: fact.name)
                        foreignStaticMethods[key] = foreignStaticMethods[key].map { $0 == found ? found : StaticMethod(written: "", module: "", scope: "") } ?? found
                    }
                    continue
                }
                if var known = staticMembers[id] {
                    known.propertyTypes.merge(members.propertyTypes) { primary, _ in primary }
                    for (method, written) in members.methodTypes {
                        known.methodTypes[method] = known.methodTypes[method].map { $0 == written ? written : "" } ?? written
                    }
                    staticMembers[id] = known
                } else {
                    staticMembers[id] = FileFacts.StaticMembers(type: id, propertyTypes: members.propertyTypes,
                                                                propertyChains: fact.isExtension ? [:] : members.propertyChains,
                                                                methodTypes: members.methodTypes)
                }
            }
        }
        self.staticMembers = staticMembers
        var foreignConformances = Set<String>()
        for index in facts.indices {
            for typeIndex in facts[index].types.indices where facts[index].types[typeIndex].isExtension {
                guard let id = names.lookup(facts[index].types[typeIndex].name, module: fileModules[index], scope: "") else {
                    foreignConformances.formUnion(facts[index].types[typeIndex].inheritance.map(QualifiedNames.simpleName))
                    continue
                }
                types[id].merge(extension: facts[index].types[typeIndex])
                types[id].merge(extensionMembersOf: typeIndex, in: facts[index])
                extensionTargets.append((facts[index].path, id, facts[index].types[typeIndex].hasMembers))
            }
        }
        for id in types.indices {
            let name = types[id].name
            let scope = QualifiedNames.enclosing(name)
            // Structs, enums and actors are never inherited: one of the name (`struct App:
            // View` in a test target) is not what `DemoApp: App` names.
            types[id].parents = types[id].inheritance.compactMap {
                names.lookup($0, module: types[id].module, scope: scope)
            }.filter { $0 != id && types[$0].kind != .struct && types[$0].kind != .enum && types[$0].kind != .actor }
            // `class Home: HomeViewModelType` with `typealias HomeViewModelType = Base<HomeState, …>`.
            if types[id].kind == .class, types[id].baseArguments.isEmpty, let base = types[id].inheritance.first {
                types[id].baseArguments = aliasArguments[types[id].module + "." + (scope.isEmpty ? base : scope + "." + base)]
                    ?? aliasArguments[types[id].module + "." + base] ?? []
            }
        }
        let finished = types.indices.map { ProjectType(types[$0], lineage: TypeDraft.lineage(of: $0, in: types)) }
        // Kept beside the types, for the few that have any: a field of every type cost the
        // index's peak more than the sets themselves.
        var extensionMembersNamed: [Int: Set<UInt32>] = [:]
        for id in types.indices where !types[id].extensionMemberHashes.isEmpty { extensionMembersNamed[id] = types[id].extensionMemberHashes }
        var descendants: [Int: [Int]] = [:]
        for type in finished { for ancestor in type.lineage.dropFirst() { descendants[ancestor, default: []].append(type.id) } }
        self.descendants = descendants
        // The drafts die here, all but the states reducers name (which the finished types do not
        // keep): kept alive beside the finished types, they were a tenth of the index's memory.
        let writtenReducedStates = types.filter { !$0.isTestDouble && !$0.reducedStates.isEmpty }
            .map { (module: $0.module, name: $0.name, states: $0.reducedStates) }
        types = []
        self.types = finished
        var callbackAliases = Set<String>()
        for index in facts.indices { callbackAliases.formUnion(facts[index].callbackAliases) }
        self.callbackAliases = callbackAliases
        layoutReporters = LayoutReporters.names(facts)
        // Every declaration of each protocol name, in file order: the first stands for the name,
        // all their parents refine it, and their paths tell them apart.
        var protocolsNamed: [String: [FileFacts.ProtocolFact]] = [:]
        for index in facts.indices {
            for proto in facts[index].protocols { protocolsNamed[QualifiedNames.simpleName(proto.name), default: []].append(proto) }
        }
        self.protocolsNamed = protocolsNamed
        let protocols = protocolsNamed.mapValues { $0[0] }
        self.protocols = protocols
        let protocolParents = protocolsNamed.mapValues { declarations in
            var merged = declarations[0]
            for other in declarations.dropFirst() { merged.inheritance += other.inheritance }
            return merged
        }
        let protocolPaths = ProtocolPaths(protocolsNamed)
        self.protocolPaths = protocolPaths
        let allRefinements = Self.refinements(of: protocolParents)
        var aliasNames = Set<String>(), aliasTargets: [String: String] = [:]
        for index in facts.indices {
            for (alias, target) in facts[index].typeAliases {
                let simple = QualifiedNames.simpleName(alias)
                aliasNames.insert(simple)
                if aliasTargets[simple] == nil { aliasTargets[simple] = QualifiedNames.simpleName(target) }
            }
        }
        self.aliasTargets = aliasTargets
        for name in foreignConformances { foreignConformances.formUnion(allRefinements[name] ?? []) }
        self.conformance = (allRefinements, aliasNames, foreignConformances)
        // What reads neither roles nor tests is worked out on the other core while the roles are.
        // One reader of chains for the writes (on the other core) and the main-actor uses.
        let protocolNames = Set(protocols.keys).union(aliasNames)
        let chainResolver = Self.chainResolver(facts, fileModules, names, byFile, finished, protocols, protocolPaths, staticMembers,
                                               foreignStaticMethods)
        var mutatingMethods = MutatingMethods.names
        for index in facts.indices { mutatingMethods.formUnion(facts[index].mutatingMethods) }
        let background = Concurrently { [names, byFile, fileModules, finished, chainResolver, mutatingMethods, protocolNames] in
            (writes: Self.resolveWrites(facts, modules: fileModules, resolver: chainResolver, mutatingMethods: mutatingMethods),
             labels: ConstructionFacts.table(facts),
             streamUses: Self.streamUses(facts, names: names, byFile: byFile, fileModules: fileModules, types: finished,
                                         protocols: protocolNames))
        }
        // Other declarations of a type's qualified name in its module, for the few that have any.
        var byName: [String: [Int]] = [:]
        for type in finished where type.kind != .extension { byName[type.module + "\u{1}" + type.name, default: []].append(type.id) }
        var namesakes: [Int: [Int]] = [:]
        for ids in byName.values where ids.count > 1 { for id in ids { namesakes[id] = ids.filter { $0 != id } } }
        self.namesakes = namesakes
        var roleBuilder = RoleBuilder(types: finished, settings: settings, refinements: Self.refinements(of: protocols)) { [finished, names, namesakes] written, id in
            names.lookup(written, module: finished[id].module, scope: finished[id].name, types: finished)
                .map { Self.nearest($0, to: finished[id].file, namesakes: namesakes, types: finished) }
        }
        let roles = roleBuilder.build()
        self.roles = roles
        var reducedStates = Set<Int>()
        for draft in writtenReducedStates {
            for written in draft.states {
                if let id = names.lookup(written, module: draft.module, scope: draft.name, types: finished) { reducedStates.insert(id) }
            }
        }
        self.reducedStates = reducedStates
        var reducerActions: [Int: [Int]] = [:]
        for type in finished where roles[type.id].isViewModel {
            for ancestor in type.lineage {
                for method in finished[ancestor].methods where roles[ancestor].reducers.contains(method.name) {
                    // A generic base's `process(viewAction: ViewAction)` names its parameter, no enum.
                    guard let action = names.lookup(method.parameterType, module: finished[ancestor].module, scope: finished[ancestor].name,
                                                    types: finished),
                          finished[action].kind == .enum, reducerActions[action]?.contains(type.id) != true else { continue }
                    reducerActions[action, default: []].append(type.id)
                }
            }
        }
        self.reducerActions = reducerActions
        var actionEnums: [Int: [Int]] = [:]
        for (action, viewModels) in reducerActions { for viewModel in viewModels { actionEnums[viewModel, default: []].append(action) } }
        self.actionEnums = actionEnums.mapValues { $0.sorted() }
        self.viewModelInterfaces = roleBuilder.viewModelInterfaces
        self.interfaceReducers = roleBuilder.interfaceReducers
        var withSubjects = Set<String>()
        for type in finished where roles[type.id].isSubject { withSubjects.insert(type.file) }
        for (file, id, _) in extensionTargets where roles[id].isSubject { withSubjects.insert(file) }
        self.filesWithSubjects = withSubjects
        var elsewhere: [Int: String] = [:]
        for (file, id, hasMembers) in extensionTargets where hasMembers && file != finished[id].file && elsewhere[id] == nil {
            elsewhere[id] = file
        }
        for type in finished {
            // A subclass anywhere, its own file included: it cannot reach a `private(set)` setter.
            for parent in type.parents where elsewhere[parent] == nil { elsewhere[parent] = type.file }
        }
        self.codeElsewhere = elsewhere
        var testsByName: [String: [FileFacts]] = [:]
        let viewModelNames = Set(finished.filter { roles[$0.id].isViewModel }.map(\.simpleName))
        for index in facts.indices where facts[index].isTestFile {
            for name in facts[index].mentionedTypeNames where viewModelNames.contains(name) {
                testsByName[name, default: []].append(facts[index])
            }
        }
        self.testsByName = testsByName
        self.mainActorBlockers = MainActorUses.offMainActor(facts: facts, modules: fileModules, types: finished, roles: roles, protocols: protocols,
                                                            aliasTargets: aliasTargets, resolver: chainResolver,
                                                            extensionMembers: extensionMembersNamed)
        // A base class other view models inherit from is exercised through its tested subclasses.
        var testedThroughLineage = Set<Int>()
        for type in finished where roles[type.id].isViewModel && testsByName[type.simpleName] != nil {
            testedThroughLineage.formUnion(type.lineage)
        }
        self.testedThroughLineage = testedThroughLineage
        let worked = try! background.value()
        self.streamUses = worked.streamUses
        self.memberWrites = worked.writes
        self.mutatingMethods = mutatingMethods
        (self.constructionLabels, self.implicitConstructions) = (worked.labels.named, worked.labels.implicit)
        var handoffs: [String: [(owner: Int, receiver: String)]] = [:]
        for index in facts.indices where !facts[index].isTestFile {
            for handoff in facts[index].callbackHandoffs {
                guard let owner = handoff.ownerIsExtension ? names.lookup(handoff.owner, module: fileModules[index], scope: "")
                        : byFile[facts[index].path]?[handoff.owner] else { continue }
                handoffs[handoff.method, default: []].append((owner, handoff.receiver))
            }
        }
        self.callbackHandoffs = handoffs
        var bound: [String: Set<Int>] = [:]
        for index in facts.indices {
            for binding in facts[index].memberBindings {
                guard let owner = byFile[facts[index].path]?[binding.owner]
                        ?? names.lookup(binding.owner, module: fileModules[index], scope: ""),
                      roles[owner].isView,
                      let property = finished[owner].properties.first(where: { $0.name == binding.receiver }),
                      // `@Bindable var model`, or the owner's `@State private var model` of an
                      // `@Observable` (SwiftUI binds through both; seed 003 does the second too).
                      property.attributes.contains("Bindable") || property.attributes.contains("State") && property.isPrivate,
                      let held = names.lookup(property.typeName, module: finished[owner].module, scope: finished[owner].name, types: finished)
                else { continue }
                bound[binding.member, default: []].insert(held)
            }
        }
        self.bindableBindings = bound
    }

    /// Every push into or observation of a member through a stream, with the type of the value
    /// it goes through where a type of that file stores it.
    /// A push into or observation of a member through a value: its type where the file's types
    /// store it, or the project protocol (or alias of protocols) it is declared as
    /// (`var viewModel: ListViewModelOutput!`).
    struct StreamUse {
        var receiverType: Int?
        var receiverProtocol: String?
        var pushed: Bool
        var inOwnCode: Bool
    }

    static func streamUses(_ facts: [FileFacts], names: TypeNames, byFile: [String: [String: Int]], fileModules: [String],
                           types finished: [ProjectType], protocols: Set<String>) -> [String: [StreamUse]] {
        /// For a file, the type each property name holds when a type of that file stores it: the
        /// receiver's type of `vm.count += 1` or `vm.items.subscribe(…)` written there.
        func storedPropertyTypes(ofFile index: Int) -> [String: (type: Int?, protocolName: String?)] {
            var stored: [String: (type: Int?, protocolName: String?)] = [:]
            for typeFact in facts[index].types {
                let owner = typeFact.isExtension ? names.lookup(typeFact.name, module: fileModules[index], scope: "")
                    : byFile[facts[index].path]?[typeFact.name]
                guard let owner else { continue }
                for property in finished[owner].properties where stored[property.name] == nil {
                    if let held = names.lookup(property.typeName, module: finished[owner].module, scope: finished[owner].name, types: finished) {
                        stored[property.name] = (held, nil)
                    } else if protocols.contains(QualifiedNames.simpleName(property.typeName)) {
                        stored[property.name] = (nil, property.typeName)
                    }
                }
            }
            return stored
        }
        func parameterType(_ written: String, module: String) -> (type: Int?, protocolName: String?)? {
            if let held = names.lookup(written, module: module, scope: "", types: finished) { return (held, nil) }
            return protocols.contains(QualifiedNames.simpleName(written)) ? (nil, written) : nil
        }
        var streamUses: [String: [StreamUse]] = [:]
        for index in facts.indices where !facts[index].isTestFile && !facts[index].memberStreamUses.isEmpty {
            let stored = storedPropertyTypes(ofFile: index)
            // The types this file declares or extends, outermost included: a push from their own
            // code (a view model's state machine in `Feed+State.swift`) is the type's plumbing.
            var ownTypes = Set<Int>()
            for typeFact in facts[index].types {
                let outermost = typeFact.name.split(separator: ".").first.map(String.init) ?? typeFact.name
                for name in Set([typeFact.name, outermost]) {
                    if let id = byFile[facts[index].path]?[name] ?? names.lookup(name, module: fileModules[index], scope: "") { ownTypes.insert(id) }
                }
            }
            for use in facts[index].memberStreamUses {
                // A parameter hides the stored property of its name: its declared type says.
                let receiver = use.receiverType.isEmpty ? stored[use.receiver] : parameterType(use.receiverType, module: fileModules[index])
                streamUses[use.member, default: []].append(StreamUse(receiverType: receiver?.type, receiverProtocol: receiver?.protocolName,
                                                                     pushed: use.pushed, inOwnCode: receiver?.type.map(ownTypes.contains) ?? false))
            }
        }
        return streamUses
    }

    /// Whether some view binds this member of `type` (or of a base class of it) through one of its
    /// `@Bindable` properties or the `@State private var` that owns it: `$viewModel.name`, in code,
    /// with `@Bindable var viewModel` (or `@State private var viewModel`) of that type.
    public func isBoundThroughBindable(_ member: String, in type: Int) -> Bool {
        guard let holders = bindableBindings[member] else { return false }
        return holders.contains { types[$0].lineage.contains(type) }
    }

    /// Whether the value a stream use goes through holds a `type`: one of the type or a subclass,
    /// or of a protocol the type adopts; nil when the value's type is unknown.
    private func holds(_ use: StreamUse, _ type: Int) -> Bool? {
        if let receiver = use.receiverType { return types[receiver].lineage.contains(type) }
        return use.receiverProtocol.map { mayConform(type, to: $0) }
    }

    /// Whether code outside the tests and outside the type's own files pushes into this member of
    /// `type` through a value known to hold it (`viewModel.query.onNext(…)`,
    /// `field.rx.text.bind(to: viewModel.query)`): the member is one of the type's inputs,
    /// whatever a comment above it says. `throughUnknown`: also through a value of unknown type
    /// (a local, a parameter) — the member of that name may be this type's.
    public func isPushedInto(member name: String, of type: Int, throughUnknown: Bool = false) -> Bool {
        streamUses[name]?.contains { use in
            use.pushed && !use.inOwnCode && (holds(use, type) ?? throughUnknown)
        } ?? false
    }

    /// Whether some code outside the tests observes this member of `type` through a value known to
    /// hold it (`viewModel.items.subscribe(…)`) and nothing pushes into it through such a value,
    /// or one of unknown type: the member is one of the type's outputs.
    public func isObservedOnly(member name: String, of type: Int) -> Bool {
        guard let uses = streamUses[name] else { return false }
        // A collection's `map`/`filter` (`viewModel.subSteps.map { … }`) reads an array, no stream.
        if types[type].lineage.contains(where: { ancestor in
            types[ancestor].properties.contains { $0.name == name && !$0.elementTypeName.isEmpty }
        }) { return false }
        var observed = false
        for use in uses {
            let matches = holds(use, type)
            if use.pushed, matches != false { return false }
            if !use.pushed, matches == true { observed = true }
        }
        return observed
    }

    /// The first place a member of this name of `type` may be written through another value
    /// (`vm.count += 1`, `$vm.name`): a write through a property known to hold `type` (or a
    /// subclass) first, else one through a value of unknown type (`isCertain` false). Unknown
    /// types count, so the answer only ever keeps a fix from being applied, never lets a
    /// breaking one through.
    /// Of several, the nearest is cited — in the type's own file, then its folder, then the first
    /// of the project: a namesake (a platform's copy beside its own view) then cites its own.
    public func outsideWrite(ofMember name: String, in type: Int) -> (file: String, line: Int, isCertain: Bool)? {
        guard let candidates = memberWrites[name] else { return nil }
        var uncertain: (file: String, line: Int, isCertain: Bool)?
        let ownFile = types[type].file
        let ownFolder = ownFile.lastIndex(of: "/").map { String(ownFile[...$0]) } ?? ""
        /// 0 in the type's own file, 1 in its folder, 2 elsewhere.
        func distance(_ file: String) -> Int { file == ownFile ? 0 : file.hasPrefix(ownFolder) && !file.dropFirst(ownFolder.count).contains("/") ? 1 : 2 }
        var certain: (file: String, line: Int, isCertain: Bool)?
        var certainDistance = 3
        for write in candidates {
            // `items.contains(x)` reads; `items.append(x)` writes.
            if !write.method.isEmpty, !mutatingMethods.contains(write.method) { continue }
            // The type's own code in its own file keeps a private setter in reach, whatever value
            // it writes through.
            if write.owner == type, write.file == types[type].file { continue }
            if let receiver = write.receiver {
                // Two declarations of one name in one module (a file left out of the target, a
                // platform's copy, two `fileprivate` classes) are not told apart by a name: a write
                // through a value whose type was named is a write of both. The code of one of them
                // writing its own member is that one's alone.
                let namesakes = self.namesakes[type] ?? []
                guard types[receiver].lineage.enumerated().contains(where: { position, id in
                    id == type || (position > 0 || !write.receiverIsExact) && namesakes.contains(id)
                }) else { continue }
            } else {
                // A value of unknown type in another module (a package that cannot see the
                // app) never reaches a member that is not public; tests import `@testable`. A
                // write whose receiver is known is kept whatever the modules say: it compiles.
                if !write.inTest, !isPublicProperty(name, of: type), module(ofFile: write.file) != types[type].module { continue }
                // A value of a protocol's type holds only a type conforming to it, one of a
                // class-constrained generic parameter's only that class or a subclass of it.
                if let required = write.receiverProtocol, !mayConform(type, to: required) { continue }
                if let base = write.receiverBaseClass, !isRelated(type, to: base) { continue }
                // Bounded by the type itself or a subclass of it (`<Model: CounterViewModel>`),
                // every such value holds the type's member: the write is certain.
                guard let base = write.receiverBaseClass, types[base].lineage.contains(type) else {
                    if uncertain == nil { uncertain = (write.file, write.line, false) }
                    continue
                }
            }
            let place = distance(write.file)
            if place < certainDistance { (certain, certainDistance) = ((write.file, write.line, true), place) }
            if place == 0 { break }
        }
        return certain ?? uncertain
    }

    /// Whether the whole type is main-actor as Swift isolates it: `@MainActor` on its own
    /// declaration or a project base class's, an SDK base class that is (`NSControl`, a view
    /// controller), or a main-actor protocol its own declaration, or a base's, conforms to.
    public func isMainActorType(_ id: Int) -> Bool { MainActorUses.isMainActorType(types[id], types: types, protocols: protocols) }

    /// The name a type's topmost project class inherits first when neither the project nor a
    /// known framework declares it: a base that may be `@MainActor`, so its isolation is unknown.
    public func unknownBase(of id: Int) -> String? {
        guard let top = types[id].lineage.last else { return nil }
        return MainActorUses.unknownBase(of: types[id], types: types) { written in
            let simple = QualifiedNames.simpleName(written)
            return protocols[simple] != nil || aliasTargets[simple] != nil || resolve(written, from: top) != nil
        }
    }

    /// A subclass of `type` that declares a property of this name (an `override`), with its file:
    /// it needs the setter it overrides.
    public func overridingSubclass(ofProperty name: String, in type: Int) -> (name: String, file: String)? {
        for other in descendants[type] ?? [] where types[other].properties.contains(where: { $0.name == name }) {
            return (types[other].simpleName, types[other].file)
        }
        return nil
    }

    /// The project's classes deriving from `type`, at any depth.
    func subclasses(of type: Int) -> [Int] {
        types[type].kind == .class ? descendants[type] ?? [] : []
    }

    /// Whether a value of `base` or of a subclass of it may be a `type` (or a namesake): `type`
    /// derives from `base`, or `base` from `type`.
    func isRelated(_ type: Int, to base: Int) -> Bool {
        ([type] + (namesakes[type] ?? [])).contains { declaration in
            types[declaration].lineage.contains(base) || types[base].lineage.contains(declaration)
        }
    }

    /// Whether `type` may conform to the project protocol `name`: it, a base class or a namesake
    /// lists the protocol, or one refining it, or a name that may stand for it (an alias, or —
    /// for a class — a protocol the project makes an SDK type conform to). Only a type that
    /// cannot is told apart.
    /// `name` may say where the protocol is declared (`Inspector.Model`): a conformance that says
    /// another place (`Outline.Model`) is to another protocol.
    /// Every name a type conforms to through its lineage, as written and as reached through the
    /// project's protocols and typealiases (`typealias Model = ListInput & ListOutput` reaches
    /// `ListInput`): what a type is made of, by simple names.
    public func conformanceNames(of type: Int) -> Set<String> {
        var names = Set<String>()
        for ancestor in types[type].lineage {
            for written in types[ancestor].inheritance {
                var simple = QualifiedNames.simpleName(written)
                names.insert(simple)
                if let target = aliasTargets[simple] { simple = target; names.insert(target) }
                names.formUnion(conformance.refinements[simple] ?? [])
            }
        }
        return names
    }

    func mayConform(_ type: Int, to name: String) -> Bool {
        let simpleName = QualifiedNames.simpleName(name)
        // A subclass conforming holds the type's members too.
        let declarations = [type] + (namesakes[type] ?? []) + subclasses(of: type)
        // An SDK class the project makes conform passes it to its subclasses; a struct or an
        // enum derives from none (anytype-swift's `DebugMenuView`).
        if conformance.foreign.contains(simpleName), declarations.contains(where: { types[$0].kind == .class }) { return true }
        return declarations.contains { declaration in
            types[declaration].lineage.contains { ancestor in
                types[ancestor].inheritance.contains { written in
                    let simple = QualifiedNames.simpleName(written)
                    if conformance.aliases.contains(simple) { return true }
                    if simple == simpleName {
                        return ProtocolPaths.mayBeSame(protocolPaths.qualified(written, in: types[ancestor].enclosingScope) ?? simple, name)
                    }
                    guard let refined = conformance.refinements[simple] else { return false }
                    return refined.contains(simpleName) || !refined.isDisjoint(with: conformance.aliases)
                }
            }
        }
    }

    /// Whether the property is declared `public` or `open` in the type or a base class (unknown
    /// counts as public).
    func isPublicProperty(_ name: String, of type: Int) -> Bool {
        for ancestor in types[type].lineage {
            if let property = types[ancestor].properties.first(where: { $0.name == name }) { return property.isPublic }
        }
        return true
    }

    /// Who in the app writes a member of this name of `type` (tests left out): the types whose
    /// code writes it through a value known to hold `type` (nil: code outside any type), and
    /// whether some write may come from anyone — through a value of unknown type, or in the
    /// type's own code the index keeps (an extension elsewhere), run by whoever calls it.
    public func writers(ofMember name: String, in type: Int) -> (owners: [Int?], throughUnknown: Bool) {
        var owners: [Int?] = [], throughUnknown = false
        for write in memberWrites[name] ?? [] where !write.inTest {
            if !write.method.isEmpty, !mutatingMethods.contains(write.method) { continue }
            guard let receiver = write.receiver else {
                // A view writing through its own view model held as a protocol the type conforms
                // to (`var viewModel: ScanViewModelType!`): that view, whichever conformer it holds.
                if let owner = write.owner, let member = write.throughOwnMember, let proto = write.receiverProtocol,
                   mayConform(type, to: proto), isView(owner), ownViewModel(of: owner)?.name == member {
                    owners.append(owner)
                    continue
                }
                if write.receiverProtocol.map({ mayConform(type, to: $0) }) != false,
                   write.receiverBaseClass.map({ isRelated(type, to: $0) }) != false { throughUnknown = true }
                continue
            }
            guard types[receiver].lineage.contains(type) else { continue }
            // The type setting its own member (`func storeHandler(_ h: …) { handler = h }`) is
            // set by whoever calls that code: someone, not known who.
            if write.owner == type { throughUnknown = true } else { owners.append(write.owner) }
        }
        return (owners, throughUnknown)
    }

    /// Whether the view's own view model is `viewModel` (or a subclass of it), or is held as a
    /// project protocol `viewModel` conforms to (`var viewModel: ScanViewModelType!`).
    public func isOwnViewModel(_ viewModel: Int, of view: Int) -> Bool {
        guard let own = ownViewModel(of: view) else { return false }
        guard let id = resolve(own.typeName, from: view) else {
            return declaresProtocol(QualifiedNames.simpleName(own.typeName)) && mayConform(viewModel, to: own.typeName)
        }
        return types[id].lineage.contains(viewModel)
    }

    /// The types whose code hands a closure to one of these methods of `type` through a member of
    /// their own (`viewModel.startListening { … }`), each once; nil when such a call goes through
    /// a member whose type is not known, or is a protocol `type` may not be the one behind: who
    /// listens is then not known. Tests left out.
    public func callersHandingClosures(to methods: Set<String>, of type: Int) -> [Int]? {
        var callers: [Int] = []
        for method in methods {
            for handoff in callbackHandoffs[method] ?? [] {
                let holder = types[handoff.owner].lineage.lazy.compactMap { ancestor in
                    self.types[ancestor].properties.first { $0.name == handoff.receiver }.map { (ancestor, $0) }
                }.first
                // A member declared out of sight (an extension elsewhere, a base of another module).
                guard let (ancestor, property) = holder else { return nil }
                if let held = resolve(property.typeName, from: ancestor) {
                    guard types[held].lineage.contains(type) || types[type].lineage.contains(held) else { continue }
                    // A base class's value may be any of its subclasses: not known which listens.
                    if held != type, !types[held].lineage.contains(type) { return nil }
                } else if !(declaresProtocol(QualifiedNames.simpleName(property.typeName)) && mayConform(type, to: property.typeName)) {
                    // Another module's type, or a protocol `type` does not adopt: another method of that name.
                    if property.typeName.isEmpty { return nil }
                    continue
                }
                if !callers.contains(handoff.owner) { callers.append(handoff.owner) }
            }
        }
        return callers
    }

    /// Whether the view keeps `viewModel` (or a subclass of it) in one of its stored properties:
    /// as its own view model, or as a second one it shows (`let subscriptionModel =
    /// SubscriptionViewModel()` beside `viewModel`).
    public func holdsViewModel(_ viewModel: Int, in view: Int) -> Bool {
        isOwnViewModel(viewModel, of: view) || viewModelProperties(of: view).contains { property in
            resolve(property.typeName, from: view).map { types[$0].lineage.contains(viewModel) } ?? false
        }
    }

    /// Whether the project declares a protocol of this (simple) name: the scaffolder never
    /// declares a second one.
    public func declaresProtocol(_ name: String) -> Bool { protocols[name] != nil }

    /// The project protocol that requires this property of `type` as `{ get set }` (through the
    /// type's conformances, its base classes' and their protocols' parents): a `private(set)`
    /// setter would break the conformance.
    /// A conformance that says where its protocol is declared (`Outline.Model`, or a bare `Model`
    /// inside `Outline`) is to that one; one that does not may be to any of its name.
    public func settableRequirement(_ property: String, of type: Int) -> String? {
        var seen = Set<String>()
        // A subclass conforming needs the setter it inherits as much as the class itself.
        // Each conformance with the type (or protocol) whose declaration writes it.
        var work = (types[type].lineage + subclasses(of: type)).flatMap { id in
            types[id].inheritance.map { (written: $0, writer: types[id].name) }
        }
        while let (written, writer) = work.popLast() {
            let simple = QualifiedNames.simpleName(written)
            guard let declared = protocolsNamed[simple] else { continue }
            let path = declared.count > 1 ? protocolPaths.qualified(written, in: QualifiedNames.enclosing(writer)) : nil
            for (position, proto) in declared.enumerated() where path.map({ ProtocolPaths.mayBeSame(proto.name, $0) }) ?? true {
                guard seen.insert(simple + "\u{1}" + String(position)).inserted else { continue }
                if proto.settableProperties.contains(property) { return simple }
                work += proto.inheritance.map { (written: $0, writer: proto.name) }
            }
        }
        return nil
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
            .map { Self.nearest($0, to: types[type].file, namesakes: namesakes, types: types) }
    }

    /// Of the declarations of one name in one module (an app's and its watch app's `MainPresenter`,
    /// targets of one Xcode project), the one nearest the code naming it — the longest folder path
    /// their files share —; `id` itself on a tie.
    static func nearest(_ id: Int, to file: String, namesakes: [Int: [Int]], types: [ProjectType]) -> Int {
        guard let others = namesakes[id] else { return id }
        func shared(_ other: String) -> Int {
            var length = 0, position = 0
            for (a, b) in zip(file.utf8, other.utf8) {
                guard a == b else { break }
                position += 1
                if a == UInt8(ascii: "/") { length = position }
            }
            return length
        }
        var best = id, bestLength = shared(types[id].file)
        for other in others {
            let length = shared(types[other].file)
            if length > bestLength { (best, bestLength) = (other, length) }
        }
        return best
    }

    /// The project type a property of `type` holds (stored or computed, its own or a base
    /// class's, generic parameters substituted); nil when unwritten, not a project type, or an
    /// unbound generic parameter.
    public func propertyType(_ name: String, of type: Int) -> Int? {
        MemberTypes.propertyType(name, of: type, types: types, statics: staticMembers) { written, module, scope in
            resolve(written, module: module, scope: scope)
        }
    }

    /// The type a declaration of this file is: its own entry for a type, the extended type for an
    /// extension.
    public func type(declaredAs qualifiedName: String, isExtension: Bool, inFile path: String) -> Int? {
        if isExtension { return resolve(qualifiedName, module: module(ofFile: path), scope: "") }
        return byFile[path]?[qualifiedName]
    }

    // MARK: - Roles

    public func isViewModel(_ id: Int) -> Bool { roles[id].isViewModel }
    public func isView(_ id: Int) -> Bool { roles[id].isView }

    /// Whether the instance method `method` of `type` (or a base class) is declared to return a
    /// view — `some View`, `AnyView`, or a view of the project — whose call, standing alone in a
    /// view builder, is a view it shows.
    public func returnsView(_ method: String, of type: Int) -> Bool {
        for ancestor in types[type].lineage {
            guard let marked = types[ancestor].methodReturnTypes[method] else { continue }
            let written = MemberTypes.unmarked(marked).written
            let simple = QualifiedNames.simpleName(written)
            if simple == "View" || simple == "AnyView" { return true }
            return resolve(written, from: ancestor).map(isView) ?? false
        }
        return false
    }
    public func isScreen(_ id: Int) -> Bool { !roles[id].heldViewModels.isEmpty }

    /// Whether a type written inside `type` names a view model: a project view model, or — for a
    /// type this project doesn't declare (another module's) — a name with a view-model suffix.
    public func namesViewModel(_ written: String, from type: Int) -> Bool {
        if let id = resolve(written, from: type) { return roles[id].isViewModel }
        let simple = QualifiedNames.simpleName(written)
        return hasViewModelSuffix(simple) || viewModelInterfaces.contains(simple)
    }

    /// Whether a type written inside `type` names a service the model is handed: a project
    /// protocol or class whose name, less a `Protocol` or `Type` suffix, ends in a service suffix
    /// (`NavigationStoreProtocol`, `SessionManager`). Values (structs, enums) and other modules'
    /// types are not read as services.
    public func namesService(_ written: String, from type: Int) -> Bool {
        let simple = QualifiedNames.simpleName(written)
        var stem = Substring(simple)
        for suffix in ["Protocol", "Type"] where stem.count > suffix.count && stem.hasSuffix(suffix) { stem = stem.dropLast(suffix.count) }
        guard settings.serviceSuffixes.contains(where: { stem.count > $0.count && stem.hasSuffix($0) }) else { return false }
        if let id = resolve(written, from: type) { return types[id].kind == .class || types[id].kind == .actor }
        return protocols[simple] != nil
    }

    public func hasViewModelSuffix(_ name: String) -> Bool {
        !name.isEmpty && settings.viewModelSuffixes.contains { name.hasSuffix($0) }
    }

    /// A view's presentation slots that hold a view model — `@State var detail: DetailViewModel?`
    /// shown by `.sheet(item: $detail)` — a child its parent's view model handed over, kept
    /// only while shown (rule 6's "Good"): not a second view model, still the view-model section.
    public func presentedViewModels(of view: Int) -> Set<String> {
        Set(types[view].properties.filter { property in
            types[view].presentationItems.contains(property.name) && !property.typeName.isEmpty && namesViewModel(property.typeName, from: view)
        }.map(\.name))
    }

    /// The stored properties of a screen that hold a view model, in declaration order; the
    /// screen's own one is `ownViewModel(of:)`. Empty for leaf views and anything that is no view.
    public func viewModelProperties(of view: Int) -> [FileFacts.PropertyFact] { roles[view].heldViewModels }

    /// Whether the type, or a project base class, stores `name` as a function returning a value
    /// (`let details: () -> String`): calling it reads what it provides.
    public func isProvider(_ name: String, of type: Int) -> Bool {
        types[type].lineage.contains { ancestor in types[ancestor].properties.contains { $0.name == name && $0.isProvider } }
    }

    /// Whether the view keeps `name` as a `@Binding` its own code never writes (see
    /// `FileFacts.PropertyFact.isUnwrittenBinding`): what it is handed through it, it only reads.
    public func isUnwrittenBinding(_ name: String, of view: Int) -> Bool {
        types[view].properties.contains { $0.name == name && $0.isUnwrittenBinding }
    }

    /// Whether the type, or a project base class, keeps `name` as a `weak` or `unowned`
    /// reference (`weak var delegate`): setting it installs a listener.
    public func isWeakReference(_ name: String, of type: Int) -> Bool {
        types[type].lineage.contains { ancestor in types[ancestor].properties.contains { $0.name == name && $0.isWeak } }
    }

    /// The project type reached from `type` through stored or computed properties
    /// (`summary.related` from a details model); nil where a link's type is not known.
    public func propertyType(through links: some Sequence<String>, from type: Int) -> Int? {
        var current = type
        for link in links {
            guard let next = propertyType(link, of: current) else { return nil }
            current = next
        }
        return current
    }

    /// The view's stored property named as its model (`viewModel`, `model`, `vm`), whatever its
    /// type: with no property read as its view model, where a model it builds is kept as its own.
    public func propertyNamedAsModel(of view: Int) -> String? {
        types[view].properties.first { RoleBuilder.modelPropertyNames.contains($0.name) }?.name
    }

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

    /// An `ObservableObject` class or actor publishing nothing (see `RoleBuilder.publishesNothing`).
    public func publishesNothing(_ id: Int) -> Bool { RoleBuilder.publishesNothing(id, types) }

    /// The type and its project base classes, nearest first.
    public func ancestors(of id: Int, including: Bool) -> [Int] {
        including ? types[id].lineage : Array(types[id].lineage.dropFirst())
    }

    /// The action methods of a view model: the configured names and the reducers inferred from
    /// it and its base classes (`process(viewAction:)` switching over a nested action enum).
    /// The action methods of a view model held as a protocol its view models adopt
    /// (`var viewModel: RoomPreviewViewModelType`): the configured ones and the reducers of every
    /// view model adopting it (`process(viewAction:)` switching over its `ViewAction`).
    public func actionMethods(ofInterface written: String) -> Set<String> {
        Set(settings.actionMethods).union(interfaceReducers[QualifiedNames.simpleName(written)] ?? [])
    }

    /// Whether the view model takes its `enum Action` through an action method: one of its own
    /// or a base class's taking `Action`, one an action macro writes, or one a provider — an
    /// attached macro or a protocol whose extension writes it (`providers`, default `Stateful`)
    /// — gives it. An `Action` enum nothing takes (a catalogue of buttons, a launch option) is
    /// not the model's actions.
    public func takesActionEnum(_ id: Int, providers: Set<String> = ["Stateful"]) -> Bool {
        if !macroActionMethods(of: id).isEmpty { return true }
        let methods = actionMethods(of: id)
        return ancestors(of: id, including: true).contains { ancestor in
            types[ancestor].attributes.contains(where: providers.contains)
                || types[ancestor].inheritance.contains { providers.contains(QualifiedNames.simpleName($0)) }
                || types[ancestor].methods.contains { methods.contains($0.name) && QualifiedNames.simpleName($0.parameterType) == "Action" }
        }
    }

    public func actionMethods(of id: Int) -> Set<String> {
        var names = Set(settings.actionMethods)
        for ancestor in ancestors(of: id, including: true) { names.formUnion(roles[ancestor].reducers) }
        names.formUnion(macroActionMethods(of: id))
        return names
    }

    /// The methods an action macro writes on the view model (`@Stateful`: `refresh()` for
    /// `case refresh`): its `Action` cases, when it or a base class carries one of the macros.
    public func macroActionMethods(of id: Int) -> Set<String> {
        let lineage = ancestors(of: id, including: true)
        guard lineage.contains(where: { ancestor in types[ancestor].attributes.contains(where: settings.actionMacros.contains) }) else { return [] }
        var cases = Set<String>()
        for ancestor in lineage where types[ancestor].nestedTypes.contains("Action") {
            if let action = resolve("Action", from: ancestor) { cases.formUnion(types[action].cases) }
        }
        return cases
    }

    /// Test files whose code mentions the view model's name as a whole token.
    public func tests(mentioning id: Int) -> [FileFacts] { testsByName[types[id].simpleName] ?? [] }

    /// Whether a test mentions the view model, or — for a base class (`CommonViewModel<State>`) —
    /// one of its subclasses.
    public func isMentionedByTests(_ id: Int, orThroughSubclasses: Bool) -> Bool {
        orThroughSubclasses ? testedThroughLineage.contains(id) : !tests(mentioning: id).isEmpty
    }

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

/// One type of the project: a primary declaration with every extension merged in. Immutable, and
/// a class, so the rules and the role builder share each one instead of copying its collections.
public final class ProjectType: Sendable {
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
    public let inheritance: [String]
    public let attributes: [String]
    /// The inheritance clause and attributes of its own declaration, without its extensions':
    /// what isolates the whole type (an extension's `@MainActor` or conformance isolates only its
    /// own members).
    public let ownInheritance: [String]
    public let ownAttributes: [String]
    public let properties: [FileFacts.PropertyFact]
    public let nestedTypes: [String]
    public let methods: [FileFacts.MethodFact]
    /// An enum's case names (its primary declaration's).
    public let cases: [String]
    /// Properties bound as a presentation's `item:` (`.sheet(item: $detail)`), in any of its bodies.
    public let presentationItems: Set<String>
    /// A method others can call or an `init` taking dependencies, in any of its bodies.
    public let hasBehavior: Bool
    /// Its initializers' labelled parameters and their types, in every body (see `FileFacts.TypeFact`).
    public let initializerParameters: [String]
    /// It has code (see `FileFacts.TypeFact.hasCode`), in its declaration or an extension.
    public let hasCode: Bool
    /// A `Codable` type, a Core Data or SwiftData object (see `FileFacts.TypeFact.isEntity`).
    public let isEntity: Bool
    /// Its code says `objectWillChange` (publishes by hand), in any of its bodies.
    public let announcesChanges: Bool
    /// Generic parameter names, the superclass's generic arguments as written, and computed
    /// properties' written types (see `FileFacts.TypeFact`).
    public let genericParameters: [String]
    public let baseArguments: [String]
    /// Declares only static members and nested types, in every body: a namespace.
    public let isStaticOnly: Bool
    public let computedPropertyTypes: [String: String]
    /// Static and class properties' written types, in every body (see `FileFacts.TypeFact`).
    /// Computed properties that hand back a member cast to a subclass (see `FileFacts.TypeFact`).
    public let memberCasts: [String: String]
    /// Instance methods' declared return types, by name (see `FileFacts.TypeFact`).
    public let methodReturnTypes: [String: String]
    /// Project types among `inheritance`, resolved.
    public let parents: [Int]
    /// The type itself, then its project ancestors, nearest first, each once.
    public let lineage: [Int]

    init(_ draft: TypeDraft, lineage: [Int]) {
        id = draft.id
        module = draft.module
        name = draft.name
        simpleName = draft.simpleName
        kind = draft.kind
        file = draft.file
        isTestDouble = draft.isTestDouble
        inheritance = draft.inheritance
        attributes = draft.attributes
        ownInheritance = draft.ownInheritance
        ownAttributes = draft.ownAttributes
        properties = draft.properties
        nestedTypes = draft.nestedTypes
        methods = draft.methods
        cases = draft.cases
        presentationItems = Set(draft.presentationItems)
        hasBehavior = draft.hasBehavior
        initializerParameters = draft.initializerParameters
        hasCode = draft.hasCode
        isEntity = draft.isEntity
        announcesChanges = draft.announcesChanges
        genericParameters = draft.genericParameters
        isStaticOnly = draft.isStaticOnly
        baseArguments = draft.baseArguments
        computedPropertyTypes = draft.computedPropertyTypes
        memberCasts = draft.memberCasts
        methodReturnTypes = draft.methodReturnTypes
        parents = draft.parents
        self.lineage = lineage
    }

    /// The scope its own inheritance clause is read in: the enclosing type.
    var enclosingScope: String { QualifiedNames.enclosing(name) }
}

/// A type while the index is being built: extensions merge into it, its parents get resolved.
struct TypeDraft {
    let id: Int
    let module: String
    let name: String
    let simpleName: String
    let kind: FileFacts.TypeKind
    let file: String
    let isTestDouble: Bool
    var inheritance: [String]
    var attributes: [String]
    let ownInheritance: [String]
    let ownAttributes: [String]
    var properties: [FileFacts.PropertyFact]
    var nestedTypes: [String]
    var methods: [FileFacts.MethodFact]
    var cases: [String]
    var reducedStates: [String]
    var presentationItems: [String]
    var hasBehavior: Bool
    var initializerParameters: [String]
    var hasCode: Bool
    var isEntity: Bool
    var announcesChanges: Bool
    let genericParameters: [String]
    var isStaticOnly: Bool
    var baseArguments: [String]
    var computedPropertyTypes: [String: String]
    var memberCasts: [String: String]
    var methodReturnTypes: [String: String]
    /// Its extensions' `isolatedMemberHashes`, in any file, that its own undeclared uses name.
    var extensionMemberHashes: Set<UInt32> = []
    /// The spelling hashes its own `deinit` and overrides use undeclared (`FileFacts.isolationUses`):
    /// only the extension members they name are kept, so almost every type keeps none.
    var undeclaredUseHashes: [UInt32] = []
    var parents: [Int] = []

    init(id: Int, module: String, name: String, kind: FileFacts.TypeKind, file: String, isTestDouble: Bool, fact: FileFacts.TypeFact) {
        self.id = id
        self.module = module
        self.name = name
        self.simpleName = QualifiedNames.simpleName(name)
        self.kind = kind
        self.file = file
        self.isTestDouble = isTestDouble
        self.inheritance = fact.inheritance
        self.attributes = fact.attributes
        self.ownInheritance = fact.inheritance
        self.ownAttributes = fact.attributes
        self.properties = fact.properties
        self.nestedTypes = fact.nestedTypes
        self.methods = fact.methods
        self.cases = fact.cases
        self.reducedStates = fact.reducedStates
        self.presentationItems = fact.presentationItems
        self.hasBehavior = fact.hasBehavior
        self.initializerParameters = fact.initializerParameters
        self.hasCode = fact.hasCode
        self.isEntity = fact.isEntity
        self.announcesChanges = fact.announcesChanges
        self.genericParameters = fact.genericParameters
        self.isStaticOnly = fact.isStaticOnly
        self.baseArguments = fact.baseArguments
        self.computedPropertyTypes = fact.computedPropertyTypes
        self.memberCasts = fact.memberCasts
        self.methodReturnTypes = fact.methodReturnTypes
    }

    /// The members of the extension at `position` of `file` that its own undeclared uses name.
    mutating func merge(extensionMembersOf position: Int, in file: FileFacts) {
        guard !undeclaredUseHashes.isEmpty else { return }
        for member in file.extensionMembers where Int(member >> 32) == position {
            let hash = UInt32(truncatingIfNeeded: member)
            if undeclaredUseHashes.contains(hash) { extensionMemberHashes.insert(hash) }
        }
    }

    mutating func merge(extension fact: FileFacts.TypeFact) {
        inheritance += fact.inheritance
        attributes += fact.attributes
        nestedTypes += fact.nestedTypes
        methods += fact.methods
        reducedStates += fact.reducedStates
        presentationItems += fact.presentationItems
        hasBehavior = hasBehavior || fact.hasBehavior
        initializerParameters += fact.initializerParameters
        hasCode = hasCode || fact.hasCode
        isEntity = isEntity || fact.isEntity
        announcesChanges = announcesChanges || fact.announcesChanges
        computedPropertyTypes.merge(fact.computedPropertyTypes) { primary, _ in primary }
        memberCasts.merge(fact.memberCasts) { primary, _ in primary }
        // Overloads across bodies that disagree leave the name unknown.
        for (name, type) in fact.methodReturnTypes {
            if let known = methodReturnTypes[name], known != type { methodReturnTypes[name] = "" } else if methodReturnTypes[name] == nil { methodReturnTypes[name] = type }
        }
        // An extension adding instance members ends a namespace; one adding nothing keeps it.
        if fact.hasMembers, !fact.isStaticOnly { isStaticOnly = false }
    }

    /// The type (first) and its project ancestors, nearest first, each once (cycles are cut).
    static func lineage(of id: Int, in drafts: [TypeDraft]) -> [Int] {
        if drafts[id].parents.isEmpty { return [id] }
        var result = [id]
        var seen: Set<Int> = [id]
        var next = 0
        while next < result.count {
            for parent in drafts[result[next]].parents where seen.insert(parent).inserted { result.append(parent) }
            next += 1
        }
        return result
    }
}

/// An Xcode project read as a module: the folder holding its `.xcodeproj` (absolute, with a
/// trailing `/`) and the project's name.
public struct XcodeProjectModule: Sendable, Hashable {
    public var folder: String
    public var name: String

    public init(folder: String, name: String) {
        self.folder = folder
        self.name = name
    }
}

/// Which module each file is in: SPM targets found in any `Package.swift` of the tree (their
/// `Sources/<name>`, `Tests/<name>` or `path:` folder), configured modules, the folders of an app's
/// several Xcode projects, else the app.
struct ModuleMap: Sendable {
    static let app = ProjectIndex.appModule
    /// Folder (with a trailing `/`) → module name; of two targets in one folder, the first
    /// declared.
    private let roots: [String: String]
    /// Whether some root folder is this many bytes long (its trailing `/` included): only the
    /// folders above a file of such a length are looked up.
    private let rootLengths: [Bool]
    /// Targets built with `.defaultIsolation(MainActor.self)`.
    let mainActorModules: Set<String>
    private let override: @Sendable (String) -> String?

    init(facts: [FileFacts], override: @escaping @Sendable (String) -> String?, mainActorByDefault: Set<String> = [],
         xcodeProjects: [XcodeProjectModule] = []) {
        var roots: [(String, String)] = []
        var mainActorModules = mainActorByDefault
        for index in facts.indices where !facts[index].packageTargets.isEmpty {
            let file = facts[index]
            let packageFolder = file.path.hasSuffix("/Package.swift") ? String(file.path.dropLast("Package.swift".count)) : ""
            for target in file.packageTargets {
                var folder = target.path ?? ((target.isTest ? "Tests/" : "Sources/") + target.name)
                while folder.hasPrefix("./") { folder.removeFirst(2) }
                if !folder.hasSuffix("/") { folder += "/" }
                roots.append((packageFolder + folder, target.name))
                if target.isMainActorByDefault { mainActorModules.insert(target.name) }
            }
        }
        // A SwiftPM target's folder is its module even inside a project's folder: the innermost
        // folder holding a file decides.
        for project in xcodeProjects { roots.append((project.folder, project.name)) }
        var byFolder: [String: String] = [:]
        for (folder, module) in roots where byFolder[folder] == nil { byFolder[folder] = module }
        self.roots = byFolder
        var lengths = [Bool](repeating: false, count: (byFolder.keys.map(\.utf8.count).max() ?? 0) + 1)
        for folder in byFolder.keys { lengths[folder.utf8.count] = true }
        rootLengths = lengths
        self.mainActorModules = mainActorModules
        self.override = override
    }

    /// The module of the innermost target folder holding the file: its folders are looked up from
    /// the deepest up (a lookup per folder level, where matching every target's folder against
    /// every file cost the index a tenth of its time on a 9,000-file tree), on the path's bytes,
    /// and only at lengths some root folder has (a string and a hash per level were most of it).
    func module(of path: String) -> String {
        if let configured = override(path) { return configured }
        guard !roots.isEmpty else { return Self.app }
        var path = path
        return path.withUTF8 { bytes in
            var end = bytes.count
            while let slash = bytes[..<end].lastIndex(of: UInt8(ascii: "/")) {
                let length = slash + 1
                if length < rootLengths.count, rootLengths[length],
                   let module = roots[String(decoding: UnsafeBufferPointer(rebasing: bytes[..<length]), as: UTF8.self)] {
                    return module
                }
                end = slash
            }
            return Self.app
        }
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
    /// The project's protocols by module and qualified name: a bare `ViewModel` inside a type
    /// that nests a protocol of that name means the protocol, never a type declared elsewhere.
    private var protocolKeys: Set<Key> = []
    /// Their simple names: most names written are none of them, and skip the keyed look-ups.
    private var protocolSimpleNames: Set<Substring> = []

    init() {}

    /// Room for this many declarations from the start: grown as they came, the tables were
    /// rehashed over and over.
    init(expectedTypes: Int) {
        byKey.reserveCapacity(expectedTypes)
        byName.reserveCapacity(expectedTypes)
        simpleNames.reserveCapacity(expectedTypes)
    }

    mutating func addAlias(_ alias: String, target: String, module: String) {
        aliases[Key(module: module, name: Substring(alias))] = target
        simpleNames.insert(Substring(QualifiedNames.simpleName(alias)))
    }

    mutating func addProtocol(_ name: String, module: String) {
        protocolKeys.insert(Key(module: module, name: Substring(name)))
        protocolSimpleNames.insert(Substring(QualifiedNames.simpleName(name)))
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
        // `Self.Model` inside a type: that type's `Model`, its own or its base class's — never
        // another type's of that name.
        if written.hasPrefix("Self.") {
            guard !scope.isEmpty, let owner = lookup(scope, module: module, scope: "") else { return nil }
            let member = written.dropFirst(5)
            for ancestor in types[owner].lineage {
                if let id = byKey[Key(module: types[ancestor].module, name: Substring(types[ancestor].name + "." + member))] { return id }
            }
            return nil
        }
        switch find(written, module: module, scope: scope) {
        case .type(let id): return id
        case .protocol: return nil
        case .none: break
        }
        let last = QualifiedNames.lastDot(written).map { written[written.index(after: $0)...] } ?? Substring(written)
        guard simpleNames.contains(last) else { return nil }
        var owner: Int?
        if let dot = QualifiedNames.lastDot(written) {
            owner = lookup(String(written[..<dot]), module: module, scope: scope)
        } else if !scope.isEmpty {
            owner = lookup(scope, module: module, scope: "")
        }
        guard let owner else { return nil }
        for ancestor in types[owner].lineage.dropFirst() {
            if let id = lookup(types[ancestor].name + "." + last, module: types[ancestor].module, scope: "") { return id }
        }
        return nil
    }

    /// Through the nesting of `scope` (innermost first), then `module`, then every other module;
    /// `Module.Type` reaches another module's top-level type.
    func lookup(_ written: String, module: String, scope: String, aliasDepth: Int = 0) -> Int? {
        if case .type(let id) = find(written, module: module, scope: scope, aliasDepth: aliasDepth) { return id }
        return nil
    }

    /// Whether a written name means one of the project's protocols from `scope`: one nested
    /// there or around it, found before any type of that name.
    func namesProtocol(_ written: String, module: String, scope: String) -> Bool {
        let last = QualifiedNames.lastDot(written).map { written[written.index(after: $0)...] } ?? Substring(written)
        guard protocolSimpleNames.contains(last) else { return false }
        if case .protocol = find(written, module: module, scope: scope) { return true }
        return false
    }

    /// What a written name reaches: a project type, a project protocol (which no type lookup
    /// may pass over to a type of that name further out), or nothing.
    private enum Found { case type(Int), `protocol`, none }

    private func find(_ written: String, module: String, scope: String, aliasDepth: Int = 0) -> Found {
        guard !written.isEmpty, !written.hasPrefix("Self.") else { return .none }
        let last = QualifiedNames.lastDot(written).map { written[written.index(after: $0)...] } ?? Substring(written)
        guard simpleNames.contains(last) else { return .none }
        let mayNameProtocol = protocolSimpleNames.contains(last)
        var prefix = Substring(scope)
        while true {
            let candidate = prefix.isEmpty ? Substring(written) : Substring(prefix + "." + written)
            let key = Key(module: module, name: candidate)
            if let id = byKey[key] { return .type(id) }
            if mayNameProtocol, protocolKeys.contains(key) { return .protocol }
            // A typealias names its target (`HomeViewModelType` → `StateStoreViewModel`).
            if aliasDepth < 4, let target = aliases[key] {
                return find(target, module: module, scope: "", aliasDepth: aliasDepth + 1)
            }
            guard let dot = QualifiedNames.lastDot(prefix) else {
                if prefix.isEmpty { break }
                prefix = ""
                continue
            }
            prefix = prefix[..<dot]
        }
        if let id = byName[written]?.first { return .type(id) }
        if let dot = QualifiedNames.firstDot(written), let id = byName[String(written[written.index(after: dot)...])]?.first { return .type(id) }
        return .none
    }
}
