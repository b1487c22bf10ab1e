#!/usr/bin/env bash
# Scripts/docs.sh [preview [MODULE]] [extra docc-plugin arguments…]
# Builds the ShortcutKit documentation: the umbrella's catalog (Sources/ShortcutKit/ShortcutKit.docc)
# combined with every module it re-exports (each with its own `<Module>.docc` landing page). Fails
# (exit 1) when DocC prints any warning in either of its two builds, and when a public type in those
# modules has no `///` summary:
#   1. `swift package generate-documentation --target ShortcutKit`, exactly as issue 17 asks: the
#      umbrella's catalog alone, whose articles therefore name types in code voice, not links;
#   2. the combined build of the umbrella and every module, which is the archive to publish. It runs
#      second because both builds write `.build/plugins/Swift-DocC/outputs/ShortcutKit.doccarchive`.
#
# Why combined: `ShortcutKit` is only `@_exported import`s, and SwiftPM extracts symbol graphs with
# swift-symbolgraph-extract, which leaves re-exported symbols out unless
# `-experimental-allowed-reexported-modules` is passed — the plugin cannot pass it. So
# `--target ShortcutKit` alone documents zero symbols; see Docs/Documentation.md.
#
# `Scripts/docs.sh preview [MODULE]` serves one catalog at http://localhost:8080 (swift-docc-plugin's
# preview-documentation; combined preview is not supported): the ShortcutKit articles by default, or
# a module's landing page and types (`Scripts/docs.sh preview ShortcutModel`).
set -euo pipefail
cd "$(dirname "$0")/.."

modules=$(sed -n 's/^@_exported import \([A-Za-z]*\)$/\1/p' Sources/ShortcutKit/ShortcutKit.swift)
targets=(--target ShortcutKit)
for module in $modules; do
    [ -d "Sources/$module" ] && targets+=(--target "$module")   # OrderedCollections is a dependency
done

if [ "${1:-}" = preview ]; then
    shift
    target=ShortcutKit
    if [ -n "${1:-}" ] && [ -d "Sources/$1" ]; then
        target=$1
        shift
    fi
    exec swift package --disable-sandbox preview-documentation --target "$target" "$@"
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

# generate_documentation LABEL ARGS…: one `swift package generate-documentation ARGS…`; prints DocC's
# diagnostics and fails when the plugin fails or DocC printed any warning or error.
generate_documentation() {
    local label=$1 status docc_warnings started=$SECONDS
    shift
    set +e
    swift package ${SWIFTPM_FLAGS:-} generate-documentation "$@" >"$log" 2>&1
    status=$?
    set -e
    # DocC's diagnostics start the line; the compiler's (from the build before) start with a path,
    # and SwiftPM's note about a dependency's stray CMakeLists.txt is not ours.
    docc_warnings=$(grep -E '^(warning|error):' "$log" | grep -vc "which are unhandled" || true)
    grep -vE '^\[[0-9]+/[0-9]+\]' "$log" | sed -n '/^Building documentation for\|^warning\|^error\|^ *-->\|^Generated/p' \
        | grep -v "found 1 file(s) which are unhandled" | tail -n 80 || true
    echo "DocC ($label): $docc_warnings warning(s)/error(s), $((SECONDS - started)) s"
    if [ "$status" -ne 0 ] || [ "$docc_warnings" -ne 0 ]; then
        echo "error: the documentation has warnings ($label; Scripts/docs.sh)" >&2
        return 1
    fi
}

generate_documentation "--target ShortcutKit alone" --target ShortcutKit
generate_documentation combined --enable-experimental-combined-documentation --warnings-as-errors \
    "${targets[@]}" "$@"
