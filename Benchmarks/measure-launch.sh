#!/usr/bin/env bash
# Measures a launch of the live app: the wall-clock and CPU time from exec to the first frame
# written, in tmux at 200x50 (or SIZE_UNDER_TEST), the flow layout with 10,000 items (issue #30:
# the first frame in 20 ms). TUICV_EXIT_AFTER_FIRST_FRAME=1 ends the run right after that frame's
# write, so a launch is timed whole, from the shell's fork to its wait (the terminal restored
# and the process gone: a fraction of a millisecond). Prints the medians over RUNS launches;
# with a second binary, the two launch in turn (A B A B …) and each pair's ratio is taken.
# Usage: Benchmarks/measure-launch.sh [path/to/tuicv] [runs] [path/to/other/tuicv]
set -euo pipefail
binary=$(realpath "${1:-.build/release/tuicv}")
runs=${2:-10}
other=${3:+$(realpath "$3")}
pane=${SIZE_UNDER_TEST:-200x50}
socket=tuicv-launch-$$
dir=$(mktemp -d)
trap 'tmux -L $socket kill-server 2>/dev/null || true; rm -rf "$dir"' EXIT
args="--layout flow --items 10000 --minute 10"

# A build from before 2026-11-27 does not know TUICV_EXIT_AFTER_FIRST_FRAME and would run on:
# one launch of it, given 5 s in the foreground (a background process group stops at its first
# terminal setting), tells; such a build is left out and the launches are measured alone.
if [ -n "$other" ]; then
  printf '%s\n' "TUICV_EXIT_AFTER_FIRST_FRAME=1 TERM=xterm-256color timeout --foreground 5 $other $args" \
    "echo \$? >'$dir/probed'" >"$dir/probe.sh"
  tmux -L "$socket" -f /dev/null new-session -d -s probe -x "${pane%x*}" -y "${pane#*x}" \
    "bash $dir/probe.sh" </dev/null >/dev/null 2>&1
  for _ in $(seq 1 140); do
    [ -e "$dir/probed" ] && break
    sleep 0.05
  done
  if [ "$(cat "$dir/probed" 2>/dev/null)" != 0 ]; then
    echo "measure-launch: $other does not end after its first frame" \
      "(TUICV_EXIT_AFTER_FIRST_FRAME is from 2026-11-27 on); measuring $binary alone" >&2
    other=
  fi
  tmux -L "$socket" kill-server 2>/dev/null || true
fi

# The launches run in the pane, one after another, each timed by the shell's `time`.
cat >"$dir/launch.sh" <<EOF
TIMEFORMAT='%3R %3U %3S'
for i in \$(seq 0 $runs); do
  for name in a ${other:+b}; do
    [ \$name = a ] && program=$binary || program=$other
    { time TUICV_EXIT_AFTER_FIRST_FRAME=1 TERM=xterm-256color \$program $args; } 2>>"$dir/\$name"
  done
done
touch "$dir/done"
EOF
tmux -L "$socket" -f /dev/null new-session -d -s launch -x "${pane%x*}" -y "${pane#*x}" \
  "bash $dir/launch.sh" </dev/null >/dev/null 2>&1
for _ in $(seq 1 $((runs * 40 + 200))); do
  [ -e "$dir/done" ] && break
  sleep 0.05
done
[ -e "$dir/done" ] || { echo "measure-launch: the launches did not finish" >&2; exit 1; }

# The first launch of each warms the caches and is not counted.
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
report() {
  local file=$1 label=$2
  printf '  %s: wall %.1f ms, CPU %.1f ms (median of %d; wall each: %s ms)\n' "$label" \
    "$(tail -n +2 "$file" | awk '{print $1 * 1000}' | median)" \
    "$(tail -n +2 "$file" | awk '{print ($2 + $3) * 1000}' | median)" "$runs" \
    "$(tail -n +2 "$file" | awk '{printf "%s%d", (NR > 1 ? " " : ""), $1 * 1000}')"
}
printf 'launch to the first frame written at %s, flow, 10000 items (TERM=xterm-256color):\n' "$pane"
report "$dir/a" "$binary"
if [ -n "$other" ]; then
  report "$dir/b" "$other"
  printf '  ratio of the pairs'"'"' wall times, median: %s\n' "$(paste <(tail -n +2 "$dir/a") \
    <(tail -n +2 "$dir/b") | awk '{printf "%.3f\n", $1 / $4}' | median)"
fi
