#!/usr/bin/env bash
# Exports the Swift sources of every package in a local git mirror into one directory, as a
# large corpus of real Swift for the benchmark and precision checks.
# Usage: Benchmarks/make-corpus.sh OUT_DIR [MIRROR_DIR]   (MIRROR_DIR default /opt/swift-packages)
set -euo pipefail
out="${1:?usage: make-corpus.sh OUT_DIR [MIRROR_DIR]}"
mirror="${2:-/opt/swift-packages}"
mkdir -p "$out"
find "$mirror" -maxdepth 3 -name '*.git' -type d | sort -f | while read -r repo; do
    name=$(basename "$(dirname "$repo")")_$(basename "$repo" .git)
    # Mirrors hold some repositories twice under different letter case: keep one.
    key=$(echo "$name" | tr 'A-Z' 'a-z')
    [ -d "$out/$key" ] && continue
    ref=$(git -C "$repo" for-each-ref --sort=-creatordate --format='%(refname)' refs/tags | head -n 1)
    ref="${ref:-HEAD}"
    mkdir -p "$out/$key"
    git -C "$repo" archive "$ref" 2>/dev/null | tar -x -C "$out/$key" --wildcards '*.swift' 2>/dev/null || true
done
find "$out" -type f -name '*.swift' | wc -l | xargs echo "swift files:"
find "$out" -type f -name '*.swift' -print0 | xargs -0 cat | wc -l | xargs echo "lines:"
