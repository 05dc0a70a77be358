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

The tree is read with few round trips to the application: every object's role, name,
description and states from its cache in one call (org.a11y.atspi.Cache.GetItems), the children
of each object as a screen reader asks for them (how many, then each by its index), the requests
of a whole level of the tree sent at once, and then those of the values, texts and places of the
objects printed. Read one property of one object at a time (with pyatspi), a face page's 700
objects took 2.5 to 5 s; 0.6 s so, with the same lines.
"""
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, Gio, GLib

from window_at_index import accessibility_bus, application_root

DETAIL = "--detail" in sys.argv
ACCESSIBLE = "org.a11y.atspi.Accessible"
PROPERTIES = "org.freedesktop.DBus.Properties"
NULL_PATH = "/org/a11y/atspi/null"


def state_bit(states, state):
    """Whether `state` (an Atspi.StateType) is set in an AT-SPI state set (two 32-bit words)."""
    number = int(state)
    return len(states) > number // 32 and bool(states[number // 32] & (1 << (number % 32)))


class Tree:
    """The accessible objects of one application, by object path."""

    def __init__(self, bus, name):
        self.bus = bus
        self.name = name
        # path -> dict(interfaces, name, role, description, states)
        self.objects = {}
        # path -> the paths of its children, in order
        self.children = {}

    def call(self, path, interface, method, arguments=None, reply=None):
        return self.bus.call_sync(
            self.name, path, interface, method, arguments,
            GLib.VariantType.new(reply) if reply else None, Gio.DBusCallFlags.NONE, 5000, None).unpack()

    def call_all(self, requests):
        """Sends every (path, interface, method, arguments, reply type) request at once; the
        replies in the same order (None for an error)."""
        replies = [None] * len(requests)
        if not requests:
            return replies
        loop = GLib.MainLoop()
        pending = [len(requests)]

        def done(bus, result, index):
            try:
                replies[index] = bus.call_finish(result).unpack()
            except GLib.Error:
                pass
            pending[0] -= 1
            if pending[0] == 0:
                loop.quit()

        for index, (path, interface, method, arguments, reply) in enumerate(requests):
            self.bus.call(
                self.name, path, interface, method, arguments, GLib.VariantType.new(reply),
                Gio.DBusCallFlags.NONE, 5000, None, done, index)
        loop.run()
        return replies

    def read_cache(self):
        """Reads every object the application's cache holds."""
        items = self.call("/org/a11y/atspi/cache", "org.a11y.atspi.Cache", "GetItems")[0]
        for (_, path), _, _, _, _, interfaces, name, role, description, states in items:
            self.objects[path] = dict(
                interfaces=interfaces, name=name, role=role, description=description, states=states)

    def read_structure(self, root):
        """Asks each object for its children, a level of the tree at a time, as a screen reader
        asks: how many, then each by its index. (The cache's parents and indexes miss objects
        not read yet, a stack's pages among them; GetChildren leaves those pages out.)"""
        level = [root]
        while level:
            counts = self.call_all(
                [(path, PROPERTIES, "Get", GLib.Variant("(ss)", (ACCESSIBLE, "ChildCount")), "(v)") for path in level])
            asked = [(path, index) for path, count in zip(level, counts) for index in range(count[0] if count else 0)]
            replies = self.call_all(
                [(path, ACCESSIBLE, "GetChildAtIndex", GLib.Variant("(i)", (index,)), "((so))") for path, index in asked])
            for path in level:
                self.children[path] = []
            for (path, _), reply in zip(asked, replies):
                if reply is not None and reply[0][1] != NULL_PATH:
                    self.children[path].append(reply[0][1])
            level = [child for path in level for child in self.children[path]]

    def read_missing(self, root):
        """Reads the objects of the tree that the cache did not hold: they are in it now that
        they were asked for, else asked for property by property."""
        paths = [root] + [child for children in self.children.values() for child in children]
        if all(path in self.objects for path in paths):
            return
        self.read_cache()
        missing = [path for path in paths if path not in self.objects]
        fields = [
            ("role", ACCESSIBLE, "GetRole", None, "(u)"),
            ("name", PROPERTIES, "Get", GLib.Variant("(ss)", (ACCESSIBLE, "Name")), "(v)"),
            ("description", PROPERTIES, "Get", GLib.Variant("(ss)", (ACCESSIBLE, "Description")), "(v)"),
            ("states", ACCESSIBLE, "GetState", None, "(au)"),
            ("interfaces", ACCESSIBLE, "GetInterfaces", None, "(as)"),
        ]
        replies = self.call_all([(path,) + field[1:] for path in missing for field in fields])
        for number, path in enumerate(missing):
            answers = replies[number * len(fields):(number + 1) * len(fields)]
            if all(answer is not None for answer in answers):
                self.objects[path] = {field[0]: answer[0] for field, answer in zip(fields, answers)}


def walk(tree, path, depth, shown):
    """Collects (depth, path, object) of the objects printed, depth first, as a screen reader
    walks the tree; an object that cannot be read is left out with what is below it."""
    item = tree.objects.get(path)
    if item is None:
        return
    if state_bit(item["states"], Atspi.StateType.VISIBLE) or depth <= 2:
        shown.append((depth, path, item))
    for child in tree.children.get(path, []):
        walk(tree, child, depth + 1, shown)


def read_details(tree, shown):
    """Asks, all at once, for the values, texts and places of the objects printed; by path."""
    requests, stores, texts = [], [], []
    details = {}
    for _, path, item in shown:
        fields = details.setdefault(path, {})
        interfaces = item["interfaces"]
        if "org.a11y.atspi.Value" in interfaces:
            requests.append(
                (path, PROPERTIES, "Get", GLib.Variant("(ss)", ("org.a11y.atspi.Value", "CurrentValue")), "(v)"))
            stores.append((fields, "value"))
        if "org.a11y.atspi.Text" in interfaces and role_name(item) in ("text", "entry"):
            texts.append((path, fields))
        if "org.a11y.atspi.Component" in interfaces:
            requests.append((path, "org.a11y.atspi.Component", "GetExtents", GLib.Variant("(u)", (1,)), "((iiii))"))
            stores.append((fields, "at"))
    # A text is asked for by its length (GTK's text fields give nothing for "to the end").
    for path, fields in texts:
        requests.append(
            (path, PROPERTIES, "Get", GLib.Variant("(ss)", ("org.a11y.atspi.Text", "CharacterCount")), "(v)"))
        stores.append((fields, "length"))
    for (fields, key), reply in zip(stores, tree.call_all(requests)):
        if reply is not None:
            fields[key] = reply[0]
    texts = [(path, fields) for path, fields in texts if "length" in fields]
    requests = [
        (path, "org.a11y.atspi.Text", "GetText", GLib.Variant("(ii)", (0, fields["length"])), "(s)")
        for path, fields in texts]
    for (_, fields), reply in zip(texts, tree.call_all(requests)):
        if reply is not None:
            fields["text"] = reply[0]
    return details


def role_name(item):
    return Atspi.role_get_name(Atspi.Role(item["role"])) or ""


def line(depth, item, fields):
    name = item["name"] or ""
    text = "%d\t%s\t%s" % (depth, role_name(item), name.replace("\n", "\\n"))
    if state_bit(item["states"], Atspi.StateType.CHECKED):
        text += "\tchecked"
    if not DETAIL:
        return text
    if item["description"]:
        text += "\tdescription=%s" % item["description"].replace("\n", "\\n")
    if "value" in fields:
        text += "\tvalue=%g" % fields["value"]
    if "text" in fields:
        text += "\ttext=%s" % fields["text"].replace("\n", "\\n")
    x, y, width, height = fields.get("at", (0, 0, 0, 0))
    if width > 0 and height > 0:
        text += "\tat=%d,%d,%d,%d" % (x, y, width, height)
    if state_bit(item["states"], Atspi.StateType.FOCUSED):
        text += "\tfocused"
    return text


def application_named(bus, wanted):
    """The (bus name, root path) of the application named `wanted`, waiting up to ten seconds
    for it to appear; None when none did."""
    deadline = time.time() + 10
    while time.time() < deadline:
        reply = bus.call_sync(
            "org.a11y.atspi.Registry", "/org/a11y/atspi/accessible/root", ACCESSIBLE, "GetChildren", None,
            GLib.VariantType.new("(a(so))"), Gio.DBusCallFlags.NONE, 5000, None)
        for name, path in reply.unpack()[0]:
            try:
                if Tree(bus, name).call(
                        path, PROPERTIES, "Get", GLib.Variant("(ss)", (ACCESSIBLE, "Name")), "(v)")[0] == wanted:
                    return name, path
            except GLib.Error:
                continue
        time.sleep(0.2)
    return None


def main():
    arguments = [argument for argument in sys.argv[1:] if argument != "--detail"]
    wanted = arguments[0] if arguments else "Typecase"
    bus = accessibility_bus()
    # By process id (several windows may be open), as window_at_index.py finds it; else by name.
    found = application_root(bus, int(wanted)) if wanted.isdigit() else application_named(bus, wanted)
    if found is None:
        print("no application named %s" % wanted, file=sys.stderr)
        return 1
    name, root = found
    tree = Tree(bus, name)
    tree.read_cache()
    tree.read_structure(root)
    tree.read_missing(root)
    shown = []
    walk(tree, root, 0, shown)
    details = read_details(tree, shown) if DETAIL else {}
    print("\n".join(line(depth, item, details.get(path, {})) for depth, path, item in shown))
    return 0


if __name__ == "__main__":
    sys.exit(main())
