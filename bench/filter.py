#!/usr/bin/python3
"""Filter-to-frame latency of the window, measured from outside: in the filter popover, an
XTest key that applies or removes a filter (Space on a check box, Return on a weight picked in
its drop-down), then the window's pixels left of the popover (the family list, its chips and
its empty state) polled with XGetImage until they change.

Usage (inside an X session, the window open on the family list with its first row focused and
the faces' filter facts read):
    bench/filter.py WINDOW_ID ROUNDS
Prints one line per measured key: what it did, a tab, the latency in milliseconds.
"""
import os
import sys
import time

from Xlib import X, XK, display
from Xlib.ext import xtest

# The check boxes of the popover, in Tab order after the language drop-down.
CHECKS = ["monospace", "italic", "variable", "color", "duplicates", "starred"]


def main():
    window_id, rounds = int(sys.argv[1]), int(sys.argv[2])
    d = display.Display()
    window = d.create_resource_object("window", window_id)
    geometry = window.get_geometry()
    # Left of the popover (which opens at the filter button, at the right), below the header:
    # the chips and the first rows, which every filter moves or changes. A strip, not the whole
    # list: each poll makes the X server copy it, and a large copy delays the window's own
    # requests (the polling would slow down what it measures).
    left, top = 0, 100
    width = min(geometry.width, 720) - 260
    height = min(int(os.environ.get("BENCH_POLL_HEIGHT", "300")), geometry.height - top - 20)

    def snapshot():
        return window.get_image(left, top, width, height, X.ZPixmap, 0xFFFFFFFF).data

    def press(name, shift=False):
        code = d.keysym_to_keycode(XK.string_to_keysym(name))
        shift_code = d.keysym_to_keycode(XK.string_to_keysym("Shift_L"))
        if shift:
            xtest.fake_input(d, X.KeyPress, shift_code)
        xtest.fake_input(d, X.KeyPress, code)
        xtest.fake_input(d, X.KeyRelease, code)
        if shift:
            xtest.fake_input(d, X.KeyRelease, shift_code)
        d.sync()

    def settle(seconds=0.25):
        time.sleep(seconds)

    def measure(label, key):
        before = snapshot()
        start = time.monotonic()
        press(key)
        while snapshot() == before:
            if time.monotonic() - start > 3:
                break
        print("%s\t%.1f" % (label, (time.monotonic() - start) * 1000))
        sys.stdout.flush()
        settle(0.3)  # let the frame settle before the next key

    # From the focused row: Tab to Install Fonts…, Search, Filters; Space opens the popover.
    # (BENCH_FIRST_TABS=0 for bench/filter_floor.py, whose filter button starts with focus.)
    for _ in range(int(os.environ.get("BENCH_FIRST_TABS", "3"))):
        press("Tab")
        settle(0.15)
    press("space")
    settle(0.8)
    for _ in range(rounds):
        for check in CHECKS:
            press("Tab")
            settle(0.15)
            measure(check + " on", "space")
            measure(check + " off", "space")
        press("Tab")  # the weight drop-down
        settle(0.15)
        press("space")
        settle(0.5)
        for _ in range(3):
            press("Down")
            settle(0.1)
        measure("weight 600-900 on", "Return")
        press("space")
        settle(0.5)
        for _ in range(3):
            press("Up")
            settle(0.1)
        measure("weight off", "Return")
        for _ in range(len(CHECKS) + 1):  # back to the language drop-down
            press("Tab", shift=True)
            settle(0.1)


if __name__ == "__main__":
    main()
