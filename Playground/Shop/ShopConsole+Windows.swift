import Routy

/// The apps of the shop's open windows, by window: each window a ``ShopApp`` of its own, with its
/// own tree and router, as each scene of an iPad app has.
@MainActor
final class ShopWindows {
    /// The apps of the open windows.
    var apps: [NavigationSceneID: ShopApp]

    init(first: ShopApp) {
        apps = ["1": first]
    }

    /// The app of `window`: the one it has, or a new one.
    func app(
        for window: NavigationSceneID,
        strategy: RoutingStrategy,
        widthClass: NavigationWidthClass
    ) throws(NavigationError<ShopScreen>) -> ShopApp {
        if let app = apps[window] { return app }
        let app = try ShopApp(strategy: strategy, widthClass: widthClass)
        // One user for every window.
        if apps.values.contains(where: \.isSignedIn) { app.apply("signed-in") }
        apps[window] = app
        return app
    }
}

/// The commands of windows and entries: `window new|switch|close|list`, `notify`, `activity`,
/// `shortcut`, `intent`.
extension ShopConsole {
    /// `window new|switch N|close [N]|list`.
    func run(_ action: ShopWindowAction) -> Outcome {
        switch action {
        case .new:
            var number = scenes.sceneIDs.count + 1
            while scenes.router(for: NavigationSceneID(rawValue: "\(number)")) != nil { number += 1 }
            let id = NavigationSceneID(rawValue: "\(number)")
            do throws(NavigationError<ShopScreen>) {
                try scenes.connect(id)
            } catch {
                return Self.failure("error: cannot open a window: \(error)")
            }
            return work(in: id, saying: "window \(id) opened")
        case .switchTo(let name):
            let id = NavigationSceneID(rawValue: name)
            guard scenes.router(for: id) != nil else { return Self.noWindow(name, among: scenes.sceneIDs) }
            return work(in: id, saying: "window \(id)")
        case .close(let name):
            let id = name.map { NavigationSceneID(rawValue: $0) } ?? window
            guard scenes.router(for: id) != nil else { return Self.noWindow(id.rawValue, among: scenes.sceneIDs) }
            guard scenes.sceneIDs.count > 1 else { return Self.failure("error: window \(id) is the last one") }
            scenes.disconnect(id)
            windows.apps[id] = nil
            guard id == window, let next = scenes.sceneIDs.first else {
                return Outcome(lines: ["window \(id) closed"] + windowList, succeeded: true)
            }
            return work(in: next, saying: "window \(id) closed; window \(next)")
        case .list:
            return Outcome(lines: windowList, succeeded: true)
        }
    }

    /// Works in `id` from now on, and says where it is.
    private func work(in id: NavigationSceneID, saying heading: String) -> Outcome {
        guard let next = windows.apps[id] else { return Self.noWindow(id.rawValue, among: scenes.sceneIDs) }
        scenes.activate(id)
        window = id
        app = next
        return Outcome(lines: [heading, "path: \(app.path)"], succeeded: true)
    }

    /// One line a window: `1: app > home`, `2*: app > catalog` for the one worked in.
    private var windowList: [String] {
        scenes.sceneIDs.map { id in
            "\(id)\(id == window ? "*" : ""): " + (windows.apps[id]?.path ?? "-")
        }
    }

    private static func noWindow(_ name: String, among open: [NavigationSceneID]) -> Outcome {
        failure("error: no window \(name); the windows are \(open.map(\.rawValue).joined(separator: ", "))")
    }

    /// Opens an entry in `target`, as the system delivers it to a window, or — without a
    /// target — in the window the scenes' policy picks, as the app routes it itself; a new window
    /// when none fits.
    func open(_ entry: NavigationEntry, in target: NavigationSceneID?) async -> Outcome {
        var heading = "\(entry)"
        let chosen: NavigationSceneID
        if let target {
            chosen = target
        } else {
            do throws(NavigationFailure<ShopScreen>) {
                switch try scenes.scene(for: entry) {
                case .scene(let scene):
                    chosen = scene
                case .newScene:
                    guard run(.new).succeeded else {
                        return Self.failure("error: cannot open a window for \(entry)")
                    }
                    chosen = window
                }
            } catch {
                return Outcome(
                    lines: [heading] + Self.describe(.failure(error), path: app.path).lines, succeeded: false)
            }
        }
        if let contexts = try? windows.apps[chosen]?.router.entries?.contexts(for: entry) {
            heading += " -> \(Self.list(contexts))"
        }
        heading += " in window \(chosen)" + (chosen == window ? "" : " (not the one worked in)")
        let result: NavigationResult<ShopScreen>
        do throws(NavigationFailure<ShopScreen>) {
            result = .success(try await scenes.open(entry, in: chosen))
        } catch {
            result = .failure(error)
        }
        let outcome = Self.describe(result, path: windows.apps[chosen]?.path ?? "-")
        return Outcome(lines: [heading] + outcome.lines, succeeded: outcome.succeeded)
    }
}
