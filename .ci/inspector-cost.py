#!/usr/bin/env python3
"""What a REPL command costs with the live inspector on, early in a session and late in it
(issue 32, point 9): measured, not asserted.

    inspector-cost.py PLAYGROUND ENTRIES

Starts `PLAYGROUND repl --inspect`, and types rounds of ten navigating commands (those of
check-inspector's long log). Times five rounds — fifty commands, from the first typed to the
REPL's answer to an unknown command typed after them — at the start of the session, and again once
the session's log has ENTRIES entries (the server's `entries` answer says how many). Prints the
milliseconds per command of both.
"""
import json
import subprocess
import sys
import threading
import time
import urllib.request

ROUND = ["open shop://catalog/shoes/42", "open shop://cart", "back", "open shop://catalog/boots/7",
         "go home article:1", "tab catalog", "open shop://orders/7", "login", "go catalog category:hats", "logout"]


class REPL:
    def __init__(self, playground):
        self.process = subprocess.Popen([playground, "repl", "--inspect"], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1)
        self.output = ""
        self.changed = threading.Condition()
        threading.Thread(target=self.read, daemon=True).start()
        self.url = self.wait_for("Inspector: ").split("Inspector: ", 1)[1].split()[0]
        self.markers = 0

    def read(self):
        while True:
            chunk = self.process.stdout.read(1)
            if not chunk:
                return
            with self.changed:
                self.output += chunk
                self.changed.notify_all()

    def wait_for(self, text, timeout=600):
        deadline = time.monotonic() + timeout
        with self.changed:
            while text not in self.output:
                if not self.changed.wait(max(0.01, deadline - time.monotonic())) and time.monotonic() > deadline:
                    raise TimeoutError(f"the REPL did not print {text!r}")
            found = self.output
            self.output = self.output[self.output.index(text) + len(text):] if "Inspector: " not in text else ""
            return found

    def run(self, commands):
        """Types the commands and waits for the REPL to answer them all; returns the seconds."""
        self.markers += 1
        marker = f"marker-{self.markers}"
        started = time.monotonic()
        self.process.stdin.write("".join(command + "\n" for command in commands) + marker + "\n")
        self.process.stdin.flush()
        self.wait_for(f"unknown command '{marker}'")
        return time.monotonic() - started

    def entries(self):
        with urllib.request.urlopen(self.url + "entries?since=999999999", timeout=30) as answer:
            return json.loads(answer.read())["total"]


def main():
    playground, target = sys.argv[1], int(sys.argv[2])
    repl = REPL(playground)
    try:
        batch = ROUND * 5
        early = repl.run(batch) / len(batch) * 1000
        early_entries = repl.entries()
        while repl.entries() < target:
            repl.run(ROUND * 10)
        at = repl.entries()
        late = repl.run(batch) / len(batch) * 1000
        print(f"cost: {early:.1f} ms a command over the first {len(batch)} commands ({early_entries} entries), "
              f"{late:.1f} ms a command over {len(batch)} commands from {at} entries")
        repl.process.stdin.write("quit\n")
        repl.process.stdin.flush()
        repl.process.wait(timeout=10)
    finally:
        if repl.process.poll() is None:
            repl.process.kill()


if __name__ == "__main__":
    main()
