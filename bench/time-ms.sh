# Shared by the benches that time whole commands (sourced by bench/startup.sh and bench/listing.sh).
#
# time_ms COMMAND...: runs COMMAND with its output discarded and prints its wall time in
# milliseconds (two decimals), from bash's EPOCHREALTIME.
time_ms() {
  local start end
  start=$EPOCHREALTIME
  "$@" >/dev/null 2>&1
  end=$EPOCHREALTIME
  awk -v us="$((10#${end/./} - 10#${start/./}))" 'BEGIN { printf "%.2f", us / 1000 }'
}
