#!/usr/bin/python3
"""The floor of bench/filter.sh: a plain GTK 4 window holding what a filter change needs and
nothing of Typecase, for bench/filter.py to drive with the same keys.

A header bar whose title says "N of M" and whose filter button opens a popover like Typecase's
(a drop-down, six check boxes, a weight drop-down); under it, the first 30 of 50,000 names as
plain labels in the interface font. A check box shows the names that carry its tag: the
labels get new text and the title a new count, the least a filter's frame can hold (no list
view, no font per row, no search index). FLOOR_LIST=1 shows the names in a GtkListView instead
and swaps its model on each change, as a GTK program filtering with a new model would.

Usage: bench/filter_floor.py [COUNT]  (the window is titled "Floor"; its filter button has focus)
"""
import os
import sys

import gi

gi.require_version("Gtk", "4.0")
from gi.repository import Gtk  # noqa: E402

COUNT = int(sys.argv[1]) if len(sys.argv) > 1 else 50000
TAGS = ["mono", "ital", "vari", "colr", "dupl", "star"]
# What the weight drop-down's "600–900" shows: the names with a 9 in them.
WEIGHT_TAG = "9"


def name(position):
    tags = " ".join(tag for k, tag in enumerate(TAGS) if position % (k + 2) == 0)
    return "Bench Family %05d %s" % (position, tags)


def activate(app):
    window = Gtk.ApplicationWindow(application=app, title="Floor")
    window.set_default_size(900, 700)
    header = Gtk.HeaderBar()
    title = Gtk.Label(label="{:,} of {:,}".format(COUNT, COUNT))
    header.set_title_widget(title)
    button = Gtk.MenuButton(icon_name="view-more-symbolic")
    header.pack_end(button)
    window.set_titlebar(header)

    names = [name(position) for position in range(COUNT)]
    # One list per filter, made at start, so a change costs GTK's work alone.
    lists = {"": Gtk.StringList.new(names)}
    for tag in TAGS + [WEIGHT_TAG]:
        lists[tag] = Gtk.StringList.new([n for n in names if tag in n])
    selection = Gtk.NoSelection.new(lists[""])

    if os.environ.get("FLOOR_LIST") == "1":
        factory = Gtk.SignalListItemFactory()
        factory.connect("setup", lambda _, item: item.set_child(Gtk.Label(xalign=0)))
        factory.connect("bind", lambda _, item: item.get_child().set_label(item.get_item().get_string()))
        view = Gtk.ListView.new(selection, factory)
    else:
        view = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
        labels = [Gtk.Label(xalign=0) for _ in range(30)]
        for label in labels:
            view.append(label)

        def relabel(*_):
            model = selection.get_model()
            for position, label in enumerate(labels):
                label.set_label(model.get_string(position) or "")

        selection.connect("notify::model", relabel)
        relabel()
    window.set_child(Gtk.ScrolledWindow(child=view, vexpand=True))

    def show(tag):
        selection.set_model(lists[tag])
        title.set_label("{:,} of {:,}".format(lists[tag].get_n_items(), COUNT))

    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=6)
    box.append(Gtk.DropDown.new_from_strings(["Any language", "English", "Japanese"]))
    checks = []

    def toggled(*_):
        on = [tag for tag, check in zip(TAGS, checks) if check.get_active()]
        show(on[0] if on else "")

    for tag in TAGS:
        check = Gtk.CheckButton(label=tag)
        check.connect("toggled", toggled)
        checks.append(check)
        box.append(check)
    weight = Gtk.DropDown.new_from_strings(["Any weight", "100–300", "400–500", "600–900"])
    weight.connect("notify::selected", lambda *_: show("" if weight.get_selected() == 0 else WEIGHT_TAG))
    box.append(weight)
    popover = Gtk.Popover(child=box)
    button.set_popover(popover)
    window.present()
    button.grab_focus()


app = Gtk.Application(application_id="org.example.TypecaseFilterFloor")
app.connect("activate", activate)
app.run([])
