#!/usr/bin/env bash
# `typecase match --text -` over long texts of many short lines (mixed scripts), for builds
# side by side: wall time and peak RSS, median of alternating rounds. Prints a table; raw
# numbers go to bench/out/match-text-<date>.tsv.
# Settings: BENCH_BUILDS ("name=/path/to/typecase-render …", default: this tree's debug build),
# BENCH_SIZES (bytes of text, "50000 200000 800000"), BENCH_ROUNDS (3). The machine's fonts.
set -euo pipefail
cd "$(dirname "$0")/.."
builds=${BENCH_BUILDS:-"head=.build/debug/typecase-render"}
sizes=${BENCH_SIZES:-"50000 200000 800000"}
rounds=${BENCH_ROUNDS:-3}
mkdir -p bench/out
raw=bench/out/match-text-$(date +%Y%m%d-%H%M%S).tsv
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Random characters of a few scripts, a line break about every twenty (a seeded generator:
# the same text every run).
for size in $sizes; do
  python3 - "$size" >"$work/$size.txt" <<'PY'
import random, sys
random.seed(7)
alphabet = list("abcdefg 大きさمرحبا😀é\n")
size, chunks, length = int(sys.argv[1]), [], 0
while length < size:
    chunk = "".join(random.choice(alphabet) for _ in range(1000))
    chunks.append(chunk)
    length += len(chunk.encode())
sys.stdout.write("".join(chunks).encode()[:size].decode("utf-8", "ignore"))
PY
done
printf 'build\tbytes\tround\tseconds\tpeak_kb\n' >"$raw"
for round in $(seq 1 "$rounds"); do
  for size in $sizes; do
    for build in $builds; do
      name=${build%%=*} bin=${build#*=}
      /usr/bin/time -f '%e %M' -o "$work/time" "$bin" match --text - <"$work/$size.txt" >/dev/null || true
      read -r seconds kb <"$work/time"
      printf '%s\t%s\t%s\t%s\t%s\n' "$name" "$size" "$round" "$seconds" "$kb" >>"$raw"
    done
  done
done
python3 - "$raw" <<'PY'
import csv, statistics, sys
rows = list(csv.DictReader(open(sys.argv[1]), delimiter="\t"))
keys = sorted({(r["build"], int(r["bytes"])) for r in rows}, key=lambda k: (k[1], k[0]))
print("| build | text | median s | median peak MB |")
print("|---|---|---|---|")
for build, size in keys:
    runs = [r for r in rows if r["build"] == build and int(r["bytes"]) == size]
    seconds = statistics.median(float(r["seconds"]) for r in runs)
    peak = statistics.median(int(r["peak_kb"]) for r in runs) / 1024
    print(f"| {build} | {size / 1000:.0f} kB | {seconds:.2f} | {peak:.0f} |")
print(f"(raw: {sys.argv[1]})")
PY
