#!/usr/bin/env python3
"""The live inspector in headless Chromium: `Playground repl --inspect` serves the page, commands
typed into the REPL must show up on it.

    inspector-live.py CHROMIUM PLAYGROUND LOG.jsonl SNAPSHOTS.jsonl COMMAND...

LOG and SNAPSHOTS are what `Playground record` wrote for the same COMMANDs (one a line). Starts
the REPL with `--inspect` (a free port), opens the address it prints, and types the commands one
by one: after each, the page must add the new entries by itself within 8 s and draw, at its last
entry, the tree the shop's snapshot() had after it, without loading again, and then at every entry,
with no console error. Then, with the page's
requests for `entries` failed on purpose, one more command must NOT reach the page (a page that
does not update is caught), and `quit` must end the REPL and close the port.
Exits 1 with the differences when a check fails.
"""
import importlib.util
import os
import queue
import subprocess
import sys
import threading
import time
import urllib.request

spec = importlib.util.spec_from_file_location(
    "inspector_browser", os.path.join(os.path.dirname(os.path.abspath(__file__)), "inspector-browser.py"))
inspector_browser = importlib.util.module_from_spec(spec)
spec.loader.exec_module(inspector_browser)

STATE = ("(() => document.body && document.body.dataset.ready ? ["
         "Number(document.getElementById('timeline').dataset.rows), document.getElementById('position').textContent, "
         + inspector_browser.DRAWN + ", "
         "(document.getElementById('live') || {}).textContent] : null)()")


def page_state(browser):
    """The entries, the position, the names drawn after the selected entry and the live status; None
    while the page is loading."""
    try:
        return browser.evaluate(STATE)
    except (RuntimeError, KeyError):
        return None


def wait_for_rows(browser, rows, timeout, fail_entries=False):
    """Waits until the page has `rows` rows and is drawn; returns its state, or None in time."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if fail_entries:
            for event in [e for e in browser.events if e["method"] == "Fetch.requestPaused"]:
                browser.events.remove(event)
                browser.send("Fetch.failRequest", {"requestId": event["params"]["requestId"], "errorReason": "Failed"})
        state = page_state(browser)
        if state and state[0] == rows:
            return state
        time.sleep(0.1)
    return None


def main():
    binary, playground, log, snapshots = sys.argv[1:5]
    commands = sys.argv[5:]
    with open(log, encoding="utf-8") as file:
        log_lines = file.read().splitlines()
    with open(snapshots, encoding="utf-8") as file:
        expected = inspector_browser.expected_after(log_lines, file.read().splitlines())
    # How many log lines each command adds: the REPL prints nothing about it, the record does.
    started = time.monotonic()
    repl = subprocess.Popen([playground, "repl", "--inspect"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True, bufsize=1)
    printed = []
    lines = queue.Queue()
    threading.Thread(target=lambda: [lines.put(line) for line in repl.stdout], daemon=True).start()
    url = None
    while url is None:
        try:
            line = lines.get(timeout=10)
        except queue.Empty:
            repl.kill()
            sys.exit(f"FAIL the REPL printed no inspector address: {printed}")
        printed.append(line)
        if line.startswith("Inspector: "):
            url = line.split()[1]

    browser = inspector_browser.Browser(binary)
    problems = []
    try:
        browser.open_page()
        browser.navigate(url)
        state = page_state(browser)
        if not state or state[0] != 0:
            problems.append(f"the new session's page shows {state}, not an empty timeline")
        # The page adds what comes, it does not load again: this mark must outlive every command.
        browser.evaluate("window.inspectorCheckMark = 'kept'")
        rows = 0
        for command in commands:
            before = rows
            repl.stdin.write(command + "\n")
            repl.stdin.flush()
            # The page follows the log to its last entry: wait until the number of entries moves.
            deadline = time.monotonic() + 8
            state = None
            while time.monotonic() < deadline:
                state = page_state(browser)
                if state and state[0] != before:
                    time.sleep(0.3)  # the REPL may still be writing the outcome
                    state = page_state(browser)
                    if state and state[0] != before:
                        break
                time.sleep(0.1)
            if not state or state[0] == before:
                problems.append(f"the page did not update within 8 s of {command!r} (it shows {state})")
                break
            rows = state[0]
            if state[1] != f"entry {rows} of {rows}":
                problems.append(f"after {command!r} the page is at {state[1]!r}, not at its last entry")
            if state[2] != expected[rows - 1]:
                problems.append(f"after {command!r} the page draws {state[2]}, the shop showed {expected[rows - 1]}")
            print(f"ok   live: {command!r} reached the page: {rows} entries, the tree {' '.join(state[2])}")
        if not problems and browser.evaluate("window.inspectorCheckMark") != "kept":
            problems.append("the page loaded again to show new entries, rather than adding them")
        if not problems and rows != len(log_lines):
            problems.append(f"the page has {rows} entries, the recorded log {len(log_lines)}")
        # Every entry of the live page, as the static pages are checked: a request shows what it led to.
        if not problems:
            for step in range(1, rows + 1):
                browser.slide_to(step)
                names = inspector_browser.drawn(browser)
                if names != expected[step - 1]:
                    problems.append(f"entry {step}: the live page draws {names}, the shop showed {expected[step - 1]}")
            if not problems:
                print(f"ok   live: at each of its {rows} entries the page draws the tree the shop showed")
            browser.slide_to(rows)
        problems += browser.errors()

        # A page that never hears of new entries must fail the check above: cut it off and try.
        if not problems:
            browser.send("Fetch.enable", {"patterns": [{"urlPattern": "*entries*"}]})
            repl.stdin.write("back\n")
            repl.stdin.flush()
            state = wait_for_rows(browser, rows + 2, 4, fail_entries=True)
            if state:
                problems.append("the page updated although its requests for entries failed")
            else:
                print("ok   live: a page cut off from /entries does not update, and the check sees it")
            browser.send("Fetch.disable")
        repl.stdin.write("quit\n")
        repl.stdin.flush()
        try:
            status = repl.wait(timeout=5)
            if status != 0:
                problems.append(f"the REPL ended with status {status}")
        except subprocess.TimeoutExpired:
            problems.append("the REPL did not end at quit")
        try:
            urllib.request.urlopen(url, timeout=2)
            problems.append("the inspector still answers after the REPL ended")
        except OSError:
            print("ok   live: quit ends the REPL and closes the port")
    finally:
        browser.close()
        if repl.poll() is None:
            repl.kill()
    if problems:
        print("FAIL live inspector:")
        for problem in problems[:10]:
            print("     " + problem)
        while not lines.empty():
            printed.append(lines.get())
        print("     the REPL printed: " + "".join(printed)[-2000:])
        sys.exit(1)
    print(f"ok   live: {len(commands)} commands drawn as they ran, {time.monotonic() - started:.1f} s")


if __name__ == "__main__":
    main()
