#!/bin/bash
# Alternating peak RSS: floor, old typecase, new typecase (--report-startup), 5k set.
export FONTCONFIG_FILE=/tmp/rv-perf/out/set-1250x4/fonts.conf GSK_RENDERER=cairo
export XDG_CONFIG_HOME=$(mktemp -d)
for i in 0 1 2 3 4 5 6 7 8 9 10 11; do
  /usr/bin/time -f "%M" -o /tmp/me/pk.f /tmp/rv-perf/out/floor > /tmp/me/pk.fstdout 2>&1
  /usr/bin/time -f '%M' -o /tmp/me/pk.n /tmp/bench-build/release/typecase --report-startup > /tmp/me/pk.nstdout 2>&1
  /usr/bin/time -f '%M' -o /tmp/me/pk.o /tmp/me/rel-old/typecase --report-startup > /tmp/me/pk.ostdout 2>&1
  [ $i -gt 0 ] && echo "ROW $(tail -1 /tmp/me/pk.f) $(tail -1 /tmp/me/pk.o) $(tail -1 /tmp/me/pk.n) $(tail -1 /tmp/me/pk.ostdout) $(tail -1 /tmp/me/pk.nstdout) $(grep -E '^[0-9]+$' /tmp/me/pk.fstdout | tail -1)"
done
