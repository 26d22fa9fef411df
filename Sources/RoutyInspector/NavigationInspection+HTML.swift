import Routy

extension NavigationInspection {
    /// The inspector page: one self-contained HTML file — its style, its script and the data
    /// inline, nothing loaded from the network — that any browser opens.
    ///
    /// It shows the timeline of the log, one row per entry (requests with their source,
    /// outcomes with the interceptors that redirected them, the pending request and the error in
    /// the library's words; what the user did set apart), and for the selected entry the tree
    /// before and after it, drawn as boxes: tabs side by side, each stack (modals too) under its base,
    /// the active path highlighted, entered, left and updated elements marked. A slider and the
    /// arrow keys move through the entries; a search box finds a context. The data is embedded
    /// as JSON (``pageData()``) and only the selected entry's trees are drawn, so a log of ten
    /// thousand entries opens quickly. The page's address may say where to start: `#step=12`.
    ///
    /// Everything from the log is escaped: the data as ``pageData()`` says, the title as HTML,
    /// and the page puts text in as text, never as markup.
    ///
    /// With a `map`, the page also shows what the app declares (``NavigationMap/html(title:)``),
    /// below the trees.
    ///
    /// - Parameters:
    ///   - title: The page's title and heading.
    ///   - map: The app's navigation map, if the page is to show it.
    /// - Returns: The HTML.
    public func html(title: String = "Navigation inspector", map: NavigationMap? = nil) -> String {
        page(title: title, map: map, live: false)
    }

    /// The inspector page of a log that is still being written, as a server shows it: the page of
    /// ``html(title:map:)`` that also asks the server it came from, at once and then twice a
    /// second, for the entries it does not have, and draws them as they come, without loading
    /// again.
    ///
    /// The page asks `entries?since=N&contexts=C&trees=T` — N the number of entries it has, C and
    /// T the lengths of its data's `contexts` and `trees` (``pageData()``) — relative to its own
    /// address, and expects the JSON object `{"total": M, "contexts": […], "trees": […],
    /// "entries": […]}`: M the number of entries the log has now, and the contexts, trees and
    /// entries after the first C, T and N, in ``pageData()``'s form; an entry refers to contexts
    /// and trees by their places in the whole lists. A request sent before its outcome was known
    /// may leave out `peer`; its outcome's `peer` then names it, and the page gives the request
    /// the outcome's tree. The page follows the log when it showed its last entry, and stays where
    /// it was otherwise; it loads again when M is less than N (another log). While the server does
    /// not answer, the bar says so and the page keeps asking, less often. Served from a file, it
    /// only says that it is not connected.
    ///
    /// - Parameters:
    ///   - title: The page's title and heading.
    ///   - map: The app's navigation map, if the page is to show it.
    /// - Returns: The HTML.
    public func liveHTML(title: String = "Navigation inspector", map: NavigationMap? = nil) -> String {
        page(title: title, map: map, live: true)
    }

    private func page(title: String, map: NavigationMap?, live: Bool) -> String {
        var page = ""
        page += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        page += "<title>\(title.htmlEscaped)</title>\n<style>\n\(InspectorPage.style)"
        if map != nil { page += NavigationMap.style }
        page += "</style>\n</head>\n<body>\n<h1>\(title.htmlEscaped)</h1>\n"
        page += InspectorPage.body
        if let map { page += "<details id=\"app-map\"><summary>The app's map</summary>\n\(map.fragment)</details>\n" }
        page += InspectorPage.bodyEnd
        page += "<script type=\"application/json\" id=\"routy-data\">\n\(pageData())</script>\n"
        page += "<script>\n\(InspectorPage.script)</script>\n"
        if live { page += "<script>\n\(InspectorPage.liveScript)</script>\n" }
        page += "</body>\n</html>\n"
        return page
    }
}
