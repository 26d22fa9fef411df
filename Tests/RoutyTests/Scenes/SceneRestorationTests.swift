import Foundation
import Routy
import RoutyHeadless
import RoutyTestSupport
import Testing

/// Each window comes back where it was: a scene's snapshot as restoration data, read back when the
/// scene connects again — bounded in size, an older format read, a newer one or unreadable data
/// refused with a typed error that changes nothing.
@MainActor
@Suite struct SceneRestorationTests {
    @Test func twoScenesRestoreIndependently() async throws {
        let app = ScenesApp()
        app.signedIn = ["left", "right"]
        try app.connect("left")
        try app.connect("right")
        try await app.scenes.open(.link("shop://catalog/shoes/42"), in: "left")
        try await app.scenes.open(.shortcut("cart"), in: "left")
        try await app.scenes.open(.notification("orderShipped", payload: ["order": "7"]), in: "right")
        let paths = (app.path("left"), app.path("right"))
        let snapshots = try (
            #require(app.scenes.router(for: "left")).snapshot(), #require(app.scenes.router(for: "right")).snapshot()
        )
        let left = try #require(try app.scenes.restorationData(for: "left"))
        let right = try #require(try app.scenes.restorationData(for: "right"))
        app.disconnect("left")
        app.disconnect("right")
        #expect(try app.scenes.restorationData(for: "left") == nil)

        // They come back in the other order, each with its own data.
        try app.connect("right")
        try app.connect("left")
        let restoredRight = try await app.scenes.restore(right, in: "right")
        let restoredLeft = try await app.scenes.restore(left, in: "left")

        #expect(restoredLeft.isComplete && restoredRight.isComplete)
        #expect(app.path("left") == paths.0)
        #expect(app.path("right") == paths.1)
        #expect(try #require(app.scenes.router(for: "left")).snapshot() == snapshots.0)
        #expect(try #require(app.scenes.router(for: "right")).snapshot() == snapshots.1)
    }

    /// The synchronous way, for `scene(_:willConnectTo:options:)`: the restoration's request,
    /// enqueued, shows the same.
    @Test func aRestorationEnqueuedFromSynchronousCodeShowsTheSame() async throws {
        let app = ScenesApp()
        try app.connect("left")
        try await app.scenes.open(.link("shop://catalog/shoes/42"), in: "left")
        let data = try #require(try app.scenes.restorationData(for: "left"))
        app.disconnect("left")

        let router = try app.scenes.connect("left")
        let restoration = try app.scenes.restoration(from: data, in: "left")
        let recorder = Recorder()
        router.enqueue(restoration.request, completion: recorder.completion("restore"))
        await yieldUntil("the restoration ends") { recorder.count("restore") == 1 }

        #expect(app.path("left") == "app > catalog > category(shoes) > product(42)")
        #expect(restoration.request.source == .restore)
    }

    /// Data an older version of the app saved, in format version 1 — the first — is read.
    @Test func dataInTheFirstFormatIsRead() async throws {
        let app = ScenesApp()
        try app.connect("left")
        let saved = Data(
            (#"{"formatVersion": 1, "root": {"context": {"type": "app"}, "presentation": "root", "selectedTab": 1, "#
                + #""tabs": [{"context": {"type": "home"}, "presentation": "tab"}, {"context": {"type": "catalog"}, "#
                + #""presentation": "tab", "stack": [{"context": {"type": "category", "payload": "shoes"}, "#
                + #""presentation": "push"}]}, {"context": {"type": "profile"}, "presentation": "tab"}]}}"#).utf8)

        try await app.scenes.restore(saved, in: "left")

        #expect(app.path("left") == "app > catalog > category(shoes)")
    }

    /// Data that cannot be restored, and the snapshot error it is refused with.
    struct Refusal: Sendable, CustomTestStringConvertible {
        let name: String
        let json: String
        let limit: Int
        let error: NavigationSnapshotError
        var testDescription: String { name }
    }

    nonisolated static let oneTab =
        #"{"context": {"type": "app"}, "presentation": "root", "tabs": [{"context": {"type": "home"}, "presentation": "tab"}]}"#

    nonisolated static let refusals: [Refusal] = [
        Refusal(
            name: "a newer format", json: #"{"formatVersion": 99, "root": "# + oneTab + "}", limit: 65_536,
            error: .newerFormatVersion(99, supported: NavigationSnapshot<Screen>.currentFormatVersion)),
        Refusal(
            name: "not JSON", json: "window 1", limit: 65_536,
            error: .malformed(at: "the top level", reason: "not valid JSON")),
        Refusal(
            name: "a screen the app no longer has",
            json: #"{"formatVersion": 1, "root": {"context": {"type": "wishlist"}, "presentation": "root"}}"#,
            limit: 65_536, error: .unknownContextType("wishlist", at: "root.context")),
        Refusal(
            name: "more bytes than the limit", json: #"{"formatVersion": 1, "root": "# + oneTab + "}", limit: 100,
            error: .tooLarge(146, limit: 100)),
        Refusal(
            name: "more bytes than the limit, not read at all", json: String(repeating: "[", count: 200),
            limit: 199, error: .tooLarge(200, limit: 199)),
    ]

    @Test(arguments: refusals)
    func dataThatCannotBeRestoredIsRefusedWithATypedErrorAndChangesNothing(_ refusal: Refusal) async throws {
        let app = ScenesApp()
        let shop = try app.connect("left")
        try await app.scenes.open(.shortcut("cart"), in: "left")
        app.scenes.maximumRestorationSize = refusal.limit
        let recorder = Recorder()
        recorder.observe(shop.router)
        let data = Data(refusal.json.utf8)

        #expect(throws: NavigationFailure<Screen>(.input(UnderlyingError(refusal.error)))) {
            try app.scenes.restoration(from: data, in: "left")
        }
        let failure = try #require(await restoreFailure(app, data))

        #expect(failure.cause.snapshotError == refusal.error)
        #expect(app.path("left") == "app > home > cart")
        #expect(recorder.events.isEmpty, "no request ran")
    }

    @Test func dataForASceneThatIsNotConnectedIsRefused() async throws {
        let app = ScenesApp()
        try app.connect("left")
        let data = try #require(try app.scenes.restorationData(for: "left"))

        #expect(throws: NavigationFailure<Screen>(.sceneDisconnected("right"))) {
            try app.scenes.restoration(from: data, in: "right")
        }
    }

    /// A scene whose saved state would be over the limit saves nothing rather than data it would
    /// refuse to read.
    @Test func aSnapshotOverTheLimitIsNotWritten() async throws {
        let app = ScenesApp()
        try app.connect("left")
        let size = try #require(try app.scenes.restorationData(for: "left")).count
        app.scenes.maximumRestorationSize = size - 1

        #expect(throws: NavigationSnapshotError.tooLarge(size, limit: size - 1)) {
            try app.scenes.restorationData(for: "left")
        }
    }

    private func restoreFailure(_ app: ScenesApp, _ data: Data) async -> NavigationFailure<Screen>? {
        do {
            try await app.scenes.restore(data, in: "left")
            return nil
        } catch {
            return error
        }
    }
}
