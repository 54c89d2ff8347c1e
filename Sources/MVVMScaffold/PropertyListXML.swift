import Foundation

/// An XML property list of strings, booleans, integers, arrays and dictionaries (keys sorted),
/// written by hand because Foundation's serializer fails in a binary with the Swift runtime
/// linked in statically (`--static-swift-stdlib`, what `make install` ships on Linux):
/// `NSCocoaErrorDomain Code=3851`, "objects of type 'Not A Type'". The tests read the result back
/// with `PropertyListSerialization` and compare.
enum PropertyListXML {
    static func document(_ root: Any) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        \(element(root, indent: ""))</plist>

        """
    }

    private static func element(_ value: Any, indent: String) -> String {
        let inner = indent + "\t"
        switch value {
        case let dictionary as [String: Any]:
            guard !dictionary.isEmpty else { return indent + "<dict/>\n" }
            let entries = dictionary.keys.sorted().map { key in
                inner + "<key>\(escaped(key))</key>\n" + element(dictionary[key]!, indent: inner)
            }
            return indent + "<dict>\n" + entries.joined() + indent + "</dict>\n"
        case let array as [Any]:
            guard !array.isEmpty else { return indent + "<array/>\n" }
            return indent + "<array>\n" + array.map { element($0, indent: inner) }.joined() + indent + "</array>\n"
        case let flag as Bool:
            return indent + (flag ? "<true/>" : "<false/>") + "\n"
        case let number as Int:
            return indent + "<integer>\(number)</integer>\n"
        default:
            return indent + "<string>\(escaped("\(value)"))</string>\n"
        }
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
