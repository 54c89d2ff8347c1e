#!/usr/bin/env bash
# Fuzzes the lexer and the outline with libFuzzer (and AddressSanitizer).
# Usage: Fuzz/run.sh [SECONDS]   (default 60)
# Seeds come from Tests/FuzzCorpus; inputs libFuzzer finds go to .build/fuzz/corpus, crashes to
# .build/fuzz/crash-*. Reproduce one with: .build/fuzz/mvvm-fuzz .build/fuzz/crash-…
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
out=.build/fuzz
# Swift's own crash reporter trips AddressSanitizer; libFuzzer prints the trace instead.
export SWIFT_BACKTRACE=enable=no
mkdir -p "$out/corpus"
flags=(-sanitize=fuzzer,address -parse-as-library -O -wmo -g)
swiftc "${flags[@]}" -module-name SwiftLexer -emit-module -emit-module-path "$out/SwiftLexer.swiftmodule" \
    -emit-library -static -o "$out/libSwiftLexer.a" Sources/SwiftLexer/*.swift
swiftc "${flags[@]}" -module-name SwiftOutline -I "$out" -emit-module -emit-module-path "$out/SwiftOutline.swiftmodule" \
    -emit-library -static -o "$out/libSwiftOutline.a" Sources/SwiftOutline/*.swift
swiftc "${flags[@]}" -I "$out" -L "$out" -lSwiftOutline -lSwiftLexer -o "$out/mvvm-fuzz" Fuzz/FuzzEntry.swift
"$out/mvvm-fuzz" -max_total_time="$seconds" -max_len=8192 -timeout=10 -rss_limit_mb=4096 \
    -artifact_prefix="$out/" -print_final_stats=1 "$out/corpus" Tests/FuzzCorpus
