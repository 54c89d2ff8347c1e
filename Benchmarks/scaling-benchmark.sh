#!/usr/bin/env bash
# Scaling with file size and findings: generated view-model files of 1, 2, 4 and 8 MB — one
# `@Published var` per line, each a finding (`output_private_set`), and the same with
# `private(set)`, no finding — each linted alone (release, --no-cache). Prints wall time and peak
# memory, and each size's ratios to the 1 MB file: linear means ~2, ~4, ~8. Then two 50 MB files
# (the same clean view model, and OpenAPI-style models: structs with `CodingKeys` and an `init`)
# with their peak memory as a multiple of the file's size; SPEC's budget is under 10. Then the
# hostile shapes of `Benchmarks/generate-shape.py` at n, 2n and 4n, linted alone and (nested
# statements) dumped with `mvvm dump --bodies`: nested type declarations, `if`/`switch` nested in
# a view model's method and a view's body, n findings on one line, and one long line of n
# declarations with a non-ASCII character at its end; linear means ratios of ~2 and ~4.
# Usage: Benchmarks/scaling-benchmark.sh [RUNS] [shapes]   (needs GNU time at /usr/bin/time, python3;
# with `shapes`, only the hostile shapes)
set -euo pipefail
runs="${1:-3}"
only="${2:-all}"
cd "$(dirname "$0")/.."
swift build -c release --product mvvm >/dev/null
binary="$PWD/.build/release/mvvm"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Best of $runs for one command run in a folder: prints "wall peak-KB".
measure() {
    local folder="$1"; shift
    local best="" timing line
    for _ in $(seq "$runs"); do
        timing=$(mktemp)
        (cd "$folder" && /usr/bin/time -f "%e %M" -o "$timing" "$@" >"$work/out" 2>/dev/null) || true
        line=$(tail -n 1 "$timing"); rm -f "$timing"
        if [ -z "$best" ] || awk -v a="${line%% *}" -v b="${best%% *}" 'BEGIN { exit !(a < b) }'; then best="$line"; fi
    done
    echo "$best"
}

shapes() {
    # shape, n, and what to run on it
    for spec in "nested-types 25000 lint" "nested-statements 10000 lint" "nested-statements 10000 dump" \
                "findings-one-line 25000 lint" "long-line 25000 lint"; do
        read -r shape n command <<<"$spec"
        base_wall="" base_peak=""
        for factor in 1 2 4; do
            size=$((n * factor))
            folder="$work/$shape-$size"
            mkdir -p "$folder"
            python3 Benchmarks/generate-shape.py "$shape" "$size" "$folder/Shape.swift"
            if [ "$command" = lint ]; then
                read -r wall peak <<<"$(measure "$folder" "$binary" lint --quiet --no-cache --reporter json)"
                detail="findings $(python3 -c "import json; print(len(json.load(open('$work/out'))))")"
            else
                read -r wall peak <<<"$(measure "$folder" "$binary" dump --bodies Shape.swift)"
                detail="lines $(wc -l < "$work/out")"
            fi
            kilobytes=$(( $(wc -c < "$folder/Shape.swift") / 1024 ))
            [ -z "$base_wall" ] && base_wall="$wall" && base_peak="$peak"
            awk -v shape="$shape $command" -v n="$size" -v kb="$kilobytes" -v detail="$detail" -v wall="$wall" -v peak="$peak" \
                -v bw="$base_wall" -v bp="$base_peak" 'BEGIN {
                printf "%-22s n %6d  %6d KB  %-15s wall %6.2f s (x%.1f)  peak %6.1f MB (x%.1f)\n",
                    shape, n, kb, detail, wall, wall / (bw > 0.01 ? bw : 0.01), peak / 1024, peak / bp }'
        done
    done
}

if [ "$only" = shapes ]; then shapes; exit 0; fi
python3 - "$work" <<'PYTHON'
import os, sys
work = sys.argv[1]
for megabytes in (1, 2, 4, 8):
    for findings in (True, False):
        folder = os.path.join(work, f"{megabytes}mb-{'findings' if findings else 'clean'}")
        os.makedirs(folder)
        lines = ["import SwiftUI", "", "@MainActor", "final class GeneratedViewModel: ObservableObject {"]
        size, number = 0, 0
        while size < megabytes * 1024 * 1024:
            access = "" if findings else "private(set) "
            line = f"    @Published {access}var value{number}: Int = {number}"
            lines.append(line)
            size += len(line) + 1
            number += 1
        lines.append("}")
        with open(os.path.join(folder, "Generated.swift"), "w") as file:
            file.write("\n".join(lines) + "\n")
PYTHON
for kind in findings clean; do
    base_wall="" base_peak=""
    for size in 1 2 4 8; do
        folder="$work/${size}mb-$kind"
        best=""
        for _ in $(seq "$runs"); do
            timing=$(mktemp)
            (cd "$folder" && /usr/bin/time -f "%e %M" -o "$timing" "$binary" lint --quiet --no-cache --reporter json="$work/out.json" >/dev/null 2>&1) || true
            line=$(tail -n 1 "$timing"); rm -f "$timing"
            if [ -z "$best" ] || awk -v a="${line%% *}" -v b="${best%% *}" 'BEGIN { exit !(a < b) }'; then best="$line"; fi
        done
        read -r wall peak <<<"$best"
        findings=$(python3 -c "import json; print(len(json.load(open('$work/out.json'))))")
        [ -z "$base_wall" ] && base_wall="$wall" && base_peak="$peak"
        awk -v kind="$kind" -v size="$size" -v wall="$wall" -v peak="$peak" -v bw="$base_wall" -v bp="$base_peak" -v n="$findings" 'BEGIN {
            printf "%-8s %d MB  findings %7d  wall %6.2f s (x%.1f)  peak %7.1f MB (x%.1f, %.0f times the file)\n",
                kind, size, n, wall, wall / (bw > 0 ? bw : 0.01), peak / 1024, peak / bp, peak / 1024 / size }'
    done
done

python3 - "$work" <<'PYTHON'
import os, sys
work = sys.argv[1]
size_limit = 50 * 1024 * 1024
os.makedirs(os.path.join(work, "50mb-view-model"))
with open(os.path.join(work, "50mb-view-model", "Generated.swift"), "w") as file:
    file.write("import SwiftUI\n\n@MainActor\nfinal class GeneratedViewModel: ObservableObject {\n")
    size, number = 0, 0
    while size < size_limit:
        line = f"    @Published private(set) var value{number}: Int = {number}\n"
        file.write(line)
        size += len(line)
        number += 1
    file.write("}\n")
os.makedirs(os.path.join(work, "50mb-models"))
with open(os.path.join(work, "50mb-models", "Models.swift"), "w") as file:
    file.write("import Foundation\n\n")
    size, number = 0, 0
    while size < size_limit:
        model = (f"public struct Model{number}: Codable, Hashable, Sendable {{\n"
                 "    public let id: String\n    public let name: String?\n    public let count: Int\n"
                 "    public let tags: [String]\n    public let createdAt: Date?\n\n"
                 "    enum CodingKeys: String, CodingKey {\n"
                 "        case id\n        case name\n        case count\n        case tags\n"
                 "        case createdAt = \"created_at\"\n    }\n\n"
                 "    public init(id: String, name: String? = nil, count: Int, tags: [String] = [], createdAt: Date? = nil) {\n"
                 "        self.id = id\n        self.name = name\n        self.count = count\n"
                 "        self.tags = tags\n        self.createdAt = createdAt\n    }\n}\n\n")
        file.write(model)
        size += len(model)
        number += 1
PYTHON
for shape in view-model models; do
    folder="$work/50mb-$shape"
    bytes=$(cat "$folder"/*.swift | wc -c)
    timing=$(mktemp)
    (cd "$folder" && /usr/bin/time -f "%e %M" -o "$timing" "$binary" lint --quiet --no-cache --reporter json="$work/out.json" >/dev/null 2>&1) || true
    read -r wall peak <<<"$(tail -n 1 "$timing")"; rm -f "$timing"
    awk -v shape="$shape" -v wall="$wall" -v peak="$peak" -v bytes="$bytes" 'BEGIN {
        printf "50 MB %-10s  wall %6.2f s  peak %7.1f MB  (%.1f times the file)\n", shape, wall, peak / 1024, peak * 1024 / bytes }'
done

shapes
