#!/usr/bin/python3
"""Keystroke-to-frame latency of the window, measured from outside: an XTest key press, then
the window's pixels polled (XGetImage of the list area) until they change.

Usage (inside an X session, the window already open and showing rows):
    bench/keystroke.py WINDOW_ID ROUNDS
Prints one latency in milliseconds per key. Keys type a search ("bench family 0" and back with
BackSpace), so every key changes the list.
"""
import sys
import time

from Xlib import X, XK, display
from Xlib.ext import xtest


def main():
    window_id, rounds = int(sys.argv[1]), int(sys.argv[2])
    d = display.Display()
    window = d.create_resource_object("window", window_id)
    geometry = window.get_geometry()
    # The header bar and the list's top: where a search shows its effect.
    width, height = min(geometry.width, 700), min(geometry.height, 300)

    def snapshot():
        return window.get_image(0, 0, width, height, X.ZPixmap, 0xFFFFFFFF).data

    text = "bench family 00"
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
        print("%.1f" % ((time.monotonic() - start) * 1000))
        sys.stdout.flush()
        time.sleep(0.15)  # let the frame settle before the next key


if __name__ == "__main__":
    main()
