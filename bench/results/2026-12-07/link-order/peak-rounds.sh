export FONTCONFIG_FILE=${SET:-/tmp/rv-perf/out/set-1250x4/fonts.conf} GSK_RENDERER=cairo
export XDG_CONFIG_HOME=$(mktemp -d)
for i in $(seq 0 ${ROUNDS:-12}); do
  /usr/bin/time -f "%M" -o /tmp/me/pk.t /tmp/rv-perf/out/floor > /tmp/me/pk.out 2>&1
  L="ROW $(tail -1 /tmp/me/pk.t)/$(grep -E '^[0-9]+$' /tmp/me/pk.out | tail -1)"
  for B in "$@"; do
    /usr/bin/time -f "%M" -o /tmp/me/pk.t $B --report-startup > /tmp/me/pk.out 2>&1
    L="$L $(tail -1 /tmp/me/pk.t)/$(grep -E '^[0-9]+$' /tmp/me/pk.out | tail -1)"
  done
  [ $i -gt 0 ] && echo "$L"
done
