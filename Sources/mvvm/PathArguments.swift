/// Arguments that name Swift files are paths, whatever they look like: a file named `-h.swift`
/// passed by the pre-commit framework or a shell glob must be linted, not print help and pass.
///
/// swift-argument-parser already reads everything after `--` as a path. For `lint` (named, or
/// the default subcommand), this moves every other argument that starts with `-` and ends in
/// `.swift` behind a `--` before the parser sees them. An option's value stays its value, in
/// the same argument (`--stdin-path=-h.swift`) or the next (`--stdin-path -h.swift`).
enum PathArguments {
    /// `arguments`: without the program name.
    static func separated(_ arguments: [String], subcommands: [String], lintOptionsWithValues: Set<String>) -> [String] {
        // `lint` is the default subcommand: anything but another subcommand's name goes to it.
        if let first = arguments.first, first != "lint", subcommands.contains(first) { return arguments }
        var options: [String] = []
        var paths: [String] = []
        var rest = arguments[...]
        var isOptionValue = false
        while let argument = rest.popFirst() {
            if argument == "--" {
                paths += rest
                break
            }
            if isOptionValue, argument.hasPrefix("-"), let option = options.popLast() {
                // The parser takes a value that starts with `-` for an option; joined, it is a value.
                options.append(option + "=" + argument)
            } else if !isOptionValue, argument.hasPrefix("-"), argument.hasSuffix(".swift"),
                      !isOptionWithItsValue(argument, lintOptionsWithValues) {
                paths.append(argument)
            } else {
                options.append(argument)
            }
            isOptionValue = !isOptionValue && lintOptionsWithValues.contains(argument)
        }
        return paths.isEmpty ? options : options + ["--"] + paths
    }

    /// `--name=value` for an option that takes a value.
    private static func isOptionWithItsValue(_ argument: String, _ optionsWithValues: Set<String>) -> Bool {
        guard let equals = argument.firstIndex(of: "=") else { return false }
        return optionsWithValues.contains(String(argument[..<equals]))
    }
}
