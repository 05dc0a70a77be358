#!/usr/bin/env bash
# The work of scrolling, as CPU time: the window's user + system time (from /proc) while XTest
# presses Page_Down BENCH_KEYS (100) times, BENCH_KEY_INTERVAL_MS (60) apart, through 25,000
# one-face families. Frame intervals (bench/scroll.sh) swing by several milliseconds from run to
# run on these shared cores; the CPU a scroll takes swings much less, so two builds compare
# better by it. Builds take turns, BENCH_ROUNDS (3) rounds, in one run.
# Settings: TYPECASE_WINDOW_BIN (one build), or BENCH_BUILDS="name=/path/to/typecase-window …"
# (several, alternated); BENCH_FONTS_CONF (default: the 25,000-family set bench/scroll.sh writes);
# BENCH_FLOOR=1 adds the floor (bench/scroll_floor.py; Python, so its CPU includes the
# interpreter's). Raw numbers: bench/out/scroll-cpu-<date>.tsv (build, round, CPU ms).
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ "${1:-}" != "--inside" ]]; then
  if [[ -z "${BENCH_FONTS_CONF:-}" ]]; then
    [[ -f bench/out/set-25000x1/complete ]] || BENCH_SECONDS=1 BENCH_ROUNDS=1 BENCH_FLOOR=0 bench/scroll.sh >/dev/null
    export BENCH_FONTS_CONF=$PWD/bench/out/set-25000x1/fonts.conf
  fi
  source bench/window-bench.sh
  window_bench_setup scroll-cpu
  BENCH_FONTS_CONF=$conf xvfb-run -a -s "-screen 0 1280x1024x24" "$0" --inside >"$raw"
  echo "| CPU ms for ${BENCH_KEYS:-100} Page_Down keys | rounds | min | median | max |"
  echo "|---|---|---|---|---|"
  for name in $(cut -f1 "$raw" | awk '!seen[$0]++'); do
    awk -F'\t' -v n="$name" '$1 == n { print $3 }' "$raw" | sort -n | awk -v n="$name" '{ v[NR] = $1 } END {
      printf "| %s | %d | %d | %d | %d |\n", n, NR, v[1], v[int((NR + 1) / 2)], v[NR] }'
  done
  echo "raw: $raw"
  exit 0
fi
source bench/window-bench.sh
window_bench_start_wm
ticks=$(getconf CLK_TCK)
cpu_ms() { awk -v t="$ticks" '{ print int(($14 + $15) * 1000 / t) }' "/proc/$1/stat"; }
# scroll [NAME]: BENCH_KEYS Page_Downs into the open window; prints NAME (the build's), the round, its CPU ms.
scroll() {
  local before
  before=$(cpu_ms "$pid")
  for ((key = 0; key < ${BENCH_KEYS:-100}; key++)); do
    xdotool key Page_Down
    sleep "$(awk -v ms="${BENCH_KEY_INTERVAL_MS:-60}" 'BEGIN { print ms / 1000 }')"
  done
  sleep 0.5 # the last key's frame and what follows it
  printf '%s\t%s\t%s\n' "${1:-$build}" "$round" $(($(cpu_ms "$pid") - before))
}
for ((round = 1; round <= ${BENCH_ROUNDS:-3}; round++)); do
  window_bench_each_build 5 scroll
  if [[ "${BENCH_FLOOR:-0}" == 1 ]]; then
    window_bench_open_floor scroll_floor.py 3
    scroll floor
    window_bench_close
  fi
done
