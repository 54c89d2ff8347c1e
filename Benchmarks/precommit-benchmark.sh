#!/usr/bin/env bash
# Times a pre-commit run — `mvvm lint --staged` with 3 staged files, the whole tree still indexed
# (tests included) — cold (empty fact cache), warm (caches filled by the previous run: the kept
# findings answer) and warm after an edit (one staged file changed before each run), against a
# baseline measured in the same run: `git status` on the same repository.
# Usage: Benchmarks/precommit-benchmark.sh DIR [RUNS]   (DIR is copied; needs GNU time)
set -euo pipefail
source_dir="$(cd "${1:?usage: precommit-benchmark.sh DIR [RUNS]}" && pwd)"
runs="${2:-5}"
cd "$(dirname "$0")/.."
# MVVM_BINARY=path times that binary instead (a baseline build, to compare before and after).
if [ -n "${MVVM_BINARY:-}" ]; then
    binary="$(cd "$(dirname "$MVVM_BINARY")" && pwd)/$(basename "$MVVM_BINARY")"
else
    swift build -c release --product mvvm >/dev/null
    binary="$PWD/.build/release/mvvm"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp -R "$source_dir" "$work/repo"
cd "$work/repo"
git init -q . && git add -A && git -c user.email=bench@example.com -c user.name=bench commit -qm corpus
git ls-files | grep '\.swift$' | awk 'NR % 600 == 1' | head -n 3 | while IFS= read -r file; do
    printf '\n// staged edit\n' >> "$file"
    git add -- "$file"
done
lines=$(git ls-files | grep '\.swift$' | tr '\n' '\0' | xargs -0 cat | wc -l)
echo "tree: $source_dir — $(git ls-files | grep -c '\.swift$') Swift files, $lines lines; staged: $(git diff --cached --name-only | wc -l)"
time_once() {  # prints "wall user sys peakKB"; wall from the nanosecond clock (GNU time rounds to 10 ms)
    local timing start end
    timing=$(mktemp)
    start=$(date +%s%N)
    /usr/bin/time -f "%U %S %M" -o "$timing" "$@" >/dev/null 2>&1 || true
    end=$(date +%s%N)
    echo "$(awk -v ns=$((end - start)) 'BEGIN { printf "%.4f", ns / 1e9 }') $(tail -n 1 "$timing")"
    rm -f "$timing"
}
best() {  # best wall of the lines on stdin
    sort -n | head -n 1
}
report() {
    awk -v name="$1" -v wall="$2" -v user="$3" -v sys="$4" -v peak="$5" 'BEGIN {
        printf "%-34s wall %6.3f s  cpu %5.2f s  peak %6.1f MB\n", name, wall, user + sys, peak / 1024 }'
}
export MVVM_CACHE_PATH="$work/cache"
read -r w u s m <<<"$(for _ in $(seq "$runs"); do time_once git status --porcelain; done | best)"
report "baseline: git status" "$w" "$u" "$s" "$m"
read -r w u s m <<<"$(for _ in $(seq "$runs"); do time_once "$binary" --version; done | best)"
report "baseline: mvvm --version" "$w" "$u" "$s" "$m"
read -r w u s m <<<"$(for _ in $(seq "$runs"); do time_once "$binary" lint --staged --no-cache; done | best)"
report "mvvm lint --staged --no-cache" "$w" "$u" "$s" "$m"
read -r w u s m <<<"$(for _ in $(seq "$runs"); do rm -rf "$MVVM_CACHE_PATH"; time_once "$binary" lint --staged; done | best)"
report "mvvm lint --staged (cold cache)" "$w" "$u" "$s" "$m"
"$binary" lint --staged >/dev/null 2>&1 || true
read -r w u s m <<<"$(for _ in $(seq "$runs"); do time_once "$binary" lint --staged; done | best)"
report "mvvm lint --staged (warm cache)" "$w" "$u" "$s" "$m"
# The first run after an edit: a staged file changed since the last run, so its facts are read
# again and the kept findings do not answer (the index is rebuilt from the cached facts).
edited=$(git diff --cached --name-only | head -n 1)
read -r w u s m <<<"$(for _ in $(seq "$runs"); do
    printf '// edited again\n' >> "$edited"; git add -- "$edited"; time_once "$binary" lint --staged; done | best)"
report "mvvm lint --staged (warm, after an edit)" "$w" "$u" "$s" "$m"
"$binary" lint --staged 2>&1 | tail -n 1
