import Routy

/// One line of the Playground's command language.
public enum ShopCommand: Equatable, Sendable {
    /// `open URL`: handle a deeplink.
    case open(String)
    /// `go CONTEXT...`: show a context sequence.
    case go([ShopContext])
    /// `back`: leave the top element of the active path.
    case back
    /// `close CONTEXT`: take that element away, with what is above it.
    case close(ShopContext)
    /// `tab CONTEXT`: select the tab that shows it, keeping what the tab shows.
    case tab(ShopContext)
    /// `hide TYPE`, `show TYPE`: the user hides the tab of that screen in the bar, or shows it
    /// again, whatever its payload (a mark of the log: ``ShopApp/apply(_:)``).
    case hide(ShopScreen), show(ShopScreen)
    /// `login`: sign in, and go on to the pending destination.
    case login
    /// `logout`: sign out and return home.
    case logout
    /// `plan URL` or `plan CONTEXT...`: print the plan without running it.
    case planLink(String)
    case planContexts([ShopContext])
    /// `path`, `tree`, `dot`, `mermaid`: print the state.
    case path, tree, dot, mermaid
    /// `links`: list the deeplink patterns.
    case links
    /// `snapshot`: print what the app shows, tab by tab.
    case snapshot
    /// `save FILE`: write the snapshot to FILE as JSON.
    case save(String)
    /// `restore FILE`: show the snapshot in FILE again, as one request.
    case restore(String)
    /// `record FILE`: write a navigation log to FILE, as JSON Lines.
    case record(String)
    /// `record off`: stop writing the navigation log.
    case recordOff
    /// `replay FILE`: run the navigation log in FILE again.
    case replay(String)
    /// `check`: run the startup check of the navigation's configuration.
    case check
    /// `expect path P`: fail unless the active path prints as `P`.
    case expectPath(String)
    /// `expect error`: fail unless the previous command failed.
    case expectError
    /// `width compact` or `width regular`: the catalog split collapses or expands, as an iPad's
    /// does when the app's window narrows or widens (regular-width shop only).
    case width(NavigationWidthClass)
    /// `columns`: print what each column of the catalog split shows (regular-width shop only).
    case columns
    /// `notify CATEGORY [KEY=VALUE...]`, `activity TYPE [KEY=VALUE...]`, `shortcut TYPE
    /// [KEY=VALUE...]`, `intent ENTITY ID`, each ending in `in WINDOW` or not: deliver an entry to
    /// that window, or (without) let the shop pick the window as an app routes an entry itself.
    case entry(NavigationEntry, window: String?)
    /// `activity`: print the activity the window publishes for Handoff and Spotlight.
    case activity
    /// `window new`, `window switch N`, `window close [N]`, `window list`: the shop's windows.
    case window(ShopWindowAction)
    /// `help`: list the commands.
    case help
    /// A blank line or a `#` comment.
    case nothing

    /// Reads one line.
    ///
    /// - Throws: ``ShopCommandError`` for an unknown command, missing or extra arguments, or a
    ///   context that cannot be read.
    public init(parsing line: String) throws(ShopCommandError) {
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let name = words.first, !name.hasPrefix("#") else {
            self = .nothing
            return
        }
        let arguments = Array(words.dropFirst())
        func one() throws(ShopCommandError) -> String {
            guard arguments.count == 1 else { throw .usage(name, Self.usage[name] ?? name) }
            return arguments[0]
        }
        func none() throws(ShopCommandError) {
            guard arguments.isEmpty else { throw .usage(name, Self.usage[name] ?? name) }
        }
        func contexts() throws(ShopCommandError) -> [ShopContext] {
            guard !arguments.isEmpty else { throw .usage(name, Self.usage[name] ?? name) }
            var result: [ShopContext] = []
            for argument in arguments {
                do throws(ShopContextSyntaxError) {
                    result.append(try ShopContext(parsing: argument))
                } catch {
                    throw .badContext(error)
                }
            }
            return result
        }
        switch name {
        case "open": self = .open(try one())
        case "go": self = .go(try contexts())
        case "back": try none(); self = .back
        case "close", "tab":
            let context = try contexts()
            guard context.count == 1 else { throw .usage(name, Self.usage[name] ?? name) }
            self = name == "close" ? .close(context[0]) : .tab(context[0])
        case "hide", "show":
            let type = try one()
            guard let screen = ShopScreen(rawValue: type) else {
                throw .badContext(ShopContextSyntaxError(text: type, reason: "unknown screen '\(type)'"))
            }
            self = name == "hide" ? .hide(screen) : .show(screen)
        case "login": try none(); self = .login
        case "logout": try none(); self = .logout
        case "plan":
            if arguments.count == 1, arguments[0].contains("://") {
                self = .planLink(arguments[0])
            } else {
                self = .planContexts(try contexts())
            }
        case "path": try none(); self = .path
        case "tree": try none(); self = .tree
        case "dot": try none(); self = .dot
        case "mermaid": try none(); self = .mermaid
        case "links": try none(); self = .links
        case "snapshot": try none(); self = .snapshot
        case "save": self = .save(try one())
        case "restore": self = .restore(try one())
        case "record":
            let file = try one()
            self = file == "off" ? .recordOff : .record(file)
        case "replay": self = .replay(try one())
        case "check": try none(); self = .check
        case "width":
            guard let width = NavigationWidthClass(rawValue: try one()) else {
                throw .usage(name, Self.usage[name] ?? name)
            }
            self = .width(width)
        case "columns": try none(); self = .columns
        case "notify", "activity", "shortcut", "intent":
            if name == "activity", arguments.isEmpty {
                self = .activity
            } else {
                self = try Self.entry(name, arguments)
            }
        case "window": self = .window(try ShopWindowAction(arguments))
        case "help": try none(); self = .help
        case "expect":
            if arguments == ["error"] {
                self = .expectError
            } else if arguments.first == "path", arguments.count > 1 {
                self = .expectPath(arguments.dropFirst().joined(separator: " "))
            } else {
                throw .usage(name, "expect path P | expect error")
            }
        default: throw .unknownCommand(name)
        }
    }

    /// An entry command: its kind, what it names, its `KEY=VALUE` payload (an intent: the entity's
    /// identifier), and `in WINDOW` at the end.
    private static func entry(_ name: String, _ arguments: [String]) throws(ShopCommandError) -> Self {
        var words = arguments
        var window: String?
        if words.count >= 3, words[words.count - 2] == "in" {
            window = words.removeLast()
            words.removeLast()
        }
        let usage = ShopCommandError.usage(name, Self.usage[name] ?? name)
        guard let identifier = words.first, !identifier.contains("=") else { throw usage }
        if name == "intent" {
            guard words.count == 2 else { throw usage }
            return .entry(.intent(identifier, id: words[1]), window: window)
        }
        var payload: [String: String] = [:]
        for word in words.dropFirst() {
            let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { throw usage }
            payload[parts[0]] = parts[1]
        }
        let kind: NavigationEntry.Kind = name == "notify" ? .notification : NavigationEntry.Kind(rawValue: name)
        return .entry(NavigationEntry(kind, identifier: identifier, payload: payload), window: window)
    }

    /// How each command is written.
    static let usage: [String: String] = [
        "open": "open URL", "go": "go CONTEXT...", "back": "back", "close": "close CONTEXT",
        "tab": "tab CONTEXT", "hide": "hide TYPE", "show": "show TYPE",
        "login": "login", "logout": "logout", "plan": "plan URL | plan CONTEXT...", "path": "path",
        "tree": "tree", "dot": "dot", "mermaid": "mermaid", "links": "links", "help": "help",
        "snapshot": "snapshot", "save": "save FILE", "restore": "restore FILE", "record": "record FILE | record off",
        "replay": "replay FILE", "check": "check", "width": "width compact | width regular", "columns": "columns",
        "notify": "notify CATEGORY [KEY=VALUE...] [in WINDOW]",
        "activity": "activity | activity TYPE [KEY=VALUE...] [in WINDOW]",
        "shortcut": "shortcut TYPE [KEY=VALUE...] [in WINDOW]", "intent": "intent ENTITY ID [in WINDOW]",
        "window": "window new | window switch N | window close [N] | window list",
    ]

    /// The help text.
    public static let helpText = """
        open URL          handle a deeplink, e.g. open shop://catalog/shoes/42
        go CONTEXT...     show contexts, e.g. go catalog category:shoes product:42
        back              leave the top element of the active path
        close CONTEXT     take that element away, with what is above it
        tab CONTEXT       select the tab that shows it, keeping what the tab shows
        hide TYPE         the user hides the tab of that screen in the bar (it keeps its stack)
        show TYPE         the user shows that tab again, in its place
        login             sign in (and go on to where the login wall stopped you)
        logout            sign out and return to app > home
        plan URL          print the plan of a deeplink without running it
        plan CONTEXT...   print the plan of a context sequence without running it
        path              print the active path
        tree              print the routing tree (* marks the active path)
        dot, mermaid      print the tree as Graphviz DOT or Mermaid
        links             list the deeplink patterns open understands
        snapshot          print what the app shows: each tab, its stack, the modals
        save FILE         write that snapshot to FILE as JSON
        restore FILE      show the snapshot in FILE again, as one request
        record FILE       write every request, what the user did and the sign-ins to FILE (JSON Lines)
        record off        stop recording
        replay FILE       run a recorded FILE again and say where it differs from the recording
        check             run the startup check: deeplinks, redirects and the factory
        width compact     collapse the catalog's columns into one stack (Playground --regular)
        width regular     expand them again, side by side
        columns           print what each column of the catalog shows (Playground --regular)
        notify CATEGORY [KEY=VALUE...]   a tapped notification, e.g. notify orderShipped order=7
        activity TYPE [KEY=VALUE...]     a Handoff or Spotlight activity continued, e.g.
                          activity com.example.shop.screen link=shop://catalog/shoes/42
        activity          print what the window publishes for Handoff and Spotlight
        shortcut TYPE     a home-screen quick action: shortcut cart, shortcut orders
        intent ENTITY ID  an App Intent's target: intent Order 7, intent Article 3, intent Category hats
                          Each of these ends in `in N` to go to window N, as the system delivers it;
                          without, the shop picks the window that shows it already, else this one
        window new        open a second window (a router of its own) and switch to it
        window switch N   work in window N; the commands above act on the window worked in
        window close [N]  close window N (this one unless given); its queued requests end
        window list       list the windows and what each shows (* marks this one)
        expect path P     fail unless the active path prints as P
        expect error      fail unless the previous command failed
        help              this list
        Screens: app home catalog profile article:ID category:SLUG product:ID orders order:ID cart login
                 collections (a group of the tabs arrivals and sale) search:QUERY
        Behind the sign-in wall: profile, orders, order:ID — signed out, they show login instead and
        wait; login signs in and goes on to them, and taking login away (back, close login) drops them
        """
}

/// Why a command line could not be read.
public enum ShopCommandError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No command has this name.
    case unknownCommand(String)
    /// The arguments do not fit; the second value shows how the command is written.
    case usage(String, String)
    /// A context could not be read.
    case badContext(ShopContextSyntaxError)

    public var description: String {
        switch self {
        case .unknownCommand(let name): "unknown command '\(name)'; type help for the list"
        case .usage(_, let usage): "usage: \(usage)"
        case .badContext(let error): error.description
        }
    }
}

/// What a `window` command does with the shop's windows.
public enum ShopWindowAction: Equatable, Sendable {
    /// `window new`: open a window and work in it.
    case new
    /// `window switch N`: work in window `N`.
    case switchTo(String)
    /// `window close [N]`: close window `N`, or the one worked in.
    case close(String?)
    /// `window list`: list the windows.
    case list

    init(_ words: [String]) throws(ShopCommandError) {
        switch (words.first, words.count) {
        case ("new", 1): self = .new
        case ("switch", 2): self = .switchTo(words[1])
        case ("close", 1): self = .close(nil)
        case ("close", 2): self = .close(words[1])
        case ("list", 1): self = .list
        default: throw .usage("window", ShopCommand.usage["window"] ?? "window")
        }
    }
}
