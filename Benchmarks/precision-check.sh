#!/usr/bin/env bash
# Precision on real code that has no screens: lints every package folder under DIR as its own
# project (as its maintainers would run it) with every rule on, and lists each finding — every one
# of them is a false positive unless the package ships an app that breaks the rulebook.
# Usage: Benchmarks/precision-check.sh DIR   (DIR: e.g. the output of Benchmarks/make-corpus.sh)
set -euo pipefail
dir="$(cd "${1:?usage: precision-check.sh DIR}" && pwd)"
cd "$(dirname "$0")/.."
swift build -c release --product mvvm >/dev/null
binary="$PWD/.build/release/mvvm"
total=0 packages=0 lines=0
for package in "$dir"/*/; do
    packages=$((packages + 1))
    lines=$((lines + $(find "$package" -name '*.swift' -type f -print0 | xargs -0 cat 2>/dev/null | wc -l)))
    findings=$(cd "$package" && "$binary" lint --no-cache --quiet 2>/dev/null || true)
    if [ -n "$findings" ]; then
        echo "$findings" | sed "s|^|$(basename "$package")/|"
        total=$((total + $(echo "$findings" | wc -l)))
    fi
done
echo "packages: $packages  lines: $lines  findings: $total"
