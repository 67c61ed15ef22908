#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 the Tessera project
#
# SPDX-License-Identifier: GPL-3.0-or-later

"""The real app read over AT-SPI, as Orca reads it.

Starts its own Xvfb, D-Bus session bus and AT-SPI bus (at-spi-bus-launcher, which starts
at-spi2-registryd), then tessera with QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 on each game; finds the
app and its board with pyatspi, reads a cell, presses a key with xdotool, reads the changed cell
and the status, and prints the AT-SPI events that arrived for a Sokoban move, a 2048 merge and a
Fifteen slide. Exit 77 (skipped) only when a program it needs is missing.

Usage: atspi_read_boards.py TESSERA_BINARY
"""

import os
import shutil
import subprocess
import sys
import tempfile
import time

SKIP = 77
LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
REGISTRY = "/usr/libexec/at-spi2-registryd"


def missing_programs():
    absent = [p for p in ("Xvfb", "dbus-daemon", "dbus-send", "xdotool") if not shutil.which(p)]
    absent += [p for p in (LAUNCHER, REGISTRY) if not os.access(p, os.X_OK)]
    try:
        import gi  # noqa: F401
        import pyatspi  # noqa: F401
    except ImportError:
        absent.append("python3-pyatspi")
    return absent


def wait_for(ready, seconds, what):
    deadline = time.monotonic() + seconds
    while not ready():
        if time.monotonic() > deadline:
            raise SystemExit(f"FAIL: {what} did not happen within {seconds} s")
        time.sleep(0.05)


def owns_display(number, pid):
    """The display's lock file names `pid` and its socket is there: that Xvfb serves it."""
    try:
        with open(f"/tmp/.X{number}-lock") as lock:
            return int(lock.read().strip()) == pid and os.path.exists(f"/tmp/.X11-unix/X{number}")
    except (OSError, ValueError):
        return False


class Desktop:
    """Xvfb, a session bus and the AT-SPI bus, stopped in stop()."""

    def __init__(self):
        self.pids = []
        self.procs = []
        self.home = tempfile.mkdtemp(prefix="tessera-atspi-")

    def start(self):
        for tries in range(40):
            number = 700 + (os.getpid() + tries * 7) % 200
            if os.path.exists(f"/tmp/.X{number}-lock"):
                continue
            xvfb = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", "1280x800x24",
                                     "-nolisten", "tcp"], stderr=subprocess.DEVNULL)
            self.procs.append(xvfb)
            try:
                wait_for(lambda: owns_display(number, xvfb.pid) or xvfb.poll() is not None, 10,
                         "Xvfb")
            except SystemExit:
                continue
            if not owns_display(number, xvfb.pid):
                continue  # another test's Xvfb took that display first
            os.environ["DISPLAY"] = f":{number}"
            break
        else:
            raise SystemExit("FAIL: no free display for Xvfb")
        out = subprocess.run(["dbus-daemon", "--session", "--fork", "--print-address=1",
                              "--print-pid=1"], capture_output=True, text=True, check=True)
        address, pid = out.stdout.split()[:2]
        self.pids.append(int(pid))
        os.environ["DBUS_SESSION_BUS_ADDRESS"] = address
        os.environ["QT_LINUX_ACCESSIBILITY_ALWAYS_ON"] = "1"
        os.environ["QT_QPA_PLATFORM"] = "xcb"
        os.environ["XDG_CONFIG_HOME"] = os.path.join(self.home, "config")
        os.environ["XDG_DATA_HOME"] = os.path.join(self.home, "data")
        os.environ["XDG_RUNTIME_DIR"] = self.home
        self.procs.append(subprocess.Popen([LAUNCHER, "--launch-immediately"]))
        wait_for(lambda: subprocess.run(
            ["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
             "org.a11y.Bus.GetAddress"], capture_output=True).returncode == 0, 10, "the AT-SPI bus")

    def stop(self):
        for proc in reversed(self.procs):
            proc.terminate()
            try:
                proc.wait(5)
            except subprocess.TimeoutExpired:
                proc.kill()
        for pid in self.pids:
            try:
                os.kill(pid, 15)
            except ProcessLookupError:
                pass
        shutil.rmtree(self.home, ignore_errors=True)


class Reader:
    """pyatspi's view: the app, its board and status bar, and the events that arrive."""

    def __init__(self):
        import pyatspi
        from gi.repository import GLib
        self.pyatspi = pyatspi
        self.context = GLib.MainContext.default()
        self.events = []
        for kind in ("object:property-change:accessible-name",
                     "object:property-change:accessible-description",
                     "object:state-changed:focused", "object:children-changed"):
            pyatspi.Registry.registerEventListener(self.heard, kind)

    def heard(self, event):
        try:
            role = event.source.getRoleName()
            name = event.source.name
        except Exception:  # the object went away
            role, name = "?", "?"
        self.events.append(f"{event.type} [{role}] \"{name}\"")

    def pump(self, seconds):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            while self.context.pending():
                self.context.iteration(False)
            time.sleep(0.02)

    def app(self, pid):
        desktop = self.pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is not None and app.get_process_id() == pid:
                return app
        return None

    def find(self, root, role, name=""):
        return self.pyatspi.findDescendant(
            root, lambda a: a is not None and a.getRoleName() == role and name in (a.name or ""))


def play(reader, binary, game, level, keys, wanted):
    """Starts tessera on `game`, reads the board and the status around each key press."""
    args = [binary, "--game", game] + ([level] if level else [])
    app_proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        app = None

        def found():
            nonlocal app
            reader.pump(0.1)
            app = reader.app(app_proc.pid)
            return app is not None and reader.find(app, "table") is not None
        wait_for(found, 30, f"tessera --game {game} on the AT-SPI bus")
        table = reader.find(app, "table")
        status = reader.find(app, "status bar")
        cells = table.queryTable()
        print(f"\n== {game}: \"{table.name}\", {cells.nRows} rows x {cells.nColumns} columns")
        before = [cells.getAccessibleAt(r, c).name
                  for r in range(cells.nRows) for c in range(cells.nColumns)]
        print(f"   a cell: \"{before[cells.nColumns + 1]}\"; status: \"{status.name}\"")
        window = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--pid",
                                 str(app_proc.pid)], capture_output=True, text=True)
        window_id = window.stdout.split()[0]
        subprocess.run(["xdotool", "windowfocus", "--sync", window_id])
        reader.pump(0.5)
        for key in keys:
            reader.events.clear()
            subprocess.run(["xdotool", "key", key], check=True)
            reader.pump(1.0)
            if any(wanted in e for e in reader.events):
                break
        after = [cells.getAccessibleAt(r, c).name
                 for r in range(cells.nRows) for c in range(cells.nColumns)]
        changed = [a for b, a in zip(before, after) if a != b]
        print(f"   after {key}: changed cells: {changed}")
        print(f"   status: \"{status.name}\"")
        print("   AT-SPI events received:")
        for event in reader.events:
            print(f"     {event}")
        if not changed:
            raise SystemExit(f"FAIL: {game}: no cell changed after the key")
        if not any(wanted in e for e in reader.events):
            raise SystemExit(f"FAIL: {game}: no event said \"{wanted}\"")
        if not any("status bar" in e and "accessible-name" in e for e in reader.events):
            raise SystemExit(f"FAIL: {game}: the status bar's name did not change")
    finally:
        app_proc.terminate()
        code = app_proc.wait(10)
    # SIGTERM quits as Quit does (saved first, exit code 0), also with a screen reader on.
    if code != 0:
        raise SystemExit(f"FAIL: {game}: tessera ended with {code} on SIGTERM, not 0")


def main():
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    absent = missing_programs()
    if absent:
        print("SKIP: not installed: " + ", ".join(absent))
        return SKIP
    desktop = Desktop()
    try:
        desktop.start()
        reader = Reader()
        level = os.path.join(desktop.home, "corridor.xsb")
        with open(level, "w", encoding="utf-8") as f:
            f.write("#######\n#@ $ .#\n#######\n")
        play(reader, sys.argv[1], "sokoban", level, ["Right", "Right"], "Box pushed")
        # A random board: the arrows in turn until two tiles merge.
        play(reader, sys.argv[1], "2048", None, ["Left", "Up", "Right", "Down"] * 10, "Merged")
        play(reader, sys.argv[1], "fifteen", None, ["Left", "Up", "Right", "Down"], "1 move")
    finally:
        desktop.stop()
    print("\nPASS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
