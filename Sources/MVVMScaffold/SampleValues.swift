import Foundation

/// Values the scaffolder can write for a type without knowing the project: the initial value of an
/// output, the payload a generated test sends, the dependency a preview passes. Anything else must
/// be given with `=` on the command line (`profile:Profile=.empty`).
enum SampleValues {
    static func value(for type: String) -> String? {
        let type = type.trimmingCharacters(in: .whitespaces)
        if type.hasSuffix("?") || type.hasSuffix("!") || (type.hasPrefix("Optional<") && type.hasSuffix(">")) { return "nil" }
        if type.hasPrefix("["), type.hasSuffix("]") {
            return topLevelColon(in: type.dropFirst().dropLast()) ? "[:]" : "[]"
        }
        if type.hasPrefix("Set<") || type.hasPrefix("Array<") || type.hasPrefix("ContiguousArray<") { return "[]" }
        if type.hasPrefix("Dictionary<") { return "[:]" }
        return literals[type]
    }

    private static let literals: [String: String] = {
        var table = ["String": "\"\"", "Substring": "\"\"", "Character": "\" \"", "Bool": "false",
                     "Date": "Date()", "UUID": "UUID()", "Data": "Data()", "URL": "URL(fileURLWithPath: \"/\")",
                     "Void": "()", "()": "()"]
        for number in ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
                       "Double", "Float", "CGFloat", "Decimal", "TimeInterval"] {
            table[number] = "0"
        }
        return table
    }()

    /// `[K: V]` rather than `[T]`: a `:` outside any nested bracket.
    private static func topLevelColon(in text: Substring) -> Bool {
        var depth = 0
        for character in text {
            switch character {
            case "[", "(", "<": depth += 1
            case "]", ")", ">": depth -= 1
            case ":" where depth == 0: return true
            default: continue
            }
        }
        return false
    }
}
