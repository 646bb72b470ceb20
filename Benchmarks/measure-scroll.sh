#!/usr/bin/env bash
# Measures what an animated page scroll costs in the live app: the CPU time tuicv spends on
# one PgDn (from the key to the last frame of its animation) and the bytes it writes to the
# terminal for it, beside the bytes of one full-screen redraw (the first frame) of the same
# screen. tmux at 200x50 (or SIZE_UNDER_TEST), the flow layout with 10,000 items; the medians over PAGES pages.
# CPU time comes from /proc/PID/schedstat (nanoseconds), bytes from tmux's pipe-pane.
# Usage: Benchmarks/measure-scroll.sh [path/to/tuicv] [pages] [extra tuicv arguments…]
#   (`--reduce-motion` among them: each PgDn jumps, one frame that replaces the whole screen)
#        Benchmarks/measure-scroll.sh --app "program arguments…" [pages]
#   --app measures any program on CollectionViewApplication instead of the demo (the example
#   file browser on a folder of 10,000 files, say): a page is over when the screen has changed
#   and then neither it nor the CPU time moved for 0.25 s.
#   TERM_UNDER_TEST=xterm-256color (default) and COLORTERM_UNDER_TEST= (default: unset) choose
#   what the app is told about the terminal; SIZE_UNDER_TEST=COLSxROWS (default 200x50) the
#   pane's size. MACHINE_FLOOR=path/to/MachineFloor adds the floor: the same pane running a
#   page's waits and writes (18 frames, the page's bytes) with no work at all.
set -euo pipefail
app=""
if [ "${1:-}" = "--app" ]; then
  app=$2
  binary=${app%% *}
  pages=${3:-10}
else
  binary=${1:-.build/release/tuicv}
  pages=${2:-10}
  shift $(($# > 2 ? 2 : $#))
fi
extra="$*"
term=${TERM_UNDER_TEST:-xterm-256color}
colorterm=${COLORTERM_UNDER_TEST:-}
pane=${SIZE_UNDER_TEST:-200x50}
socket=tuicv-scroll-$$
dir=$(mktemp -d)
trap 'tmux -L $socket kill-server 2>/dev/null || true; rm -rf "$dir"' EXIT
args="--layout flow --items 10000 --minute 10${extra:+ $extra}"
command="$binary $args"
[ -n "$app" ] && command=$app
t() { tmux -L "$socket" "$@"; }

# The pane waits for a newline before it starts the app, so the first frame is captured whole.
t -f /dev/null new-session -d -s scroll -x "${pane%x*}" -y "${pane#*x}" \
  "read _; TERM=$term COLORTERM=$colorterm exec $command" </dev/null >/dev/null 2>&1
t pipe-pane -t scroll "cat > $dir/first"
t send-keys -t scroll Enter

# The status bar's "items A–B of 10,000" after N pages, from a snapshot of the same app.
items_after() {
  local keys="" _i
  for _i in $(seq 1 "$1"); do keys="$keys pgdn"; done
  # shellcheck disable=SC2086
  $binary --snapshot "$pane" $args --format text ${keys:+--keys "$keys"} | tail -1 |
    sed -n 's/.*\(items [^ ]* of 10,000\).*/\1/p'
}
# Polls until the status bar shows a text, up to 10 s.
wait_for_status() {
  for _ in $(seq 1 400); do
    if t capture-pane -p -t scroll | tail -1 | grep -qF "$1"; then return 0; fi
    sleep 0.025
  done
  echo "measure-scroll: the status bar never showed '$1'" >&2
  t capture-pane -p -t scroll | tail -3 >&2
  exit 1
}
# Polls until a file stops growing (the pipe's reader has flushed).
wait_for_file() {
  local last=-1 size
  for _ in $(seq 1 100); do
    size=$(wc -c <"$1")
    [ "$size" = "$last" ] && return 0
    last=$size
    sleep 0.02
  done
}
# Polls until the pane differs from a capture, up to 10 s.
wait_for_change() {
  for _ in $(seq 1 400); do
    [ "$(t capture-pane -p -t scroll)" != "$1" ] && return 0
    sleep 0.025
  done
  echo "measure-scroll: the screen never changed" >&2
  exit 1
}
# Polls until neither the pane nor the app's CPU time moved for 0.25 s, up to 10 s.
wait_settled() {
  local last="" now cpu_last=-1 cpu_now still=0
  for _ in $(seq 1 400); do
    now=$(t capture-pane -p -t scroll)
    cpu_now=$(cpu_ns)
    if [ "$now" = "$last" ] && [ "$cpu_now" = "$cpu_last" ]; then
      still=$((still + 1))
      [ $still -ge 10 ] && return 0
    else
      still=0
    fi
    last=$now
    cpu_last=$cpu_now
    sleep 0.025
  done
}
if [ -n "$app" ]; then
  wait_for_change ""
else
  wait_for_status "$(items_after 0)"
fi
pid=$(pgrep -f "^$command" | head -1)
cpu_ns() { awk '{print $1}' "/proc/$pid/schedstat"; }
[ -n "$app" ] && wait_settled
# Polls until the app has stopped using CPU (it blocks on input once a frame is out).
wait_idle() {
  local last=-1 now
  for _ in $(seq 1 100); do
    now=$(cpu_ns)
    [ "$now" = "$last" ] && return 0
    last=$now
    sleep 0.02
  done
}
wait_idle
startup=$(cpu_ns)
t pipe-pane -t scroll
wait_for_file "$dir/first"
full=$(wc -c <"$dir/first")

cpu=()
bytes=()
for i in $(seq 1 "$pages"); do
  if [ -n "$app" ]; then
    screen=$(t capture-pane -p -t scroll)
  else
    expected=$(items_after "$i")
  fi
  t pipe-pane -t scroll "cat > $dir/page$i"
  before=$(cpu_ns)
  t send-keys -t scroll NPage
  if [ -n "$app" ]; then
    wait_for_change "$screen"
    wait_settled
  else
    wait_for_status "$expected"
    wait_idle
  fi
  after=$(cpu_ns)
  t pipe-pane -t scroll
  wait_for_file "$dir/page$i"
  cpu+=($(((after - before) / 1000)))
  bytes+=($(wc -c <"$dir/page$i"))
done

median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : int((a[NR/2]+a[NR/2+1])/2))}'; }
cpu_median=$(median "${cpu[@]}")
bytes_median=$(median "${bytes[@]}")
kind=animated
[[ " $extra " == *" --reduce-motion "* ]] && kind="jumping (Reduce Motion)"
printf '%s: %s PgDn at %s, %s (TERM=%s%s%s), median of %d pages:\n' "$binary" "$kind" \
  "$pane" "${app:-flow, 10000 items}" "$term" "${colorterm:+ COLORTERM=}" "$colorterm" "$pages"
printf '  CPU per page: %d.%03d ms (each: %s µs)\n' $((cpu_median / 1000)) $((cpu_median % 1000)) \
  "${cpu[*]}"
printf '  CPU from the start to the first frame: %d.%03d ms\n' $((startup / 1000000)) \
  $((startup / 1000 % 1000))
printf '  bytes per page: %d; one full-screen redraw: %d bytes; ratio %s\n' "$bytes_median" \
  "$full" "$(awk -v a="$bytes_median" -v b="$full" 'BEGIN {printf "%.2f", a / b}')"

# The floor: what the same number of frames costs in the same pane when a frame does nothing
# but wait for its time and write its share of the page's bytes.
if [ -n "${MACHINE_FLOOR:-}" ]; then
  frames=${FLOOR_FRAMES:-18}
  floor_binary=$(realpath "$MACHINE_FLOOR")
  t respawn-pane -k -t scroll \
    "exec $floor_binary page $frames $((bytes_median / frames)) $pages $dir/floor" \
    </dev/null >/dev/null 2>&1
  for _ in $(seq 1 $((pages * 2 + 100))); do
    [ -s "$dir/floor" ] && break
    sleep 0.1
  done
  printf '  the floor, %s\n' "$(cat "$dir/floor" 2>/dev/null || echo "not measured")"
fi
