# Shared set-up of the window benchmarks (sourced by bench/memory.sh, quit.sh, keystroke.sh,
# scroll.sh, scroll-cpu.sh, first-key.sh and filter.sh).
#
# window_bench_setup NAME: installs what is missing, then sets
#   bin  the window program: TYPECASE_WINDOW_BIN, else the first of BENCH_BUILDS
#        ("name=/path/to/typecase-window …", builds a bench alternates), else a release build
#        in /tmp/bench-build; BENCH_BUILDS is exported, "typecase=$bin" when it was not set;
#   conf the font set's fonts.conf: BENCH_FONTS_CONF, else the 5,000-face set bench/startup.sh
#        writes to bench/out/;
#   raw  bench/out/NAME-<date>.tsv, for the raw numbers;
# and with BENCH_FRAME_WORK=1, BENCH_FRAMES_DIR (exported): bench/out/NAME-<date>-frames/, where
# frame_work_start and frame_work_stop record the window's work per frame.
window_bench_setup() {
  scripts/install-dependencies
  # BENCH_WM names a window manager by its command, which is also its Debian package's name
  # (openbox): installed when missing, since without one GDK asks the X server for the window
  # manager's hints on every frame, which no desktop makes it do.
  if [[ -n "${BENCH_WM:-}" ]] && ! command -v "$BENCH_WM" >/dev/null; then
    echo "$1: installing $BENCH_WM" >&2
    local sudo=()
    ((EUID == 0)) || sudo=(sudo)
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "$BENCH_WM" >/dev/null
  fi
  bin=${TYPECASE_WINDOW_BIN:-}
  if [[ -z "$bin" && -n "${BENCH_BUILDS:-}" ]]; then
    bin=${BENCH_BUILDS%% *}
    bin=${bin#*=}
  fi
  if [[ -z "$bin" ]]; then
    swift build -c release --static-swift-stdlib --product typecase-window --scratch-path /tmp/bench-build >&2
    bin=/tmp/bench-build/release/typecase-window
  fi
  export BENCH_BUILDS=${BENCH_BUILDS:-typecase=$bin}
  # fontconfig reads a relative FONTCONFIG_FILE from its own folder, not ours.
  conf=$(realpath -m "${BENCH_FONTS_CONF:-bench/out/set-1250x4/fonts.conf}")
  if [[ ! -f "$conf" ]]; then
    echo "$1: no font set at $conf (run bench/startup.sh once, or set BENCH_FONTS_CONF)" >&2
    exit 1
  fi
  mkdir -p bench/out
  raw=bench/out/$1-$(date +%Y%m%d-%H%M%S).tsv
  if [[ "${BENCH_FRAME_WORK:-0}" == 1 ]]; then
    frame_work_setup
    export BENCH_FRAMES_DIR=${raw%.tsv}-frames
    mkdir -p "$BENCH_FRAMES_DIR"
  fi
}

# The window's work per frame, seen from outside through uprobes (perf), for GTK windows alike
# (Typecase's and the floors'): the time its main thread spends dispatching GLib sources
# (input, idles, timers, and the frame clock's update, layout and paint) between one frame's
# rendering and the next, on the frame's own count; bench/frame_work.py reads the records.
# GDK's own frame timings are not at hand: Debian's GTK is built without G_ENABLE_DEBUG, and
# GTK prints them only when a compositing window manager reports frames drawn.
frame_work_probes=(
  probe_libglib:g_main_context_dispatch probe_libglib:g_main_context_dispatch__return
  probe_libgtk:gsk_renderer_render probe_libgtk:gsk_renderer_render__return
)

# frame_work_setup: installs perf when missing and places the probes (as root) on GLib's
# g_main_context_dispatch and GTK's gsk_renderer_render (exported functions: no debug symbols
# needed), at entry and return.
frame_work_setup() {
  ((EUID == 0)) || { echo "BENCH_FRAME_WORK=1: perf's uprobes need root" >&2; exit 1; }
  if ! command -v perf >/dev/null; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends linux-perf >/dev/null
  fi
  local placed library function
  placed=$(perf probe -l 2>/dev/null)
  for library in /lib/x86_64-linux-gnu/libglib-2.0.so.0:g_main_context_dispatch \
    /lib/x86_64-linux-gnu/libgtk-4.so.1:gsk_renderer_render; do
    function=${library#*:}
    library=$(realpath "${library%%:*}")
    # perf lists a probe as "probe_libgtk:NAME (on NAME in /usr/lib/…/libgtk-4.so.1.800.3)".
    if [[ "$placed" != *"on $function in $library)"* ]]; then
      # A probe of that name on another copy of the library (a debug build) would take the name.
      perf probe -q -d "*:$function" -d "*:${function}__return" 2>/dev/null || true
      perf probe -q -x "$library" -a "$function" -a "$function%return"
    fi
  done
}

# frame_work_start LABEL (inside Xvfb, after window_bench_open): with BENCH_FRAMES_DIR set,
# records the work of window pid under LABEL until frame_work_stop.
frame_work_start() {
  [[ -n "${BENCH_FRAMES_DIR:-}" ]] || return 0
  local n=1 events=() probe
  while [[ -e "$BENCH_FRAMES_DIR/$1-$n.data" ]]; do n=$((n + 1)); done
  for probe in "${frame_work_probes[@]}"; do events+=(-e "$probe"); done
  perf record -q "${events[@]}" -p "$pid" -o "$BENCH_FRAMES_DIR/$1-$n.data" >/dev/null 2>&1 &
  frame_work_pid=$!
  sleep 0.5 # perf attaches
}

# frame_work_stop: ends the recording frame_work_start began.
frame_work_stop() {
  [[ -n "${frame_work_pid:-}" ]] || return 0
  kill -INT "$frame_work_pid"
  wait "$frame_work_pid" || true
  frame_work_pid=
}

# window_bench_open SECONDS (inside Xvfb): starts TYPECASE_WINDOW_BIN over BENCH_FONTS_CONF with a
# settings folder of its own, waits SECONDS for the fonts and first rows, focuses it; sets pid,
# id (the X window) and bench_config (the XDG_CONFIG_HOME it ran with, for other windows).
window_bench_open() {
  # BENCH_WM=openbox (say) runs a window manager first, as on a desktop: without one, GDK asks
  # the X server for the work area and the WM's hints on every frame (round trips).
  if [[ -n "${BENCH_WM:-}" ]]; then
    window_bench_run_wm
  fi
  # The caret blinks (GTK fades it out and in, 1.2 s a cycle). A key whose only change is the
  # caret's place (a space, or a search that leaves the list as it was) is then drawn on time but
  # unseen while the caret is off: 75–188 ms here, 151 ms in a plain GtkSearchEntry. So the
  # benches turn the blink off, as a user can, unless BENCH_CURSOR_BLINK=1.
  # One settings folder at a time: the previous window's goes, and the last goes at exit.
  if [[ -n "${bench_config:-}" ]]; then rm -rf "$bench_config"; fi
  bench_config=$(mktemp -d)
  trap 'rm -rf "$bench_config"' EXIT
  if [[ "${BENCH_CURSOR_BLINK:-0}" != 1 ]]; then
    mkdir -p "$bench_config/gtk-4.0"
    printf '[Settings]\ngtk-cursor-blink=false\n' >"$bench_config/gtk-4.0/settings.ini"
  fi
  FONTCONFIG_FILE=$BENCH_FONTS_CONF GSK_RENDERER=cairo NO_AT_BRIDGE=1 XDG_CONFIG_HOME=$bench_config \
    "$TYPECASE_WINDOW_BIN" >/dev/null 2>&1 &
  pid=$!
  # The main window by its title: the process may have other windows (a tooltip, a popover).
  id=$(xdotool search --sync --onlyvisible --pid "$pid" --name "^Typecase$" | head -1)
  sleep "$1"
  xdotool windowfocus --sync "$id"
}

# window_bench_each_build SECONDS COMMAND… (inside Xvfb): for each build of BENCH_BUILDS in
# turn, opens its window (window_bench_open SECONDS), runs COMMAND with build set to the build's
# name (and pid and id to its window's), and closes the window.
window_bench_each_build() {
  local wait=$1 entry
  shift
  for entry in $BENCH_BUILDS; do
    build=${entry%%=*}
    TYPECASE_WINDOW_BIN=${entry#*=} window_bench_open "$wait"
    "$@"
    window_bench_close
  done
}

# window_bench_start_wm (inside Xvfb): starts BENCH_WM once for every window to come, and clears
# it so that window_bench_open does not start another.
window_bench_start_wm() {
  if [[ -n "${BENCH_WM:-}" ]]; then
    window_bench_run_wm
    BENCH_WM=
  fi
}

# window_bench_run_wm (inside Xvfb): starts BENCH_WM and waits until it manages the screen (it
# names its check window on the root window, _NET_SUPPORTING_WM_CHECK); exits when it does not
# within 5 s: the numbers would be those of a screen without one.
window_bench_run_wm() {
  "$BENCH_WM" >/dev/null 2>&1 &
  local tries
  for ((tries = 0; tries < 50; tries++)); do
    /usr/bin/python3 -c 'import sys; from Xlib import display
d = display.Display(); sys.exit(d.screen().root.get_full_property(d.intern_atom("_NET_SUPPORTING_WM_CHECK"), 0) is None)' \
      2>/dev/null && return 0
    sleep 0.1
  done
  echo "bench: the window manager $BENCH_WM did not start" >&2
  exit 1
}

# window_bench_open_floor SCRIPT SECONDS (after window_bench_open): starts the floor window
# bench/SCRIPT (titled "Floor") with the settings Typecase ran with, waits SECONDS for it to
# make its lines, focuses it; sets pid and id.
window_bench_open_floor() {
  XDG_CONFIG_HOME=$bench_config GSK_RENDERER=cairo NO_AT_BRIDGE=1 /usr/bin/python3 "bench/$1" >/dev/null 2>&1 &
  pid=$!
  id=$(xdotool search --sync --onlyvisible --pid "$pid" --name '^Floor$' | head -1)
  sleep "$2"
  xdotool windowfocus --sync "$id"
}

# window_bench_close: ends the window of pid, and waits until X has let its windows go (a
# search for the next window's would otherwise meet a window being destroyed: BadWindow).
window_bench_close() {
  { kill -9 "$pid" && wait "$pid"; } 2>/dev/null || true
  sleep 0.5
}
