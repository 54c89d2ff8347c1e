#!/usr/bin/env bash
# Scaling with file size and findings: generated view-model files of 1, 2, 4 and 8 MB — one
# `@Published var` per line, each a finding (`output_private_set`), and the same with
# `private(set)`, no finding — each linted alone (release, --no-cache). Prints wall time and peak
# memory, and each size's ratios to the 1 MB file: linear means ~2, ~4, ~8.
# Usage: Benchmarks/scaling-benchmark.sh [RUNS]   (needs GNU time at /usr/bin/time, python3)
set -euo pipefail
runs="${1:-3}"
cd "$(dirname "$0")/.."
swift build -c release --product mvvm >/dev/null
binary="$PWD/.build/release/mvvm"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
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
