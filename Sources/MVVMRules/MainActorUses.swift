import SwiftLexer
import SwiftOutline

/// Where code runs on the main actor as far as one file shows: inside a declaration marked
/// `@MainActor`, or a type that is (a SwiftUI view, app, scene or preview; a UIKit or AppKit view
/// or controller, by name), or a `#Preview`. Anything else — free functions, plain classes,
/// `XCTestCase`s without `@MainActor`, types nested in a main-actor class (nesting does not pass
/// isolation on), closures handed to APIs that run them elsewhere (`Task.detached`, a background
/// `DispatchQueue`, a task group's `addTask`) — may run off it, and there `@MainActor` on a type
/// it uses breaks the build.
public enum MainActorContexts {
    static let isolatedBases: Set<String> = ["View", "App", "Scene", "ViewModifier", "UIViewController", "UIView", "UIResponder",
                                             "NSViewController", "NSView", "UIApplicationDelegate", "UIWindowSceneDelegate",
                                             "PreviewProvider", "NSCollectionViewItem", "NSWindowController", "NSApplicationDelegate",
                                             // AppKit's responders are main-actor (their `NSResponder` base is).
                                             "NSResponder", "NSPopover", "NSMenu", "NSWindow", "NSPanel", "NSControl", "NSTextField",
                                             "NSButton", "UIWindow", "UIControl", "UITextField", "UIButton",
                                             // SwiftUI's command menus and toolbar content are main-actor protocols.
                                             "Commands", "ToolbarContent", "CustomizableToolbarContent",
                                             // SwiftUI's representables refine `View`.
                                             "UIViewRepresentable", "NSViewRepresentable", "UIViewControllerRepresentable",
                                             "NSViewControllerRepresentable",
                                             // UIKit's and AppKit's diffable data sources are main-actor classes.
                                             "UITableViewDiffableDataSource", "UICollectionViewDiffableDataSource",
                                             "NSTableViewDiffableDataSource", "NSCollectionViewDiffableDataSource",
                                             // UIKit's bar items and navigation items are main-actor classes.
                                             "UIBarButtonItem", "UIBarItem", "UITabBarItem", "UINavigationItem", "UIGestureRecognizer"]
    /// UIKit and AppKit views, controllers and cells, by name (as the role model reads them).
    static let isolatedEndings = RoleBuilder.viewControllerEndings
    /// AppKit's and WebKit's protocols the SDK declares `@MainActor`. (UIKit's delegates and data
    /// sources are all main-actor: read by name, `UI…Delegate`, `UI…DataSource`.) Foundation's
    /// and Core Data's (`NSFetchedResultsControllerDelegate`) are not, so AppKit's are listed.
    static let mainActorSDKProtocols: Set<String> = ["NSApplicationDelegate", "NSWindowDelegate", "NSTextFieldDelegate",
                                                     "NSTextViewDelegate", "NSTextDelegate", "NSControlTextEditingDelegate",
                                                     "NSTableViewDelegate", "NSTableViewDataSource", "NSOutlineViewDelegate",
                                                     "NSOutlineViewDataSource", "NSCollectionViewDelegate", "NSCollectionViewDataSource",
                                                     "NSMenuDelegate", "NSSearchFieldDelegate", "NSSplitViewDelegate", "NSTabViewDelegate",
                                                     "NSComboBoxDelegate", "NSPopoverDelegate", "NSToolbarDelegate", "NSDraggingDestination",
                                                     "NSDraggingSource", "NSAlertDelegate", "NSGestureRecognizerDelegate",
                                                     "WKNavigationDelegate", "WKUIDelegate", "WKScriptMessageHandler",
                                                     "WKScriptMessageHandlerWithReply"]

    /// Whether the SDK declares this protocol (by simple name) `@MainActor`: a type conforming to
    /// it in its own declaration is inferred main-actor, as Swift does.
    static func isMainActorSDKProtocol(_ name: String) -> Bool {
        (name.hasPrefix("UI") && (name.hasSuffix("Delegate") || name.hasSuffix("DataSource"))) || mainActorSDKProtocols.contains(name)
    }

    /// Methods whose trailing closure is `@Sendable` and runs off the caller's actor.
    /// `NotificationCenter.addObserver(forName:object:queue:using:)`, `Timer.scheduledTimer(…)`,
    /// `URLSession`'s tasks and the SDK's completion handlers it calls on a queue of its own
    /// (`setAlternateIconName`, `requestAuthorization`, `getNotificationSettings`,
    /// `requestAccess`, `performChanges`), Core Data's `performBackgroundTask` and a context's
    /// `perform`, key-value observing's `observe(\.keyPath) { … }` and the `onChange:` handler of
    /// `withObservationTracking` take `@Sendable` closures too: nonisolated whatever queue they name.
    static let detachingCalls: Set<String> = ["detached", "addTask", "addTaskUnlessCancelled", "addDiscardingTask",
                                              "detachNewThread", "addOperation", "async", "asyncAfter", "sync", "concurrentPerform",
                                              "addObserver", "scheduledTimer", "dataTask", "downloadTask", "uploadTask",
                                              "setAlternateIconName", "requestAuthorization", "getNotificationSettings",
                                              "requestAccess", "performChanges", "performBackgroundTask", "perform", "observe"]

    /// By first byte and length (`initial * 32 + length`): most member names match no detaching
    /// call in both, and are passed over without a string or a hash.
    static let detachingShapes: [Bool] = {
        var table = [Bool](repeating: false, count: 256 * 32)
        for call in detachingCalls { table[Int(call.utf8.first!) * 32 + min(call.utf8.count, 31)] = true }
        return table
    }()

    /// Each capitalised name used where code may run off the main actor, with the class (or
    /// extended type) whose code uses it (`""` for any other code) and the first line, sorted by
    /// name then owner.
    static func nonisolatedMentions(_ outline: SourceOutline, roots: inout ChainRoots) -> ([FileFacts.NonisolatedUse], [FileFacts.NonisolatedChain]) {
        let tokens = outline.tokens, declarations = outline.declarations
        // Each declaration's isolation as its code sees it: its own, else its enclosing one's —
        // but a nested type starts afresh; `nonisolated` takes it off again. Parents come before
        // their members in the outline.
        // An extension of a type this file declares main-actor (a SwiftUI view's `private
        // extension`) is main-actor too: isolation inferred in the type's own file is the type's.
        let mainActorProtocols = mainActorProtocols(in: outline)
        let ownIsolation = declarations.indices.map { isIsolated(declarations[$0], outline, mainActorProtocols: mainActorProtocols) }
        var isolatedTypes = Set<String>()
        for position in declarations.indices where ownIsolation[position] && declarations[position].kind.isType && declarations[position].kind != .extension {
            if let path = QualifiedNames.path(of: position, in: outline) { isolatedTypes.insert(path) }
        }
        var onMainActor = [Bool](repeating: false, count: declarations.count)
        // Code in a typealias or a protocol's requirement runs nowhere.
        var runsCode = [Bool](repeating: true, count: declarations.count)
        for position in declarations.indices {
            let declaration = declarations[position]
            runsCode[position] = declaration.kind != .typealias && declaration.parent.map({ declarations[$0].kind == .protocol }) != true
            if declaration.modifiers.contains(where: { $0.keyword == .nonisolated }) { continue }
            let inherits = !(declaration.kind.isType && declaration.kind != .extension)
            let parent = inherits ? declaration.parent.flatMap { $0 < position ? onMainActor[$0] : nil } ?? false : false
            onMainActor[position] = parent || ownIsolation[position]
                || (declaration.kind == .extension && !isolatedTypes.isEmpty && outline.name(of: declaration).map(isolatedTypes.contains) == true)
        }
        let closures = isolatingClosures(outline)
        var nextClosure = 0
        var openClosures: [IsolatingClosure] = []
        // One sweep: the innermost declaration around each token, from a stack of open ones.
        let order = declarations.indices.filter { !declarations[$0].tokens.isEmpty }
            .sorted { declarations[$0].tokens.lowerBound < declarations[$1].tokens.lowerBound }
        var next = 0
        var open: [Int] = []
        // One look-up per use: a name and owner seen before in this file adds nothing. Names are
        // found by their bytes (no string made, no SipHash, for the names seen before), owners
        // numbered once per declaration.
        var names = ByteNames()
        var ownersSeen: [[Int64]] = []
        var ownerNames = [""], ownerNumbers = ["": Int32(0)]
        var ownerOfDeclaration = [Int32?](repeating: nil, count: declarations.count)
        func ownerNumber(_ name: String) -> Int32 {
            if let known = ownerNumbers[name] { return known }
            ownerNames.append(name)
            ownerNumbers[name] = Int32(ownerNames.count - 1)
            return Int32(ownerNames.count - 1)
        }
        var result: [FileFacts.NonisolatedUse] = []
        // Each use's name, owner and scope by number, to sort by without comparing strings.
        var resultKeys: [(name: Int, owner: Int32, declaresProperty: Bool, scope: Int64)] = []
        var scopePaths: [Int: (number: Int64, path: String)] = [:]
        func record(_ name: Int, owner: Int32, at index: Int, declaresProperty: Bool = false, scope: Int? = nil) {
            while ownersSeen.count <= name { ownersSeen.append([]) }
            var scopePath = (number: Int64(0), path: "")
            if let scope {
                if let known = scopePaths[scope] {
                    scopePath = known
                } else {
                    scopePath = (Int64(scopePaths.count + 1), QualifiedNames.path(of: scope, in: outline) ?? "")
                    scopePaths[scope] = scopePath
                }
            }
            let seen = scopePath.number << 33 | Int64(owner) << 1 | (declaresProperty ? 1 : 0)
            guard !ownersSeen[name].contains(seen) else { return }
            ownersSeen[name].append(seen)
            resultKeys.append((name, owner, declaresProperty, scopePath.number))
            result.append(FileFacts.NonisolatedUse(name: names.names[name], owner: ownerNames[Int(owner)],
                                                   line: outline.location(ofToken: index).line, declaresProperty: declaresProperty,
                                                   scope: scopePath.path))
        }
        // Each declaration's simple name, worked out once: asked for every capitalised name in it.
        var simpleNames = [String??](repeating: nil, count: declarations.count)
        func simpleName(_ position: Int) -> String? {
            if let known = simpleNames[position] { return known }
            let name = outline.name(of: declarations[position]).map(QualifiedNames.simpleName)
            simpleNames[position] = .some(name)
            return name
        }
        let bytes = outline.file.bytes
        // `private typealias ViewModel = ProfileView.ViewModel` then `extension ViewModel`: that
        // code is `ProfileView.ViewModel`'s, not any `ViewModel`'s. The file's own aliases, read
        // once an extension asks.
        var fileAliases: [String: String]?
        var scopeKeys = [String??](repeating: nil, count: declarations.count)
        /// A type or extension as the index keys it: its simple name, `Outer.Name` when nested —
        /// so that another nested `Name` is not it —, through the file's alias for an extension.
        func scopeKey(_ scope: Int) -> String? {
            if let known = scopeKeys[scope] { return known }
            var key = simpleName(scope)
            if let simple = key, var path = QualifiedNames.path(of: scope, in: outline) {
                if declarations[scope].kind == .extension {
                    if fileAliases == nil {
                        var found: [String: String] = [:]
                        for declaration in declarations where declaration.kind == .typealias && declaration.parent == nil {
                            if let name = outline.name(of: declaration), let target = TypeReading.aliasTarget(declaration, outline) { found[name] = target }
                        }
                        fileAliases = found
                    }
                    path = fileAliases![path] ?? path
                }
                let parts = path.split(separator: ".")
                key = parts.count >= 2 ? parts.suffix(2).joined(separator: ".") : parts.last.map(String.init) ?? simple
            }
            scopeKeys[scope] = .some(key)
            return key
        }
        /// A class or extension as an owner of uses (`NonisolatedUse.owner`).
        func ownerKey(_ scope: Int) -> String? { scopeKey(scope) }
        /// Whose code a chain is in, as `NonisolatedUse.owner` says it: a class's or extension's.
        func chainUser(_ scope: Int?, _ inDetached: Bool) -> String {
            guard !inDetached, let scope, declarations[scope].kind == .class || declarations[scope].kind == .extension else { return "" }
            return ownerKey(scope) ?? ""
        }
        var chainRecorder = NonisolatedChainRecorder(outline: outline, roots: roots)
        // Held once, so that the recorder's reading grows its tables in place.
        roots = ChainRoots(outline)
        defer { roots = chainRecorder.roots }
        // Where reading resumes after code that records nothing (see below).
        var skipUntil = 0
        for index in tokens.indices {
            if index < skipUntil { continue }
            // Only capitalised names, `self`/`Self`, the roots of chains and implicit `.init(…)`
            // are read: the open declarations and closures are brought up to date at those alone
            // (they nest, so a jump keeps them right).
            let token = tokens[index]
            // `Response.self` is a metatype, no use of the type whose code says it.
            let isSelf = (token.keyword == .self || token.keyword == .Self) && (index == 0 || tokens[index - 1].kind != .period)
            let isCapitalized = token.kind == .identifier && bytes[Int(token.start)] &- UInt8(ascii: "A") < 26
            // `cell.cardView.viewModel.reset()`, `self.model.load()`: a chain from a value.
            let rootsChain = (token.keyword == .self || (token.kind == .identifier && !isCapitalized && bytes[Int(token.start)] != UInt8(ascii: "$")))
                && index + 1 < tokens.count && (tokens[index + 1].kind == .period || (tokens[index + 1].kind == .operator && tokens[index + 1].fixity == .postfix))
                && (index == 0 || tokens[index - 1].kind != .period)
            // `SupportHost(viewModel: .init(tag: "x"))`: a construction of the type the context wants.
            let isImplicitInit = token.keyword == .`init` && index >= 1 && index + 1 < tokens.count
                && tokens[index + 1].kind == .leftParen && outline.startsImplicitMember(at: index - 1)
            // `temporaryURL(for: record)`: a bare call, of the type's own code when it names a
            // method of the type or a local function around it.
            let isBareCall = token.kind == .identifier && !isCapitalized && index + 1 < tokens.count && tokens[index + 1].kind == .leftParen
                && (index == 0 || tokens[index - 1].kind != .period && tokens[index - 1].keyword != .func)
            guard isSelf || isCapitalized || rootsChain || isImplicitInit || isBareCall else { continue }
            // `@Model`, `@Observable`: an attribute (a macro, a wrapper) uses no class of that name.
            if isCapitalized, index > 0, tokens[index - 1].kind == .atSign { continue }
            while let last = open.last, declarations[last].tokens.upperBound <= index { open.removeLast() }
            while next < order.count, declarations[order[next]].tokens.lowerBound <= index {
                if declarations[order[next]].tokens.upperBound > index { open.append(order[next]) }
                next += 1
            }
            while let last = openClosures.last, last.tokens.upperBound <= index { openClosures.removeLast() }
            while nextClosure < closures.count, closures[nextClosure].tokens.lowerBound <= index {
                if closures[nextClosure].tokens.upperBound > index { openClosures.append(closures[nextClosure]) }
                nextClosure += 1
            }
            // The innermost closure inside the innermost declaration decides: a detached one runs
            // off the main actor even inside main-actor code, `MainActor.run { … }` on it anywhere.
            let closure = openClosures.last.flatMap { closure in
                open.last.map { declarations[$0].tokens.lowerBound < closure.tokens.lowerBound } ?? true ? closure : nil
            }
            let inDetached = closure?.isDetached == true
            // Code on the main actor (a `MainActor.run { … }` closure, a main-actor declaration),
            // or code that runs nowhere, records nothing until a declaration or closure opens in
            // it or it ends: most of a SwiftUI app's tokens are passed over at once.
            if closure?.isDetached == false || !inDetached && open.last.map({ onMainActor[$0] || !runsCode[$0] }) == true {
                var until = closure?.tokens.upperBound ?? open.last.map { declarations[$0].tokens.upperBound } ?? tokens.count
                if let last = openClosures.last { until = min(until, last.tokens.upperBound) }
                if next < order.count { until = min(until, declarations[order[next]].tokens.lowerBound) }
                if nextClosure < closures.count { until = min(until, closures[nextClosure].tokens.lowerBound) }
                skipUntil = until
                continue
            }
            // Run detached, the type's own code (a method called with `self` implied after
            // `guard let self`, a local function of the method around it) uses the type across its
            // actor as `self.` would.
            if isBareCall {
                guard inDetached, let closure, let innermost = open.last, let scope = open.last(where: { declarations[$0].kind.isType }),
                      let own = scopeKey(scope),
                      Self.callsOwnCode(index, innermost: declarations[innermost], outside: closure.tokens, type: declarations[scope], outline)
                else { continue }
                record(names.number(of: own), owner: 0, at: index)
                continue
            }
            if rootsChain, let innermost = open.last {
                if runsCode[innermost] && (inDetached || !onMainActor[innermost]) {
                    let scope = open.last { declarations[$0].kind.isType }
                    chainRecorder.record(at: index, innermost: innermost, scope: scope, user: chainUser(scope, inDetached))
                }
            }
            if rootsChain && !isSelf { continue }
            // `Container.shared.model.load()`: a chain from a type's static member (the name itself
            // is a use too, read below).
            if isCapitalized, index + 2 < tokens.count, tokens[index + 1].kind == .period, index == 0 || tokens[index - 1].kind != .period,
               let innermost = open.last, runsCode[innermost] && (inDetached || !onMainActor[innermost]) {
                let scope = open.last { declarations[$0].kind.isType }
                chainRecorder.record(at: index, innermost: innermost, scope: scope, user: chainUser(scope, inDetached))
            }
            // There, `self` and `Self` in a type's own code use that type across its actor.
            // `[weak self]`: capturing a main-actor value is no use of it.
            if inDetached, isSelf, Self.isCaptured(index, outline) { continue }
            // Named as the index keys a nested type (`Outer.Name`): `self` in
            // `AvatarBarButtonItem.ViewModel` is that `ViewModel` alone, not any of that name.
            if inDetached, isSelf, let scope = open.last(where: { declarations[$0].kind.isType }), let own = scopeKey(scope) {
                record(names.number(of: own), owner: 0, at: index)
                continue
            }
            guard token.kind == .identifier || isImplicitInit else { continue }
            // A name in a typealias or in a protocol's requirement runs no code: a conformer's
            // implementation, where code runs, is read where it is written.
            if let innermost = open.last, !runsCode[innermost] { continue }
            if let innermost = open.last, !inDetached {
                if onMainActor[innermost] { continue }
                // Its own declaration, and a subclass or conformer naming it in its inheritance
                // clause (which inherits the isolation), are not uses across it.
                if declarations[innermost].name?.contains(index) == true
                    || declarations[innermost].inheritance.contains(where: { $0.contains(index) }) { continue }
            }
            // `func open(viewModel: ReportBugViewModel) { … }` whose body never names
            // `viewModel`: the type is only written there; nothing of it runs.
            if let innermost = open.last, isUnusedParameterType(index, of: declarations[innermost], outline) { continue }
            // `var viewModel: CartViewModel!` holds one and runs nothing — what its code does with it
            // is read through its chains (`viewModel.load()`) — but an `.init()` out of sight may
            // build it: it holds the fix back, cited only when nothing else does.
            // A parameter's type (the body says the parameter) and an enum case's payload type
            // name it without running it too: what the code does with the value is read through
            // its chains, so they are cited only when nothing else is.
            // A local's annotation (`var subject: KeypadViewModel!` in a test's `spec()`) and a
            // function's declared return type (`-> SectionViewModel`) likewise.
            let declaresProperty = open.last.map { isStoredPropertyType(index, of: declarations[$0])
                || isParameterType(index, of: declarations[$0]) || declarations[$0].kind == .enumCase
                || declarations[$0].returnType?.contains(index) == true } ?? false
                || isLocalAnnotation(index, outline) || isGenericArgument(index, outline)
            // `SupportFormViewModel.Area`: a namespace for its nested type, nothing of it runs.
            if outline.qualifies(index), outline.isCapitalized(index + 2),
               !tokens[index + 1].flags.contains(.hasLeadingTrivia), !tokens[index + 2].flags.contains(.hasLeadingTrivia) { continue }
            let bare: Int
            if isImplicitInit {
                guard let innermost = open.last else { continue }
                switch outline.valueContext(of: index - 1, within: declarations[innermost].tokens) {
                case .assignment(let target)?:
                    // `self.model = .init()`: the value assigned to, which the index types.
                    let scope = open.last { declarations[$0].kind.isType }
                    chainRecorder.record(at: target, innermost: innermost, scope: scope, user: chainUser(scope, inDetached), includingLast: true)
                    continue
                case .argument(let label, let callee)?:
                    // `Host(viewModel: .init(…))`: the type `Host`'s initializer takes there.
                    var start = callee
                    while let outer = outline.qualifier(of: start), outline.isCapitalized(outer) { start = outer }
                    guard outline.isCapitalized(callee) else { continue }
                    bare = names.number(of: Self.implicitInitializerPrefix + outline.text(start..<(callee + 1)) + "\u{1}" + outline.text(label))
                case .annotation?, nil:
                    // An annotation names the type where it is written; elsewhere it is unknown.
                    continue
                }
            } else {
                bare = names.number(of: bytes, Int(token.start)..<Int(token.end))
            }
            // `Outer.Name` is the nested type of that path, not any `Name`: kept as written.
            var name = bare
            if let outer = outline.qualifier(of: index), outline.isCapitalized(outer),
               !tokens[index - 1].flags.contains(.hasLeadingTrivia), !token.flags.contains(.hasLeadingTrivia) {
                name = names.number(of: bytes, Int(tokens[index - 2].start)..<Int(token.end))
            }
            // The innermost type or extension whose code this is (nested types don't share
            // their outer type's actor).
            let scope = open.last { declarations[$0].kind.isType }
            // Its own body or extension, which a `@MainActor` on it isolates too, is not a use
            // across it — unless the code runs detached.
            // A name written with its outer type is its own only when that is the scope's path
            // (`ReplySettingBannerView.ViewModel` said in `extension StatusView.ViewModel` is not).
            if !inDetached, let scope, simpleName(scope) == names.names[bare],
               name == bare || QualifiedNames.path(of: scope, in: outline).map({ $0 == names.names[name] || $0.hasSuffix("." + names.names[name]) }) == true {
                continue
            }
            var owner: Int32 = 0
            if !inDetached, let scope, declarations[scope].kind == .class || declarations[scope].kind == .extension {
                if let known = ownerOfDeclaration[scope] {
                    owner = known
                } else {
                    owner = ownerKey(scope).map(ownerNumber) ?? 0
                    ownerOfDeclaration[scope] = owner
                }
            }
            // A bare name is looked up from its scope first: keep the scope for the index.
            record(name, owner: owner, at: index, declaresProperty: declaresProperty, scope: name == bare ? scope : nil)
        }
        // Sorted by name, owner, declaresProperty, scope: each numbered set ranked once by its strings.
        func ranks(_ strings: [String]) -> [Int] {
            var rank = [Int](repeating: 0, count: strings.count)
            for (position, index) in strings.indices.sorted(by: { strings[$0] < strings[$1] }).enumerated() { rank[index] = position }
            return rank
        }
        let nameRanks = ranks(names.names), ownerRanks = ranks(ownerNames)
        var scopeStrings = [String](repeating: "", count: scopePaths.count + 1)
        for (number, path) in scopePaths.values { scopeStrings[Int(number)] = path }
        let scopeRanks = ranks(scopeStrings)
        let sortedUses = result.indices.sorted { a, b in
            let x = resultKeys[a], y = resultKeys[b]
            if x.name != y.name { return nameRanks[x.name] < nameRanks[y.name] }
            if x.owner != y.owner { return ownerRanks[Int(x.owner)] < ownerRanks[Int(y.owner)] }
            if x.declaresProperty != y.declaresProperty { return !x.declaresProperty }
            return scopeRanks[Int(x.scope)] < scopeRanks[Int(y.scope)]
        }
        return (sortedUses.map { result[$0] }, chainRecorder.chains)
    }

    /// Whether the bare call at `index` names a method of `type` or a local function declared in
    /// the body of `innermost` outside `closure` (`func temporaryURL(for:)` beside the closure
    /// calling it; one declared inside the closure runs where the closure does).
    static func callsOwnCode(_ index: Int, innermost: Declaration, outside closure: Range<Int>, type: Declaration,
                             _ outline: SourceOutline) -> Bool {
        let tokens = outline.tokens, name = outline.text(index)
        guard let body = innermost.body else { return false }
        for position in body.dropLast() where tokens[position].keyword == .func && tokens[position + 1].kind == .identifier
            && outline.text(position + 1) == name {
            return !closure.contains(position)
        }
        return outline.members(of: type).contains { $0.kind == .function && outline.name(of: $0) == name }
    }

    /// Whether the token at `index` is an entry of a closure's capture list (`[weak self]`,
    /// `[self, unowned model]`).
    static func isCaptured(_ index: Int, _ outline: SourceOutline) -> Bool {
        let tokens = outline.tokens
        guard index >= 1, index + 1 < tokens.count else { return false }
        var before = index - 1
        if tokens[before].kind == .rightParen, before >= 3, tokens[before - 2].kind == .leftParen { before -= 3 }  // `unowned(safe)`
        if ["weak", "unowned"].contains(outline.text(before)) { before -= 1 }
        guard before >= 1, tokens[before].kind == .leftBracket || tokens[before].kind == .comma else { return false }
        return tokens[index + 1].kind == .rightBracket || tokens[index + 1].kind == .comma
    }

    /// How `nonisolatedUses` names an implicit `.init(…)` given as `Host(label: .init(…))`:
    /// this, `Host`, `\u{1}`, `label`.
    static let implicitInitializerPrefix = "\u{1}init("

    /// Whether `index` is in the type annotation of a property without an initial value or
    /// accessors (`var viewModel: CartViewModel!`).
    static func isStoredPropertyType(_ index: Int, of declaration: Declaration) -> Bool {
        guard declaration.kind == .variable else { return false }
        return declaration.bindings.contains { binding in
            binding.type?.contains(index) == true && binding.initializer == nil && binding.accessors == nil
        }
    }

    /// Whether `index` is a generic argument of a type written in code (`BehaviorRelay<[Row]>(…)`,
    /// `[Row]()` aside): the type is named, none of its code runs there.
    static func isGenericArgument(_ index: Int, _ outline: SourceOutline) -> Bool {
        let tokens = outline.tokens
        let k = tokenBeforeType(at: index, through: Self.genericArgumentSeparators, floor: 0, outline)
        guard k > 0, tokens[k].kind == .operator, outline.text(k).hasSuffix("<"), !tokens[k].flags.contains(.hasLeadingTrivia) else { return false }
        return tokens[k - 1].kind == .identifier && outline.isCapitalized(k - 1)
    }

    /// How a generic argument list (`<[Row], Never>`) and an annotation (`: [Feature.Row]`,
    /// `: (Row)`) spell a type between its names.
    private static let genericArgumentSeparators: [TokenKind] = [.leftBracket, .comma, .period]
    private static let annotationSeparators: [TokenKind] = [.period, .leftBracket, .leftParen]

    /// The token before the written type `index` is a name in: read back over capitalised names
    /// and the `separators` a type is spelled with there, stopping at `floor`.
    private static func tokenBeforeType(at index: Int, through separators: [TokenKind], floor: Int,
                                        _ outline: SourceOutline) -> Int {
        let tokens = outline.tokens
        var k = index - 1
        while k > floor, separators.contains(tokens[k].kind) || (tokens[k].kind == .identifier && outline.isCapitalized(k)) {
            k -= 1
        }
        return k
    }

    /// Whether `index` is in the type annotation of a `let`/`var` without a value
    /// (`var subject: KeypadViewModel!`, `let model: [CartViewModel]`): read back over the type's
    /// tokens to its `:`.
    static func isLocalAnnotation(_ index: Int, _ outline: SourceOutline) -> Bool {
        let tokens = outline.tokens
        let k = tokenBeforeType(at: index, through: Self.annotationSeparators, floor: 1, outline)
        guard k > 1, tokens[k].kind == .colon, tokens[k - 1].kind == .identifier,
              tokens[k - 2].keyword == .var || tokens[k - 2].keyword == .let else { return false }
        // Without a value: what follows the type is not `=`.
        var j = index + 1
        while j < tokens.count, tokens[j].kind == .operator && tokens[j].fixity == .postfix || tokens[j].kind == .rightBracket
                || tokens[j].kind == .period || (tokens[j].kind == .identifier && outline.isCapitalized(j) && tokens[j - 1].kind == .period) {
            j += 1
        }
        return j >= tokens.count || tokens[j].kind != .equal
    }

    /// Whether `index` is in the type of a function's parameter.
    static func isParameterType(_ index: Int, of declaration: Declaration) -> Bool {
        declaration.parameters.contains { $0.type?.contains(index) == true }
    }

    /// Whether `index` is in the type of a function's parameter whose name its body never says.
    static func isUnusedParameterType(_ index: Int, of declaration: Declaration, _ outline: SourceOutline) -> Bool {
        guard let body = declaration.body, index < body.lowerBound,
              let parameter = declaration.parameters.first(where: { $0.type?.contains(index) == true }) else { return false }
        guard let name = parameter.name else { return true }
        let tokens = outline.tokens, bytes = outline.file.bytes
        let spelled = bytes[Int(tokens[name].start)..<Int(tokens[name].end)]
        for position in body where tokens[position].kind == .identifier && tokens[position].length == tokens[name].length
            && bytes[Int(tokens[position].start)..<Int(tokens[position].end)].elementsEqual(spelled) {
            return false
        }
        return true
    }

    static func isIsolated(_ declaration: Declaration, _ outline: SourceOutline, mainActorProtocols: Set<String>) -> Bool {
        if declaration.modifiers.contains(where: { $0.keyword == .nonisolated }) { return false }
        if outline.attribute(named: "MainActor", on: declaration) != nil { return true }
        // `#Preview { … }` runs its body on the main actor.
        if declaration.kind == .macroExpansion { return outline.name(of: declaration) == "Preview" }
        guard declaration.kind.isType else { return false }
        // An extension shares the isolation of the type it extends, declared elsewhere: known by name.
        if declaration.kind == .extension, let extended = outline.name(of: declaration).map(QualifiedNames.simpleName),
           isolatedEndings.contains(where: { extended.hasSuffix($0) }) { return true }
        // A conformance in the type's own declaration to a main-actor protocol (the SDK's, or one
        // this file declares `@MainActor`) isolates the whole type; one in an extension only the
        // members witnessing it, which this reading does not tell apart.
        let conformsToMainActor = declaration.kind != .extension
        return declaration.inheritance.contains { written in
            let simple = QualifiedNames.simpleName(TypeReading.path(of: written, outline).path)
            return isIsolatedBase(simple) || conformsToMainActor && (isMainActorSDKProtocol(simple) || mainActorProtocols.contains(simple))
        }
    }

    /// Whether inheriting this (simple) name isolates a type: SwiftUI's, UIKit's and AppKit's
    /// main-actor bases, and views, controllers and cells by name.
    static func isIsolatedBase(_ simple: String) -> Bool {
        isolatedBases.contains(simple) || isolatedEndings.contains { simple.hasSuffix($0) }
    }

    /// The protocols this file declares `@MainActor`.
    static func mainActorProtocols(in outline: SourceOutline) -> Set<String> {
        var names = Set<String>()
        for declaration in outline.declarations where declaration.kind == .protocol && outline.attribute(named: "MainActor", on: declaration) != nil {
            if let name = outline.name(of: declaration) { names.insert(QualifiedNames.simpleName(name)) }
        }
        return names
    }

    /// A closure whose isolation its call decides, not the code around it.
    struct IsolatingClosure {
        var tokens: Range<Int>
        /// Runs off the caller's actor; else runs on the main actor.
        var isDetached: Bool
    }

    /// Closures whose isolation is their call's, in source order. Detached from the caller's
    /// actor: `Task.detached { … }`, `group.addTask { … }`, `DispatchQueue.global().async { … }`
    /// (a queue other than `.main`), `Thread.detachNewThread { … }`, `queue.addOperation { … }`.
    /// On the main actor: `MainActor.run { … }`, `MainActor.assumeIsolated { … }`,
    /// `DispatchQueue.main.async { … }`, and any closure that says `{ @MainActor in`.
    static func isolatingClosures(_ outline: SourceOutline) -> [IsolatingClosure] {
        let tokens = outline.tokens
        var regions: [IsolatingClosure] = []
        let bytes = outline.file.bytes
        let shapes = detachingShapes
        /// The closure a call at `index` is given: trailing, or the first inside its parentheses.
        func closure(after index: Int) -> Range<Int>? {
            var j = index + 1
            if j < tokens.count, tokens[j].kind == .leftParen { j = outline.indexAfterGroup(j) }
            // `queue.async(execute: { … })` has its closure inside the parentheses.
            if j < tokens.count, tokens[j].kind == .leftBrace { return j..<outline.indexAfterGroup(j) }
            if index + 1 < tokens.count, tokens[index + 1].kind == .leftParen,
               let brace = outline.groupContents(index + 1).first(where: { tokens[$0].kind == .leftBrace }) {
                return brace..<outline.indexAfterGroup(brace)
            }
            return nil
        }
        /// The closure a call at `index` is given for `label`: inside its parentheses, or trailing
        /// after the first trailing closure (`f { … } label: { … }`).
        func labelledClosure(_ label: String, after index: Int) -> Range<Int>? {
            func isLabel(_ j: Int) -> Bool {
                j + 2 < tokens.count && tokens[j].kind == .identifier && outline.text(j) == label
                    && tokens[j + 1].kind == .colon && tokens[j + 2].kind == .leftBrace
            }
            var j = index + 1
            if j < tokens.count, tokens[j].kind == .leftParen {
                if let argument = outline.arguments(of: outline.groupContents(j)).first(where: { argument in
                    argument.label.map(outline.text) == label && !argument.value.isEmpty && tokens[argument.value.lowerBound].kind == .leftBrace
                }) { return argument.value.lowerBound..<outline.indexAfterGroup(argument.value.lowerBound) }
                j = outline.indexAfterGroup(j)
            }
            while j < tokens.count, tokens[j].kind == .leftBrace { j = outline.indexAfterGroup(j) }
            return isLabel(j) ? (j + 2)..<outline.indexAfterGroup(j + 2) : nil
        }
        for index in tokens.indices {
            let token = tokens[index]
            // `{ @MainActor in … }`, `Task { @MainActor [weak self] in … }`.
            if token.kind == .leftBrace, index + 2 < tokens.count, tokens[index + 1].kind == .atSign, outline.text(index + 2) == "MainActor" {
                regions.append(IsolatingClosure(tokens: index..<outline.indexAfterGroup(index), isDetached: false))
                continue
            }
            // `withObservationTracking { … } onChange: { … }`: the change handler is `@Sendable`,
            // called wherever the change happens.
            if token.kind == .identifier, token.length == 23, bytes[Int(token.start)] == UInt8(ascii: "w"),
               outline.text(index) == "withObservationTracking", let range = labelledClosure("onChange", after: index) {
                regions.append(IsolatingClosure(tokens: range, isDetached: true))
                continue
            }
            guard token.kind == .identifier, index > 0, tokens[index - 1].kind == .period else { continue }
            let initial = bytes[Int(token.start)]
            // `MainActor.run { … }`, `MainActor.assumeIsolated { … }`.
            if initial == UInt8(ascii: "r") || initial == UInt8(ascii: "a"), index >= 2, tokens[index - 2].length == 9,
               outline.text(index - 2) == "MainActor", ["run", "assumeIsolated"].contains(outline.text(index)) {
                if let range = closure(after: index) { regions.append(IsolatingClosure(tokens: range, isDetached: false)) }
                continue
            }
            guard shapes[Int(initial) * 32 + min(token.length, 31)] else { continue }
            let name = outline.text(index)
            guard detachingCalls.contains(name), let range = closure(after: index) else { continue }
            // `observe(\.isOn) { … }` is key-value observing's; other `observe`s are not.
            if name == "observe",
               !(index + 2 < tokens.count && tokens[index + 1].kind == .leftParen && tokens[index + 2].kind == .backslash) { continue }
            // `addObserver(forName:object:queue:using:)` is NotificationCenter's, whose block runs
            // on any queue; another `addObserver { … }` (a project's, taking a plain closure)
            // runs its closure where it is called.
            if name == "addObserver",
               !(index + 2 < tokens.count && tokens[index + 1].kind == .leftParen && outline.text(index + 2) == "forName") { continue }
            // `DispatchQueue.main.async { … }` runs on the main actor.
            let onMain = index >= 3 && tokens[index - 2].kind == .identifier && outline.text(index - 2) == "main"
            regions.append(IsolatingClosure(tokens: range, isDetached: !onMain))
        }
        return regions.sorted { $0.tokens.lowerBound < $1.tokens.lowerBound }
    }

    /// The file's closures that run on the main actor, for the classes with a `deinit` or an
    /// `override`: their uses there are in reach of isolated members.
    static func mainActorClosures(_ outline: SourceOutline) -> [Range<Int>] {
        isolatingClosures(outline).filter { !$0.isDetached }.map(\.tokens)
    }

    /// The first `override` of the class (a method, property or subscript; not an `init`) whose
    /// code uses a member of its own — `count = 1`, `self.load()`, a stored `let` too — and the
    /// line: it keeps the isolation of what it overrides.
    static func overrideIsolatedUse(in declaration: Declaration, onMain: [Range<Int>], _ outline: SourceOutline) -> (name: String, line: Int)? {
        let members = outline.members(of: declaration)
        let overrides = members.filter { member in
            member.hasModifier(.override) && !member.hasModifier(.nonisolated)
                && (member.kind == .function || member.kind == .variable || member.kind == .subscript)
        }
        guard !overrides.isEmpty else { return nil }
        var own = Set<String>()
        for member in members where !member.hasModifier(.static) && !member.hasModifier(.class) && !member.hasModifier(.nonisolated) {
            if member.kind == .function, let name = outline.name(of: member) { own.insert(name) }
            if member.kind == .variable { for binding in member.bindings { own.insert(outline.text(binding.nameToken)) } }
        }
        for member in overrides {
            // Its own name where it is declared (`override var title: String`) is no use.
            let declared = Set(member.bindings.map(\.nameToken) + (member.name.map(Array.init) ?? []))
            if let line = firstUse(of: own, in: member.body ?? member.tokens, of: member, skipping: declared, onMain: onMain, outline) {
                return (outline.name(of: member) ?? "", line)
            }
        }
        return nil
    }

    /// The names a class's `deinit` and its overrides (not `init`s) use bare or through `self`
    /// that its own body neither declares nor binds locally, at their first use in each: packed
    /// (`IsolatedUse`), with the places' names (the override's, "" for the `deinit`). An
    /// extension, in any file, may declare them (`deinit { hangUp() }` with `hangUp()` in
    /// `ModemViewModel+Line.swift`): the index checks them against the class's extensions
    /// (`isolatedMemberHashes`). Kept as numbers: a view controller's overrides use dozens of
    /// names, and a string each was a megabyte at the index's peak.
    static func undeclaredIsolatedUses(in declaration: Declaration, onMain: [Range<Int>], _ outline: SourceOutline,
                                       type: Int, into facts: inout IsolationFacts) {
        let members = outline.members(of: declaration)
        let places = members.filter { member in
            member.kind == .deinitializer && !member.hasModifier(.isolated)
                || member.hasModifier(.override) && !member.hasModifier(.nonisolated)
                && (member.kind == .function || member.kind == .variable || member.kind == .subscript)
        }
        guard !places.isEmpty else { return }
        var declared = Set<UInt32>()
        for member in members {
            if let name = member.name?.first { declared.insert(outline.spellingHash(name)) }
            for binding in member.bindings { declared.insert(outline.spellingHash(binding.nameToken)) }
        }
        let tokens = outline.tokens
        for member in places where facts.places.count < IsolatedUse.placeLimit {
            let place = facts.places.count
            facts.places.append(member.kind == .deinitializer ? "" : outline.name(of: member) ?? "")
            facts.placeTypes.append(Int32(type))
            let ownName = Set(member.bindings.map(\.nameToken) + (member.name.map(Array.init) ?? []))
            let scopes = outline.localScopes(of: member)
            var seen = Set<UInt32>()
            for index in member.body ?? member.tokens where tokens[index].kind == .identifier && !ownName.contains(index) {
                if onMain.contains(where: { $0.contains(index) }) { continue }
                guard let throughSelf = memberNameUse(at: index, outline), !outline.isCapitalized(index) else { continue }
                let hash = outline.spellingHash(index)
                guard !declared.contains(hash), !seen.contains(hash),
                      throughSelf || scopes.visibleBinding(ofNameAt: index, in: outline) == nil else { continue }
                seen.insert(hash)
                facts.uses.append(IsolatedUse.pack(hash: hash, line: outline.location(ofToken: index).line, place: place))
            }
        }
    }

    /// A file's `FileFacts.isolationUses`, places and extension members while they are read.
    struct IsolationFacts {
        var uses: [UInt64] = []
        var places: [String] = []
        var placeTypes: [Int32] = []
        var extensionMembers: [UInt64] = []
    }

    /// One of `undeclaredIsolatedUses`: the name's spelling hash, its line, its place's number
    /// (a file's first 256 places are read).
    enum IsolatedUse {
        static let placeLimit = 256
        static func pack(hash: UInt32, line: Int, place: Int) -> UInt64 {
            UInt64(hash) << 32 | UInt64(min(line, 0xFF_FFFF)) << 8 | UInt64(place)
        }
        static func unpack(_ use: UInt64) -> (hash: UInt32, line: Int, place: Int) {
            (UInt32(truncatingIfNeeded: use >> 32), Int((use >> 8) & 0xFF_FFFF), Int(use & 0xFF))
        }
    }

    /// `isolatedMemberHashes` of an extension: its instance methods, computed properties and
    /// subscripts, unless they (or the extension) are `nonisolated`.
    static func isolatedMemberHashes(of declaration: Declaration, _ outline: SourceOutline) -> [UInt32] {
        guard !declaration.hasModifier(.nonisolated) else { return [] }
        var hashes: [UInt32] = []
        for member in outline.members(of: declaration)
        where !member.hasModifier(.static) && !member.hasModifier(.class) && !member.hasModifier(.nonisolated) {
            switch member.kind {
            case .function, .subscript:
                if let name = member.name?.first { hashes.append(outline.spellingHash(name)) }
            case .variable:
                for binding in member.bindings { hashes.append(outline.spellingHash(binding.nameToken)) }
            default:
                break
            }
        }
        return hashes
    }

    /// Whether the name at `index` may be a member of the enclosing type: bare (`load()`, false)
    /// or through `self` (`self.load()`, true); nil after another value's `.`.
    private static func memberNameUse(at index: Int, _ outline: SourceOutline) -> Bool? {
        let tokens = outline.tokens
        if index >= 2, tokens[index - 1].kind == .period, tokens[index - 2].keyword == .self { return true }
        return index == 0 || tokens[index - 1].kind != .period ? false : nil
    }

    /// The line of the first bare name or `self.` member in `code` (of `member`) that is one of
    /// `names`, outside the closures `onMain` that run on the main actor (`DispatchQueue.main.async
    /// { … }`), where isolated members are in reach. A local of that name (`guard let playerItem
    /// = object as? AVPlayerItem`) hides the member: neither it nor a bare use of it counts.
    private static func firstUse(of names: Set<String>, in code: Range<Int>, of member: Declaration, skipping: Set<Int> = [],
                                 onMain: [Range<Int>], _ outline: SourceOutline) -> Int? {
        let tokens = outline.tokens
        var scopes: LocalScopes?
        var declaredLocals: Set<Int>?
        for index in code where tokens[index].kind == .identifier && !skipping.contains(index) {
            if onMain.contains(where: { $0.contains(index) }) { continue }
            guard let throughSelf = memberNameUse(at: index, outline) else { continue }
            let name = outline.text(index)
            guard names.contains(name) else { continue }
            if !throughSelf {
                // Locals are read only for a name the member's code may hide.
                if declaredLocals == nil { declaredLocals = Set(outline.localBindings(in: code).map(\.name)) }
                if declaredLocals!.contains(index) { continue }
                if scopes == nil { scopes = outline.localScopes(of: member) }
                if scopes!.binds(name, at: index) { continue }
            }
            return outline.location(ofToken: index).line
        }
        return nil
    }

    /// The line where a class's `deinit` uses one of its methods or computed properties, which
    /// `@MainActor` on the class would isolate away from the nonisolated `deinit`. Stored
    /// properties stay in reach — but not an `@Observable` class's stored `var`s, which the macro
    /// turns into computed ones.
    static func deinitIsolatedUse(in declaration: Declaration, onMain: [Range<Int>], _ outline: SourceOutline) -> Int? {
        let members = outline.members(of: declaration)
        // An `isolated deinit` (Swift 6.2) runs on the class's actor: its own code is in reach.
        guard let deinitializer = members.first(where: { $0.kind == .deinitializer }), !deinitializer.hasModifier(.isolated),
              let body = deinitializer.body else { return nil }
        let tokens = outline.tokens
        var isolated = Set<String>()
        // `@Observable` turns each stored `var` into a computed property that tracks access.
        let observable = outline.attribute(named: "Observable", on: declaration) != nil
        for member in members where !member.hasModifier(.static) && !member.hasModifier(.class) && !member.hasModifier(.nonisolated) {
            guard let name = outline.name(of: member) else { continue }
            if member.kind == .function { isolated.insert(name) }
            if member.kind == .variable, !member.bindings.contains(where: { $0.isStored(in: tokens) })
                || observable && tokens[member.keywordToken].keyword == .var && outline.attribute(named: "ObservationIgnored", on: member) == nil {
                isolated.insert(name)
            }
        }
        guard !isolated.isEmpty else { return nil }
        return firstUse(of: isolated, in: body, of: deinitializer, onMain: onMain, outline)
    }
}

/// Records the chains read off the main actor, once per user, owner, root and path.
struct NonisolatedChainRecorder {
    let outline: SourceOutline
    private(set) var chains: [FileFacts.NonisolatedChain] = []
    private var seen = Set<FileFacts.NonisolatedChain>()
    /// The links' names, each made once.
    private var spellings = ByteNames()
    private var rootTypes: [String: String] = [:]
    private var owners: [Int: String] = [:]
    fileprivate(set) var roots: ChainRoots

    init(outline: SourceOutline, roots: ChainRoots) {
        self.outline = outline
        self.roots = roots
    }

    /// The chain whose root is `index` (`self` or a lowercase name), if it reads a member of a
    /// value on the way: the values before its last member, up to the first call or subscript.
    ///
    /// With `includingLast`, the value the chain ends at is used too (`self.model = .init()`
    /// builds one: `model` is on the way).
    mutating func record(at index: Int, innermost: Int, scope: Int?, user: String, includingLast: Bool = false) {
        let tokens = outline.tokens, bytes = outline.file.bytes
        var memberTokens: [Int] = []
        if let chain = outline.postfixChain(at: index, end: tokens.count) {
            read: for component in chain.components {
                switch component {
                case .member(let name): memberTokens.append(name)
                case .optional, .forceUnwrap: continue
                case .call, .subscriptAccess, .trailingClosure: break read
                }
            }
        }
        if !includingLast {
            guard !memberTokens.isEmpty else { return }
            memberTokens.removeLast()
        }
        let isSelf = tokens[index].keyword == .self
        if isSelf && memberTokens.isEmpty { return }
        // From a type's name: the capitalised names are the type, the members start at its static
        // member — and go on past it: the static member alone (`Bundle.main.path(…)`, in every
        // file) is most often the type's own instance, whose name is a use already.
        var typeEnd = index + 1
        let fromTypeName = outline.isCapitalized(index)
        if fromTypeName {
            while let first = memberTokens.first, outline.isCapitalized(first) {
                typeEnd = first + 1
                memberTokens.removeFirst()
            }
            guard memberTokens.count >= 2 else { return }
        }
        var members: [String] = []
        members.reserveCapacity(memberTokens.count)
        for member in memberTokens {
            let number = spellings.number(of: bytes, Int(tokens[member].start)..<Int(tokens[member].end))
            members.append(spellings.names[number])
        }
        let written: MemberWriteSite.Root = isSelf ? .selfValue : fromTypeName ? .typeName(index..<typeEnd, isKeyPathRoot: false) : .name(index)
        let (root, rootType, path) = roots.read(written, links: members, innermost: innermost, scopeType: scope)
        guard root != .unknown else { return }
        var owner = ""
        if let scope {
            if let known = owners[scope] {
                owner = known
            } else {
                owner = QualifiedNames.path(of: scope, in: outline) ?? ""
                owners[scope] = owner
            }
        }
        // The same type names recur: one string each.
        let sharedType: String
        if let known = rootTypes[rootType] { sharedType = known } else { rootTypes[rootType] = rootType; sharedType = rootType }
        var found = FileFacts.NonisolatedChain(line: 0, user: user, owner: owner, ownerIsExtension: scope.map { outline.declarations[$0].kind == .extension } ?? false,
                                               root: root, rootType: sharedType, links: path.joined(separator: "\u{1}"))
        guard seen.insert(found).inserted else { return }
        found.line = outline.location(ofToken: index).line
        chains.append(found)
    }
}

/// The project-wide side of `MainActorContexts`: which view-model classes `@MainActor` would
/// break, decided once for the whole project as a fixed point — a class used off the main actor
/// only by view-model classes the same fix annotates is annotated too, so one `--fix` settles a
/// chain of them.
public enum MainActorUses {
    public struct Blocker: Sendable, Equatable {
        public var file: String
        public var line: Int
        /// What blocks it, for a finding's "`--fix` holds it back: …".
        public var reason: String
        /// Cited at a place that only declares the type (a parameter's or a property's), which
        /// another blocker running code says more than.
        var declaresOnly = false
    }

    /// Framework protocols a main-actor class conforms to without crossing isolation: no
    /// requirements, requirements with defaults that stay nonisolated, or main-actor themselves.
    static let isolationFreeProtocols: Set<String> = ["ObservableObject", "AnyObject", "Sendable", "NSObject", "NSObjectProtocol",
                                                      "Observable", "ObservableModel",
                                                      // Main-actor in SwiftUI's and UIKit's SDKs.
                                                      "DropDelegate", "UIDropInteractionDelegate", "UIDragInteractionDelegate"]

    /// What holds `@MainActor` back on each view-model class (and subclass), by type: what one
    /// declaration does itself (its `deinit`, its conformances, a subclass's use), or a use of
    /// its name in code that may run off the main actor. A use written `Outer.Name` is the nested
    /// type's of that path alone; a bare `Name` may be any type of that name (from inside `Outer`
    /// it is `Outer.Name`, elsewhere a top-level one — uses do not say which).
    static func offMainActor(facts: [FileFacts], modules: [String], types: [ProjectType], roles: [Role],
                             protocols: [String: FileFacts.ProtocolFact], aliasTargets: [String: String], resolver: ChainResolver,
                             extensionMembers: [Int: Set<UInt32>]) -> [Int: Blocker] {
        var byType: [Int: Blocker] = [:]
        let viewModelClasses = types.filter { roles[$0.id].isViewModel && $0.kind == .class }
        var fileIndex: [String: Int] = [:]
        for index in facts.indices where fileIndex[facts[index].path] == nil { fileIndex[facts[index].path] = index }
        let projectTypes = Set(types.map(\.simpleName))
        // What keeps a class itself from `@MainActor`, whoever uses it.
        for type in viewModelClasses {
            let named = extensionMembers[type.id] ?? []
            if let line = fileIndex[type.file].flatMap({ deinitLine(of: type, in: facts[$0], extensionMembers: named) }) {
                byType[type.id] = Blocker(file: type.file, line: line, reason: "its nonisolated `deinit` uses a method or computed property of its own")
            } else if let (name, line) = fileIndex[type.file].flatMap({ overrideUse(of: type, in: facts[$0], extensionMembers: named) }),
                      !superclassIsMainActor(type, types: types, roles: roles, protocols: protocols) {
                byType[type.id] = Blocker(file: type.file, line: line,
                                          reason: "its override of `\(name)` keeps the base class's isolation, which is not main-actor, and uses its own state")
            } else if let conformance = nonisolatedConformance(of: type, projectTypes: projectTypes, protocols: protocols, aliases: aliasTargets) {
                // Only the first name of a class's inheritance may be its superclass.
                let relation = type.inheritance.first.map(QualifiedNames.simpleName) == conformance.name ? "inherits" : "conforms to"
                let named = conformance.alias.map { "`\($0)`, a typealias of `\(conformance.name)`," } ?? "`\(conformance.name)`,"
                let reason: String
                if protocols[conformance.name] != nil, conformance.blocks {
                    reason = "it conforms to \(named) whose requirements are not main-actor"
                } else if protocols[conformance.name] != nil || projectTypes.contains(conformance.name) {
                    // The alias's first type lets it be; what it joins after `&` is not read.
                    reason = "it conforms to \(named) which may join other protocols: their requirements may not be main-actor"
                } else {
                    reason = "it \(conformance.alias == nil ? relation : "conforms to") \(named) which this project does not declare: its requirements may not be main-actor"
                }
                byType[type.id] = Blocker(file: type.file, line: 0, reason: reason)
            }
        }
        // `@MainActor` on a class reaches its subclasses: their uses count too.
        let viewModelClassIDs = Set(viewModelClasses.map(\.id))
        let subclasses = types.filter { $0.kind == .class && $0.lineage.dropFirst().contains(where: viewModelClassIDs.contains) }
        let candidates = types.filter { roles[$0.id].isViewModel } + subclasses
        // The keys a use may name a candidate by: its simple name, and `Outer.Name` when nested.
        let qualifiedKey: @Sendable (ProjectType) -> String? = { type in
            guard let last = QualifiedNames.lastDot(type.name) else { return nil }
            let outer = type.name[..<last]
            let start = QualifiedNames.lastDot(String(outer)).map { outer.index(after: $0) } ?? outer.startIndex
            return String(type.name[start...])
        }
        let simpleKeys = Set(candidates.map(\.simpleName))
        var qualifiedKeys: [String: [String]] = [:]
        for type in candidates { if let key = qualifiedKey(type) { qualifiedKeys[type.simpleName, default: []].append(key) } }
        let allQualifiedKeys = Set(qualifiedKeys.values.joined())
        // Owners as uses name them: a nested class by `Outer.Name` (`MainActorContexts.nonisolatedMentions`).
        let classNames = Set(viewModelClasses.map { qualifiedKey($0) ?? $0.simpleName })
        // The code of a type main-actor where its file did not show it — an extension in another
        // file of a `@MainActor` class — runs on the main actor: no use across it. Only a name
        // every type of that name is main-actor by says so.
        var mainActorNames: [String: Bool] = [:]
        for type in types where type.kind == .class || type.kind == .struct || type.kind == .enum {
            let key = qualifiedKey(type) ?? type.simpleName
            mainActorNames[key] = (mainActorNames[key] ?? true) && isMainActorType(type, types: types, protocols: protocols)
        }
        let mainActorOwners = mainActorNames
        let runsOnMainActor: @Sendable (String) -> Bool = { owner in !owner.isEmpty && mainActorOwners[owner] == true }
        var candidateKeys: [Int: String] = [:]
        for type in candidates { candidateKeys[type.id] = qualifiedKey(type) ?? type.simpleName }
        // Each key's own code, as owners name it: its class's and its subclasses', which
        // `@MainActor` on the class would isolate with it. A use there is no use off the main
        // actor; a subclass that cannot follow holds the class back as a subclass instead.
        var ownCode: [String: Set<String>] = [:]
        for type in types where type.kind == .class {
            let owner = qualifiedKey(type) ?? type.simpleName
            for ancestor in type.lineage { if let key = candidateKeys[ancestor] { ownCode[key, default: []].insert(owner) } }
        }
        // Each file's uses and chains are read on their own, across the cores, and gathered in
        // file order below: the order the citations depend on.
        let perFile = Parallel.map(indices: facts.count) { [qualifiedKeys, candidateKeys] index in
            Self.offMainActorUses(of: facts[index], module: modules[index], types: types, resolver: resolver, candidates: candidates,
                                  keys: (simpleKeys, qualifiedKeys, allQualifiedKeys, candidateKeys),
                                  qualifiedKey: qualifiedKey, runsOnMainActor: runsOnMainActor)
        }
        var uses: [String: [Use]] = [:]
        for file in perFile { for (key, use) in file.named { uses[key, default: []].append(use) } }
        // Values of a candidate's type on a chain read off the main actor, whatever the name;
        // a chain passing the same value twice is one use.
        for file in perFile {
            for (key, use) in file.chained {
                // On the line of the use before it: the same use, which runs code there.
                if let last = uses[key]?.last, last.file == use.file, last.line == use.line {
                    uses[key]![uses[key]!.count - 1].declaresProperty = false
                    continue
                }
                uses[key, default: []].append(use)
            }
        }
        let keys = uses.keys.sorted()
        var blockers: [String: Blocker] = [:]
        func blocker(of type: ProjectType, in blockers: [String: Blocker]) -> Blocker? {
            byType[type.id] ?? blockers[type.simpleName] ?? qualifiedKey(type).flatMap { blockers[$0] }
        }
        // Whether the class an owner names (`Name`, or `Outer.Name` when nested, as uses record
        // it) may be kept off the main actor: by a use of its own key or of a name that may mean it.
        func mayBeBlocked(_ owner: String, in blockers: [String: Blocker]) -> Bool {
            // `Outer.Name`: that class, or any `Name` a bare use may mean.
            if let dot = QualifiedNames.lastDot(owner) { return blockers[owner] != nil || blockers[String(owner[owner.index(after: dot)...])] != nil }
            return blockers[owner] != nil || (qualifiedKeys[owner] ?? []).contains { blockers[$0] != nil }
        }
        // Uses and bases, to one fixed point: a base held back through its subclass keeps the
        // classes its own code builds off the main actor too (held back only after the uses
        // were read, its `init` building a child view model let the child be annotated).
        var settled = false
        while !settled {
            settled = true
            // A class that cannot be main-actor keeps its uses off it too — as an owner. Its own
            // name's uses are still read: another class of that name (an iOS and a macOS
            // `CountryItemViewModel`) may be used off the main actor.
            let typeBlockedNames = Set(byType.keys.map { qualifiedKey(types[$0]) ?? types[$0].simpleName })
            // In rounds, each reading only the blockers of the rounds before it, keys in order:
            // the place a finding cites must not depend on the order a dictionary iterates in.
            var changed = true
            while changed {
                let known = blockers
                changed = false
                for key in keys where known[key] == nil {
                    let own = ownCode[key] ?? []
                    let blocks = { (use: (owner: String, file: String, line: Int, declaresProperty: Bool)) in
                        !own.contains(use.owner)
                            && (!classNames.contains(use.owner) || mayBeBlocked(use.owner, in: known) || typeBlockedNames.contains(use.owner))
                    }
                    // A use that runs code is the place to cite; a property's declared type only when alone.
                    if let place = uses[key]!.first(where: { !$0.declaresProperty && blocks($0) }) ?? uses[key]!.first(where: blocks) {
                        // A type written where nothing of it runs (an enum case's payload, a
                        // parameter's type) is cited as that: an `.init()` there is not read.
                        blockers[key] = Blocker(file: place.file, line: place.line,
                                                reason: place.declaresProperty ? Self.writtenOffMainActor : Self.usedOffMainActor,
                                                declaresOnly: place.declaresProperty)
                        changed = true
                    }
                }
            }
            // A base class whose subclass cannot be main-actor cannot be either: the subclass
            // would inherit it (`ProfileItemViewModel(…)` built in nonisolated code blocks its base).
            for type in viewModelClasses where blocker(of: type, in: blockers) == nil {
                let blocked = subclasses.filter { $0.lineage.dropFirst().contains(type.id) && blocker(of: $0, in: blockers) != nil }
                    .sorted { $0.simpleName < $1.simpleName }
                guard let subclass = blocked.first, let found = blocker(of: subclass, in: blockers) else { continue }
                byType[type.id] = Blocker(file: found.file, line: found.line,
                                          reason: "its subclass `\(subclass.simpleName)` would inherit it (\(found.reason))")
                settled = false
            }
        }
        // A key held back early by a declared type alone may have a use that runs code once
        // its owner turned out held back too (a scene enum's payload, then the coordinator
        // building it): cite that.
        let typeBlockedNames = Set(byType.keys.map { qualifiedKey(types[$0]) ?? types[$0].simpleName })
        for key in keys {
            guard let current = blockers[key], let place = uses[key]!.first(where: { $0.file == current.file && $0.line == current.line }),
                  place.declaresProperty else { continue }
            if let stronger = uses[key]!.first(where: { use in
                !use.declaresProperty
                    && (!classNames.contains(use.owner) || mayBeBlocked(use.owner, in: blockers) || typeBlockedNames.contains(use.owner))
            }) {
                blockers[key] = Blocker(file: stronger.file, line: stronger.line, reason: Self.usedOffMainActor)
            }
        }
        // A base cited only where a type is declared, whose subclass runs off the main actor in
        // code (built in a nonisolated `request()`): the subclass's use is the one to cite.
        for type in viewModelClasses where byType[type.id] == nil && blocker(of: type, in: blockers)?.declaresOnly == true {
            let stronger = subclasses.filter { $0.lineage.dropFirst().contains(type.id) }.sorted { $0.simpleName < $1.simpleName }
                .lazy.compactMap { subclass in
                    blocker(of: subclass, in: blockers).flatMap { $0.declaresOnly ? nil : (subclass, $0) }
                }.first
            guard let (subclass, found) = stronger else { continue }
            byType[type.id] = Blocker(file: found.file, line: found.line,
                                      reason: "its subclass `\(subclass.simpleName)` would inherit it (\(found.reason))")
        }
        var result = byType
        for type in candidates where result[type.id] == nil {
            if let found = blocker(of: type, in: blockers) { result[type.id] = found }
        }
        return result
    }

    typealias Use = (owner: String, file: String, line: Int, declaresProperty: Bool)

    static let usedOffMainActor = "used off the main actor"
    static let writtenOffMainActor = "its type is written off the main actor (an `.init()` there may build one)"

    /// One file's uses of candidates off the main actor, each under the key it names: by name
    /// (`named`), and through the values on its chains (`chained`, in the order they are passed).
    static func offMainActorUses(of file: FileFacts, module: String, types: [ProjectType], resolver: ChainResolver, candidates: [ProjectType],
                                 keys: (simple: Set<String>, qualified: [String: [String]], allQualified: Set<String>, byCandidate: [Int: String]),
                                 qualifiedKey: (ProjectType) -> String?,
                                 runsOnMainActor: (String) -> Bool) -> (named: [(String, Use)], chained: [(String, Use)]) {
        var named: [(String, Use)] = []
        // `Host(label: .init(…))` builds the type `Host`'s initializer takes for `label`.
        for use in file.nonisolatedUses where !runsOnMainActor(use.owner) {
            if use.name.hasPrefix(MainActorContexts.implicitInitializerPrefix) {
                let parts = use.name.dropFirst(MainActorContexts.implicitInitializerPrefix.count).split(separator: "\u{1}").map(String.init)
                guard parts.count == 2, case .project(let host) = resolver.held(parts[0], module: module, scope: ""),
                      let written = types[host].initializerParameters.first(where: { $0.hasPrefix(parts[1] + "\u{1}") }),
                      case .project(let built) = resolver.held(String(written.dropFirst(parts[1].count + 1)), module: types[host].module,
                                                               scope: types[host].name),
                      let candidate = candidates.first(where: { $0.id == built }) else { continue }
                named.append((qualifiedKey(candidate) ?? candidate.simpleName, (use.owner, file.path, use.line, false)))
                continue
            }
            // `any ViewModel` inside a type nesting a protocol of that name: the protocol.
            if resolver.namesProtocol(use.name, module, use.scope) { continue }
            var key = use.name
            // `ViewModel` said inside `AvatarItem`, which nests one: that one alone, as Swift
            // looks names up from the innermost scope out. (Only a type nested in the scope
            // or one around it counts: a name found elsewhere may be any of that name.)
            if !use.scope.isEmpty, keys.qualified[use.name] != nil,
               case .project(let id) = resolver.held(use.name, module: module, scope: use.scope),
               types[id].module == module, Self.isNested(types[id].name, named: use.name, around: use.scope) {
                guard let nested = qualifiedKey(types[id]), keys.allQualified.contains(nested) else { continue }
                key = nested
            } else if let dot = QualifiedNames.lastDot(use.name), !keys.allQualified.contains(use.name) {
                // A nesting the project declares of a type that is no candidate (`Row.Model`, a
                // struct) is that type.
                if case .project(let id) = resolver.held(use.name, module: module, scope: use.scope),
                   types[id].name == use.name || types[id].name.hasSuffix("." + use.name) { continue }
                // `Module.Name`, `Alias.Name`: not a nesting the project declares — any `Name`.
                key = String(use.name[use.name.index(after: dot)...])
            }
            guard keys.simple.contains(key) || keys.allQualified.contains(key) else { continue }
            named.append((key, (use.owner, file.path, use.line, use.declaresProperty)))
        }
        var chained: [(String, Use)] = []
        for chain in file.nonisolatedChains where !runsOnMainActor(chain.user) {
            let owner = resolver.owner(chain.owner, isExtension: chain.ownerIsExtension, file: file.path, module: module)
            let (start, links) = resolver.start(chain.root, type: chain.rootType, path: chain.path, owner: owner, module: module)
            guard case .project(var current) = start else { continue }
            var step = links.startIndex
            while true {
                // A type's own code (an extension of it, a subclass's) is isolated with it.
                if current != owner, let key = keys.byCandidate[current] {
                    chained.append((key, (chain.user, file.path, chain.line, false)))
                }
                guard step < links.endIndex, case .project(let next) = resolver.step(from: current, through: links[step]) else { break }
                current = next
                step += 1
            }
        }
        return (named, chained)
    }

    /// `ProjectIndex.isMainActorType`, while the index is built.
    static func isMainActorType(_ type: ProjectType, types: [ProjectType], protocols: [String: FileFacts.ProtocolFact]) -> Bool {
        type.lineage.contains { ancestor in
            types[ancestor].ownAttributes.contains("MainActor") || types[ancestor].ownInheritance.contains { written in
                let simple = QualifiedNames.simpleName(written)
                return MainActorContexts.isIsolatedBase(simple)
                    || (protocols[simple] != nil ? isMainActorProtocol(simple, protocols: protocols) : MainActorContexts.isMainActorSDKProtocol(simple))
            }
        }
    }

    /// Swift's and Foundation's protocols a class commonly names first: none is main-actor.
    static let standardProtocols: Set<String> = ["Hashable", "Equatable", "Identifiable", "Codable", "Decodable", "Encodable",
                                                 "Comparable", "CustomStringConvertible", "CustomDebugStringConvertible",
                                                 "CaseIterable", "Error", "LocalizedError", "RawRepresentable"]

    /// The name the type's topmost project class inherits first when it is one neither the
    /// project nor a known framework declares (`BaseViewModel` from a package): that base may be
    /// `@MainActor`, so the type's isolation cannot be read.
    static func unknownBase(of type: ProjectType, types: [ProjectType], isProjectType: (String) -> Bool) -> String? {
        guard let top = type.lineage.last, let first = types[top].ownInheritance.first else { return nil }
        let name = QualifiedNames.simpleName(first)
        if isProjectType(first) || standardProtocols.contains(name) || isolationFreeProtocols.contains(name)
            || MainActorContexts.isolatedBases.contains(name) || MainActorContexts.isMainActorSDKProtocol(name)
            || name.hasPrefix("NS") || name.hasPrefix("UI") { return nil }
        return name
    }

    /// Whether the project protocol of this simple name is `@MainActor`, or refines one (the
    /// project's or the SDK's).
    static func isMainActorProtocol(_ name: String, protocols: [String: FileFacts.ProtocolFact], depth: Int = 0) -> Bool {
        guard depth < 16, let proto = protocols[name] else { return depth > 0 && MainActorContexts.isMainActorSDKProtocol(name) }
        return proto.isMainActor || proto.inheritance.contains { isMainActorProtocol(QualifiedNames.simpleName($0), protocols: protocols, depth: depth + 1) }
    }

    /// Whether `qualified` is `name` nested in `scope` or in a type around it (`A.B.Name` for
    /// scope `A.B.C`).
    static func isNested(_ qualified: String, named name: String, around scope: String) -> Bool {
        var prefix = Substring(scope)
        while !prefix.isEmpty {
            if qualified == prefix + "." + name { return true }
            guard let dot = prefix.lastIndex(of: ".") else { break }
            prefix = prefix[..<dot]
        }
        return false
    }

    static func overrideUse(of type: ProjectType, in file: FileFacts, extensionMembers: Set<UInt32>) -> (name: String, line: Int)? {
        guard let position = file.types.firstIndex(where: { $0.name == type.name && !$0.isExtension }) else { return nil }
        let fact = file.types[position]
        if fact.overrideIsolatedUseLine > 0 { return (fact.overrideIsolatedUse, fact.overrideIsolatedUseLine) }
        return extensionMemberUse(extensionMembers, at: position, in: file) { !$0.isEmpty }
    }

    /// The first undeclared use (`FileFacts.isolationUses`) of the class at `position` of the
    /// file, at a place `place` admits, whose name one of its extensions declares
    /// (`extensionMembers`, the index's `TypeDraft.extensionMemberHashes`): the place and line.
    private static func extensionMemberUse(_ extensionMembers: Set<UInt32>, at position: Int, in file: FileFacts,
                                           at place: (String) -> Bool) -> (name: String, line: Int)? {
        guard !extensionMembers.isEmpty else { return nil }
        for use in file.isolationUses {
            let (hash, line, number) = MainActorContexts.IsolatedUse.unpack(use)
            guard number < file.isolationPlaces.count, file.isolationPlaceTypes[number] == position,
                  place(file.isolationPlaces[number]), extensionMembers.contains(hash) else { continue }
            return (file.isolationPlaces[number], line)
        }
        return nil
    }

    /// Whether the class's superclass is main-actor, or a view-model class the same fix makes
    /// main-actor with it (the fix goes on the topmost): a project class by its isolation, an SDK
    /// class when it is a UIKit or AppKit one.
    static func superclassIsMainActor(_ type: ProjectType, types: [ProjectType], roles: [Role],
                                      protocols: [String: FileFacts.ProtocolFact]) -> Bool {
        if let base = type.lineage.dropFirst().first(where: { types[$0].kind == .class }) {
            return roles[base].isViewModel || isMainActorType(types[base], types: types, protocols: protocols)
        }
        guard let written = type.ownInheritance.first else { return false }
        let simple = QualifiedNames.simpleName(written)
        return MainActorContexts.isIsolatedBase(simple)
    }

    static func deinitLine(of type: ProjectType, in file: FileFacts, extensionMembers: Set<UInt32>) -> Int? {
        guard let position = file.types.firstIndex(where: { $0.name == type.name && !$0.isExtension }) else { return nil }
        if file.types[position].deinitIsolatedUseLine > 0 { return file.types[position].deinitIsolatedUseLine }
        return extensionMemberUse(extensionMembers, at: position, in: file) { $0.isEmpty }?.line
    }

    /// The first protocol in the class's inheritance (extensions included) whose requirements a
    /// main-actor class could not satisfy: a project protocol with requirements and no
    /// `@MainActor` (nor a main-actor parent), or a framework protocol not known to be safe.
    /// The first name in the class's inheritance that may keep it off the main actor: a project
    /// protocol with requirements that is not main-actor (`blocks`), or a name the project does not
    /// declare. A typealias (`alias`) stands for the first type it names, and for what it joins
    /// after `&`, which is not read: it holds the fix back even when its first type would not.
    static func nonisolatedConformance(of type: ProjectType, projectTypes: Set<String>, protocols: [String: FileFacts.ProtocolFact],
                                       aliases: [String: String] = [:]) -> (name: String, alias: String?, blocks: Bool)? {
        func isMainActor(_ name: String, depth: Int) -> Bool { isMainActorProtocol(name, protocols: protocols, depth: depth) }
        func hasRequirements(_ name: String, depth: Int) -> Bool {
            guard depth < 16, let proto = protocols[name] else { return false }
            return proto.hasRequirements || proto.inheritance.contains { hasRequirements(QualifiedNames.simpleName($0), depth: depth + 1) }
        }
        for written in type.inheritance {
            let simple = QualifiedNames.simpleName(written)
            // `: @MainActor Stoppable`: the conformance is main-actor already.
            if type.attributes.contains(FileFacts.isolatedConformanceMark + written) { continue }
            if let target = aliases[simple], !projectTypes.contains(simple), protocols[simple] == nil {
                let blocks = protocols[target] != nil && !isMainActor(target, depth: 0) && hasRequirements(target, depth: 0)
                return (target, simple, blocks)
            }
            let name = simple
            if isolationFreeProtocols.contains(name) || MainActorContexts.isolatedBases.contains(name) { continue }
            // A class that declares no `id` of its own is identified by the standard library's
            // nonisolated default (`ObjectIdentifier(self)`), and a stored `let id` is a constant
            // nonisolated code may read: `@MainActor` leaves either conformance whole.
            if name == "Identifiable", type.properties.allSatisfy({ $0.name != "id" || $0.isConstant }), type.computedPropertyTypes["id"] == nil,
               !type.methods.contains(where: { $0.name == "id" }) { continue }
            if protocols[name] != nil {
                if isMainActor(name, depth: 0) || !hasRequirements(name, depth: 0) { continue }
                return (name, nil, true)
            }
            // A project class (a base view model), or a UIKit/AppKit protocol (main-actor there).
            if projectTypes.contains(name) { continue }
            if name.hasPrefix("UI") || (name.hasPrefix("NS") && (name.hasSuffix("Delegate") || name.hasSuffix("DataSource")))
                || MainActorContexts.isMainActorSDKProtocol(name) { continue }
            return (name, nil, false)
        }
        return nil
    }
}
