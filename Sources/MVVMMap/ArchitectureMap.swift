import MVVMLint
import MVVMRules

/// The app's architecture as `mvvm map` shows it: modules → screens (a view with its own view
/// model) → the child view models handed down → actions (sent by which view, tested by which
/// test files) → responder actions (who observes and handles them) → dependencies → tests, with
/// every finding attached to the screen or view model whose code holds it. The `json` format
/// encodes this value as it is; `dot`, `mermaid` and `html` are drawn from it.
public struct ArchitectureMap: Codable, Sendable, Equatable {
    public static let schema = "mvvm-map/1"

    public var schema = ArchitectureMap.schema
    public var tool: String
    public var totals: Totals
    public var modules: [Module]
    public var screens: [Screen]
    public var viewModels: [ViewModel]
    /// Findings in code that is neither a screen nor a view model (a free function, a helper type).
    public var otherFindings: [FindingEntry]

    public struct Totals: Codable, Sendable, Equatable {
        public var screens = 0
        public var viewModels = 0
        public var actions = 0
        public var untestedActions = 0
        public var findings = 0
        public var errors = 0
        public var warnings = 0
    }

    public struct Module: Codable, Sendable, Equatable {
        public var name: String
        /// Screen ids (their views' qualified names), in order.
        public var screens: [String]
        /// View models no screen of the project holds as its own: children and UI-less ones.
        public var viewModels: [String]
    }

    public struct Place: Codable, Sendable, Equatable {
        public var file: String
        public var line: Int
    }

    public struct Screen: Codable, Sendable, Equatable {
        /// The view's qualified name.
        public var id: String
        public var module: String
        public var view: Place
        /// Its own view model (qualified), if the index knows its type.
        public var viewModel: String?
        public var viewModelProperty: String
        public var dialect: String
        /// Screens whose own view model this screen's view model (or view) holds: handed down.
        public var childScreens: [String]
        /// Child view models that no screen owns.
        public var childViewModels: [String]
        /// Cases this view sends.
        public var sends: [String]
        public var findings: [FindingEntry]
        /// Layered layout: the screen's depth below the screens that hand it down, and its order
        /// within that layer of its module (`MapLayout`).
        public var layer = 0
        public var order = 0
    }

    public struct ViewModel: Codable, Sendable, Equatable {
        public var name: String
        public var module: String
        public var place: Place
        public var dialect: String
        public var flavor: String
        /// Screens holding it as their own view model.
        public var screens: [String]
        public var actions: [Action]
        public var responderActions: [Action]
        public var dependencies: [Dependency]
        public var children: [String]
        public var tests: [String]
        public var findings: [FindingEntry]
    }

    public struct Action: Codable, Sendable, Equatable {
        public var name: String
        public var line: Int
        /// Views that send it (for an action) through their own view model.
        public var sentBy: [String]
        /// Test files that send it (an action) or observe it (a responder action).
        public var testedBy: [String]
        /// The test functions sending it (an action).
        public var tests: [String]
        public var tested: Bool
        /// For a responder action: types with a method taking it.
        public var handledBy: [String]
    }

    public struct Dependency: Codable, Sendable, Equatable {
        public var name: String
        public var type: String
    }

    public struct FindingEntry: Codable, Sendable, Equatable {
        public var file: String
        public var line: Int
        public var column: Int
        public var severity: String
        public var rule: String
        public var message: String
        public var fixable: Bool
        /// The lines around the finding, for pages (`Excerpts`).
        public var excerpt: Excerpt?

        init(_ violation: Violation) {
            file = violation.file
            line = violation.line
            column = violation.column
            severity = violation.severity.rawValue
            rule = violation.rule
            message = violation.message
            fixable = violation.isFixable
        }
    }
}

extension ArchitectureMap {
    /// The map of what a lint run read (`LintRun.run(…, readArchitecture: true)`). Types are
    /// told apart by module; a name two modules declare is shown with its module (`Shop.HomeView`).
    public init(readings: [ArchitectureReading], violations: [Violation], tool: String) {
        self.tool = tool
        let key = ArchitectureReading.key
        // The shown name of each (module, name): the name, or `Module.Name` where two modules share it.
        var modulesOfName: [String: Set<String>] = [:]
        for reading in readings {
            for model in reading.viewModels { modulesOfName[model.name, default: []].insert(model.module) }
            for screen in reading.screens { modulesOfName[screen.view, default: []].insert(screen.module) }
        }
        func shown(_ name: String, _ module: String) -> String { (modulesOfName[name]?.count ?? 0) > 1 ? module + "." + name : name }
        var shownByKey: [String: String] = [:]
        for (name, modules) in modulesOfName { for module in modules { shownByKey[key(name, module)] = shown(name, module) } }
        func shown(key: String) -> String { shownByKey[key] ?? String(key.split(separator: "\u{1}").last ?? Substring(key)) }
        // A view model's declaration and its extensions, merged.
        var viewModelSpans: [String: [SourceSpan]] = [:]
        var viewModels: [String: ViewModel] = [:]
        for reading in readings.flatMap(\.viewModels) {
            let id = key(reading.name, reading.module)
            viewModelSpans[id, default: []].append(reading.span)
            var model = viewModels[id] ?? ViewModel(
                name: shown(reading.name, reading.module), module: reading.module, place: Place(file: reading.span.file, line: reading.span.line),
                dialect: reading.dialect, flavor: reading.flavor, screens: [], actions: [], responderActions: [],
                dependencies: [], children: [], tests: reading.tests, findings: [])
            if !reading.isExtension { model.place = Place(file: reading.span.file, line: reading.span.line) }
            model.actions += reading.actions.map { Action($0, sentBy: []) }
            model.responderActions += reading.responderActions.map { Action($0, sentBy: []) }
            model.dependencies += reading.dependencies.map { Dependency(name: $0.name, type: $0.type) }
            model.children = Array(Set(model.children + reading.children)).sorted()
            viewModels[id] = model
        }
        var screenSpans: [String: [SourceSpan]] = [:]
        var screens: [String: Screen] = [:]
        for reading in readings.flatMap(\.screens) {
            let id = key(reading.view, reading.module)
            screenSpans[id, default: []].append(reading.span)
            let ownKey = reading.viewModel.map { key($0, reading.viewModelModule ?? reading.module) }
            var screen = screens[id] ?? Screen(
                id: shown(reading.view, reading.module), module: reading.module, view: Place(file: reading.span.file, line: reading.span.line),
                viewModel: ownKey, viewModelProperty: reading.viewModelProperty,
                dialect: ownKey.flatMap { viewModels[$0]?.dialect } ?? "", childScreens: [], childViewModels: [],
                sends: [], findings: [])
            screen.sends = Array(Set(screen.sends + reading.sends)).sorted()
            screen.childViewModels = Array(Set(screen.childViewModels + reading.otherViewModels)).sorted()
            screens[id] = screen
        }
        // Who owns which view model, who sends which action (by key; names are shown at the end).
        var owners: [String: [String]] = [:]
        for (id, screen) in screens.sorted(by: { $0.key < $1.key }) {
            guard let model = screen.viewModel, viewModels[model] != nil else { continue }
            owners[model, default: []].append(id)
            viewModels[model]!.screens.append(screen.id)
            for index in viewModels[model]!.actions.indices where screen.sends.contains(viewModels[model]!.actions[index].name) {
                viewModels[model]!.actions[index].sentBy.append(screen.id)
            }
        }
        // Children: held by the screen's view or by its own view model.
        for id in screens.keys {
            var screen = screens[id]!
            let held = Set(screen.childViewModels + (screen.viewModel.flatMap { viewModels[$0]?.children } ?? []))
            screen.childScreens = held.flatMap { owners[$0] ?? [] }.filter { $0 != id }.map { screens[$0]!.id }.sorted()
            screen.childViewModels = held.filter { owners[$0] == nil }.map { shown(key: $0) }.sorted()
            screen.viewModel = screen.viewModel.map { shown(key: $0) }
            screens[id] = screen
        }
        for id in viewModels.keys { viewModels[id]!.children = viewModels[id]!.children.map { shown(key: $0) }.sorted() }
        // Each finding goes to the innermost screen or view model whose code holds it.
        var other: [FindingEntry] = []
        var byFile: [String: [(span: SourceSpan, screen: String?, viewModel: String?)]] = [:]
        for id in viewModelSpans.keys.sorted() { for span in viewModelSpans[id]! { byFile[span.file, default: []].append((span, nil, id)) } }
        for id in screenSpans.keys.sorted() { for span in screenSpans[id]! { byFile[span.file, default: []].append((span, id, nil)) } }
        var totals = Totals()
        for violation in violations {
            totals.findings += 1
            if violation.severity == .error { totals.errors += 1 } else { totals.warnings += 1 }
            let holders = (byFile[violation.file] ?? []).filter { $0.span.contains(file: violation.file, line: violation.line) }
            guard let innermost = holders.min(by: { $0.span.endLine - $0.span.line < $1.span.endLine - $1.span.line }) else {
                other.append(FindingEntry(violation))
                continue
            }
            if let screen = innermost.screen { screens[screen]!.findings.append(FindingEntry(violation)) }
            if let viewModel = innermost.viewModel { viewModels[viewModel]!.findings.append(FindingEntry(violation)) }
        }
        var ordered = screens.values.sorted { ($0.module, $0.id) < ($1.module, $1.id) }
        MapLayout.arrange(&ordered)
        self.screens = ordered
        self.viewModels = viewModels.values.sorted { ($0.module, $0.name) < ($1.module, $1.name) }
        otherFindings = other
        var modules: [String: Module] = [:]
        for screen in self.screens { modules[screen.module, default: Module(name: screen.module, screens: [], viewModels: [])].screens.append(screen.id) }
        for model in self.viewModels where model.screens.isEmpty {
            modules[model.module, default: Module(name: model.module, screens: [], viewModels: [])].viewModels.append(model.name)
        }
        self.modules = modules.values.sorted { $0.name < $1.name }
        totals.screens = self.screens.count
        totals.viewModels = self.viewModels.count
        totals.actions = self.viewModels.reduce(0) { $0 + $1.actions.count }
        totals.untestedActions = self.viewModels.reduce(0) { $0 + $1.actions.filter { !$0.tested }.count }
        self.totals = totals
    }
}

/// Lines `firstLine…` of a file around a finding.
public struct Excerpt: Codable, Sendable, Equatable {
    public var firstLine: Int
    public var lines: [String]
}

extension ArchitectureMap {
    /// The map with each finding's excerpt: `lines(file)` gives a file's lines (nil if unreadable).
    public func withExcerpts(_ excerpts: Excerpts) -> ArchitectureMap {
        var map = self
        func fill(_ findings: inout [FindingEntry]) {
            for index in findings.indices { findings[index].excerpt = excerpts.around(file: findings[index].file, line: findings[index].line) }
        }
        for index in map.screens.indices { fill(&map.screens[index].findings) }
        for index in map.viewModels.indices { fill(&map.viewModels[index].findings) }
        fill(&map.otherFindings)
        return map
    }
}

extension ArchitectureMap.Action {
    init(_ reading: ActionReading, sentBy: [String]) {
        self.init(name: reading.name, line: reading.line, sentBy: sentBy, testedBy: reading.testedBy, tests: reading.tests,
                  tested: !reading.testedBy.isEmpty, handledBy: reading.handledBy)
    }
}
