#!/usr/bin/env bash
# Keystroke in search → next frame: typing into the window's search by XTest, milliseconds until
# the window's pixels change (bench/keystroke.py polls them from outside), over a font set.
# Prints min/median/p90/max of the first changed frame and of the settled one (see keystroke.py);
# raw numbers go to bench/out/keystroke-<date>.tsv.
# Settings: TYPECASE_WINDOW_BIN, BENCH_FONTS_CONF (default: the 5,000-face set; the issue's
# figure is for bench/out/set-12500x4/fonts.conf), BENCH_KEYS (40).
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ "${1:-}" != "--inside" ]]; then
  source bench/window-bench.sh
  window_bench_setup keystroke
  TYPECASE_WINDOW_BIN=$bin BENCH_FONTS_CONF=$conf xvfb-run -a -s "-screen 0 1280x1024x24" "$0" --inside >"$raw"
  echo "| keystroke → frame (ms), $(wc -l <"$raw") keys | min | median | p90 | max |"
  echo "|---|---|---|---|---|"
  for column in 1 2; do
    label=$([[ $column == 1 ]] && echo "first changed frame" || echo "last changed frame (settled)")
    cut -f "$column" "$raw" | sort -n | awk -v label="$label" '{ v[NR] = $1 } END {
      printf "| %s | %s | %s | %s | %s |\n", label, v[1], v[int((NR + 1) / 2)], v[int(NR * 0.9 + 0.5)], v[NR] }'
  done
  echo "raw: $raw"
  exit 0
fi
source bench/window-bench.sh
window_bench_open 4 # the fonts load and the first rows are drawn
/usr/bin/python3 bench/keystroke.py "$id" "${BENCH_KEYS:-40}"
kill -9 "$pid"
