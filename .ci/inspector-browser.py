#!/usr/bin/env python3
"""Opens inspector pages in headless Chromium and checks them against what the app showed.

Talks to the browser over the DevTools protocol on a pipe (--remote-debugging-pipe: JSON
messages ending in NUL on file descriptors 3 and 4), with nothing but the standard library.

    inspector-browser.py CHROMIUM SCREENSHOT.png SHOT_STEP REPORT.html LOG.jsonl SNAPSHOTS.jsonl [MODE] ...

For each report, given as its page, its log and the snapshots the app had when each log line was
written (`swift run Playground record SCRIPT -o LOG --snapshots FILE`), and a mode:
  every   - press the right arrow from the start through every entry;
  sample  - move the slider to 25 entries spread over the log (a long log);
  tampered - the page was altered on purpose: a check MUST find a difference.
and checks that the page loads without a console error or exception, that the timeline holds one
row per log line, and that at each entry visited the tree drawn after it has the names, in order,
of the snapshot the app had after that entry, and that its row is drawn, selected and in view
(the timeline draws only the rows in view). The first report is screenshotted at SHOT_STEP.
Exits 1 with the differences when a check fails.
"""
import base64
import fcntl
import json
import os
import select
import subprocess
import sys
import tempfile
import time


class Browser:
    def __init__(self, binary):
        self.profile = tempfile.TemporaryDirectory()
        commands_read, self.commands = os.pipe()
        self.replies, replies_write = os.pipe()

        def wire():
            high_in = fcntl.fcntl(commands_read, fcntl.F_DUPFD, 10)
            high_out = fcntl.fcntl(replies_write, fcntl.F_DUPFD, 10)
            os.dup2(high_in, 3)
            os.dup2(high_out, 4)

        self.process = subprocess.Popen(
            [binary, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
             "--no-first-run", "--hide-scrollbars", f"--user-data-dir={self.profile.name}", "about:blank"],
            pass_fds=(3, 4), preexec_fn=wire, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(commands_read)
        os.close(replies_write)
        self.buffer = b""
        self.next_id = 0
        self.events = []
        self.session = None

    def send(self, method, params=None, session=True, timeout=30):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.commands, json.dumps(message).encode() + b"\0")
        while True:
            reply = self.read(timeout)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})

    def read(self, timeout):
        while b"\0" not in self.buffer:
            ready, _, _ = select.select([self.replies], [], [], timeout)
            if not ready:
                raise TimeoutError("the browser did not answer")
            chunk = os.read(self.replies, 1 << 20)
            if not chunk:
                raise RuntimeError("the browser closed the pipe")
            self.buffer += chunk
        raw, self.buffer = self.buffer.split(b"\0", 1)
        message = json.loads(raw)
        if "method" in message:
            self.events.append(message)
        return message

    def wait_for(self, method, timeout=30):
        deadline = time.monotonic() + timeout
        while True:
            for index, event in enumerate(self.events):
                if event["method"] == method:
                    del self.events[index]
                    return event
            self.read(max(0.1, deadline - time.monotonic()))
            if time.monotonic() > deadline:
                raise TimeoutError(f"no {method}")

    def open_page(self):
        target = self.send("Target.createTarget", {"url": "about:blank"}, session=False)["targetId"]
        self.session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True}, session=False)[
            "sessionId"]
        for domain in ("Page", "Runtime", "Log"):
            self.send(domain + ".enable")
        self.send("Emulation.setDeviceMetricsOverride",
                  {"width": 1440, "height": 900, "deviceScaleFactor": 1, "mobile": False})

    def navigate(self, url):
        self.events = [e for e in self.events if e["method"] != "Page.loadEventFired"]
        started = time.monotonic()
        self.send("Page.navigate", {"url": url})
        self.wait_for("Page.loadEventFired", timeout=60)
        # The first frame drawn after the load: the page is usable.
        self.evaluate("new Promise(r => requestAnimationFrame(() => setTimeout(r, 0)))", await_promise=True)
        return time.monotonic() - started

    def evaluate(self, expression, await_promise=False):
        result = self.send("Runtime.evaluate",
                           {"expression": expression, "returnByValue": True, "awaitPromise": await_promise})
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def press(self, key, code):
        for kind in ("rawKeyDown", "keyUp"):
            self.send("Input.dispatchKeyEvent",
                      {"type": kind, "key": key, "code": code, "windowsVirtualKeyCode": code_numbers[key]})

    def slide_to(self, step):
        """Moves the slider as a person drags it: its value, then its input event."""
        self.evaluate("(() => { const slider = document.getElementById('slider'); "
                      f"slider.value = '{int(step)}'; slider.dispatchEvent(new Event('input')); }})()")

    def errors(self):
        found = []
        for event in self.events:
            params = event.get("params", {})
            if event["method"] == "Runtime.exceptionThrown":
                found.append("exception: " + json.dumps(params.get("exceptionDetails", {}))[:400])
            elif event["method"] == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
                found.append("console.error: " + json.dumps(params.get("args", []))[:400])
            elif event["method"] == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
                found.append("log: " + params["entry"].get("text", "")[:400])
        return found

    def close(self):
        try:
            self.send("Browser.close", session=False, timeout=5)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        self.profile.cleanup()


code_numbers = {"ArrowRight": 39, "ArrowLeft": 37, "Home": 36, "End": 35}


def describe(context):
    """A context as the library prints it: `catalog`, `product(42)`."""
    if "payload" not in context:
        return context["type"]
    payload = context["payload"]
    return f"{context['type']}({payload})"


def names(snapshot):
    """The snapshot's elements, each followed by its tabs' subtrees and then its stack's: the
    order the page draws them in, a group of tabs (a tab with tabs) marked ` [group]` and a tab
    the user hid ` [hidden]`. A list to visit, not recursion."""
    if not snapshot or "root" not in snapshot:
        return []
    found, pending = [], [snapshot["root"]]
    while pending:
        element = pending.pop()
        group = " [group]" if element.get("presentation") == "tab" and element.get("tabs") else ""
        found.append(describe(element["context"]) + group + (" [hidden]" if element.get("hidden") else ""))
        pending.extend(reversed(element.get("tabs", []) + element.get("stack", [])))
    return found


def expected_after(log_lines, snapshot_lines):
    """What the app showed after each entry: for a request, when its outcome was written (its own
    line is written before it runs); for the others, when their line was written."""
    entries = [json.loads(line) for line in log_lines]
    snapshots = [json.loads(line) for line in snapshot_lines]
    outcome_at = {}
    for index in range(len(entries) - 1, -1, -1):
        if entries[index]["kind"] == "outcome":
            outcome_at[entries[index]["id"]] = index
    after = []
    for index, entry in enumerate(entries):
        at = index
        if entry["kind"] == "request":
            at = min((i for i in [outcome_at.get(entry["id"])] if i is not None and i > index), default=index)
        after.append(names(snapshots[at]))
    return after


# The names drawn after the selected entry, in the page's order, as names() writes them.
DRAWN = ("[...document.querySelectorAll('#after .card')].map(card => card.dataset.ctx"
         " + (card.parentElement.classList.contains('role-group') ? ' [group]' : '')"
         " + (card.parentElement.classList.contains('hidden') ? ' [hidden]' : ''))")


def drawn(browser):
    return browser.evaluate(DRAWN)


def check(browser, page, log, snapshots, mode):
    problems = []
    with open(log, encoding="utf-8") as file:
        log_lines = [line for line in file.read().splitlines() if line.strip() and not line.lstrip().startswith("#")]
    with open(snapshots, encoding="utf-8") as file:
        snapshot_lines = file.read().splitlines()
    expected = expected_after(log_lines, snapshot_lines)
    browser.events = []
    seconds = browser.navigate("file://" + os.path.abspath(page))
    rows = browser.evaluate("Number(document.getElementById('timeline').dataset.rows)")
    if rows != len(log_lines):
        problems.append(f"the timeline has {rows} rows for {len(log_lines)} log lines")
    total = len(log_lines)
    visited = 0
    if mode in ("every", "tampered"):
        browser.press("Home", "Home")
        steps = range(1, total + 1)
    else:
        steps = sorted({1, total} | {1 + (total - 1) * i // 24 for i in range(25)}) if total else []
    for step in steps:
        if mode in ("every", "tampered"):
            browser.press("ArrowRight", "ArrowRight")
        else:
            browser.slide_to(step)
        position = browser.evaluate("document.getElementById('position').textContent")
        if position != f"entry {step} of {total}":
            problems.append(f"at entry {step} the page says {position!r}")
            break
        names_drawn = drawn(browser)
        visited += 1
        # The timeline draws only the rows in view: the selected one must be among them.
        row = browser.evaluate("(() => { const row = document.querySelector('#timeline li.current'); "
                               "const box = document.getElementById('timeline').getBoundingClientRect(); "
                               "if (!row) return null; const at = row.getBoundingClientRect(); "
                               "return [Number(row.dataset.step), at.top >= box.top - 1 && at.bottom <= box.bottom + 1]; })()")
        if row != [step, True]:
            problems.append(f"at entry {step} the timeline shows the row {row} ([step, in view])")
        if names_drawn != expected[step - 1]:
            problems.append(f"entry {step}: the page draws {names_drawn}, the app showed {expected[step - 1]}")
    problems += browser.errors()
    return problems, seconds, visited


def check_search(browser, query):
    """Types a context into the search box: the rows it marks must mention it, the trees' cards
    that show it are marked, and Enter moves to the next marked row."""
    problems = []
    browser.slide_to(0)
    browser.evaluate("(() => { const search = document.getElementById('search'); search.focus(); "
                     f"search.value = {json.dumps(query)}; search.dispatchEvent(new Event('input')); }})()")
    rows = browser.evaluate("[...document.querySelectorAll('#timeline > li.match')]"
                            ".map(row => [Number(row.dataset.step), row.textContent])")
    if not rows:
        problems.append(f"nothing matches {query!r}")
    problems += [f"entry {step} is marked but does not mention {query!r}" for step, text in rows
                 if query.lower() not in text.lower()]
    browser.send("Input.dispatchKeyEvent", {"type": "rawKeyDown", "key": "Enter", "code": "Enter",
                                            "windowsVirtualKeyCode": 13})
    browser.send("Input.dispatchKeyEvent", {"type": "keyUp", "key": "Enter", "code": "Enter",
                                            "windowsVirtualKeyCode": 13})
    position = browser.evaluate("document.getElementById('position').textContent")
    if rows and not position.startswith(f"entry {rows[0][0]} "):
        problems.append(f"Enter went to {position!r}, not to entry {rows[0][0]}")
    cards = browser.evaluate("[...document.querySelectorAll('#after .card.match')].map(card => card.dataset.ctx)")
    problems += [f"the card {card!r} is marked" for card in cards if query.lower() not in card.lower()]
    browser.evaluate("(() => { const search = document.getElementById('search'); search.value = ''; "
                     "search.dispatchEvent(new Event('input')); search.blur(); })()")
    return problems


def check_map(browser, map_file):
    """Opens the app's map on the page: its screens must be those of the map's text file."""
    with open(map_file, encoding="utf-8") as file:
        lines = file.read().splitlines()[1:]
    expected = [line.split(":", 1)[0] for line in lines
                if not line.startswith(("finding: ", "links without an example: "))]
    browser.evaluate("document.getElementById('app-map').open = true")
    shown = browser.evaluate("[...document.querySelectorAll('#app-map .screen > b')].map(b => b.textContent)")
    browser.evaluate("document.getElementById('app-map').open = false")
    return [] if sorted(shown) == sorted(expected) else [f"the page shows {shown}, the map file {expected}"]


def main():
    binary, screenshot, shot_step = sys.argv[1], sys.argv[2], int(sys.argv[3])
    reports = [sys.argv[i:i + 4] for i in range(4, len(sys.argv), 4)]
    browser = Browser(binary)
    failed = False
    try:
        browser.open_page()
        for index, (page, log, snapshots, mode) in enumerate(reports):
            problems, seconds, visited = check(browser, page, log, snapshots, mode)
            name = os.path.basename(page)
            if mode == "tampered":
                if problems:
                    print(f"ok   {name}: the altered page is caught ({problems[0][:120]})")
                else:
                    print(f"FAIL {name}: the page was altered, yet every tree matched")
                    failed = True
                continue
            if problems:
                failed = True
                print(f"FAIL {name}:")
                for problem in problems[:10]:
                    print("     " + problem)
            else:
                ready = browser.evaluate("document.body.dataset.ready")
                print(f"ok   {name}: {visited} entries checked, no console error; "
                      f"ready {ready} ms after the navigation began, drawn {seconds * 1000:.0f} ms after it was asked")
            if index == 0:
                browser.slide_to(shot_step)
                png = browser.send("Page.captureScreenshot", {"format": "png"})["data"]
                with open(screenshot, "wb") as file:
                    file.write(base64.b64decode(png))
                print(f"ok   screenshot of {name} at entry {shot_step}: {screenshot}")
                problems = check_search(browser, "login")
                if problems:
                    failed = True
                    print(f"FAIL {name}: the search: " + "; ".join(problems))
                else:
                    print(f"ok   {name}: the search for a context marks its entries and Enter goes to the next")
                if os.environ.get("INSPECTOR_MAP"):
                    problems = check_map(browser, os.environ["INSPECTOR_MAP"])
                    failed = failed or bool(problems)
                    print(f"FAIL {name}: the map: " + "; ".join(problems) if problems else
                          f"ok   {name}: the app's map beside the timeline lists the screens of {os.environ['INSPECTOR_MAP']}")
    finally:
        browser.close()
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
