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
                                             "NSButton", "UIWindow", "UIControl", "UITextField", "UIButton"]
    /// UIKit and AppKit views, controllers and cells, by name (as the role model reads them).
    static let isolatedEndings = RoleBuilder.viewControllerEndings
    /// Methods whose trailing closure is `@Sendable` and runs off the caller's actor.
    static let detachingCalls: Set<String> = ["detached", "addTask", "addTaskUnlessCancelled", "addDiscardingTask",
                                              "detachNewThread", "addOperation", "async", "asyncAfter", "sync", "concurrentPerform"]

    /// By first byte: most member names start with another letter, and are passed over without
    /// a string or a hash.
    static let detachingInitials: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for call in detachingCalls { table[Int(call.utf8.first!)] = true }
        return table
    }()

    /// Each capitalised name used where code may run off the main actor, with the class (or
    /// extended type) whose code uses it (`""` for any other code) and the first line, sorted by
    /// name then owner.
    static func nonisolatedMentions(_ outline: SourceOutline) -> [FileFacts.NonisolatedUse] {
        let tokens = outline.tokens, declarations = outline.declarations
        // Each declaration's isolation as its code sees it: its own, else its enclosing one's —
        // but a nested type starts afresh; `nonisolated` takes it off again. Parents come before
        // their members in the outline.
        var onMainActor = [Bool](repeating: false, count: declarations.count)
        for position in declarations.indices {
            let declaration = declarations[position]
            if declaration.modifiers.contains(where: { $0.keyword == .nonisolated }) { continue }
            let inherits = !(declaration.kind.isType && declaration.kind != .extension)
            let parent = inherits ? declaration.parent.flatMap { $0 < position ? onMainActor[$0] : nil } ?? false : false
            onMainActor[position] = parent || isIsolated(declaration, outline)
        }
        let detached = detachedClosures(outline)
        var nextDetached = 0
        var openDetached: [Range<Int>] = []
        // One sweep: the innermost declaration around each token, from a stack of open ones.
        let order = declarations.indices.filter { !declarations[$0].tokens.isEmpty }
            .sorted { declarations[$0].tokens.lowerBound < declarations[$1].tokens.lowerBound }
        var next = 0
        var open: [Int] = []
        // One look-up per use: a name and owner seen before in this file adds nothing. Names are
        // found by their bytes (no string made, no SipHash, for the names seen before), owners
        // numbered once per declaration.
        var names = ByteNames()
        var ownersSeen: [[Int32]] = []
        var ownerNames = [""], ownerNumbers = ["": Int32(0)]
        var ownerOfDeclaration = [Int32?](repeating: nil, count: declarations.count)
        func ownerNumber(_ name: String) -> Int32 {
            if let known = ownerNumbers[name] { return known }
            ownerNames.append(name)
            ownerNumbers[name] = Int32(ownerNames.count - 1)
            return Int32(ownerNames.count - 1)
        }
        var result: [FileFacts.NonisolatedUse] = []
        func record(_ name: Int, owner: Int32, at index: Int) {
            while ownersSeen.count <= name { ownersSeen.append([]) }
            guard !ownersSeen[name].contains(owner) else { return }
            ownersSeen[name].append(owner)
            result.append(FileFacts.NonisolatedUse(name: names.names[name], owner: ownerNames[Int(owner)],
                                                   line: outline.location(ofToken: index).line))
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
        for index in tokens.indices {
            // Only capitalised names and `self`/`Self` are read: the open declarations and
            // closures are brought up to date at those alone (they nest, so a jump keeps them right).
            let token = tokens[index]
            let isSelf = token.keyword == .self || token.keyword == .Self
            guard isSelf || (token.kind == .identifier && bytes[Int(token.start)] &- UInt8(ascii: "A") < 26) else { continue }
            while let last = open.last, declarations[last].tokens.upperBound <= index { open.removeLast() }
            while next < order.count, declarations[order[next]].tokens.lowerBound <= index {
                if declarations[order[next]].tokens.upperBound > index { open.append(order[next]) }
                next += 1
            }
            while let last = openDetached.last, last.upperBound <= index { openDetached.removeLast() }
            while nextDetached < detached.count, detached[nextDetached].lowerBound <= index {
                if detached[nextDetached].upperBound > index { openDetached.append(detached[nextDetached]) }
                nextDetached += 1
            }
            // A detached closure runs off the main actor even inside main-actor code.
            let inDetached = openDetached.last.map { region in open.last.map { declarations[$0].tokens.lowerBound < region.lowerBound } ?? true } ?? false
            // There, `self` and `Self` in a type's own code use that type across its actor.
            if inDetached, isSelf,
               let scope = open.last(where: { declarations[$0].kind.isType }), let own = simpleName(scope) {
                record(names.number(of: own), owner: 0, at: index)
                continue
            }
            guard token.kind == .identifier else { continue }
            // A name in a typealias or in a protocol's requirement runs no code: a conformer's
            // implementation, where code runs, is read where it is written.
            if let innermost = open.last, declarations[innermost].kind == .typealias
                || declarations[innermost].parent.map({ declarations[$0].kind == .protocol }) == true { continue }
            if let innermost = open.last, !inDetached {
                if onMainActor[innermost] { continue }
                // Its own declaration, and a subclass or conformer naming it in its inheritance
                // clause (which inherits the isolation), are not uses across it.
                if declarations[innermost].name?.contains(index) == true
                    || declarations[innermost].inheritance.contains(where: { $0.contains(index) }) { continue }
            }
            let name = names.number(of: bytes, Int(token.start)..<Int(token.end))
            // The innermost type or extension whose code this is (nested types don't share
            // their outer type's actor).
            let scope = open.last { declarations[$0].kind.isType }
            // Its own body or extension, which a `@MainActor` on it isolates too, is not a use
            // across it — unless the code runs detached.
            if !inDetached, let scope, simpleName(scope) == names.names[name] { continue }
            var owner: Int32 = 0
            if !inDetached, let scope, declarations[scope].kind == .class || declarations[scope].kind == .extension {
                if let known = ownerOfDeclaration[scope] {
                    owner = known
                } else {
                    owner = simpleName(scope).map(ownerNumber) ?? 0
                    ownerOfDeclaration[scope] = owner
                }
            }
            record(name, owner: owner, at: index)
        }
        return result.sorted { ($0.name, $0.owner) < ($1.name, $1.owner) }
    }

    static func isIsolated(_ declaration: Declaration, _ outline: SourceOutline) -> Bool {
        if declaration.modifiers.contains(where: { $0.keyword == .nonisolated }) { return false }
        if outline.attribute(named: "MainActor", on: declaration) != nil { return true }
        // `#Preview { … }` runs its body on the main actor.
        if declaration.kind == .macroExpansion { return outline.name(of: declaration) == "Preview" }
        guard declaration.kind.isType else { return false }
        // An extension shares the isolation of the type it extends, declared elsewhere: known by name.
        if declaration.kind == .extension, let extended = outline.name(of: declaration).map(QualifiedNames.simpleName),
           isolatedEndings.contains(where: { extended.hasSuffix($0) }) { return true }
        return declaration.inheritance.contains { written in
            let simple = QualifiedNames.simpleName(TypeReading.path(of: written, outline).path)
            return isolatedBases.contains(simple) || isolatedEndings.contains { simple.hasSuffix($0) }
        }
    }

    /// The tokens of closures that run detached from the caller's actor, in source order:
    /// `Task.detached { … }`, `group.addTask { … }`, `DispatchQueue.global().async { … }` (a
    /// queue other than `.main`), `Thread.detachNewThread { … }`, `queue.addOperation { … }`.
    static func detachedClosures(_ outline: SourceOutline) -> [Range<Int>] {
        let tokens = outline.tokens
        var regions: [Range<Int>] = []
        let bytes = outline.file.bytes
        let initials = detachingInitials
        for index in tokens.indices where tokens[index].kind == .identifier && index > 0 && tokens[index - 1].kind == .period {
            guard initials[Int(bytes[Int(tokens[index].start)])], detachingCalls.contains(outline.text(index)) else { continue }
            // `DispatchQueue.main.async { … }` stays on the main actor.
            if index >= 3, tokens[index - 2].kind == .identifier, outline.text(index - 2) == "main" { continue }
            var j = index + 1
            if j < tokens.count, tokens[j].kind == .leftParen { j = outline.indexAfterGroup(j) }
            // `queue.async(execute: { … })` has its closure inside the parentheses.
            if j < tokens.count, tokens[j].kind == .leftBrace {
                regions.append(j..<outline.indexAfterGroup(j))
            } else if index + 1 < tokens.count, tokens[index + 1].kind == .leftParen {
                let contents = outline.groupContents(index + 1)
                if let brace = contents.first(where: { tokens[$0].kind == .leftBrace }) {
                    regions.append(brace..<outline.indexAfterGroup(brace))
                }
            }
        }
        return regions.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// The line where a class's `deinit` uses one of its methods or computed properties, which
    /// `@MainActor` on the class would isolate away from the nonisolated `deinit`. Stored
    /// properties stay in reach.
    static func deinitIsolatedUse(in declaration: Declaration, _ outline: SourceOutline) -> Int? {
        let members = outline.members(of: declaration)
        guard let deinitializer = members.first(where: { $0.kind == .deinitializer }), let body = deinitializer.body else { return nil }
        let tokens = outline.tokens
        var isolated = Set<String>()
        for member in members where !member.hasModifier(.static) && !member.hasModifier(.class) && !member.hasModifier(.nonisolated) {
            guard let name = outline.name(of: member) else { continue }
            if member.kind == .function { isolated.insert(name) }
            if member.kind == .variable, !member.bindings.contains(where: { $0.isStored(in: tokens) }) { isolated.insert(name) }
        }
        guard !isolated.isEmpty else { return nil }
        for index in body where tokens[index].kind == .identifier {
            let throughSelf = index >= 2 && tokens[index - 1].kind == .period && tokens[index - 2].keyword == .self
            guard throughSelf || index == 0 || tokens[index - 1].kind != .period else { continue }
            if isolated.contains(outline.text(index)) { return outline.location(ofToken: index).line }
        }
        return nil
    }
}

/// Names numbered by their UTF-8 bytes: a name seen before is found from its token's bytes by an
/// FNV-1a hash and one comparison, without making a string or hashing one with SipHash — which,
/// once per capitalised name of every file, was a twentieth of a cold lint.
struct ByteNames {
    private(set) var names: [String] = []
    private var hashes: [UInt64] = []
    /// Open addressing: a name's number, or -1.
    private var slots = [Int32](repeating: -1, count: 64)

    /// The number of the name spelled by `bytes[range]`.
    mutating func number(of bytes: [UInt8], _ range: Range<Int>) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            let spelled = UnsafeBufferPointer(rebasing: buffer[range])
            return number(spelled) { String(decoding: spelled, as: UTF8.self) }
        }
    }

    /// The number of `name`.
    mutating func number(of name: String) -> Int {
        var spelling = name
        return spelling.withUTF8 { spelled in number(spelled) { name } }
    }

    private mutating func number(_ spelled: UnsafeBufferPointer<UInt8>, make: () -> String) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in spelled { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while slots[slot] >= 0 {
            let number = Int(slots[slot])
            if hashes[number] == hash, Self.same(names[number], spelled) { return number }
            slot = (slot + 1) & (slots.count - 1)
        }
        names.append(make())
        hashes.append(hash)
        slots[slot] = Int32(names.count - 1)
        if names.count * 2 > slots.count { grow() }
        return names.count - 1
    }

    private static func same(_ name: String, _ spelled: UnsafeBufferPointer<UInt8>) -> Bool {
        var name = name
        return name.withUTF8 { $0.elementsEqual(spelled) }
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        for number in names.indices {
            var slot = Int(truncatingIfNeeded: hashes[number]) & (slots.count - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(number)
        }
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
    }

    /// Framework protocols a main-actor class conforms to without crossing isolation: no
    /// requirements, requirements with defaults that stay nonisolated, or main-actor themselves.
    static let isolationFreeProtocols: Set<String> = ["ObservableObject", "AnyObject", "Sendable", "NSObject", "NSObjectProtocol",
                                                      "Observable", "ObservableModel"]

    /// What holds `@MainActor` back: `byType` for what one declaration does itself (its `deinit`,
    /// its conformances, a subclass's use), `byName` for uses of a name in code that may run off
    /// the main actor (a name can be several types' — uses cannot tell them apart).
    static func offMainActor(facts: [FileFacts], types: [ProjectType], roles: [Role],
                             protocols: [String: FileFacts.ProtocolFact]) -> (byName: [String: Blocker], byType: [Int: Blocker]) {
        var blockers: [String: Blocker] = [:]
        var byType: [Int: Blocker] = [:]
        let viewModelClasses = types.filter { roles[$0.id].isViewModel && $0.kind == .class }
        var fileIndex: [String: Int] = [:]
        for index in facts.indices where fileIndex[facts[index].path] == nil { fileIndex[facts[index].path] = index }
        let projectTypes = Set(types.map(\.simpleName))
        // What keeps a class itself from `@MainActor`, whoever uses it.
        for type in viewModelClasses where blockers[type.simpleName] == nil {
            if let line = fileIndex[type.file].flatMap({ deinitLine(of: type, in: facts[$0]) }) {
                byType[type.id] = Blocker(file: type.file, line: line, reason: "its nonisolated `deinit` uses a method or computed property of its own")
            } else if let conformance = nonisolatedConformance(of: type, projectTypes: projectTypes, protocols: protocols) {
                let reason = protocols[conformance] != nil
                    ? "it conforms to `\(conformance)`, whose requirements are not main-actor"
                    : "it inherits `\(conformance)`, which this project does not declare: its requirements may not be main-actor"
                byType[type.id] = Blocker(file: type.file, line: 0, reason: reason)
            }
        }
        // `@MainActor` on a class reaches its subclasses: their uses count too.
        let viewModelClassIDs = Set(viewModelClasses.map(\.id))
        let subclasses = types.filter { $0.kind == .class && $0.lineage.dropFirst().contains(where: viewModelClassIDs.contains) }
        let viewModelNames = Set(types.filter { roles[$0.id].isViewModel }.map(\.simpleName)).union(subclasses.map(\.simpleName))
        let classNames = Set(viewModelClasses.map(\.simpleName))
        var uses: [String: [(owner: String, file: String, line: Int)]] = [:]
        for index in facts.indices {
            for use in facts[index].nonisolatedUses where viewModelNames.contains(use.name) {
                uses[use.name, default: []].append((use.owner, facts[index].path, use.line))
            }
        }
        let names = uses.keys.sorted()
        func blocker(of type: ProjectType) -> Blocker? { byType[type.id] ?? blockers[type.simpleName] }
        // Uses and bases, to one fixed point: a base held back through its subclass keeps the
        // classes its own code builds off the main actor too (held back only after the uses
        // were read, its `init` building a child view model let the child be annotated).
        var settled = false
        while !settled {
            settled = true
            // A class that cannot be main-actor keeps its uses off it too — as an owner. Its own
            // name's uses are still read: another class of that name (an iOS and a macOS
            // `CountryItemViewModel`) may be used off the main actor.
            let typeBlockedNames = Set(byType.keys.map { types[$0].simpleName })
            // In rounds, each reading only the blockers of the rounds before it, names in order:
            // the place a finding cites must not depend on the order a dictionary iterates in.
            var changed = true
            while changed {
                let known = blockers
                changed = false
                for name in names where known[name] == nil {
                    if let place = uses[name]!.first(where: { owner in
                        !classNames.contains(owner.owner) || known[owner.owner] != nil || typeBlockedNames.contains(owner.owner)
                    }) {
                        blockers[name] = Blocker(file: place.file, line: place.line, reason: "used off the main actor")
                        changed = true
                    }
                }
            }
            // A base class whose subclass cannot be main-actor cannot be either: the subclass
            // would inherit it (`ProfileItemViewModel(…)` built in nonisolated code blocks its base).
            for type in viewModelClasses where blocker(of: type) == nil {
                let blocked = subclasses.filter { $0.lineage.dropFirst().contains(type.id) && blocker(of: $0) != nil }
                    .sorted { $0.simpleName < $1.simpleName }
                guard let subclass = blocked.first, let found = blocker(of: subclass) else { continue }
                byType[type.id] = Blocker(file: found.file, line: found.line,
                                          reason: "its subclass `\(subclass.simpleName)` would inherit it (\(found.reason))")
                settled = false
            }
        }
        return (blockers, byType)
    }

    static func deinitLine(of type: ProjectType, in file: FileFacts) -> Int? {
        guard let fact = file.types.first(where: { $0.name == type.name && !$0.isExtension }),
              fact.deinitIsolatedUseLine > 0 else { return nil }
        return fact.deinitIsolatedUseLine
    }

    /// The first protocol in the class's inheritance (extensions included) whose requirements a
    /// main-actor class could not satisfy: a project protocol with requirements and no
    /// `@MainActor` (nor a main-actor parent), or a framework protocol not known to be safe.
    static func nonisolatedConformance(of type: ProjectType, projectTypes: Set<String>, protocols: [String: FileFacts.ProtocolFact]) -> String? {
        func isMainActor(_ name: String, depth: Int) -> Bool {
            guard depth < 16, let proto = protocols[name] else { return false }
            return proto.isMainActor || proto.inheritance.contains { isMainActor(QualifiedNames.simpleName($0), depth: depth + 1) }
        }
        func hasRequirements(_ name: String, depth: Int) -> Bool {
            guard depth < 16, let proto = protocols[name] else { return false }
            return proto.hasRequirements || proto.inheritance.contains { hasRequirements(QualifiedNames.simpleName($0), depth: depth + 1) }
        }
        for written in type.inheritance {
            let name = QualifiedNames.simpleName(written)
            if isolationFreeProtocols.contains(name) || MainActorContexts.isolatedBases.contains(name) { continue }
            // A class that declares no `id` of its own is identified by the standard library's
            // nonisolated default (`ObjectIdentifier(self)`): `@MainActor` leaves that conformance whole.
            if name == "Identifiable", !type.properties.contains(where: { $0.name == "id" }), type.computedPropertyTypes["id"] == nil,
               !type.methods.contains(where: { $0.name == "id" }) { continue }
            if protocols[name] != nil {
                if isMainActor(name, depth: 0) || !hasRequirements(name, depth: 0) { continue }
                return name
            }
            // A project class (a base view model), or a UIKit/AppKit protocol (main-actor there).
            if projectTypes.contains(name) { continue }
            if name.hasPrefix("UI") || (name.hasPrefix("NS") && (name.hasSuffix("Delegate") || name.hasSuffix("DataSource"))) { continue }
            return name
        }
        return nil
    }
}
