#!/usr/bin/env bash
# `typecase snapshot` and `typecase diff` against `fc-list` over the synthetic font sets
# (5,000 and 50,000 faces): median wall seconds of alternating rounds. Prints a table; raw
# numbers go to bench/out/snapshot-<date>.tsv.
# Settings: TYPECASE_BIN (else a release build in BENCH_SCRATCH, /tmp/bench-build), BENCH_SIZES
# ("1250x4 12500x4"), BENCH_ROUNDS (7), BENCH_SOURCE_FONT, BENCH_OUT (bench/out).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
out=${BENCH_OUT:-bench/out}
mkdir -p "$out"
out=$(cd "$out" && pwd)
sizes=${BENCH_SIZES:-"1250x4 12500x4"}
rounds=${BENCH_ROUNDS:-7}
source_font=${BENCH_SOURCE_FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf}
scratch=${BENCH_SCRATCH:-/tmp/bench-build}
say() { echo "snapshot: $*" >&2; }

bin=${TYPECASE_BIN:-}
if [[ -z "$bin" ]]; then
  say "building typecase (release, scratch path $scratch)"
  swift build -c release --static-swift-stdlib --product typecase --scratch-path "$scratch" >&2
  bin=$scratch/release/typecase
fi

# The font sets, made as bench/startup.sh makes them (the same folders and stamps, so either
# script reuses the other's).
# shellcheck source=bench/font-sets.sh
source "$repo/bench/font-sets.sh"

raw=$out/snapshot-$(date +%Y%m%d-%H%M%S).tsv
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME=$work/config
seconds() { # COMMAND...: wall seconds of one run, output discarded (exit status 1 is diff's "differ")
  local start end
  start=$(date +%s%N)
  "$@" >/dev/null || [[ $? == 1 ]]
  end=$(date +%s%N)
  awk -v s="$start" -v e="$end" 'BEGIN { printf "%.4f", (e - s) / 1e9 }'
}
record() { printf '%s\t%s\t%s\n' "$1" "$2" "$3" >>"$raw"; }

say "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
for size in $sizes; do
  families=${size%x*}
  faces=$((families * ${size#*x}))
  conf=$(realpath "$(make_font_set "$families" "${size#*x}")")
  export FONTCONFIG_FILE=$conf XDG_CACHE_HOME=$work/cache-$faces
  fc-list >/dev/null
  # A cold hash cache once (every file read and hashed), then a warm one.
  record "$faces" snapshot-cold "$(seconds "$bin" snapshot)"
  "$bin" snapshot -o "$work/a-$faces.json"
  "$bin" snapshot -o "$work/b-$faces.json"
  # C: A with one face's SHA-256 changed (the faces are read and paired, not only compared).
  sed '0,/"sha256": "[0-9a-f]*"/s//"sha256": "0000000000000000000000000000000000000000000000000000000000000000"/' \
    "$work/a-$faces.json" >"$work/c-$faces.json"
  record "$faces" snapshot-bytes "$(wc -c <"$work/a-$faces.json")"
  for ((round = 0; round < rounds; round++)); do
    record "$faces" fc-list "$(seconds fc-list)"
    record "$faces" snapshot "$(seconds "$bin" snapshot)"
    record "$faces" diff-files "$(seconds "$bin" diff "$work/a-$faces.json" "$work/b-$faces.json")"
    record "$faces" diff-now "$(seconds "$bin" diff "$work/a-$faces.json")"
    record "$faces" diff-changed "$(seconds "$bin" diff "$work/a-$faces.json" "$work/c-$faces.json")"
    # The faces not cached (fonts changed since the last snapshot, or another Typecase): read
    # afresh, the file hashes still cached. (It writes the faces cache again for the next round.)
    rm -f "$XDG_CACHE_HOME/typecase/snapshot-faces"
    record "$faces" snapshot-uncached "$(seconds "$bin" snapshot)"
  done
done

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
value() { awk -F'\t' -v f="$1" -v n="$2" '$1 == f && $2 == n { print $3 }' "$raw" | median; }
echo "| faces | fc-list | snapshot (warm cache) | diff A.json B.json | diff A.json (now) | diff A.json C.json (1 face changed) | snapshot, faces not cached | snapshot, cold cache | snapshot size |"
echo "|---|---|---|---|---|---|---|---|---|"
for size in $sizes; do
  faces=$((${size%x*} * ${size#*x}))
  printf '| %s | %.2f s | %.2f s | %.2f s | %.2f s | %.2f s | %.2f s | %.2f s | %.1f MB |\n' "$faces" \
    "$(value "$faces" fc-list)" "$(value "$faces" snapshot)" "$(value "$faces" diff-files)" \
    "$(value "$faces" diff-now)" "$(value "$faces" diff-changed)" "$(value "$faces" snapshot-uncached)" \
    "$(value "$faces" snapshot-cold)" "$(awk -v b="$(value "$faces" snapshot-bytes)" 'BEGIN { print b / 1048576 }')"
done
echo "medians of $rounds alternating rounds (cold: one run); raw: $raw"
