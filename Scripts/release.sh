#!/usr/bin/env bash
# Scripts/release.sh — the release archive of ShortcutKit's command-line tools (Docs/Installing.md).
#
#   Scripts/release.sh [--tag TAG] [--scratch-path DIR] [--output DIR] [--allow-dirty]
#       Builds `shortcut`, `shortcut-serve` and `shortcut-appshortcuts` in release — on Linux with the
#       Swift runtime and Foundation linked statically (--static-swift-stdlib), on macOS as a universal
#       (arm64 + x86_64) binary — stamped with the commit, stripped, and writes
#       dist/shortcutkit-<version>-<os>-<arch>.tar.gz and a .sha256 beside it. The archive holds one
#       folder: the three binaries, every resource bundle they load (beside them: that is where the
#       modules look, symbolic links resolved), README.md, INSTALLING.md, LICENSE (when the project has
#       one), licenses/ (the Swift packages linked, the Swift toolchain's runtime, the catalog data),
#       completions/ (bash, zsh, fish) and man/man1/. VERSION must match the generated Swift
#       (Scripts/version.py --check) and the tag, when there is one (--tag, GITHUB_REF_NAME on a tag
#       push, or a tag on HEAD), must be v<VERSION>.
#   Scripts/release.sh --check [ARCHIVE]
#       Unpacks the archive (default: this version's for this machine, in dist/) into a temporary
#       folder and runs the binaries with the toolchain hidden: in a private mount namespace
#       (`unshare --mount`) an empty tmpfs is mounted over the toolchain's folder and over the build
#       folder, and the environment is emptied (PATH=/usr/bin:/bin, LD_LIBRARY_PATH=""). `ldd` must
#       name nothing of the toolchain and only libraries of the Debian packages in RUNTIME_PACKAGES.
#       Then, through a symbolic link on PATH: --version, inspect, render, check, run, sign, verify,
#       actions, audit, appshortcuts lint, serve (pages and API) must work.
#   Scripts/release.sh --pieces DIR [--bin-path PATH]
#       Only the generated pieces, from already built executables (default: the debug build):
#       completions and man pages into DIR, each checked (bash -n, zsh -n, fish -n where the shell
#       exists; man pages rendered with groff), and `shortcut --version` against VERSION. `.ci/run`
#       runs this on the test build; it needs no release build.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

# The Debian packages owning the libraries the Linux binaries name (Docs/Installing.md; libcurl4 is
# libcurl4t64 on newer releases); --check fails when a binary names a library of any other package.
RUNTIME_PACKAGES=(libc6 libgcc-s1 libstdc++6 zlib1g libcurl4 libcurl4t64 libsqlite3-0)
TOOLS=(shortcut shortcut-serve shortcut-appshortcuts)

mode=build
tag=""
scratch=".build-static"
output="dist"
allow_dirty=0
archive=""
pieces_dir=""
bin_path=""
while [ $# -gt 0 ]; do
    case "$1" in
    --tag) tag=$2; shift 2 ;;
    --scratch-path) scratch=$2; shift 2 ;;
    --output) output=$2; shift 2 ;;
    --allow-dirty) allow_dirty=1; shift ;;
    --check) mode=check; shift; if [ $# -gt 0 ] && [ "${1#--}" = "$1" ]; then archive=$1; shift; fi ;;
    --check-inside) mode=check-inside; archive=$2; shift 2 ;;
    --pieces) mode=pieces; pieces_dir=$2; shift 2 ;;
    --bin-path) bin_path=$2; shift 2 ;;
    -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "error: unknown argument $1 (see --help)" >&2; exit 2 ;;
    esac
done

fail() { echo "error: $*" >&2; exit 1; }
version=$(python3 Scripts/version.py --print)

case "$(uname -s)" in
Linux) os=linux; arch=$(uname -m) ;;
Darwin) os=macos; arch=universal ;;
*) fail "unsupported system $(uname -s)" ;;
esac
name="shortcutkit-$version-$os-$arch"

# pieces BIN DIR: completion scripts and man pages for the three tools built in BIN, checked.
pieces() {
    local bin=$1 dir=$2 tool shell
    mkdir -p "$dir/completions" "$dir/man/man1"
    case "$("$bin/shortcut" --version)" in
    "$version ("*) ;;
    *) fail "shortcut --version prints '$("$bin/shortcut" --version)', not VERSION's $version" ;;
    esac
    for tool in "${TOOLS[@]}"; do
        [ -x "$bin/$tool" ] || fail "$bin/$tool is not built"
        "$bin/$tool" --generate-completion-script bash >"$dir/completions/$tool.bash"
        "$bin/$tool" --generate-completion-script zsh >"$dir/completions/_$tool"
        "$bin/$tool" --generate-completion-script fish >"$dir/completions/$tool.fish"
        bash -n "$dir/completions/$tool.bash" || fail "$tool.bash: bash -n fails"
        for shell in zsh fish; do
            local file="$dir/completions/$tool.fish"
            [ "$shell" = zsh ] && file="$dir/completions/_$tool"
            if command -v "$shell" >/dev/null 2>&1; then
                "$shell" -n "$file" || fail "$file: $shell -n fails"
            elif [ -n "${CI:-}" ]; then
                fail "$shell is not installed (CI checks the $shell completion)"
            else
                echo "note: $shell not installed; $file not syntax-checked" >&2
            fi
        done
    done
    manual_tool
    local date
    date=$(git log -1 --format=%cs 2>/dev/null || date -u +%F)
    for tool in "${TOOLS[@]}"; do
        "$generate_manual" "$bin/$tool" --date "$date" --output-directory "$dir/man/man1" >/dev/null
        [ -s "$dir/man/man1/$tool.1" ] || fail "no man page written for $tool"
        # Render it: the formatter's warnings about the page are errors here (groff -ww on Linux,
        # mandoc's lint on macOS, which has no groff).
        local warnings
        if command -v groff >/dev/null 2>&1; then
            warnings=$(groff -man -Tutf8 -ww -z "$dir/man/man1/$tool.1" 2>&1) || fail "$tool.1 does not render"
        elif command -v mandoc >/dev/null 2>&1; then
            warnings=$(mandoc -Tlint -Wwarning "$dir/man/man1/$tool.1" 2>&1) || fail "$tool.1: $warnings"
        elif [ -n "${CI:-}" ]; then
            fail "neither groff nor mandoc is installed (CI renders the man pages)"
        else
            warnings=""
            echo "note: neither groff nor mandoc installed; $tool.1 not rendered" >&2
        fi
        [ -z "$warnings" ] || fail "$tool.1: $warnings"
    done
}

# manual_tool: builds swift-argument-parser's `generate-manual` (the GenerateManual plugin's tool)
# from the checkout SwiftPM resolved, in its own scratch folder; sets generate_manual.
manual_tool() {
    local checkout
    for checkout in "$scratch/checkouts/swift-argument-parser" .build/checkouts/swift-argument-parser; do
        [ -f "$checkout/Tools/generate-manual/GenerateManual.swift" ] && break
    done
    [ -f "$checkout/Tools/generate-manual/GenerateManual.swift" ] \
        || fail "no swift-argument-parser checkout with Tools/generate-manual (build first)"
    local tools_scratch="$root/.build-tools"
    mkdir -p "$tools_scratch"
    swift build --package-path "$checkout" --scratch-path "$tools_scratch" --product generate-manual \
        >"$tools_scratch/build.log" 2>&1 || { tail -n 20 "$tools_scratch/build.log" >&2; fail "generate-manual does not build"; }
    generate_manual="$(swift build --package-path "$checkout" --scratch-path "$tools_scratch" --show-bin-path)/generate-manual"
}

if [ "$mode" = pieces ]; then
    [ -n "$bin_path" ] || bin_path=$(swift build --show-bin-path)
    pieces "$bin_path" "$pieces_dir"
    echo "release pieces: $(find "$pieces_dir" -type f | wc -l) files in $pieces_dir (completions and man pages checked)"
    exit 0
fi

# --- check: run the unpacked archive with the toolchain hidden -------------------------------------
toolchain_dir() {
    local swift
    swift=$(command -v swift) || return 0
    swift=$(readlink -f "$swift")
    dirname "$(dirname "$(dirname "$swift")")"   # /opt/swift/usr/bin/swift → /opt/swift
}

if [ "$mode" = check ]; then
    [ -n "$archive" ] || archive="$output/$name.tar.gz"
    [ -f "$archive" ] || fail "$archive does not exist; run Scripts/release.sh first"
    archive=$(readlink -f "$archive")
    sum=(sha256sum -c)
    command -v sha256sum >/dev/null 2>&1 || sum=(shasum -a 256 -c)
    (cd "$(dirname "$archive")" && "${sum[@]}" "$(basename "$archive").sha256" >/dev/null) \
        || fail "$archive does not match its .sha256"
    toolchain=$(toolchain_dir)
    if [ "$(id -u)" = 0 ] && unshare --mount true 2>/dev/null; then
        exec unshare --mount --propagation private env TOOLCHAIN="$toolchain" HIDE_BUILD="$root/$scratch" \
            bash "$root/Scripts/release.sh" --check-inside "$archive"
    fi
    echo "warning: cannot make a mount namespace (needs root and unshare); the toolchain is hidden" \
        "by the environment only" >&2
    TOOLCHAIN="$toolchain" HIDE_BUILD="" exec bash "$root/Scripts/release.sh" --check-inside "$archive"
fi

if [ "$mode" = check-inside ]; then
    work=$(mktemp -d /tmp/shortcutkit-release-check.XXXXXX)
    server=""
    trap '[ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$work"' EXIT
    tar -xzf "$archive" -C "$work"
    unpacked="$work/$(basename "$archive" .tar.gz)"
    [ -x "$unpacked/shortcut" ] || fail "the archive has no $(basename "$unpacked")/shortcut"
    cp -R Examples "$work/Examples"
    if [ -n "${TOOLCHAIN:-}" ] && [ -d "$TOOLCHAIN" ]; then
        if [ -n "${HIDE_BUILD:-}" ]; then
            mount -t tmpfs -o size=1m,mode=0755 tmpfs "$TOOLCHAIN"
            [ -d "$HIDE_BUILD" ] && mount -t tmpfs -o size=1m tmpfs "$HIDE_BUILD"
            [ -d "$root/.build" ] && mount -t tmpfs -o size=1m tmpfs "$root/.build"
            [ -z "$(ls -A "$TOOLCHAIN")" ] || fail "$TOOLCHAIN is still visible"
            echo "toolchain hidden: empty tmpfs over $TOOLCHAIN, $HIDE_BUILD and $root/.build (mount namespace)"
        fi
    fi
    # ldd: nothing from the toolchain, nothing missing, only the packages named in RUNTIME_PACKAGES.
    ldd_tools=""
    if [ "$os" = linux ] && command -v ldd >/dev/null 2>&1; then ldd_tools="${TOOLS[*]}"; fi
    touch "$work/packages"
    for tool in $ldd_tools; do
        libs=$(ldd "$unpacked/$tool")
        if grep -qE 'not found|swift|/opt/' <<<"$libs"; then
            fail "$tool needs libraries that are missing or from the toolchain:"$'\n'"$libs"
        fi
        # The libraries the binary names itself (its NEEDED entries; theirs come with their packages),
        # each found where ldd resolved it and owned by a package RUNTIME_PACKAGES lists.
        needed=$(LC_ALL=C readelf -d "$unpacked/$tool" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
        for library in $needed; do
            path=$(awk -v name="$library" '$1 == name && $2 == "=>" { print $3 }' <<<"$libs")
            [ -n "$path" ] || path=$(awk -v name="$library" '$1 ~ "/" name "$" { print $1 }' <<<"$libs")
            [ -n "$path" ] || fail "$tool needs $library, which ldd does not resolve"
            package=""
            if command -v dpkg >/dev/null 2>&1; then
                package=$(dpkg -S "$(readlink -f "$path")" 2>/dev/null || dpkg -S "$path" 2>/dev/null || true)
                package=${package%%:*}
            fi
            [ -n "$package" ] || { echo "note: $tool: $path: no Debian package owns it" >&2; continue; }
            listed=0
            for allowed in "${RUNTIME_PACKAGES[@]}"; do [ "$package" = "$allowed" ] && listed=1; done
            [ $listed = 1 ] || fail "$tool needs $library from $package, which RUNTIME_PACKAGES does not list"
            echo "$tool: $library ($package)" >>"$work/packages"
        done
    done
    echo "system libraries the binaries name:"
    sort -u "$work/packages" | sed 's/^/  /'

    # The tools through a symbolic link on PATH, with an empty environment.
    mkdir -p "$work/bin" "$work/home"
    for tool in "${TOOLS[@]}"; do ln -s "$unpacked/$tool" "$work/bin/$tool"; done
    run() { env -i PATH="$work/bin:/usr/bin:/bin" HOME="$work/home" LD_LIBRARY_PATH="" "$@"; }
    cd "$work"
    expect() { # expect LABEL PATTERN COMMAND…: the command succeeds and its output matches PATTERN
        local label=$1 pattern=$2 out
        shift 2
        out=$(run "$@" 2>&1) || fail "$label failed: $out"
        grep -qE -- "$pattern" <<<"$out" || fail "$label: output does not match /$pattern/: $(head -c 400 <<<"$out")"
        echo "ok  $label"
    }
    expect "shortcut --version" "^$version \\(commit [0-9a-f]{40}\\)$" shortcut --version
    expect "shortcut-serve --version" "^$version " shortcut-serve --version
    expect "shortcut-appshortcuts --version" "^$version " shortcut-appshortcuts --version
    expect "inspect" "Weather" shortcut inspect Examples/WeatherReport.shortcut
    expect "inspect --json" '"actions"' shortcut inspect Examples/WeatherReport.shortcut --json
    expect "render html" "<html" shortcut render Examples/WeatherReport.shortcut --format html
    expect "render svg" "<svg" shortcut render Examples/WeatherReport.shortcut --format svg
    expect "check" "passes" shortcut check Examples/HelloWorld.shortcut
    # audit exits 1 when it has findings (documented): that status, and the finding, are what is expected.
    expect "audit" "api\.example\.com" sh -c 'shortcut audit Examples/WeatherReport.shortcut; [ $? -eq 1 ]'
    expect "run" "^Hello" shortcut run Examples/HelloWorld.shortcut
    expect "actions" "is\.workflow\.actions\.downloadurl" shortcut actions "contents of url"
    expect "sign --self-signed" "signed signed\.shortcut" shortcut sign Examples/HelloWorld.shortcut -o signed.shortcut --self-signed identity
    expect "verify --trust-anchor" "integrity: ok" shortcut verify signed.shortcut --trust-anchor identity/ca.cer
    expect "decompile" "import ShortcutAuthoring" shortcut decompile Examples/HelloWorld.shortcut
    printf 'import AppIntents\nstruct S: AppShortcutsProvider {\n    static var appShortcuts: [AppShortcut] { [] }\n}\n' >App.swift
    expect "appshortcuts list" "providers" shortcut appshortcuts list App.swift --json
    # The gallery: its pages (the version in the footer, the style sheet) and its API document.
    port=$((20000 + RANDOM % 20000))
    run shortcut serve --data "$work/gallery" --port "$port" --seed Examples/WeatherReport.shortcut \
        >"$work/serve.log" 2>&1 &
    server=$!
    for _ in $(seq 1 100); do
        curl -fsS "http://127.0.0.1:$port/" -o "$work/index.html" 2>/dev/null && break
        sleep 0.2
    done
    grep -q "ShortcutKit gallery $version" "$work/index.html" 2>/dev/null \
        || fail "serve: the home page did not come up with the version: $(tail -n 5 "$work/serve.log")"
    # (Fetched to files first: `curl | grep -q` fails under pipefail when grep stops reading early.)
    if ! { curl -fsS "http://127.0.0.1:$port/api/openapi.json" -o "$work/openapi.json" \
        && grep -q "\"version\": \"$version\"" "$work/openapi.json"; }; then
        fail "serve: /api/openapi.json is not version $version"
    fi
    if ! { curl -fsS "http://127.0.0.1:$port/static/gallery.css" -o "$work/gallery.css" \
        && grep -q "g-footer" "$work/gallery.css"; }; then
        fail "serve: /static/gallery.css is not the bundle's style sheet"
    fi
    echo "ok  serve (home page with the version, the bundle's style sheet and API document)"
    kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
    server=""
    echo "release check passed: $(basename "$archive")"
    exit 0
fi

# --- build ------------------------------------------------------------------------------------------
python3 Scripts/version.py --check
if [ -z "$tag" ] && [ "${GITHUB_REF_TYPE:-}" = tag ]; then tag=${GITHUB_REF_NAME:-}; fi
if [ -z "$tag" ]; then tag=$(git describe --exact-match --tags HEAD 2>/dev/null || true); fi
if [ -n "$tag" ]; then python3 Scripts/version.py --tag "$tag"; fi
if [ "$allow_dirty" = 0 ] && [ -n "$(git status --porcelain --untracked-files=normal)" ]; then
    fail "the tree has uncommitted changes, which the commit stamp would not describe (--allow-dirty)"
fi
commit=$(git rev-parse HEAD)
# Foundation's networking, linked statically, still needs the system's libcurl to link against:
# say so before an hour of compiling, not at the first link.
if [ "$os" = linux ]; then
    linker_libraries=$(ldconfig -p 2>/dev/null || true)
    if ! grep -qE '[[:space:]]libcurl\.so[[:space:]]' <<<"$linker_libraries"; then
        fail "no libcurl.so to link FoundationNetworking with: install libcurl4-openssl-dev (Debian/Ubuntu)"
    fi
fi

# The commit goes into a git-ignored file compiled only with -DSHORTCUTKIT_STAMPED; removed on exit.
python3 Scripts/version.py --stamp "$commit"
trap 'python3 Scripts/version.py --unstamp' EXIT

flags=(-c release --scratch-path "$scratch" -Xswiftc -DSHORTCUTKIT_STAMPED)
if [ "$os" = linux ]; then
    flags+=(--static-swift-stdlib)
else
    flags+=(--arch arm64 --arch x86_64)
fi
started=$SECONDS
for tool in "${TOOLS[@]}"; do
    echo "building $tool (release${os:+, $os})…"
    log="$scratch/release-$tool.log"
    mkdir -p "$scratch"
    if ! swift build "${flags[@]}" --product "$tool" >"$log" 2>&1; then
        grep -vE '^\[[0-9]+/[0-9]+\]' "$log" | tail -n 30 >&2 || true
        fail "$tool does not build (log: $log)"
    fi
    tail -n 1 "$log"
done
echo "built in $((SECONDS - started)) s"
bin=$(swift build "${flags[@]}" --show-bin-path)

stage="$output/$name"
rm -rf "$stage" "$output/$name.tar.gz" "$output/$name.tar.gz.sha256"
mkdir -p "$stage/licenses"

# Each binary's resource bundles: the generated accessors name them (`<Package>_<Module>.resources`).
bundle_ext=resources
[ "$os" = macos ] && bundle_ext=bundle
bundles=$(for tool in "${TOOLS[@]}"; do grep -aoE "[A-Za-z0-9_.-]+_[A-Za-z0-9_]+\.$bundle_ext" "$bin/$tool" || true; done | sort -u)
for bundle in $bundles; do
    [ -d "$bin/$bundle" ] || fail "$bundle is named by a binary but was not built"
    cp -R "$bin/$bundle" "$stage/"
done

# Licences of the Swift packages linked: on Linux the packages whose sources the unstripped
# binaries' debug information names; elsewhere every resolved package but the documentation plugin.
if [ "$os" = linux ]; then
    packages=$(for tool in "${TOOLS[@]}"; do grep -aoE "checkouts/[A-Za-z0-9._-]+/" "$bin/$tool" || true; done \
        | sed 's|checkouts/||; s|/$||' | sort -u)
else
    packages=$(for checkout in "$scratch"/checkouts/*/; do basename "$checkout"; done \
        | grep -vE '^swift-docc-(plugin|symbolkit)$')
fi
for package in $packages; do
    found=0
    for file in "$scratch/checkouts/$package"/{LICENSE,LICENSE.txt,LICENSE.md,COPYING,NOTICE,NOTICE.txt}; do
        [ -f "$file" ] || continue
        mkdir -p "$stage/licenses/$package"
        cp "$file" "$stage/licenses/$package/"
        found=1
    done
    [ $found = 1 ] || fail "the linked package $package has no LICENSE file"
done
toolchain=$(toolchain_dir)
if [ -n "$toolchain" ] && [ -f "$toolchain/usr/share/swift/LICENSE.txt" ]; then
    mkdir -p "$stage/licenses/swift"
    cp "$toolchain/usr/share/swift/LICENSE.txt" "$stage/licenses/swift/LICENSE.txt"
fi
# The action catalog's data (ShortcutCatalog's resources) and where it came from.
for source in Sources/ShortcutCatalog/Resources/Licenses/*/; do
    mkdir -p "$stage/licenses/catalog-data/$(basename "$source")"
    cp "$source"/* "$stage/licenses/catalog-data/$(basename "$source")/"
done

for tool in "${TOOLS[@]}"; do
    cp "$bin/$tool" "$stage/$tool"
    if [ "$os" = linux ]; then strip --strip-all "$stage/$tool"; else strip -S -x "$stage/$tool"; fi
done
cp README.md "$stage/README.md"
cp Docs/Installing.md "$stage/INSTALLING.md"
license_files=()
for file in LICENSE LICENSE.txt LICENSE.md COPYING; do [ -f "$file" ] && license_files+=("$file"); done
if [ ${#license_files[@]} -gt 0 ]; then
    cp "${license_files[@]}" "$stage/"
else
    echo "warning: the project has no LICENSE file; the archive ships without the project's licence" >&2
fi
pieces "$stage" "$stage"

# One folder, files sorted, owned by root, dated at the commit: the same commit makes the same tar.
stamp=$(git log -1 --format=%ct)
tar_version=$(tar --version 2>/dev/null || true)
if [[ "$tar_version" == *"GNU tar"* ]]; then
    tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$stamp" -C "$output" -czf "$output/$name.tar.gz" "$name"
else
    tar -C "$output" -czf "$output/$name.tar.gz" "$name"
fi
if command -v sha256sum >/dev/null 2>&1; then
    (cd "$output" && sha256sum "$name.tar.gz" >"$name.tar.gz.sha256")
else
    (cd "$output" && shasum -a 256 "$name.tar.gz" >"$name.tar.gz.sha256")
fi
echo "wrote $output/$name.tar.gz ($(du -k "$output/$name.tar.gz" | cut -f1) KiB), commit $commit"
for tool in "${TOOLS[@]}"; do echo "  $tool: $(du -k "$stage/$tool" | cut -f1) KiB"; done
