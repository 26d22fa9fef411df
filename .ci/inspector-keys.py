#!/usr/bin/env python3
"""How long a key press takes on a long inspector page, in headless Chromium (issue 32, point 9).

    inspector-keys.py CHROMIUM PAGE.html ENTRIES OUT.html [LIMIT_MS]

Makes from PAGE a page of ENTRIES entries — its data's entries repeated, renumbered, their peers
moved with them — writes it to OUT, opens it, and presses the right arrow 40 times and the left
arrow 10 times (after End, from the last entry back). Each press is timed from the key's dispatch
to the end of the frame drawn after it: the DevTools protocol's Input.dispatchKeyEvent, then a
requestAnimationFrame and a task after it. Prints the median, the 90th percentile and the
slowest; with LIMIT_MS, exits 1 when the median is not under it or a press did not move the page.
"""
import json
import os
import statistics
import sys
import time
import importlib.util

spec = importlib.util.spec_from_file_location(
    "inspector_browser", os.path.join(os.path.dirname(os.path.abspath(__file__)), "inspector-browser.py"))
inspector_browser = importlib.util.module_from_spec(spec)
spec.loader.exec_module(inspector_browser)

OPEN = '<script type="application/json" id="routy-data">\n'


def scaled(page, count):
    """The page with its data's entries repeated up to `count`."""
    head, rest = page.split(OPEN, 1)
    data_text, tail = rest.split("</script>", 1)
    data = json.loads(data_text)
    base = data["entries"]
    entries = []
    while len(entries) < count:
        offset = len(entries)
        for entry in base[:count - offset]:
            entry = dict(entry, n=entry["n"] + offset)
            if "peer" in entry:
                entry["peer"] += offset
                if entry["peer"] > count:
                    del entry["peer"]
            entries.append(entry)
    data["entries"] = entries
    # The page embeds its data with <, > and & as \u escapes; json.dumps keeps ASCII escapes.
    text = json.dumps(data, separators=(",", ":")).replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
    return head + OPEN + text + "\n</script>" + tail


def main():
    binary, page, count, out = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
    limit = float(sys.argv[5]) if len(sys.argv) > 5 else None
    with open(page, encoding="utf-8") as file:
        text = scaled(file.read(), count)
    with open(out, "w", encoding="utf-8") as file:
        file.write(text)
    browser = inspector_browser.Browser(binary)
    problems = []
    try:
        browser.open_page()
        loaded = browser.navigate("file://" + os.path.abspath(out))
        position = lambda: browser.evaluate("document.getElementById('position').textContent")
        frame = "new Promise(r => requestAnimationFrame(() => setTimeout(r, 0)))"
        times = []

        def press(key, expected):
            started = time.monotonic()
            browser.press(key, key)
            browser.evaluate(frame, await_promise=True)
            times.append((time.monotonic() - started) * 1000)
            if position() != f"entry {expected} of {count}":
                problems.append(f"{key} to entry {expected}: the page says {position()!r}")

        browser.press("Home", "Home")
        for step in range(1, 41):
            press("ArrowRight", step)
        browser.press("End", "End")
        for step in range(count - 1, count - 11, -1):
            press("ArrowLeft", step)
        problems += browser.errors()
    finally:
        browser.close()
    times.sort()
    median, p90, slowest = statistics.median(times), times[int(len(times) * 0.9)], times[-1]
    print(f"{'ok  ' if not problems else 'FAIL'} keys: {count} entries ({os.path.getsize(out)} bytes, "
          f"loaded in {loaded * 1000:.0f} ms): a key press takes {median:.1f} ms (median of {len(times)}), "
          f"{p90:.1f} ms at the 90th percentile, {slowest:.1f} ms at most")
    for problem in problems[:10]:
        print("     " + problem)
    if limit is not None and (problems or median >= limit):
        if not problems:
            print(f"FAIL keys: the median key press is not under {limit:.0f} ms")
        sys.exit(1)


if __name__ == "__main__":
    main()
