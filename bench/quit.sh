#!/usr/bin/env bash
# How long the window program lives after Ctrl+Q: milliseconds from the key's delivery (XTest)
# to the process's exit, with an AT-SPI listener attached as a screen reader would be, over the
# 5,000-face set (bench/startup.sh makes it; or BENCH_FONTS_CONF). Prints a table; raw numbers
# go to bench/out/quit-<date>.tsv. Settings: TYPECASE_WINDOW_BIN, BENCH_FONTS_CONF, BENCH_ROUNDS (7).
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ "${1:-}" != "--inside" ]]; then
  source bench/window-bench.sh
  window_bench_setup quit
  TYPECASE_WINDOW_BIN=$bin BENCH_FONTS_CONF=$conf xvfb-run -a -s "-screen 0 1280x1024x24" \
    dbus-run-session -- "$0" --inside 2>/dev/null | grep -E '^[0-9]+$' >"$raw"
  sort -n "$raw" | awk '{ v[NR] = $1 } END {
    printf "| Ctrl+Q to exit, %d rounds | min | median | max |\n|---|---|---|---|\n", NR
    printf "| ms | %d | %d | %d |\n", v[1], v[int((NR + 1) / 2)], v[NR] }'
  echo "raw: $raw"
  exit 0
fi
# Inside Xvfb and a D-Bus session: a listener for the events a screen reader follows.
/usr/bin/python3 - <<'PY' &
import pyatspi
for event in ["object:children-changed", "object:state-changed", "object:property-change", "focus:"]:
    pyatspi.Registry.registerEventListener(lambda e: None, event)
pyatspi.Registry.start()
PY
listener=$!
sleep 1
configs=$(mktemp -d) # a settings folder per window in it, all removed at exit
trap 'rm -rf "$configs"' EXIT
for ((i = 0; i < ${BENCH_ROUNDS:-7}; i++)); do
  FONTCONFIG_FILE=$BENCH_FONTS_CONF GSK_RENDERER=cairo XDG_CONFIG_HOME=$(mktemp -d "$configs/XXXXXX") "$TYPECASE_WINDOW_BIN" >/dev/null 2>&1 &
  pid=$!
  id=$(xdotool search --sync --onlyvisible --pid "$pid" --name "^Typecase$" | head -1) # not a tooltip's window
  sleep 3
  xdotool windowfocus --sync "$id" key Down Down Down
  sleep 0.5
  xdotool key ctrl+q
  start=$(date +%s%N) # the key has been delivered
  wait "$pid" || true
  echo $((($(date +%s%N) - start) / 1000000))
done
kill "$listener"
