#!/usr/bin/env bash
# Listing benchmark: `fc-list : family` against one or more `typecase families` binaries,
# alternating run by run, stdout to /dev/null, over existing font sets (bench/startup.sh makes
# them). Only the listing part of bench/startup.sh, for comparing builds (issue 10).
#
#   bench/listing.sh LABEL=/path/to/typecase [LABEL=/path/to/typecase ...]
#
# Environment:
#   LISTING_CONFS="bench/out/set-1250x4/fonts.conf ..."   the font sets' fonts.conf (absolute
#                                                        paths are safest; default: 5,000 faces)
#   LISTING_RUNS=30                                      timed rounds per set, after 3 warm-ups
#   BENCH_OUT=bench/out                                  where the raw numbers go (results/)
#
# Prints the median and minimum wall time of each program per set and its ratio to fc-list's
# median; the raw "set<TAB>round<TAB>program<TAB>wall_ms" lines are kept in
# BENCH_OUT/results/listing-DATE.tsv. A benchmark, not a test: it exits 0 once it has measured.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
out=${BENCH_OUT:-$repo/bench/out}
confs=${LISTING_CONFS:-$out/set-1250x4/fonts.conf}
runs=${LISTING_RUNS:-30}
(($# > 0)) || { echo "usage: bench/listing.sh LABEL=/path/to/typecase ..." >&2; exit 2; }
labels=() binaries=()
for argument in "$@"; do
  labels+=("${argument%%=*}")
  binaries+=("${argument#*=}")
  [[ -x "${argument#*=}" ]] || { echo "bench/listing.sh: ${argument#*=} is not an executable" >&2; exit 2; }
done

# shellcheck source=bench/time-ms.sh
source "$repo/bench/time-ms.sh"

mkdir -p "$out/results"
raw=$out/results/listing-$(date +%Y%m%d-%H%M%S).tsv
printf 'set\tround\tprogram\twall_ms\n' >"$raw"
unset DISPLAY WAYLAND_DISPLAY
for conf in $confs; do
  [[ -f "$conf" ]] || { echo "bench/listing.sh: no $conf (run bench/startup.sh first)" >&2; exit 2; }
  export FONTCONFIG_FILE=$conf
  set=$(basename "$(dirname "$conf")")
  faces=$(fc-list : file | wc -l)
  echo "bench: $set ($faces faces): $runs alternating rounds of fc-list and ${labels[*]}" >&2
  for ((round = 0; round < 3; round++)); do
    time_ms fc-list : family >/dev/null
    for binary in "${binaries[@]}"; do time_ms "$binary" families >/dev/null; done
  done
  for ((round = 1; round <= runs; round++)); do
    printf '%s\t%s\tfc-list\t%s\n' "$set" "$round" "$(time_ms fc-list : family)" >>"$raw"
    for index in "${!binaries[@]}"; do
      printf '%s\t%s\t%s\t%s\n' "$set" "$round" "${labels[$index]}" "$(time_ms "${binaries[$index]}" families)" >>"$raw"
    done
  done
done
unset FONTCONFIG_FILE

# stats SET PROGRAM -> "median min"
stats() {
  awk -F'\t' -v set="$1" -v program="$2" 'NR > 1 && $1 == set && $3 == program { print $4 }' "$raw" |
    sort -g | awk '{ v[NR] = $1 } END { printf "%.2f %.2f\n", (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2, v[1] }'
}

echo "raw: $raw"
printf '%-14s %-22s %10s %10s %8s\n' set program median_ms min_ms vs_fc
for conf in $confs; do
  set=$(basename "$(dirname "$conf")")
  read -r fc_median fc_min < <(stats "$set" fc-list)
  printf '%-14s %-22s %10s %10s %8s\n' "$set" fc-list "$fc_median" "$fc_min" 1.00
  for label in "${labels[@]}"; do
    read -r median min < <(stats "$set" "$label")
    ratio=$(awk -v a="$median" -v b="$fc_median" 'BEGIN { printf "%.2f", a / b }')
    printf '%-14s %-22s %10s %10s %8s\n' "$set" "$label" "$median" "$min" "$ratio"
  done
done
