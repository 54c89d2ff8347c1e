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

    /// What the file's functions do with their closure parameters, and its types with their
    /// stored closures, each `holder\u{1}callee`: the closure handed as a whole argument to
    /// `callee` (a type's initializer as `Type.label`), or called inside a closure handed to
    /// `callee` (at any depth: `.onPreferenceChange { MainActor.assumeIsolated { report($0) } }`).
    /// A function is named by its name, a type's stored closure `Type.name`
    /// (`SizeCatcher.onChange`, which `readSize(_:)` hands its closure to).
    static func forwards(_ outline: SourceOutline) -> [String] {
        var forwards = Set<String>()
        let declarations = outline.declarations
        for declaration in declarations {
            if declaration.kind == .function {
                guard let body = declaration.body, let name = outline.name(of: declaration) else { continue }
                let closures = Set(declaration.parameters.compactMap { parameter -> String? in
                    guard let spelled = parameter.name, TypeReading.isFunction(parameter.type, outline) else { return nil }
                    return outline.text(spelled)
                })
                guard !closures.isEmpty else { continue }
                record(closures, in: body, holder: { _ in name }, outline, into: &forwards)
            } else if declaration.kind == .struct || declaration.kind == .class, let type = outline.name(of: declaration) {
                let members = outline.members(of: declaration)
                let closures = TypeReading.closureProperties(members, outline)
                guard !closures.isEmpty else { continue }
                for member in members where !member.kind.isType {
                    // A function's or initializer's body, a computed property's accessors (`body`).
                    let code = (member.body.map { [$0] } ?? []) + member.bindings.compactMap(\.accessors)
                    for range in code { record(closures, in: range, holder: { type + "." + $0 }, outline, into: &forwards) }
                }
            }
        }
        return forwards.sorted()
    }

    /// The forwards of `closures` said in `body`: handed whole to a call, or called inside
    /// closures handed to calls.
    private static func record(_ closures: Set<String>, in body: Range<Int>, holder: (String) -> String, _ outline: SourceOutline,
                               into forwards: inout Set<String>) {
        let tokens = outline.tokens
        // Most names are none of the closures: their lengths skip them without a string.
        let lengths = Set(closures.map(\.utf8.count))
        for index in body where tokens[index].kind == .identifier && lengths.contains(tokens[index].length) && !outline.isMemberName(index) {
            guard index + 1 < body.upperBound, closures.contains(outline.text(index)) else { continue }
            let from = holder(outline.text(index))
            let next = tokens[index + 1]
            if next.kind == .comma || next.kind == .rightParen {
                guard let (callee, label) = outline.callArgument(at: index) else { continue }
                // `SizeCatcher(onChange: onChange)`: kept by the type as its stored closure.
                if let label, outline.isCapitalized(callee) {
                    forwards.insert(from + "\u{1}" + outline.text(callee) + "." + outline.text(label))
                } else {
                    forwards.insert(from + "\u{1}" + outline.text(callee))
                }
            } else if next.kind == .leftParen, !next.flags.contains(.hasLeadingTrivia) {
                var position = index
                while let brace = outline.enclosingBrace(of: position, from: body.lowerBound, throughArguments: true), brace > body.lowerBound {
                    if let callee = outline.closureCall(at: brace)?.callee { forwards.insert(from + "\u{1}" + outline.text(callee)) }
                    position = brace - 1
                }
            }
        }
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
