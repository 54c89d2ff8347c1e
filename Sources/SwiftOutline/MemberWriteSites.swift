import SwiftLexer

/// A place where code may write a member reached through a chain: `self.viewModel.count = 1`,
/// `viewModel?.items.append(x)`, `&model.total`, `$model.name`, `\.title`. Syntax only: which
/// types the links have is the semantic model's business; this names the root, the links on the
/// way and the written member, so that nothing which could need a member's setter goes unseen.
public struct MemberWriteSite: Sendable, Equatable {
    public enum Root: Sendable, Equatable {
        /// `self` or `super`.
        case selfValue
        /// A lowercase name: a local, a parameter, or a member of the enclosing type.
        case name(Int)
        /// `\Type.member`, `Type.shared.member`: the type's tokens as written; for a static
        /// member the first link is the static member itself.
        case typeName(Range<Int>, isKeyPathRoot: Bool)
        /// `.shared`, `\.member`, a call's result: nothing known.
        case unknown
        /// `$0`, `$1`: a closure's argument, the token; what it is depends on who calls the closure.
        case closureArgument(Int)
        /// `subscribe(\.title)`, `field(keyPath: \.title)`: a key path without a root type handed
        /// to a call, the callee's name token and the argument's label token (nil unlabelled):
        /// the callee's parameter type says its root, and whether it can write.
        case keyPathArgument(callee: Int, label: Int?)
        /// The written member is a bare name (`count = 1`, `items.append(x)`, `&total`): the
        /// enclosing type's own member, unless a local or parameter of that name is in scope.
        case implicitMember
    }

    public var root: Root
    /// Member names between the root and the written member (`viewModel` in `self.viewModel.count`);
    /// a subscript of a member or of a named root is a link of its own, its `[` (`items`, `[` in
    /// `self.items[i].state`; `[` in `items[i].state`).
    public var path: [Int]
    /// The written member's name token.
    public var member: Int
    /// For `receiver.member.method(…)`: the method, which writes `member` only if it is mutating.
    public var method: Int?
}

extension SourceOutline {
    /// Every member write site in the file, in source order: assignments (`=`, compound), `&`
    /// arguments, `$name.member` bindings, key paths, and calls through a member (`a.items.append`)
    /// that write it when the method is mutating. Each member link of a written chain is a site of
    /// its own (`viewModel.settings.isOn = true` writes `settings` and `isOn`); a link after a call
    /// or a subscript has an unknown root.
    public func memberWriteSites() -> [MemberWriteSite] {
        var sites: [MemberWriteSite] = []
        let count = tokens.count
        var i = 0
        while i < count {
            defer { i += 1 }
            let kind = tokens[i].kind
            if kind == .backslash {
                keyPathSites(at: i, into: &sites)
                continue
            }
            // A name followed by nothing a chain continues with is no chain with links: most
            // names are passed over without reading one. A bare name assigned to or passed
            // `inout` is a chain without links.
            guard kind == .period || ((kind == .identifier || kind == .dollarIdentifier || kind == .keyword) && i + 1 < count
                                        && (Self.mayStartComponent(tokens[i + 1].kind) || isBareAssignment(i) || isInoutArgument(i))),
                  let chain = postfixChain(at: i, end: count) else { continue }
            if kind == .identifier { implicitMemberSite(chain, into: &sites) }
            if !chain.components.isEmpty { chainSites(chain, into: &sites) }
        }
        return sites
    }

    /// `count = 1`: a name right before `=`, not one being declared (`let x = 1`, `case a = 1`)
    /// nor a member of something else (`.x = 1`, handled with its chain).
    private func isBareAssignment(_ name: Int) -> Bool {
        guard tokens[name + 1].kind == .equal else { return false }
        guard name > 0 else { return true }
        let previous = tokens[name - 1]
        return previous.kind != .period && previous.keyword != .let && previous.keyword != .var && previous.keyword != .case
    }

    /// `$model` (a property wrapper's projection), not `$0` (a closure's argument).
    private func isProjection(_ token: Int) -> Bool {
        let start = Int(tokens[token].start)
        guard file.bytes[start] == UInt8(ascii: "$"), start + 1 < Int(tokens[token].end) else { return false }
        let second = file.bytes[start + 1]
        return !(second >= UInt8(ascii: "0") && second <= UInt8(ascii: "9"))
    }

    /// Whether the chain based at `base` follows a prefix `&`.
    private func isInoutArgument(_ base: Int) -> Bool {
        base > 0 && tokens[base - 1].kind == .operator && tokens[base - 1].fixity == .prefix
            && tokens[base - 1].length == 1 && file.bytes[Int(tokens[base - 1].start)] == UInt8(ascii: "&")
    }

    /// `count = 1`, `count += 1`, `items[0] = x`, `settings.isOn = true`, `&total`: a bare name
    /// written; `items.append(x)`, `items.removeAll { … }`: a method called right on it, which
    /// writes it if mutating. Not a name being declared (`let x = 1`, `case x = 1`), a member of
    /// something else (`.x`), or a projection (`$x`, read as the binding it is).
    private func implicitMemberSite(_ chain: PostfixChain, into sites: inout [MemberWriteSite]) {
        let base = chain.base
        guard file.bytes[Int(tokens[base].start)] != UInt8(ascii: "$"), !isCapitalized(base) else { return }
        if base > 0 {
            let previous = tokens[base - 1]
            if previous.kind == .period || previous.kind == .backslash || previous.keyword == .let || previous.keyword == .var
                || previous.keyword == .case { return }
        }
        var method: Int?
        if chain.assignmentOperator == nil, !isInoutArgument(base) {
            let components = chain.components
            guard components.count >= 2, case .member(let name) = components[0] else { return }
            switch components[1] {
            case .call, .trailingClosure: method = name
            default: return
            }
        }
        sites.append(MemberWriteSite(root: .implicitMember, path: [], member: base, method: method))
    }

    private func chainSites(_ chain: PostfixChain, into sites: inout [MemberWriteSite]) {
        let base = chain.base
        let baseToken = tokens[base]
        var root: MemberWriteSite.Root
        var isBinding = false
        var skipsFirstLink = false
        switch baseToken.kind {
        case .keyword:
            guard baseToken.keyword == .self || baseToken.keyword == .super else {
                root = .typeName(base..<base + 1, isKeyPathRoot: false)
                skipsFirstLink = true
                break
            }
            root = .selfValue
            // `self.$model.x`: a binding through `model`'s projection, as `$model.x` is.
            if case .member(let name)? = chain.components.first, isProjection(name) {
                isBinding = true
                skipsFirstLink = true
            }
        case .dollarIdentifier:
            // `$0.x`: a closure's argument; `$model.x`: a binding through `model`'s projection.
            if isProjection(base) {
                root = .name(base)
                isBinding = true
            } else {
                root = .closureArgument(base)
            }
        case .identifier:
            let first = file.bytes[Int(baseToken.start)]
            if first == UInt8(ascii: "$") {
                root = .name(base)
                isBinding = true
            } else if isCapitalized(base) {
                root = .typeName(base..<base + 1, isKeyPathRoot: false)
                skipsFirstLink = true
            } else {
                root = .name(base)
            }
        default:
            // `.shared.count = 1`: an implicit member, whose type is the context's.
            root = .unknown
            skipsFirstLink = true
        }
        let components = chain.components
        let isInout = isInoutArgument(base)
        let writesAll = chain.assignmentOperator != nil || isInout || isBinding
        // The written links: every member that is not a method name; with a call at the end, the
        // members before the method (which writes them only if mutating).
        var method: Int?
        var lastWritten = components.count
        if !writesAll {
            var end = components.count
            while end > 0, case .trailingClosure = components[end - 1] { end -= 1 }
            if end >= 2, case .call = components[end - 1], case .member(let name) = components[end - 2] {
                method = name
                lastWritten = end - 2
            } else if end < components.count, end >= 1, case .member(let name) = components[end - 1] {
                // `items.removeAll { … }`: a call written with its trailing closure alone.
                method = name
                lastWritten = end - 1
            } else {
                return
            }
            // `viewModel.$items.removeDuplicates()`: a method of a projection (a publisher, a
            // binding) makes a new value from it and writes nothing.
            for position in 0..<lastWritten {
                if case .member(let name) = components[position], file.bytes[Int(tokens[name].start)] == UInt8(ascii: "$") { return }
            }
        }
        var path: [Int] = []
        var known = true
        var first = true
        // Whether the last link read is a member on the path, or the root name: a subscript of it
        // (`self.items[i]`, `items[i]`) is a link of its own, its `[`, read as the element.
        var afterMember: Bool
        if case .name = root { afterMember = !isBinding } else { afterMember = false }
        // `MPNowPlayingInfoCenter.default().nowPlayingInfo`: a type's static method, its call kept
        // on the path (the link is the method's name followed by its call).
        var afterStaticMethod = false
        for position in 0..<lastWritten {
            switch components[position] {
            case .member(let name):
                let isMethod = position + 1 < components.count && { if case .call = components[position + 1] { return true } else { return false } }()
                defer { first = false }
                if first && skipsFirstLink {
                    path.append(name)
                    afterMember = false
                    afterStaticMethod = isMethod
                    continue
                }
                if isMethod {
                    known = false
                    path.removeAll()
                    afterMember = false
                    continue
                }
                sites.append(MemberWriteSite(root: known ? root : .unknown, path: known ? path : [], member: name, method: method))
                path.append(name)
                afterMember = true
            case .subscriptAccess(let contents) where afterMember && known:
                path.append(contents.lowerBound - 1)
                afterMember = false
            case .call(let arguments) where afterStaticMethod:
                afterStaticMethod = false
                // A metatype (`resolve(Model.self)`) or a closure argument lets a generic method
                // hand back anything: the result is unknown.
                if arguments.contains(where: { tokens[$0].kind == .leftBrace || tokens[$0].keyword == .self && tokens[$0 - 1].kind == .period }) {
                    known = false
                    path.removeAll()
                }
            case .call, .subscriptAccess, .trailingClosure:
                known = false
                path.removeAll()
                afterMember = false
            case .optional, .forceUnwrap:
                continue
            }
        }
    }

    /// Calls whose first argument, a key path, is only read through: a key path used as a function
    /// (`items.map(\.title)`, `.compactMap(\.folder)`, `.sorted(by:)`'s kin), key-value observing
    /// (`observe(\.isLoading)`, `publisher(for: \.duration)`), sorting by a key
    /// (`KeyPathComparator(\.name)`), and the environment's own values (`.environment(\.editMode, …)`
    /// writes `EnvironmentValues`, never a member of the project's).
    static let keyPathReaders: Set<String> = ["map", "compactMap", "flatMap", "filter", "sorted", "first", "last", "contains",
                                              "allSatisfy", "min", "max", "drop", "prefix", "removeDuplicates", "observe",
                                              "publisher", "KeyPathComparator", "SortDescriptor", "NSSortDescriptor",
                                              "environment", "transformEnvironment", "Environment"]

    /// Whether the key path at `backslash` is only read: the first argument of one of
    /// `keyPathReaders` (after its label, if any), or what identifies the elements of a list
    /// (`ForEach(items, id: \.id)`).
    private func readsThroughKeyPath(at backslash: Int) -> Bool {
        var open = backslash - 1
        guard open >= 1 else { return false }
        // `case \.showThumbnails:`, `case \.a, \.b:`, `keyPath == \.title`: compared, never applied.
        if isComparedKeyPath(before: open) { return true }
        if tokens[open].kind == .colon {
            if text(open - 1) == "id" { return true }
            open -= 2
        }
        guard open >= 1, tokens[open].kind == .leftParen, tokens[open - 1].kind == .identifier else { return false }
        return Self.keyPathReaders.contains(text(open - 1))
    }

    /// Whether the token `index`, right before a key path, makes it a pattern or an operand of a
    /// comparison: `case`, a comma of a `case` list on the same line, `==` or `!=`.
    private func isComparedKeyPath(before index: Int) -> Bool {
        if tokens[index].keyword == .case { return true }
        if tokens[index].kind == .operator, text(index) == "==" || text(index) == "!=" { return true }
        guard tokens[index].kind == .comma else { return false }
        var back = index - 1
        while back >= 0 {
            if tokens[back].keyword == .case { return true }
            if tokens[back].kind.isOpeningBracket || tokens[back].kind == .equal || tokens[back].kind == .colon
                || tokens[back].kind == .leftBrace || tokens[back].isAtStartOfLine && tokens[back].keyword != .case { return false }
            back -= 1
        }
        return false
    }

    /// `\.title`, `\Model.title`, `\Model.settings.isOn`, `\.[0].name`: every member may be
    /// written through the key path (`assign(to:on:)`, `model[keyPath:] = …`).
    private func keyPathSites(at backslash: Int, into sites: inout [MemberWriteSite]) {
        if readsThroughKeyPath(at: backslash) { return }
        var j = backslash + 1
        let count = tokens.count
        var typeEnd = j
        // The root type: uppercase names and their dots, generic arguments and `?` skipped.
        while typeEnd < count, tokens[typeEnd].kind == .identifier, isCapitalized(typeEnd) {
            typeEnd += 1
            if typeEnd < count, tokens[typeEnd].kind == .operator, text(typeEnd).hasPrefix("<") {
                guard let close = (typeEnd..<min(count, typeEnd + 64)).first(where: { text($0).hasSuffix(">") && tokens[$0].kind == .operator }) else { break }
                typeEnd = close + 1
            }
            guard typeEnd + 1 < count, tokens[typeEnd].kind == .period, tokens[typeEnd + 1].kind == .identifier,
                  isCapitalized(typeEnd + 1) else { break }
            typeEnd += 1
        }
        var root: MemberWriteSite.Root = typeEnd > j ? .typeName(j..<typeEnd, isKeyPathRoot: true) : .unknown
        j = typeEnd
        var path: [Int] = []
        var known = true
        var found: [(path: [Int], member: Int, known: Bool)] = []
        while j + 1 < count {
            let token = tokens[j]
            if token.kind == .period, tokens[j + 1].kind == .identifier {
                found.append((path, j + 1, known))
                path.append(j + 1)
                j += 2
            } else if token.kind == .operator, token.length == 1, file.bytes[Int(token.start)] == UInt8(ascii: "?") || file.bytes[Int(token.start)] == UInt8(ascii: "!") {
                j += 1
            } else if token.kind == .leftBracket || (token.kind == .period && tokens[j + 1].kind == .leftBracket) {
                let open = token.kind == .leftBracket ? j : j + 1
                known = false
                path.removeAll()
                j = indexAfterGroup(open)
            } else {
                break
            }
        }
        // `assign(to: \.title, on: self)` (or `onWeaklyHeld:`/`onUnowned:`, a chain of names
        // `on: header.viewModel`, other arguments after it): the value the key path is applied to
        // roots it, its links before the key path's. Only a key path labelled `to:` is assigned
        // so: `subscribe(\.title, on: publisher)` is rooted by its parameter, below.
        if case .unknown = root, backslash >= 2, tokens[backslash - 1].kind == .colon, text(backslash - 2) == "to",
           j + 4 < count, tokens[j].kind == .comma, tokens[j + 2].kind == .colon,
           ["on", "onWeaklyHeld", "onUnowned"].contains(text(j + 1)),
           tokens[j + 3].keyword == .self || (tokens[j + 3].kind == .identifier && !isCapitalized(j + 3)) {
            var end = j + 4
            var links: [Int] = []
            while end + 1 < count, tokens[end].kind == .period, tokens[end + 1].kind == .identifier {
                links.append(end + 1)
                end += 2
            }
            if end < count, tokens[end].kind == .rightParen || tokens[end].kind == .comma {
                root = tokens[j + 3].keyword == .self ? .selfValue : .name(j + 3)
                found = found.map { site in (links + site.path, site.member, site.known) }
            }
        }
        // `subscribe(\.title, …)`, `field(keyPath: \.title)`: the callee's parameter gives the root.
        if case .unknown = root, typeEnd == backslash + 1, let argument = callArgument(at: backslash) {
            root = .keyPathArgument(callee: argument.callee, label: argument.label)
        }
        // `\.$pipelines`: a key path to a projection reads the publisher or binding; nobody
        // replaces one through a key path (that would need the projection's own setter).
        if let first = found.first, file.bytes[Int(tokens[first.member].start)] == UInt8(ascii: "$") { return }
        for site in found {
            sites.append(MemberWriteSite(root: site.known ? root : .unknown, path: site.known ? site.path : [], member: site.member, method: nil))
        }
    }
}
