import Foundation
import SwiftLexer
import SwiftOutline

/// What `mvvm add` adds to a screen.
public enum ScreenAddition: String, CaseIterable, Sendable {
    case action
    case responderAction = "responder-action"
    case output
    case dependency
}

/// Grows an existing rulebook screen: edits its view model, its tests and the places that build
/// it, by byte ranges found with the lexer and the outline (never by searching the text). Works
/// on the files' bytes in memory — every byte it does not edit stays as it was, invalid UTF-8
/// included, and what it inserts takes each file's line breaks; the command plans and writes them. Each entry is added to the files as the
/// previous one left them, so a list (`a,b`) reads as two runs in a row.
public struct ScreenEditor {
    /// The current bytes of every file the editor may touch, by path.
    public private(set) var texts: [String: [UInt8]]
    /// Where lines of the output name a file.
    let display: (String) -> String
    let viewModelPath: String
    let viewModelName: String
    /// Test files that mention the view model, the most likely home of its tests first.
    let testPaths: [String]
    /// Other files that may build the view model (previews, app code).
    let otherPaths: [String]
    /// Methods that take the view model's actions (`send` and configured ones).
    let actionMethods: Set<String>
    /// Lines for the user about what was left alone (`note: …`).
    public private(set) var notes: [String] = []
    /// The MARK titles that name the Output and the Properties & Dependencies sections (the
    /// project's `view_model_sections` aliases; case and spacing ignored).
    public var outputSectionTitles = ["Output", "Outputs"]
    public var propertiesSectionTitles = ["Properties & Dependencies", "Properties and Dependencies", "Properties", "Dependencies",
                                          "Private Properties"]

    public init(texts: [String: [UInt8]], viewModelPath: String, viewModelName: String, testPaths: [String],
                otherPaths: [String], actionMethods: Set<String> = ["send"], display: @escaping (String) -> String = { $0 }) {
        self.texts = texts
        self.viewModelPath = viewModelPath
        self.viewModelName = viewModelName
        self.testPaths = testPaths
        self.otherPaths = otherPaths
        self.actionMethods = actionMethods.union(["send"])
        self.display = display
    }

    /// Adds each comma-separated entry of `value`; throws (changing nothing the caller will
    /// write) when an entry is malformed, its name is taken, or the screen lacks what it needs.
    public mutating func add(_ addition: ScreenAddition, _ value: String) throws {
        let entries = try ScreenSpecification.entries(value)
        guard !entries.isEmpty else { throw ScaffoldError("\(addition.rawValue): give a value to add") }
        for entry in entries {
            let before = try ViewModelFile(self).members.count
            let testsBefore = (try? TestFile(self, viewModel: viewModelName))?.members.count
            let name: String
            switch addition {
            case .action:
                let action = try ScreenSpecification.actionCase(entry, option: addition.rawValue)
                name = action.name
                try addAction(action)
            case .responderAction:
                let action = try ScreenSpecification.actionCase(entry, option: addition.rawValue)
                name = action.name
                try addResponderAction(action)
            case .output:
                let (output, type, value) = try ScreenSpecification.namedType(entry, option: addition.rawValue)
                guard let initial = value ?? SampleValues.value(for: type) else {
                    throw ScaffoldError("output: `\(entry)` needs an initial value mvvm can't guess; give one: `\(output):\(type)=.init()`")
                }
                name = output
                try addOutput(name: output, type: type, initial: initial)
            case .dependency:
                let (dependency, type, value) = try ScreenSpecification.namedType(entry, option: addition.rawValue)
                name = dependency
                try addDependency(name: dependency, type: type, value: value ?? SampleValues.value(for: type) ?? ".preview")
            }
            try verify(addition, name, membersBefore: before, testsBefore: testsBefore)
        }
    }

    /// Parse before write: the edited view model, read again from its new bytes, must hold the
    /// addition where it belongs — else nothing is written. A shape the insertion points do not
    /// know (a one-line body, an unusual layout) then fails loudly instead of writing code that
    /// does not parse.
    func verify(_ addition: ScreenAddition, _ name: String, membersBefore: Int, testsBefore: Int?) throws {
        let model = try ViewModelFile(self)
        func misplaced(_ what: String) -> ScaffoldError {
            model.failure("the edit would not put \(what) where it belongs in this layout; nothing was written")
        }
        let addsMember = addition == .output || addition == .dependency
        guard model.members.count == membersBefore + (addsMember ? 1 : 0) else { throw misplaced("`\(name)`") }
        switch addition {
        case .action, .responderAction:
            let enums = addition == .action ? ["Action"] : ["Action", "ResponderAction"]
            for enumName in enums {
                guard let declaration = model.enumNamed(enumName), model.caseNames(of: declaration).contains(name) else {
                    throw misplaced("the case `\(name)` in `\(enumName)`")
                }
            }
            guard let found = try model.actionSwitch().statement,
                  found.cases.contains(where: { $0.patterns.contains { pattern in
                      // `.paid`, `.paid(let total)` or, hoisted, `let .paid(total)`.
                      let text = model.file.outline.text(pattern)
                      return text.hasPrefix(".\(name)") || text.hasPrefix("let .\(name)") || text.hasPrefix("var .\(name)")
                  } }) else {
                throw misplaced("the branch `case .\(name)`")
            }
            let tests = try TestFile(self, viewModel: viewModelName)
            guard let testsBefore, tests.members.count == testsBefore + 1 else {
                throw ScaffoldError("\(tests.display): error: the edit would not put the test of `\(name)` where it belongs "
                    + "in this layout; nothing was written")
            }
        case .output:
            guard model.memberNames.contains(name) else { throw misplaced("the output `\(name)`") }
        case .dependency:
            let initializer = try model.initializer()
            let assigns = model.file.outline.statements(in: initializer.body ?? 0..<0).contains { statement in
                let start = statement.tokens.lowerBound
                return statement.tokens.count > 3 && model.file.tokens[start].keyword == .self
                    && model.file.text(start + 2) == name && model.file.tokens[start + 3].kind == .equal
            }
            guard model.memberNames.contains(name), model.parameterNames(of: initializer).contains(name), assigns else {
                throw misplaced("`\(name)` (its property, `init` parameter and assignment)")
            }
        }
    }

    // MARK: - The four additions

    mutating func addAction(_ action: ScreenSpecification.ActionCase) throws {
        let model = try ViewModelFile(self)
        let actionEnum = try model.requireEnum("Action")
        if model.caseNames(of: actionEnum).contains(action.name) {
            throw model.failure("`\(viewModelName).Action` already has a case `\(action.name)`")
        }
        let switchStatement = try model.actionSwitch()
        try model.requireNoConditionalCompilation(in: [actionEnum], switchStatement)
        // A state per action when the screen keeps one (`enum State` + `state`), as `mvvm new` writes.
        let stateEnum = model.hasStateProperty ? model.enumNamed("State") : nil
        if stateEnum != nil, action.name == "idle" {
            throw model.failure("`idle` would clash with `State.idle`; choose another name")
        }
        let tests = try TestFile(self, viewModel: viewModelName)
        let capitalized = ScreenRenderer.capitalized(action.name)
        // Without a state to check, the test says only that the action is handled.
        let testName = model.hasStateProperty ? "\(capitalized)_changesStateTo\(capitalized)" : "\(capitalized)_isHandled"
        try tests.requireFree(testName)
        try tests.requireMakeSUT(responder: false)

        var edits = model.file.edits
        edits.add(model.caseInsertion(ScreenRenderer.declaration(action), into: actionEnum))
        if let stateEnum, !model.caseNames(of: stateEnum).contains(action.name) {
            edits.add(model.caseInsertion(action.name, into: stateEnum))
        }
        let statement = stateEnum != nil ? "state = .\(action.name)" : "break"
        edits.add(model.branchInsertion(pattern: "." + action.name, statement: statement, into: switchStatement))
        texts[viewModelPath] = try edits.applied()

        let body = stateEnum != nil
            ? ["let sut = makeSUT()", "", "sut.send(\(ScreenRenderer.sample(action)))", "", tests.expectation("sut.state", ".\(action.name)")]
            : ["let sut = makeSUT()", "", "sut.send(\(ScreenRenderer.sample(action)))"]
        texts[tests.file.path] = try tests.insertingTest(named: testName, body: body)
    }

    mutating func addResponderAction(_ action: ScreenSpecification.ActionCase) throws {
        let model = try ViewModelFile(self)
        let responderEnum = try model.requireEnum("ResponderAction")
        if model.caseNames(of: responderEnum).contains(action.name) {
            throw model.failure("`\(viewModelName).ResponderAction` already has a case `\(action.name)`")
        }
        guard model.memberNames.contains("responder") else {
            throw model.failure("no `responder` property to send `\(action.name)` through (mvvm new declares `private let responder: Responder<ResponderAction>`)")
        }
        let actionEnum = try model.requireEnum("Action")
        if model.caseNames(of: actionEnum).contains(action.name) {
            throw model.failure("`\(viewModelName).Action` already has a case `\(action.name)`, so no input case can forward the responder action; choose another name")
        }
        let switchStatement = try model.actionSwitch()
        try model.requireNoConditionalCompilation(in: [responderEnum, actionEnum], switchStatement)
        let tests = try TestFile(self, viewModel: viewModelName)
        let capitalized = ScreenRenderer.capitalized(action.name)
        let testName = "\(capitalized)_respondsWith\(capitalized)"
        try tests.requireFree(testName)
        try tests.requireMakeSUT(responder: true)

        var edits = model.file.edits
        let declaration = ScreenRenderer.declaration(action)
        edits.add(model.caseInsertion(declaration, into: responderEnum))
        edits.add(model.caseInsertion(declaration, into: actionEnum))
        edits.add(model.branchInsertion(pattern: ScreenRenderer.bindingPattern(action),
                                        statement: "responder.send(\(ScreenRenderer.forwarded(action)))", into: switchStatement))
        texts[viewModelPath] = try edits.applied()

        let body = [
            "var responses = 0",
            "let sut = makeSUT(responder: .init { action in",
            "\(tests.unit)if case .\(action.name) = action { responses += 1 }",
            "})",
            "",
            "sut.send(\(ScreenRenderer.sample(action)))",
            "",
            tests.expectation("responses", "1"),
        ]
        texts[tests.file.path] = try tests.insertingTest(named: testName, body: body)
    }

    mutating func addOutput(name: String, type: String, initial: String) throws {
        let model = try ViewModelFile(self)
        try model.requireFreeMember(name)
        let prefix: String
        if model.isObservation {
            prefix = "private(set) var"
        } else if model.isObservableObject {
            prefix = "@Published private(set) var"
        } else {
            throw model.failure("neither `ObservableObject` nor `@Observable`, so mvvm can't tell how to publish an output")
        }
        var edits = model.file.edits
        edits.add(try model.memberInsertion("\(prefix) \(name): \(type) = \(initial)", section: outputSectionTitles))
        texts[viewModelPath] = try edits.applied()
    }

    mutating func addDependency(name: String, type: String, value: String) throws {
        let model = try ViewModelFile(self)
        try model.requireFreeMember(name)
        let initializer = try model.initializer()
        if model.parameterNames(of: initializer).contains(name) {
            throw model.failure("its `init` already takes a parameter `\(name)`")
        }
        var edits = model.file.edits
        edits.add(try model.memberInsertion("private let \(name): \(type)",
                                            section: propertiesSectionTitles))
        edits.add(try model.parameterInsertion("\(name): \(type)", into: initializer))
        edits.add(model.assignmentInsertion("self.\(name) = \(name)", into: initializer))
        texts[viewModelPath] = try edits.applied()

        // Every place that builds the view model: previews and tests get the value; app code is
        // the user's to wire (a preview value there would be wrong), so it gets a note.
        for path in [viewModelPath] + testPaths + otherPaths {
            guard let text = texts[path] else { continue }
            let file = EditedFile(path: path, bytes: text)
            let isTest = testPaths.contains(path)
            var edits = file.edits
            for call in file.constructions(of: viewModelName) {
                if isTest || file.isInPreview(call) {
                    edits.add(file.argumentInsertion("\(name): \(value)", call: call))
                } else {
                    let line = file.outline.location(ofToken: call).line
                    notes.append("note: \(display(path)):\(line): builds \(viewModelName) without `\(name):`; pass the app's \(type) there")
                }
            }
            if !edits.isEmpty { texts[path] = try edits.applied() }
        }
    }
}

// MARK: - Reading and editing one file

/// A file's text with its outline, and the byte edits planned on it.
struct EditedFile {
    let path: String
    let bytes: [UInt8]
    let outline: SourceOutline
    /// One level of the file's indentation.
    let unit: String

    init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        outline = SourceOutline(SourceFile(path: path, bytes: bytes))
        unit = (Indentation.detect(in: [bytes]) ?? .standard).unit
    }

    var tokens: [Token] { outline.tokens }
    var edits: Edits { Edits(bytes: bytes) }

    func text(_ index: Int) -> String { outline.text(index) }

    /// The offset just past the line holding `offset` (before its line break).
    func lineEnd(_ offset: Int) -> Int {
        var end = offset
        while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
        return end
    }

    func lineStart(_ offset: Int) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D { start -= 1 }
        return start
    }

    /// The whitespace a line starts with.
    func indentation(ofLineAt offset: Int) -> String {
        var index = lineStart(offset)
        var result = ""
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 {
            result.append(Character(UnicodeScalar(bytes[index])))
            index += 1
        }
        return result
    }

    func sameLine(_ a: Int, _ b: Int) -> Bool { lineStart(a) == lineStart(b) }

    /// Whether only whitespace precedes `offset` on its line.
    func startsLine(_ offset: Int) -> Bool {
        bytes[lineStart(offset)..<offset].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    func start(_ token: Int) -> Int { Int(tokens[token].start) }
    func end(_ token: Int) -> Int { Int(tokens[token].end) }

    /// The end of a member's last line: after a trailing comment, before the next line.
    func endOfLine(after token: Int) -> Int { lineEnd(end(token)) }

    /// Inserts `lines` (one level in from `braceIndent`) into the braces whose contents are
    /// `body`: after the last token, or in place of an empty `{}`.
    func blockInsertion(_ lines: [String], body: Range<Int>, braceIndent: String) -> Edit {
        let open = body.lowerBound - 1, close = body.upperBound
        let inner = braceIndent + unit
        let rendered = lines.map { $0.isEmpty ? "" : inner + $0 }.joined(separator: "\n")
        if body.isEmpty, close < tokens.count,
           bytes[end(open)..<start(close)].allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            return Edit(range: start(open)..<end(close), text: "{\n" + rendered + "\n" + braceIndent + "}")
        }
        let lastEnd = body.isEmpty ? end(open) : end(body.upperBound - 1)
        if close < tokens.count, sameLine(lastEnd, start(close)) {
            return Edit(range: lastEnd..<lastEnd, text: "\n" + rendered + "\n" + braceIndent)
        }
        let anchor = lineEnd(lastEnd)
        return Edit(range: anchor..<anchor, text: "\n" + rendered)
    }

    /// Constructions `Name(…)`: the indices of the name tokens.
    func constructions(of name: String) -> [Int] {
        var result: [Int] = []
        for index in tokens.indices.dropLast() where tokens[index].kind == .identifier && tokens[index + 1].kind == .leftParen {
            guard text(index) == name else { continue }
            if index > 0, tokens[index - 1].kind == .keyword, tokens[index - 1].keyword == .func { continue }
            result.append(index)
        }
        return result
    }

    /// Whether a token sits in a `PreviewProvider` or a `#Preview`.
    func isInPreview(_ token: Int) -> Bool {
        outline.declarations.contains { declaration in
            guard declaration.tokens.contains(token) else { return false }
            if declaration.kind == .macroExpansion { return outline.name(of: declaration) == "Preview" || text(declaration.keywordToken + 1) == "Preview" }
            return declaration.kind.isType && declaration.inheritance.contains { outline.text($0).hasSuffix("PreviewProvider") }
        }
    }

    /// The top-level items of a bracketed list (arguments, parameters): token ranges.
    func listItems(_ contents: Range<Int>) -> [Range<Int>] {
        var items: [Range<Int>] = []
        var start = contents.lowerBound
        var index = contents.lowerBound
        while index < contents.upperBound {
            if tokens[index].kind == .comma {
                items.append(start..<index)
                start = index + 1
                index += 1
                continue
            }
            index = tokens[index].kind.isOpeningBracket ? outline.indexAfterGroup(index) : index + 1
        }
        if start < contents.upperBound { items.append(start..<contents.upperBound) }
        return items
    }

    /// `text` as an item of the list in the parentheses opened at `open`: before the item
    /// labelled `before` if there is one, else last.
    func listInsertion(_ text: String, open: Int, before label: String) -> Edit {
        let contents = outline.groupContents(open)
        let items = listItems(contents)
        if let next = items.first(where: { self.text($0.lowerBound) == label && $0.count > 1 && tokens[$0.lowerBound + 1].kind == .colon }) {
            let at = start(next.lowerBound)
            if tokens[next.lowerBound].isAtStartOfLine {
                return Edit(range: at..<at, text: text + ",\n" + indentation(ofLineAt: at))
            }
            return Edit(range: at..<at, text: text + ", ")
        }
        guard let last = items.last else { return Edit(range: end(open)..<end(open), text: text) }
        let at = end(last.upperBound - 1)
        if tokens[last.lowerBound].isAtStartOfLine {
            return Edit(range: at..<at, text: ",\n" + indentation(ofLineAt: start(last.lowerBound)) + text)
        }
        return Edit(range: at..<at, text: ", " + text)
    }

    /// The argument added to the call whose name token is `call`, before `responder:`.
    func argumentInsertion(_ text: String, call: Int) -> Edit {
        listInsertion(text, open: call + 1, before: "responder")
    }
}

/// A byte replacement.
struct Edit {
    var range: Range<Int>
    var text: String
}

/// Edits on one file's bytes, applied together (they never overlap: each adds at a point or
/// replaces an empty pair of braces).
struct Edits {
    let bytes: [UInt8]
    private var list: [Edit] = []

    init(bytes: [UInt8]) { self.bytes = bytes }

    var isEmpty: Bool { list.isEmpty }

    mutating func add(_ edit: Edit) { list.append(edit) }

    /// The bytes with every edit made; inserted line breaks take the file's own (CRLF, CR).
    func applied() throws -> [UInt8] {
        var result = bytes
        let lineBreak = SourceFile.lineBreak(of: bytes)
        // From the end, so earlier offsets stay valid; at one point, in the order added.
        let ordered = list.enumerated().sorted { ($0.element.range.lowerBound, $0.offset) > ($1.element.range.lowerBound, $1.offset) }
        var previousStart = Int.max
        for (_, edit) in ordered {
            guard edit.range.upperBound <= previousStart || edit.range.isEmpty else {
                throw ScaffoldError("internal error: overlapping edits")
            }
            var inserted = Array(edit.text.utf8)
            if lineBreak != [0x0A] { inserted = inserted.flatMap { $0 == 0x0A ? lineBreak : [$0] } }
            result.replaceSubrange(edit.range, with: inserted)
            previousStart = edit.range.lowerBound
        }
        return result
    }

}

// MARK: - The view model

/// The view model's primary declaration, read for what `mvvm add` edits.
struct ViewModelFile {
    let file: EditedFile
    let name: String
    let declaration: Declaration
    let actionMethods: Set<String>

    init(_ editor: ScreenEditor) throws {
        guard let text = editor.texts[editor.viewModelPath] else {
            throw ScaffoldError("\(editor.display(editor.viewModelPath)): error: cannot read file")
        }
        file = EditedFile(path: editor.viewModelPath, bytes: text)
        name = editor.viewModelName
        actionMethods = editor.actionMethods
        let outline = file.outline
        let found = outline.declarations.indices.filter { index in
            let declaration = outline.declarations[index]
            return declaration.kind.isType && declaration.kind != .extension && declaration.kind != .protocol
                && outline.name(of: declaration) == editor.viewModelName
        }
        guard let index = found.first else {
            throw ScaffoldError("\(editor.display(editor.viewModelPath)): error: no declaration of `\(editor.viewModelName)` here")
        }
        declaration = outline.declarations[index]
        display = editor.display(editor.viewModelPath)
    }

    let display: String

    func failure(_ message: String) -> ScaffoldError {
        ScaffoldError("\(display): error: \(message)")
    }

    var members: [Declaration] { Array(file.outline.members(of: declaration)) }

    var isObservation: Bool { file.outline.attribute(named: "Observable", on: declaration) != nil }
    var isObservableObject: Bool { declaration.inheritance.contains { file.outline.text($0).hasSuffix("ObservableObject") } }

    /// Names of every member: properties, methods, nested types, cases.
    var memberNames: Set<String> {
        var names = Set<String>()
        for member in members {
            if member.kind == .variable {
                for binding in member.bindings { names.insert(file.text(binding.nameToken)) }
            } else if member.kind == .enumCase {
                for element in member.caseElements { names.insert(file.text(element.nameToken)) }
            } else if let name = file.outline.name(of: member) {
                names.insert(name)
            }
        }
        return names
    }

    func requireFreeMember(_ name: String) throws {
        if memberNames.contains(name) { throw failure("`\(self.name)` already has a member `\(name)`") }
    }

    func enumNamed(_ name: String) -> Declaration? {
        members.first { $0.kind == .enum && file.outline.name(of: $0) == name }
    }

    func requireEnum(_ name: String) throws -> Declaration {
        guard let found = enumNamed(name), found.body != nil else {
            throw failure("no `enum \(name)` in `\(self.name)`; mvvm add edits screens shaped like mvvm new's")
        }
        return found
    }

    func caseNames(of enumeration: Declaration) -> [String] {
        file.outline.members(of: enumeration).filter { $0.kind == .enumCase }.flatMap { member in
            member.caseElements.map { file.text($0.nameToken) }
        }
    }

    /// A stored `state` property beside an `enum State`: the screen keeps one state per action.
    var hasStateProperty: Bool {
        enumNamed("State") != nil && members.contains { member in
            member.kind == .variable && member.bindings.contains { file.text($0.nameToken) == "state" }
        }
    }

    /// `case …` as the enum's last case (or its first, in an empty `{}`).
    func caseInsertion(_ declaration: String, into enumeration: Declaration) -> Edit {
        let body = enumeration.body!
        let cases = file.outline.members(of: enumeration).filter { $0.kind == .enumCase }
        if let last = cases.last {
            let lastToken = last.tokens.upperBound - 1
            let indent = file.indentation(ofLineAt: file.start(last.tokens.lowerBound))
            let close = body.upperBound
            // `enum State { case idle, loading }`: one more element of that one-line declaration.
            if close < file.tokens.count, file.sameLine(file.end(lastToken), file.start(close)) {
                return Edit(range: file.end(lastToken)..<file.end(lastToken), text: ", " + declaration)
            }
            // Blank lines between cases when the enum has them.
            let separated = zip(cases, cases.dropFirst()).contains { previous, next in
                file.outline.location(ofToken: next.tokens.lowerBound).line - file.outline.location(ofToken: previous.tokens.upperBound - 1).line > 1
            }
            let at = file.endOfLine(after: lastToken)
            return Edit(range: at..<at, text: "\n" + (separated ? "\n" : "") + indent + "case " + declaration)
        }
        return file.blockInsertion(["case " + declaration], body: body,
                                   braceIndent: file.indentation(ofLineAt: file.start(enumeration.keywordToken)))
    }

    /// The action method (`send(_:)`) and the `switch` over its parameter, or an empty body to
    /// write one into.
    func actionSwitch() throws -> ActionSwitch {
        let actionMethod = members.first { member in
            guard member.kind == .function, let name = file.outline.name(of: member), actionMethods.contains(name),
                  let parameter = member.parameters.first, let type = parameter.type else { return false }
            return file.outline.text(type) == "Action" || file.outline.text(type) == "\(self.name).Action"
        }
        guard let method = actionMethod, let body = method.body else {
            throw failure("no `func send(_ action: Action)` in `\(name)`; mvvm add edits screens shaped like mvvm new's")
        }
        let parameterName = method.parameters.first?.name.map { file.text($0) } ?? "action"
        if body.isEmpty { return ActionSwitch(method: method, parameter: parameterName, statement: nil) }
        let statements = file.outline.statements(in: body)
        for statement in statements where statement.kind == .switch {
            if let found = file.outline.switchStatement(at: statement.tokens.lowerBound),
               file.outline.text(found.subject) == parameterName {
                return ActionSwitch(method: method, parameter: parameterName, statement: found)
            }
        }
        throw failure("`\(file.outline.name(of: method) ?? "send")(_:)` has no `switch \(parameterName)`; mvvm add adds a branch to it")
    }

    struct ActionSwitch {
        var method: Declaration
        var parameter: String
        var statement: SwitchStatement?
    }

    /// A case added inside one `#if` and its branch outside another would build in one
    /// configuration only: enums and the switch with `#if` among their cases are left to the user.
    func requireNoConditionalCompilation(in enums: [Declaration], _ actionSwitch: ActionSwitch) throws {
        let refusal = failure("`#if` among the cases of `\(name)`'s actions; add this one by hand, in the configurations it belongs to")
        for enumeration in enums
        where file.outline.members(of: enumeration).contains(where: { $0.conditionalDepth > enumeration.conditionalDepth }) {
            throw refusal
        }
        // In the switch, a `#if` block holding a case label — not one inside a case's statements.
        guard let statement = actionSwitch.statement else { return }
        let labels = Set(statement.cases.map(\.labelToken))
        var openings: [Int] = []
        for index in statement.body {
            switch file.tokens[index].keyword {
            case .poundIf: openings.append(index)
            case .poundEndif:
                if let opening = openings.popLast(), labels.contains(where: { $0 > opening && $0 < index }) { throw refusal }
            default: break
            }
        }
    }

    /// `case pattern:` + its statement as the switch's last case (before a `default:`).
    func branchInsertion(pattern: String, statement: String, into actionSwitch: ActionSwitch) -> Edit {
        let unit = file.unit
        guard let switchStatement = actionSwitch.statement else {
            let method = actionSwitch.method
            return file.blockInsertion(["switch \(actionSwitch.parameter) {", "case \(pattern):", unit + statement, "}"], body: method.body!,
                                       braceIndent: file.indentation(ofLineAt: file.start(method.keywordToken)))
        }
        let cases = switchStatement.cases
        guard let first = cases.first else {
            return file.blockInsertion(["case \(pattern):", unit + statement], body: switchStatement.body,
                                       braceIndent: file.indentation(ofLineAt: file.start(switchStatement.switchToken)))
        }
        let indent = file.indentation(ofLineAt: file.start(first.labelToken))
        // Blank lines between cases when the switch has them (mvvm new's do).
        let separated = cases.count < 2 || zip(cases, cases.dropFirst()).contains { previous, next in
            file.outline.location(ofToken: next.labelToken).line - file.outline.location(ofToken: max(previous.body.upperBound - 1, previous.labelToken)).line > 1
        }
        let branch = indent + "case \(pattern):\n" + indent + unit + statement
        // A switch written on one line gets its branch on that line, where the cases are.
        let inline = "case \(pattern): \(statement)"
        if let fallback = cases.first(where: \.isDefault) {
            // `@unknown default:` stays last and keeps its attribute: the branch goes before both.
            var labelStart = fallback.labelToken
            if labelStart >= 2, file.tokens[labelStart - 1].kind == .identifier, file.text(labelStart - 1) == "unknown",
               file.tokens[labelStart - 2].kind == .atSign {
                labelStart -= 2
            }
            guard file.startsLine(file.start(labelStart)) else {
                let at = file.start(labelStart)
                return Edit(range: at..<at, text: inline + "; ")
            }
            let at = file.lineStart(file.start(labelStart))
            return Edit(range: at..<at, text: branch + "\n" + (separated ? "\n" : ""))
        }
        let last = cases.last!
        let lastToken = last.body.isEmpty ? last.labelToken + 1 : last.body.upperBound - 1
        if switchStatement.body.upperBound < file.tokens.count, file.sameLine(file.end(lastToken), file.start(switchStatement.body.upperBound)) {
            let at = file.end(lastToken)
            return Edit(range: at..<at, text: "; " + inline)
        }
        let at = file.endOfLine(after: lastToken)
        return Edit(range: at..<at, text: "\n" + (separated ? "\n" : "") + branch)
    }

    /// The member as the last stored property of the section (or first, right under its MARK).
    func memberInsertion(_ line: String, section written: [String]) throws -> Edit {
        let outline = file.outline
        // As `view_model_sections` reads titles: case and spacing do not matter.
        func normalized(_ title: String) -> String {
            title.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
        }
        let titles = Set(written.map(normalized))
        let inSection = members.filter { member in outline.sectionTitle(of: member).map { titles.contains(normalized($0)) } ?? false }
        let indent = file.indentation(ofLineAt: file.start(declaration.keywordToken)) + file.unit
        if let last = inSection.last(where: { $0.kind == .variable }) ?? inSection.last {
            let at = file.endOfLine(after: last.tokens.upperBound - 1)
            return Edit(range: at..<at, text: "\n" + file.indentation(ofLineAt: file.start(last.tokens.lowerBound)) + line)
        }
        // An empty section: under its MARK, a blank line between, as mvvm new writes it.
        guard let body = declaration.body else { throw failure("`\(name)` has no body") }
        let bodyStart = file.end(body.lowerBound - 1)
        let bodyEnd = body.upperBound < file.tokens.count ? file.start(body.upperBound) : file.bytes.count
        guard let mark = outline.marks.first(where: { (bodyStart..<bodyEnd).contains($0.offset) && titles.contains(normalized($0.title)) }) else {
            let wanted = written.first ?? "Output"
            throw failure("no `// MARK: - \(wanted)` section in `\(name)`; mvvm add writes there")
        }
        let at = file.lineEnd(mark.offset)
        return Edit(range: at..<at, text: "\n\n" + file.indentation(ofLineAt: mark.offset).ifEmpty(indent) + line)
    }

    /// The one `init` to add a parameter to: the only one, or the one taking the responder.
    func initializer() throws -> Declaration {
        let initializers = members.filter { $0.kind == .initializer && !$0.hasModifier(.convenience) }
        if initializers.isEmpty { throw failure("no `init` in `\(name)` to take the dependency") }
        let withResponder = initializers.filter { parameterNames(of: $0).contains("responder") }
        guard initializers.count == 1 || withResponder.count == 1 else {
            throw failure("\(initializers.count) initializers in `\(name)`; mvvm add can't tell which one takes the dependency")
        }
        let chosen = initializers.count == 1 ? initializers[0] : withResponder[0]
        // An `init` the outline reads without a body (the file does not parse there) has no place
        // for the assignment.
        guard chosen.body != nil else { throw failure("the `init` of `\(name)` has no body mvvm add can read") }
        return chosen
    }

    func parameterNames(of function: Declaration) -> [String] {
        function.parameters.compactMap { parameter in parameter.name.map { file.text($0) } }
    }

    func parameterInsertion(_ text: String, into initializer: Declaration) throws -> Edit {
        var open = initializer.keywordToken + 1
        // The parameter list comes before the body; an `init` the outline reads without one
        // (the file does not parse there) is refused.
        let limit = min(initializer.body.map { $0.lowerBound - 1 } ?? file.tokens.count, file.tokens.count)
        while open < limit, file.tokens[open].kind != .leftParen {
            open = file.tokens[open].kind.isOpeningBracket ? file.outline.indexAfterGroup(open) : open + 1
        }
        guard open < limit else { throw failure("the `init` of `\(name)` has no parameter list mvvm add can read") }
        return file.listInsertion(text, open: open, before: "responder")
    }

    /// `self.x = x` before `self.responder = responder`, else after the body's last statement.
    func assignmentInsertion(_ line: String, into initializer: Declaration) -> Edit {
        let body = initializer.body!
        let statements = file.outline.statements(in: body)
        let tokens = file.tokens
        if let responder = statements.first(where: { statement in
            let start = statement.tokens.lowerBound
            return statement.tokens.count > 3 && tokens[start].keyword == .self && tokens[start + 1].kind == .period
                && file.text(start + 2) == "responder" && tokens[start + 3].kind == .equal
        }) {
            let start = file.start(responder.tokens.lowerBound)
            // `init(…) { self.a = a; self.responder = responder }`: on that line, before it.
            guard file.startsLine(start) else { return Edit(range: start..<start, text: line + "; ") }
            let at = file.lineStart(start)
            return Edit(range: at..<at, text: file.indentation(ofLineAt: at) + line + "\n")
        }
        return file.blockInsertion([line], body: body, braceIndent: file.indentation(ofLineAt: file.start(initializer.keywordToken)))
    }
}

// MARK: - The tests

/// The view model's test file: the type holding its tests and `makeSUT`.
struct TestFile {
    let file: EditedFile
    let type: Declaration
    let viewModel: String
    let display: String

    init(_ editor: ScreenEditor, viewModel: String) throws {
        self.viewModel = viewModel
        for path in editor.testPaths {
            guard let text = editor.texts[path] else { continue }
            let file = EditedFile(path: path, bytes: text)
            let outline = file.outline
            let type = outline.declarations.first { declaration in
                declaration.kind.isType && declaration.kind != .protocol && outline.members(of: declaration).contains { member in
                    member.kind == .function && outline.name(of: member) == "makeSUT"
                }
            }
            if let type {
                self.file = file
                self.type = type
                display = editor.display(path)
                return
            }
        }
        if editor.testPaths.isEmpty {
            throw ScaffoldError("error: no test file mentions `\(viewModel)`; mvvm add writes the new test beside its tests")
        }
        throw ScaffoldError("\(editor.display(editor.testPaths[0])): error: no test type with a `makeSUT` building `\(viewModel)`; mvvm add's tests call it")
    }

    var unit: String { file.unit }

    var members: [Declaration] { Array(file.outline.members(of: type)) }

    /// Swift Testing (`@Test`) rather than XCTest.
    var usesSwiftTesting: Bool {
        members.contains { file.outline.attribute(named: "Test", on: $0) != nil }
    }

    func testName(_ base: String) -> String { usesSwiftTesting ? base.prefix(1).lowercased() + base.dropFirst() : "test" + base }

    func expectation(_ actual: String, _ expected: String) -> String {
        usesSwiftTesting ? "#expect(\(actual) == \(expected))" : "XCTAssertEqual(\(actual), \(expected))"
    }

    func requireFree(_ base: String) throws {
        let name = testName(base)
        if members.contains(where: { $0.kind == .function && file.outline.name(of: $0) == name }) {
            throw ScaffoldError("\(display): error: a test `\(name)` already exists")
        }
    }

    func requireMakeSUT(responder: Bool) throws {
        let makers = members.filter { $0.kind == .function && file.outline.name(of: $0) == "makeSUT" }
        let fits = makers.contains { maker in
            let parameters = Array(maker.parameters)
            if responder && !parameters.contains(where: { ($0.label ?? $0.name).map { file.text($0) } == "responder" }) { return false }
            return parameters.allSatisfy { $0.defaultValue != nil }
        }
        guard fits else {
            throw ScaffoldError("\(display): error: no `makeSUT(\(responder ? "responder:" : ""))` with default arguments; mvvm add's tests call it")
        }
    }

    /// The file with the test after the last test (or first in the type).
    func insertingTest(named base: String, body: [String]) throws -> [UInt8] {
        let outline = file.outline
        let tests = members.filter { member in
            member.kind == .function && (outline.name(of: member)?.hasPrefix("test") == true || outline.attribute(named: "Test", on: member) != nil)
        }
        let typeIndent = file.indentation(ofLineAt: file.start(type.keywordToken))
        // A test that starts its line sets the indentation; one on the type's own line does not.
        let indent = tests.last.flatMap { last in
            file.startsLine(file.start(last.tokens.lowerBound)) ? file.indentation(ofLineAt: file.start(last.tokens.lowerBound)) : nil
        } ?? typeIndent + unit
        // The view model is `@MainActor`: a test outside a `@MainActor` type says so itself.
        let isolation = file.outline.attribute(named: "MainActor", on: type) == nil ? "@MainActor " : ""
        var lines = [(usesSwiftTesting ? "@Test " : "") + isolation + "func " + testName(base) + "() async {"]
        lines += body.map { $0.isEmpty ? "" : unit + $0 }
        lines.append("}")
        let rendered = lines.map { $0.isEmpty ? "" : indent + $0 }.joined(separator: "\n")
        var edits = file.edits
        if let last = tests.last, let body = type.body, body.upperBound < file.tokens.count,
           file.sameLine(file.end(last.tokens.upperBound - 1), file.start(body.upperBound)) {
            // `… } }`: the type closes on the last test's line; the new test goes before its brace.
            let at = file.end(last.tokens.upperBound - 1)
            edits.add(Edit(range: at..<at, text: "\n\n" + rendered + "\n" + typeIndent))
        } else if let last = tests.last {
            let at = file.endOfLine(after: last.tokens.upperBound - 1)
            edits.add(Edit(range: at..<at, text: "\n\n" + rendered))
        } else if let body = type.body {
            let at = file.endOfLine(after: body.lowerBound - 1)
            edits.add(Edit(range: at..<at, text: "\n\n" + rendered + "\n"))
        }
        return try edits.applied()
    }
}

extension String {
    func ifEmpty(_ other: String) -> String { isEmpty ? other : self }
}
