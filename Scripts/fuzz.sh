#!/usr/bin/env bash
# Coverage-guided fuzzing of the kits' decoders and parsers with libFuzzer (see CONTRIBUTING.md, "Fuzzing").
#
#   Scripts/fuzz.sh <target> <seconds> [libFuzzer flags...]   build the target's executable and fuzz it
#   Scripts/fuzz.sh --list                                     build every fuzz executable and list the targets
#   Scripts/fuzz.sh --smoke <seconds>                          fuzz every target for <seconds> (what CI runs)
#
# Builds in release with AddressSanitizer and libFuzzer into the scratch path .build-fuzz (never .build). Seeds come
# from Fuzz/Corpus/<target>, tokens from Fuzz/Dictionaries/<kit>.dict; new corpus entries and crash files are written
# only under .build-fuzz, so the tree stays clean. A crash (a trap, a sanitizer report, a failed check, an input that
# allocates more than 256 MB at once or runs for more than 10 s) stops the run and names its input file:
#   .build-fuzz/release/FuzzTimetable --target=timetable-schedule .build-fuzz/artifacts/timetable-schedule/crash-...
# replays it. SWIFT=... picks the swift command (for example a wrapper that takes a build lock); FUZZ_SKIP_BUILD=1
# fuzzes the executables already in .build-fuzz without building (a long campaign of many targets in a row).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

swift_command=${SWIFT:-swift}
scratch=.build-fuzz
# -fuse-ld=lld: ld.gold, the default linker here, fails on the sanitizer runtime ("internal error in
# format_file_lineno"). -enable-testing: the targets call the kits' internal invariant checks (@testable import).
build_flags=(
  -c release --scratch-path "$scratch"
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -enable-testing
  -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld
)
products=(FuzzOrderBook FuzzCandle FuzzTimetable FuzzLectureEvaluation FuzzHouseRules FuzzWager FuzzBoxOffice FuzzMarketBoard)

kit_of() { echo "${1%%-*}"; }
product_of() {
  case "$(kit_of "$1")" in
    orderbook) echo FuzzOrderBook ;;
    candle) echo FuzzCandle ;;
    timetable) echo FuzzTimetable ;;
    evaluation) echo FuzzLectureEvaluation ;;
    house) echo FuzzHouseRules ;;
    wager) echo FuzzWager ;;
    boxoffice) echo FuzzBoxOffice ;;
    market) echo FuzzMarketBoard ;;
    *) echo "unknown fuzz target '$1' (Scripts/fuzz.sh --list)" >&2; exit 2 ;;
  esac
}

build() {
  [ "${FUZZ_SKIP_BUILD:-0}" = 1 ] || "$swift_command" build "${build_flags[@]}" --product "$1"
}

# fuzz <target> <seconds> <corpus folder> [libFuzzer flags...]
fuzz() {
  local target=$1 seconds=$2 corpus=$3
  shift 3
  local seeds=() artifacts=$scratch/artifacts/$target/
  [ -d "Fuzz/Corpus/$target" ] && seeds=("Fuzz/Corpus/$target")
  # The largest seed bounds the input length (at least 4096 bytes). Without seeds, find must not get an empty path
  # list: it would search the whole tree and take the size of some build product as the limit.
  local largest=0
  if [ ${#seeds[@]} -gt 0 ]; then
    largest=$(find "${seeds[@]}" -type f -printf '%s\n' | sort -n | tail -1)
  fi
  mkdir -p "$corpus" "$artifacts"
  # SWIFT_BACKTRACE: the Swift runtime's crash backtracer reads memory that AddressSanitizer then reports as a
  # second, unrelated error; libFuzzer's own stack trace is the one that matters.
  SWIFT_BACKTRACE=enable=no "$scratch/release/$(product_of "$target")" --target="$target" \
    -dict="Fuzz/Dictionaries/$(kit_of "$target").dict" \
    -max_total_time="$seconds" -max_len=$(( ${largest:-0} > 4096 ? largest : 4096 )) \
    -rss_limit_mb=2048 -malloc_limit_mb=256 -timeout=10 -print_final_stats=1 \
    -artifact_prefix="$artifacts" "$@" "$corpus" "${seeds[@]}"
}

case "${1:-}" in
  --list)
    for product in "${products[@]}"; do build "$product" >/dev/null; "$scratch/release/$product" --list; done
    ;;
  --smoke)
    seconds=${2:?usage: Scripts/fuzz.sh --smoke <seconds per target>}
    for product in "${products[@]}"; do build "$product"; done
    for product in "${products[@]}"; do
      targets=$("$scratch/release/$product" --list | cut -f1)
      for target in $targets; do
        printf '\n==> fuzz %s for %s s\n' "$target" "$seconds"
        corpus=$(mktemp -d)
        fuzz "$target" "$seconds" "$corpus" -close_fd_mask=1 || { rm -rf "$corpus"; exit 1; }
        rm -rf "$corpus"
      done
    done
    ;;
  "" | -*)
    sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
    ;;
  *)
    target=$1
    seconds=${2:?usage: Scripts/fuzz.sh <target> <seconds>}
    shift 2
    build "$(product_of "$target")"
    fuzz "$target" "$seconds" "$scratch/corpus/$target" "$@"
    ;;
esac
