#!/usr/bin/env bash
# Times a full `mvvm lint` (release, all rules, JSON report to a file) over a folder of Swift,
# against a baseline measured in the same run: reading every file once (cat).
# Usage: Benchmarks/lint-benchmark.sh DIR [RUNS] [PROFILE]   (needs GNU time at /usr/bin/time)
# PROFILE lints with `--profile PROFILE` in place of the configuration's.
set -euo pipefail
dir="$(cd "${1:?usage: lint-benchmark.sh DIR [RUNS]}" && pwd)"
runs="${2:-3}"
profile_flag="${3:+--profile $3}"
cd "$(dirname "$0")/.."
# MVVM_BINARY=path times that binary instead (a baseline build, to compare before and after).
if [ -n "${MVVM_BINARY:-}" ]; then
    binary="$(cd "$(dirname "$MVVM_BINARY")" && pwd)/$(basename "$MVVM_BINARY")"
else
    swift build -c release --product mvvm >/dev/null
    binary="$PWD/.build/release/mvvm"
fi
lines=$(find "$dir" -type f -name '*.swift' -print0 | xargs -0 cat | wc -l)
files=$(find "$dir" -type f -name '*.swift' | wc -l)
echo "corpus: $dir — $files files, $lines lines"
measure() {  # prints "wall user sys peakKB" for the command, best wall of $runs
    local best=""
    for _ in $(seq "$runs"); do
        local line timing
        timing=$(mktemp)
        /usr/bin/time -f "%e %U %S %M" -o "$timing" "$@" >/dev/null 2>&1 || true
        line=$(tail -n 1 "$timing")
        rm -f "$timing"
        if [ -z "$best" ] || awk -v a="${line%% *}" -v b="${best%% *}" 'BEGIN { exit !(a < b) }'; then best="$line"; fi
    done
    echo "$best"
}
report() {  # name wall user sys peak
    awk -v name="$1" -v wall="$2" -v user="$3" -v sys="$4" -v peak="$5" -v lines="$lines" 'BEGIN {
        printf "%-30s wall %6.2f s  cpu %6.2f s  cpu/wall %4.2f  peak %6.1f MB  %10.0f lines/s\n",
            name, wall, user + sys, (user + sys) / (wall > 0 ? wall : 1), peak / 1024, lines / (wall > 0 ? wall : 0.001) }'
}
read -r w u s m <<<"$(measure bash -c "find '$dir' -type f -name '*.swift' -print0 | xargs -0 cat > /dev/null")"
report "baseline: read files" "$w" "$u" "$s" "$m"
cat_wall="$w"
export MVVM_CACHE_PATH="$(mktemp -d)"
trap 'rm -rf "$MVVM_CACHE_PATH"' EXIT
read -r w u s m <<<"$(measure bash -c "cd '$dir' && '$binary' lint $profile_flag --quiet --no-cache --reporter json=/tmp/mvvm-benchmark.json; test \$? -le 1")"
report "mvvm lint (json, no cache)" "$w" "$u" "$s" "$m"
cold_wall="$w"
read -r w u s m <<<"$(measure bash -c "cd '$dir' && '$binary' lint $profile_flag --quiet --reporter json=/tmp/mvvm-benchmark.json; test \$? -le 1")"
report "mvvm lint (json, warm cache)" "$w" "$u" "$s" "$m"
warm_wall="$w"
# Warm after an edit: a copy of the folder whose caches are filled, one file changed before each
# run — its facts are read again, the others' come from the cache, the index is rebuilt and every
# file linted (the kept findings of an unchanged project do not answer).
edited_dir="$(mktemp -d)"
cp -R "$dir/." "$edited_dir/"
edited_file=$(find "$edited_dir" -type f -name '*.swift' | sort | awk 'NR == 1')
(cd "$edited_dir" && "$binary" lint $profile_flag --quiet --reporter json=/tmp/mvvm-benchmark.json >/dev/null 2>&1 || true)
read -r w u s m <<<"$(measure bash -c "printf '// edited\n' >> '$edited_file' && cd '$edited_dir' && '$binary' lint $profile_flag --quiet --reporter json=/tmp/mvvm-benchmark.json; test \$? -le 1")"
report "mvvm lint (json, warm, 1 edit)" "$w" "$u" "$s" "$m"
edit_wall="$w"
rm -rf "$edited_dir"
awk -v cold="$cold_wall" -v warm="$warm_wall" -v edit="$edit_wall" -v cat="$cat_wall" 'BEGIN {
    c = cat > 0 ? cat : 0.001
    printf "ratio to cat: cold %.1fx, warm %.1fx, warm after an edit %.1fx\n", cold / c, warm / c, edit / c }'
# One file, linted on its own (a project of one file, no cache): the largest Swift file of the
# corpus (the worst case, often generated), then one of median size (what an editor or a hook
# usually names).
one_file() {  # label path
    local single w u s m
    single="$(mktemp -d)"
    cp "$2" "$single/One.swift"
    read -r w u s m <<<"$(measure bash -c "cd '$single' && '$binary' lint --quiet --no-cache One.swift >/dev/null; test \$? -le 1")"
    # GNU time counts hundredths of a second: the wall is timed again to the millisecond, best of ten.
    local best="" start end
    for _ in $(seq 10); do
        start=$(date +%s%N)
        (cd "$single" && "$binary" lint --quiet --no-cache One.swift >/dev/null 2>&1 || true)
        end=$(date +%s%N)
        if [ -z "$best" ] || [ $(( end - start )) -lt "$best" ]; then best=$(( end - start )); fi
    done
    echo "one file, $1: $(wc -l < "$2") lines ($(basename "$2")) wall $(( best / 1000000 )) ms, peak $(awk -v m="$m" 'BEGIN { printf "%.1f", m / 1024 }') MB"
    rm -rf "$single"
}
by_size=$(mktemp)
find "$dir" -type f -name '*.swift' -printf '%s %p\n' | sort -rn > "$by_size"
one_file largest "$(awk 'NR == 1 { sub(/^[0-9]+ /, ""); print }' "$by_size")"
one_file median "$(awk -v middle="$(( (files + 1) / 2 ))" 'NR == middle { sub(/^[0-9]+ /, ""); print }' "$by_size")"
rm -f "$by_size"
