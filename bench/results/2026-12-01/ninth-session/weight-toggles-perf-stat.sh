# The script that ran bench/../weight-toggles-driver.py under perf stat (xvfb-run -a -s '-screen 0 1280x1024x24' wstat.sh),
# BUILDS='b4 b5' or 'b5 g1', EVENTS='-e task-clock -e probe_libgtk:gtk_css_node_invalidate_style -e probe_libgtk:compute_toplevel_size',
# GTKLIB=/tmp/gtkbuild/gtk (GTK 4.8.3 built from Debian's source with symbols, for the uprobes).
#!/usr/bin/env bash
set -u
cd /work/main
openbox >/dev/null 2>&1 & sleep 2
export GSK_RENDERER=cairo NO_AT_BRIDGE=1 LD_LIBRARY_PATH=${GTKLIB:-}
for round in 1 2; do
for b in ${BUILDS:-b4 b5}; do
cfg=$(mktemp -d); mkdir -p $cfg/gtk-4.0; printf '[Settings]\ngtk-cursor-blink=false\n' > $cfg/gtk-4.0/settings.ini
export XDG_CONFIG_HOME=$cfg
FONTCONFIG_FILE=/work/main/bench/out/set-12500x4/fonts.conf /tmp/$b/typecase-window >/dev/null 2>&1 & pid=$!
id=$(xdotool search --sync --onlyvisible --pid $pid --name '^Typecase$' | head -1); sleep 12
xdotool windowfocus --sync $id
rm -f /tmp/fw/mark
MARK=/tmp/fw/mark /usr/bin/python3 /tmp/fw/weight.py 3 7 6 &
drv=$!
while [[ ! -e /tmp/fw/mark ]]; do sleep 0.05; done
perf stat -x, ${EVENTS} -p $pid -o /tmp/fw/stat-$b-$round.txt & perf=$!
wait $drv
kill -INT $perf; wait $perf
kill -9 $pid; wait $pid 2>/dev/null
rm -rf $cfg
echo "$b $round: $(grep -v '^#' /tmp/fw/stat-$b-$round.txt | grep -v '^$' | cut -d, -f1,3 | tr '\n' ' ')"
done
done
