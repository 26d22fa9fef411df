/// The inspector page's fixed parts: its style, its markup and its script. The data goes in
/// between (``NavigationInspection/html(title:map:)``).
///
/// The script puts every string from the data into the page with `textContent` or `dataset`,
/// never as markup, and draws only the timeline's rows in view (each 22 pixels high, as the style
/// and the script both say) and the selected entry's trees; it uses no recursion, so a deep tree
/// cannot exhaust the browser's stack.
enum InspectorPage {
    static let style = #"""
        :root { --active: #1f6feb; --entered: #d7f5dd; --left: #fde2e1; --updated: #fff1c2; --user: #fff4e5; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 13px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: #1d2128; }
        h1 { font-size: 16px; margin: 0; padding: 8px 12px; background: #24292f; color: #fff; }
        h2 { font-size: 12px; text-transform: uppercase; letter-spacing: .05em; color: #57606a; margin: 0 0 6px; }
        #bar { display: flex; gap: 8px; align-items: center; padding: 6px 12px; border-bottom: 1px solid #d0d7de;
               background: #f6f8fa; position: sticky; top: 0; z-index: 1; }
        #slider { flex: 1; }
        #search { width: 260px; padding: 3px 6px; }
        #matches, #position, #live { color: #57606a; white-space: nowrap; }
        #main { display: grid; grid-template-columns: minmax(300px, 38%) 1fr; height: calc(100vh - 75px); }
        #timeline { margin: 0; padding: 0; list-style: none; overflow-y: auto; border-right: 1px solid #d0d7de; }
        #timeline li { display: flex; gap: 6px; padding: 2px 8px; cursor: pointer; border-left: 3px solid transparent;
                       white-space: nowrap; overflow: hidden; text-overflow: ellipsis; height: 22px; }
        #timeline li:hover { background: #f3f4f6; }
        #timeline li.gap { padding: 0; border: 0; margin: 0; background: none; }
        #timeline li.current { background: #ddf4ff; border-left-color: var(--active); }
        #timeline .num { color: #8c959f; min-width: 3.5em; text-align: right; }
        #timeline .kind { font-weight: 600; min-width: 5.5em; }
        #timeline .text { overflow: hidden; text-overflow: ellipsis; }
        #timeline li.k-outcome { color: #57606a; padding-left: 24px; }
        #timeline li.k-outcome .kind { color: #1a7f37; }
        #timeline li.failed .kind, #timeline li.failed .text { color: #cf222e; }
        #timeline li.k-user { background: var(--user); margin-left: 28px; border-left-color: #fb8500; }
        #timeline li.k-user.current { background: #ffe2b8; }
        #timeline li.k-mark { color: #6e40c9; font-style: italic; }
        #timeline li.k-unrecorded, #timeline li.diverged { color: #cf222e; }
        #timeline.searching li:not(.match) { opacity: .35; }
        #timeline li.match .text { background: #fff8c5; }
        .src { font-size: 11px; padding: 0 5px; border-radius: 8px; background: #eaeef2; color: #424a53; }
        .src-user { background: #ffe2b8; } .src-deeplink { background: #ddf4ff; }
        .src-notification, .src-activity, .src-searchResult, .src-shortcut, .src-intent { background: #fbefff; }
        .src-replay { background: #dafbe1; }
        #detail { overflow: auto; padding: 10px 14px; }
        #step dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0 0 10px; }
        #step dt { color: #57606a; } #step dd { margin: 0; word-break: break-word; }
        #step .error { color: #cf222e; font-weight: 600; }
        #step h3 { margin: 0 0 6px; font-size: 14px; }
        #trees { display: grid; grid-template-columns: 1fr 1fr; gap: 14px; }
        .tree { border: 1px solid #d0d7de; border-radius: 6px; padding: 8px; min-height: 60px; overflow-x: auto; }
        .node { display: flex; flex-direction: column; min-width: 0; }
        .card { border: 1px solid #afb8c1; border-radius: 5px; padding: 3px 6px; background: #fff; overflow-wrap: anywhere; }
        .card .role { font-size: 10px; color: #6e7781; margin-left: 6px; white-space: nowrap; }
        .card .change { font-size: 10px; font-weight: 700; margin-left: 6px; text-transform: uppercase;
                        white-space: nowrap; }
        .tabs { display: flex; gap: 6px; margin-top: 6px; align-items: flex-start; }
        .tabs > .node { flex: 1; }
        .stack { display: flex; flex-direction: column; gap: 4px; margin-top: 4px; padding-left: 10px;
                 border-left: 2px solid #d0d7de; }

        .role-tab > .card { background: #f6f8fa; }
        .role-group > .card { background: #eaeef2; }
        .role-group > .tabs { padding: 4px; border: 1px dotted #afb8c1; border-radius: 5px; }
        .hidden > .card { border-style: dashed; color: #6e7781; }
        .active > .card { border: 2px solid var(--active); font-weight: 600; }
        .role-modal > .card { border-style: dashed; border-color: #8250df; }
        .role-modal.active > .card { border-color: var(--active); }
        .entered > .card { background: var(--entered); }
        .left > .card { background: var(--left); text-decoration: line-through; }
        .updated > .card { background: var(--updated); }
        .card.match { outline: 2px solid #d4a72c; }
        .empty { color: #8c959f; }
        #legend { margin-top: 10px; color: #57606a; font-size: 12px; }
        #app-map summary { cursor: pointer; font-weight: 600; margin: 8px 0; }
        #legend span { display: inline-block; padding: 0 6px; margin-right: 6px; border: 1px solid #afb8c1; border-radius: 4px; }

        """#

    /// The bar, the timeline and the detail column, left open for the map.
    static let body = #"""
        <div id="bar">
        <button id="prev" title="previous entry (left arrow)">&#9664;</button>
        <input type="range" id="slider" min="0" max="0" value="0" aria-label="entry">
        <button id="next" title="next entry (right arrow)">&#9654;</button>
        <span id="position"></span>
        <input type="search" id="search" placeholder="find a context, e.g. product(42)" aria-label="find a context">
        <span id="matches"></span>
        </div>
        <div id="main">
        <ol id="timeline"></ol>
        <section id="detail">
        <div id="step"></div>
        <div id="trees">
        <div><h2>Before</h2><div id="before" class="tree"></div></div>
        <div><h2>After</h2><div id="after" class="tree"></div></div>
        </div>
        <p id="legend"><span style="border:2px solid #1f6feb">active path</span><span style="background:#d7f5dd">entered</span><span style="background:#fde2e1;text-decoration:line-through">left</span><span style="background:#fff1c2">updated</span><span style="border:1px dashed #8250df">modal</span><span style="border:1px dashed #afb8c1;color:#6e7781">hidden tab</span>tabs side by side in the user's order, a group's inside it, each stack below its base; left and right arrows move through the entries</p>

        """#

    /// What closes ``body``: the detail column, where the map goes before it, and the main grid.
    static let bodyEnd = #"""
        </section>
        </div>
        <noscript>The inspector draws the log with JavaScript; turn it on to see it.</noscript>

        """#
}
