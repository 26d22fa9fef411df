extension InspectorPage {
    /// The page's script: reads the embedded data, and draws the timeline's rows in view and the
    /// selected entry's trees before and after it on demand — by the slider, the arrow keys, a
    /// click on a row, the search box's Enter, or `#step=N` in the address. Only what is in view is
    /// in the document, so a key press, a scroll or a new entry costs the same at ten entries or a
    /// hundred thousand. A live page's script adds entries through `window.routyInspector`.
    static let script = #"""
        "use strict";
        (function () {
          const data = JSON.parse(document.getElementById("routy-data").textContent);
          const entries = data.entries, contexts = data.contexts, trees = data.trees;
          // The entries the timeline has taken in (a live page adds more).
          let total = 0;
          const $ = (id) => document.getElementById(id);
          const timeline = $("timeline"), slider = $("slider"), search = $("search");
          const make = (tag, className, text) => {
            const element = document.createElement(tag);
            if (className) element.className = className;
            if (text !== undefined) element.textContent = text;
            return element;
          };
          const sources = [
            "app", "user", "deeplink", "notification", "activity", "searchResult", "shortcut", "intent", "restore", "replay",
          ];
          const kindLabel = (entry) => {
            switch (entry.k) {
              case "request": return "request " + entry.id;
              case "outcome": return entry.ok ? "done" : "error";
              case "dropped": return "pending dropped";
              default: return entry.k;
            }
          };

          // The timeline: a list as tall as all its rows, ROW pixels each (the style says so too),
          // holding only the rows in view and a few around them, text only.
          const ROW = 22, AROUND = 20;
          function makeRow(index) {
            const entry = entries[index];
            const row = make("li", "entry k-" + entry.k + (entry.ok === false ? " failed" : "") + (entry.div ? " diverged" : ""));
            row.dataset.step = String(index + 1);
            row.appendChild(make("span", "num", String(entry.n)));
            row.appendChild(make("span", "kind", entry.k === "user" ? "user gesture" : kindLabel(entry)));
            if (entry.src !== undefined) {
              const known = sources.indexOf(entry.src) >= 0 ? entry.src : "other";
              row.appendChild(make("span", "src src-" + known, entry.src));
            }
            row.appendChild(make("span", "text", entry.text));
            if (index === current - 1) row.classList.add("current");
            if (matched.has(index)) row.classList.add("match");
            return row;
          }
          function drawRows() {
            const top = timeline.scrollTop, height = timeline.clientHeight;
            const first = Math.max(0, Math.min(total, Math.floor(top / ROW) - AROUND));
            const last = Math.max(first, Math.min(total, Math.ceil((top + height) / ROW) + AROUND));
            // Empty rows as tall as the rows not drawn, before and after those drawn.
            const before = make("li", "gap"), after = make("li", "gap");
            before.style.height = first * ROW + "px";
            after.style.height = (total - last) * ROW + "px";
            const fragment = document.createDocumentFragment();
            fragment.appendChild(before);
            for (let index = first; index < last; index++) fragment.appendChild(makeRow(index));
            fragment.appendChild(after);
            timeline.replaceChildren(fragment);
          }
          let drawing = false;
          timeline.addEventListener("scroll", () => {
            if (drawing) return;
            drawing = true;
            requestAnimationFrame(() => { drawing = false; drawRows(); });
          });
          // Takes in the entries after `total`: a request written before its outcome (a live page)
          // takes the outcome's number and tree.
          function takeEntries() {
            for (let index = total; index < entries.length; index++) {
              const entry = entries[index];
              const request = entry.k === "outcome" && entry.peer !== undefined ? entries[entry.peer - 1] : undefined;
              if (request && request.peer === undefined) {
                request.peer = index + 1;
                request.tree = entry.tree;
              }
              if (query && matchesQuery(entry)) { matches.push(index); matched.add(index); }
            }
            total = entries.length;
            slider.max = String(total);
            timeline.dataset.rows = String(total);
          }

          let current = -1, query = "", matches = [], matched = new Set();
          const treeAfter = (step) => step === 0 ? data.start : entries[step - 1].tree;

          // Where each element sits — the root, then tab or stack positions — so that two trees
          // can be compared place by place.
          const placesOf = (tree) => {
            const places = new Array(tree.length), counts = new Array(tree.length);
            for (let index = 0; index < tree.length; index++) {
              const parent = tree[index][1], role = tree[index][2];
              if (parent < 0) { places[index] = "r"; continue; }
              const count = counts[parent] || (counts[parent] = [0, 0]);
              places[index] = places[parent] + (isTabRole(role) ? "/t" + count[0]++ : "/s" + count[1]++);
            }
            return places;
          };
          const roleNames = { r: "root", t: "tab", T: "tab", g: "group", G: "group", p: "push", m: "modal" };
          // A tab or a group of tabs: what the tab bar (or sidebar) of its parent holds.
          function isTabRole(role) { return role === "t" || role === "T" || role === "g" || role === "G"; }
          // The role as the card says it: a selected tab or group says so, a hidden one too.
          function roleLabel(role, hidden) {
            const name = (role === "T" || role === "G" ? "selected " : "") + (roleNames[role] || "element");
            return hidden ? name + " (hidden)" : name;
          }

          function changesOf(step) {
            const updatedFrom = new Set(), updatedTo = new Set();
            if (step === 0) return { updatedFrom, updatedTo };
            let entry = entries[step - 1];
            if (entry.k === "request" && entry.peer !== undefined) entry = entries[entry.peer - 1];
            for (const pair of entry.upd || []) { updatedFrom.add(pair[0]); updatedTo.add(pair[1]); }
            return { updatedFrom, updatedTo };
          }

          function draw(box, tree, other, changes, side) {
            box.textContent = "";
            if (tree.length === 0) { box.appendChild(make("p", "empty", "(nothing shown)")); return; }
            const places = placesOf(tree), otherPlaces = placesOf(other), was = new Map();
            for (let index = 0; index < other.length; index++) was.set(otherPlaces[index], contexts[other[index][0]]);
            const nodes = new Array(tree.length), tabs = new Array(tree.length), stacks = new Array(tree.length);
            const lowered = query.toLowerCase();
            for (let index = 0; index < tree.length; index++) {
              const [context, parent, role, active, hidden] = tree[index];
              const name = contexts[context], role_ = roleNames[role] || "element";
              const node = make("div", "node role-" + role_ + (active ? " active" : "")
                + (role === "T" || role === "G" ? " selected" : "") + (hidden ? " hidden" : ""));
              const card = make("div", "card");
              card.dataset.ctx = name;
              card.appendChild(make("span", "name", name));
              card.appendChild(make("span", "role", roleLabel(role, hidden)));
              const before = was.get(places[index]);
              let change = "";
              if (before === undefined) change = side === "after" ? "entered" : "left";
              else if (before !== name) {
                const updated = side === "after" ? changes.updatedTo.has(name) : changes.updatedFrom.has(name);
                change = updated ? "updated" : (side === "after" ? "entered" : "left");
              }
              if (change) { node.classList.add(change); card.appendChild(make("span", "change", change)); }
              if (lowered && name.toLowerCase().indexOf(lowered) >= 0) card.classList.add("match");
              node.appendChild(card);
              nodes[index] = node;
              if (parent < 0) { box.appendChild(node); continue; }
              const isTab = isTabRole(role), holders = isTab ? tabs : stacks;
              if (!holders[parent]) {
                holders[parent] = make("div", isTab ? "tabs" : "stack");
                // The tabs come before the stack, as the data lists them.
                if (isTab && stacks[parent]) nodes[parent].insertBefore(holders[parent], stacks[parent]);
                else nodes[parent].appendChild(holders[parent]);
              }
              holders[parent].appendChild(node);
              // A group takes as much of its bar's width as its tabs take of its own.
              if (isTab && (tree[parent][2] === "g" || tree[parent][2] === "G")) {
                nodes[parent].style.flexGrow = String(holders[parent].childElementCount);
              }
            }
          }

          function row(list, term, text, className) {
            list.appendChild(make("dt", "", term));
            list.appendChild(make("dd", className || "", text));
          }

          function describeOutcome(list, outcome) {
            row(list, "Outcome", outcome.text, outcome.ok ? "" : "error");
            if (outcome.redir && outcome.redir.length) row(list, "Redirected by", outcome.redir.join(" \u2192 "));
            if (outcome.pending !== undefined) row(list, "Pending request", outcome.pending);
            if (outcome.step !== undefined) row(list, "Failed step", String(outcome.step), "error");
            if (outcome.error !== undefined) row(list, "Error", outcome.error, "error");
            row(list, "Instructions", outcome.ins && outcome.ins.length ? outcome.ins.join(", ") : "(none)");
          }

          function describe(step) {
            const box = $("step");
            box.textContent = "";
            if (step === 0) {
              box.appendChild(make("h3", "", "Start: what the app showed before the first entry"));
              return;
            }
            const entry = entries[step - 1], list = make("dl");
            box.appendChild(make("h3", "", "#" + entry.n + " " + (entry.k === "user" ? "user gesture" : kindLabel(entry))));
            switch (entry.k) {
              case "request":
                row(list, "Source", entry.src);
                row(list, "Request", entry.text);
                if (entry.peer !== undefined) describeOutcome(list, entries[entry.peer - 1]);
                else row(list, "Outcome", "not in the log (the app stopped while it ran?)", "error");
                break;
              case "outcome":
                if (entry.peer !== undefined) row(list, "Request", "#" + entry.peer + " " + entries[entry.peer - 1].text);
                describeOutcome(list, entry);
                break;
              case "user":
                row(list, "The user did", entry.text);
                row(list, "Active path after", entry.path.join(" > "));
                break;
              case "mark":
                row(list, "Mark", entry.text);
                break;
              case "dropped":
                row(list, "Pending request dropped", entry.text);
                row(list, "Redirected request", "request " + entry.id);
                break;
              default:
                row(list, "Not recorded", entry.text, "error");
            }
            if (entry.div !== undefined) row(list, "Replay differs", entry.div, "error");
            box.appendChild(list);
          }

          function show(step) {
            step = Math.max(0, Math.min(total, Number(step) || 0));
            current = step;
            slider.value = String(step);
            $("position").textContent = "entry " + step + " of " + total;
            if (step >= 1) {
              // The row in view, as scrollIntoView's "nearest" would put it.
              const top = (step - 1) * ROW, height = timeline.clientHeight;
              if (top < timeline.scrollTop) timeline.scrollTop = top;
              else if (top + ROW > timeline.scrollTop + height) timeline.scrollTop = top + ROW - height;
            }
            drawRows();
            describe(step);
            // An outcome's tree before is the one before its request: what the request changed.
            const entry = step > 0 ? entries[step - 1] : undefined;
            const beforeStep = entry && entry.k === "outcome" && entry.peer !== undefined ? entry.peer - 1 : step - 1;
            const before = trees[treeAfter(Math.max(0, beforeStep))], after = trees[treeAfter(step)];
            const changes = changesOf(step);
            draw($("before"), step === 0 ? after : before, after, changes, "before");
            draw($("after"), after, step === 0 ? after : before, changes, "after");
            try { history.replaceState(null, "", "#step=" + step); } catch (error) { /* a sandboxed page */ }
          }

          function matchesQuery(entry) {
            const text = entry.text + " " + (entry.path ? entry.path.join(" ") : "") + " " + (entry.pending || "");
            return text.toLowerCase().indexOf(query.toLowerCase()) >= 0;
          }

          function find() {
            query = search.value.trim();
            matches = [];
            matched = new Set();
            const lowered = query.toLowerCase();
            if (lowered) {
              for (let index = 0; index < total; index++) {
                if (matchesQuery(entries[index])) { matches.push(index); matched.add(index); }
              }
            }
            timeline.classList.toggle("searching", lowered.length > 0);
            $("matches").textContent = lowered ? matches.length + " entries" : "";
            show(current);
          }

          function nextMatch(forward) {
            if (!matches.length) return;
            const here = current - 1;
            let target = forward ? matches.find((index) => index > here) : matches.slice().reverse().find((index) => index < here);
            if (target === undefined) target = forward ? matches[0] : matches[matches.length - 1];
            show(target + 1);
          }

          timeline.addEventListener("click", (event) => {
            const clicked = event.target.closest("li");
            if (clicked && clicked.dataset.step) show(clicked.dataset.step);
          });
          slider.addEventListener("input", () => show(slider.value));
          $("prev").addEventListener("click", () => show(current - 1));
          $("next").addEventListener("click", () => show(current + 1));
          search.addEventListener("input", find);
          search.addEventListener("keydown", (event) => {
            if (event.key === "Enter") { event.preventDefault(); nextMatch(!event.shiftKey); }
          });
          document.addEventListener("keydown", (event) => {
            if (event.target === search || event.target === slider) return;
            const moves = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
            if (event.key in moves) { event.preventDefault(); show(current + moves[event.key]); }
            else if (event.key === "Home") { event.preventDefault(); show(0); }
            else if (event.key === "End") { event.preventDefault(); show(total); }
          });

          // What a live page's script adds (NavigationInspection.liveHTML): what the page has, and
          // the server's contexts, trees and entries after those.
          window.routyInspector = {
            known: () => ({ entries: entries.length, contexts: contexts.length, trees: trees.length }),
            add: (update) => {
              const following = current === total;
              for (const context of update.contexts) contexts.push(context);
              for (const tree of update.trees) trees.push(tree);
              for (const entry of update.entries) entries.push(entry);
              takeEntries();
              show(following ? total : current);
            },
          };

          takeEntries();
          const asked = /^#step=(\d+)$/.exec(location.hash);
          show(asked ? Number(asked[1]) : total);
          // When the page was ready, in milliseconds from the start of its navigation.
          document.body.dataset.ready = String(Math.round(performance.now()));
        })();

        """#
}
