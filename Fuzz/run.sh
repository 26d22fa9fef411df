#!/usr/bin/env bash
# Builds one libFuzzer target and runs it for SECONDS (default 60); `all` builds every target
# and runs each in turn.
#
#   Fuzz/run.sh deeplink 60       deeplink matching (DeeplinkTable, DeeplinkPattern)
#   Fuzz/run.sh serverroute 60    server-route decoding (ServerRouteRegistry, Codable contexts)
#   Fuzz/run.sh command 60        the Playground's command parser (ShopCommand, ShopContext)
#   Fuzz/run.sh restore 60        snapshots and navigation logs, restored and replayed headless
#   Fuzz/run.sh all 5             every target, 5 seconds each (what CI runs)
#
# The package's modules are compiled directly with swiftc -sanitize=fuzzer into
# .build/fuzz/, and the target is linked against them with libFuzzer's main. New inputs go to
# .build/fuzz/corpus/TARGET (the committed seeds in Fuzz/Corpus/TARGET are only read), crashes
# to .build/fuzz/artifacts/. Extra arguments after SECONDS go to libFuzzer, e.g. -jobs=2.
# Exits non-zero when an input crashes the target.
set -euo pipefail

targets=(deeplink serverroute command restore)
usage="usage: Fuzz/run.sh all|$(IFS='|'; echo "${targets[*]}") [SECONDS] [libFuzzer options]"
target="${1:-}"
seconds="${2:-60}"
shift $(($# < 2 ? $# : 2))

if [[ "$target" == all ]]; then
    for each in "${targets[@]}"; do
        bash "$0" "$each" "$seconds" "$@"
    done
    exit 0
fi

# The largest input libFuzzer makes: a snapshot or a log of thousands of contexts for `restore`.
max_len=4096
case "$target" in
deeplink | serverroute) modules=(Portus Routy) ;;
command) modules=(Portus Routy RoutyHeadless Shop) ;;
restore) modules=(Portus Routy RoutyHeadless) max_len=400000 ;;
*) echo "$usage" >&2; exit 2 ;;
esac

root="$(cd "$(dirname "$0")/.." && pwd)"
build="$root/.build/fuzz"
mkdir -p "$build/modules" "$build/corpus/$target" "$build/artifacts"

flags=(
    -swift-version 6 -package-name routy
    -enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility
    -O -g -sanitize=fuzzer -I "$build/modules"
)

source_dir() {
    case "$1" in
    Shop) echo "$root/Playground/Shop" ;;
    *) echo "$root/Sources/$1" ;;
    esac
}

# Each module once, into one object, rebuilt when one of its sources is newer.
for module in "${modules[@]}"; do
    mapfile -t sources < <(find "$(source_dir "$module")" -name '*.swift' | sort)
    object="$build/modules/$module.o"
    if [[ -f "$object" ]] && [[ -z "$(find "${sources[@]}" -newer "$object" -print -quit)" ]]; then
        continue
    fi
    echo "fuzz: compiling $module" >&2
    swiftc "${flags[@]}" -parse-as-library -wmo -module-name "$module" \
        -emit-module -emit-module-path "$build/modules/$module.swiftmodule" \
        -c -o "$object" "${sources[@]}"
done

binary="$build/fuzz-$target"
echo "fuzz: linking $target" >&2
objects=()
for module in "${modules[@]}"; do objects+=("$build/modules/$module.o"); done
swiftc "${flags[@]}" -parse-as-library -module-name "Fuzz_$target" \
    "$root/Fuzz/Targets/$target.swift" "${objects[@]}" -o "$binary"

# libFuzzer reports a crash itself; the Swift backtracer would only slow it down.
export SWIFT_BACKTRACE=enable=no
exec "$binary" "$build/corpus/$target" "$root/Fuzz/Corpus/$target" \
    -max_total_time="$seconds" -max_len="$max_len" -print_final_stats=1 \
    -artifact_prefix="$build/artifacts/$target-" "$@"
