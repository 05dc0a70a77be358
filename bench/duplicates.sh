#!/usr/bin/env bash
# How the work of finding copies grows with a family's copies: a family of N faces installed
# for everyone, and a collection of the same N faces in the user's fonts folder (every face a
# copy), then `typecase remove FAMILY --duplicates --json` (which finds the copy programs draw
# of each face; here the collection holds only copies, so it would go) answered "no" (no
# --yes, standard input not a terminal: it stops before removing anything). Wall time,
# median of alternating rounds of each binary given. Prints a table; raw numbers go to
# bench/out/duplicates-<date>.tsv.
# Settings: TYPECASE_BIN (else .build/debug/typecase), BASELINE_BIN (a second binary to
# alternate with, e.g. an older build), BENCH_SIZES ("10 20 40"), BENCH_ROUNDS (3),
# BENCH_BACKGROUND (a folder of other fonts every match also weighs: /usr/share/fonts).
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(realpath "${TYPECASE_BIN:-.build/debug/typecase}")
baseline=${BASELINE_BIN:+$(realpath "$BASELINE_BIN")}
sizes=${BENCH_SIZES:-10 20 40}
rounds=${BENCH_ROUNDS:-3}
background=${BENCH_BACKGROUND:-/usr/share/fonts}
source_font=Tests/Fixtures/fonts/TypecaseFixtureSans-Regular.ttf
mkdir -p bench/out
raw=bench/out/duplicates-$(date +%Y%m%d-%H%M%S).tsv
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf 'faces\tbinary\tround\tseconds\n' >"$raw"
for n in $sizes; do
  set_dir=$work/set-$n
  mkdir -p "$set_dir/system" "$set_dir/data/fonts" "$set_dir/cache" "$set_dir/home"
  /usr/bin/python3 - "$source_font" "$set_dir" "$n" <<'EOF'
import sys
from fontTools.ttLib import TTFont, TTCollection
source, folder, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
fonts = []
for number in range(count):
    font = TTFont(source)
    style = "Style%03d" % number
    names = font["name"]
    names.names = [r for r in names.names if r.nameID not in (1, 2, 4, 6, 16, 17)]
    for name_id, text in ((1, "Copies Sans"), (2, style), (4, "Copies Sans " + style), (6, "CopiesSans-" + style)):
        names.setName(text, name_id, 3, 1, 0x409)
    font["OS/2"].usWeightClass = 100 + (number % 9) * 100
    font["OS/2"].usWidthClass = 1 + (number // 9) % 9
    font.save("%s/system/CopiesSans-%s.ttf" % (folder, style))
    fonts.append(TTFont("%s/system/CopiesSans-%s.ttf" % (folder, style)))
collection = TTCollection()
collection.fonts = fonts
collection.save("%s/data/fonts/CopiesSans.ttc" % folder)
EOF
  cat >"$set_dir/fonts.conf" <<EOF
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>$background</dir>
  <dir>$set_dir/system</dir>
  <dir>$set_dir/data/fonts</dir>
  <cachedir>$set_dir/cache</cachedir>
</fontconfig>
EOF
  FONTCONFIG_FILE=$set_dir/fonts.conf fc-cache "$background" "$set_dir/system" "$set_dir/data/fonts"
  for round in $(seq 1 "$rounds"); do
    for which in bin ${baseline:+baseline}; do
      program=${!which}
      start=$(date +%s.%N)
      env -i PATH=/usr/bin:/bin FONTCONFIG_FILE="$set_dir/fonts.conf" HOME="$set_dir/home" \
        XDG_DATA_HOME="$set_dir/data" XDG_CONFIG_HOME="$set_dir/home" XDG_CACHE_HOME="$set_dir/cache" \
        "$program" remove "Copies Sans" --duplicates --json </dev/null >/dev/null 2>&1 || true
      end=$(date +%s.%N)
      printf '%s\t%s\t%s\t%s\n' "$n" "$which" "$round" "$(echo "$end - $start" | bc)" >>"$raw"
    done
  done
done
echo "raw: $raw"
/usr/bin/python3 - "$raw" <<'EOF'
import csv, statistics, sys
rows = list(csv.DictReader(open(sys.argv[1]), delimiter="\t"))
binaries = sorted({r["binary"] for r in rows})
print("| faces (all copies) | " + " | ".join(binaries) + " |")
print("|---|" + "---|" * len(binaries))
for n in sorted({int(r["faces"]) for r in rows}):
    cells = []
    for b in binaries:
        times = [float(r["seconds"]) for r in rows if int(r["faces"]) == n and r["binary"] == b]
        cells.append("%.2f s" % statistics.median(times))
    print("| %d | %s |" % (n, " | ".join(cells)))
EOF
