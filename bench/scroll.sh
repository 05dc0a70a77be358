#!/usr/bin/env bash
# Scrolling flat out through 25,000 families: Page_Down by XTest every 16 ms against the real
# window, frames observed from outside (bench/scroll.py polls the pixels). Prints frame-interval
# percentiles and how many frames showed a blank row (and the longest run of such frames);
# raw numbers go to bench/out/scroll-<date>.tsv.
# Settings: TYPECASE_WINDOW_BIN, BENCH_FONTS_CONF (default: a 25,000-family set written to
# bench/out/set-25000x1 once), BENCH_SECONDS (30), BENCH_KEY_INTERVAL_MS (16).
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ "${1:-}" != "--inside" ]]; then
  if [[ -z "${BENCH_FONTS_CONF:-}" ]]; then
    dir=$PWD/bench/out/set-25000x1
    if [[ ! -f "$dir/complete" ]]; then
      rm -rf "$dir" && mkdir -p "$dir"
      python3 bench/make_font_set.py /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf "$dir" 25000 1 >&2
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
  awk -F'\t' '{ print $1 }' "$raw" | sort -n | awk '{ v[NR] = $1 } END {
    printf "| scrolling, %d frames | median ms | p90 | p99 | max |\n|---|---|---|---|---|\n", NR
    printf "| frame interval | %s | %s | %s | %s |\n", v[int((NR + 1) / 2)], v[int(NR * 0.9 + 0.5)], v[int(NR * 0.99 + 0.5)], v[NR] }'
  awk -F'\t' '{ if ($2 == 1) { run++; blank++; if (run > longest) longest = run } else run = 0 }
    END { printf "frames with a blank row: %d; longest run: %d frame(s)\n", blank, longest }' "$raw"
  echo "raw: $raw"
  exit 0
fi
source bench/window-bench.sh
window_bench_open 5 # the fonts load and the first rows are drawn (the list has keyboard focus)
/usr/bin/python3 bench/scroll.py "$id" "${BENCH_SECONDS:-30}" "${BENCH_KEY_INTERVAL_MS:-16}" "${BENCH_INPUT:-keys}"
kill -9 "$pid"
