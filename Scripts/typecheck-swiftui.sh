#!/usr/bin/env bash
# Type-checks the ShortcutKitUI module, and any extra Swift files given, against the project's
# declarations-only SwiftUI stand-in (Tests/SwiftUIStandIn/*.swift), so the SwiftUI layer
# is checked on Linux where SwiftUI does not exist. Exits non-zero on any compiler error.
#
#   Scripts/typecheck-swiftui.sh [EXTRA.swift...]
#   Scripts/typecheck-swiftui.sh --each EXTRA.swift...
#
# Extra files are checked together as one module that can `import SwiftUI` and
# `import ShortcutKitUI`; with --each, every file on its own (one `PASS FILE` or `FAIL FILE`
# line each; the status is non-zero when any fails), reusing the modules built once. Needs the package's modules built first (`swift build --target
# ShortcutPresentation`); SHORTCUTKIT_BUILD_DIR overrides where they are (default .build/debug),
# SWIFTC the compiler. On macOS use the real SwiftUI instead: xcodebuild (.github/workflows).
set -euo pipefail

each=0
if [ "${1:-}" = "--each" ]; then
    each=1
    shift
    [ "$#" -gt 0 ] || { echo "usage: $0 [--each] [EXTRA.swift...]" >&2; exit 2; }
fi

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${SHORTCUTKIT_BUILD_DIR:-$root/.build/debug}"
swiftc="${SWIFTC:-swiftc}"
standin=("$root"/Tests/SwiftUIStandIn/*.swift)

if [ ! -f "$build/Modules/ShortcutPresentation.swiftmodule" ]; then
    echo "error: $build/Modules has no ShortcutPresentation module; run: swift build --target ShortcutPresentation" >&2
    exit 2
fi
for extra in "$@"; do
    [ -r "$extra" ] || { echo "error: $extra: cannot read" >&2; exit 66; }
done

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The package's C modules (NIO, BoringSSL…), which the Swift modules import transitively.
clang=()
for map in "$build"/*.build/module.modulemap; do
    # Plugin tools get their own copies (*-tool.build); naming both would redefine the module.
    case "$map" in *-tool.build/*) continue ;; esac
    [ -f "$map" ] && clang+=(-Xcc "-fmodule-map-file=$map")
done
# Dependency checkouts live in the scratch directory, two levels above <triple>/debug.
scratch="$(cd -P "$build/../.." && pwd)"
for include in "$scratch"/checkouts/*/Sources/*/include; do
    [ -d "$include" ] && clang+=(-Xcc "-I$include")
done
common=(-swift-version 6 -parse-as-library -I "$work" -I "$build/Modules" "${clang[@]}")

# 1. The stand-in as a module named SwiftUI.
"$swiftc" -emit-module -swift-version 6 -parse-as-library -module-name SwiftUI \
    -emit-module-path "$work/SwiftUI.swiftmodule" "${standin[@]}"

# 2. ShortcutKitUI, fully type-checked (function bodies included), then as a module for extras.
sources=("$root"/Sources/ShortcutKitUI/*.swift)
"$swiftc" -typecheck -module-name ShortcutKitUI "${common[@]}" "${sources[@]}"
if [ "$#" -eq 0 ]; then
    echo "ShortcutKitUI: type-checked against the SwiftUI stand-in"
    exit 0
fi
"$swiftc" -emit-module -module-name ShortcutKitUI -emit-module-path "$work/ShortcutKitUI.swiftmodule" \
    "${common[@]}" "${sources[@]}"

# 3. The extra files, which import SwiftUI and ShortcutKitUI.
if [ "$each" -eq 0 ]; then
    "$swiftc" -typecheck -module-name TypecheckExtras "${common[@]}" "$@"
    echo "ShortcutKitUI and $# extra file(s): type-checked against the SwiftUI stand-in"
    exit 0
fi
failed=0
for extra in "$@"; do
    if "$swiftc" -typecheck -module-name TypecheckExtras "${common[@]}" "$extra"; then
        echo "PASS $extra"
    else
        echo "FAIL $extra"
        failed=$((failed + 1))
    fi
done
echo "$failed of $# file(s) failed to type-check"
[ "$failed" -eq 0 ]
