#!/usr/bin/env bash
# How long the window tests' AT-SPI reader (Tests/Accessibility/read_tree.py --detail) takes to
# read a window, against another reader (by default the one-property-at-a-time pyatspi reader of
# commit 577b90c), alternated round by round on the same window, and whether both print the
# same lines. Each page opens in its own window over the machine's fonts (or BENCH_FONTS_CONF),
# under Xvfb in a D-Bus session. Prints a table; raw numbers go to bench/out/at-spi-read-<date>.tsv.
# Settings: TYPECASE_WINDOW_BIN (.build/debug/typecase-window), BENCH_OLD_READER (a read_tree.py),
# BENCH_OLD_COMMIT (577b90c), BENCH_PAGES ("face/DejaVuSans|family/DejaVu Sans|settings"),
# BENCH_ROUNDS (5).
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ "${1:-}" != "--inside" ]]; then
  scripts/install-dependencies
  mkdir -p bench/out
  raw=bench/out/at-spi-read-$(date +%Y%m%d-%H%M%S).tsv
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  old=${BENCH_OLD_READER:-}
  if [[ -z "$old" ]]; then
    # Beside window_at_index.py, which the new reader imports: the old one is read from git.
    old=$work/read_tree_old.py
    git show "${BENCH_OLD_COMMIT:-577b90c}:Tests/Accessibility/read_tree.py" >"$old"
  fi
  export BENCH_OLD_READER=$old BENCH_WORK=$work
  export TYPECASE_WINDOW_BIN=${TYPECASE_WINDOW_BIN:-.build/debug/typecase-window}
  # Only the lines of measures (the accessibility registry says on standard output it started).
  xvfb-run -a -s "-screen 0 1280x1024x24" dbus-run-session -- "$0" --inside 2>/dev/null |
    grep -E $'^[^\t]+\t(old|new)\t' >"$raw"
  awk -F'\t' '
    { key = $1 "\t" $2; n[key]++; v[key, n[key]] = $4; if ($5 == "same") same[$1]++; else if ($5 != "") differ[$1]++
      if (!($1 in seen)) { seen[$1] = 1; pages[++count] = $1 } }
    function median(key,   i, j, t, m) {
      m = n[key]
      for (i = 1; i <= m; i++) for (j = i + 1; j <= m; j++) if (v[key, j] < v[key, i]) { t = v[key, i]; v[key, i] = v[key, j]; v[key, j] = t }
      return v[key, int((m + 1) / 2)] }
    END {
      print "| page | lines | old reader, median ms | new reader, median ms | same lines |"
      print "|---|---|---|---|---|"
      for (p = 1; p <= count; p++) {
        page = pages[p]
        printf "| %s | %s | %d | %d | %s |\n", page, lines[page], median(page "\told"), median(page "\tnew"),
          (differ[page] ? "no (" differ[page] " rounds)" : "yes") }
    }
    { lines[$1] = $3 }' "$raw"
  echo "raw: $raw"
  exit 0
fi
# Inside Xvfb and a D-Bus session: one window per page, the readers alternated on it.
IFS='|' read -r -a pages <<<"${BENCH_PAGES:-face/DejaVuSans|family/DejaVu Sans|settings}"
for page in "${pages[@]}"; do
  GSK_RENDERER=cairo XDG_CONFIG_HOME=$(mktemp -d "$BENCH_WORK/config.XXXXXX") "$TYPECASE_WINDOW_BIN" --page "$page" >/dev/null 2>&1 &
  pid=$!
  xdotool search --sync --onlyvisible --pid "$pid" --name . >/dev/null
  sleep 3
  for ((round = 0; round < ${BENCH_ROUNDS:-5}; round++)); do
    for reader in old new; do
      script=$BENCH_OLD_READER
      [[ $reader == new ]] && script=Tests/Accessibility/read_tree.py
      start=$(date +%s%N)
      /usr/bin/python3 "$script" "$pid" --detail >"$BENCH_WORK/$reader.txt"
      milliseconds=$((($(date +%s%N) - start) / 1000000))
      same=""
      [[ $reader == new ]] && { cmp -s "$BENCH_WORK/old.txt" "$BENCH_WORK/new.txt" && same=same || same=differ; }
      printf '%s\t%s\t%d\t%d\t%s\n' "$page" "$reader" "$(wc -l <"$BENCH_WORK/$reader.txt")" "$milliseconds" "$same"
    done
  done
  kill "$pid"
  wait "$pid" 2>/dev/null || true
done
