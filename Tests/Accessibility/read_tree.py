#!/usr/bin/python3
"""Prints what a screen reader reads of a running Typecase window, through AT-SPI.

One line per accessible object below the application named on the command line (default
"typecase-window"): its depth, role and name, tab-separated. Used by the window tests and by
hand: /usr/bin/python3 Tests/Accessibility/read_tree.py
"""
import sys
import time

import pyatspi


def walk(node, depth, out):
    try:
        role = node.getRoleName()
        name = node.name or ""
        states = node.getState()
    except Exception:
        return
    if states.contains(pyatspi.STATE_VISIBLE) or depth <= 2:
        checked = "\tchecked" if states.contains(pyatspi.STATE_CHECKED) else ""
        out.append("%d\t%s\t%s%s" % (depth, role, name.replace("\n", "\\n"), checked))
    for index in range(node.childCount):
        child = node.getChildAtIndex(index)
        if child is not None:
            walk(child, depth + 1, out)


def main():
    wanted = sys.argv[1] if len(sys.argv) > 1 else "typecase-window"
    deadline = time.time() + 10
    while time.time() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            app = desktop.getChildAtIndex(index)
            if app is not None and app.name == wanted:
                out = []
                walk(app, 0, out)
                print("\n".join(out))
                return 0
        time.sleep(0.2)
    print("no application named %s" % wanted, file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
