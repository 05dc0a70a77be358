# Sourced by the benches: the synthetic font sets (bench/make_font_set.py), each in
# $out/set-FAMILIESxFACES with a fonts.conf listing only it and a fontconfig cache of its own.
# Needs repo, out, source_font and say() from the script that sources it.

# Writes the set FAMILIES x FACES unless it is there already (made by the same generator from
# the same font), warms fontconfig's cache for it, and prints its fonts.conf.
make_font_set() {
  local families=$1 faces=$2 dir=$out/set-$1x$2
  local generator_hash
  generator_hash=$(cat "$repo/bench/make_font_set.py" "$source_font" | sha256sum | cut -c1-16)
  local stamp="$families x $faces from $source_font, generator $generator_hash"
  if [[ "$(cat "$dir/complete" 2>/dev/null || true)" != "$stamp" ]]; then
    say "writing font set $families families x $faces faces to $dir"
    rm -rf "$dir"
    mkdir -p "$dir"
    # Debian's python, with python3-fonttools: not whatever python3 comes first on PATH.
    /usr/bin/python3 "$repo/bench/make_font_set.py" "$source_font" "$dir" "$families" "$faces" >&2 || {
      say "could not write the font set (bench/make_font_set.py failed)"
      rm -rf "$dir"
      return 1
    }
    cat >"$dir/fonts.conf" <<CONF
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<!-- Typecase start-up benchmark: only the synthetic set, with its own cache. -->
<fontconfig>
  <dir>$dir/fonts</dir>
  <cachedir>$dir/cache</cachedir>
</fontconfig>
CONF
    echo "$stamp" >"$dir/complete"
  fi
  say "warming fontconfig's cache for $dir"
  FONTCONFIG_FILE=$dir/fonts.conf fc-cache >&2
  echo "$dir/fonts.conf"
}
