#!/usr/bin/env bash
# Memory of the window while pages are opened and closed: RSS after start, after 150 open/back
# cycles of one family, and after visiting 150 other families, driven by XTest keys (xdotool)
# under Xvfb; then after 40 reloads of the fonts (the set's cache folder touched, as fc-cache
# run by another program does: its fonts' caches stay valid). Prints a table; raw numbers go to
# bench/out/memory-<date>.tsv.
#
# Settings: TYPECASE_WINDOW_BIN (the window program; default: a release build in
# /tmp/bench-build), BENCH_FONTS_CONF (a fonts.conf; default: the 5,000-face set that
# bench/startup.sh makes in bench/out/), BENCH_CYCLES (150), BENCH_DELAY (seconds between keys,
# 0.12), BENCH_RELOADS (40).
set -euo pipefail
cd "$(dirname "$0")/.."
cycles=${BENCH_CYCLES:-150}
delay=${BENCH_DELAY:-0.12}
reloads=${BENCH_RELOADS:-40}
if [[ "${1:-}" == "--inside-xvfb" ]]; then
  bin=$TYPECASE_WINDOW_BIN
  conf=$BENCH_FONTS_CONF
else
  source bench/window-bench.sh
  window_bench_setup memory
fi

configs=$(mktemp -d) # a settings folder per window in it, all removed at exit
trap 'rm -rf "$configs"' EXIT
run() {
  # As `typecase` starts the window (WindowLauncher); G_SLICE= (empty) for builds before it.
  export G_SLICE=${G_SLICE-always-malloc}
  export FONTCONFIG_FILE=$conf GSK_RENDERER=cairo NO_AT_BRIDGE=1 XDG_CONFIG_HOME=$(mktemp -d "$configs/XXXXXX")
  "$bin" >/dev/null 2>&1 &
  local pid=$!
  sleep 4
  local id
  id=$(xdotool search --sync --onlyvisible --pid "$pid" --name "^Typecase$" | head -1) # not a tooltip's window
  xdotool windowfocus --sync "$id"
  # Resident memory: total, and the anonymous part (the heap; the rest is mapped font files).
  rss() { awk '/VmRSS/ {t = $2} /RssAnon/ {a = $2} END {print t "/" a}' "/proc/$pid/status"; }
  # Warm up: one visit, so caches that are meant to stay are there.
  xdotool key Down Return; sleep 0.5; xdotool key Escape; sleep 0.5
  local start; start=$(rss)
  for ((i = 0; i < cycles; i++)); do
    xdotool key Return; sleep "$delay"; xdotool key Escape; sleep "$delay"
  done
  sleep 1
  local same; same=$(rss)
  for ((i = 0; i < cycles; i++)); do
    xdotool key Down Return; sleep "$delay"; xdotool key Escape; sleep "$delay"
  done
  sleep 1
  local others; others=$(rss)
  # The window looks at the font and cache folders every 400 ms; each touch reads the fonts
  # anew.
  local folder
  folder=$(sed -n 's:.*<cachedir>\(.*\)</cachedir>.*:\1:p' "$conf" | head -1)
  for ((i = 0; i < reloads; i++)); do
    touch "$folder"; sleep 1.5
  done
  sleep 1
  local reloaded; reloaded=$(rss)
  kill -9 "$pid"
  printf '%s\t%s\t%s\t%s\n' "$start" "$same" "$others" "$reloaded"
}

if [[ "${1:-}" == "--inside-xvfb" ]]; then
  run
  exit 0
fi
export TYPECASE_WINDOW_BIN=$bin BENCH_FONTS_CONF=$conf
line=$(xvfb-run -a -s "-screen 0 1280x1024x24" "$0" --inside-xvfb)
printf 'start_kb(total/anon)\tafter_same_family_kb\tafter_other_families_kb\tafter_reloads_kb\n%s\n' "$line" >"$raw"
read -r start same others reloaded <<<"$line"
mb() { echo $((${1%/*} / 1024)) MB "(heap $((${1#*/} / 1024)) MB)"; }
grow() { echo $(((${2%/*} - ${1%/*}) / 1024)) MB "(heap $(((${2#*/} - ${1#*/}) / 1024)) MB)"; }
printf '| measure (%s cycles, %s) | RSS | growth |\n|---|---|---|\n' "$cycles" "$(basename "$(dirname "$conf")")"
printf '| after start and one visit | %s | |\n' "$(mb "$start")"
printf '| after %s open/back of one family | %s | %s |\n' "$cycles" "$(mb "$same")" "$(grow "$start" "$same")"
printf '| after visiting %s other families | %s | %s |\n' "$cycles" "$(mb "$others")" "$(grow "$same" "$others")"
printf '| after %s reloads of the fonts | %s | %s |\n' "$reloads" "$(mb "$reloaded")" "$(grow "$others" "$reloaded")"
echo "raw: $raw"
