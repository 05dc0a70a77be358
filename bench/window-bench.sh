# Shared set-up of the window benchmarks (sourced by bench/memory.sh, quit.sh, keystroke.sh,
# scroll.sh, scroll-cpu.sh, first-key.sh and filter.sh).
#
# window_bench_setup NAME: installs what is missing, then sets
#   bin  the window program: TYPECASE_WINDOW_BIN, else the first of BENCH_BUILDS
#        ("name=/path/to/typecase-window …", builds a bench alternates), else a release build
#        in /tmp/bench-build; BENCH_BUILDS is exported, "typecase=$bin" when it was not set;
#   conf the font set's fonts.conf: BENCH_FONTS_CONF, else the 5,000-face set bench/startup.sh
#        writes to bench/out/;
#   raw  bench/out/NAME-<date>.tsv, for the raw numbers.
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
