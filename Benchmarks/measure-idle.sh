#!/usr/bin/env bash
# Measures what an idle tuicv costs: CPU time and bytes written to the terminal over a
# stretch of seconds with no input (default 10), in a detached tmux terminal of 200x50. The
# clock hand is pinned so the once-a-minute redraw of a real clock does not fall in the window.
# Usage: Benchmarks/measure-idle.sh [path/to/tuicv] [seconds]
set -euo pipefail
binary=${1:-.build/release/tuicv}
seconds=${2:-10}
socket=tuicv-idle-$$
out=$(mktemp)
trap 'tmux -L $socket kill-server 2>/dev/null || true; rm -f "$out"' EXIT
tmux -L "$socket" -f /dev/null new-session -d -s idle -x 200 -y 50 \
  "TERM=xterm-256color $binary --items 1000 --minute 10; sleep 600" </dev/null >/dev/null 2>&1
for _ in $(seq 1 100); do
  tmux -L "$socket" capture-pane -p -t idle | grep -qE "1,000 items|of 1,000" && break
  sleep 0.05
done
sleep 1 # let the first frame settle
pid=$(pgrep -f "^$binary --items 1000 --minute 10" | head -1)
cpu_ns() { awk '{print $1}' "/proc/$pid/schedstat"; }
tmux -L "$socket" pipe-pane -t idle "cat > $out"
before=$(cpu_ns)
sleep "$seconds"
after=$(cpu_ns)
tmux -L "$socket" pipe-pane -t idle
sleep 0.2
bytes=$(wc -c < "$out")
cpu_ms=$(( (after - before) / 1000000 ))
echo "idle for ${seconds}s at 200x50 with 1000 items: ${cpu_ms} ms CPU, ${bytes} bytes written"
