#!/usr/bin/env bash
# Compares what a jumping page (Reduce Motion: each PgDn is one frame that replaces the whole
# screen) costs two builds in the live app, page by page: both run side by side in tmux at
# 200x50 (the flow layout, 10,000 items), and each page is sent to one, then the other (the
# order alternating), so both meet the same machine at the same moment. On this shared 2-core
# box a build's median moves by half between runs a few minutes apart; the ratio of paired pages
# does not. CPU time comes from /proc/PID/schedstat.
# Usage: Benchmarks/compare-jumps.sh NEW BASE [pages]
# Prints each build's median CPU a page and the median of the pages' ratios (NEW / BASE).
set -euo pipefail
new=${1:?usage: compare-jumps.sh NEW BASE [pages]}
base=${2:?usage: compare-jumps.sh NEW BASE [pages]}
pages=${3:-40}
socket=tuicv-pair-$$
trap 'tmux -L $socket kill-server 2>/dev/null || true' EXIT
args="--layout flow --items 10000 --minute 10 --reduce-motion"
t() { tmux -L "$socket" "$@"; }

# The status bar's "items A–B of 10,000" after N pages, from a snapshot.
items_after() {
  local keys="" _i
  for _i in $(seq 1 "$1"); do keys="$keys pgdn"; done
  # shellcheck disable=SC2086
  $new --snapshot 200x50 $args --format text ${keys:+--keys "$keys"} | tail -1 |
    sed -n 's/.*\(items [^ ]* of 10,000\).*/\1/p'
}
wait_for_status() {
  for _ in $(seq 1 400); do
    if t capture-pane -p -t "$1" | tail -1 | grep -qF "$2"; then return 0; fi
    sleep 0.025
  done
  echo "compare-jumps: $1 never showed '$2'" >&2
  exit 1
}
cpu_ns() { awk '{print $1}' "/proc/$1/schedstat"; }
# Polls until a process has stopped using CPU (it blocks on input once a frame is out).
wait_idle() {
  local last=-1 now
  for _ in $(seq 1 100); do
    now=$(cpu_ns "$1")
    [ "$now" = "$last" ] && return 0
    last=$now
    sleep 0.02
  done
}

t -f /dev/null new-session -d -s new -x 200 -y 50 \
  "TERM=xterm-256color exec $new $args" </dev/null >/dev/null 2>&1
t new-session -d -s base -x 200 -y 50 \
  "TERM=xterm-256color exec $base $args" </dev/null >/dev/null 2>&1
first=$(items_after 0)
wait_for_status new "$first"
wait_for_status base "$first"
pid_new=$(t display-message -p -t new '#{pane_pid}')
pid_base=$(t display-message -p -t base '#{pane_pid}')
wait_idle "$pid_new"
wait_idle "$pid_base"

page() { # session pid expected → µs of CPU
  local before after
  before=$(cpu_ns "$2")
  t send-keys -t "$1" NPage
  wait_for_status "$1" "$3"
  wait_idle "$2"
  after=$(cpu_ns "$2")
  echo $(((after - before) / 1000))
}

cpu_new=()
cpu_base=()
ratios=()
for i in $(seq 1 "$pages"); do
  expected=$(items_after "$i")
  if [ $((i % 2)) = 1 ]; then
    a=$(page new "$pid_new" "$expected")
    b=$(page base "$pid_base" "$expected")
  else
    b=$(page base "$pid_base" "$expected")
    a=$(page new "$pid_new" "$expected")
  fi
  cpu_new+=("$a")
  cpu_base+=("$b")
  ratios+=("$(awk -v a="$a" -v b="$b" 'BEGIN {printf "%.3f", a / b}')")
done

median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
printf 'jumping PgDn at 200x50, flow, 10,000 items, %d pages sent to each in turn:\n' "$pages"
printf '  %s: median %s µs a page (each: %s)\n' "$new" "$(median "${cpu_new[@]}")" "${cpu_new[*]}"
printf '  %s: median %s µs a page (each: %s)\n' "$base" "$(median "${cpu_base[@]}")" "${cpu_base[*]}"
printf '  median of the pages'"'"' ratios (new / base): %s\n' "$(median "${ratios[@]}")"
