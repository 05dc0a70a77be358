#!/usr/bin/python3
"""The window's work per frame, from the perf records of bench/window-bench.sh's frame_work_start.

Usage: bench/frame_work.py FRAMES_DIR
Each FRAMES_DIR/LABEL-N.data holds, for one window's process, the entries and returns of GLib's
g_main_context_dispatch (each pass of the main loop over the sources ready: input, idles, timers,
the frame clock's update, layout and paint) and of GTK's gsk_renderer_render (a surface drawn).
A frame is a pass of the main thread's loop in which something was drawn (a popover drawn in the
same pass belongs to the same frame); its work is the main thread's dispatching time since the
previous frame ended: the input that led to it, what ran between, and the frame itself. Waiting
for the X server inside a dispatch counts; waiting for input or for the frame clock's tick does
not. Writes FRAMES_DIR/frames.tsv (label, ms) and prints a table per label.
"""
import collections
import glob
import os
import re
import subprocess
import sys

EVENT = re.compile(r"^\s*(\d+)/(\d+)\s+([\d.]+):\s+probe_lib\w+:(\w+?):?\s")


def frames(data):
    """The work of each frame recorded in the perf file `data`, in milliseconds."""
    text = subprocess.run(
        ["perf", "script", "-i", data, "-F", "pid,tid,time,event"], capture_output=True, text=True, check=True
    ).stdout
    work, depth, start, busy, drawn = [], 0, 0.0, 0.0, False
    for line in text.splitlines():
        match = EVENT.match(line)
        if not match or match.group(1) != match.group(2):
            continue  # another thread's
        time, event = float(match.group(3)), match.group(4)
        if event == "g_main_context_dispatch":
            depth += 1
            if depth == 1:
                start = time
        elif event == "g_main_context_dispatch__return" and depth > 0:
            depth -= 1
            if depth == 0:
                busy += time - start
                if drawn:
                    work.append(busy * 1000)
                    busy, drawn = 0.0, False
        elif event == "gsk_renderer_render__return" and depth > 0:
            drawn = True
    return work


def percentile(values, fraction):
    return values[min(len(values) - 1, max(0, int(len(values) * fraction + 0.5) - 1))]


def main():
    folder = sys.argv[1]
    by_label = collections.OrderedDict()
    for data in sorted(glob.glob(os.path.join(folder, "*.data"))):
        label = os.path.basename(data).rsplit("-", 1)[0]
        by_label.setdefault(label, []).extend(frames(data))
    with open(os.path.join(folder, "frames.tsv"), "w") as raw:
        for label, work in by_label.items():
            raw.writelines(f"{label}\t{ms:.3f}\n" for ms in work)
    print("| window's work per frame (ms, main thread dispatching) | frames | median | p90 | p99 | max |")
    print("|---|---|---|---|---|---|")
    for label, work in by_label.items():
        if not work:
            continue
        work.sort()
        print(
            f"| {label} | {len(work)} | {percentile(work, 0.5):.1f} | {percentile(work, 0.9):.1f} "
            f"| {percentile(work, 0.99):.1f} | {work[-1]:.1f} |"
        )
    print(f"raw: {os.path.join(folder, 'frames.tsv')}")


if __name__ == "__main__":
    main()
