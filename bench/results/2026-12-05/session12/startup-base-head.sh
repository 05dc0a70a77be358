#!/bin/bash
export GSK_RENDERER=cairo HOME=/tmp/me/sb/home XDG_CONFIG_HOME=/tmp/me/sb/home/.config
mkdir -p $HOME
for set in 12500x4 1250x4; do
  export FONTCONFIG_FILE=/work/main/bench/out/set-$set/fonts.conf
  /tmp/bb-base/release/typecase --report-startup >/dev/null; /tmp/bb-head/release/typecase --report-startup >/dev/null
  for r in 1 2 3 4 5 6 7 8 9 10 11; do
    for b in base head; do
      ms=$(/tmp/bb-$b/release/typecase --report-startup | tail -1)
      echo -e "$set\t$r\t$b\t$ms"
    done
  done
done
