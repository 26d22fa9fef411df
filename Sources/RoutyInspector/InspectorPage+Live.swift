extension InspectorPage {
    /// The script of a live page (``NavigationInspection/liveHTML(title:map:)``): asks
    /// `entries?since=N` twice a second and loads the page again when the log has a different
    /// number of entries. One page, drawn by the one script above, whether from a file or a server.
    static let liveScript = #"""
        "use strict";
        (function () {
          const known = Number(document.getElementById("slider").max);
          const status = document.createElement("span");
          status.id = "live";
          status.textContent = "live";
          document.getElementById("bar").appendChild(status);
          function poll() {
            fetch("entries?since=" + known, { cache: "no-store" })
              .then((response) => response.ok ? response.json() : Promise.reject(response.status))
              .then((answer) => {
                if (typeof answer.total === "number" && answer.total !== known) {
                  // Follow the log when the page showed its last entry; stay where it was otherwise.
                  const shown = /^#step=(\d+)$/.exec(location.hash);
                  const step = !shown || Number(shown[1]) >= known ? answer.total : Number(shown[1]);
                  status.textContent = "live: loading entry " + step;
                  history.replaceState(null, "", "#step=" + step);
                  location.reload();
                  return;
                }
                status.textContent = "live";
                setTimeout(poll, 500);
              })
              .catch(() => {
                status.textContent = "not connected (the REPL ended?)";
                setTimeout(poll, 2000);
              });
          }
          setTimeout(poll, 500);
        })();

        """#
}
