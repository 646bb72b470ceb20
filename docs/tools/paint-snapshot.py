#!/usr/bin/env python3
"""Paints a `tuicv --snapshot … --color truecolor` frame as a PNG, the way terminals that draw
block characters themselves (kitty, WezTerm, foot, Ghostty, Windows Terminal) show it: each
half block, quadrant, sextant, octant or braille glyph becomes its exact cells in the foreground
colour over the background colour; other characters are drawn with DejaVu Sans Mono.

Used for the README's pictures of the blitters a stock xterm cannot show (xterm with DejaVu Sans
Mono has no sextants or octants). Usage:
  tuicv --snapshot 80x24 --color truecolor --blitter sextant --minute 10 | paint-snapshot.py out.png
"""
import re
import sys

from PIL import Image, ImageDraw, ImageFont

CELL_W, CELL_H = 9, 19
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf"


def masks():
    """Character → (columns, rows, mask, is_braille), mask bit y*columns+x set for ink."""
    table = {}
    for m, c in enumerate(" ▀▄█"):
        table.setdefault(c, (1, 2, m, False))
    for m, c in enumerate(" ▘▝▀▖▌▞▛▗▚▐▜▄▙▟█"):
        table[c] = (2, 2, m, False)
    for m in range(1, 63):
        if m in (0b010101, 0b101010):
            continue
        table[chr(0x1FB00 + m - 1 - (m > 21) - (m > 42))] = (2, 3, m, False)
    elsewhere = {0x00, 0xFF, 0x0F, 0xF0, 0x55, 0xAA, 0x05, 0x0A, 0x50, 0xA0, 0xA5, 0x5A, 0x5F,
                 0xAF, 0xF5, 0xFA, 0xC0, 0xFC, 0x03, 0x3F, 0x14, 0x28, 0x01, 0x02, 0x40, 0x80}
    older = {0xC0: 0x2582, 0xFC: 0x2586, 0x03: 0x1FB82, 0x3F: 0x1FB85, 0x14: 0x1FBE6,
             0x28: 0x1FBE7, 0x01: 0x1CEA8, 0x02: 0x1CEAB, 0x40: 0x1CEA3, 0x80: 0x1CEA0}
    code = 0x1CD00
    for m in range(256):
        if m in elsewhere:
            if m in older:
                table[chr(older[m])] = (2, 4, m, False)
            continue
        table[chr(code)] = (2, 4, m, False)
        code += 1
    dots = [0x01, 0x08, 0x02, 0x10, 0x04, 0x20, 0x40, 0x80]
    for m in range(256):
        value = sum(d for bit, d in enumerate(dots) if m & (1 << bit))
        table[chr(0x2800 + value)] = (2, 4, m, True)
    return table


def cells(text):
    """Yields rows of (character, foreground, background, bold, reverse)."""
    fg = bg = None
    bold = reverse = False
    for line in text.split("\n"):
        row = []
        for part in re.split(r"(\x1b\[[0-9;:]*m)", line):
            if part.startswith("\x1b["):
                codes = [int(c) if c else 0 for c in part[2:-1].split(";")]
                i = 0
                while i < len(codes):
                    c = codes[i]
                    if c == 0:
                        fg = bg = None
                        bold = reverse = False
                    elif c == 1:
                        bold = True
                    elif c == 7:
                        reverse = True
                    elif c in (38, 48) and codes[i + 1] == 2:
                        rgb = tuple(codes[i + 2:i + 5])
                        fg, bg = (rgb, bg) if c == 38 else (fg, rgb)
                        i += 4
                    elif c in (38, 48) and codes[i + 1] == 5:
                        raise SystemExit("use --color truecolor")
                    i += 1
                continue
            for ch in part:
                row.append((ch, fg, bg, bold, reverse))
        yield row


def main():
    text = sys.stdin.read()
    rows = [r for r in cells(text)]
    while rows and not rows[-1]:
        rows.pop()
    width = max(len(r) for r in rows)
    image = Image.new("RGB", (width * CELL_W, len(rows) * CELL_H), (0, 0, 0))
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(FONT, 15)
    bold_font = ImageFont.truetype(BOLD, 15)
    table = masks()
    default_fg, default_bg = (229, 229, 229), (0, 0, 0)
    for y, row in enumerate(rows):
        for x, (ch, fg, bg, bold, reverse) in enumerate(row):
            ink = fg or default_fg
            paper = bg or default_bg
            if reverse:
                ink, paper = paper, ink
            x0, y0 = x * CELL_W, y * CELL_H
            draw.rectangle([x0, y0, x0 + CELL_W - 1, y0 + CELL_H - 1], fill=paper)
            if ch == " ":
                continue
            if ch in table:
                cols, rws, mask, braille = table[ch]
                for cy in range(rws):
                    for cx in range(cols):
                        if not mask & (1 << (cy * cols + cx)):
                            continue
                        a = x0 + round(cx * CELL_W / cols)
                        b = x0 + round((cx + 1) * CELL_W / cols) - 1
                        c = y0 + round(cy * CELL_H / rws)
                        d = y0 + round((cy + 1) * CELL_H / rws) - 1
                        if braille:
                            mx, my = (a + b) / 2, (c + d) / 2
                            draw.ellipse([mx - 1.5, my - 1.5, mx + 1.5, my + 1.5], fill=ink)
                        else:
                            draw.rectangle([a, c, b, d], fill=ink)
                continue
            draw.text((x0, y0 + 1), ch, font=bold_font if bold else font, fill=ink)
    image.save(sys.argv[1])


main()
