#!/usr/bin/env bash
# Scripts/docs.sh [preview] [extra docc-plugin arguments…]
# Builds the ShortcutKit documentation: the umbrella's catalog (Sources/ShortcutKit/ShortcutKit.docc)
# combined with every module it re-exports, so its symbol links resolve. Fails (exit 1) when DocC
# prints any warning, and when a public type in those modules has no `///` summary.
#
# Why combined: `ShortcutKit` is only `@_exported import`s, and SwiftPM extracts symbol graphs with
# swift-symbolgraph-extract, which leaves re-exported symbols out unless
# `-experimental-allowed-reexported-modules` is passed — the plugin cannot pass it. So
# `--target ShortcutKit` alone documents zero symbols; see Docs/Documentation.md.
#
# `Scripts/docs.sh preview` serves the same archive at http://localhost:8080 (swift-docc-plugin's
# preview-documentation; combined preview is not supported, so it previews the ShortcutKit catalog
# alone: the articles read, but the cross-module links do not).
set -euo pipefail
cd "$(dirname "$0")/.."

modules=$(sed -n 's/^@_exported import \([A-Za-z]*\)$/\1/p' Sources/ShortcutKit/ShortcutKit.swift)
targets=(--target ShortcutKit)
for module in $modules; do
    [ -d "Sources/$module" ] && targets+=(--target "$module")   # OrderedCollections is a dependency
done

if [ "${1:-}" = preview ]; then
    shift
    exec swift package --disable-sandbox preview-documentation --target ShortcutKit "$@"
fi

python3 Scripts/undocumented-public.py --check
# The Getting Started code is a snippet: compile it, so the article's examples match the API.
if ! snippet_log=$(swift build ${SWIFTPM_FLAGS:-} --product GettingStarted 2>&1); then
    grep -E 'error:' <<<"$snippet_log" | head -n 20 >&2
    echo "error: Snippets/GettingStarted.swift does not compile" >&2
    exit 1
fi

log=$(mktemp)
trap 'rm -f "$log"' EXIT
set +e
swift package ${SWIFTPM_FLAGS:-} generate-documentation --enable-experimental-combined-documentation \
    --warnings-as-errors "${targets[@]}" "$@" >"$log" 2>&1
status=$?
set -e
# DocC's diagnostics start the line; the compiler's (from the build before) start with a path, and
# SwiftPM's note about a dependency's stray CMakeLists.txt is not ours.
docc_warnings=$(grep -E '^(warning|error):' "$log" | grep -vc "which are unhandled" || true)
grep -vE '^\[[0-9]+/[0-9]+\]' "$log" | sed -n '/^Building documentation for\|^warning\|^error\|^ *-->\|^Generated/p' \
    | grep -v "found 1 file(s) which are unhandled" | tail -n 80
echo "DocC: $docc_warnings warning(s)/error(s)"
if [ "$status" -ne 0 ] || [ "$docc_warnings" -ne 0 ]; then
    echo "error: the documentation has warnings (Scripts/docs.sh)" >&2
    exit 1
fi
