#!/usr/bin/env bash
# Whether the window survives long jumps and fast wheel scrolls with the pointer on the list:
# each round opens the real window with freed memory poisoned (glibc's MALLOC_PERTURB_, GLib's
# slices from malloc), so that a read of a freed row crashes at once instead of now and then,
# and repeats, by XTest: End, 160 wheel clicks up over the list, Ctrl+F, a search, Down, Escape.
# GTK 4.8 selected the line under the pointer in the middle of a layout and freed the row it
# was hiding (SIGSEGV in gtk_widget_real_unmap); before the fix the window crashed within two
# to four iterations on the 5,000-face set.
# Prints, for each build, how many rounds crashed and after how many iterations; raw numbers go
# to bench/out/pointer-crash-<date>.tsv (build, round, iterations done, crashed).
# Settings: BENCH_BUILDS ("name=/path/to/typecase-window …", taking turns round by round),
# TYPECASE_WINDOW_BIN, BENCH_FONTS_CONF (default: the 5,000-face set of bench/startup.sh),
# BENCH_ROUNDS (3), BENCH_ITERATIONS (15), BENCH_SEARCH ("Family 1": a search that finds rows).
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ "${1:-}" != "--inside" ]]; then
  source bench/window-bench.sh
  window_bench_setup pointer-crash
  TYPECASE_WINDOW_BIN=$bin BENCH_FONTS_CONF=$conf xvfb-run -a -s "-screen 0 1280x1024x24" "$0" --inside >"$raw"
  printf '| build | rounds | crashed | iterations done in each round |\n|---|---|---|---|\n'
  awk -F'\t' '{ rounds[$1]++; crashed[$1] += $4; done_[$1] = done_[$1] (done_[$1] == "" ? "" : ", ") $3 ($4 ? " (crash)" : "") }
    END { for (b in rounds) printf "| %s | %d | %d | %s |\n", b, rounds[b], crashed[b], done_[b] }' "$raw"
  echo "raw: $raw"
  exit 0
fi
source bench/window-bench.sh
window_bench_start_wm
export G_SLICE=always-malloc MALLOC_PERTURB_=165 SWIFT_BACKTRACE=enable=no
iterations=${BENCH_ITERATIONS:-15}
for ((round = 1; round <= ${BENCH_ROUNDS:-3}; round++)); do
  for build in $BENCH_BUILDS; do
    TYPECASE_WINDOW_BIN=${build#*=}
    window_bench_open 5 # the fonts load and the first rows are drawn
    done_=0
    crashed=0
    for ((i = 1; i <= iterations; i++)); do
      xdotool key End sleep 0.3 mousemove --window "$id" 300 400 click --repeat 160 --delay 3 4 sleep 0.1 \
        key ctrl+f sleep 0.2 type "${BENCH_SEARCH:-Family 1}"
      xdotool sleep 0.4 key Down sleep 0.3 key Escape sleep 0.5
      if ! kill -0 "$pid" 2>/dev/null; then
        crashed=1
        break
      fi
      done_=$i
    done
    printf '%s\t%d\t%d\t%d\n' "${build%%=*}" "$round" "$done_" "$crashed"
    window_bench_close
  done
done
