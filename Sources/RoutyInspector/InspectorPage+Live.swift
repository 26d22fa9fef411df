extension InspectorPage {
    /// The script of a live page (``NavigationInspection/liveHTML(title:map:)``): asks
    /// `entries?since=N&contexts=C&trees=T` — what the page has — at once and then twice a second,
    /// and adds what the server sends to the page, which follows the log when it showed its last
    /// entry. One page, drawn by the one script above, whether from a file or a server.
    static let liveScript = #"""
        "use strict";
        (function () {
          const inspector = window.routyInspector;
          const status = document.createElement("span");
          status.id = "live";
          status.textContent = "live";
          document.getElementById("bar").appendChild(status);
          function poll() {
            const known = inspector.known();
            fetch("entries?since=" + known.entries + "&contexts=" + known.contexts + "&trees=" + known.trees,
                  { cache: "no-store" })
              .then((response) => response.ok ? response.json() : Promise.reject(response.status))
              .then((answer) => {
                if (typeof answer.total !== "number" || answer.total < known.entries) {
                  // Not the log this page showed (another session on the port): start again.
                  status.textContent = "live: loading again";
                  location.reload();
                  return;
                }
                if (answer.entries.length) inspector.add(answer);
                status.textContent = "live";
                setTimeout(poll, 500);
              })
              .catch(() => {
                status.textContent = "not connected (the REPL ended?)";
                setTimeout(poll, 2000);
              });
          }
          poll();
        })();

        """#
}
