#!/usr/bin/env python3
# tests/atspi-read.py APP: what a screen reader reads of the application
# named APP, through AT-SPI (pyatspi), one line each (test-atspi.c):
#
#   button<TAB>ROLE<TAB>NAME        every button, toggle and menu button
#   focused<TAB>ROLE<TAB>NAME<TAB>DESCRIPTION   what has the keyboard's focus
#   class<TAB>ROLE<TAB>NAME<TAB>INSIDE   a node read by a class name (GTK 4.8's
#       fallback for an unnamed node), INSIDE "page tab" when it is part of a
#       page tab (a libadwaita view switcher's own button), else ""
#
# SPDX-License-Identifier: GPL-3.0-or-later

import re
import sys
import time

import pyatspi


def find_app(name):
    # The application registers with the bus a moment after it starts
    for _ in range(100):
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is not None and app.name == name:
                return app
        time.sleep(0.1)
    sys.exit(f"atspi-read: no application {name!r} on the accessibility bus")


def one_line(text):
    return (text or "").replace("\t", " ").replace("\n", " ")


def is_class_name(name):
    return re.match(r"^(Gtk|Adw|Gmp)[A-Z][A-Za-z]*$", name or "") is not None


def walk(node, out, inside=""):
    role = node.getRoleName()
    state = node.getState()
    if node.getRole() == pyatspi.ROLE_PAGE_TAB:
        inside = "page tab"
    if is_class_name(node.name):
        out.append(f"class\t{role}\t{node.name}\t{inside}")
    if node.getRole() in (pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON):
        out.append(f"button\t{role}\t{one_line(node.name)}")
    if state.contains(pyatspi.STATE_FOCUSED):
        out.append(f"focused\t{role}\t{one_line(node.name)}\t{one_line(node.description)}")
    for i in range(node.childCount):
        child = node.getChildAtIndex(i)
        if child is not None:
            walk(child, out, inside)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: atspi-read.py APP")
    out = []
    walk(find_app(sys.argv[1]), out)
    print("\n".join(out))


main()
