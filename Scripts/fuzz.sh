#!/usr/bin/env bash
# Builds one libFuzzer target of the Fuzz/ package (release, AddressSanitizer + libFuzzer), seeds
# a scratch corpus from Examples/ and ../shared/corpus, runs it, and leaves any crash in
# Fuzz/crashes/TARGET/. See Docs/Fuzzing.md.
#
#   Scripts/fuzz.sh TARGET [SECONDS] [LIBFUZZER_ARGS...]   run (default 60 s); TARGET as listed below
#   Scripts/fuzz.sh --build [TARGET...]                     only build (all targets when none named)
#   Scripts/fuzz.sh --list                                  the targets and their executables
#
# Environment: FUZZ_CORPUS (default ../shared/corpus), FUZZ_WORK (scratch corpus and logs, default
# Fuzz/.build-work), FUZZ_SKIP_BUILD=1 to run the executable already built. Exit status: 0 when
# the run ended without a crash, 1 when it left one, 2 usage. The last line printed is the run's
# summary: executions, coverage (edges), features, crashes.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
package="$root/Fuzz"
work="${FUZZ_WORK:-$package/.build-work}"
corpus="${FUZZ_CORPUS:-$root/../shared/corpus}"

# target raw value (FuzzTarget / AppShortcutsFuzzTarget / GalleryFuzzTarget) → executable
targets=(
    binaryPlist:FuzzBinaryPlist xmlPlist:FuzzXMLPlist anyPlist:FuzzAnyPlist jsonPlist:FuzzJSONPlist
    document:FuzzDocument lzfse:FuzzLZFSE intentDefinition:FuzzIntentDefinition render:FuzzRender
    signingInput:FuzzSigningInput oracle:FuzzOracle swiftSource:FuzzSwiftSource strings:FuzzStrings
    upload:FuzzUpload runtime:FuzzRuntime feedXML:FuzzFeedXML program:FuzzProgram image:FuzzImage pdf:FuzzPDF
    archive:FuzzArchive regex:FuzzRegex vcard:FuzzVCard
)

usage() { sed -n '5,8p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }

executable_of() {
    local entry
    for entry in "${targets[@]}"; do
        if [ "$1" = "${entry%%:*}" ] || [ "$1" = "${entry##*:}" ]; then echo "${entry##*:}"; return; fi
    done
    echo "unknown fuzz target '$1' (Scripts/fuzz.sh --list)" >&2
    exit 2
}

target_of() {
    local entry
    for entry in "${targets[@]}"; do
        if [ "$1" = "${entry##*:}" ]; then echo "${entry%%:*}"; fi
    done
}

flags=(-c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library)

# SwiftPM links each product itself (`main` is the target's `<Target>_main`, which calls
# LLVMFuzzerRunDriver). If that link fails (the gold linker has crashed on these objects), the
# same link is redone with lld from SwiftPM's object list.
build() {
    local exe="$1" bin="$package/.build/release"
    if swift build --package-path "$package" "${flags[@]}" --product "$exe" >&2; then
        return
    fi
    [ -f "$bin/$exe.product/Objects.LinkFileList" ] || { echo "build of $exe failed" >&2; exit 1; }
    echo "SwiftPM's link of $exe failed; linking with lld" >&2
    swiftc -use-ld=lld -lstdc++ -L "$bin" -o "$bin/$exe" -module-name "$exe" -emit-executable \
        -Xlinker --gc-sections -Xlinker --defsym -Xlinker "main=${exe}_main" -Xlinker '-rpath=$ORIGIN' \
        "@$bin/$exe.product/Objects.LinkFileList" -target "$(uname -m)-unknown-linux-gnu" -g \
        -sanitize=fuzzer,address -parse-as-library >&2
}

case "${1:-}" in
    "" | -h | --help) usage ;;
    --list)
        for entry in "${targets[@]}"; do echo "${entry%%:*} ${entry##*:}"; done
        exit 0
        ;;
    --build)
        shift
        if [ "$#" -eq 0 ]; then set -- $(for entry in "${targets[@]}"; do echo "${entry##*:}"; done); fi
        for name in "$@"; do build "$(executable_of "$name")"; done
        exit 0
        ;;
esac

exe="$(executable_of "$1")"
target="$(target_of "$exe")"
seconds="${2:-60}"
[[ "$seconds" =~ ^[0-9]+$ ]] || usage
shift $(( $# >= 2 ? 2 : 1 ))

[ "${FUZZ_SKIP_BUILD:-0}" = 1 ] || build "$exe"
bin="$package/.build/release"

run_corpus="$work/corpus/$target"
crashes="$package/crashes/$target"
log="$work/logs/$target.log"
mkdir -p "$run_corpus" "$crashes" "$work/logs"
python3 "$root/Scripts/fuzz-seeds.py" "$target" "$run_corpus" "$corpus" >&2

before="$(find "$crashes" -type f | wc -l)"
started="$(date -u +%Y-%m-%dT%H:%M:%SZ)"
# SWIFT_BACKTRACE=enable=no: Swift's backtracer would otherwise catch the trap before libFuzzer
# sees the signal. Leak checking is off: the Swift runtime's caches read as leaks.
status=0
SWIFT_BACKTRACE=enable=no ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}" "$bin/$exe" \
    -max_total_time="$seconds" -timeout=30 -rss_limit_mb=4096 -detect_leaks=0 -print_final_stats=1 \
    -artifact_prefix="$crashes/" "$@" "$run_corpus" > "$log" 2>&1 || status=$?
after="$(find "$crashes" -type f | wc -l)"

summary() {
    echo "summary $target started=$started seconds=$seconds executions=${executions:-?} cov=${coverage:-?}" \
        "ft=${features:-?} crashes=$1"
}
executions="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)"
coverage="$(grep -o 'cov: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)"
features="$(grep -o 'ft: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)"
if [ "$status" -ne 0 ] || [ "$after" -gt "$before" ]; then
    tail -40 "$log" >&2
    echo "$target: crash after ${executions:-?} executions; input(s) in $crashes (log $log)" >&2
    summary "$((after - before))"
    exit 1
fi
summary 0
