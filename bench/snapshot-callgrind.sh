#!/usr/bin/env bash
# Instructions (valgrind --tool=callgrind, whole program, all threads) of the two snapshot cases
# that read more than they must: the snapshot after one font added to one folder, and
# `typecase diff A.json C.json` (C: A with its first face's SHA-256 changed), over the
# 50,000-face set (bench/font-sets.sh; made if missing) plus a small folder of the script's
# own, as bench/snapshot.sh sets them up; and, for comparison, a snapshot with the faces cache
# warm. Two runs of each, per build. Prints a TSV (also kept
# in bench/out/snapshot-callgrind-<date>.tsv).
# Settings: TYPECASE_BINS ("label=path ...", required), BENCH_SIZE (12500x4), BENCH_SOURCE_FONT,
# BENCH_OUT (bench/out).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
out=${BENCH_OUT:-bench/out}
mkdir -p "$out"
out=$(cd "$out" && pwd)
size=${BENCH_SIZE:-12500x4}
source_font=${BENCH_SOURCE_FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf}
say() { echo "snapshot-callgrind: $*" >&2; }
# shellcheck source=bench/font-sets.sh
source "$repo/bench/font-sets.sh"
set_dir=$(realpath "$(dirname "$(make_font_set "${size%x*}" "${size#*x}")")")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/extra"
cp "$source_font" "$work/extra/extra-0.ttf"
cat >"$work/fonts.conf" <<CONF
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>$set_dir/fonts</dir>
  <dir>$work/extra</dir>
  <cachedir>$work/fccache</cachedir>
  <cachedir>$set_dir/cache</cachedir>
</fontconfig>
CONF
export FONTCONFIG_FILE=$work/fonts.conf XDG_CONFIG_HOME=$work/config
fc-cache >&2
raw=$out/snapshot-callgrind-$(date +%Y%m%d-%H%M%S).tsv
printf 'case\tbuild\trun\tinstructions\n' >"$raw"
instructions() { # COMMAND...: the instructions callgrind counts (exit status 1 is diff's "differ")
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" >/dev/null 2>"$work/callgrind.err" || [[ $? == 1 ]]
  grep -o 'refs: *[0-9,]*' "$work/callgrind.err" | tr -d ', ' | cut -d: -f2
}
n=0
labels=()
for item in $TYPECASE_BINS; do
  label=${item%%=*} bin=${item#*=}
  labels+=("$label")
  # Under valgrind /proc/self/exe is valgrind's: the faces cache is written under it first.
  export XDG_CACHE_HOME=$work/cache-$label
  instructions "$bin" snapshot >/dev/null
  for run in 1 2; do
    n=$((n + 1))
    cp "$source_font" "$work/extra/extra-$n.ttf"
    touch -d "+$n seconds" "$work/extra"
    fc-cache >&2
    printf 'snapshot-one-added\t%s\t%s\t%s\n' "$label" "$run" "$(instructions "$bin" snapshot)" >>"$raw"
    rm "$work/extra/extra-$n.ttf"
    n=$((n + 1))
    touch -d "+$n seconds" "$work/extra"
    fc-cache >&2
    instructions "$bin" snapshot >/dev/null
  done
  # For comparison: the faces cache warm (the fonts as the last snapshot found them).
  for run in 1 2; do
    printf 'snapshot-warm\t%s\t%s\t%s\n' "$label" "$run" "$(instructions "$bin" snapshot)" >>"$raw"
  done
done
first=${TYPECASE_BINS%% *}
"${first#*=}" snapshot -o "$work/a.json"
sed '0,/"sha256": "[0-9a-f]*"/s//"sha256": "0000000000000000000000000000000000000000000000000000000000000000"/' \
  "$work/a.json" >"$work/c.json"
for item in $TYPECASE_BINS; do
  for run in 1 2; do
    printf 'diff-changed\t%s\t%s\t%s\n' "${item%%=*}" "$run" \
      "$(instructions "${item#*=}" diff "$work/a.json" "$work/c.json")" >>"$raw"
  done
done
cat "$raw"
