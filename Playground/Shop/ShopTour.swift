/// The Playground's tour: a short story through every flow, each step a real command.
public enum ShopTour {
    /// One step: what it shows, and the command that shows it.
    public struct Step: Sendable {
        public var narration: String
        public var command: String
    }

    /// The steps, in order.
    public static let steps: [Step] = [
        Step(
            narration: "A deeplink into the catalog: the tab is switched to and two screens are pushed.",
            command: "open shop://catalog/shoes/42"
        ),
        Step(
            narration: "Another product in the same category: the product screen takes the new payload in place.",
            command: "open shop://catalog/shoes/43"
        ),
        Step(
            narration: "Back to the category: only the product is left; nothing is created again.",
            command: "go catalog category:shoes"
        ),
        Step(
            narration: "An article on the home tab: the catalog tab keeps its stack while we are away.",
            command: "open shop://articles/7"
        ),
        Step(
            narration: "The catalog again: one switch, and its stack is where we left it.",
            command: "go catalog category:shoes"
        ),
        Step(
            narration: "The cart is a modal, presented over the active screen.",
            command: "open shop://cart"
        ),
        Step(
            narration:
                "A protected deeplink while signed out: the sign-in interceptor shows login and keeps the request.",
            command: "open shop://orders/7"
        ),
        Step(
            narration: "Signing in closes login and resumes the pending request, as one request.",
            command: "login"
        ),
        Step(
            narration: "A bad link: a typed error that names the parameter, and nothing changes.",
            command: "open shop://orders/seven"
        ),
        Step(
            narration: "A dry run: the plan of a deeplink, printed without running it.",
            command: "plan shop://catalog/boots/1"
        ),
        Step(
            narration: "The whole routing tree; * marks the active path, and each tab kept its stack.",
            command: "tree"
        ),
        Step(
            narration: "A tapped notification is one more way in: the app's entry table reads it, the router shows it.",
            command: "notify orderShipped order=8"
        ),
        Step(
            narration: "A second window, as on an iPad: a router and a tree of its own, starting at home.",
            command: "window new"
        ),
        Step(
            narration: "A quick action the system delivers to window 1, behind window 2: it goes to window 1 only.",
            command: "shortcut cart in 1"
        ),
        Step(
            narration: "Each window shows its own screens; * marks the window worked in.",
            command: "window list"
        ),
    ]
}
