#!/usr/bin/python3
"""Scrolling flat out through the family list, measured from outside.

Usage (inside an X session, the window open, its list focused and showing rows):
    bench/scroll.py WINDOW_ID SECONDS KEY_INTERVAL_MS
Presses Page_Down by XTest every KEY_INTERVAL_MS (each press shows a page of rows never drawn
before) for SECONDS or until the list stops moving, while polling the window's pixels (the
rows' text column, XGetImage) every 2 ms or so. Each change of the column is a frame.
Prints one line per frame: milliseconds since the previous frame, and 1 when the frame shows a
row drawn blank (a gap in the text column taller than 1.3 rows), else 0.
"""
import sys
import time

import numpy
from Xlib import X, XK, display
from Xlib.ext import xtest


def main():
    window_id, seconds, interval = int(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3]) / 1000
    wheel = len(sys.argv) > 4 and sys.argv[4] == "wheel"
    d = display.Display()
    window = d.create_resource_object("window", window_id)
    geometry = window.get_geometry()
    # The rows' text starts some 30 pixels in; the header bar takes the top 50. The strip spans
    # the names' whole width (up to the row buttons): rows of one height scrolled by whole rows
    # look alike in a narrow strip (every name starts "Bench Fa"), so frames that moved the list
    # went unseen. The scroll bar, which moves and fades on its own, stays outside.
    left, top = 16, 60
    width, height = min(480, geometry.width - left - 40), geometry.height - top - 20

    def snapshot():
        return window.get_image(left, top, width, height, X.ZPixmap, 0xFFFFFFFF).data

    code = d.keysym_to_keycode(XK.string_to_keysym("Page_Down"))
    if wheel:  # the pointer over the list
        root = geometry.root.translate_coords(window, geometry.width // 2, geometry.height // 2)
        xtest.fake_input(d, X.MotionNotify, x=root.x, y=root.y)
        d.sync()
    frames = [(time.monotonic(), snapshot())]
    start = frames[0][0]
    next_key = start
    while True:
        now = time.monotonic()
        if now - start > seconds or now - frames[-1][0] > 1.5:
            break  # time is up, or the list reached its end and stopped changing
        if now >= next_key:
            if wheel:
                xtest.fake_input(d, X.ButtonPress, 5)
                xtest.fake_input(d, X.ButtonRelease, 5)
            else:
                xtest.fake_input(d, X.KeyPress, code)
                xtest.fake_input(d, X.KeyRelease, code)
            d.sync()
            next_key += interval
        # A short rest between polls: polling flat out took a core of the two here and slowed
        # the window measured (p99 103-325 ms against 52-59 with the rest); frames are still
        # seen within about 4 ms.
        time.sleep(0.002)
        image = snapshot()
        if image != frames[-1][1]:
            frames.append((time.monotonic(), image))

    def ink_rows(data):
        pixels = numpy.frombuffer(data, dtype=numpy.uint8).reshape(height, width, 4)[:, :, :3]
        return (pixels.min(axis=2) < 150).any(axis=1)

    def longest_gap(rows):
        longest = current = 0
        for has_ink in rows:
            current = 0 if has_ink else current + 1
            longest = max(longest, current)
        return longest

    # The row pitch from the first frame: the distance between the tops of text lines.
    first = ink_rows(frames[0][1])
    tops = [y for y in range(1, height) if first[y] and not first[y - 1]]
    pitch = numpy.median(numpy.diff(tops)) if len(tops) > 2 else 50
    for (previous, _), (moment, image) in zip(frames, frames[1:]):
        blank = longest_gap(ink_rows(image)[: height - int(pitch)]) > 1.3 * pitch
        print(f"{(moment - previous) * 1000:.1f}\t{int(blank)}")


main()
