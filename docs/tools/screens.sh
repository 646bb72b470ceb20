#!/usr/bin/env bash
# Screenshots of every screen of the demo in xterm (DejaVu Sans Mono, TERM=xterm-256color) under
# Xvfb, at 80×24 and 160×45, into docs/images/screens/ — the pictures of docs/Screens.md.
#   docs/tools/screens.sh [path/to/tuicv]
# Needs: apt-get install xvfb xterm imagemagick fonts-dejavu-core
set -euo pipefail
cd "$(dirname "$0")/../.."
tuicv=$(realpath "${1:-.build/release/tuicv}")
out=docs/images/screens
mkdir -p "$out"
export DISPLAY=:93
Xvfb :93 -screen 0 1600x1000x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true' EXIT
sleep 1
layouts="circle flow flow-horizontal line rotary coverflow scale-carousel loop sections waterfall stacks modern messages settings"
for size in 80x24 160x45; do
  columns=${size%x*}
  rows=${size#*x}
  for layout in $layouts; do
    xterm -fa 'DejaVu Sans Mono' -fs 11 -geometry "${columns}x${rows}+0+0" -bg black -fg white \
      -xrm 'XTerm*cursorBlink: false' \
      -e env TERM=xterm-256color "$tuicv" --layout "$layout" --minute 10 &
    term=$!
    sleep 3
    # The window's own size: one glyph cell is 9 × 19 pixels at this font size.
    import -window root -crop "$((columns * 9 + 4))x$((rows * 19 + 4))+0+0" +repage \
      -colors 128 "$out/$layout-$size.png"
    kill $term 2>/dev/null || true
    wait $term 2>/dev/null || true
  done
done
echo "Screenshots in $out"
