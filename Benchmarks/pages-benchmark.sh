#!/usr/bin/env bash
# Times `mvvm map` (release, html) against `mvvm lint` (json) over a folder of Swift in the same
# run, both without the fact cache, and opens the map and the HTML lint report of that folder in
# headless Chromium (Tests/Browser/check_pages.py load: best of three loads).
# Usage: Benchmarks/pages-benchmark.sh DIR [RUNS]   (needs GNU time, chromium, chromium-driver, selenium)
set -euo pipefail
dir="$(cd "${1:?usage: pages-benchmark.sh DIR [RUNS]}" && pwd)"
runs="${2:-3}"
cd "$(dirname "$0")/.."
root="$PWD"
swift build -c release --product mvvm >/dev/null
binary="$root/.build/release/mvvm"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
export MVVM_CACHE_PATH="$out/cache"
echo "corpus: $dir — $(find "$dir" -type f -name '*.swift' | wc -l) files, $(find "$dir" -type f -name '*.swift' -print0 | xargs -0 cat | wc -l) lines"
best() {  # best wall seconds of $runs runs of the command
    local best=""
    for _ in $(seq "$runs"); do
        /usr/bin/time -f "%e" -o "$out/time" "$@" >/dev/null 2>&1 || true
        local wall
        wall=$(tail -n 1 "$out/time")
        if [ -z "$best" ] || awk -v a="$wall" -v b="$best" 'BEGIN { exit !(a < b) }'; then best="$wall"; fi
    done
    echo "$best"
}
lint=$(best bash -c "cd '$dir' && '$binary' lint --quiet --no-cache --reporter json=$out/lint.json; test \$? -le 1")
map=$(best bash -c "cd '$dir' && '$binary' map --no-cache --output $out/map.html")
echo "mvvm lint (json, no cache): $lint s"
echo "mvvm map (html, no cache):  $map s  ($(awk -v m="$map" -v l="$lint" 'BEGIN { printf "%.2f", m / (l > 0 ? l : 0.001) }')x lint)"
(cd "$dir" && "$binary" lint --quiet --no-cache --reporter html="$out/report.html" --reporter json="$out/report.json") || true
echo "map page: $(du -k "$out/map.html" | cut -f1) KB; $(python3 "$root/Tests/Browser/check_pages.py" load "$out/map.html" | tail -n 1)"
echo "lint report: $(python3 -c "import json,sys; print(len(json.load(open(sys.argv[1]))))" "$out/report.json") findings, $(du -k "$out/report.html" | cut -f1) KB; $(python3 "$root/Tests/Browser/check_pages.py" load "$out/report.html" | tail -n 1)"
