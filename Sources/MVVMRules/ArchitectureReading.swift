import SwiftLexer
import SwiftOutline

/// What one file says about the app's architecture — its screens and its view models, with their
/// actions, the tests that send them, dependencies and child view models — for `mvvm map`. Read
/// from the same model the rules ask (roles, screens, the index's tests), never from raw text.
public struct ArchitectureReading: Sendable, Codable, Hashable {
    public var viewModels: [ViewModelReading] = []
    public var screens: [ScreenReading] = []

    public init() {}

    public var isEmpty: Bool { viewModels.isEmpty && screens.isEmpty }

    /// A type's name with its module, for telling same-named types of two modules apart.
    public static func key(_ name: String, module: String) -> String { module + "\u{1}" + name }
}

/// Lines `line...endLine` of `file`: a declaration's extent, where its findings land.
public struct SourceSpan: Sendable, Codable, Hashable {
    public var file: String
    public var line: Int
    public var endLine: Int

    public init(file: String, line: Int, endLine: Int) {
        self.file = file
        self.line = line
        self.endLine = endLine
    }

    public func contains(file other: String, line number: Int) -> Bool { other == file && (line...endLine).contains(number) }
}

/// One declaration (or extension) of a view model.
public struct ViewModelReading: Sendable, Codable, Hashable {
    public var name: String
    public var module: String
    public var span: SourceSpan
    public var isExtension: Bool
    /// The profile of the file's configuration (`rulebook`, `viewstate`…).
    public var dialect: String
    /// `observable` (`@Observable`), `combine` (`ObservableObject`) or `""`.
    public var flavor: String
    public var actions: [ActionReading] = []
    public var responderActions: [ActionReading] = []
    /// `init` parameters: what the view model is given.
    public var dependencies: [DependencyReading] = []
    /// Stored properties whose type is a view model: the children it hands down.
    public var children: [String] = []
    /// Test files that mention the view model.
    public var tests: [String] = []
}

/// An `Action` (or `ResponderAction`) case, with the test files that send (or observe) it and,
/// for a responder action, the types with a method taking it.
public struct ActionReading: Sendable, Codable, Hashable {
    public var name: String
    public var line: Int
    public var testedBy: [String]
    /// The test functions sending it (`LoginViewModelTests.testSignIn`); none for a responder action.
    public var tests: [String] = []
    public var handledBy: [String] = []
}

public struct DependencyReading: Sendable, Codable, Hashable {
    public var name: String
    public var type: String
}

/// A view that holds a view model.
public struct ScreenReading: Sendable, Codable, Hashable {
    public var view: String
    public var module: String
    public var span: SourceSpan
    /// The qualified name of its own view model's type, when the index knows it, and its module.
    public var viewModel: String?
    public var viewModelModule: String?
    public var viewModelProperty: String
    /// Cases the view sends through its own view model's action methods.
    public var sends: [String]
    /// Other view models it holds (a finding of `single_view_model`).
    public var otherViewModels: [String]
}

extension RuleContext {
    /// The architecture this file declares (`mvvm map`).
    public func architecture() -> ArchitectureReading {
        var reading = ArchitectureReading()
        let path = outline.file.path
        for subject in viewModelBodies {
            reading.viewModels.append(viewModelReading(subject, path: path))
        }
        for subject in screenBodies {
            let type = index.types[subject.type]
            let own = index.ownViewModel(of: subject.type)
            let ownType = own.flatMap { viewModel(named: $0.typeName, from: subject.type) }
            let methods = ownType.map { index.actionMethods(of: $0) } ?? Set(index.settings.actionMethods)
            let others = index.viewModelProperties(of: subject.type).filter { $0.name != own?.name }.map { property in
                index.resolve(property.typeName, from: subject.type).map { ArchitectureReading.key(index.types[$0].name, module: index.types[$0].module) }
                    ?? property.typeName
            }
            reading.screens.append(ScreenReading(
                view: type.name, module: type.module, span: span(of: subject.declaration, path: path),
                viewModel: ownType.map { index.types[$0].name }, viewModelModule: ownType.map { index.types[$0].module },
                viewModelProperty: own?.name ?? "",
                sends: own.map { sentCases(in: subject.declaration, through: $0.name, methods: methods) } ?? [],
                otherViewModels: others))
        }
        return reading
    }

    /// The view model a property's type names: `ScreenViewModel.Context` — the view-facing part
    /// declared in a (generic) base class, shared by every view model deriving from it — names
    /// `ScreenViewModel`.
    private func viewModel(named written: String, from view: Int) -> Int? {
        guard let resolved = index.resolve(written, from: view) else { return nil }
        let declared = index.types[resolved].name
        guard let dot = QualifiedNames.lastDot(written), let declaredDot = QualifiedNames.lastDot(declared),
              let owner = index.resolve(String(written[..<dot]), from: view), owner != resolved, index.isViewModel(owner),
              let enclosing = index.resolve(String(declared[..<declaredDot]), from: resolved),
              index.types[owner].lineage.contains(enclosing) else { return resolved }
        return owner
    }

    private func span(of declaration: Declaration, path: String) -> SourceSpan {
        let tokens = declaration.tokens
        let first = outline.location(ofToken: tokens.lowerBound).line
        let last = tokens.isEmpty ? first : outline.location(ofToken: tokens.upperBound - 1).line
        return SourceSpan(file: path, line: first, endLine: last)
    }

    private func viewModelReading(_ subject: Subject, path: String) -> ViewModelReading {
        let type = index.types[subject.type]
        let flavor = index.isObservationViewModel(subject.type) ? "observable"
            : index.ancestors(of: subject.type, including: true).contains { index.types[$0].inheritance.contains("ObservableObject") } ? "combine" : ""
        var reading = ViewModelReading(name: type.name, module: type.module, span: span(of: subject.declaration, path: path),
                                       isExtension: subject.declaration.kind == .extension, dialect: profile.rawValue, flavor: flavor)
        let tests = index.tests(mentioning: subject.type)
        reading.tests = tests.map(\.path).sorted()
        let actionMethods = index.actionMethods(of: subject.type)
        for member in members(of: subject.declaration) {
            switch member.kind {
            case .enum:
                // `Action`, and the `…Action` enums other dialects send (`ViewAction`).
                let enumName = outline.name(of: member) ?? ""
                let isResponder = enumName == "ResponderAction"
                guard isResponder || enumName.hasSuffix("Action") else { continue }
                let handlers = isResponder ? responderHandlers(of: type) : []
                for caseDeclaration in self.members(of: member) where caseDeclaration.kind == .enumCase {
                    for element in caseDeclaration.caseElements {
                        let name = outline.text(element.nameToken)
                        let line = outline.location(ofToken: element.nameToken).line
                        if isResponder {
                            let observers = tests.filter { $0.referencedCases.contains(name) }.map(\.path).sorted()
                            reading.responderActions.append(ActionReading(name: name, line: line, testedBy: observers, handledBy: handlers))
                        } else {
                            reading.actions.append(action(name, line: line, sentThrough: actionMethods, tests: tests))
                        }
                    }
                }
            case .initializer:
                for parameter in member.parameters {
                    guard let nameToken = parameter.name ?? parameter.label else { continue }
                    let typeText = parameter.type.map { outline.text($0) } ?? ""
                    reading.dependencies.append(DependencyReading(name: outline.text(nameToken), type: typeText))
                }
            default: continue
            }
        }
        // No nested action enum: the one its reducer takes (`process(viewAction:
        // ScreenViewAction)`, the enum declared beside the view model), when the index knows it.
        if reading.actions.isEmpty, !reading.isExtension {
            for enumType in index.actionEnums[subject.type] ?? [] {
                reading.actions += index.types[enumType].cases.map { action($0, line: 0, sentThrough: actionMethods, tests: tests) }
            }
        }
        reading.children = type.properties.compactMap { property in
            guard let id = index.resolve(property.typeName, from: subject.type), id != subject.type, index.isViewModel(id) else { return nil }
            return ArchitectureReading.key(index.types[id].name, module: index.types[id].module)
        }
        return reading
    }

    /// An action, with the test files and test functions sending it through an action method.
    private func action(_ name: String, line: Int, sentThrough methods: Set<String>, tests: [FileFacts]) -> ActionReading {
        let keys = methods.map { FileFacts.sentCase($0, name) }
        // An action macro writes a method per case: calling it sends the case.
        let throughMacro = methods.contains(name)
        let senders = tests.filter { test in keys.contains { test.sentCases.contains($0) } || throughMacro && test.calledMembers.contains(name) }
        let functions = senders.flatMap { test in keys.flatMap { test.sendingTests[$0] ?? [] } }
        return ActionReading(name: name, line: line, testedBy: senders.map(\.path).sorted(), tests: Array(Set(functions)).sorted())
    }

    /// Types with a method taking this view model's `ResponderAction`: who handles it.
    private func responderHandlers(of viewModel: ProjectType) -> [String] {
        let written = viewModel.simpleName + ".ResponderAction"
        var handlers: [String] = []
        for type in index.types where !type.isTestDouble {
            if type.methods.contains(where: { $0.parameterType == written || $0.parameterType.hasSuffix("." + written) }) {
                handlers.append(type.name)
            }
        }
        return Array(Set(handlers)).sorted()
    }

    /// `viewModel.send(.refresh)` or `viewModel.send(action: .refresh)` in the view's code: the
    /// cases it sends through `property`'s action methods.
    private func sentCases(in view: Declaration, through property: String, methods: Set<String>) -> [String] {
        var sent: [String] = []
        for member in members(of: view) {
            for range in codeRanges(of: member) {
                for chain in outline.postfixChains(in: range) {
                    let path = memberPath(chain)
                    guard path.count == 2, path[0] == property, methods.contains(path[1]),
                          case .call(let arguments)? = component(after: 2, in: chain) else { continue }
                    var position = arguments.lowerBound
                    if position + 1 < arguments.upperBound, tokens[position + 1].kind == .colon, tokens[position].kind == .identifier { position += 2 }
                    guard position + 1 < arguments.upperBound, tokens[position].kind == .period,
                          tokens[position + 1].kind == .identifier else { continue }
                    sent.append(outline.text(position + 1))
                }
            }
        }
        return Array(Set(sent)).sorted()
    }
}
