#!/usr/bin/env bash
# The face page's open time for the largest CJK face on this machine, beside its family page's:
# `typecase-window --page face/NAME --report-startup` against `--page family/FAMILY` (process
# start to the first frame showing the page), alternating rounds, under Xvfb and a D-Bus session,
# with the machine's own fonts (or BENCH_FONTS_CONF). Prints a table; raw numbers go to
# bench/out/face-<date>.tsv.
# Settings: TYPECASE_WINDOW_BIN (else a release build in /tmp/bench-build), BENCH_ROUNDS (7),
# BENCH_FACE (a PostScript name: measure that face instead).
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ "${1:-}" != --inner ]]; then
  scripts/install-dependencies >/dev/null
  bin=${TYPECASE_WINDOW_BIN:-}
  if [[ -z "$bin" ]]; then
    swift build -c release --static-swift-stdlib --product typecase-window --scratch-path /tmp/bench-build >&2
    bin=/tmp/bench-build/release/typecase-window
  fi
  if [[ -n "${BENCH_FONTS_CONF:-}" ]]; then export FONTCONFIG_FILE=$(realpath -m "$BENCH_FONTS_CONF"); fi
  export TYPECASE_WINDOW_BIN=$bin
  exec xvfb-run -a -s "-screen 0 1280x1024x24" dbus-run-session -- "$0" --inner
fi

# The face: BENCH_FACE, else the largest file among the faces that cover Japanese, Chinese or
# Korean (the most characters to list), first face of the file.
pick() {
  for lang in ja zh-cn zh-tw ko; do fc-list ":lang=$lang" --format '%{file}\t%{index}\t%{postscriptname}\t%{family[0]}\n'; done |
    awk -F'\t' '$2 == 0' | sort -u | while IFS=$'\t' read -r file index name family; do
      printf '%s\t%s\t%s\n' "$(stat -c %s "$file")" "$name" "$family"
    done | sort -rn | head -1
}
if [[ -n "${BENCH_FACE:-}" ]]; then
  name=$BENCH_FACE
  family=$(fc-list ":postscriptname=$name" --format '%{family[0]}\n' | head -1)
  bytes=$(stat -c %s "$(fc-list ":postscriptname=$name" --format '%{file}\n' | head -1)")
else
  IFS=$'\t' read -r bytes name family < <(pick)
fi
[[ -n "${name:-}" ]] || { echo "face: no CJK face on this machine (set BENCH_FACE)" >&2; exit 1; }
rounds=${BENCH_ROUNDS:-7}
mkdir -p bench/out
raw=bench/out/face-$(date +%Y%m%d-%H%M%S).tsv
config=$(mktemp -d)
trap 'rm -rf "$config"' EXIT
export GSK_RENDERER=cairo NO_AT_BRIDGE=1 XDG_CONFIG_HOME=$config
run() { # KIND PAGE: one timed window, appended to the raw file
  local ms
  ms=$("$TYPECASE_WINDOW_BIN" --page "$2" --report-startup 2>/dev/null | tail -1)
  printf '%s\t%s\n' "$1" "$ms" >>"$raw"
}
run warmup "face/$name" && run warmup "family/$family"
for ((round = 0; round < rounds; round++)); do
  run face "face/$name"
  run family "family/$family"
done
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
echo "| $name ($family, $((bytes / 1024)) KB), $rounds alternating rounds | median ms | min ms |"
echo "|---|---|---|"
for kind in face family; do
  printf '| %s page | %s | %s |\n' "$kind" "$(awk -F'\t' -v k="$kind" '$1 == k { print $2 }' "$raw" | median)" \
    "$(awk -F'\t' -v k="$kind" '$1 == k { print $2 }' "$raw" | sort -n | head -1)"
done
echo "raw: $raw"
