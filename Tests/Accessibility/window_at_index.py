#!/usr/bin/python3
"""Asks a running Typecase window's AT-SPI application for its window at an index.

/usr/bin/python3 Tests/Accessibility/window_at_index.py PID INDEX

The question goes straight to the application's root object over the accessibility bus
(org.a11y.atspi.Accessible.GetChildAtIndex), as a screen reader asks it, without pyatspi's
cache. It prints the answer's object path, or "error: MESSAGE" when the application answered
with an error, and exits 0; it exits 1 when the application could not be found or gave no
answer at all (it crashed or hung).
"""
import sys
import time

from gi.repository import Gio, GLib


def accessibility_bus():
    session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    reply = session.call_sync(
        "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
        GLib.VariantType.new("(s)"), Gio.DBusCallFlags.NONE, 5000, None)
    address = reply.unpack()[0]
    return Gio.DBusConnection.new_for_address_sync(
        address,
        Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION,
        None, None)


def application_root(bus, pid):
    """The (bus name, object path) of the application whose process is `pid`."""
    deadline = time.time() + 10
    while time.time() < deadline:
        reply = bus.call_sync(
            "org.a11y.atspi.Registry", "/org/a11y/atspi/accessible/root", "org.a11y.atspi.Accessible",
            "GetChildren", None, GLib.VariantType.new("(a(so))"), Gio.DBusCallFlags.NONE, 5000, None)
        for name, path in reply.unpack()[0]:
            try:
                owner = bus.call_sync(
                    "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                    "GetConnectionUnixProcessID", GLib.Variant("(s)", (name,)), GLib.VariantType.new("(u)"),
                    Gio.DBusCallFlags.NONE, 5000, None)
            except GLib.Error:
                continue
            if owner.unpack()[0] == pid:
                return name, path
        time.sleep(0.2)
    return None


def main():
    pid, index = int(sys.argv[1]), int(sys.argv[2])
    bus = accessibility_bus()
    root = application_root(bus, pid)
    if root is None:
        print("no application with process id %d" % pid, file=sys.stderr)
        return 1
    try:
        reply = bus.call_sync(
            root[0], root[1], "org.a11y.atspi.Accessible", "GetChildAtIndex", GLib.Variant("(i)", (index,)),
            None, Gio.DBusCallFlags.NONE, 5000, None)
    except GLib.Error as error:
        if "NoReply" in error.message or "not provided by any" in error.message or "Timeout" in error.message:
            print("no answer: %s" % error.message, file=sys.stderr)
            return 1
        print("error: %s" % error.message)
        return 0
    print(reply.unpack()[0][1])
    return 0


if __name__ == "__main__":
    sys.exit(main())
