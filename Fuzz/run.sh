#!/usr/bin/env bash
# Fuzzes the whole lint pipeline with libFuzzer (and AddressSanitizer): lexer, outline and every
# body reader; the index, every rule and placing each finding (`LintRun` over the input held in
# memory); every fix applied, the result outlined again and its tokens checked; and `mvvm add`
# (`ScreenEditor`) on the input and then on its own output.
# Usage: Fuzz/run.sh [SECONDS] [JOBS]   (default 60 seconds, 1 job)
# Seeds come from Tests/FuzzCorpus; inputs libFuzzer finds go to .build/fuzz/corpus (never in
# git), crashes and timeouts to .build/fuzz/crash-* / timeout-*. Reproduce one with:
#   .build/fuzz/mvvm-fuzz .build/fuzz/crash-…
# Inputs go up to 256 KB, enough for the hostile shapes of Benchmarks/scaling-benchmark.sh at a
# size where quadratic code would exceed the 10 s timeout.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
jobs="${2:-1}"
out=.build/fuzz
checkouts=.build/checkouts
# Swift's own crash reporter trips AddressSanitizer; libFuzzer prints the trace instead.
export SWIFT_BACKTRACE=enable=no
mkdir -p "$out/corpus"
flags=(-sanitize=fuzzer,address -parse-as-library -O -wmo -g -I "$out" -L "$out")
# Dependencies, built once: they are not fuzzed, only linked (address-sanitized like the rest).
if [ ! -f "$out/libYams.a" ]; then
    mkdir -p "$out/cyaml"
    for source in "$checkouts"/Yams/Sources/CYaml/src/*.c; do
        clang -O1 -g -fsanitize=address -DYAML_DECLARE_STATIC -I "$checkouts/Yams/Sources/CYaml/include" -c "$source" \
            -o "$out/cyaml/$(basename "$source" .c).o"
    done
    ar rcs "$out/libCYaml.a" "$out"/cyaml/*.o
    swiftc -sanitize=address -parse-as-library -O -wmo -g -D SWIFT_PACKAGE -Xcc -DYAML_DECLARE_STATIC -Xcc -I"$checkouts/Yams/Sources/CYaml/include" \
        -I "$checkouts/Yams/Sources/CYaml/include" -module-name Yams -emit-module -emit-module-path "$out/Yams.swiftmodule" \
        -emit-library -static -o "$out/libYams.a" "$checkouts"/Yams/Sources/Yams/*.swift
    swiftc -sanitize=address -parse-as-library -O -wmo -g -module-name Mustache -emit-module \
        -emit-module-path "$out/Mustache.swiftmodule" -emit-library -static -o "$out/libMustache.a" \
        "$checkouts"/swift-mustache/Sources/Mustache/*.swift
fi
module() {
    local name="$1"; shift
    swiftc "${flags[@]}" -Xcc -I"$checkouts/Yams/Sources/CYaml/include" -module-name "$name" -emit-module \
        -emit-module-path "$out/$name.swiftmodule" -emit-library -static -o "$out/lib$name.a" "$@"
}
module SwiftLexer Sources/SwiftLexer/*.swift
module SwiftOutline Sources/SwiftOutline/*.swift
module MVVMRules Sources/MVVMRules/*.swift Sources/MVVMRules/Rules/*.swift
module SafeFiles Sources/SafeFiles/*.swift
module MVVMLint Sources/MVVMLint/*.swift Sources/MVVMLint/Reporters/*.swift
module MVVMScaffold Sources/MVVMScaffold/*.swift
# The fixed-token check the fix tests use.
module TestSupport Tests/TestSupport/FixedTokens.swift
swiftc "${flags[@]}" -Xcc -I"$checkouts/Yams/Sources/CYaml/include" \
    -lTestSupport -lMVVMScaffold -lMVVMLint -lSafeFiles -lMVVMRules -lSwiftOutline -lSwiftLexer -lMustache -lYams -lCYaml \
    -o "$out/mvvm-fuzz" Fuzz/FuzzEntry.swift
parallel=()
# With several jobs, libFuzzer runs one process per job, each logging to fuzz-N.log.
[ "$jobs" -gt 1 ] && parallel=(-jobs="$jobs" -workers="$jobs")
"$out/mvvm-fuzz" -max_total_time="$seconds" -max_len=262144 -len_control=200 -timeout=10 -rss_limit_mb=4096 \
    ${parallel[@]+"${parallel[@]}"} -artifact_prefix="$out/" -print_final_stats=1 "$out/corpus" Tests/FuzzCorpus
