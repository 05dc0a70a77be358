#!/usr/bin/env bash
# Filter → next frame: applying and removing each filter of the popover by XTest keys, over a
# font set, milliseconds until the family list's pixels change (bench/filter.py polls them from
# outside, as bench/keystroke.py does for search). Prints min/median/p90/max per filter and
# over all; raw numbers go to bench/out/filter-<date>.tsv.
# Settings: TYPECASE_WINDOW_BIN, BENCH_FONTS_CONF (default: the 5,000-face set; the issue's
# figure is for bench/out/set-12500x4/fonts.conf), BENCH_ROUNDS (5), BENCH_INDEX_WAIT (seconds
# for the first rows and the faces' filter facts, 12).
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ "${1:-}" != "--inside" ]]; then
  source bench/window-bench.sh
  window_bench_setup filter
  TYPECASE_WINDOW_BIN=$bin BENCH_FONTS_CONF=$conf xvfb-run -a -s "-screen 0 1280x1024x24" "$0" --inside >"$raw"
  echo "font set: $conf"
  sort -t$'\t' -k1,1 -k2,2n "$raw" | awk -F'\t' '
    function row(name, n, v) {
      printf "| %s | %d | %s | %s | %s | %s |\n", name, n, v[1], v[int((n + 1) / 2)], v[int(n * 0.9 + 0.5)], v[n] }
    { if ($1 != current) { if (n) row(current, n, v); current = $1; n = 0; delete v } v[++n] = $2 }
    BEGIN { printf "| filter → next frame (ms) | keys | min | median | p90 | max |\n|---|---|---|---|---|---|\n" }
    END { if (n) row(current, n, v) }'
  sort -t$'\t' -k2,2n "$raw" | awk -F'\t' '{ v[NR] = $2 } END {
    printf "| all | %d | %s | %s | %s | %s |\n", NR, v[1], v[int((NR + 1) / 2)], v[int(NR * 0.9 + 0.5)], v[NR] }'
  echo "raw: $raw"
  exit 0
fi
source bench/window-bench.sh
window_bench_open "${BENCH_INDEX_WAIT:-12}" # the fonts load, the first rows are drawn, the filter facts are read
/usr/bin/python3 bench/filter.py "$id" "${BENCH_ROUNDS:-5}"
kill -9 "$pid"
