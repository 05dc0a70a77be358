# Run as: xvfb-run -a -s '-screen 0 1280x1024x24' page-down-callgrind.sh b4 p2 b4 p2 (each build in /tmp/BUILD/);
# instructions counted by callgrind from the first key on (--instr-atstart=no, callgrind_control -i on/off).
#!/usr/bin/env bash
# cg.sh BUILD...: instructions of 40 Page Down keys in each build's window, under callgrind.
set -u
cd /work/main
openbox >/dev/null 2>&1 & sleep 2
export GSK_RENDERER=cairo NO_AT_BRIDGE=1
for b in "$@"; do
  cfg=$(mktemp -d); mkdir -p $cfg/gtk-4.0; printf '[Settings]\ngtk-cursor-blink=false\n' > $cfg/gtk-4.0/settings.ini
  XDG_CONFIG_HOME=$cfg FONTCONFIG_FILE=/work/main/bench/out/set-25000x1/fonts.conf valgrind --tool=callgrind --instr-atstart=no \
    --callgrind-out-file=/tmp/fw/cg-$b-$RANDOM.out /tmp/$b/typecase-window >/dev/null 2>/tmp/fw/cg-$b.log &
  pid=$!
  id=$(xdotool search --sync --onlyvisible --name '^Typecase$' | head -1)
  sleep 40
  xdotool windowfocus --sync $id
  sleep 5
  callgrind_control -i on $pid >/dev/null
  for i in $(seq 25); do xdotool key Page_Down; sleep 2; done
  sleep 5
  callgrind_control -i off $pid >/dev/null
  callgrind_control -d $pid >/dev/null
  sleep 2
  kill $pid; wait $pid 2>/dev/null
  rm -rf $cfg
  echo "$b: $(grep -h '^summary\|^totals' /tmp/fw/cg-$b.out* | head -2 | tr '\n' ' ')"
done
