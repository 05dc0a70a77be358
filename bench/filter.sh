#!/usr/bin/env bash
# Filter → next frame: applying and removing each filter of the popover by XTest keys, over a
# font set, milliseconds until the family list's pixels change (bench/filter.py polls them from
# outside, as bench/keystroke.py does for search). Typecase and its floor (bench/filter_floor.py:
# a plain GTK window whose check boxes give 30 labels new text) take turns, a round each, in
# one run. Prints min/median/p90/max per filter and over all for both; raw numbers go to
# bench/out/filter-<date>.tsv (window, filter, ms).
# Settings: TYPECASE_WINDOW_BIN (one build), or BENCH_BUILDS="name=/path/to/typecase-window …"
# (several: each takes a window in turn, then the floor, every round); BENCH_FONTS_CONF
# (default: the 5,000-face set; the issue's figure is for bench/out/set-12500x4/fonts.conf),
# BENCH_ROUNDS (5), BENCH_INDEX_WAIT (seconds for the first rows and the faces' filter facts,
# 12), BENCH_FLOOR=0 (Typecase alone), FLOOR_LIST=1 (the floor filters a GtkListView by swapping
# its model; see filter_floor.py), BENCH_FRAME_WORK=1 (also each window's work per frame, from
# perf uprobes: see frame_work_setup in bench/window-bench.sh; needs root).
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ "${1:-}" != "--inside" ]]; then
  source bench/window-bench.sh
  window_bench_setup filter
  TYPECASE_WINDOW_BIN=$bin BENCH_FONTS_CONF=$conf xvfb-run -a -s "-screen 0 1280x1024x24" "$0" --inside >"$raw"
  echo "font set: $conf"
  sort -t$'\t' -k1,1 -k2,2 -k3,3n "$raw" | awk -F'\t' '
    function row(name, n, v) {
      printf "| %s | %d | %s | %s | %s | %s |\n", name, n, v[1], v[int((n + 1) / 2)], v[int(n * 0.9 + 0.5)], v[n] }
    { key = $1 " · " $2; if (key != current) { if (n) row(current, n, v); current = key; n = 0; delete v } v[++n] = $3 }
    BEGIN { printf "| filter → next frame (ms) | keys | min | median | p90 | max |\n|---|---|---|---|---|---|\n" }
    END { if (n) row(current, n, v) }'
  for window in $(for build in $BENCH_BUILDS; do echo "${build%%=*}"; done) floor; do
    awk -F'\t' -v w="$window" '$1 == w { print $3 }' "$raw" | sort -n | awk -v w="$window" 'NR { v[NR] = $1 } END {
      if (NR) printf "| %s · all | %d | %s | %s | %s | %s |\n", w, NR, v[1], v[int((NR + 1) / 2)], v[int(NR * 0.9 + 0.5)], v[NR] }'
  done
  echo "raw: $raw"
  if [[ -n "${BENCH_FRAMES_DIR:-}" ]]; then /usr/bin/python3 bench/frame_work.py "$BENCH_FRAMES_DIR"; fi
  exit 0
fi
source bench/window-bench.sh
window_bench_start_wm
measure() {
  frame_work_start "$build"
  /usr/bin/python3 bench/filter.py "$id" 1 | sed "s/^/$build\t/"
  frame_work_stop
}
for ((round = 1; round <= ${BENCH_ROUNDS:-5}; round++)); do
  # BENCH_INDEX_WAIT: the fonts load, the first rows are drawn, the filter facts are read.
  window_bench_each_build "${BENCH_INDEX_WAIT:-12}" measure
  if [[ "${BENCH_FLOOR:-1}" == 1 ]]; then
    window_bench_open_floor filter_floor.py 4 # the 50,000 names and the seven lists are made
    frame_work_start floor
    BENCH_FIRST_TABS=0 /usr/bin/python3 bench/filter.py "$id" 1 | sed 's/^/floor\t/'
    frame_work_stop
    window_bench_close
  fi
done
