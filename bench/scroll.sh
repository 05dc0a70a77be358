#!/usr/bin/env bash
# Scrolling flat out through 25,000 families: Page_Down by XTest every 16 ms against the real
# window, frames observed from outside (bench/scroll.py polls the pixels). Prints frame-interval
# percentiles and how many frames showed a blank row (and the longest run of such frames);
# raw numbers go to bench/out/scroll-<date>.tsv (window, ms since the last frame, blank).
# Typecase and its floor (bench/scroll_floor.py: a plain GtkListView of 25,000 labels) take
# turns, BENCH_ROUNDS (2) rounds each, in one run.
# The frame interval cannot be shorter than the key interval once each key's frame is drawn:
# keys every 50 ms make a 50 ms p99 of a list that keeps up.
# Settings: TYPECASE_WINDOW_BIN, BENCH_FONTS_CONF (default: a 25,000-family set written to
# bench/out/set-25000x1 once), BENCH_SECONDS (30 a round), BENCH_KEY_INTERVAL_MS (16),
# BENCH_FLOOR=0 (Typecase alone), BENCH_INPUT=wheel, BENCH_FRAME_WORK=1 (also each window's work
# per frame, from perf uprobes: see frame_work_setup in bench/window-bench.sh; needs root).
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ "${1:-}" != "--inside" ]]; then
  if [[ -z "${BENCH_FONTS_CONF:-}" ]]; then
    dir=$PWD/bench/out/set-25000x1
    if [[ ! -f "$dir/complete" ]]; then
      rm -rf "$dir" && mkdir -p "$dir"
      /usr/bin/python3 bench/make_font_set.py /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf "$dir" 25000 1 >&2
      printf '<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n<fontconfig>\n  <dir>%s/fonts</dir>\n  <cachedir>%s/cache</cachedir>\n</fontconfig>\n' \
        "$dir" "$dir" >"$dir/fonts.conf"
      FONTCONFIG_FILE=$dir/fonts.conf fc-cache
      touch "$dir/complete"
    fi
    export BENCH_FONTS_CONF=$dir/fonts.conf
  fi
  source bench/window-bench.sh
  window_bench_setup scroll
  TYPECASE_WINDOW_BIN=$bin BENCH_FONTS_CONF=$conf xvfb-run -a -s "-screen 0 1280x1024x24" "$0" --inside >"$raw"
  for window in typecase floor; do
    awk -F'\t' -v w="$window" '$1 == w { print $2 }' "$raw" | sort -n | awk -v w="$window" '{ v[NR] = $1 } END {
      if (!NR) exit
      if (w == "typecase") printf "| scrolling (ms between frames) | frames | median | p90 | p99 | max |\n|---|---|---|---|---|---|\n"
      printf "| %s | %d | %s | %s | %s | %s |\n", w, NR, v[int((NR + 1) / 2)], v[int(NR * 0.9 + 0.5)], v[int(NR * 0.99 + 0.5)], v[NR] }'
  done
  awk -F'\t' '$1 == "typecase" { if ($3 == 1) { run++; blank++; if (run > longest) longest = run } else run = 0 }
    END { printf "Typecase frames with a blank row: %d; longest run: %d frame(s)\n", blank, longest }' "$raw"
  echo "raw: $raw"
  if [[ -n "${BENCH_FRAMES_DIR:-}" ]]; then /usr/bin/python3 bench/frame_work.py "$BENCH_FRAMES_DIR"; fi
  exit 0
fi
source bench/window-bench.sh
window_bench_start_wm
scroll() {
  frame_work_start "$1"
  /usr/bin/python3 bench/scroll.py "$id" "${BENCH_SECONDS:-30}" "${BENCH_KEY_INTERVAL_MS:-16}" "${BENCH_INPUT:-keys}" |
    sed "s/^/$1\t/"
  frame_work_stop
}
for ((round = 1; round <= ${BENCH_ROUNDS:-2}; round++)); do
  window_bench_open 5 # the fonts load and the first rows are drawn (the list has keyboard focus)
  scroll typecase
  window_bench_close
  if [[ "${BENCH_FLOOR:-1}" == 1 ]]; then
    window_bench_open_floor scroll_floor.py 3 # the 25,000 names are made and the list takes focus
    scroll floor
    window_bench_close
  fi
done
