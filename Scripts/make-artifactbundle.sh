#!/usr/bin/env bash
# Packs mvvm as an artifact bundle (SwiftPM's `.artifactbundle`, SE-0305): a prebuilt binary that
# packages use through `.binaryTarget`, so their plugins run mvvm without building it.
#
# Usage: Scripts/make-artifactbundle.sh [OUTPUT_DIR] [--binary PATH --triple TRIPLE] [--url URL]
#   OUTPUT_DIR  where mvvm.artifactbundle and mvvm.artifactbundle.zip go (default .build-artifactbundle)
#   --binary    pack this mvvm instead of building one (with --triple, the platform it runs on)
#   --url       where the zip will be published: the plugin package then downloads it from there
# It also writes OUTPUT_DIR/mvvm-plugin, a package of mvvm's two plugins over the prebuilt binary
# (a binary target, no source dependency): an app depends on it without building mvvm, swift-
# argument-parser, Yams or swift-mustache, so its own pins of those never conflict with mvvm's.
# Without --url the bundle is copied into that package (`path:`), for trying it locally.
# By default it builds a release binary: on Linux with the Swift runtime linked in (it runs without
# the toolchain), on macOS for arm64 and x86_64 in one. It prints the zip's checksum, for
# `.binaryTarget(name: "mvvm", url: "…/mvvm.artifactbundle.zip", checksum: "…")`.
set -euo pipefail
cd "$(dirname "$0")/.."
output=".build-artifactbundle" binary="" triples=() built=no url=""
while [ $# -gt 0 ]; do
    case "$1" in
        --binary) binary="${2:?--binary needs a path}"; shift 2 ;;
        --triple) triples+=("${2:?--triple needs a target triple}"); shift 2 ;;
        --url) url="${2:?--url needs the address the zip is published at}"; shift 2 ;;
        -*) echo "make-artifactbundle.sh: error: unknown option $1" >&2; exit 2 ;;
        *) output="$1"; shift ;;
    esac
done
version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/MVVMLint/Version.swift)
[ -n "$version" ] || { echo "make-artifactbundle.sh: error: no version in Sources/MVVMLint/Version.swift" >&2; exit 2; }
if [ -z "$binary" ]; then
    if [ "$(uname -s)" = Darwin ]; then
        flags=(--arch arm64 --arch x86_64)
        triples=(arm64-apple-macosx x86_64-apple-macosx)
    else
        flags=(--static-swift-stdlib)
        triples=("$(uname -m)-unknown-linux-gnu")
    fi
    # The commit `mvvm --version` names, as `make install` sets it.
    commit=$(git rev-parse --short=12 HEAD 2>/dev/null) && { git diff --quiet HEAD || commit="$commit-dirty"; } || commit=""
    flags+=(-Xcc "-DMVVM_COMMIT=\"$commit\"")
    swift build -c release --product mvvm "${flags[@]}" --scratch-path .build-artifactbundle-build
    binary="$(swift build -c release --product mvvm "${flags[@]}" --scratch-path .build-artifactbundle-build --show-bin-path)/mvvm"
    built=yes
fi
[ -x "$binary" ] || { echo "make-artifactbundle.sh: error: $binary is not an executable" >&2; exit 2; }
[ ${#triples[@]} -gt 0 ] || { echo "make-artifactbundle.sh: error: --binary needs --triple" >&2; exit 2; }

# Written beside the final folder, then moved into place: a failed run leaves no half bundle.
mkdir -p "$output"
staging="$(mktemp -d "$output/.staging-XXXXXX")"
trap 'rm -rf "$staging"' EXIT
variant="mvvm-$version/bin"
mkdir -p "$staging/mvvm.artifactbundle/$variant"
install -m 755 "$binary" "$staging/mvvm.artifactbundle/$variant/mvvm"
# Debug symbols are most of a statically linked Linux binary; users download the bundle.
if [ "$built" = yes ] && [ "$(uname -s)" = Linux ]; then strip "$staging/mvvm.artifactbundle/$variant/mvvm"; fi
cp README.md "$staging/mvvm.artifactbundle/"
supported=$(printf '"%s", ' "${triples[@]}")
cat > "$staging/mvvm.artifactbundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "mvvm": {
      "version": "$version",
      "type": "executable",
      "variants": [
        {
          "path": "$variant/mvvm",
          "supportedTriples": [${supported%, }]
        }
      ]
    }
  }
}
JSON
(cd "$staging" && zip -qry mvvm.artifactbundle.zip mvvm.artifactbundle)
checksum=$(swift package compute-checksum "$staging/mvvm.artifactbundle.zip")

# The plugin package: the same plugin sources as this package's, over the binary.
plugin="$staging/mvvm-plugin"
mkdir -p "$plugin/Plugins/MVVMLintPlugin" "$plugin/Plugins/MVVMCommand"
cp Plugins/MVVMLintPlugin/MVVMLintPlugin.swift "$plugin/Plugins/MVVMLintPlugin/"
cp Plugins/MVVMCommand/MVVMCommand.swift "$plugin/Plugins/MVVMCommand/"
if [ -n "$url" ]; then
    binary_target=".binaryTarget(name: \"mvvm\", url: \"$url\", checksum: \"$checksum\")"
else
    cp -R "$staging/mvvm.artifactbundle" "$plugin/"
    binary_target='.binaryTarget(name: "mvvm", path: "mvvm.artifactbundle")'
fi
cat > "$plugin/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

// mvvm $version's plugins over its prebuilt binary (made by Scripts/make-artifactbundle.sh).
let package = Package(
    name: "mvvm-plugin",
    products: [
        .plugin(name: "MVVMLintPlugin", targets: ["MVVMLintPlugin"]),
        .plugin(name: "MVVMCommand", targets: ["MVVMCommand"]),
    ],
    targets: [
        $binary_target,
        .plugin(name: "MVVMLintPlugin", capability: .buildTool(), dependencies: ["mvvm"]),
        .plugin(
            name: "MVVMCommand",
            capability: .command(
                intent: .custom(verb: "mvvm", description: "Run mvvm (lint, new, rules…) in this package"),
                permissions: [.writeToPackageDirectory(reason: "\`mvvm lint --fix\` and \`mvvm new\` write Swift files")]
            ),
            dependencies: ["mvvm"]
        ),
    ]
)
SWIFT

rm -rf "$output/mvvm.artifactbundle" "$output/mvvm.artifactbundle.zip" "$output/mvvm-plugin"
mv "$staging/mvvm.artifactbundle" "$staging/mvvm.artifactbundle.zip" "$plugin" "$output/"
echo "$output/mvvm.artifactbundle.zip"
echo "checksum: $checksum"
echo "plugin package: $output/mvvm-plugin"
