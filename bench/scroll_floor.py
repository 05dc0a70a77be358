#!/usr/bin/python3
"""The floor of bench/scroll.sh: a plain GTK 4 window holding a GtkListView of 25,000 names,
one label each in the interface font, selecting nothing (as Typecase's list), for
bench/scroll.py to scroll with the same keys. It is what GTK itself needs to scroll a long list:
no font per row, no row widgets of Typecase's.

Usage: bench/scroll_floor.py [COUNT]  (the window is titled "Floor"; its list has focus)
"""
import sys

import gi

gi.require_version("Gtk", "4.0")
from gi.repository import GLib, Gtk  # noqa: E402

COUNT = int(sys.argv[1]) if len(sys.argv) > 1 else 25000


def activate(app):
    window = Gtk.ApplicationWindow(application=app, title="Floor")
    # Typecase's window opens at this size under Xvfb.
    window.set_default_size(720, 760)
    names = Gtk.StringList.new(["Bench Family %05d" % position for position in range(COUNT)])
    factory = Gtk.SignalListItemFactory()
    factory.connect("setup", lambda _, item: item.set_child(Gtk.Label(xalign=0, margin_start=20)))
    factory.connect("bind", lambda _, item: item.get_child().set_label(item.get_item().get_string()))
    view = Gtk.ListView.new(Gtk.NoSelection.new(names), factory)
    window.set_child(Gtk.ScrolledWindow(child=view, vexpand=True))
    window.present()
    GLib.timeout_add(300, lambda: view.grab_focus() and False)


app = Gtk.Application(application_id="org.example.TypecaseScrollFloor")
app.connect("activate", activate)
app.run([])
