#!/usr/bin/env bash
# `typecase families --json` against fc-list printing the same fields, over a font set:
# wall time and peak RSS, median of alternating rounds. Prints a table; raw numbers go to
# bench/out/json-<date>.tsv.
# Settings: TYPECASE_BIN (else a release build in /tmp/bench-build), BENCH_FONTS_CONF (default:
# the 50,000-face set bench/startup.sh writes), BENCH_ROUNDS (7), BENCH_DEBIAN_RULES=1 (the set
# under Debian 12's stock <selectfont> rules: fonts.conf's dpkg globs and 70-no-bitmaps.conf).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-dependencies >/dev/null
bin=${TYPECASE_BIN:-}
if [[ -z "$bin" ]]; then
  swift build -c release --static-swift-stdlib --product typecase --scratch-path /tmp/bench-build >&2
  bin=/tmp/bench-build/release/typecase
fi
conf=$(realpath -m "${BENCH_FONTS_CONF:-bench/out/set-12500x4/fonts.conf}")
[[ -f "$conf" ]] || { echo "json: no font set at $conf (run bench/startup.sh once)" >&2; exit 1; }
if [[ ${BENCH_DEBIAN_RULES:-0} == 1 ]]; then
  ruled=$(dirname "$conf")/fonts-debian-rules.conf
  {
    echo '<?xml version="1.0"?>'
    echo '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">'
    echo '<!-- The set under Debian 12 stock selection rules (written by bench/json.sh). -->'
    echo '<fontconfig>'
    grep -E '^ *<(dir|cachedir)>' "$conf"
    echo '  <selectfont><rejectfont><glob>*.dpkg-tmp</glob></rejectfont></selectfont>'
    echo '  <selectfont><rejectfont><glob>*.dpkg-new</glob></rejectfont></selectfont>'
    echo '  <selectfont><rejectfont><pattern><patelt name="scalable"><bool>false</bool></patelt></pattern></rejectfont></selectfont>'
    echo '</fontconfig>'
  } >"$ruled"
  conf=$ruled
fi
rounds=${BENCH_ROUNDS:-7}
mkdir -p bench/out
raw=bench/out/json-$(date +%Y%m%d-%H%M%S).tsv
# The fields `families --json` writes for each face.
format='%{family}\t%{style}\t%{postscriptname}\t%{file}\t%{index}\t%{weight}\t%{width}\t%{slant}\t%{spacing}\t%{fontformat}\t%{fontversion}\t%{foundry}\t%{lang}\n'
config=$(mktemp -d)
trap 'rm -rf "$config"' EXIT
export FONTCONFIG_FILE=$conf XDG_CONFIG_HOME=$config
fc-list >/dev/null # warm the cache
run() { # NAME COMMAND...: one timed run, appended to the raw file
  local name=$1 out
  shift
  out=$({ /usr/bin/time -f "%e %M" "$@" | wc -c >"$config/bytes"; } 2>&1 | tail -1)
  printf '%s\t%s\t%s\t%s\n' "$name" "${out% *}" "${out#* }" "$(cat "$config/bytes")" >>"$raw"
}
for ((round = 0; round < rounds; round++)); do
  run typecase "$bin" families --json
  run fc-list fc-list --format "$format"
done
echo "| $(basename "$(dirname "$conf")")/$(basename "$conf"), $rounds alternating rounds | median s | median peak RSS MB | output MB |"
echo "|---|---|---|---|"
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
for name in typecase fc-list; do
  seconds=$(awk -F'\t' -v n="$name" '$1 == n { print $2 }' "$raw" | median)
  kilobytes=$(awk -F'\t' -v n="$name" '$1 == n { print $3 }' "$raw" | median)
  bytes=$(awk -F'\t' -v n="$name" '$1 == n { print $4 }' "$raw" | median)
  awk -v n="$name" -v s="$seconds" -v k="$kilobytes" -v b="$bytes" \
    'BEGIN { printf "| %s | %.2f | %.0f | %.1f |\n", n, s, k / 1024, b / 1048576 }'
done
echo "raw: $raw"
