/// A deterministic text of a value's whole structure (dictionaries and sets in sorted order),
/// for keys: `String(describing:)` of a dictionary follows its hash order, which changes from one
/// process to the next.
enum CanonicalText {
    static func of(_ value: Any) -> String {
        // Most leaves are text: quoted directly, without reflection's protocol look-ups.
        if let text = value as? String { return String(reflecting: text) }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.map { "some(" + of($0.value) + ")" } ?? "none"
        case .dictionary, .set:
            return "[" + mirror.children.map { of($0.value) }.sorted().joined(separator: ",") + "]"
        case .collection:
            return "[" + mirror.children.map { of($0.value) }.joined(separator: ",") + "]"
        case .struct, .class, .tuple:
            return "{" + mirror.children.map { ($0.label ?? "") + ":" + of($0.value) }.joined(separator: ",") + "}"
        case .enum:
            let payload = mirror.children.map { ($0.label ?? "") + ":" + of($0.value) }
            return String(reflecting: type(of: value)) + "." + (payload.isEmpty ? "\(value)" : "(" + payload.joined(separator: ",") + ")")
        default:
            return String(reflecting: value)
        }
    }
}
