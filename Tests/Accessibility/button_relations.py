#!/usr/bin/python3
"""Prints the relations of a running Typecase window's buttons, through AT-SPI (pyatspi).

/usr/bin/python3 Tests/Accessibility/button_relations.py PID

One line per relation of each push or toggle button: the button's name, the relation's name
("labelled-by", "controller-for") and its targets, each as NAME/ROLE, tab-separated. A screen
reader reads a button labelled by an object before the button's own name: labelled by an
unnamed image, Orca read "GtkImage Search push button".
"""
import sys

import pyatspi


def main():
    pid = int(sys.argv[1])
    for application in pyatspi.Registry.getDesktop(0):
        if application is None or application.get_process_id() != pid:
            continue
        walk(application)
        return 0
    print("no application with process id %d" % pid, file=sys.stderr)
    return 1


def walk(accessible):
    if accessible.getRoleName() in ("push button", "toggle button"):
        for relation in accessible.getRelationSet():
            targets = [relation.getTarget(i) for i in range(relation.getNTargets())]
            names = ["%s/%s" % (target.name, target.getRoleName()) for target in targets]
            print("\t".join([accessible.name, relation.getRelationType().value_nick] + names))
    for child in accessible:
        if child is not None:
            walk(child)


if __name__ == "__main__":
    sys.exit(main())
