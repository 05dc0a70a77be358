#!/usr/bin/env bash
# `typecase snapshot` and `typecase diff` against `fc-list` over the synthetic font sets
# (5,000 and 50,000 faces): median wall seconds of alternating rounds. Prints a table; raw
# numbers go to bench/out/snapshot-<date>.tsv.
# Settings: TYPECASE_BIN (else a release build in BENCH_SCRATCH, /tmp/bench-build), or
# TYPECASE_BINS ("label=path label=path": several builds, alternated in each round, each with
# caches of its own), BENCH_SIZES ("1250x4 12500x4"), BENCH_ROUNDS (7), BENCH_SOURCE_FONT,
# BENCH_OUT (bench/out).
#
# Besides the set's folders (one folder of fonts per 250 families), fontconfig is given a small
# folder of the bench's own, with a fontconfig cache folder of its own (the set's are not
# written): "one font added" copies a font into it, brings fontconfig's caches up to date as
# installing a font does (fc-cache, not timed), and times the snapshot that follows; the font
# is then removed, and each build's round starts with an untimed snapshot, so that its warm
# rows are warm.
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

bins=${TYPECASE_BINS:-}
if [[ -z "$bins" ]]; then
  bin=${TYPECASE_BIN:-}
  if [[ -z "$bin" ]]; then
    say "building typecase (release, scratch path $scratch)"
    swift build -c release --static-swift-stdlib --product typecase --scratch-path "$scratch" >&2
    bin=$scratch/release/typecase
  fi
  bins="typecase=$bin"
fi
labels=()
declare -A binary
for item in $bins; do
  labels+=("${item%%=*}")
  binary[${item%%=*}]=${item#*=}
done

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
record() { printf '%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$4" >>"$raw"; } # FACES ROW VALUE BUILD

say "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
for size in $sizes; do
  families=${size%x*}
  faces=$((families * ${size#*x}))
  set_conf=$(realpath "$(make_font_set "$families" "${size#*x}")")
  set_dir=$(dirname "$set_conf")
  # The set's fonts and caches, and a small folder of the bench's own (its cache written apart).
  extra=$work/extra-$faces
  mkdir -p "$extra"
  cp "$source_font" "$extra/extra-0.ttf"
  conf=$work/fonts-$faces.conf
  cat >"$conf" <<CONF
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>$(realpath "$set_dir")/fonts</dir>
  <dir>$extra</dir>
  <cachedir>$work/fccache-$faces</cachedir>
  <cachedir>$(realpath "$set_dir")/cache</cachedir>
</fontconfig>
CONF
  export FONTCONFIG_FILE=$conf
  fc-cache >&2
  fc-list >/dev/null
  added=0
  for label in "${labels[@]}"; do
    bin=${binary[$label]}
    export XDG_CACHE_HOME=$work/cache-$faces-$label
    # A cold hash cache once (every file read and hashed), then a warm one.
    record "$faces" snapshot-cold "$(seconds "$bin" snapshot)" "$label"
    "$bin" snapshot -o "$work/a-$faces.json"
    "$bin" snapshot -o "$work/b-$faces.json"
  done
  # C: A with one face's SHA-256 changed (the faces are read and paired, not only compared).
  sed '0,/"sha256": "[0-9a-f]*"/s//"sha256": "0000000000000000000000000000000000000000000000000000000000000000"/' \
    "$work/a-$faces.json" >"$work/c-$faces.json"
  record "$faces" snapshot-bytes "$(wc -c <"$work/a-$faces.json")" all
  for ((round = 0; round < rounds; round++)); do
    record "$faces" fc-list "$(seconds fc-list)" fc-list
    for label in "${labels[@]}"; do
      bin=${binary[$label]}
      export XDG_CACHE_HOME=$work/cache-$faces-$label
      # The small folder changed since this build's last snapshot (another build's round):
      # its faces cache brought up to date, untimed.
      "$bin" snapshot >/dev/null
      record "$faces" snapshot "$(seconds "$bin" snapshot)" "$label"
      record "$faces" diff-files "$(seconds "$bin" diff "$work/a-$faces.json" "$work/b-$faces.json")" "$label"
      record "$faces" diff-now "$(seconds "$bin" diff "$work/a-$faces.json")" "$label"
      record "$faces" diff-changed "$(seconds "$bin" diff "$work/a-$faces.json" "$work/c-$faces.json")" "$label"
      # The faces not cached (another Typecase wrote them): read afresh, the file hashes still
      # cached. (It writes the faces cache again.)
      rm -f "$XDG_CACHE_HOME/typecase/snapshot-faces"
      record "$faces" snapshot-uncached "$(seconds "$bin" snapshot)" "$label"
      # One font added to the small folder, fontconfig's caches brought up to date; then
      # removed again, and the faces cache brought back to the fonts as they were (untimed), so
      # that every build's next snapshot finds its cache warm.
      added=$((added + 1))
      cp "$source_font" "$extra/extra-$added.ttf"
      touch -d "+$added seconds" "$extra"
      fc-cache >&2
      record "$faces" snapshot-one-added "$(seconds "$bin" snapshot)" "$label"
      rm "$extra/extra-$added.ttf"
      added=$((added + 1))
      touch -d "+$added seconds" "$extra"
      fc-cache >&2
    done
  done
done

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
value() { awk -F'\t' -v f="$1" -v n="$2" -v b="$3" '$1 == f && $2 == n && $4 == b { print $3 }' "$raw" | median; }
echo "| faces | build | fc-list | snapshot (warm cache) | diff A.json B.json | diff A.json (now) | diff A.json C.json (1 face changed) | snapshot, faces not cached | snapshot, one font added to one folder | snapshot, cold cache | snapshot size |"
echo "|---|---|---|---|---|---|---|---|---|---|---|"
for size in $sizes; do
  faces=$((${size%x*} * ${size#*x}))
  for label in "${labels[@]}"; do
    printf '| %s | %s | %.2f s | %.2f s | %.2f s | %.2f s | %.2f s | %.2f s | %.2f s | %.2f s | %.1f MB |\n' "$faces" "$label" \
      "$(value "$faces" fc-list fc-list)" "$(value "$faces" snapshot "$label")" \
      "$(value "$faces" diff-files "$label")" "$(value "$faces" diff-now "$label")" \
      "$(value "$faces" diff-changed "$label")" "$(value "$faces" snapshot-uncached "$label")" \
      "$(value "$faces" snapshot-one-added "$label")" "$(value "$faces" snapshot-cold "$label")" \
      "$(awk -v b="$(value "$faces" snapshot-bytes all)" 'BEGIN { print b / 1048576 }')"
  done
done
echo "medians of $rounds alternating rounds (cold: one run); raw: $raw"
