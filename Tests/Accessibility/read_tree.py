#!/usr/bin/python3
"""Prints what a screen reader reads of a running Typecase window, through AT-SPI.

One line per accessible object below the application given on the command line, by process id
(a number) or by name (default "Typecase"): its depth, role and name, tab-separated.
Used by the window tests (with the process id: several windows may be open) and by hand:
/usr/bin/python3 Tests/Accessibility/read_tree.py [PID | NAME] [--detail]

With --detail, each line also has the object's description where it has one ("description=
Celsius"), its value (sliders: "value=700"), the text of a text field ("text=mono"), where it is in
its window ("at=X,Y,WIDTH,HEIGHT"), for tests that click it with XTest (objects laid out
nowhere, on hidden pages, have no "at"), and "focused" on the object with keyboard focus.
"""
import sys
import time

import pyatspi


DETAIL = "--detail" in sys.argv


def detail(node):
    fields = ""
    try:
        if node.description:
            fields += "\tdescription=%s" % node.description.replace("\n", "\\n")
    except Exception:
        pass
    try:
        fields += "\tvalue=%g" % node.queryValue().currentValue
    except Exception:
        pass
    try:
        if node.getRoleName() in ("text", "entry"):
            text = node.queryText()
            fields += "\ttext=%s" % text.getText(0, text.characterCount).replace("\n", "\\n")
    except Exception:
        pass
    try:
        box = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        if box.width > 0 and box.height > 0:
            fields += "\tat=%d,%d,%d,%d" % (box.x, box.y, box.width, box.height)
    except Exception:
        pass
    return fields


def walk(node, depth, out):
    try:
        role = node.getRoleName()
        name = node.name or ""
        states = node.getState()
    except Exception:
        return
    if states.contains(pyatspi.STATE_VISIBLE) or depth <= 2:
        checked = "\tchecked" if states.contains(pyatspi.STATE_CHECKED) else ""
        extra = detail(node) if DETAIL else ""
        if DETAIL and states.contains(pyatspi.STATE_FOCUSED):
            extra += "\tfocused"
        out.append("%d\t%s\t%s%s%s" % (depth, role, name.replace("\n", "\\n"), checked, extra))
    for index in range(node.childCount):
        child = node.getChildAtIndex(index)
        if child is not None:
            walk(child, depth + 1, out)


def main():
    arguments = [argument for argument in sys.argv[1:] if argument != "--detail"]
    wanted = arguments[0] if arguments else "Typecase"
    by_pid = wanted.isdigit()
    deadline = time.time() + 10
    while time.time() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            app = desktop.getChildAtIndex(index)
            if app is None:
                continue
            try:
                matches = app.get_process_id() == int(wanted) if by_pid else app.name == wanted
            except Exception:
                matches = False
            if matches:
                out = []
                walk(app, 0, out)
                print("\n".join(out))
                return 0
        time.sleep(0.2)
    print("no application named %s" % wanted, file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
