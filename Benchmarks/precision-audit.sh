#!/usr/bin/env bash
# Draws a seeded random sample of one rule's findings on a corpus of real apps, for judging by
# hand (Benchmarks/PRECISION.md). Each app folder under CORPUS is linted as its own project, as its
# maintainers would run it; each sampled finding is printed with ±6 lines of context and the roles
# (`mvvm dump --roles`) of the file's types, so the judge sees why the linter read the code as it did.
# Usage: Benchmarks/precision-audit.sh CORPUS RULE N SEED
#   CORPUS: a folder with one folder per app (Swift files only); RULE: a rule id; N: sample size;
#   SEED: any integer — the same seed on the same findings draws the same sample.
# Prints the finding counts per app first. Needs python3 for the seeded draw.
set -euo pipefail
corpus="$(cd "${1:?usage: precision-audit.sh CORPUS RULE N SEED}" && pwd)"
rule="${2:?rule id}"
count="${3:?sample size}"
seed="${4:?seed}"
cd "$(dirname "$0")/.."
swift build -c release --product mvvm >/dev/null
binary="$PWD/.build/release/mvvm"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for app in "$corpus"/*/; do
    name=$(basename "$app")
    (cd "$app" && "$binary" lint --quiet --reporter json="$work/$name.json" >/dev/null 2>&1) || true
done
python3 - "$corpus" "$rule" "$count" "$seed" "$work" "$binary" <<'PYTHON'
import json, os, random, subprocess, sys
corpus, rule, count, seed, work, binary = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5], sys.argv[6]
findings = []
for name in sorted(os.listdir(work)):
    app = name[:-5]
    hits = [v for v in json.load(open(os.path.join(work, name))) if v["rule"] == rule]
    print(f"{app}: {len(hits)} finding(s) of {rule}")
    findings += [(app, v) for v in sorted(hits, key=lambda v: (v["file"], v["line"], v["column"]))]
sample = random.Random(seed).sample(findings, min(count, len(findings)))
print(f"\nsample: {len(sample)} of {len(findings)}, seed {seed}\n")
for number, (app, v) in enumerate(sample, 1):
    path = os.path.join(corpus, app, v["file"])
    print(f"=== {number}. {app}/{v['file']}:{v['line']}:{v['column']}  {v['message']}")
    lines = open(path, encoding="utf-8", errors="replace").read().split("\n")
    for index in range(max(0, v["line"] - 7), min(len(lines), v["line"] + 6)):
        print(f"{'>' if index + 1 == v['line'] else ' '} {index + 1:5} {lines[index]}")
    roles = subprocess.run([binary, "dump", "--roles", v["file"]], cwd=os.path.join(corpus, app),
                           capture_output=True, text=True).stdout.strip()
    print("  roles:\n" + "\n".join("    " + line for line in roles.split("\n") if line and "no role" not in line))
    print()
PYTHON
