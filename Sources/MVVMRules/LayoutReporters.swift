import SwiftLexer
import SwiftOutline

/// The modifiers that hand a closure the pointer's or the layout's values: SwiftUI's own, and the
/// project's functions that pass a closure of theirs on to one (`func onSizeChange(_ closure:
/// @escaping (CGSize) -> Void)` handing it to `.onPreferenceChange`, or calling it inside
/// `.onGeometryChange`'s `action:`). What such a closure stores as it comes is input the view
/// captures, whichever of them hands it over.
public enum LayoutReporters {
    /// SwiftUI's modifiers that report the pointer or the layout to a closure.
    static let swiftUI: Set<String> = ["onHover", "onContinuousHover", "onGeometryChange", "onPreferenceChange",
                                       "onScrollGeometryChange", "onScrollVisibilityChange"]

    /// What the file's functions do with their closure parameters, each `function\u{1}callee`:
    /// the parameter handed as a whole argument to `callee`, or called inside a closure handed to
    /// `callee`.
    static func forwards(_ outline: SourceOutline) -> [String] {
        let tokens = outline.tokens
        var forwards = Set<String>()
        for declaration in outline.declarations where declaration.kind == .function {
            guard let body = declaration.body, let name = outline.name(of: declaration) else { continue }
            let closures = Set(declaration.parameters.compactMap { parameter -> String? in
                guard let spelled = parameter.name, TypeReading.isFunction(parameter.type, outline) else { return nil }
                return outline.text(spelled)
            })
            guard !closures.isEmpty else { continue }
            for index in body where tokens[index].kind == .identifier && !outline.isMemberName(index) {
                guard index + 1 < body.upperBound, closures.contains(outline.text(index)) else { continue }
                let next = tokens[index + 1]
                var callee: Int?
                if next.kind == .comma || next.kind == .rightParen {
                    callee = outline.callArgument(at: index)?.callee
                } else if next.kind == .leftParen, !next.flags.contains(.hasLeadingTrivia),
                          let brace = outline.enclosingBrace(of: index, from: body.lowerBound, throughArguments: true) {
                    callee = outline.closureCall(at: brace)?.callee
                }
                if let callee { forwards.insert(name + "\u{1}" + outline.text(callee)) }
            }
        }
        return forwards.sorted()
    }

    /// SwiftUI's reporting modifiers and every project function that forwards a closure to one,
    /// also through another such function.
    static func names(_ facts: [FileFacts]) -> Set<String> {
        var forwardsTo: [String: [String]] = [:]
        for file in facts {
            for forward in file.layoutForwards {
                let parts = forward.split(separator: "\u{1}", maxSplits: 1).map(String.init)
                if parts.count == 2, parts[0] != parts[1] { forwardsTo[parts[1], default: []].append(parts[0]) }
            }
        }
        var names = swiftUI
        var pending = Array(swiftUI)
        while let reporter = pending.popLast() {
            for forwarder in forwardsTo[reporter] ?? [] where names.insert(forwarder).inserted { pending.append(forwarder) }
        }
        return names
    }
}
