#!/usr/bin/env bash
# Checks what `mvvm new` writes against the formatters teams run over it: every dialect's screen,
# with names long enough to need wrapping, is linted by SwiftFormat with its default rules and
# checked against SwiftLint's default `line_length` (120). Not part of CI: it needs a SwiftFormat
# build (no package here depends on it), e.g. from a checkout of nicklockwood/SwiftFormat:
#   swift build -c release --product swiftformat   →  .build/release/swiftformat
# Usage: Scripts/check-generated-style.sh PATH/TO/swiftformat [MVVM_BINARY]
# Two default rules are left out on purpose (README, "Generated code and formatters"):
# redundantAsync (test methods are `async` so they run on the main actor with every XCTest) and
# unusedArguments (the stubs name the values the screen's author will use).
set -euo pipefail
swiftformat="${1:?usage: check-generated-style.sh PATH/TO/swiftformat [MVVM_BINARY]}"
cd "$(dirname "$0")/.."
mvvm="${2:-}"
[ -z "$mvvm" ] || mvvm="$(cd "$(dirname "$mvvm")" && pwd)/$(basename "$mvvm")"
if [ -z "$mvvm" ]; then
    swift build --product mvvm >/dev/null
    mvvm="$(swift build --show-bin-path)/mvvm"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$swiftformat" --version
status=0
for dialect in "rulebook --flavor combine" "rulebook --flavor observable" viewstate remvvm observable \
               "inputs_outputs --reactive combine" "inputs_outputs --reactive rxswift"; do
    read -r profile extra <<< "$dialect"
    folder="$work/${dialect// /_}"
    mkdir -p "$folder"
    printf 'profile: %s\nnew: {sources: Sources, tests: Tests, module: App}\n' "$profile" > "$folder/.mvvm.yml"
    # shellcheck disable=SC2086
    (cd "$folder" && "$mvvm" new ProfileSettingsAccountRecoveryDetails --profile "$profile" $extra \
        --actions "signIn(email: String, password: String),forgotPassword,select(id: Int)" \
        --responder-actions "signedIn(user: String)" --outputs "title:String,isLoading:Bool" \
        --dependencies "authenticationService:AuthenticationService=.preview" > /dev/null)
done
echo "SwiftFormat (default rules but redundantAsync, unusedArguments):"
"$swiftformat" --lint "$work" --swiftversion 6.0 --disable redundantAsync,unusedArguments || status=1
echo "SwiftLint line_length (120):"
long=$(find "$work" -name '*.swift' -exec awk 'length > 120 { print FILENAME ":" FNR ": " length " columns" }' {} +)
if [ -n "$long" ]; then echo "$long"; status=1; else echo "no line over 120 columns"; fi
exit $status
