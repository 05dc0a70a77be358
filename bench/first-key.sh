#!/usr/bin/env bash
# The first key typed into a new window: the search bar opens and shows its first results. The
# first two keys of BENCH_TEXT ("be") go into BENCH_WINDOWS (6) new windows per build, builds
# alternated, in one X server with a window manager (openbox); milliseconds from each key to the
# window's first changed frame and to its settled frame (bench/keystroke.py). The first window of
# an X server pays for the server's own first use too, so it is reported apart.
# Settings: TYPECASE_WINDOW_BIN (one build), or BENCH_BUILDS="name=/path/to/typecase-window …";
# BENCH_FONTS_CONF (default: the 50,000-face set, bench/out/set-12500x4). Also the time until
# the first key shows in place in the search field (keystroke.py's BENCH_TEXT_REGION=search).
# Raw numbers: bench/out/first-key-<date>.tsv (build, window, first key: first frame, settled,
# text in place; second key: the same).
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ "${1:-}" != "--inside" ]]; then
  export BENCH_FONTS_CONF=${BENCH_FONTS_CONF:-$PWD/bench/out/set-12500x4/fonts.conf}
  export BENCH_WM=${BENCH_WM:-openbox}
  source bench/window-bench.sh
  window_bench_setup first-key
  BENCH_FONTS_CONF=$conf xvfb-run -a -s "-screen 0 1280x1024x24" "$0" --inside >"$raw"
  echo "| first key, ms | windows | first changed frame: min | median | max | typed text in place: median | max | second key median |"
  echo "|---|---|---|---|---|---|---|---|"
  awk -F'\t' 'NR == 1 { printf "| %s, the X server'\''s first window | 1 | %s | %s | %s | %s | %s | %s |\n", $1, $3, $3, $3, $5, $5, $6 }' "$raw"
  median() { sort -n | awk '{ v[NR] = $1 } END { if (NR) print v[int((NR + 1) / 2)] }'; }
  for name in $(cut -f1 "$raw" | awk '!seen[$0]++'); do
    column() { awk -F'\t' -v n="$name" -v c="$1" 'NR > 1 && $1 == n { print $c }' "$raw" | sort -n; }
    firsts=$(column 3)
    [[ -n "$firsts" ]] || continue
    texts=$(column 5)
    printf '| %s | %s | %s | %s | %s | %s | %s | %s |\n' "$name" "$(wc -l <<<"$firsts")" "$(head -1 <<<"$firsts")" \
      "$(median <<<"$firsts")" "$(tail -1 <<<"$firsts")" "$(median <<<"$texts")" "$(tail -1 <<<"$texts")" \
      "$(column 6 | median)"
  done
  echo "raw: $raw"
  exit 0
fi
source bench/window-bench.sh
window_bench_start_wm
type_keys() {
  keys=$(BENCH_TEXT=${BENCH_TEXT:-be} BENCH_TEXT_REGION=search /usr/bin/python3 bench/keystroke.py "$id" 2 | tr '\n' '\t')
  printf '%s\t%s\t%s\n' "$build" "$window" "${keys%$'\t'}"
}
for ((window = 1; window <= ${BENCH_WINDOWS:-6}; window++)); do
  window_bench_each_build 4 type_keys
done
