#!/usr/bin/env python3
"""Writes one Swift file of a hostile shape, sized by N, for Benchmarks/scaling-benchmark.sh.

Usage: Benchmarks/generate-shape.py SHAPE N FILE

Shapes:
  nested-types      N type declarations, each inside the one before (`struct Level1 { struct Level2 {`)
  nested-statements a view model's method and a view's body, each N levels of `if` and `switch`
                    inside one another
  findings-one-line a view model whose action enum declares N cases on a single line, each a
                    finding (no test sends it)
  long-line         a view model whose one line declares N `@Published` properties (each a finding),
                    joined by `;`, and ends in a comment with a non-ASCII character (columns then
                    count characters, not bytes)
"""
import sys


def nested_types(n):
    parts = ["import Foundation\n\n"]
    parts += [f"struct Level{level} {{\n" for level in range(n)]
    parts.append("var value = 1\n")
    parts.append("}\n" * n)
    return "".join(parts)


def nested_statements(n):
    def levels(opening_value):
        parts = []
        for level in range(n):
            parts.append(f"switch value {{\ncase {level}:\n" if level % 2 else "if flag {\n")
        parts.append(opening_value)
        for level in reversed(range(n)):
            parts.append("default: break\n}\n" if level % 2 else "}\n")
        return parts

    parts = ["import SwiftUI\n\n@MainActor\nfinal class DeepViewModel: ObservableObject {\n",
             "    @Published private(set) var value = 0\n\n    func update(_ flag: Bool) {\n"]
    parts += levels("value = 1\n")
    parts.append("    }\n}\n\nstruct DeepView: View {\n    @StateObject private var viewModel = DeepViewModel()\n"
                 "    let flag: Bool\n    var value: Int { viewModel.value }\n\n    var body: some View {\n")
    parts += levels("Text(\"deep\")\n")
    parts.append("    }\n}\n")
    return "".join(parts)


def findings_one_line(n):
    cases = ", ".join(f"action{number}" for number in range(n))
    return ("import SwiftUI\n\n@MainActor\nfinal class ManyViewModel: ObservableObject {\n"
            f"    enum Action {{ case {cases} }}\n\n"
            "    @Published private(set) var value = 0\n\n    func send(_ action: Action) {}\n}\n")


def long_line(n):
    properties = "; ".join(f"@Published var value{number} = {number}" for number in range(n))
    return ("import SwiftUI\n\n@MainActor\nfinal class WideViewModel: ObservableObject {\n"
            f"    {properties} // é\n}}\n")


SHAPES = {
    "nested-types": nested_types,
    "nested-statements": nested_statements,
    "findings-one-line": findings_one_line,
    "long-line": long_line,
}

if __name__ == "__main__":
    if len(sys.argv) != 4 or sys.argv[1] not in SHAPES:
        sys.exit(__doc__)
    with open(sys.argv[3], "w") as file:
        file.write(SHAPES[sys.argv[1]](int(sys.argv[2])))
