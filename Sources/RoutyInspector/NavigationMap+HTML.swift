extension NavigationMap {
    /// The map as a picture: one self-contained HTML page, no script, where the screens stand in
    /// columns by how they are shown — root, tabs (groups of tabs and hidden tabs among them, so
    /// marked), pushed, modal, the rest — each with the tabs it holds, the links that reach it and
    /// the interceptors that guard it, and the startup check's findings below.
    ///
    /// ``NavigationInspection/html(title:map:)`` shows the same picture beside the timeline.
    ///
    /// - Parameter title: The page's title and heading.
    /// - Returns: The HTML; every name in it is escaped.
    public func html(title: String = "Navigation map") -> String {
        var page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        page += "<title>\(title.htmlEscaped)</title>\n<style>\n"
        page += "body { font: 13px/1.4 -apple-system, \"Segoe UI\", Helvetica, Arial, sans-serif; margin: 0; }\n"
        page += "h1 { font-size: 16px; margin: 0; padding: 8px 12px; background: #24292f; color: #fff; }\n"
        page += "\(Self.style)</style>\n</head>\n<body>\n<h1>\(title.htmlEscaped)</h1>\n\(fragment)</body>\n</html>\n"
        return page
    }

    /// The picture without a page around it: a `<div class="map">` whose style is ``style``.
    var fragment: String {
        let columns = ["root", "tab", "push", "modal"]
        // A modal in a style (`modal(formSheet)`) stands with the modals, a group of tabs or a hidden
        // tab (`tab group`, `tab, hidden`) with the tabs; an adaptive one with the rest.
        func column(of screen: Screen) -> String {
            let kind = String(screen.presentation.prefix { $0.isLetter })
            return columns.contains(kind) ? kind : "other"
        }
        let groups: [(String, [Screen])] = (columns + ["other"]).map { name in
            (name, screens.filter { column(of: $0) == name })
        }
        var html = "<div class=\"map\">\n<div class=\"columns\">\n"
        for (column, members) in groups where !members.isEmpty {
            html += "<div class=\"column\"><h2>\(column.htmlEscaped)</h2>\n"
            for screen in members {
                html += "<div class=\"screen\(screen.guards.isEmpty ? "" : " guarded")\">"
                html += "<b>\(screen.type.htmlEscaped)</b>"
                if screen.presentation != column { html += " <i>\(screen.presentation.htmlEscaped)</i>" }
                if !screen.tabs.isEmpty {
                    html += "<div class=\"tabs\">tabs \(screen.tabs.joined(separator: ", ").htmlEscaped)</div>"
                }
                for link in screen.links { html += "<div class=\"link\">\(link.htmlEscaped)</div>" }
                for guarded in screen.guards { html += "<div class=\"guard\">\(guarded.htmlEscaped)</div>" }
                html += "</div>\n"
            }
            html += "</div>\n"
        }
        html += "</div>\n"
        if !linksWithoutExample.isEmpty {
            html += "<p>Links without an example: \(linksWithoutExample.joined(separator: ", ").htmlEscaped)</p>\n"
        }
        html += "<h2>Startup check</h2>\n<ul>\n"
        html += findings.isEmpty ? "<li>no findings</li>\n" : findings.map { "<li>\($0.htmlEscaped)</li>\n" }.joined()
        html += "</ul>\n</div>\n"
        return html
    }

    /// The style of ``fragment``, every rule inside `.map`.
    static let style = """
        .map { color: #1d2128; }
        .map h2 { font-size: 12px; text-transform: uppercase; color: #57606a; margin: 12px; }
        .map .columns { display: flex; gap: 12px; padding: 0 12px; align-items: flex-start; }
        .map .column { flex: 1; background: #f6f8fa; border-radius: 6px; padding-bottom: 8px; }
        .map .column h2 { margin: 8px; }
        .map .screen { background: #fff; border: 1px solid #afb8c1; border-radius: 5px; margin: 6px 8px; padding: 4px 6px; }
        .map .screen.guarded { border-color: #bf8700; }
        .map .link { font-family: ui-monospace, monospace; font-size: 11px; color: #0550ae; }
        .map .guard { font-size: 11px; color: #9a6700; }
        .map .tabs { font-size: 11px; color: #57606a; }
        .map ul { margin: 0 12px; }

        """
}
