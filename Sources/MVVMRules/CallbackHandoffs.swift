import SwiftLexer
import SwiftOutline

/// Who hands a method a closure through a stored member of its own type (`viewModel.startListening
/// { … }` in a view controller holding `viewModel`): a view model that stores what its method is
/// handed (`func startListening(onChange: …) { changeListener = onChange }`) is listened to by
/// whoever calls that method — its own screen, or a parent.
public enum CallbackHandoffs {
    /// The file's handoffs, once per owner, receiver and method (the first line kept). A receiver
    /// that is a parameter or a local of the code around the call is no member: left out.
    /// `roots` holds the local scopes the member writes already read.
    static func extract(_ outline: SourceOutline, roots: inout ChainRoots) -> [FileFacts.CallbackHandoff] {
        let tokens = outline.tokens
        var handoffs: [FileFacts.CallbackHandoff] = []
        var seen = Set<String>()
        var locator: DeclarationLocator?
        var index = 2
        while index + 1 < tokens.count {
            defer { index += 1 }
            // `receiver.method(` or `receiver.method {`, the receiver a lowercase name.
            guard tokens[index].kind == .identifier, tokens[index - 1].kind == .period,
                  tokens[index + 1].kind == .leftParen || tokens[index + 1].kind == .leftBrace else { continue }
            var receiver = index - 2
            while receiver > 0, tokens[receiver].kind == .operator, tokens[receiver].fixity == .postfix { receiver -= 1 }
            guard tokens[receiver].kind == .identifier, !outline.isCapitalized(receiver),
                  outline.file.bytes[Int(tokens[receiver].start)] != UInt8(ascii: "$") else { continue }
            // Bare, or right after `self.` (`self?.`): a member of the code's own type.
            var throughSelf = false
            if receiver >= 1, tokens[receiver - 1].kind == .period {
                var before = receiver - 2
                while before > 0, tokens[before].kind == .operator, tokens[before].fixity == .postfix { before -= 1 }
                guard before >= 0, tokens[before].keyword == .self, before == 0 || tokens[before - 1].kind != .period else { continue }
                throughSelf = true
            }
            guard handsClosure(afterMethod: index, outline) else { continue }
            if locator == nil { locator = DeclarationLocator(outline) }
            let innermost = locator!.innermost(at: Int(tokens[index].start))
            guard let owner = outline.enclosingType(from: innermost), let name = QualifiedNames.path(of: owner, in: outline),
                  // A parameter or local of the code around the call hides the member.
                  throughSelf || roots.namesOwnMember(receiver, innermost: innermost, scopeType: owner) else { continue }
            let receiverName = outline.text(receiver)
            let method = outline.text(index)
            guard seen.insert(name + "\u{1}" + receiverName + "\u{1}" + method).inserted else { continue }
            handoffs.append(FileFacts.CallbackHandoff(method: method, receiver: receiverName, owner: name,
                                                      ownerIsExtension: outline.declarations[owner].kind == .extension,
                                                      line: outline.location(ofToken: index).line))
        }
        return handoffs
    }

    /// Whether the call of the method at `method` hands it a closure: a trailing one, or one
    /// among its arguments.
    private static func handsClosure(afterMethod method: Int, _ outline: SourceOutline) -> Bool {
        let tokens = outline.tokens
        let open = method + 1
        if tokens[open].kind == .leftBrace { return true }
        let after = outline.indexAfterGroup(open)
        if after < tokens.count, tokens[after].kind == .leftBrace, !tokens[after].isAtStartOfLine { return true }
        return ((open + 1)..<max(open + 1, after - 1)).contains { tokens[$0].kind == .leftBrace }
    }
}
