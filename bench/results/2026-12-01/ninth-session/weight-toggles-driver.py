import os, sys, time
from Xlib import X, XK, display
from Xlib.ext import xtest
d = display.Display()
def press(name, shift=False):
    code = d.keysym_to_keycode(XK.string_to_keysym(name)); sc = d.keysym_to_keycode(XK.string_to_keysym("Shift_L"))
    if shift: xtest.fake_input(d, X.KeyPress, sc)
    xtest.fake_input(d, X.KeyPress, code); xtest.fake_input(d, X.KeyRelease, code)
    if shift: xtest.fake_input(d, X.KeyRelease, sc)
    d.sync()
first = int(sys.argv[1]); tabs = int(sys.argv[2]); rounds = int(sys.argv[3])
for _ in range(first): press("Tab"); time.sleep(0.15)
press("space"); time.sleep(0.8)
for _ in range(tabs): press("Tab"); time.sleep(0.15)
if os.environ.get("MARK"): open(os.environ["MARK"], "w").write("go")
time.sleep(1.0)
for _ in range(rounds):
    press("space"); time.sleep(0.5)
    for _ in range(3): press("Down"); time.sleep(0.1)
    press("Return"); time.sleep(0.4)
    press("space"); time.sleep(0.5)
    for _ in range(3): press("Up"); time.sleep(0.1)
    press("Return"); time.sleep(0.4)
