#!/usr/bin/python3
"""Keystroke-to-frame latency of the window, measured from outside: an XTest key press, then
the window's pixels polled (XGetImage of the list area) until they change.

Usage (inside an X session, the window already open and showing rows):
    bench/keystroke.py WINDOW_ID ROUNDS
Prints one line per key: milliseconds to the first changed frame, then to the last frame that
changed within BENCH_SETTLE_MS (300) of the key (the search's whole effect: the entry, the list,
the header's count). Keys type a search (BENCH_TEXT, "bench family 00", and back with BackSpace). Run the
window with the caret's blink off (bench/window-bench.sh does): a blinking caret changes pixels
by itself.

With BENCH_TEXT_REGION=search, a third number: milliseconds to the last change, within the
settle time, of where the search field's first characters stay once the bar is open (the
typed text, in place): a bar that slides in changes the list's frame at once but shows the
text where it stays only at the slide's end.
"""
import os
import sys
import time

from Xlib import X, XK, display
from Xlib.ext import xtest


def main():
    window_id, rounds = int(sys.argv[1]), int(sys.argv[2])
    settle = int(os.environ.get("BENCH_SETTLE_MS", "300")) / 1000
    d = display.Display()
    window = d.create_resource_object("window", window_id)
    geometry = window.get_geometry()
    # The header bar and the list's top: where a search shows its effect.
    width, height = min(geometry.width, 700), min(geometry.height, 300)

    def snapshot():
        return window.get_image(0, 0, width, height, X.ZPixmap, 0xFFFFFFFF).data

    # The search field (360 pixels wide, centred, below the 50-pixel header bar): its first
    # characters, inside its border (a focus ring changes the border).
    text_region = None
    if os.environ.get("BENCH_TEXT_REGION") == "search":
        left = geometry.width // 2 - 180 + 24
        text_region = (left, 60, 96, 28)

    def region(image):
        x, y, w, h = text_region
        return b"".join(image[(row * width + x) * 4:(row * width + x + w) * 4] for row in range(y, y + h))

    text = os.environ.get("BENCH_TEXT", "bench family 00")
    keys = [XK.string_to_keysym(c if c != " " else "space") for c in text]
    backspace = XK.string_to_keysym("BackSpace")
    sequence = []
    while len(sequence) < rounds:
        sequence += keys + [backspace] * len(keys)
    for keysym in sequence[:rounds]:
        code = d.keysym_to_keycode(keysym)
        before = snapshot()
        start = time.monotonic()
        xtest.fake_input(d, X.KeyPress, code)
        xtest.fake_input(d, X.KeyRelease, code)
        d.sync()
        while True:
            if snapshot() != before:
                break
            if time.monotonic() - start > 2:
                break
        first = last = time.monotonic() - start
        shown = snapshot()
        text_shown = region(shown) if text_region else None
        text_last = first
        while time.monotonic() - start < settle:
            now = snapshot()
            if now != shown:
                shown, last = now, time.monotonic() - start
                if text_region and region(now) != text_shown:
                    text_shown, text_last = region(now), last
        if text_region:
            print("%.1f\t%.1f\t%.1f" % (first * 1000, last * 1000, text_last * 1000))
        else:
            print("%.1f\t%.1f" % (first * 1000, last * 1000))
        sys.stdout.flush()
        time.sleep(0.05)  # with the settle time: ~0.35 s between keys


if __name__ == "__main__":
    main()
