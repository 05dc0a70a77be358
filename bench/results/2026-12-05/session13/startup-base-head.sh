#!/bin/bash
export GSK_RENDERER=cairo HOME=/tmp/me/sb13/home XDG_CONFIG_HOME=/tmp/me/sb13/home/.config
mkdir -p $HOME
declare -A BIN=([base]=/tmp/bb-head/release/typecase [head]=/tmp/bb-base/release/typecase)
for set in 12500x4 1250x4; do
  export FONTCONFIG_FILE=/work/main/bench/out/set-$set/fonts.conf
  ${BIN[base]} --report-startup >/dev/null; ${BIN[head]} --report-startup >/dev/null
  for r in 1 2 3 4 5 6 7 8 9 10 11; do
    for b in base head; do
      ms=$(${BIN[$b]} --report-startup | tail -1)
      echo -e "$set\t$r\t$b\t$ms"
    done
  done
done
