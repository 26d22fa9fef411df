import Foundation
import RoutyHeadless
import RoutyInspector
import Testing

@Suite("Inspecting a navigation log")
@MainActor
struct NavigationInspectionTests {
    @Test("A replay draws after each entry the tree the app showed when it ran")
    func replayMatchesTheLiveSnapshots() async throws {
        let (app, inspection) = try await InspectedApp.touredInspection()
        let entries = try NavigationLogEntry<Screen>.entries(jsonLines: app.log)
        #expect(inspection.steps.count == entries.count)
        #expect(inspection.divergences.isEmpty)
        #expect(inspection.start.activePath == [.app, .home])
        // When a request's line is written it has not run: what it showed after is what the
        // app showed at its outcome's line.
        var outcomeLine: [Int: Int] = [:]
        for (index, entry) in entries.enumerated() {
            if case .outcome(let id, _) = entry { outcomeLine[id] = index }
        }
        for (index, entry) in entries.enumerated() {
            var live = index
            if case .request(let id, _) = entry { live = try #require(outcomeLine[id]) }
            #expect(inspection.steps[index].snapshot == app.snapshots[live], "entry \(index + 1): \(entry)")
        }
    }

    @Test("Written a step at a time, as a live page gets it, the data is the data written at once")
    func pageDataAStepAtATime() async throws {
        let (_, inspection) = try await InspectedApp.touredInspection()
        var whole = InspectorPageData(start: inspection.start)
        whole.append(inspection.steps[...])
        #expect(whole.json == inspection.pageData())
        var pieces = InspectorPageData(start: inspection.start)
        for index in inspection.steps.indices { pieces.append(inspection.steps[index...index]) }
        #expect(pieces.contexts == whole.contexts)
        #expect(pieces.trees == whole.trees)
        #expect(pieces.entries.count == whole.entries.count)
        // A request written before its outcome cannot name it: only its `peer` is left out (the
        // page takes it from the outcome, which names the request).
        for (alone, together) in zip(pieces.entries, whole.entries) {
            let expected =
                together.contains(#""k":"request""#) ? together.replacing(#/,"peer":\d+/#, with: "") : together
            #expect(alone == expected)
        }
        #expect(whole.entries.contains { $0.contains(#""k":"request""#) && $0.contains(#""peer":"#) })
    }

    @Test("The page's data for a known log")
    func pageDataIsPinned() async throws {
        let (_, inspection) = try await InspectedApp.touredInspection()
        #expect(
            inspection.pageData() == #"""
                {"version":1,
                "contexts":["app","home","catalog","product(42)","product(43)","cart"],
                "trees":[[[0,-1,"r",1],[1,0,"T",1],[2,0,"t",0]],
                [[0,-1,"r",1],[1,0,"t",0],[2,0,"T",1],[3,2,"p",1]],
                [[0,-1,"r",1],[1,0,"t",0],[2,0,"T",1],[4,2,"p",1]],
                [[0,-1,"r",1],[1,0,"t",0],[2,0,"T",1],[4,2,"p",1],[5,2,"m",1]],
                [[0,-1,"r",1],[1,0,"t",0],[2,0,"T",1]]],
                "start":0,
                "entries":[
                {"n":1,"k":"request","id":1,"src":"deeplink","text":"navigate(catalog, product(42))","peer":2,"tree":1},
                {"n":2,"k":"outcome","id":1,"text":"done: switchTo(catalog), enter(product(42))","peer":1,"ok":true,"ins":["switchTo(catalog)","enter(product(42))"],"tree":1},
                {"n":3,"k":"request","id":2,"src":"app","text":"navigate(product(43))","peer":4,"tree":2},
                {"n":4,"k":"outcome","id":2,"text":"done: update(product(42) -\u003e product(43))","peer":3,"ok":true,"ins":["update(product(42) -\u003e product(43))"],"upd":[["product(42)","product(43)"]],"tree":2},
                {"n":5,"k":"request","id":3,"src":"notification","text":"navigate(catalog, product(43), cart)","peer":6,"tree":3},
                {"n":6,"k":"outcome","id":3,"text":"done: enter(cart)","peer":5,"ok":true,"ins":["enter(cart)"],"tree":3},
                {"n":7,"k":"request","id":4,"src":"app","text":"navigate(settings)","peer":8,"tree":3},
                {"n":8,"k":"outcome","id":4,"text":"error: step 0 failed: No element factory is registered for 'settings'; register one for it. (nothing had been executed)","peer":7,"ok":false,"ins":[],"error":"No element factory is registered for 'settings'; register one for it.","step":0,"tree":3},
                {"n":9,"k":"mark","text":"signed-in","tree":3},
                {"n":10,"k":"request","id":5,"src":"user","text":"goBack","peer":11,"tree":2},
                {"n":11,"k":"outcome","id":5,"text":"done: leave(cart)","peer":10,"ok":true,"ins":["leave(cart)"],"tree":2},
                {"n":12,"k":"user","text":"leave(product(43))","ins":["leave(product(43))"],"path":["app","catalog"],"tree":4}]}

                """#)
    }

    @Test("A malformed line is a typed error, and nothing is replayed")
    func malformedLogIsAnError() async throws {
        let app = try InspectedApp(recording: false)
        let log = #"{"kind":"mark","name":"signed-in"}"# + "\n{\"kind\": \"request\", \"id\": \n"
        await #expect(throws: NavigationLogError.self) {
            try await NavigationInspection.replaying(jsonLines: log, on: app.router)
        }
        do {
            _ = try await NavigationInspection.replaying(jsonLines: log, on: app.router)
        } catch {
            guard case .unreadableLine(let line, _) = error else {
                Issue.record("expected an unreadable line, got \(error)")
                return
            }
            #expect(line == 2)
        }
        #expect(app.window.shownPath == [.app, .home])
    }

    @Test("A replay that does otherwise than the log says so at the entry")
    func divergenceIsShown() async throws {
        let app = try InspectedApp()
        await app.tour()
        // The fresh app does not know the mark.
        let fresh = try InspectedApp(recording: false)
        let inspection = try await NavigationInspection.replaying(jsonLines: app.log, on: fresh.router)
        #expect(inspection.divergences.map(\.entry) == [.mark("signed-in")])
        #expect(inspection.pageData().contains(#""div":"the app did not apply the mark""#))
    }
}
